/**
 * Live drops, footer statistics and monitoring status, spec 000 §7; every `case.opened` event goes to
 * the live feed (feed-queue.ts).
 */
import {
  footerStatsResponse,
  liveDropBody,
  liveDropResponse,
  monitoringResponse,
} from '@cases/domain/api/live';
import { langOf, localized } from '../../platform/lang.ts';
import { dbCache } from '../../platform/db-cache.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { techWork } from '../../kernel/site/settings.ts';
import { announceOpening } from './feed-queue.ts';
import type { LivePorts } from './ports.ts';
import { footerStats, latestDrops } from './service.ts';
import { liveDropWire } from './wire.ts';

export function liveRoutes(app: App, { db, config, hub }: AppDeps, ports: LivePorts): void {
  app.events.on('case.opened', (opened) => announceOpening(hub, opened, config.auth.secret));

  app.post(
    '/v1/live_drop',
    { schema: { body: liveDropBody.nullish(), response: { 200: liveDropResponse } } },
    async (req) => {
      const top = Boolean(req.body?.is_top);
      const [rows, snap] = await Promise.all([latestDrops(db, top), snapshot(db)]);
      const caseById = new Map(snap.cases.map((e) => [e.row.id, e.row]));
      const lang = langOf(req);
      return {
        drops: rows.flatMap((r) => {
          const item = snap.items.get(r.itemId);
          const caseRow = r.caseId === null ? undefined : caseById.get(r.caseId);
          return item && caseRow
            ? [liveDropWire({ ...r, item, caseRow }, lang, config.auth.secret)]
            : [];
        }),
      };
    },
  );

  // Site-wide counts over every row: counted at most every 10 s per process, so a page view costs a cache read
  // however large the shop grows (issue 43).
  const stats = dbCache(10_000, (d) => footerStats(d, ports));
  app.get('/v1/footer-stats', { schema: { response: { 200: footerStatsResponse } } }, () =>
    stats.get(db),
  );

  // Offline while the console's tech-work switch is on (issue 30), with the operator's message.
  app.get(
    '/v1/monitoring/status',
    { schema: { response: { 200: monitoringResponse } } },
    async (req) => {
      const tw = await techWork(db);
      return {
        status: 'success',
        data: {
          is_offline: tw.enabled,
          message: tw.enabled ? localized(langOf(req), tw.message, tw.message_en || null) : null,
        },
      };
    },
  );
}
