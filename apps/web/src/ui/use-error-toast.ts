/**
 * Turns any failure into a translated error toast (spec 000 §8: messages under errors.*,
 * unknown codes shown with the server's message).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { isApiError } from '../api/api-error.ts';
import { showToast } from './toast-store.ts';

/** The player-facing text of an error: the translation of its key, else the message as given. */
export function errorText(t: TFunction, i18n: I18n, error: unknown): string {
  if (!isApiError(error)) return t('errors.unpredicted');
  const key = `errors.${error.code}`;
  // Known keys are typed; server codes outside ru.json fall back to the server's message (spec 000 §8).
  if (i18n.exists(key)) return t(key as 'errors.unpredicted');
  return error.message || t('errors.unpredicted');
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
