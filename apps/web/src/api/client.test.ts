/**
 * The client checks answers with a schema given as such or as a loader (the front page's calls
 * give loaders, so zod is not in the entry: issue 9; before the page has settled their answers are
 * used as they came and checked after: issue 31), and reads error bodies into ApiError.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { apiGet, apiPost } from './client.ts';

/** The page's settling, driven by the tests. */
const page = vi.hoisted(() => {
  let settle: () => void = () => undefined;
  const state = {
    settled: false,
    promise: Promise.resolve(),
    reset() {
      state.settled = false;
      state.promise = new Promise<void>((resolve) => {
        settle = () => {
          state.settled = true;
          resolve();
        };
      });
    },
    settle: () => settle(),
  };
  return state;
});
vi.mock('./page-settled.ts', () => ({
  hasSettled: () => page.settled,
  whenSettled: () => page.promise,
  trackCall: <T>(call: () => Promise<T>) => call(),
}));

const answer = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

beforeEach(() => {
  // No token: the client reads the access_token cookie.
  vi.stubGlobal('document', { cookie: '' });
  page.reset();
  page.settle();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  const schema = z.object({ total_count: z.number() });

  it('parses with a schema given as such, camelizing keys', async () => {
    vi.stubGlobal('fetch', answer(200, { total_count: 3 }));
    await expect(apiGet('/x', { schema })).resolves.toEqual({ totalCount: 3 });
  });

  it('loads a lazily given schema when the answer arrives, not before the call', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    vi.stubGlobal('fetch', answer(200, { total_count: 5 }));
    const pending = apiPost('/x', { schema: load, body: { a: 1 } });
    expect(load).not.toHaveBeenCalled();
    await expect(pending).resolves.toEqual({ totalCount: 5 });
    expect(load).toHaveBeenCalledOnce();
  });

  it("before the page has settled, uses a loader's answer as it came and checks it after", async () => {
    page.reset();
    const load = vi.fn(() => Promise.resolve(schema));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer(200, { total_count: 'three' }));
    await expect(apiGet('/x', { schema: load })).resolves.toEqual({ totalCount: 'three' });
    expect(load).not.toHaveBeenCalled();
    page.settle();
    await vi.waitFor(() => expect(errors).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
    expect(String(errors.mock.calls[0]?.[0])).toContain('Unexpected response of GET /x');
  });

  it('refuses an answer its lazily given schema does not accept', async () => {
    vi.stubGlobal('fetch', answer(200, { total_count: 'three' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiGet('/x', { schema: () => Promise.resolve(schema) })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('turns an error body into an ApiError with its code, else `unknown`', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { success: false, data: { code: 'balance_error', message: 'Too poor' } }),
    );
    const error = await apiPost('/x', { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'balance_error', message: 'Too poor' });

    vi.stubGlobal('fetch', answer(502, '<html>'));
    await expect(apiPost('/x', { schema })).rejects.toMatchObject({ status: 502, code: 'unknown' });
  });
});
