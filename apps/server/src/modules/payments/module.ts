/**
 * The payments area (spec 001 §7 Payments): its providers, catalog, transactions, the sandbox page
 * and the reconciliation queue (reconcile.ts); `ports` are what it asks of the limits and promo areas.
 */
import type { App, AppDeps } from '../../platform/types.ts';
import { paymentCatalogRoutes } from './catalog-routes.ts';
import { createProviders } from './providers/index.ts';
import { defineReconciliation } from './reconcile.ts';
import type { PaymentsPorts } from './ports.ts';
import { paymentsRoutes } from './routes.ts';
import { sandboxPageRoutes } from './sandbox-page.ts';

export function paymentsModule(app: App, deps: AppDeps, ports: PaymentsPorts): void {
  const providers = createProviders(deps.config);
  paymentCatalogRoutes(app, deps, providers);
  paymentsRoutes(app, deps, providers, ports);
  if (providers.sandbox) sandboxPageRoutes(app, deps);
  defineReconciliation(app.jobs, {
    db: deps.db,
    providers,
    delaySeconds: deps.config.payments.reconcileDelaySeconds,
    ports,
  });
}
