/**
 * A rouble amount, spec 000 §5 "Amounts": formatAmount (2 decimals, spaces above 9999) + ₽.
 */
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@cases/domain/format';

/** Formats roubles for `language`, e.g. `12 345,50 ₽`; for code outside components (toasts from events). */
export function formatPrice(value: number, language: string): string {
  return `${formatAmount(value, language)}\u00a0₽`;
}

/** Formats roubles for the current language, e.g. `12 345,50 ₽`. */
export function usePriceText(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatPrice(value, i18n.language);
}

/** Renders an amount in roubles; `old` strikes it through (old price). */
export function Price({
  value,
  old = false,
  className,
}: {
  value: number;
  old?: boolean;
  className?: string;
}) {
  const text = usePriceText()(value);
  if (old) return <s className={className}>{text}</s>;
  return <span className={className}>{text}</span>;
}
