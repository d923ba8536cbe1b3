/** The published multipliers of the chosen mine count, step by step, the current step lit. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiplierTable } from '../api/get-multipliers.ts';

export function MultiplierStrip({ table, safe }: { table: MultiplierTable; safe: number }) {
  const { t } = useTranslation();
  const current = useRef<HTMLLIElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [safe]);
  return (
    // Scrolls sideways: focusable, so a keyboard reaches every step (axe, issue 31).
    <section className="multiplier-strip" aria-label={t('sapper.table')} tabIndex={0}>
      <ol className="multiplier-strip__steps">
        {table.steps.map((s) => (
          <li
            key={s.safe}
            ref={s.safe === safe + 1 ? current : undefined}
            className={`multiplier-strip__step${s.safe <= safe ? ' multiplier-strip__step--done' : ''}${s.safe === safe + 1 ? ' multiplier-strip__step--next' : ''}`}
          >
            <span className="multiplier-strip__mult">×{s.multiplier.toFixed(2)}</span>
            <span className="multiplier-strip__meta">
              {t('sapper.step', { n: s.safe })} ·{' '}
              {(s.chance * 100).toFixed(s.chance < 0.01 ? 4 : 1)} %
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
