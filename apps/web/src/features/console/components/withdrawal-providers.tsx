/**
 * The trade providers panel of the withdrawal queue (issue 46): the providers the shop runs in their order of
 * preference — who, its circuit, the marketplace's balance against its floor and when it was checked, its open and
 * held withdrawals — and, above them, an alert for each provider whose balance paused buying.
 */
import { useTranslation } from 'react-i18next';
import type { ConsoleTradeProvider } from '../../../api/endpoints/get-console-withdrawal-providers.ts';
import { ageText } from '../lib/age.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { ListTable } from './list-table.tsx';

const CIRCUIT_BADGE = { closed: 'ok', 'half-open': 'wait', open: 'bad' } as const;

export function WithdrawalProviders({ providers }: { providers: ConsoleTradeProvider[] }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const name = (p: ConsoleTradeProvider) => t(`console.money.queue.provider.${p.provider}`);
  const rows = providers.map((p) => ({ ...p, id: p.provider }));
  return (
    <section className="console-panel" aria-labelledby="withdrawal-providers-title">
      <div className="console-panel__head">
        <h2 id="withdrawal-providers-title">{t('console.money.providers.title')}</h2>
      </div>
      {providers
        .filter((p) => p.low)
        .map((p) => (
          <p key={p.provider} className="console-status console-status--bad" role="alert">
            {t('console.money.providers.low', {
              name: name(p),
              balance: p.balance === null ? t('console.dash') : f.rub(p.balance),
              min: p.minBalance === null ? t('console.dash') : f.rub(p.minBalance),
            })}
          </p>
        ))}
      <ListTable
        label={t('console.money.providers.title')}
        rows={rows}
        columns={[
          {
            key: 'order',
            label: t('console.money.providers.order'),
            cell: (p) => p.order,
            num: true,
          },
          { key: 'name', label: t('console.money.providers.name'), cell: name },
          {
            key: 'circuit',
            label: t('console.money.providers.circuit'),
            cell: (p) =>
              p.circuit === null ? (
                t('console.dash')
              ) : (
                <span className={`console-badge console-badge--${CIRCUIT_BADGE[p.circuit]}`}>
                  {t(`console.money.providers.circuits.${p.circuit}`)}
                </span>
              ),
          },
          {
            key: 'balance',
            label: t('console.money.providers.balance'),
            cell: (p) =>
              p.balance === null
                ? t('console.dash')
                : t(
                    p.checkedAt === null || Date.now() - Date.parse(p.checkedAt) < 60_000
                      ? 'console.money.providers.balanceNow'
                      : 'console.money.providers.balanceOf',
                    {
                      balance: f.rub(p.balance),
                      min: p.minBalance === null ? t('console.dash') : f.rub(p.minBalance),
                      age: p.checkedAt === null ? t('console.dash') : ageText(t, p.checkedAt),
                    },
                  ),
          },
          { key: 'open', label: t('console.money.providers.open'), cell: (p) => p.open, num: true },
          { key: 'held', label: t('console.money.providers.held'), cell: (p) => p.held, num: true },
        ]}
      />
    </section>
  );
}
