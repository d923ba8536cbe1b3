/**
 * The check computed in the browser with the server's own code (ARCHITECTURE fairness):
 * SHA-256 of the server seed, roll = HMAC(server seed, "case:<client>:<nonce>:0") → [0, 1), and the
 * dropped item by caseDropIndex over the case's published item list; for a case paying coins, the coins of
 * a paid drop from round 1 of the same roll (domain caseCoins, docs/fairness.md "Coins", issue 28). A drop's link
 * names the case revision it was rolled on (issue 30): that revision's published list is used, so a drop from
 * before the odds changed still recomputes; without one, the case's current list.
 */
import { useTranslation } from 'react-i18next';
import { caseCoins, caseDropIndex, roll, sha256Hex } from '@cases/domain/fairness';
import { useCase } from '../../../api/endpoints/get-case.ts';
import { useCaseRevision } from '../../../api/endpoints/get-case-revision.ts';
import { ItemTile } from '../../../ui/item-tile.tsx';
import type { CheckValues } from './check-form.tsx';

/** Results of the check; hints instead while inputs are missing. */
export function CheckResult({
  values,
  revision = null,
}: {
  values: CheckValues;
  revision?: number | null;
}) {
  const { t } = useTranslation();
  const caseQuery = useCase(values.caseSlug);
  const revisionQuery = useCaseRevision(values.caseSlug, revision);
  const odds = revision === null ? caseQuery.data : revisionQuery.data;
  const nonce = Number(values.nonce);
  const nonceOk = values.nonce.trim() !== '' && Number.isInteger(nonce) && nonce >= 0;
  const ready = values.serverSeed !== '' && values.clientSeed !== '' && nonceOk;
  const rollValue = ready ? roll(values.serverSeed, values.clientSeed, nonce, 'case') : null;
  const items = odds?.items ?? [];
  const index =
    ready && items.length > 0
      ? caseDropIndex(
          items.map((i) => i.weight),
          { serverSeed: values.serverSeed, clientSeed: values.clientSeed, nonce },
        )
      : null;
  const item = index === null ? undefined : items[index];
  const coinRange = caseQuery.data?.tastyCoins ?? null;
  const coins =
    ready && coinRange
      ? caseCoins(
          { serverSeed: values.serverSeed, clientSeed: values.clientSeed, nonce },
          coinRange,
        )
      : null;

  return (
    <section className="check-result" aria-labelledby="check-result-title" aria-live="polite">
      <h2 id="check-result-title" className="fairness__subtitle">
        {t('fairness.result')}
      </h2>
      <dl className="check-result__list">
        <div>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd className="mono" data-testid="computed-hash">
            {values.serverSeed ? sha256Hex(values.serverSeed) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('fairness.roll')}</dt>
          <dd className="mono" data-testid="computed-roll">
            {rollValue === null ? '—' : rollValue.toFixed(12)}
          </dd>
        </div>
        {odds && (
          <div>
            <dt>{t('fairness.revision')}</dt>
            <dd className="mono" data-testid="computed-revision">
              {odds.revision}
            </dd>
          </div>
        )}
        {rollValue !== null && odds && (
          <div>
            <dt>{t('fairness.target')}</dt>
            <dd className="mono">
              {rollValue.toFixed(6)} × {odds.totalWeight} ={' '}
              {(rollValue * odds.totalWeight).toFixed(2)}
            </dd>
          </div>
        )}
        {coins !== null && coinRange && (
          <div>
            <dt>{t('fairness.coins')}</dt>
            <dd className="mono" data-testid="computed-coins">
              {t('fairness.coinsValue', { coins, min: coinRange.min, max: coinRange.max })}
            </dd>
          </div>
        )}
      </dl>
      {!ready && (
        <p className="check-result__hint">
          {nonceOk || values.nonce === '' ? t('fairness.fillHint') : t('fairness.badNonce')}
        </p>
      )}
      {ready && !values.caseSlug && <p className="check-result__hint">{t('fairness.caseHint')}</p>}
      {item && index !== null && (
        <div className="check-result__item">
          <p>{t('fairness.dropped', { position: index + 1, count: items.length })}</p>
          <ItemTile item={item} />
        </div>
      )}
    </section>
  );
}
