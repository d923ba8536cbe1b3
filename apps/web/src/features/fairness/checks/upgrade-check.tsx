/**
 * The "upgrade" tab of /provably-fair/check (docs/fairness.md "Upgrade"): the browser recomputes the
 * roll of mode `upgrade`, round 0, with the domain's `upgradeOutcome` — the function the server rolled
 * with — and says whether it is below the chance (a win), and where the wheel's pointer stopped.
 */
import { useTranslation } from 'react-i18next';
import { upgradeOutcome } from '@cases/domain/upgrade';
import { intOf, useCheckParams } from './check-params.ts';
import { ResultRow, SeedForm, SeedResult } from './seed-check.tsx';
import './item-checks.css';

const NAMES = ['serverSeed', 'clientSeed', 'nonce', 'chance', 'hash'] as const;

export function UpgradeCheck() {
  const { t } = useTranslation();
  const { values: v, set } = useCheckParams(NAMES);
  const nonce = intOf(v.nonce);
  const chance = Number(v.chance);
  const chanceOk = v.chance !== '' && chance > 0 && chance < 1;
  const out =
    v.serverSeed && v.clientSeed && nonce !== null
      ? upgradeOutcome(
          { serverSeed: v.serverSeed, clientSeed: v.clientSeed, nonce },
          chanceOk ? chance : 0,
        )
      : null;
  return (
    <>
      <code className="fairness__formula">
        roll = HMAC_SHA256(server_seed, &quot;upgrade:client_seed:nonce:0&quot;)[0..13] / 2^52 · win
        ⇔ roll &lt; chance
      </code>
      <div className="fairness__grid">
        <SeedForm
          values={v}
          set={set}
          fields={[
            {
              name: 'chance',
              label: t('fairness.item.chance'),
              numeric: true,
              mono: true,
              hint: t('fairness.item.chanceHint'),
            },
          ]}
        />
        <SeedResult
          titleId="upgrade-check-title"
          serverSeed={v.serverSeed}
          hash={v.hash}
          rows={
            <>
              <ResultRow label={t('fairness.roll')} testId="computed-roll">
                {out ? String(out.roll) : '—'}
              </ResultRow>
              {out && (
                <ResultRow label={t('fairness.item.pointer')} testId="computed-angle">
                  {(out.roll * 360).toFixed(4)}°
                </ResultRow>
              )}
            </>
          }
        >
          {!out && <p className="check-result__hint">{t('fairness.fillHint')}</p>}
          {out && chanceOk && (
            <p
              className={`item-check__verdict item-check__verdict--${out.win ? 'win' : 'lose'}`}
              data-testid="upgrade-verdict"
            >
              {out.win
                ? t('fairness.item.upgradeWin', { roll: out.roll.toFixed(6), chance: v.chance })
                : t('fairness.item.upgradeLose', { roll: out.roll.toFixed(6), chance: v.chance })}
            </p>
          )}
        </SeedResult>
      </div>
    </>
  );
}
