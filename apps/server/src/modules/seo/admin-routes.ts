/**
 * Page titles and descriptions in the console (issue 30 "Running the shop"; docs/console.md "Content"; right
 * `content`): `GET /v1/admin/seo` (every page key with its texts now, the built-in ones and whether they were
 * changed) and `PUT /v1/admin/seo/{key} {title, description, title_en, description_en}` (`{name}` stands for
 * the case on case pages); texts equal to the built-in ones drop the page's override. One audit entry
 * `seo.update` (before and after) in the save's transaction; `POST /v1/seo/get` and the pages' HTML follow at
 * once in this process and within 3 s in the others. Errors: 404 content_not_found (no such page key), 400.
 */
import {
  adminSeoPage,
  adminSeoResponse,
  seoTexts,
  type AdminSeoPage,
  type SeoTexts,
} from '@cases/domain/api/admin-content';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { defaultSeo, SEO_PAGE_KEYS } from './service.ts';
import { forgetSeo, savedSeo, SEO_KEY, type SeoOverrides } from './seo-settings.ts';
import { saveSettingAudited } from '../../kernel/site/audited-save.ts';

/** The page key (`:id`, as every console call names its thing). */
const keyParam = z.object({ id: z.string().min(1).max(40) });
const same = (a: SeoTexts, b: SeoTexts) =>
  a.title === b.title &&
  a.description === b.description &&
  a.title_en === b.title_en &&
  a.description_en === b.description_en;

const pageOf = (defaults: SeoTexts, key: string, saved: SeoOverrides): AdminSeoPage => {
  const own = saved[key];
  return { key, ...(own ?? defaults), edited: own !== undefined, defaults };
};

export function seoAdminRoutes(app: App, { db, config }: AppDeps): void {
  // The built-in texts name this backend's project (issue 34).
  const defaults = (key: string) => defaultSeo(config.project.id, key);
  app.get(
    '/v1/admin/seo',
    { config: { auth: 'required' }, schema: { response: { 200: adminSeoResponse } } },
    async (req) => {
      await requireStaff(db, req, 'content');
      const saved = await savedSeo(db);
      return { pages: SEO_PAGE_KEYS.map((k) => pageOf(defaults(k), k, saved)) };
    },
  );

  app.put(
    '/v1/admin/seo/:id',
    {
      config: { errors: [[404, 'content_not_found']], auth: 'required' },
      schema: { params: keyParam, body: seoTexts, response: { 200: adminSeoPage } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'content');
      const key = req.params.id;
      if (!SEO_PAGE_KEYS.includes(key))
        throw new AppError(404, 'content_not_found', `No page ${key}`);
      const actor = { userId: staff.userId, role: staff.role, ip: req.ip };
      const saved = await saveSettingAudited<SeoOverrides>(
        db,
        SEO_KEY,
        actor,
        'seo.update',
        `seo:${key}`,
        async (tx) => {
          const { [key]: before, ...rest } = await savedSeo(tx);
          const value = same(req.body, defaults(key)) ? rest : { ...rest, [key]: req.body };
          return { value, before: before ?? defaults(key), after: req.body };
        },
      );
      forgetSeo(db);
      return pageOf(defaults(key), key, saved ?? {});
    },
  );
}
