/**
 * The feature flags of spec 000 §1 that shape the front page and the case cards (issue 45 "every switch does
 * something"): the battles banner (on by default, and only while the battles are on), the free-cases banner
 * (hidden by default) and the case cards' volatility meter. The page gets the shop's own `/nitro-api/config` with
 * the flags under test laid over it, for that page only, so no shop-wide switch needs restoring (how the console
 * sets a flag and the config serves it is the server suite's: console/site-settings.test.ts, site/site.test.ts).
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe.ts';
import { expect, horizontalOverflow, screenshot, test, watchErrors } from './fixtures.ts';

type Flags = Partial<
  Record<'battles' | 'battles_banner' | 'free_cases_banner' | 'volatility', boolean>
>;

/** Serves this page the shop's config with `flags` over its feature flags. */
async function withFlags(page: Page, flags: Flags): Promise<void> {
  await page.route('**/nitro-api/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { feature_flags: Record<string, boolean> };
    await route.fulfill({
      response,
      json: { ...config, feature_flags: { ...config.feature_flags, ...flags } },
    });
  });
}

const battlesBanner = (page: Page, name = 'Битвы кейсов') => page.getByRole('region', { name });
const freeCasesBanner = (page: Page, name = 'Бесплатные кейсы') =>
  page.getByRole('region', { name });

test('the battles banner shows while its flag is on and leads to the battles', async ({ page }) => {
  const errors = watchErrors(page);
  await withFlags(page, { battles: true, battles_banner: true, free_cases_banner: false });
  await page.goto('/');
  const banner = battlesBanner(page);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('у кого дропы дороже, тот забирает всё');
  // The same render decides both banners: the free-cases one is off.
  await expect(freeCasesBanner(page)).toHaveCount(0);
  await banner.getByRole('link', { name: 'К битвам' }).click();
  await expect(page).toHaveURL(/\/battles$/);
  expect(errors).toEqual([]);
});

test('the free-cases banner shows only while its flag is on; the battles banner goes with its flag or the battles', async ({
  page,
}) => {
  await withFlags(page, { battles: true, battles_banner: false, free_cases_banner: true });
  await page.goto('/');
  const banner = freeCasesBanner(page);
  await expect(banner).toBeVisible();
  await expect(battlesBanner(page)).toHaveCount(0);
  await banner.getByRole('link', { name: 'Открыть бесплатно' }).click();
  await expect(page).toHaveURL(/\/daily-cases$/);

  // Banner flag on but the battles off: no banner for a section that is unavailable.
  await page.unroute('**/nitro-api/config');
  await withFlags(page, { battles: false, battles_banner: true, free_cases_banner: true });
  await page.goto('/');
  await expect(freeCasesBanner(page)).toBeVisible();
  await expect(battlesBanner(page)).toHaveCount(0);
});

test("the season's banners show under the sections in the reader's language and lead into the season", async ({
  page,
}) => {
  const errors = watchErrors(page);
  for (const [path, region, pass, subtitle] of [
    ['/en', 'Season', 'Season battle pass', '50 reward levels for coins'],
    ['/', 'Сезон', 'Боевой пропуск сезона', '50 уровней наград за монеты'],
  ] as const) {
    await page.goto(path);
    const season = page.getByRole('region', { name: region });
    await expect(season.getByRole('listitem')).toHaveCount(3);
    const link = season.getByRole('link', { name: new RegExp(`^${pass}`) });
    await expect(link).toContainText(subtitle);
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/event\/battle-pass$/);
  }
  expect(errors).toEqual([]);
});

for (const width of [360, 1280])
  test(`at ${width} px both banners fit the page in Russian and English and pass axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await withFlags(page, { battles: true, battles_banner: true, free_cases_banner: true });
    for (const [lang, battles, free, path] of [
      ['ru', 'Битвы кейсов', 'Бесплатные кейсы', '/'],
      ['en', 'Case battles', 'Free cases', '/en'],
    ] as const) {
      await page.goto(path);
      await expect(battlesBanner(page, battles)).toBeVisible();
      await expect(freeCasesBanner(page, free)).toBeVisible();
      // The season's banners above them fit as well.
      await expect(
        page.getByRole('region', { name: lang === 'ru' ? 'Сезон' : 'Season' }),
      ).toBeVisible();
      await battlesBanner(page, battles).scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page), `${lang}: sideways scroll`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, `front-banners-${lang}-${width}`);
    }
  });

test('the case cards and the case page show the volatility meter only while its flag is on', async ({
  page,
}) => {
  await withFlags(page, { volatility: true });
  await page.goto('/');
  const cards = page.locator('a.case-card');
  await expect(cards.first()).toBeVisible();
  // Every card has its meter.
  expect(await cards.locator('.volatility').count()).toBe(await cards.count());
  await cards.first().click();
  await expect(page.getByRole('img', { name: /^Волатильность: / })).toBeVisible();

  await page.unroute('**/nitro-api/config');
  await withFlags(page, { volatility: false });
  await page.goto('/');
  // The page first shows the cards the server wrote with the shop's flags, then this config's.
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('.case-card .volatility')).toHaveCount(0);
  await cards.first().click();
  await expect(page.locator('.case-hero__price')).toBeVisible();
  await expect(page.locator('.case-hero__vol')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Волатильность: / })).toHaveCount(0);
});
