/**
 * A season-coin amount: the season's coin icon (spec 001 §8 fallback) and the number with spaces as
 * thousands separators; the icon is decorative, screen readers hear "N season coins" in the language's plural form
 * ("231 монета сезона", "232 монеты сезона", "235 монет сезона"; issue 48).
 */
import { useTranslation } from 'react-i18next';
import { useSeasonCoin } from '../../../api/endpoints/get-event-current.ts';

export function formatCoins(value: number): string {
  return Math.floor(value)
    .toLocaleString('ru-RU')
    .replace(/\u00a0/g, '\u2009');
}

export function CoinAmount({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation();
  const coin = useSeasonCoin();
  const text = formatCoins(value);
  return (
    <span className={['coin-amount', className ?? ''].join(' ').trim()}>
      <img src={coin.icon} alt="" width={18} height={18} />
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">
        {t('season.coinsValue', { count: Math.floor(value), value: text })}
      </span>
    </span>
  );
}
