/**
 * Playwright fixtures that set state up through the server's API instead of clicking through it
 * (STYLE "Tests — after epic-stack"): quick registration, a sandbox top-up, opening a case, and a
 * browser context signed in with the `access_token` cookie.
 */
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, BrowserContext } from '@playwright/test';

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

  /** Cases of the front page, in section order. */
  async cases(): Promise<CaseSummary[]> {
    const res = await this.request.get('/v2/case/sections/with-cases?main=1');
    const body = (await res.json()) as {
      sections: {
        cases: { slug: string; name: string; available: boolean; price_data: { price: number } }[];
      }[];
    };
    return body.sections.flatMap((s) =>
      s.cases.map((c) => ({
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
    const res = await this.request.post(`/v1/cases/${slug}/open`, {
      headers: this.auth(token),
      data: { multi_open: multiOpen },
    });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as {
      drops: {
        inventory_item_id: string;
        client_seed: string;
        nonce: number;
        item: { name: string; price: number };
      }[];
    };
    return body.drops.map((d) => ({
      inventoryItemId: d.inventory_item_id,
      name: d.item.name,
      price: d.item.price,
      clientSeed: d.client_seed,
      nonce: d.nonce,
    }));
  }

  /** GET /v1/users/me → the player's user id. */
  async userId(token: string): Promise<string> {
    const res = await this.request.get('/v1/users/me', { headers: this.auth(token) });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { user_id: string }).user_id;
  }

  /** POST /v1/provably-fair/seeds/rotate → the revealed server seed. */
  async rotateSeed(token: string): Promise<string> {
    const res = await this.request.post('/v1/provably-fair/seeds/rotate', {
      headers: this.auth(token),
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { previous: { server_seed: string } }).previous.server_seed;
  }
}

/** Signs a browser context in by setting the token cookie the web app reads. */
export async function signInContext(
  context: BrowserContext,
  baseURL: string,
  token: string,
): Promise<void> {
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL, sameSite: 'Lax' }]);
}

/**
 * Marks the cookie bar accepted and the scammer warning dismissed in every page of the context,
 * in the web app's storage format (features/notices), so they do not cover what a test clicks.
 */
export async function dismissOverlays(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const keep = (type: string, value: unknown) =>
      JSON.stringify({ type, expires: Date.now() + 86_400_000, value });
    localStorage.setItem('cookie-consent', keep('consent', true));
    localStorage.setItem('scammer-warning', keep('scammer', { closedAt: 0, forever: true }));
  });
}

interface Fixtures {
  /** Set false (`test.use({ quietOverlays: false })`) to see the cookie bar and scammer warning. */
  quietOverlays: boolean;
  api: ShopApi;
  /** A registered player with 500 ₽, signed in in the test's browser context. */
  player: Player;
}

export const test = base.extend<Fixtures>({
  quietOverlays: [true, { option: true }],
  context: async ({ context, quietOverlays }, use) => {
    if (quietOverlays) await dismissOverlays(context);
    await use(context);
  },
  api: async ({ request }, use) => {
    await use(new ShopApi(request));
  },
  player: async ({ api, context, baseURL }, use) => {
    const player = await api.quickRegister();
    await api.topUp(player.token, 500);
    await signInContext(context, baseURL ?? '', player.token);
    await use(player);
  },
});

export { expect };
