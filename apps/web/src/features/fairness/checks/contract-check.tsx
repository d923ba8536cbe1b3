/**
 * The "contract" tab of /provably-fair/check (docs/fairness.md "Contract"): the band from the roll of
 * round 0 over the published weights, the multiplier inside it from round 1, and the value for the
 * typed input — the domain's `contractDraw` with the distribution of the configured house edge.
 */
import { useTranslation } from 'react-i18next';
import { CONTRACT_WEIGHT_TOTAL, contractDistribution, contractDraw } from '@cases/domain/contract';
import { toKopecks } from '@cases/domain/money';
import { Price } from '../../../ui/price.tsx';
import { useContractTerms } from '../api/get-contract-terms.ts';
import { intOf, useCheckParams } from './check-params.ts';
import { ResultRow, SeedForm, SeedResult } from './seed-check.tsx';
import './item-checks.css';

const NAMES = ['serverSeed', 'clientSeed', 'nonce', 'input', 'hash'] as const;

export function ContractCheck() {
  const { t } = useTranslation();
  const { values: v, set } = useCheckParams(NAMES);
  const terms = useContractTerms().data;
  const nonce = intOf(v.nonce);
  const input = Number(v.input.replace(',', '.'));
  const dist = terms ? contractDistribution(terms.houseEdge) : null;
  const draw =
    dist && v.serverSeed && v.clientSeed && nonce !== null
      ? contractDraw(
          { serverSeed: v.serverSeed, clientSeed: v.clientSeed, nonce },
          Number.isFinite(input) && input > 0 ? toKopecks(input) : 0,
          dist,
        )
      : null;
  const band = draw && dist ? dist.bands[draw.band] : undefined;
  return (
    <>
      <code className="fairness__formula">
        band = weights(roll(&quot;contract:client_seed:nonce:0&quot;)) · multiplier = from + (to −
        from) × roll(&quot;…:1&quot;) · value = input × multiplier
      </code>
      <div className="fairness__grid">
        <SeedForm
          values={v}
          set={set}
          fields={[{ name: 'input', label: t('fairness.item.input'), numeric: true, mono: true }]}
        >
          {dist && (
            <ul className="item-check__bands">
              {dist.bands.map((b, i) => (
                <li key={b.from} className={draw?.band === i ? 'item-check__band--hit' : undefined}>
                  ×{b.from} – ×{b.to}: {((b.weight / CONTRACT_WEIGHT_TOTAL) * 100).toFixed(2)} % (
                  {b.weight}/{CONTRACT_WEIGHT_TOTAL})
                </li>
              ))}
            </ul>
          )}
        </SeedForm>
        <SeedResult
          titleId="contract-check-title"
          serverSeed={v.serverSeed}
          hash={v.hash}
          rows={
            <>
              <ResultRow label={t('fairness.item.bandRoll')}>
                {draw ? String(draw.bandRoll) : '—'}
              </ResultRow>
              <ResultRow label={t('fairness.item.band')} testId="computed-band">
                {band ? `×${band.from} – ×${band.to}` : '—'}
              </ResultRow>
              <ResultRow label={t('fairness.item.positionRoll')}>
                {draw ? String(draw.positionRoll) : '—'}
              </ResultRow>
              <ResultRow label={t('fairness.item.multiplier')} testId="computed-multiplier">
                {draw ? String(draw.multiplier) : '—'}
              </ResultRow>
              {draw && input > 0 && (
                <ResultRow label={t('fairness.item.value')} testId="computed-value" mono={false}>
                  <Price value={draw.valueKopecks / 100} />
                </ResultRow>
              )}
            </>
          }
        >
          {!draw && <p className="check-result__hint">{t('fairness.fillHint')}</p>}
        </SeedResult>
      </div>
    </>
  );
}
