/**
 * How long ago an ISO time was, as a short translated text ("12 мин", "3 ч", "2 дн"): the withdrawal queue's age.
 */
import type { TFunction } from 'i18next';

export function ageText(t: TFunction, iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return t('console.money.age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('console.money.age.hours', { count: hours });
  return t('console.money.age.days', { count: Math.floor(hours / 24) });
}
