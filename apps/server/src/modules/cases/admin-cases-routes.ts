/**
 * Cases and their odds in the console (issue 30 "Catalog and odds, provably"; right `catalog`):
 * `GET /v1/admin/catalog/cases` (every case with its revision, expected value and RTP, and the RTP bounds),
 * `GET /v1/admin/catalog/cases/{id}` (the editor's view: fields, drop list, revisions), `POST /v1/admin/catalog/cases`
 * and `PUT /v1/admin/catalog/cases/{id}` (admin-case-save.ts: a changed drop list or price publishes a new
 * revision; outside the bounds 422 rtp_out_of_bounds, a free case over its cap 422 free_case_value_out_of_bounds; a free or coin case over a value cap answers 202 and
 * waits for a second approval, kernel/staff/value-gate.ts). Read afresh from the database, not the 10 s snapshot.
 */
import {
  adminCaseDetail,
  adminCasesResponse,
  caseCreateBody,
  caseSaveBody,
  type AdminCaseDetail,
  type AdminCaseRow,
} from '@cases/domain/api/admin-catalog';
import { approvalPendingResponse } from '@cases/domain/api/admin-approvals';
import { idParam } from '@cases/domain/api/common';
import type { CaseLabelType, Rarity } from '@cases/domain/catalog';
import { toRoubles } from '@cases/domain/money';
import { expectedValue, returnToPlayer } from '@cases/domain/odds';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { caseRevisionsOf } from '../../kernel/catalog/revisions.ts';
import {
  invalidateSnapshot,
  loadSnapshot,
  type CaseEntry,
  type Snapshot,
} from '../../kernel/catalog/snapshot.ts';
import { itemImage } from '../../kernel/media-urls.ts';
import { requireStaff, type Staff } from '../../kernel/staff/access.ts';
import { loginsOf } from '../../kernel/staff/logins.ts';
import { answerSave, approvedGate, saveOrQueue } from '../../kernel/staff/value-gate.ts';
import { coinGames } from '../../catalog/pass-value.ts';
import { createCase, updateCase, type Editor } from './admin-case-save.ts';

const isRub = (currency: string) => currency === 'RUB';
/** A stored amount (kopecks, or coins) on the wire (roubles, or coins). */
const wirePrice = (v: number, currency: string) => (isRub(currency) ? toRoubles(v) : v);

/**
 * Expected value (kopecks) and RTP of a drop list at `price` (stored units); an every-N-th-free case's RTP is over
 * what a drop costs (price × (N − 1) ÷ N), as the save checks it.
 */
function odds(
  drops: { price: number; weight: number }[],
  price: number,
  currency: string,
  everyN: number | null,
) {
  const ev = expectedValue(drops);
  return { ev, rtp: isRub(currency) ? returnToPlayer(drops, price, everyN) : null };
}

function rowOf(e: CaseEntry): AdminCaseRow {
  const c = e.row;
  const { ev, rtp } = odds(
    e.drops.map((d) => ({ price: d.item.price, weight: d.weight })),
    c.price,
    c.currency,
    c.everyNOpenFree,
  );
  return {
    id: String(c.id),
    slug: c.slug,
    name: c.name,
    name_en: c.nameEn,
    section_id: c.sectionId,
    price: wirePrice(c.price, c.currency),
    currency: isRub(c.currency) ? 'RUB' : 'COIN',
    revision: c.revision,
    available: c.available,
    items_count: e.drops.length,
    expected_value: toRoubles(Math.round(ev)),
    rtp,
    edited_at: c.editedAt?.toISOString() ?? null,
  };
}

async function detailOf(db: Db, snap: Snapshot, e: CaseEntry, bounds: object) {
  const c = e.row;
  const revisions = await caseRevisionsOf(db, c.id);
  const logins = await loginsOf(
    db,
    revisions.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])),
  );
  const detail: AdminCaseDetail = {
    ...rowOf(e),
    old_price: c.oldPrice === null ? null : wirePrice(c.oldPrice, c.currency),
    label_type: c.labelType as CaseLabelType | null,
    label_name: c.labelName,
    label_name_en: c.labelNameEn,
    label_color: c.labelColor,
    volatility: c.volatility,
    color: c.color,
    level: c.level,
    opens_limit: c.opensLimit,
    starts_at: c.startsAt?.toISOString() ?? null,
    ends_at: c.endsAt?.toISOString() ?? null,
    every_n_open_free: c.everyNOpenFree,
    drops: e.drops.map((d) => ({
      item_id: d.item.id,
      weight: d.weight,
      name: d.item.name,
      rarity: d.item.rarity as Rarity,
      price: toRoubles(d.item.price),
      image: itemImage(d.item),
    })),
    revisions: revisions.map((r) => ({
      revision: r.revision,
      created_at: r.createdAt.toISOString(),
      created_by: r.createdBy === null ? null : String(r.createdBy),
      created_by_login: r.createdBy === null ? null : (logins.get(r.createdBy) ?? null),
      price: wirePrice(r.price, r.currency),
      rtp: odds(
        r.drops.map((d) => ({ price: snap.items.get(d.item)?.price ?? 0, weight: d.weight })),
        r.price,
        r.currency,
        c.everyNOpenFree,
      ).rtp,
      items_count: r.drops.length,
    })),
    rtp_bounds: bounds as AdminCaseDetail['rtp_bounds'],
  };
  return detail;
}

export function caseAdminCasesRoutes(app: App, { db, config }: AppDeps): void {
  const bounds = { min: config.catalog.rtpMin, max: config.catalog.rtpMax };
  /** The item games' terms that price a season coin (the pass's bound, kernel/season/pass-bounds.ts). */
  const games = coinGames(config.itemGames);
  const editor = (staff: Staff, req: FastifyRequest): Editor => ({
    actorId: staff.userId,
    role: staff.role,
    ip: req.ip,
  });
  const caps = config.catalog.contentValueCaps;
  // A save that waits runs again from its stored body once another staff member approves it (issue 44).
  app.approvals.register('case.create', {
    apply: async (tx, who, target, body) => {
      const slug = target.replace(/^case:new:/, '');
      const b = caseSaveBody.parse(body);
      await createCase(tx, config.catalog, games, who, approvedGate, slug, b);
    },
    afterCommit: () => invalidateSnapshot(db),
  });
  app.approvals.register('case.update', {
    apply: async (tx, who, target, body) => {
      const id = Number(target.replace(/^case:/, ''));
      await updateCase(tx, config.catalog, games, who, approvedGate, id, caseSaveBody.parse(body));
    },
    afterCommit: () => invalidateSnapshot(db),
  });
  const entryOf = (snap: Snapshot, id: string) => {
    const e = /^\d{1,9}$/.test(id) ? snap.byKey.get(id) : undefined;
    if (!e) throw new AppError(404, 'caseNotFound', 'Case not found');
    return e;
  };

  app.get(
    '/v1/admin/catalog/cases',
    { config: { auth: 'required' }, schema: { response: { 200: adminCasesResponse } } },
    async (req) => {
      await requireStaff(db, req, 'catalog');
      const snap = await loadSnapshot(db);
      return { cases: snap.cases.map(rowOf), rtp_bounds: bounds };
    },
  );

  app.get(
    '/v1/admin/catalog/cases/:id',
    {
      config: { auth: 'required' },
      schema: { params: idParam, response: { 200: adminCaseDetail } },
    },
    async (req) => {
      await requireStaff(db, req, 'catalog');
      const snap = await loadSnapshot(db);
      return detailOf(db, snap, entryOf(snap, req.params.id), bounds);
    },
  );

  app.post(
    '/v1/admin/catalog/cases',
    {
      config: { auth: 'required' },
      schema: {
        body: caseCreateBody,
        response: { 201: adminCaseDetail, 202: approvalPendingResponse },
      },
    },
    async (req, reply) => {
      const staff = await requireStaff(db, req, 'catalog');
      const who = editor(staff, req);
      const { slug, ...body } = req.body;
      const r = await saveOrQueue(
        db,
        who,
        { kind: 'case.create', target: `case:new:${slug}`, body },
        caps,
        (tx, gate) => createCase(tx, config.catalog, games, who, gate, slug, body),
      );
      if (!('done' in r)) return answerSave(db, reply, r);
      invalidateSnapshot(db);
      const snap = await loadSnapshot(db);
      return reply.code(201).send(await detailOf(db, snap, entryOf(snap, String(r.done)), bounds));
    },
  );

  app.put(
    '/v1/admin/catalog/cases/:id',
    {
      config: { auth: 'required' },
      schema: {
        params: idParam,
        body: caseSaveBody,
        response: { 200: adminCaseDetail, 202: approvalPendingResponse },
      },
    },
    async (req, reply) => {
      const staff = await requireStaff(db, req, 'catalog');
      const who = editor(staff, req);
      const snap0 = await loadSnapshot(db);
      const id = entryOf(snap0, req.params.id).row.id;
      const r = await saveOrQueue(
        db,
        who,
        { kind: 'case.update', target: `case:${id}`, body: req.body },
        caps,
        (tx, gate) => updateCase(tx, config.catalog, games, who, gate, id, req.body),
      );
      if (!('done' in r)) return answerSave(db, reply, r);
      invalidateSnapshot(db);
      const snap = await loadSnapshot(db);
      return detailOf(db, snap, entryOf(snap, String(id)), bounds);
    },
  );
}
