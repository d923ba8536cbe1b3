/**
 * A player's deposit limits and self-exclusion in the console (issue 30 "Players"; read-only: only the player
 * lowers a limit or excludes themself).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolePlayerLimits } from '../../../api/endpoints/get-console-player-limits.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { QueryState } from './query-state.tsx';

export function PlayerLimits({ id }: { id: string }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const uid = useId();
  const q = useConsolePlayerLimits(id);
  const limit = (v: number | null) => (v === null ? t('console.money.limits.none') : f.rub(v));
  const d = q.data;
  return (
    <section className="console-panel" aria-labelledby={uid}>
      <div className="console-panel__head">
        <h2 id={uid}>{t('console.money.titles.limits')}</h2>
      </div>
      {!d ? (
        <QueryState error={q.error} isPending={q.isPending} onRetry={() => void q.refetch()} />
      ) : (
        <dl className="console-figures">
          {(['daily', 'weekly', 'monthly'] as const).map((k) => (
            <div className="console-figures__item" key={k}>
              <dt>{t(`console.money.limits.${k}`)}</dt>
              <dd>
                {limit(d[k])}
                {d.pending && (
                  <span className="console-dim">
                    {' '}
                    {t('console.money.limits.pending', {
                      value: limit(d.pending[k]),
                      date: f.dateTime(d.pending.at),
                    })}
                  </span>
                )}
              </dd>
            </div>
          ))}
          <div className="console-figures__item">
            <dt>{t('console.money.limits.exclusion')}</dt>
            <dd>
              {!d.selfExclusion
                ? t('console.money.limits.exclusionNone')
                : t(
                    d.selfExclusion.active
                      ? 'console.money.limits.exclusionActive'
                      : 'console.money.limits.exclusionEnded',
                    {
                      started: f.dateTime(d.selfExclusion.startedAt),
                      until: d.selfExclusion.until
                        ? f.dateTime(d.selfExclusion.until)
                        : t('console.money.limits.forever'),
                    },
                  )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
