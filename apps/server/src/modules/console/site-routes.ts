/**
 * Running the shop from the console (issue 30 "Running the shop"): the tech-work switch —
 * `GET /v1/admin/site/tech-work` and `PUT /v1/admin/site/tech-work {enabled, message, message_en}` (right
 * `site.write`; the change and its audit entry `site.tech_work` in one transaction; every process sees it within
 * 2 s). While it is on, `GET /v1/monitoring/status` answers `is_offline: true` with the message, the web shows the
 * tech-work page, and every other shop call answers 503 tech_work; the console's calls and the monitoring ones
 * stay reachable.
 */
import { techWorkBody, techWorkState } from '@cases/domain/api/admin';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { forgetSiteSettings, TECH_WORK_KEY, techWork } from '../../kernel/site/settings.ts';
import { saveSettingAudited } from '../../kernel/site/audited-save.ts';
import { requireStaff } from '../../kernel/staff/access.ts';

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
      const actor = { userId: staff.userId, role: staff.role, ip: req.ip };
      await saveSettingAudited(db, TECH_WORK_KEY, actor, 'site.tech_work', TECH_WORK_KEY, () =>
        Promise.resolve({ value: next, after: next }),
      );
      forgetSiteSettings(db);
      return techWork(db);
    },
  );
}
