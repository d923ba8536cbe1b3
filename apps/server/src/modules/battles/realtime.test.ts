/**
 * Realtime battles (issue 10): four sockets in a battle's room — two members and two spectators, one of
 * them a visitor — receive the same rounds in the same order, each round from one emission made when the
 * round is due and not before, then the finished battle; the list room hears about public battles only; a
 * private battle's room needs its key. The rounds' time is the test's input: the runtime's timed work
 * waits on the test's schedule (platform/schedule.ts), which asserts when it was asked to run it.
 */
import type { BattleViewWire } from '@cases/domain/api/battles';
import type { SubscribeRequest } from '@cases/domain/realtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Schedule } from '../../platform/schedule.ts';
import { B, battleCaseCards } from '../../test/battle-fixtures.ts';
import { bearer, register, topUp } from '../../test/helper.ts';
import {
  channelKey,
  listen,
  listeningApp,
  roundTrip,
  type Listener,
} from '../../test/realtime-fixtures.ts';
import { battleRoom } from './runtime.ts';

/** The timed work the runtime asked for: it runs when the test calls `run`, never by itself. */
interface Timed {
  atMs: number;
  run: () => void;
  cancelled: boolean;
}
const timed: Timed[] = [];
const byHand: Schedule = (atMs, run) => {
  const entry = { atMs, run, cancelled: false };
  timed.push(entry);
  return () => void (entry.cancelled = true);
};

// A minute a round (the most BATTLE_ROUND_MS allows): the real clock reaches no round's time during the
// test, so only the test's schedule reveals rounds 1–3 (and the settle job, due at the end, never runs).
const ROUND_MS = 60_000;
let t: Awaited<ReturnType<typeof listeningApp>>;
beforeAll(async () => {
  t = await listeningApp(
    { BATTLE_ROUND_MS: String(ROUND_MS), JOBS_POLL_S: '0.5' },
    { schedule: byHand },
  );
});
afterAll(() => t.close());

const subscribe = (l: Listener, args: SubscribeRequest['args']) =>
  new Promise<boolean>((resolve) =>
    l.socket.emit('subscribe', { channel: 'battles', args }, (res: { ok: boolean }) =>
      resolve(res.ok),
    ),
  );

async function api(path: string, token: string, payload: object) {
  const res = await fetch(`${t.url}${B}${path}`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return (await res.json()) as Record<string, unknown>;
}

describe('battle rooms', () => {
  it('show every viewer the same rounds at the same times', async () => {
    const cases = await battleCaseCards(t.app);
    const [a, b, c] = await Promise.all([register(t.app), register(t.app), register(t.app)]);
    await Promise.all([a, b].map((p) => topUp(t.app, p.token, 5_000)));
    const rounds = 4;
    const { battle_ulid: ulid } = (await api('/battles', a.token, {
      case_ids: Array.from({ length: rounds }, (_, i) => cases[i % 2]!.id),
      seats: 2,
    })) as { battle_ulid: string };
    const viewers = await Promise.all([
      listen(t.url, await channelKey(t.url, a.token, a.userId)),
      listen(t.url, await channelKey(t.url, b.token, b.userId)),
      listen(t.url, await channelKey(t.url, c.token, c.userId)),
      listen(t.url),
    ]);
    for (const v of viewers) expect(await subscribe(v, { battle_ulid: ulid })).toBe(true);
    const list = await listen(t.url);
    expect(await subscribe(list, {})).toBe(true);
    /** A viewer's updates that carry rounds, as `round:item,item` per round, in arrival order. */
    const roundsSeen = (v: Listener) =>
      v.events
        .filter((e) => e.event === 'battles_battle_updated')
        .flatMap((e) => (e.payload as { battle: BattleViewWire }).battle.rounds)
        .map((r) => `${r.round}:${r.drops.map((d) => d.item.id).join(',')}`);
    const firstSeen = (v: Listener) => [...new Set(roundsSeen(v))];
    const has = (v: Listener, round: number) => firstSeen(v).some((s) => s.startsWith(`${round}:`));
    /** Every event the server sent the viewers so far has arrived (one connection keeps its order). */
    const settled = () => Promise.all(viewers.map(roundTrip));
    const emit = vi.spyOn(t.hub, 'emitToRoom');
    /** The rounds each emission to the battle's room carried, per language. */
    const emitted = () =>
      emit.mock.calls
        .filter(([room]) => room === battleRoom(ulid))
        .map(([, , payload, lang]) => ({
          lang,
          rounds: (payload as { battle: BattleViewWire }).battle.rounds.map((r) => r.round),
        }));
    try {
      await api('/join', b.token, { battle_ulid: ulid });
      // The start: round 0 is due at once, and every viewer has it.
      const startedViews = (await Promise.all(
        viewers.map((v) =>
          v.waitFor(
            (e) =>
              e.event === 'battles_battle_updated' &&
              (e.payload as { battle: BattleViewWire }).battle.rounds.some((r) => r.round === 0),
          ),
        ),
      )) as { battle: BattleViewWire }[];
      const startedAt = Date.parse(startedViews[0]!.battle.started_at!);
      // The runtime asked for each later round at its due time (started_at + r × round_ms), and for the
      // end a few ms after the last round's time.
      const due = (r: number) => startedAt + r * ROUND_MS;
      expect(timed.filter((x) => !x.cancelled).map((x) => x.atMs)).toEqual([
        due(1),
        due(2),
        due(3),
        due(rounds) + 5,
      ]);
      const [round1, round2, round3, end] = timed;
      for (const [r, work] of [round1!, round2!, round3!].entries()) {
        const round = r + 1;
        // Not before its time: until the schedule runs it, no viewer has the round (nor any later one).
        await settled();
        for (const v of viewers)
          expect(firstSeen(v).map((x) => x.split(':')[0])).toEqual(
            Array.from({ length: round }, (_, i) => String(i)),
          );
        expect(emitted().filter((x) => x.rounds.includes(round))).toEqual([]);
        work.run();
        await Promise.all(
          viewers.map((v) => vi.waitFor(() => expect(has(v, round)).toBe(true), 10_000)),
        );
        // One emission per language, carrying this round only: everyone sees it at the same moment.
        const withRound = emitted().filter((x) => x.rounds.includes(round));
        expect(withRound.map((x) => x.rounds)).toEqual(withRound.map(() => [round]));
        expect(new Set(withRound.map((x) => x.lang)).size).toBe(withRound.length);
      }
      end!.run();
      const finished = (await Promise.all(
        viewers.map((v) =>
          v.waitFor(
            (e) =>
              e.event === 'battles_battle_updated' &&
              (e.payload as { battle: BattleViewWire }).battle.status === 'finished',
          ),
        ),
      )) as { battle: BattleViewWire }[];
      // The same drops, in the same order, for everyone; each of rounds 1–3 arrived once, in its own update.
      const seen = viewers.map(firstSeen);
      for (const s of seen) expect(s).toEqual(seen[0]);
      expect(seen[0]!.map((s) => s.split(':')[0])).toEqual(['0', '1', '2', '3']);
      for (const v of viewers) {
        const updates = v.events
          .filter((e) => e.event === 'battles_battle_updated')
          .map((e) => (e.payload as { battle: BattleViewWire }).battle);
        const before = updates.filter((u) => u.status !== 'finished');
        for (const round of [1, 2, 3])
          expect(before.filter((u) => u.rounds.some((x) => x.round === round))).toHaveLength(1);
      }
      expect(finished.filter((f) => f.battle.winner_seats.length !== 1)).toEqual([]);
      // The list room hears the public battle, without its rounds.
      const listed = (await list.waitFor((e) => e.event === 'battles_battle_updated')) as {
        battle: BattleViewWire;
      };
      expect(listed.battle.ulid).toBe(ulid);
      expect(
        list.events.filter(
          (e) => (e.payload as { battle: BattleViewWire }).battle.rounds.length !== 0,
        ),
      ).toEqual([]);
    } finally {
      emit.mockRestore();
      for (const v of [...viewers, list]) v.socket.disconnect();
    }
  });

  it('keeps a private battle’s room to its members and key holders', async () => {
    const cases = await battleCaseCards(t.app);
    const a = await register(t.app);
    await topUp(t.app, a.token, 1_000);
    const { battle_ulid: ulid } = (await api('/battles', a.token, {
      case_ids: [cases[0]!.id],
      seats: 2,
      is_private: true,
    })) as { battle_ulid: string };
    const res = await fetch(`${t.url}${B}/battle?ulid=${ulid}`, { headers: bearer(a.token) });
    const { key } = ((await res.json()) as { battle: BattleViewWire }).battle;
    const owner = await listen(t.url, await channelKey(t.url, a.token, a.userId));
    const stranger = await listen(t.url);
    const keyed = await listen(t.url);
    const list = await listen(t.url);
    try {
      expect(await subscribe(owner, { battle_ulid: ulid })).toBe(true);
      expect(await subscribe(stranger, { battle_ulid: ulid })).toBe(false);
      expect(await subscribe(keyed, { battle_ulid: ulid, key: key! })).toBe(true);
      expect(await subscribe(list, {})).toBe(true);
      expect(await subscribe(stranger, { battle_ulid: 'not-a-ulid' })).toBe(false);
      const sent = await api('/emoji', a.token, {
        battle_ulid: ulid,
        content: 'fire',
        member_id: (
          (await (
            await fetch(`${t.url}${B}/battle?ulid=${ulid}`, { headers: bearer(a.token) })
          ).json()) as { battle: { members: { member_id: string }[] } }
        ).battle.members[0]!.member_id,
      });
      expect(sent).toMatchObject({ content: 'fire' });
      await keyed.waitFor((e) => e.event === 'battles_emoji_sent');
      await owner.waitFor((e) => e.event === 'battles_emoji_sent');
      await api('/cancel_start', a.token, { battle_ulid: ulid });
      await keyed.waitFor((e) => e.event === 'battles_battle_updated');
      // The update went to every room it was meant for at once (runtime.ts emitAll); a round trip on
      // the stranger's and the list's sockets after it is the later thing that did arrive.
      await Promise.all([roundTrip(stranger), roundTrip(list)]);
      expect(stranger.events).toEqual([]);
      expect(list.events).toEqual([]);
    } finally {
      for (const v of [owner, stranger, keyed, list]) v.socket.disconnect();
    }
  });
});
