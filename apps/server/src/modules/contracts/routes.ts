/**
 * Contract routes (issue 11): `GET /v1/contracts/info` (the published distribution, public),
 * `POST /v1/contracts/sign { item_ids }` (signed in; one per session at a time, 429 game_in_progress),
 * `GET /v1/contracts` (own history, newest first).
 */
import {
  contractInfoResponse,
  contractSignBody,
  contractSignResponse,
  contractsHistoryResponse,
} from '@cases/domain/api/contracts';
import { historyQuery } from '@cases/domain/api/upgrades';
import {
  CONTRACT_MAX_ITEMS,
  CONTRACT_MIN_ITEMS,
  CONTRACT_WEIGHT_TOTAL,
  contractDistribution,
} from '@cases/domain/contract';
import { toRoubles } from '@cases/domain/money';
import { contractsPageOf } from './admin-list.ts';
import { requireUser } from '../../platform/auth.ts';
import { langOf } from '../../platform/lang.ts';
import { oneAtATime } from '../../platform/one-at-a-time.ts';
import { forgetSessionOn401, hintedUser } from '../../platform/session-hint.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { itemWire } from '../../kernel/catalog/wire.ts';
import { inventoryItemWire, parseItemId } from '../../kernel/inventory/wire.ts';
import { minInputOf, signContract } from './service.ts';

export function contractsRoutes(app: App, { db, config }: AppDeps): void {
  const edge = config.itemGames.contract.houseEdge;
  const dist = contractDistribution(edge);
  const guard = oneAtATime();

  app.get(
    '/v1/contracts/info',
    { schema: { response: { 200: contractInfoResponse } } },
    async () => ({
      min_items: CONTRACT_MIN_ITEMS,
      max_items: CONTRACT_MAX_ITEMS,
      house_edge: edge,
      expected_return: dist.expectedReturn,
      bands: dist.bands.map((b) => ({
        from: b.from,
        to: b.to,
        chance: b.weight / CONTRACT_WEIGHT_TOTAL,
      })),
      min_input: toRoubles(minInputOf(await snapshot(db))),
    }),
  );

  app.post(
    '/v1/contracts/sign',
    {
      config: {
        errors: [
          [400, 'contract_items_count'],
          [400, 'contract_value_too_low'],
          [403, 'self_excluded'],
          [404, 'invalidItem'],
          [409, 'upgrade_not_found_outdated'],
        ],
        auth: 'required',
      },
      schema: { body: contractSignBody, response: { 200: contractSignResponse } },
    },
    (req) =>
      guard(req, async () => {
        // A remembered session is checked again inside the contract's statement (issue 32).
        const { userId, tokenHash } = await hintedUser(db, req);
        const r = await forgetSessionOn401(
          db,
          req,
          signContract(db, userId, req.body.item_ids.map(parseItemId), edge, tokenHash),
        );
        return {
          contract_id: String(r.id),
          item: r.prize
            ? inventoryItemWire(r.prize.row, r.prize.item, r.snap, {}, langOf(req))
            : null,
          credit: toRoubles(r.credit),
          coins: r.coins,
          value: toRoubles(r.value),
          input_value: toRoubles(r.inputValue),
          multiplier: r.multiplier,
          band: r.band,
          band_roll: r.bandRoll,
          position_roll: r.positionRoll,
          server_seed_hash: r.serverSeedHash,
          client_seed: r.clientSeed,
          nonce: r.nonce,
          balance: toRoubles(r.balance),
        };
      }),
  );

  app.get(
    '/v1/contracts',
    {
      config: { auth: 'required' },
      schema: { querystring: historyQuery, response: { 200: contractsHistoryResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const { page, per_page: perPage } = req.query;
      const [{ rows, total }, snap] = await Promise.all([
        contractsPageOf(db, userId, { limit: perPage, offset: (page - 1) * perPage }),
        snapshot(db),
      ]);
      const lang = langOf(req);
      const view = (itemId: string, price: number) => {
        const item = snap.items.get(itemId);
        return item ? itemWire(item, price, lang) : null;
      };
      return {
        items: rows.map((r) => ({
          id: String(r.id),
          created_at: r.createdAt.toISOString(),
          input_items: r.inputItems.flatMap((i) => view(i.itemId, i.price) ?? []),
          input_value: toRoubles(r.inputValue),
          multiplier: r.multiplier,
          band: r.band,
          value: toRoubles(r.value),
          item: r.resultItemId === null ? null : view(r.resultItemId, r.value - r.credit),
          credit: toRoubles(r.credit),
          server_seed_hash: r.serverSeedHash,
          client_seed: r.clientSeed,
          nonce: r.nonce,
        })),
        total,
      };
    },
  );
}
