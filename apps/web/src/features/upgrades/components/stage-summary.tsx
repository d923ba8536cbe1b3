/**
 * The two sides of the upgrade around the wheel: what is staked (picked items and the balance part)
 * and what is aimed at (picked targets), each with its total; the targets' side offers the quick
 * multipliers (×1.5 first, spec 001 §9 "default multiplier factor 1.5"). An empty target side shows
 * no total (issue 31).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RARITY_COLORS } from '@cases/domain/catalog';
import type { Rarity } from '@cases/domain/catalog';
import { Price } from '../../../ui/price.tsx';

export interface Chip {
  id: string;
  name: string;
  image: string;
  rarity: Rarity;
  price: number;
}

function Chips({
  chips,
  onRemove,
  empty,
}: {
  chips: Chip[];
  onRemove: (id: string) => void;
  empty: string;
}) {
  const { t } = useTranslation();
  if (chips.length === 0) return <p className="stage-side__empty">{empty}</p>;
  return (
    <ul className="stage-side__chips">
      {chips.map((c) => (
        <li key={c.id} className="chip" style={{ borderColor: RARITY_COLORS[c.rarity] }}>
          <img src={c.image} alt="" className="chip__img" />
          <span className="chip__name">{c.name}</span>
          <Price value={c.price} className="chip__price" />
          <button
            type="button"
            className="chip__remove"
            aria-label={t('upgrades.remove', { name: c.name })}
            onClick={() => onRemove(c.id)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

export function StakeSide({
  chips,
  onRemove,
  balance,
  onBalance,
  total,
  signedIn,
}: {
  chips: Chip[];
  onRemove: (id: string) => void;
  balance: string;
  onBalance: (v: string) => void;
  total: number;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="stage-side stage-side--stake" aria-label={t('upgrades.stake')}>
      <h2 className="stage-side__title">{t('upgrades.stake')}</h2>
      <Chips
        chips={chips}
        onRemove={onRemove}
        empty={signedIn ? t('upgrades.pickStake') : t('upgrades.signInHint')}
      />
      <div className="field stage-side__balance">
        <label htmlFor={`${id}-balance`}>{t('upgrades.addBalance')}</label>
        <input
          id={`${id}-balance`}
          inputMode="decimal"
          placeholder="0"
          value={balance}
          disabled={!signedIn}
          onChange={(e) => onBalance(e.target.value)}
        />
      </div>
      <p className="stage-side__total">
        {t('upgrades.total')} <Price value={total} />
      </p>
    </section>
  );
}

export function TargetSide({
  chips,
  onRemove,
  total,
  ratio,
  multipliers,
  onMultiplier,
  multiplierDisabled,
}: {
  chips: Chip[];
  onRemove: (id: string) => void;
  total: number;
  /** Target ÷ stake, or null. */
  ratio: number | null;
  multipliers: readonly number[];
  onMultiplier: (m: number) => void;
  multiplierDisabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="stage-side stage-side--target" aria-label={t('upgrades.target')}>
      <h2 className="stage-side__title">{t('upgrades.target')}</h2>
      <Chips chips={chips} onRemove={onRemove} empty={t('upgrades.pickTarget')} />
      <div className="stage-side__multipliers" role="group" aria-label={t('upgrades.quick')}>
        {multipliers.map((m) => (
          <button
            key={m}
            type="button"
            className="multiplier-btn"
            disabled={multiplierDisabled}
            onClick={() => onMultiplier(m)}
          >
            ×{m}
          </button>
        ))}
      </div>
      {chips.length > 0 && (
        <p className="stage-side__total">
          {t('upgrades.total')} <Price value={total} />
          {ratio !== null && <span className="stage-side__ratio">×{ratio.toFixed(2)}</span>}
        </p>
      )}
    </section>
  );
}
