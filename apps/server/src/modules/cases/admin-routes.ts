/**
 * The console's catalog (issue 30 "Catalog and odds, provably"; docs/console.md "Catalog"): items, sections and
 * cases with their odds, right `catalog`. The cases module owns the catalog's writes after seeding.
 */
import type { App, AppDeps } from '../../platform/types.ts';
import { caseAdminCasesRoutes } from './admin-cases-routes.ts';
import { caseAdminItemsRoutes } from './admin-items-routes.ts';
import { caseAdminSectionsRoutes } from './admin-sections-routes.ts';

export function caseAdminRoutes(app: App, deps: AppDeps): void {
  caseAdminItemsRoutes(app, deps);
  caseAdminSectionsRoutes(app, deps);
  caseAdminCasesRoutes(app, deps);
}
