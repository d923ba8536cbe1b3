/** The player's last contracts (GET /v1/contracts): inputs, value and multiplier, the item paid. */
import { useTranslation } from 'react-i18next';
import { Price } from '../../../ui/price.tsx';
import { useContractsHistory } from '../api/get-contracts.ts';

export function ContractHistory({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const history = useContractsHistory(i18n.language, enabled);
  const rows = history.data?.items ?? [];
  if (!enabled || rows.length === 0) return null;
  return (
    <section className="contract-history" aria-labelledby="contract-history-title">
      <h2 id="contract-history-title" className="contract-history__title">
        {t('contract.history')}
      </h2>
      <ul className="contract-history__list">
        {rows.map((r) => (
          <li
            key={r.id}
            className={`contract-history__row contract-history__row--${r.value >= r.inputValue ? 'up' : 'down'}`}
          >
            <span className="contract-history__names">
              {t('contract.itemsCount', { count: r.inputItems.length })} → {r.item?.name ?? '—'}
            </span>
            <span>
              <Price value={r.inputValue} /> → <Price value={r.value} />
            </span>
            <strong className="contract-history__mult">×{r.multiplier.toFixed(2)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
