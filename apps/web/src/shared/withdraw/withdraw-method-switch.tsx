/**
 * The small trade link / login switch of the withdrawal (spec 001 §4, §7 senditem method);
 * trade link by default.
 */
import { useTranslation } from 'react-i18next';
import type { WithdrawMethod } from '@cases/domain/api/withdrawals';
import './withdraw.css';

/** Two pressed-state buttons choosing the send method. */
export function WithdrawMethodSwitch({
  method,
  onChange,
}: {
  method: WithdrawMethod;
  onChange: (method: WithdrawMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="withdraw-method" role="group" aria-label={t('withdraw.method')}>
      <button type="button" aria-pressed={method === 'trade'} onClick={() => onChange('trade')}>
        {t('withdraw.byTrade')}
      </button>
      <button type="button" aria-pressed={method === 'login'} onClick={() => onChange('login')}>
        {t('withdraw.byLogin')}
      </button>
    </span>
  );
}
