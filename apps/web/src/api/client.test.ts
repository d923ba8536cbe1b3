/**
 * The client checks answers with a schema given as such or as a loader (the front page's calls
 * give loaders, so zod is not in the entry: issue 9; before the page has settled their answers are
 * used as they came and checked after: issue 31), and reads error bodies into ApiError.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { apiGet, apiPost } from './client.ts';
import { rereadCookies } from './cookies.ts';
import { isSignedIn, onTokenChange } from './token.ts';

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
  // A visitor: no signed_in cookie.
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

  it('retries a GET once on 408–504 (spec 000 §7), never a write, and never a 401', async () => {
    const flaky = vi.fn((url: string, init: RequestInit) => {
      void url;
      void init;
      return Promise.resolve(
        flaky.mock.calls.length === 1
          ? new Response('{}', { status: 503 })
          : new Response(JSON.stringify({ total_count: 1 }), { status: 200 }),
      );
    });
    vi.stubGlobal('fetch', flaky);
    await expect(apiGet('/x', { schema })).resolves.toEqual({ totalCount: 1 });
    expect(flaky).toHaveBeenCalledTimes(2);

    const down = answer(503, {});
    vi.stubGlobal('fetch', down);
    await expect(apiGet('/x', { schema })).rejects.toMatchObject({ status: 503 });
    expect(down).toHaveBeenCalledTimes(2);

    const write = answer(503, {});
    vi.stubGlobal('fetch', write);
    await expect(apiPost('/x', { schema })).rejects.toMatchObject({ status: 503 });
    expect(write).toHaveBeenCalledTimes(1);

    const gone = answer(401, {
      success: false,
      data: { code: 'authentication', message: 'Sign in' },
    });
    vi.stubGlobal('fetch', gone);
    await expect(apiGet('/x', { schema })).rejects.toMatchObject({ code: 'authentication' });
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('sends no token of its own: the session is the HttpOnly cookie the browser adds (issue 45)', async () => {
    vi.stubGlobal('document', { cookie: 'signed_in=1' });
    const seen = answer(200, { total_count: 2 });
    vi.stubGlobal('fetch', seen);
    await apiGet('/x', { schema });
    const [, init] = seen.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.keys(init.headers as object).map((h) => h.toLowerCase())).not.toContain(
      'authorization',
    );
  });

  it('signs the player out on `authentication` or `unpredicted`: revoked on the server, forgotten here', async () => {
    for (const code of ['authentication', 'unpredicted']) {
      const jar = { cookie: 'signed_in=1' };
      vi.stubGlobal('document', jar);
      rereadCookies();
      const calls: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string, init?: RequestInit) => {
          calls.push(`${init?.method ?? 'GET'} ${url}`);
          return Promise.resolve(
            new Response(JSON.stringify({ success: false, data: { code, message: code } }), {
              status: 401,
            }),
          );
        }),
      );
      const changed = vi.fn();
      const stop = onTokenChange(changed);
      expect(isSignedIn()).toBe(true);
      await expect(apiGet('/x', { schema })).rejects.toMatchObject({ code });
      stop();
      expect(calls).toEqual(['GET /x', 'POST /v1/auth/revoke']);
      expect(jar.cookie).toMatch(/^signed_in=; Path=\/; Max-Age=0/);
      expect(isSignedIn()).toBe(false);
      expect(changed).toHaveBeenCalledTimes(1);
    }
  });
});
