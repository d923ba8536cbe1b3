/**
 * The FAQ in the console (issue 30 "Running the shop"; docs/console.md "Content"; right `content`):
 * `GET /v1/admin/faq` (the texts now in both languages, and whether an operator saved them) and
 * `PUT /v1/admin/faq` (the whole FAQ: categories and questions with stable ids, ru and en). The save goes to
 * `site_settings` `faq` with one audit entry `faq.update` (before and after) in its transaction; `GET
 * /v1/page/faq` answers it at once in this process and within 3 s in the others. Errors: 400 (bad shape,
 * repeated ids), 403 console_forbidden.
 */
import { adminFaq, adminFaqResponse } from '@cases/domain/api/admin-content';
import type { App, AppDeps } from '../../platform/types.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { currentFaq, FAQ_KEY, forgetFaq, savedFaq } from './faq-settings.ts';
import { saveSettingAudited } from '../../kernel/site/audited-save.ts';

export function faqAdminRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/admin/faq',
    { config: { auth: 'required' }, schema: { response: { 200: adminFaqResponse } } },
    async (req) => {
      await requireStaff(db, req, 'content');
      forgetFaq(db);
      return currentFaq(db);
    },
  );

  app.put(
    '/v1/admin/faq',
    {
      config: { auth: 'required' },
      schema: { body: adminFaq, response: { 200: adminFaqResponse } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'content');
      const next = req.body;
      const actor = { userId: staff.userId, role: staff.role, ip: req.ip };
      await saveSettingAudited(db, FAQ_KEY, actor, 'faq.update', FAQ_KEY, async (tx) => ({
        value: next,
        before: await savedFaq(tx),
        after: next,
      }));
      forgetFaq(db);
      return currentFaq(db);
    },
  );
}
