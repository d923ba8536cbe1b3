/**
 * What every item-game tab shows first: SHA-256 of the typed server seed, marked against the pair's
 * hash from the result's link; and, for a signed-in player whose pair is still secret, the offer to
 * reveal it (SeedLookup) which fills the server seed in; the form panel with both and the seed pair's fields.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sha256Hex } from '@cases/domain/fairness';
import { useSignedIn } from '../../../api/token.ts';
import { SeedLookup } from '../components/seed-lookup.tsx';
import { CheckFields, seedFields, type Field } from './check-fields.tsx';

export function SeedHashRow({ serverSeed, hash }: { serverSeed: string; hash: string }) {
  const { t } = useTranslation();
  const computed = serverSeed ? sha256Hex(serverSeed) : '';
  return (
    <div>
      <dt>{t('fairness.serverSeedHash')}</dt>
      <dd className="mono" data-testid="computed-hash">
        {computed || '—'}
        {computed && hash && (
          <span
            className={`item-check__mark item-check__mark--${computed === hash ? 'ok' : 'bad'}`}
          >
            {computed === hash ? ' ✓' : ' ✗'}
          </span>
        )}
      </dd>
    </div>
  );
}

/** The reveal offer while the named pair's seed is secret (signed-in players only). */
export function SeedReveal({
  serverSeed,
  hash,
  onServerSeed,
}: {
  serverSeed: string;
  hash: string;
  onServerSeed: (seed: string) => void;
}) {
  const signedIn = useSignedIn();
  if (!signedIn || hash === '' || serverSeed !== '') return null;
  return <SeedLookup hash={hash} onServerSeed={onServerSeed} />;
}

type SeedName = 'serverSeed' | 'clientSeed' | 'nonce' | 'hash';

/**
 * The form panel of an item-game tab (upgrade, contract, mines): the reveal offer, then the seed pair's
 * fields followed by the game's own `fields`, bound to the URL query; `children` below them (e.g. the
 * contract's bands).
 */
export function SeedForm<K extends string>({
  values,
  set,
  fields,
  children,
}: {
  values: Record<K | SeedName, string>;
  set: (name: K | SeedName, value: string) => void;
  fields: Field<K>[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="fairness__panel" aria-label={t('fairness.formTitle')}>
      <SeedReveal
        serverSeed={values.serverSeed}
        hash={values.hash}
        onServerSeed={(s) => set('serverSeed', s)}
      />
      <CheckFields<K | SeedName>
        fields={[
          ...seedFields<K | SeedName>(t, {
            serverSeed: 'serverSeed',
            clientSeed: 'clientSeed',
            nonce: 'nonce',
          }),
          ...fields,
        ]}
        values={values}
        onChange={set}
      />
      {children}
    </section>
  );
}

/** One recomputed figure of a check's result: its label and value (monospaced unless `mono` is false). */
export function ResultRow({
  label,
  testId,
  mono = true,
  children,
}: {
  label: string;
  testId?: string;
  mono?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The result panel of an item-game tab: the typed seed's hash checked against the pair's, then `rows`
 * (ResultRow), then `children` (a verdict, a drawing, a hint).
 */
export function SeedResult({
  titleId,
  serverSeed,
  hash,
  rows,
  children,
}: {
  titleId: string;
  serverSeed: string;
  hash: string;
  rows: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="check-result" aria-labelledby={titleId} aria-live="polite">
      <h2 id={titleId} className="fairness__subtitle">
        {t('fairness.result')}
      </h2>
      <dl className="check-result__list">
        <SeedHashRow serverSeed={serverSeed} hash={hash} />
        {rows}
      </dl>
      {children}
    </section>
  );
}
