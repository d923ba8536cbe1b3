/**
 * The providers this deployment runs (issue 12): the sandbox when PAYMENTS_SANDBOX is on, YooKassa
 * when its shop id and key are set. Which provider takes which direction: YooKassa the Russian cards
 * and ЮMoney when configured, the sandbox everything (when on) that no real provider takes.
 */
import type { Config } from '../../../config.ts';
import { sandboxProvider } from './sandbox.ts';
import type { PaymentProvider, ProviderId } from './types.ts';
import { yookassaProvider } from './yookassa.ts';

export type Providers = Partial<Record<ProviderId, PaymentProvider>>;

export function createProviders(config: Config): Providers {
  const providers: Providers = {};
  if (config.payments.sandbox)
    providers.sandbox = sandboxProvider(config.payments.sandboxSecret, config.publicUrl);
  if (config.payments.yookassa) providers.yookassa = yookassaProvider(config.payments.yookassa);
  return providers;
}

const YOOKASSA_METHODS: Record<string, readonly string[]> = {
  RU: ['visa', 'mastercard', 'yoomoney', 'visa.biz'],
};

/** The provider of a country's direction, or undefined when none runs for it. */
export function providerFor(
  providers: Providers,
  iso: string,
  systemName: string,
): PaymentProvider | undefined {
  if (providers.yookassa && YOOKASSA_METHODS[iso]?.includes(systemName)) return providers.yookassa;
  return providers.sandbox;
}
