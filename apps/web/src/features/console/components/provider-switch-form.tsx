/**
 * "Switch provider" for one withdrawal (issue 46): the providers the shop runs, in their order, and the withdrawal goes
 * to the one chosen alone. The server refuses it once a provider was asked to deliver (a toast, the queue reloads).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRADE_PROVIDER_NAMES } from '@cases/domain/api/admin-withdrawals';
import { useSwitchWithdrawalProvider } from '../../../api/endpoints/console-switch-withdrawal-provider.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleError } from '../lib/use-console-error.ts';

type Provider = (typeof TRADE_PROVIDER_NAMES)[number];

export function ProviderSwitchForm({
  id,
  providers,
  current,
  onDone,
}: {
  id: string;
  providers: readonly Provider[];
  current: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const [provider, setProvider] = useState<Provider>(
    providers.find((p) => p !== current) ?? providers[0]!,
  );
  const move = useSwitchWithdrawalProvider();
  const onError = useConsoleError();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    move.mutate(
      { id, provider },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t('console.money.queue.done.provider') });
          onDone();
        },
        onError,
      },
    );
  };
  return (
    <form className="console-row-actions__form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${uid}-provider`}>{t('console.money.queue.switchLabel')}</label>
        <select
          id={`${uid}-provider`}
          value={provider}
          onChange={(e) => setProvider(e.target.value as Provider)}
        >
          {providers.map((p) => (
            <option key={p} value={p}>
              {t(`console.money.queue.provider.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="console-row-actions">
        <Button type="submit" size="sm" busy={move.isPending}>
          {t('console.money.queue.switchSubmit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('console.money.queue.back')}
        </Button>
      </div>
    </form>
  );
}
