/**
 * The "raffle" tab of /provably-fair/check (issue 28; docs/fairness.md "Raffle"): type a raffle's slug;
 * the browser loads its revealed server seed and its entries and recomputes, with the server's own
 * `packages/domain/src/raffle.ts`, the public seed (SHA-256 of the entries text) and every prize's roll
 * and winner — each marked against what the raffle published. The server seed can be typed over to try
 * the recipe by hand. Inputs live in the URL (`?game=raffle&raffle=<slug>`).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { raffleSlug } from '@cases/domain/api/raffle';
import { sha256Hex } from '@cases/domain/fairness';
import { rafflePublicSeed, raffleWinners, type RaffleEntry } from '@cases/domain/raffle';
import { raffleBySlugQueryOptions } from '../../../api/endpoints/get-raffle-by-slug.ts';
import { raffleEntriesQueryOptions } from '../../../api/endpoints/get-raffle-entries.ts';
import { raffleResultQueryOptions } from '../../../api/endpoints/get-raffle-result.ts';
import { useSignedIn } from '../../../api/token.ts';
import { CheckFields, CheckMark } from './check-fields.tsx';
import { useLatestQuery } from './check-params.ts';

const Q = { raffle: 'raffle', serverSeed: 'serverSeed' };

export function RaffleCheck() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [params, update] = useLatestQuery();
  const v = { raffle: params.get(Q.raffle) ?? '', serverSeed: params.get(Q.serverSeed) ?? '' };
  const set = (k: keyof typeof v, value: string) =>
    update((next) => {
      if (value) next.set(Q[k], value);
      else next.delete(Q[k]);
      return next;
    });
  const valid = raffleSlug.safeParse(v.raffle).success;
  const info = useQuery({ ...raffleBySlugQueryOptions(v.raffle), enabled: valid });
  const drawn = info.data?.drawn === true;
  const entries = useQuery({ ...raffleEntriesQueryOptions(v.raffle), enabled: valid && drawn });
  const result = useQuery({
    ...raffleResultQueryOptions(v.raffle, 1, signedIn),
    enabled: valid && drawn,
  });

  const serverSeed = v.serverSeed || info.data?.serverSeed || '';
  const list: RaffleEntry[] = (entries.data?.entries ?? []).map((e) => ({
    position: e.position,
    userId: Number(e.userId),
    tickets: e.tickets,
  }));
  const ready = entries.data !== undefined && serverSeed !== '';
  const publicSeed = ready ? rafflePublicSeed(list) : '';
  const wins = ready ? raffleWinners(serverSeed, list, entries.data.prizeCount) : [];
  const shown = new Map((result.data?.raffleResult ?? []).map((w) => [w.position, w.userId]));
  const total = list.reduce((s, e) => s + e.tickets, 0);

  return (
    <>
      <code className="fairness__formula">
        public_seed = SHA256(&quot;position:user_id:tickets&quot; lines) · roll =
        HMAC_SHA256(server_seed, &quot;raffle:public_seed:prize:0&quot;)[0..13] / 2^52
      </code>
      <div className="fairness__grid">
        <section className="fairness__panel" aria-label={t('fairness.raffle.form')}>
          <CheckFields
            fields={[
              { name: 'raffle', label: t('fairness.raffle.slug'), wide: true, mono: true },
              {
                name: 'serverSeed',
                label: t('fairness.serverSeed'),
                wide: true,
                mono: true,
                placeholder: info.data?.serverSeed ?? '',
              },
            ]}
            values={v}
            onChange={set}
          />
          {info.isError && <p className="check-result__hint">{t('fairness.raffle.notFound')}</p>}
          {info.data && !drawn && (
            <p className="check-result__hint">{t('fairness.raffle.notDrawn')}</p>
          )}
        </section>
        <section className="check-result" aria-labelledby="raffle-check-title" aria-live="polite">
          <h2 id="raffle-check-title" className="fairness__subtitle">
            {t('fairness.result')}
          </h2>
          {!ready || !info.data ? (
            <p className="check-result__hint">{t('fairness.raffle.hint')}</p>
          ) : (
            <dl className="check-result__list">
              <div>
                <dt>{t('fairness.serverSeedHash')}</dt>
                <dd className="mono">
                  {sha256Hex(serverSeed)}{' '}
                  <CheckMark good={sha256Hex(serverSeed) === info.data.serverSeedHash} />
                </dd>
              </div>
              <div>
                <dt>{t('fairness.raffle.entries')}</dt>
                <dd>
                  {t('fairness.raffle.entriesCount', { players: list.length, tickets: total })}
                </dd>
              </div>
              <div>
                <dt>{t('fairness.raffle.publicSeed')}</dt>
                <dd className="mono" data-testid="raffle-public-seed">
                  {publicSeed}{' '}
                  {info.data.publicSeed && <CheckMark good={publicSeed === info.data.publicSeed} />}
                </dd>
              </div>
            </dl>
          )}
        </section>
      </div>
      {ready && (
        <div className="battle-check__table-wrap">
          <table className="battle-check__table" data-testid="raffle-winners">
            <thead>
              <tr>
                <th>{t('fairness.raffle.prize')}</th>
                <th>{t('fairness.raffle.roll')}</th>
                <th>{t('fairness.raffle.winner')}</th>
                <th>{t('fairness.raffle.tickets')}</th>
              </tr>
            </thead>
            <tbody>
              {wins.map((w) => {
                const published = shown.get(w.prize);
                return (
                  <tr key={w.prize}>
                    <th scope="row">{w.prize}</th>
                    <td className="mono">{w.roll.toFixed(8)}</td>
                    <td>
                      {t('fairness.raffle.player', {
                        position: w.entry.position,
                        user: w.entry.userId,
                      })}{' '}
                      {published !== undefined && (
                        <CheckMark good={published === String(w.entry.userId)} />
                      )}
                    </td>
                    <td>{w.entry.tickets}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
