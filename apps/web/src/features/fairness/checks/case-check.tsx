/**
 * The "case" tab of /provably-fair/check: the browser re-computes a case roll and its dropped item
 * from the seeds in the URL; works for visitors. Signed-in players also see their seeds and revealed
 * history, and a drop's "check" link names its pair by hash (secret until rotated).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../../api/token.ts';
import { CheckForm } from '../components/check-form.tsx';
import type { CheckValues } from '../components/check-form.tsx';
import { CheckResult } from '../components/check-result.tsx';
import { MySeeds } from '../components/my-seeds.tsx';
import { SeedHistory } from '../components/seed-history.tsx';
import { SeedLookup } from '../components/seed-lookup.tsx';
import { useLatestQuery } from './check-params.ts';

const PARAMS = {
  serverSeed: 'serverSeed',
  serverSeedHash: 'hash',
  clientSeed: 'clientSeed',
  nonce: 'nonce',
  caseSlug: 'case',
} as const;

/** The revision named by a drop's link (`rev`), or null: the case's current list. */
const revisionOf = (raw: string | null): number | null =>
  raw !== null && /^\d{1,7}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** The case check (form, result, the player's seeds). */
export function CaseCheck() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [params, update] = useLatestQuery();
  const values: CheckValues = {
    serverSeed: params.get(PARAMS.serverSeed) ?? '',
    serverSeedHash: params.get(PARAMS.serverSeedHash) ?? '',
    clientSeed: params.get(PARAMS.clientSeed) ?? '',
    nonce: params.get(PARAMS.nonce) ?? '0',
    caseSlug: params.get(PARAMS.caseSlug) ?? '',
  };
  const fillSeed = useCallback(
    (serverSeed: string) =>
      update((next) => {
        next.set(PARAMS.serverSeed, serverSeed);
        return next;
      }),
    [update],
  );
  // Only the fields this edit changed, onto the latest query (a fast second edit keeps the first).
  const onChange = (v: CheckValues) =>
    update((next) => {
      for (const key of Object.keys(PARAMS) as (keyof CheckValues)[]) {
        if (v[key] === values[key]) continue;
        if (v[key] === '') next.delete(PARAMS[key]);
        else next.set(PARAMS[key], v[key]);
      }
      return next;
    });

  return (
    <>
      <code className="fairness__formula">
        roll = HMAC_SHA256(server_seed, "case:client_seed:nonce:0")[0..13] / 2^52
      </code>
      <div className="fairness__grid">
        <section className="fairness__panel" aria-label={t('fairness.formTitle')}>
          {signedIn && values.serverSeedHash !== '' && values.serverSeed === '' && (
            <SeedLookup hash={values.serverSeedHash} onServerSeed={fillSeed} />
          )}
          <CheckForm values={values} onChange={onChange} />
        </section>
        <CheckResult values={values} revision={revisionOf(params.get('rev'))} />
      </div>
      {signedIn && (
        <div className="fairness__grid">
          <MySeeds
            checked={{
              caseSlug: values.caseSlug,
              serverSeedHash: values.serverSeedHash,
              nonce: values.nonce,
              revision: revisionOf(params.get('rev')),
            }}
          />
          <SeedHistory caseSlug={values.caseSlug} nonce={values.nonce} />
        </div>
      )}
    </>
  );
}
