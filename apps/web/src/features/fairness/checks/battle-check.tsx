/**
 * The "battle" tab of /provably-fair/check (issue 10; docs/fairness.md "Battle"): paste a battle id (and
 * a private battle's key); the browser loads its revealed seeds and drop lists and recomputes, with the
 * server's own `packages/domain` code, the public seed, every seat's drop in every round, the totals,
 * the tie roll and the winners — and marks each against what the battle showed. The seeds can be typed
 * over (server seed, client seeds in seat order) to try the recipe by hand. Inputs live in the URL; `round`
 * (0-based) and `seat` point at one drop (a won drop's check link, issue 31): its cell is marked and scrolled to.
 */
import { useEffect, useId, useRef } from 'react';
import { useLatestQuery } from './check-params.ts';
import { useTranslation } from 'react-i18next';
import { resolveBattle } from '@cases/domain/battles/resolve';
import { sha256Hex } from '@cases/domain/fairness';
import { toKopecks } from '@cases/domain/money';
import { Price } from '../../../ui/price.tsx';
import { useBattleForCheck } from '../api/get-battle-for-check.ts';
import { CheckMark } from './check-fields.tsx';

const Q = { battle: 'battle', key: 'key', serverSeed: 'serverSeed', clientSeeds: 'clientSeeds' };

export function BattleCheck() {
  const { t } = useTranslation();
  const id = useId();
  const [params, update] = useLatestQuery();
  const v = {
    battle: params.get(Q.battle) ?? '',
    key: params.get(Q.key) ?? '',
    serverSeed: params.get(Q.serverSeed) ?? '',
    clientSeeds: params.get(Q.clientSeeds) ?? '',
  };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    update((next) => {
      if (value) next.set(Q[k], value.trim());
      else next.delete(Q[k]);
      return next;
    });
  };
  const query = useBattleForCheck(v.battle, v.key);
  const b = query.data;
  const serverSeed = v.serverSeed || b?.serverSeed || '';
  const seeds = v.clientSeeds
    ? v.clientSeeds.split(',')
    : (b?.members.map((m) => m.clientSeed) ?? []);
  const lists = new Map((b?.dropLists ?? []).map((l) => [l.caseId, l.items]));
  const res =
    b && serverSeed !== '' && seeds.length === b.seats
      ? resolveBattle({
          serverSeed,
          clientSeeds: seeds,
          rounds: b.cases.map((c) => {
            const items = lists.get(c.case.id) ?? [];
            return {
              weights: items.map((i) => i.weight),
              prices: items.map((i) => toKopecks(i.price)),
            };
          }),
          teams: b.teams,
          crazy: b.isCrazy,
        })
      : null;
  const hashOk = b && serverSeed ? sha256Hex(serverSeed) === b.serverSeedHash : null;
  const ok = (good: boolean) => <CheckMark good={good} />;
  const pointed = { round: params.get('round'), seat: params.get('seat') };
  const pointedCell = useRef<HTMLTableCellElement>(null);
  const ready = res !== null && b !== undefined;
  useEffect(() => {
    if (ready) pointedCell.current?.scrollIntoView({ block: 'center', inline: 'center' });
  }, [ready]);

  return (
    <>
      <code className="fairness__formula">
        public_seed = SHA256(client_seed_1:…:client_seed_n) · roll = HMAC_SHA256(server_seed,
        &quot;battle:public_seed:seat:round&quot;)[0..13] / 2^52
      </code>
      <div className="fairness__grid">
        <section className="fairness__panel" aria-label={t('fairness.battle.form')}>
          <form className="check-form" onSubmit={(e) => e.preventDefault()}>
            <div className="field check-form__wide">
              <label htmlFor={`${id}-battle`}>{t('fairness.battle.id')}</label>
              <input
                id={`${id}-battle`}
                value={v.battle}
                onChange={set('battle')}
                className="mono"
                spellCheck={false}
                autoComplete="off"
              />
            </div>
            <div className="field check-form__wide">
              <label htmlFor={`${id}-key`}>{t('fairness.battle.key')}</label>
              <input
                id={`${id}-key`}
                value={v.key}
                onChange={set('key')}
                className="mono"
                spellCheck={false}
                autoComplete="off"
              />
            </div>
            <div className="field check-form__wide">
              <label htmlFor={`${id}-server`}>{t('fairness.serverSeed')}</label>
              <input
                id={`${id}-server`}
                value={v.serverSeed}
                placeholder={b?.serverSeed ?? ''}
                onChange={set('serverSeed')}
                className="mono"
                spellCheck={false}
                autoComplete="off"
              />
            </div>
            <div className="field check-form__wide">
              <label htmlFor={`${id}-seeds`}>{t('fairness.battle.clientSeeds')}</label>
              <input
                id={`${id}-seeds`}
                value={v.clientSeeds}
                placeholder={b?.members.map((m) => m.clientSeed).join(',') ?? ''}
                onChange={set('clientSeeds')}
                className="mono"
                spellCheck={false}
                autoComplete="off"
              />
            </div>
          </form>
          {query.isError && <p className="check-result__hint">{t('fairness.battle.notFound')}</p>}
          {b && !b.serverSeed && !v.serverSeed && (
            <p className="check-result__hint">{t('fairness.battle.notRevealed')}</p>
          )}
        </section>
        <section className="check-result" aria-labelledby="battle-check-title" aria-live="polite">
          <h2 id="battle-check-title" className="fairness__subtitle">
            {t('fairness.result')}
          </h2>
          {!res || !b ? (
            <p className="check-result__hint">{t('fairness.battle.hint')}</p>
          ) : (
            <dl className="check-result__list">
              <div>
                <dt>{t('fairness.serverSeedHash')}</dt>
                <dd className="mono">
                  {sha256Hex(serverSeed)} {hashOk !== null && ok(hashOk)}
                </dd>
              </div>
              <div>
                <dt>{t('fairness.battle.publicSeed')}</dt>
                <dd className="mono" data-testid="battle-public-seed">
                  {res.publicSeed} {b.publicSeed && ok(res.publicSeed === b.publicSeed)}
                </dd>
              </div>
              <div>
                <dt>{t('fairness.battle.winner')}</dt>
                <dd data-testid="battle-winner">
                  {t('fairness.battle.seats', { seats: res.winnerSeats.join(' + ') })}{' '}
                  {b.winnerSeats.length > 0 && ok(res.winnerSeats.join() === b.winnerSeats.join())}
                  {res.tie && ` · ${t('fairness.battle.tie', { roll: res.tie.roll.toFixed(8) })}`}
                </dd>
              </div>
            </dl>
          )}
        </section>
      </div>
      {res && b && (
        <div className="battle-check__table-wrap">
          <table className="battle-check__table">
            <thead>
              <tr>
                <th>{t('fairness.battle.round')}</th>
                {b.members.map((m) => (
                  <th key={m.seat}>{t('fairness.battle.seat', { seat: m.seat })}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {b.cases.map((c) => (
                <tr key={c.round}>
                  <th scope="row">
                    {c.round + 1}. {c.case.name}
                  </th>
                  {res.drops
                    .filter((d) => d.round === c.round)
                    .map((d) => {
                      const item = lists.get(c.case.id)?.[d.index];
                      const shown = b.rounds[c.round]?.drops.find((x) => x.seat === d.seat);
                      const isPointed =
                        pointed.round === String(c.round) && pointed.seat === String(d.seat);
                      return (
                        <td
                          key={d.seat}
                          ref={isPointed ? pointedCell : undefined}
                          className={isPointed ? 'battle-check__pointed' : undefined}
                          aria-current={isPointed ? 'true' : undefined}
                        >
                          <span className="mono">{d.roll.toFixed(8)}</span> · {item?.name ?? '?'}{' '}
                          {shown && ok(shown.item.id === item?.id)}
                        </td>
                      );
                    })}
                </tr>
              ))}
              <tr>
                <th scope="row">{t('fairness.battle.total')}</th>
                {res.totals.map((total, i) => (
                  <td key={i}>
                    <Price value={total / 100} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
