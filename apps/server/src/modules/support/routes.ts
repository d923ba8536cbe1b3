/**
 * The support chat (issue 30 "Support"; docs/console.md "Support"): the player's calls (player-routes.ts), the
 * console's inbox (admin-routes.ts) and the console's live room, channel `support` on the realtime hub (live.ts).
 * Owns `support_conversations` and `support_messages`.
 */
import type { App, AppDeps } from '../../platform/types.ts';
import { supportAdminRoutes } from './admin-routes.ts';
import { inboxChannel } from './live.ts';
import { supportPlayerRoutes } from './player-routes.ts';

export function supportRoutes(app: App, deps: AppDeps): void {
  deps.hub?.addChannel('support', inboxChannel(deps.db, deps.config.auth.secret));
  supportPlayerRoutes(app, deps);
  supportAdminRoutes(app, deps);
}
