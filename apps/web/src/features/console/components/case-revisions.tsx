/**
 * A case's published revisions (issue 30 "Catalog and odds, provably"), newest first: when, by whom (the staff
 * member's login, issue 48), price, RTP and items; each drop names the revision it was rolled on, and the public verifier reads it.
 */
import { useTranslation } from 'react-i18next';
import type { ConsoleCase } from '../../../api/endpoints/get-console-catalog-case.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { RtpBadge } from './rtp-badge.tsx';

export function CaseRevisions({ c }: { c: ConsoleCase }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <section className="console-panel" aria-labelledby="revisions-title">
      <h2 id="revisions-title">{t('console.catalog.revisions')}</h2>
      <ol className="case-revisions" reversed>
        {[...c.revisions].reverse().map((r) => (
          <li key={r.revision} className="case-revisions__row">
            <strong>
              {t('console.catalog.revisionN', { n: r.revision })}
              {r.revision === c.revision && (
                <span className="console-badge console-badge--ok">
                  {t('console.catalog.current')}
                </span>
              )}
            </strong>
            <span className="console-dim">{f.dateTime(r.createdAt)}</span>
            <span>
              {r.createdBy
                ? t('console.catalog.byStaff', { who: r.createdByLogin ?? `#${r.createdBy}` })
                : t('console.catalog.bySeed')}
            </span>
            <span>{c.currency === 'RUB' ? f.rub(r.price) : f.coins(r.price)}</span>
            <RtpBadge rtp={r.rtp} min={c.rtpBounds.min} max={c.rtpBounds.max} />
            <span className="console-dim">
              {t('console.catalog.itemsN', { count: r.itemsCount })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
