/**
 * Errors of withdrawals and Steam data (spec 001 §5 `no_link` / `no_login`, spec 000 §5 validation keys),
 * in the same wire body as every AppError.
 */
import type { ErrorKey } from '@cases/domain/errors';
import { AppError } from '../../platform/errors.ts';

export type WithdrawalErrorCode = ErrorKey;

export const withdrawalError = (status: number, code: ErrorKey, message?: string) =>
  new AppError(status, code, message);
