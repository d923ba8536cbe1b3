/**
 * Issue 45: the case listings of spec 000 §7 — `GET /v2/case/sections/with-cases` honouring `main`, `battle`,
 * `event`, `caseStatuses[]` and `sectionStatuses[]`, `GET /v1/sections/` listing every section — and their
 * refusals of bad filters (400 in the envelope, never a 500).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidateSnapshot } from '../../kernel/catalog/snapshot.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

interface Card {
  id: string;
  available: boolean;
}
interface SectionWire {
  id: string;
  is_event: boolean;
  cases: Card[];
}

const t = fileTestApp();
/** An event section made to have ended: every one of its cases unavailable. */
const ENDED = 'coin-cases';
beforeAll(async () => {
  await queryRows(t.db, `update cases set available = false where section_id = '${ENDED}'`);
  invalidateSnapshot(t.db);
});

async function list(url: string): Promise<SectionWire[]> {
  const res = await t.app.inject({ method: 'GET', url });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json<{ status: string; sections: SectionWire[] }>().sections;
}
const ids = (sections: SectionWire[]) => sections.map((s) => s.id);
const cardIds = (sections: SectionWire[]) => sections.flatMap((s) => s.cases.map((c) => c.id));
const WITH = '/v2/case/sections/with-cases';

describe('GET /v1/sections/ and with-cases?main', () => {
  it('lists every section on /v1/sections/ and main=0; the front page leaves out the ended event section', async () => {
    const inDb = (
      await queryRows<{ id: string }>(t.db, 'select id from sections order by position')
    ).map((r) => r.id);
    const every = await list(`${WITH}?main=0`);
    expect(ids(every)).toEqual(inDb);
    expect(every.find((s) => s.id === ENDED)!.cases.length).toBeGreaterThan(0);
    expect(await list('/v1/sections/')).toEqual(every);
    expect(await list('/v1/sections')).toEqual(every);
    // The seeded 'events' section has ended too; the front page keeps every other section.
    const endedEvents = every
      .filter((s) => s.is_event && s.cases.every((c) => !c.available))
      .map((s) => s.id);
    expect(endedEvents).toEqual(expect.arrayContaining([ENDED]));
    const front = inDb.filter((id) => !endedEvents.includes(id));
    expect(front.length).toBeGreaterThanOrEqual(5);
    for (const url of [`${WITH}?main=1`, `${WITH}?main=true`, WITH, '/v1/sections-main'])
      expect([url, ids(await list(url))]).toEqual([url, front]);
  });
});

describe('GET /v2/case/sections/with-cases filters', () => {
  it('event=1 keeps only event sections, event=0 only the others', async () => {
    const every = await list(`${WITH}?main=0`);
    const events = await list(`${WITH}?main=0&event=1`);
    const others = await list(`${WITH}?main=0&event=0`);
    expect(ids(events)).toEqual(every.filter((s) => s.is_event).map((s) => s.id));
    expect(ids(others)).toEqual(every.filter((s) => !s.is_event).map((s) => s.id));
    expect(events.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
  });

  it('caseStatuses[] keeps the cases of those statuses and drops the sections it empties; each form parses', async () => {
    const every = await list(`${WITH}?main=0`);
    const cards = every.flatMap((s) => s.cases);
    const ended = await list(`${WITH}?main=0&caseStatuses[]=ended`);
    expect(cardIds(ended)).toEqual(cards.filter((c) => !c.available).map((c) => c.id));
    expect(ended.filter((s) => s.cases.length === 0)).toEqual([]);
    expect(ids(ended)).toContain(ENDED);
    const active = await list(`${WITH}?main=0&caseStatuses[]=active`);
    expect(cardIds(active)).toEqual(cards.filter((c) => c.available).map((c) => c.id));
    expect(ids(active)).not.toContain(ENDED);
    // Repeated, percent-encoded brackets and the bare key all read the same.
    expect(await list(`${WITH}?main=0&caseStatuses[]=active&caseStatuses[]=ended`)).toEqual(every);
    expect(await list(`${WITH}?main=0&caseStatuses%5B%5D=ended`)).toEqual(ended);
    expect(await list(`${WITH}?main=0&caseStatuses=ended`)).toEqual(ended);
  });

  it('sectionStatuses[] keeps the sections of those statuses, the front page’s rule giving way', async () => {
    const every = await list(`${WITH}?main=0`);
    const endedIds = every.filter((s) => s.cases.every((c) => !c.available)).map((s) => s.id);
    expect(endedIds).toContain(ENDED);
    // Asked for, the ended event section is listed even on the front page's list.
    expect(ids(await list(`${WITH}?main=1&sectionStatuses[]=ended`))).toEqual(endedIds);
    expect(ids(await list(`${WITH}?sectionStatuses[]=active`))).toEqual(
      ids(every).filter((id) => !endedIds.includes(id)),
    );
    expect(ids(await list(`${WITH}?sectionStatuses[]=ended&sectionStatuses[]=active`))).toEqual(
      ids(every),
    );
    // Filters combine: the ended event sections' ended cases.
    const both = await list(`${WITH}?event=1&sectionStatuses[]=ended&caseStatuses[]=ended`);
    expect(ids(both)).toEqual(
      every.filter((s) => s.is_event && endedIds.includes(s.id)).map((s) => s.id),
    );
  });

  it('battle=1 lists exactly the cases the battles service offers, in the same sections', async () => {
    const battle = await list(`${WITH}?battle=1`);
    const res = await t.app.inject({ method: 'GET', url: '/battles-api/cases' });
    expect(res.statusCode).toBe(200);
    const service = res.json<{ sections: SectionWire[] }>().sections;
    expect(ids(battle)).toEqual(ids(service));
    expect(cardIds(battle)).toEqual(cardIds(service));
    expect(cardIds(battle).length).toBeGreaterThan(0);
    // A free case never takes part in a battle.
    const every = await list(`${WITH}?main=0`);
    expect(cardIds(battle).length).toBeLessThan(cardIds(every).length);
    expect(await list(`${WITH}?battle=0`)).toEqual(await list(WITH));
  });

  it('refuses bad filter values with 400 in the envelope', async () => {
    const bad = [
      'main=yes',
      'main=1&main=0',
      'battle=2',
      'event=',
      'caseStatuses[]=bogus',
      'caseStatuses[]=active&caseStatuses[]=nope',
      'sectionStatuses[]=ACTIVE',
      `caseStatuses[]=${'x'.repeat(5000)}`,
      Array.from({ length: 11 }, () => 'sectionStatuses[]=active').join('&'),
      'caseStatuses[]=%00',
      'sectionStatuses[][]=active&sectionStatuses[]=%ED%A0%80',
    ];
    const wrong: string[] = [];
    for (const q of bad) {
      const res = await t.app.inject({ method: 'GET', url: `${WITH}?${q}` });
      const body = res.json<{ success?: boolean; data?: { code?: string } }>();
      if (res.statusCode !== 400 || body.success !== false || typeof body.data?.code !== 'string')
        wrong.push(`${q.slice(0, 40)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });
});
