/**
 * The client checks answers with a schema given as such or as a loader (the front page's calls
 * load theirs, and zod, with the first answer: issue 9), and reads error bodies into ApiError.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { apiGet, apiPost } from './client.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

beforeEach(() => {
  // No token: the client reads the access_token cookie.
  vi.stubGlobal('document', { cookie: '' });
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
