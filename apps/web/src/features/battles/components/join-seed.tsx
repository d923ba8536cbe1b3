/**
 * The joiner's own client seed (issue 10 "Fairness": each member's client seed is fixed when they take
 * the seat — their current one, or one they type). Empty means the current seed of their pair.
 */
import { useTranslation } from 'react-i18next';

export function JoinSeed({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (seed: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <p className="battle-share battle-join-seed">
      <label htmlFor="battle-join-seed">{t('battles.createPage.seed')}</label>
      <input
        id="battle-join-seed"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('battles.createPage.seedPlaceholder')}
        className="mono"
        maxLength={64}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'battle-join-seed-rule' : undefined}
      />
      {invalid && (
        <span id="battle-join-seed-rule" className="battle-join-seed__rule">
          {t('fairness.clientSeedRule')}
        </span>
      )}
    </p>
  );
}
