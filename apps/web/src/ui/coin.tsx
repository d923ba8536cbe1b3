/**
 * The season coin (spec 001 §1 TASTY_COIN, §3 Event settings `coinsIcon`, `coinsColor`): its icon and
 * whole-number amounts. Icon and colour come from `GET /v1/event/current`, with the §8 fallback; a
 * missing picture leaves a coloured disc of the same size, so nothing around it moves.
 */
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { COIN_CODE } from '@cases/domain/case-constants';
import { formatAmount } from '@cases/domain/format';
import { useSeasonCoin } from '../api/endpoints/get-event-current.ts';
import './coin.css';

/** The coin's currency code (domain, zod-free: the card is on the first screen). */
export { COIN_CODE };

/** Coins as text for `language`: whole, grouped above 9999 (`12 345`). */
export function formatCoins(value: number, language: string): string {
  return formatAmount(Math.trunc(value), language);
}

/** `formatCoins` in the current language. */
export function useCoinsText(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatCoins(value, i18n.language);
}

/** The season's colour as the CSS variable `--coin-color`, for a block that tints its coin amounts. */
export function useCoinStyle(): CSSProperties {
  return { '--coin-color': useSeasonCoin().color } as CSSProperties;
}

/** The coin picture, decorative: `size` px, or 1.15 em of the text around it when not given. */
export function CoinIcon({ size, className }: { size?: number; className?: string }) {
  const { icon, color } = useSeasonCoin();
  const [broken, setBroken] = useState<string | null>(null);
  const style = { '--coin-color': color, width: size, height: size } as CSSProperties;
  return (
    <span className={className ? `coin-icon ${className}` : 'coin-icon'} style={style} aria-hidden>
      {broken !== icon && (
        <img
          src={icon}
          alt=""
          width={size ?? 16}
          height={size ?? 16}
          onError={() => setBroken(icon)}
        />
      )}
    </span>
  );
}

/**
 * An amount of coins: the icon, the number, and for screen readers the word ("12 монет").
 * `sign` prefixes "+" or "−" (a change, not a balance); `size` as CoinIcon's.
 */
export function Coins({
  value,
  size,
  sign = false,
  className,
}: {
  value: number;
  size?: number;
  sign?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const text = useCoinsText();
  const prefix = sign ? (value > 0 ? '+' : value < 0 ? '−' : '') : '';
  const shown = sign ? Math.abs(value) : value;
  return (
    <span className={className ? `coins ${className}` : 'coins'}>
      <CoinIcon size={size} />
      <span aria-hidden>
        {prefix}
        {text(shown)}
      </span>
      <span className="visually-hidden">
        {prefix}
        {t('coins.amount', { count: shown, amount: text(shown) })}
      </span>
    </span>
  );
}
