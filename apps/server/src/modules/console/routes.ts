/**
 * The operator console's calls (issue 30; docs/console.md), all under `/v1/admin/`: sign-in with a second factor
 * (auth-routes.ts), the audit log (audit-routes.ts), the tech-work switch and its gate on the shop's calls
 * (site-routes.ts), players, their money, blocks and sessions (players-routes.ts).
 */
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleAuditRoutes } from './audit-routes.ts';
import { consoleAuthRoutes } from './auth-routes.ts';
import { consolePlayersRoutes } from './players-routes.ts';
import { consoleSiteRoutes } from './site-routes.ts';

export function consoleRoutes(app: App, deps: AppDeps): void {
  consoleAuthRoutes(app, deps);
  consoleAuditRoutes(app, deps);
  consoleSiteRoutes(app, deps);
  consolePlayersRoutes(app, deps);
}
