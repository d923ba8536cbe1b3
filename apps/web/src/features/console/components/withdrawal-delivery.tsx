/**
 * Who delivers a withdrawal and where it stands there (issue 46; the console's withdrawal queue): the provider, then
 * why it is held back (the price above the ceiling, a low marketplace balance, no offers, not in the bot’s stock) or
 * what the purchase cost the shop, and the Steam trade offer once sent; a dash before its first delivery attempt.
 */
import { useTranslation } from 'react-i18next';
import type { ConsoleWithdrawal } from '../../../api/endpoints/get-console-withdrawals.ts';
import { useConsoleFormat } from '../lib/format.ts';

const PROVIDERS = ['simulated', 'market', 'steam'] as const;
const HOLDS = ['price_above_ceiling', 'market_balance_low', 'no_offers', 'no_stock'] as const;
const known = <T extends string>(list: readonly T[], v: string): v is T =>
  (list as readonly string[]).includes(v);

export function WithdrawalDelivery({
  w,
}: {
  w: Pick<ConsoleWithdrawal, 'provider' | 'holdReason' | 'pricePaid'> &
    Partial<Pick<ConsoleWithdrawal, 'tradeOfferId'>>;
}) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  if (w.provider === null) return <>{t('console.dash')}</>;
  const parts = [
    known(PROVIDERS, w.provider) ? t(`console.money.queue.provider.${w.provider}`) : w.provider,
  ];
  if (w.holdReason !== null)
    parts.push(
      known(HOLDS, w.holdReason) ? t(`console.money.queue.hold.${w.holdReason}`) : w.holdReason,
    );
  else if (w.pricePaid !== null)
    parts.push(t('console.money.queue.paid', { price: f.rub(w.pricePaid) }));
  if (w.tradeOfferId) parts.push(t('console.money.queue.offer', { id: w.tradeOfferId }));
  return <>{parts.join(' · ')}</>;
}
