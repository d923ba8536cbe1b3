/**
 * The payments area (spec 001 §7 Payments): its providers, catalog, transactions, the sandbox page,
 * the reconciliation queue (reconcile.ts) and the console's directions and bonus levels (admin-routes.ts);
 * `ports` are what it asks of the limits and promo areas.
 */
import type { App, AppDeps } from '../../platform/types.ts';
import { paymentsAdminRoutes } from './admin-routes.ts';
import { paymentCatalogRoutes } from './catalog-routes.ts';
import { paymentOrdersAdminRoutes } from './orders-admin-routes.ts';
import { createProviders } from './providers/index.ts';
import { defineReconciliation } from './reconcile.ts';
import type { PaymentsPorts } from './ports.ts';
import { paymentsRoutes } from './routes.ts';
import { sandboxPageRoutes } from './sandbox-page.ts';

export function paymentsModule(app: App, deps: AppDeps, ports: PaymentsPorts): void {
  const providers = createProviders(deps.config);
  paymentCatalogRoutes(app, deps, providers);
  paymentsAdminRoutes(app, deps, providers);
  paymentsRoutes(app, deps, providers, ports);
  // The console's payment orders, their notices and "reconcile now" (issue 30).
  paymentOrdersAdminRoutes(app, deps, providers, ports);
  if (providers.sandbox) sandboxPageRoutes(app, deps);
  defineReconciliation(app.jobs, {
    db: deps.db,
    providers,
    delaySeconds: deps.config.payments.reconcileDelaySeconds,
    ports,
  });
}
