/**
 * The published distribution (issue 11 "the range, the chances by band and the edge are shown before
 * signing"): each band of multipliers with its chance and, for the current input, the value range it
 * pays; the expected return and the house edge.
 */
import { useTranslation } from 'react-i18next';
import { Price } from '../../../ui/price.tsx';
import type { ContractInfo } from '../api/get-contract-info.ts';

const x = (m: number, lang: string) => `×${m.toLocaleString(lang, { maximumFractionDigits: 2 })}`;

export function Distribution({ info, input }: { info: ContractInfo; input: number }) {
  const { t, i18n } = useTranslation();
  const top = Math.max(...info.bands.map((b) => b.chance));
  return (
    <section className="distribution" aria-labelledby="distribution-title">
      <h2 id="distribution-title" className="distribution__title">
        {t('contract.distribution')}
      </h2>
      <ul className="distribution__bands">
        {info.bands.map((b, i) => (
          <li key={b.from} className={`distribution__band distribution__band--${i}`}>
            <span className="distribution__range">
              {x(b.from, i18n.language)} – {x(b.to, i18n.language)}
            </span>
            <span className="distribution__bar" aria-hidden="true">
              <span style={{ width: `${(b.chance / top) * 100}%` }} />
            </span>
            <span className="distribution__chance">
              {(b.chance * 100).toLocaleString(i18n.language, { maximumFractionDigits: 2 })} %
            </span>
            <span className="distribution__value">
              {input > 0 ? (
                <>
                  <Price value={Math.floor(input * b.from * 100) / 100} /> –{' '}
                  <Price value={Math.floor(input * b.to * 100) / 100} />
                </>
              ) : (
                '—'
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="distribution__summary">
        {t('contract.expected', {
          percent: (info.expectedReturn * 100).toLocaleString(i18n.language, {
            maximumFractionDigits: 2,
          }),
          edge: (info.houseEdge * 100).toLocaleString(i18n.language, { maximumFractionDigits: 2 }),
        })}
        {input > 0 && (
          <>
            : <Price value={Math.floor(input * info.expectedReturn * 100) / 100} />
          </>
        )}
      </p>
    </section>
  );
}
