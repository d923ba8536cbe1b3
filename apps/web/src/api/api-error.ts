/**
 * The one error type of the web client: HTTP status + error key + message (spec 000 §8).
 */

/** A failed call. `code` is a spec §8 error key; `unknown` for an unreadable error body, `network` when no response arrived, `invalid_response` on a contract mismatch. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/**
 * Builds an ApiError from a non-2xx response body (`{ success: false, data: { code, message } }`),
 * checked with its zod schema, loaded on the first failure (zod is not in the entry, issue 9).
 */
export async function errorFromBody(status: number, body: unknown): Promise<ApiError> {
  const parsed = await import('@cases/domain/errors').then(
    ({ errorBody }) => errorBody.safeParse(body),
    () => null,
  );
  if (parsed?.success) return new ApiError(status, parsed.data.data.code, parsed.data.data.message);
  return new ApiError(status, 'unknown', `HTTP ${status}`);
}

/** Narrowing helper for `catch`/`onError` handlers. */
export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
