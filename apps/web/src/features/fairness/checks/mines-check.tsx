/**
 * The "mines" tab of /provably-fair/check (docs/fairness.md "Mines"): the layout from the Fisher–Yates
 * shuffle driven by rounds 0–23 of mode `mines` (the domain's `minesLayout`), drawn on a 5×5 field, and
 * with the game's salt the layout hash that was shown before the first click.
 */
import { useTranslation } from 'react-i18next';
import { MINES_MAX, MINES_MIN, minesLayout, minesLayoutHash } from '@cases/domain/mines';
import { intOf, useCheckParams } from './check-params.ts';
import { ResultRow, SeedForm, SeedResult } from './seed-check.tsx';
import './item-checks.css';

const NAMES = ['serverSeed', 'clientSeed', 'nonce', 'mines', 'salt', 'hash'] as const;

export function MinesCheck() {
  const { t } = useTranslation();
  const { values: v, set } = useCheckParams(NAMES);
  const nonce = intOf(v.nonce);
  const mines = intOf(v.mines);
  const minesOk = mines !== null && mines >= MINES_MIN && mines <= MINES_MAX;
  const layout =
    v.serverSeed && v.clientSeed && nonce !== null && minesOk
      ? minesLayout({ serverSeed: v.serverSeed, clientSeed: v.clientSeed, nonce }, mines)
      : null;
  const set5 = new Set(layout ?? []);
  return (
    <>
      <code className="fairness__formula">
        cells = [0…24]; for k = 0…23: i = 24 − k, j = ⌊roll(&quot;mines:client_seed:nonce:k&quot;) ×
        (i + 1)⌋, swap(i, j) · mines = cells[0…n−1]
      </code>
      <div className="fairness__grid">
        <SeedForm
          values={v}
          set={set}
          fields={[
            { name: 'mines', label: t('fairness.item.mines'), numeric: true, mono: true },
            { name: 'salt', label: t('fairness.item.salt'), mono: true },
          ]}
        />
        <SeedResult
          titleId="mines-check-title"
          serverSeed={v.serverSeed}
          hash={v.hash}
          rows={
            <>
              <ResultRow label={t('fairness.item.layout')} testId="computed-layout">
                {layout ? layout.join(',') : '—'}
              </ResultRow>
              {layout && v.salt && (
                <ResultRow label={t('fairness.item.layoutHash')} testId="computed-layout-hash">
                  {minesLayoutHash(layout, v.salt)}
                </ResultRow>
              )}
            </>
          }
        >
          {layout ? (
            <div className="item-check__field" role="img" aria-label={t('fairness.item.layout')}>
              {Array.from({ length: 25 }, (_, c) => (
                <span
                  key={c}
                  className={
                    set5.has(c) ? 'item-check__cell item-check__cell--mine' : 'item-check__cell'
                  }
                >
                  {c}
                </span>
              ))}
            </div>
          ) : (
            <p className="check-result__hint">{t('fairness.item.minesHint')}</p>
          )}
        </SeedResult>
      </div>
    </>
  );
}
