/**
 * Steam market links on the inventory (spec 000 §2 "listings/{game}/{item name}", issue 45): each Steam item of
 * a player's inventory links to `https://steamcommunity.com/market/listings/570/<market name>` in a new tab, in
 * Russian and English, and the tiles still fit at 360 px. (A case's item list: catalog-language.spec.ts; the CS2
 * shop's app id 730: projects.spec.ts.)
 */
import { expectNoSeriousA11yIssues } from './axe.ts';
import { expect, horizontalOverflow, inventoryRegion, screenshot, test } from './fixtures.ts';

test('each Steam item of the inventory links to its Steam market listing in a new tab', async ({
  page,
  api,
  player,
}) => {
  // A case of Steam items only (no packs or vouchers), so the drop has a listing.
  const paid = (await api.cases()).filter((c) => c.price <= 500).sort((a, b) => a.price - b.price);
  let slug: string | undefined;
  for (const c of paid) {
    const detail = (await (await page.request.get(`/v1/cases/${c.slug}`)).json()) as {
      items: { slot: string }[];
    };
    if (detail.items.every((i) => i.slot !== 'voucher' && i.slot !== 'bundle')) {
      slug = c.slug;
      break;
    }
  }
  expect(slug, 'a case of Steam items only').toBeDefined();
  const [drop] = await api.openCase(player.token, slug!);
  const name = drop!.name;

  await page.goto('/profile');
  const inventory = inventoryRegion(page);
  const link = inventory.getByRole('link', { name: `«${name}» на торговой площадке Steam` });
  await expect(link).toHaveAttribute(
    'href',
    `https://steamcommunity.com/market/listings/570/${encodeURIComponent(name)}`,
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveText('Steam');

  // Sold, the item is no longer the player's to act on, and its listing is still a link away.
  await inventory.getByRole('button', { name: /^Продать «/ }).click();
  await expect(link).toHaveCount(0);
  await page.getByRole('tab', { name: 'Все' }).click();
  await expect(link).toBeVisible();

  await page.goto('/en/profile');
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(
    page.getByRole('link', { name: `“${name}” on the Steam Community Market` }),
  ).toHaveAttribute(
    'href',
    `https://steamcommunity.com/market/listings/570/${encodeURIComponent(name)}`,
  );

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Все' }).click();
    await expect(link).toBeVisible();
    expect(await horizontalOverflow(page), `${width}: sideways scroll`).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, `inventory-market-link-${width}`);
  }
});
