/**
 * A case's return to player against the published bounds (issue 30): "91.2 %" marked inside or outside; "—" for a
 * free or coin case, which has no bound.
 */
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../i18n/intl-formats.ts';

export function RtpBadge({ rtp, min, max }: { rtp: number | null; min: number; max: number }) {
  const { t, i18n } = useTranslation();
  if (rtp === null) return <span className="console-dim">{t('console.catalog.noRtp')}</span>;
  const inside = rtp >= min && rtp <= max;
  const text = numberFormat(i18n.language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(rtp);
  return (
    <span
      className={`console-badge ${inside ? 'console-badge--ok' : 'console-badge--bad'}`}
      title={inside ? t('console.catalog.rtpInside') : t('console.catalog.rtpOutside')}
    >
      {text}
      <span className="visually-hidden">
        {' '}
        {inside ? t('console.catalog.rtpInside') : t('console.catalog.rtpOutside')}
      </span>
    </span>
  );
}
