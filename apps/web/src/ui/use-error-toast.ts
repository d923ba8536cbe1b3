/**
 * Turns any failure into a translated error toast (spec 000 §8: messages under errors.*; spec 001 §8:
 * unknown codes show "An unknown error occurred", error-message-key.ts).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { errorMessageKey } from './error-message-key.ts';
import { showToast } from './toast-store.ts';

/**
 * The player-facing text of an error: the translation of its code when the shell's texts know it
 * (the server's ERROR_KEYS and the client's codes), else "An unknown error occurred" (errors.unknown).
 */
export function errorText(t: TFunction, i18n: I18n, error: unknown): string {
  const key = errorMessageKey(error, (code) => i18n.exists(`errors.${code}`));
  // The key is built from a code at run time; the shell's texts hold every one errorMessageKey returns.
  return t(key as 'errors.unknown');
}

/** Returns a function that shows `error` as a toast. */
export function useErrorToast(): (error: unknown) => void {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) =>
      showToast({ type: 'error', title: t('common.error'), message: errorText(t, i18n, error) }),
    [t, i18n],
  );
}
