/**
 * The battles service (spec 001 §7 "Battles (base path /battles)", mounted under `BATTLES_BASE`,
 * `/battles-api` by default; issue 10). Handlers parse, call the service and, after its commit, tell the
 * runtime what changed. Bodies and answers: packages/domain/src/api/battles.ts.
 */
import {
  balanceResponse,
  battleCasesResponse,
  battleQuery,
  battleResponse,
  battlesListQuery,
  battlesListResponse,
  battleStatisticsQuery,
  battleStatisticsResponse,
  battleStatusResponse,
  battleUlidBody,
  cancelBattleResponse,
  createBattleBody,
  createBattleResponse,
  emojiBody,
  emojiMessage,
  joinBattleBody,
  sellBattleResponse,
  spectatorsResponse,
  startBattleResponse,
} from '@cases/domain/api/battles';
import { BATTLE_STATUSES, type BattleStatus } from '@cases/domain/battles/rules';
import { toRoubles } from '@cases/domain/money';
import { optionalUser } from '../../platform/auth.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { openedCounts } from '../cases/counts.ts';
import { snapshot } from '../cases/snapshot.ts';
import { caseCardWire, sectionWire } from '../cases/wire.ts';
import { cancelBattle } from './cancel.ts';
import { battleCases } from './cases.ts';
import { createBattle } from './create.ts';
import { battleByUlid, loadBattleData } from './data.ts';
import { emojiFrom, emojiLimiter } from './emoji.ts';
import { battleNotFound, requireBattleUser } from './errors.ts';
import { activeOf, lastCaseIds, listBattles } from './list.ts';
import { canSee } from './lock.ts';
import { battleRoom, createBattleRuntime, LIST_ROOM } from './runtime.ts';
import { joinBattle, leaveBattle } from './seats.ts';
import { sellWinnings } from './sell.ts';
import { spectate, viewerOf } from './spectators.ts';
import { startWithBots } from './start-now.ts';
import { battleFigures, winsPercent } from './stats.ts';
import { battleView } from './view.ts';
import { profileBattlesRoutes } from './profile-routes.ts';
import { battleTimers } from './timers.ts';

export function battlesRoutes(app: App, deps: AppDeps): void {
  const { db, config, hub } = deps;
  const base = config.battles.base;
  const runtime = createBattleRuntime({ db, hub, config, log: app.log, jobs: app.jobs });
  const timers = battleTimers(app.jobs);
  runtime.start();
  app.addHook('onClose', (_app, done) => {
    runtime.stop();
    done();
  });
  const limitEmoji = emojiLimiter(config.battles.emojiPerMin);
  const announce = (battleId: number) =>
    runtime.changed(battleId).catch((err: unknown) => app.log.error({ err }, 'battle announce'));

  hub?.addChannel('battles', {
    room: (args) =>
      args?.battle_ulid === undefined
        ? LIST_ROOM
        : /^[0-9A-HJKMNP-TV-Z]{26}$/.test(args.battle_ulid)
          ? battleRoom(args.battle_ulid)
          : null,
    authorize: async (userId, args) => {
      if (args?.battle_ulid === undefined) return true;
      const battle = await battleByUlid(db, args.battle_ulid);
      if (!battle) return false;
      if (!battle.isPrivate) return true;
      const [d] = await loadBattleData(db, [battle]);
      return canSee(battle, d?.members ?? [], userId, args.key);
    },
  });

  profileBattlesRoutes(app, deps);

  app.get(
    `${base}/battles`,
    { schema: { querystring: battlesListQuery, response: { 200: battlesListResponse } } },
    async (req) => {
      const viewerId = await optionalUser(db, req);
      const q = req.query;
      const raw = q['statuses[]'] ?? q.statuses;
      const statuses: BattleStatus[] =
        raw === undefined
          ? ['created', 'started']
          : [raw].flat().filter((s) => BATTLE_STATUSES.includes(s));
      const { rows, hasNext } = await listBattles(db, viewerId, {
        private: q.private,
        statuses,
        sort: q.sort,
        direction: q.direction === '0' ? 0 : 1,
        page: q.page,
        perPage: q.per_page,
      });
      const [data, snap] = await Promise.all([loadBattleData(db, rows), snapshot(db)]);
      const lang = langOf(req);
      const now = Date.now();
      return {
        battles: data.map((d) => ({
          ...battleView(d, snap, { now, lang, secret: config.auth.secret, viewerId }),
          rounds: [],
        })),
        has_next: hasNext,
      };
    },
  );

  app.get(`${base}/cases`, { schema: { response: { 200: battleCasesResponse } } }, async (req) => {
    const viewerId = await optionalUser(db, req);
    const [snap, counts, last] = await Promise.all([
      snapshot(db),
      openedCounts(db),
      viewerId === null ? Promise.resolve([]) : lastCaseIds(db, viewerId),
    ]);
    const lang = langOf(req);
    const viewer = { level: 0, freeCasesOpen: false };
    const usable = battleCases(snap);
    const card = (e: (typeof usable)[number]) =>
      caseCardWire(e, counts.get(e.row.id) ?? 0, viewer, lang);
    return {
      last_cases: last.flatMap((id) => {
        const e = usable.find((u) => u.row.id === id);
        return e ? [card(e)] : [];
      }),
      max_rounds: config.battles.maxRounds,
      sections: snap.sections.flatMap((s) => {
        const cards = usable.filter((e) => e.row.sectionId === s.id).map(card);
        return cards.length === 0 ? [] : [sectionWire(s, cards, lang)];
      }),
    };
  });

  app.get(
    `${base}/statistics`,
    { schema: { querystring: battleStatisticsQuery, response: { 200: battleStatisticsResponse } } },
    async (req) => {
      const userId =
        req.query.user_id === undefined
          ? await requireBattleUser(db, req)
          : Number(req.query.user_id);
      const f = await battleFigures(db, userId);
      return {
        all_count: f.allCount,
        max_win: toRoubles(f.maxWin),
        wins_count: f.winsCount,
        wins_percent: winsPercent(f),
      };
    },
  );

  app.get(
    `${base}/battle`,
    { schema: { querystring: battleQuery, response: { 200: battleResponse } } },
    async (req) => {
      const viewerId = await optionalUser(db, req);
      const battle = await battleByUlid(db, req.query.ulid);
      if (!battle) throw battleNotFound();
      const [[d], snap] = await Promise.all([loadBattleData(db, [battle]), snapshot(db)]);
      if (!d || !canSee(battle, d.members, viewerId, req.query.key)) throw battleNotFound();
      return {
        battle: battleView(d, snap, {
          now: Date.now(),
          lang: langOf(req),
          secret: config.auth.secret,
          viewerId,
          dropLists: true,
        }),
      };
    },
  );

  app.get(
    `${base}/status`,
    { schema: { response: { 200: battleStatusResponse } } },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const active = await activeOf(db, userId);
      return {
        active_battle_ulid: active.ulid,
        in_battle: active.ulid !== null,
        private_count: active.privateCount,
      };
    },
  );

  app.post(
    `${base}/battles`,
    { schema: { body: createBattleBody, response: { 200: createBattleResponse } } },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const b = req.body;
      const created = await createBattle(
        db,
        userId,
        {
          caseIds: b.case_ids,
          seats: b.seats,
          teams: b.teams,
          isPrivate: b.is_private,
          isCrazy: b.is_crazy,
          clientSeed: b.client_seed,
        },
        config.battles,
        timers,
      );
      const row = await battleByUlid(db, created.ulid);
      if (row) void announce(row.id);
      return { battle_ulid: created.ulid, balance: toRoubles(created.balance) };
    },
  );

  app.post(
    `${base}/join`,
    {
      schema: {
        body: joinBattleBody,
        response: { 200: balanceResponse },
      },
    },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const b = req.body;
      const res = await joinBattle(
        db,
        userId,
        {
          ulid: b.battle_ulid,
          seat: b.seat,
          clientSeed: b.client_seed,
          key: b.key,
        },
        timers,
      );
      void announce(res.battleId);
      return { balance: toRoubles(res.balance), battle_ulid: b.battle_ulid };
    },
  );

  app.post(
    `${base}/leave`,
    { schema: { body: battleUlidBody, response: { 200: balanceResponse } } },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const res = await leaveBattle(db, userId, req.body.battle_ulid, req.body.key);
      void announce(res.battleId);
      return { balance: toRoubles(res.balance), battle_ulid: req.body.battle_ulid };
    },
  );

  app.post(
    `${base}/start`,
    { schema: { body: battleUlidBody, response: { 200: startBattleResponse } } },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const started = await startWithBots(db, userId, req.body.battle_ulid, timers);
      void announce(started.id);
      return { battle_ulid: started.ulid, status: 'started' as const };
    },
  );

  app.post(
    `${base}/cancel_start`,
    { schema: { body: battleUlidBody, response: { 200: cancelBattleResponse } } },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const res = await cancelBattle(db, userId, req.body.battle_ulid);
      void announce(res.battleId);
      return {
        battle_ulid: req.body.battle_ulid,
        status: 'cancelled' as const,
        balance: toRoubles(res.balance),
      };
    },
  );

  app.post(
    `${base}/sell`,
    { schema: { body: battleUlidBody, response: { 200: sellBattleResponse } } },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const res = await sellWinnings(db, userId, req.body.battle_ulid);
      void announce(res.battleId);
      return {
        battle_ulid: req.body.battle_ulid,
        balance: toRoubles(res.balance),
        amount: toRoubles(res.amount),
        sold: res.sold,
      };
    },
  );

  for (const [path, watching] of [
    ['open', true],
    ['close', false],
  ] as const)
    app.post(
      `${base}/${path}`,
      { schema: { body: battleUlidBody, response: { 200: spectatorsResponse } } },
      async (req) => {
        const userId = await optionalUser(db, req);
        const res = await spectate(
          db,
          req.body.battle_ulid,
          userId,
          viewerOf(req, userId),
          watching,
          req.body.key,
        );
        void runtime
          .spectators(res.battleId, res.spectators)
          .catch((err: unknown) => app.log.error({ err }, 'battle spectators'));
        return { spectators: res.spectators };
      },
    );

  app.post(
    `${base}/emoji`,
    { schema: { body: emojiBody, response: { 200: emojiMessage } } },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const b = req.body;
      const msg = await emojiFrom(db, userId, b.battle_ulid, b.member_id, b.content);
      limitEmoji(userId);
      for (const lang of ['ru', 'en'] as const)
        hub?.emitToRoom(battleRoom(b.battle_ulid), 'battles_emoji_sent', msg, lang);
      return msg;
    },
  );
}
