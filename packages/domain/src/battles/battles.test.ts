/**
 * The battle recipe (issue 10) against fixed vectors computed independently with node:crypto
 * (createHash / createHmac), the tie-break ranges and the 2v2 split.
 */
import { describe, expect, it } from 'vitest';
import { battlePublicSeed, botClientSeed, seatRoll, tieIndex, tieRoll } from './fairness.ts';
import { pickWinners, resolveBattle } from './resolve.ts';
import { battleMode, modeShape, roundsDue, seatSide, teamOf } from './rules.ts';
import { splitBetween } from './split.ts';

const SERVER = '9f2c4b7e1d3a5c6b8e0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b';
const ULID = '01JD7Y8Q3ZK4M5N6P7Q8R9S0TV';
const SEEDS = ['lucky', 'my-seed', botClientSeed(ULID, 3), botClientSeed(ULID, 4)];
const PUBLIC = 'fc7571d926b9e9008fee1993b40a93eb0ff4919b58800e11c01cc3d2e16af09e';
const CASE = {
  weights: [1, 4, 10, 25, 60, 150, 250, 500],
  prices: [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500],
};

describe('battle seeds and rolls', () => {
  it('builds bot seeds and the public seed', () => {
    expect(botClientSeed(ULID, 3)).toBe(`bot:${ULID}:3`);
    expect(battlePublicSeed(SEEDS)).toBe(PUBLIC);
  });

  it('rolls seat s in round r with nonce s and round r', () => {
    expect(seatRoll(SERVER, PUBLIC, 1, 0)).toBe(0.7141320906590121);
    expect(seatRoll(SERVER, PUBLIC, 2, 0)).toBe(0.019795639757439476);
    expect(seatRoll(SERVER, PUBLIC, 3, 0)).toBe(0.846076293547098);
    expect(seatRoll(SERVER, PUBLIC, 4, 0)).toBe(0.3123093577677032);
    expect(seatRoll(SERVER, PUBLIC, 1, 1)).toBe(0.4640652026584047);
    expect(seatRoll(SERVER, PUBLIC, 4, 1)).toBe(0.48483791137183063);
    expect(tieRoll(SERVER, PUBLIC, 2)).toBe(0.4323464911668873);
  });
});

describe('resolveBattle', () => {
  const base = { serverSeed: SERVER, clientSeeds: SEEDS, rounds: [CASE, CASE] };

  it('maps every roll over the round case and sums the totals', () => {
    const r = resolveBattle({ ...base, teams: false, crazy: false });
    expect(r.publicSeed).toBe(PUBLIC);
    expect(r.drops.map((d) => d.index)).toEqual([7, 3, 7, 6, 6, 6, 7, 6]);
    expect(r.totals).toEqual([1_500, 11_000, 1_000, 2_000]);
    expect(r.winnerSeats).toEqual([2]);
    expect(r.tie).toBeNull();
    expect(r.drops.filter((d) => !(d.owner === 2))).toEqual([]);
  });

  it('crazy mode: the lowest total wins', () => {
    expect(resolveBattle({ ...base, teams: false, crazy: true }).winnerSeats).toEqual([3]);
  });

  it('2v2: team totals decide and the winners split by value', () => {
    const r = resolveBattle({ ...base, teams: true, crazy: false });
    expect(r.winnerSeats).toEqual([1, 2]);
    // Dearest first to the teammate with less: seat 1 takes the 100 ₽ drop, seat 2 the other seven.
    expect(r.drops.map((d) => d.owner)).toEqual([2, 1, 2, 2, 2, 2, 2, 2]);
    expect(resolveBattle({ ...base, teams: true, crazy: true }).winnerSeats).toEqual([3, 4]);
  });
});

describe('tie break', () => {
  it('gives each tied candidate an equal range, ascending', () => {
    expect(tieIndex(0, 3)).toBe(0);
    expect(tieIndex(0.3333, 3)).toBe(0);
    expect(tieIndex(1 / 3, 3)).toBe(1);
    expect(tieIndex(0.6666, 3)).toBe(1);
    expect(tieIndex(0.9999999, 3)).toBe(2);
    expect(tieIndex(0.49, 2)).toBe(0);
    expect(tieIndex(0.5, 2)).toBe(1);
  });

  it('rolls only when the best total is shared', () => {
    let rolled = 0;
    const roll = () => ((rolled += 1), 0.4323464911668873);
    expect(pickWinners([5, 5, 3], false, false, roll)).toEqual({
      winnerSeats: [1],
      tie: { roll: 0.4323464911668873, candidates: [[1], [2]] },
    });
    expect(pickWinners([5, 4, 3], false, false, roll).tie).toBeNull();
    expect(pickWinners([1, 4, 3, 2], true, false, roll)).toEqual({
      winnerSeats: [1, 2],
      tie: {
        roll: 0.4323464911668873,
        candidates: [
          [1, 2],
          [3, 4],
        ],
      },
    });
    expect(rolled).toBe(2);
  });
});

describe('split', () => {
  it('keeps the shares within one item of each other', () => {
    const drops = [300, 200, 200, 100, 100].map((price, i) => ({ round: i, seat: 1, price }));
    const owners = splitBetween(drops, [1, 2]);
    expect(owners).toEqual([1, 2, 2, 1, 1]);
    const share = (s: number) => drops.reduce((a, d, i) => a + (owners[i] === s ? d.price : 0), 0);
    expect([share(1), share(2)]).toEqual([500, 400]);
    expect(splitBetween(drops, [3])).toEqual([3, 3, 3, 3, 3]);
  });
});

describe('rules', () => {
  it('names modes, sides and teams', () => {
    expect(battleMode(2, false)).toBe('1v1');
    expect(battleMode(4, true)).toBe('2v2');
    expect(modeShape('1v1v1')).toEqual({ seats: 3, teams: false });
    expect([1, 2, 3, 4].map(seatSide)).toEqual(['left', 'left', 'right', 'right']);
    expect([1, 2, 3, 4].map(teamOf)).toEqual([1, 1, 2, 2]);
  });

  it('reveals round r at start + r × duration', () => {
    expect(roundsDue(1_000, 3, 5_000, 999)).toBe(0);
    expect(roundsDue(1_000, 3, 5_000, 1_000)).toBe(1);
    expect(roundsDue(1_000, 3, 5_000, 5_999)).toBe(1);
    expect(roundsDue(1_000, 3, 5_000, 6_000)).toBe(2);
    expect(roundsDue(1_000, 3, 5_000, 60_000)).toBe(3);
  });
});
