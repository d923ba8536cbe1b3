/**
 * Which text a failure shows (spec 000 §8, spec 001 §8 "Unknown error codes show 'An unknown error
 * occurred'"): a pure decision, so the toast and the forms that print errors read alike.
 */
import { isApiError } from '../api/api-error.ts';

/** Codes the client gives errors itself (api-error.ts): no answer, a contract mismatch, an unreadable body. */
export const CLIENT_ERROR_CODES: readonly string[] = ['network', 'invalid_response', 'unknown'];

/** The i18n key of an error's text: `errors.<code>`, `errors.unknown` or `errors.unpredicted`. */
export type ErrorMessageKey = `errors.${string}`;

/**
 * The key of the text `error` shows: `errors.<code>` for an ApiError whose code is known (a server
 * error key of packages/domain ERROR_KEYS, or one of CLIENT_ERROR_CODES), `errors.unknown` for any
 * other code — never the server's own message — and `errors.unpredicted` for a failure that is not
 * an ApiError (a bug in the page). `isKnown(code)` says whether the code is known; the shell's texts
 * hold exactly those codes under `errors.*` (error-message-key.test.ts), so a caller may ask i18next.
 */
export function errorMessageKey(
  error: unknown,
  isKnown: (code: string) => boolean,
): ErrorMessageKey {
  if (!isApiError(error)) return 'errors.unpredicted';
  return isKnown(error.code) ? `errors.${error.code}` : 'errors.unknown';
}
