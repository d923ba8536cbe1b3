/**
 * The server calls the e2e specs use to set state up without clicking (STYLE "Tests — after
 * epic-stack"): quick registration, a sandbox top-up, case openings, the inventory, levels and seeds,
 * with the wire shapes the tests read.
 */
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import type { LevelsResponse } from '@cases/domain/api/users';

/** A well-formed Steam trade link. */
export const TRADE_LINK =
  'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEf12';

export interface Player {
  login: string;
  password: string;
  token: string;
}

export interface CaseSummary {
  slug: string;
  name: string;
  price: number;
  available: boolean;
}

export interface OpenedDrop {
  inventoryItemId: string;
  name: string;
  price: number;
  clientSeed: string;
  nonce: number;
  serverSeedHash: string;
  /** The case revision the roll used (issue 30). */
  caseRevision: number;
}

/** An inventory item as GET /v1/inventory/get lists it. */
export interface WireItem {
  id: string;
  name: string;
  price: number;
  type: number;
  status: string;
  pack_items: { name: string; price: number }[];
}

/** GET /v1/users/me, the fields the tests read. */
export interface Me {
  user_id: string;
  nickname: string;
  finance: { balance: number; coin_balance: number };
}

/** Server calls a test needs for its state. */
export class ShopApi {
  constructor(private readonly request: APIRequestContext) {}

  private auth(token: string) {
    return { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  }

  /** POST /v1/auth/registration/quick. */
  async quickRegister(): Promise<Player> {
    const res = await this.request.post('/v1/auth/registration/quick', {
      data: { age_confirmed: true, terms_accepted: true },
    });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { login: string; password: string; access_token: string };
    return { login: body.login, password: body.password, token: body.access_token };
  }

  /** Starts a sandbox payment and presses the provider's Pay button the way its form does. */
  async topUp(token: string, amount: number): Promise<void> {
    const start = await this.request.post('/v1/payments/transaction/start', {
      headers: this.auth(token),
      data: { payment_direction_id: 'sandbox', amount },
    });
    expect(start.status(), await start.text()).toBe(200);
    const { order_id: orderId } = (await start.json()) as { order_id: string };
    const pay = await this.request.post(`/sandbox/pay/${orderId}/pay`, {
      headers: { Accept: 'application/json' },
    });
    expect(pay.status(), await pay.text()).toBe(200);
    await expect
      .poll(async () => {
        const res = await this.request.get(`/v1/payments/transaction/status?orderId=${orderId}`, {
          headers: this.auth(token),
        });
        return ((await res.json()) as { status: string }).status;
      })
      .toBe('success');
  }

  /** A newly registered player with `amount` ₽ topped up (not signed in in any browser context). */
  async fundedPlayer(amount: number): Promise<Player> {
    const player = await this.quickRegister();
    await this.topUp(player.token, amount);
    return player;
  }

  /** Cases of the front page, in section order. */
  async cases(): Promise<CaseSummary[]> {
    const res = await this.request.get('/v2/case/sections/with-cases?main=1');
    const body = (await res.json()) as {
      sections: {
        cases: {
          slug: string;
          name: string;
          available: boolean;
          price_data: { price: number; currency: string };
          statistic_data: { opens_limit: number | null };
          multifix_number: number | null;
          multicast_data: unknown;
          every_n_open_free: number | null;
          is_offer: boolean;
          counter_end: string | null;
        }[];
      }[];
    };
    // Season cases with a coin price, a limit, a window, free openings or a fixed count open their own
    // way (issue 28); the tests that pick "a paid case" mean a plain one.
    const plain = (c: (typeof body.sections)[number]['cases'][number]) =>
      c.price_data.currency === 'RUB' &&
      c.statistic_data.opens_limit === null &&
      c.multifix_number === null &&
      c.multicast_data === null &&
      c.every_n_open_free === null &&
      !c.is_offer &&
      c.counter_end === null;
    return body.sections.flatMap((s) =>
      s.cases.filter(plain).map((c) => ({
        slug: c.slug,
        name: c.name,
        price: c.price_data.price,
        available: c.available,
      })),
    );
  }

  /** The cheapest available paid case. */
  async cheapestPaidCase(): Promise<CaseSummary> {
    const paid = (await this.cases())
      .filter((c) => c.available && c.price > 0)
      .sort((a, b) => a.price - b.price);
    const cheapest = paid[0];
    if (!cheapest) throw new Error('no paid case on the front page');
    return cheapest;
  }

  /** POST /v1/cases/{slug}/open. */
  async openCase(token: string, slug: string, multiOpen = 1): Promise<OpenedDrop[]> {
    return (await this.openCaseAnswer(token, slug, multiOpen)).drops;
  }

  /** Opens a case: its drops and the coins the opening paid (issue 28). */
  async openCaseAnswer(
    token: string,
    slug: string,
    multiOpen = 1,
  ): Promise<{ drops: OpenedDrop[]; coins: number }> {
    const res = await this.request.post(`/v1/cases/${slug}/open`, {
      headers: this.auth(token),
      data: { multi_open: multiOpen },
    });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as {
      coins: number;
      drops: {
        inventory_item_id: string;
        client_seed: string;
        nonce: number;
        server_seed_hash: string;
        case_revision: number;
        item: { name: string; price: number };
      }[];
    };
    const drops = body.drops.map((d) => ({
      inventoryItemId: d.inventory_item_id,
      name: d.item.name,
      price: d.item.price,
      clientSeed: d.client_seed,
      nonce: d.nonce,
      serverSeedHash: d.server_seed_hash,
      caseRevision: d.case_revision,
    }));
    return { drops, coins: body.coins };
  }

  /**
   * Opens the cheapest paid case once, `multiOpen` items at a time → the case, its drops and the
   * first drop.
   */
  async openCheapestCase(
    token: string,
    multiOpen = 1,
  ): Promise<{ cheapest: CaseSummary; drops: OpenedDrop[]; drop: OpenedDrop; coins: number }> {
    const cheapest = await this.cheapestPaidCase();
    const { drops, coins } = await this.openCaseAnswer(token, cheapest.slug, multiOpen);
    const [drop] = drops;
    if (!drop) throw new Error('no drop');
    return { cheapest, drops, drop, coins };
  }

  /** Waits until the case `slug` can be opened (e.g. one the server's catalog adds on start). */
  async waitForCase(token: string, slug: string): Promise<void> {
    await expect
      .poll(
        async () =>
          (await this.request.get(`/v1/cases/${slug}`, { headers: this.auth(token) })).status(),
        { timeout: 60_000 },
      )
      .toBe(200);
  }

  /** GET /v1/users/me. */
  async me(token: string): Promise<Me> {
    const res = await this.request.get('/v1/users/me', { headers: this.auth(token) });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as Me;
  }

  /** The player's user id. */
  async userId(token: string): Promise<string> {
    return (await this.me(token)).user_id;
  }

  /** GET /v1/users/{id}/levels of the player: level, experience and level cases. */
  async levels(token: string): Promise<LevelsResponse> {
    const id = await this.userId(token);
    const res = await this.request.get(`/v1/users/${id}/levels`, { headers: this.auth(token) });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as LevelsResponse;
  }

  /** The player's balance in ₽. */
  async balance(token: string): Promise<number> {
    return (await this.me(token)).finance.balance;
  }

  /** GET /v1/inventory/get of the player's own `group` (first 45 items). */
  async inventory(
    token: string,
    group: string,
  ): Promise<{ items: WireItem[]; total_item: number; total_price: number }> {
    const res = await this.request.get(`/v1/inventory/get?group=${group}&perPage=45`, {
      headers: this.auth(token),
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { items: WireItem[]; total_item: number; total_price: number };
  }

  /** GET /v1/inventory/get/replacements → the offers for the inventory item `id`. */
  async replacements(
    token: string,
    id: string,
  ): Promise<{ id: string; name: string; price: number }[]> {
    const res = await this.request.get(`/v1/inventory/get/replacements?id=${id}`, {
      headers: this.auth(token),
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { items: { id: string; name: string; price: number }[] }).items;
  }

  /** POST /v1/users/set/steam/data: saves the player's Steam trade link. */
  async setTradeLink(token: string, link: string = TRADE_LINK): Promise<void> {
    const res = await this.request.post('/v1/users/set/steam/data', {
      headers: this.auth(token),
      data: { link },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  /** POST /v1/provably-fair/seeds/rotate → the revealed server seed. */
  async rotateSeed(token: string): Promise<string> {
    const res = await this.request.post('/v1/provably-fair/seeds/rotate', {
      headers: this.auth(token),
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { previous: { server_seed: string } }).previous.server_seed;
  }

  /**
   * Runs the server's waiting `work` now (its test hook, TEST_HOOKS in playwright.config.ts; the server's
   * platform/due-work.ts): `withdrawals` sends every offer waiting for its send delay, `leaderboards` sweeps,
   * `battles` ends every started battle (all its rounds due, settled), `sales` sells every queued item. Answers
   * how many things it moved.
   */
  async runDue(
    work: 'withdrawals' | 'leaderboards' | 'battles' | 'sales' | 'raffle',
  ): Promise<number> {
    const res = await this.request.post(`/v1/test/due/${work}`);
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { ran: number }).ran;
  }
}
