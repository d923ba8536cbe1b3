/**
 * The console's dashboard (issue 30 "Dashboard"; docs/console.md "Dashboard"): `GET /v1/admin/dashboard?days=N`
 * (1–90, 30 by default; right `reports`) — money, games and players per UTC day (dashboard.ts). The other areas'
 * figures arrive through `ports` (areas.ts); this area owns no table.
 */
import { dashboardQuery, dashboardResponse } from '@cases/domain/api/admin-site';
import type { App, AppDeps } from '../../platform/types.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { dashboard } from './dashboard.ts';
import type { ReportsPorts } from './ports.ts';

export function reportsRoutes(app: App, { db }: AppDeps, ports: ReportsPorts): void {
  app.get(
    '/v1/admin/dashboard',
    {
      config: { auth: 'required' },
      schema: { querystring: dashboardQuery, response: { 200: dashboardResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'reports');
      return dashboard(db, ports, req.query.days);
    },
  );
}
