/**
 * How the console writes times and numbers: dense, in the interface language (ru first).
 */
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../ui/price.tsx';
import { formatCoins } from '../../../ui/coin.tsx';
import { dateTimeFormat, numberFormat } from '../../../i18n/intl-formats.ts';

/** Formatters of the current language: date-time (`27.11.2026, 08:18:31`), roubles, coins, per cent, signed amounts. */
export function useConsoleFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const dateTime = dateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  const date = dateTimeFormat(lang, { dateStyle: 'medium' });
  const share = numberFormat(lang, { style: 'percent', maximumFractionDigits: 4 });
  const sign = (v: number) => (v > 0 ? '+' : v < 0 ? '−' : '');
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    date: (iso: string) => date.format(new Date(iso)),
    rub: (v: number) => formatPrice(v, lang),
    coins: (v: number) => formatCoins(v, lang),
    /** A share of 1 in per cent, to four decimals (`0.012345` → `1,2345 %`). */
    share: (v: number) => share.format(v),
    /** A ledger amount with its sign: `+10,00 ₽`, `−5 coins` as `−5`. */
    signed: (v: number, currency: 'RUB' | 'COIN') =>
      sign(v) +
      (currency === 'RUB' ? formatPrice(Math.abs(v), lang) : formatCoins(Math.abs(v), lang)),
  };
}
