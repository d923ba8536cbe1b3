/**
 * Offers in the console (issue 30 "Running the shop"; docs/console.md "Content"; right `catalog`):
 * `GET /v1/admin/offers` (shop offers and personal-offer templates, with what each sold), `POST
 * /v1/admin/offers` (a new shop offer; 409 slug_taken) and `PUT /v1/admin/offers/{id}` (titles and
 * descriptions ru/en, price, old price, cases, bonus, label, per-player limit, stock never below what was
 * sold — 409 offer_stock_below_sold —, order, active, end). Every save sets `edited_at` (seeding then leaves the
 * offer alone) and writes one audit entry (`offer.create|update`, before and after) in its transaction; the
 * shop reads offers uncached, so `GET /v1/offers` answers the change at once in every process. Prices in
 * roubles. Errors: 404 content_not_found, 400 content_invalid (an unknown case), 422 offer_value_out_of_bounds
 * (issue 44: the offer's cases' EV + money + coins at COIN_VALUE_KOPECKS above price × CASE_RTP_MAX,
 * catalog/offer-value.ts; shop offers and personal templates alike; checked under the catalog's save lock with the
 * EVs read in the save's transaction, kernel/catalog/offer-bounds.ts) — each refused before anything is written.
 * A save whose gift (bonus money + coins at COIN_VALUE_KOPECKS, per purchase) is over CONTENT_VALUE_CAP_RUB or rises
 * by more than its saver's day has left answers 202 `{ approval }` and waits for a second approval
 * (kernel/staff/value-gate.ts, issue 44); the approval runs the same save (kinds `offer.create`, `offer.update`).
 */
import {
  adminOffer,
  adminOffersResponse,
  offerCreateBody,
  offerSaveBody,
} from '@cases/domain/api/admin-offers';
import { approvalPendingResponse } from '@cases/domain/api/admin-approvals';
import { z } from 'zod';
import type { App, AppDeps } from '../../platform/types.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { answerSave, approvedGate, saveOrQueue } from '../../kernel/staff/value-gate.ts';
import { adminOffers, createOffer, offerIdOf, updateOffer } from './admin-offers.ts';

const idParam = z.object({ id: z.string().min(1).max(20) });

export function offersAdminRoutes(app: App, { db, config }: AppDeps): void {
  const cfg = config.catalog;
  const caps = cfg.contentValueCaps;
  const saved = { 200: adminOffer, 202: approvalPendingResponse };
  app.approvals.register('offer.create', {
    apply: async (tx, who, target, body) => {
      const slug = target.replace(/^offer:new:/, '');
      await createOffer(tx, cfg, who, approvedGate, slug, offerSaveBody.parse(body));
    },
  });
  app.approvals.register('offer.update', {
    apply: async (tx, who, target, body) => {
      const id = offerIdOf(target.replace(/^offer:/, ''));
      await updateOffer(tx, cfg, who, approvedGate, id, offerSaveBody.parse(body));
    },
  });

  app.get(
    '/v1/admin/offers',
    { config: { auth: 'required' }, schema: { response: { 200: adminOffersResponse } } },
    async (req) => {
      await requireStaff(db, req, 'catalog');
      return { offers: await adminOffers(db) };
    },
  );

  app.post(
    '/v1/admin/offers',
    { config: { auth: 'required' }, schema: { body: offerCreateBody, response: saved } },
    async (req, reply) => {
      const staff = await requireStaff(db, req, 'catalog');
      const who = { actorId: staff.userId, role: staff.role, ip: req.ip };
      const { slug, ...body } = req.body;
      const r = await saveOrQueue(
        db,
        who,
        { kind: 'offer.create', target: `offer:new:${slug}`, body },
        caps,
        (tx, gate) => createOffer(tx, cfg, who, gate, slug, req.body),
      );
      return answerSave(db, reply, r);
    },
  );

  app.put(
    '/v1/admin/offers/:id',
    {
      config: { auth: 'required' },
      schema: { params: idParam, body: offerSaveBody, response: saved },
    },
    async (req, reply) => {
      const staff = await requireStaff(db, req, 'catalog');
      const who = { actorId: staff.userId, role: staff.role, ip: req.ip };
      const id = offerIdOf(req.params.id);
      const r = await saveOrQueue(
        db,
        who,
        { kind: 'offer.update', target: `offer:${id}`, body: req.body },
        caps,
        (tx, gate) => updateOffer(tx, cfg, who, gate, id, req.body),
      );
      return answerSave(db, reply, r);
    },
  );
}
