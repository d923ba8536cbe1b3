/**
 * Running the shop from the console (issue 30 "Running the shop"): the tech-work switch —
 * `GET /v1/admin/site/tech-work` and `PUT /v1/admin/site/tech-work {enabled, message, message_en}` (right
 * `site.write`; the change and its audit entry `site.tech_work` in one transaction; every process sees it within
 * 2 s). While it is on, `GET /v1/monitoring/status` answers `is_offline: true` with the message, the web shows the
 * tech-work page, and every other shop call answers 503 tech_work; the console's calls and the monitoring ones
 * stay reachable.
 */
import { techWorkBody, techWorkState } from '@cases/domain/api/admin';
import { eq, sql } from 'drizzle-orm';
import { siteSettings } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import {
  forgetSiteSettings,
  TECH_WORK_KEY,
  techWork,
  saveSiteSetting,
} from '../../kernel/site/settings.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { audit } from '../../kernel/staff/audit.ts';

/** Calls that stay reachable during tech work: the console, the monitoring, health and metrics. */
const OPEN_DURING_TECH_WORK = /^\/(v1\/admin\/|v1\/monitoring\/|healthz|readyz|metrics)/;

export function consoleSiteRoutes(app: App, { db }: AppDeps): void {
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/v1/') || OPEN_DURING_TECH_WORK.test(req.url.slice(0, 40))) return;
    if ((await techWork(db)).enabled)
      throw new AppError(503, 'tech_work', 'The shop is under maintenance');
  });

  app.get(
    '/v1/admin/site/tech-work',
    { config: { auth: 'required' }, schema: { response: { 200: techWorkState } } },
    async (req) => {
      await requireStaff(db, req, 'site.write');
      forgetSiteSettings(db);
      return techWork(db);
    },
  );

  app.put(
    '/v1/admin/site/tech-work',
    {
      config: { auth: 'required' },
      schema: { body: techWorkBody, response: { 200: techWorkState } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'site.write');
      const next = req.body;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(570030)`);
        const [before] = await tx
          .select({ value: siteSettings.value })
          .from(siteSettings)
          .where(eq(siteSettings.key, TECH_WORK_KEY));
        await saveSiteSetting(tx, TECH_WORK_KEY, next, staff.userId);
        await audit(tx, {
          actorId: staff.userId,
          role: staff.role,
          ip: req.ip,
          action: 'site.tech_work',
          target: TECH_WORK_KEY,
          before: before?.value ?? null,
          after: next,
        });
      });
      forgetSiteSettings(db);
      return techWork(db);
    },
  );
}
