/** Case and section routes, spec 000 §7 "Cases and main page". */
import { caseDetailResponse, openBody, openResponse } from '@cases/domain/api/cases';
import { idParam } from '@cases/domain/api/common';
import { toRoubles } from '@cases/domain/money';
import { setImmediate as yieldTurn } from 'node:timers/promises';
import { sessionToken } from '../../platform/auth.ts';
import { forgetSessionOn401, hintedUser } from '../../platform/session-hint.ts';
import { AppError } from '../../platform/errors.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { caseStock, openedCounts } from '../../kernel/catalog/counts.ts';
import { viewerOf } from '../../kernel/catalog/viewer.ts';
import { fastOpen, openCase } from './open.ts';
import { caseAdminRoutes } from './admin-routes.ts';
import { caseRevisionRoutes } from './revision-routes.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { caseDetailWire, itemWire } from '../../kernel/catalog/wire.ts';
import { caseDropsRoutes } from './drops.ts';
import { sectionRoutes } from './sections.ts';

export function casesRoutes(app: App, deps: AppDeps): void {
  const { db, config } = deps;
  caseRevisionRoutes(app, deps);
  caseAdminRoutes(app, deps);
  const depositDays = config.deposits.freeCaseDays;
  // Bearer tokens with an opening in flight in this process.
  const opening = new Set<string>();
  sectionRoutes(app, deps);
  caseDropsRoutes(app, deps);

  app.get(
    '/v1/cases/:id',
    {
      config: { errors: [[404, 'caseNotFound']], auth: 'optional' },
      schema: { params: idParam, response: { 200: caseDetailResponse } },
    },
    async (req) => {
      const entry = (await snapshot(db)).byKey.get(req.params.id);
      if (!entry) throw new AppError(404, 'caseNotFound', 'Case not found');
      const [counts, viewer, stock] = await Promise.all([
        openedCounts(db),
        viewerOf(db, req, depositDays),
        caseStock(db),
      ]);
      return caseDetailWire(entry, counts.get(entry.row.id) ?? 0, viewer, langOf(req), stock);
    },
  );

  app.post(
    '/v1/cases/:id/open',
    {
      config: {
        errors: [
          [400, 'case_not_available'],
          [402, 'balance_error'],
          [403, 'deposit_required'],
          [403, 'self_excluded'],
          [404, 'caseNotFound'],
          [409, 'case_not_available'],
          [429, 'fastOpen'],
        ],
        auth: 'required',
      },
      schema: { params: idParam, body: openBody, response: { 200: openResponse } },
    },
    async (req) => {
      // One opening per session at a time (a double click): checked before the first await; across
      // sessions and processes an advisory lock in the opening's transaction does the same.
      const session = sessionToken(req);
      if (session !== null && opening.has(session)) throw fastOpen();
      if (session !== null) opening.add(session);
      try {
        // Let requests that arrived together reach the check above before this one runs on: with
        // the embedded database an opening would otherwise finish before the next is even read.
        await yieldTurn();
        const { userId, tokenHash } = await hintedUser(db, req);
        const r = await forgetSessionOn401(
          db,
          req,
          openCase(db, userId, req.params.id, req.body.multi_open, {
            freeCaseDepositDays: depositDays,
            dailyDepositMinKopecks: config.engagement.daily.depositMinKopecks,
            ...(tokenHash !== null ? { tokenHash } : {}),
          }),
        );
        void app.events.publish('case.opened', {
          userId,
          nickname: r.nickname,
          caseRow: r.caseEntry.row,
          drops: r.drops,
        });
        app.metrics.casesOpened.inc(
          { kind: r.caseEntry.row.price === 0 ? 'free' : 'paid' },
          r.drops.length,
        );
        return {
          drops: r.drops.map((d) => ({
            id: String(d.inventoryItemId),
            inventory_item_id: String(d.inventoryItemId),
            item: itemWire(d.item, d.item.price, langOf(req)),
            server_seed_hash: d.serverSeedHash,
            client_seed: d.clientSeed,
            nonce: d.nonce,
            roll: d.roll,
            case_revision: r.caseEntry.row.revision,
          })),
          balance: toRoubles(r.balance),
          coins: r.coins,
          coin_balance: r.coinBalance,
          amount_exp: r.amountExp,
          current_exp: r.currentExp,
        };
      } finally {
        if (session !== null) opening.delete(session);
      }
    },
  );
}
