/** The player's last upgrades (GET /v1/upgrades): stake → targets, chance, roll and the outcome. */
import { useTranslation } from 'react-i18next';
import { Price } from '../../../ui/price.tsx';
import { useUpgradesHistory } from '../api/get-upgrades.ts';

export function UpgradeHistory({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const history = useUpgradesHistory(i18n.language, enabled);
  const rows = history.data?.items ?? [];
  if (!enabled || rows.length === 0) return null;
  return (
    <section className="upgrade-history" aria-labelledby="upgrade-history-title">
      <h2 id="upgrade-history-title" className="upgrade-list__title">
        {t('upgrades.history')}
      </h2>
      <ul className="upgrade-history__list">
        {rows.map((r) => (
          <li
            key={r.id}
            className={`upgrade-history__row upgrade-history__row--${r.success ? 'win' : 'lose'}`}
          >
            <span className="upgrade-history__names">
              {[
                ...r.stakeItems.map((i) => i.name),
                ...(r.stakeBalance > 0 ? [t('upgrades.balancePart')] : []),
              ].join(', ')}
              {' → '}
              {r.targets.map((i) => i.name).join(', ')}
            </span>
            <span className="upgrade-history__figures">
              <Price value={r.stakeValue} /> → <Price value={r.targetValue} />
            </span>
            <span className="mono upgrade-history__chance">
              {(r.chance * 100).toFixed(2)} % · {r.roll.toFixed(4)}
            </span>
            <strong className="upgrade-history__outcome">
              {r.success ? t('upgrades.outcomeWin') : t('upgrades.outcomeLose')}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
