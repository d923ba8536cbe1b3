/**
 * The operator console's calls (issue 30; docs/console.md), all under `/v1/admin/`, every one of them (other
 * modules' included) behind the gate (gate.ts, issue 44): sign-in with a second factor (auth-routes.ts), the
 * audit log (audit-routes.ts), the tech-work switch and its gate on the shop's calls (site-routes.ts), players,
 * their money, blocks and sessions (players-routes.ts), the second approval of saves over a value cap
 * (approvals-routes.ts), the owner's staff list and unlock (staff-routes.ts), the
 * queue that ends a member's sockets after a command-line role change (staff-sockets.ts), and the first owner's
 * setup code (setup.ts, `POST /v1/console-setup`, the one call here outside `/v1/admin/`).
 */
import type { App, AppDeps } from '../../platform/types.ts';
import { consoleApprovalsRoutes } from './approvals-routes.ts';
import { consoleAuditRoutes } from './audit-routes.ts';
import { consoleAuthRoutes } from './auth-routes.ts';
import { registerConsoleGate } from './gate.ts';
import { consolePlayersRoutes } from './players-routes.ts';
import { consoleSetupRoutes } from './setup.ts';
import { consoleSiteRoutes } from './site-routes.ts';
import { consoleStaffRoutes } from './staff-routes.ts';
import { defineStaffSocketsEnd } from './staff-sockets.ts';

/** Registers the console's gate and its own calls on `app`. */
export function consoleRoutes(app: App, deps: AppDeps): void {
  registerConsoleGate(app, deps);
  consoleAuthRoutes(app, deps);
  consoleAuditRoutes(app, deps);
  consoleSiteRoutes(app, deps);
  consolePlayersRoutes(app, deps);
  consoleStaffRoutes(app, deps);
  consoleApprovalsRoutes(app, deps);
  // The first owner's setup code, outside the gate (setup.ts).
  consoleSetupRoutes(app, deps);
  // A role change from the command line ends the member's sockets through this queue (staff-sockets.ts).
  defineStaffSocketsEnd(app.jobs, deps.hub);
}
