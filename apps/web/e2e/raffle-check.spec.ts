/**
 * The raffle tab of /provably-fair/check (issue 28; docs/fairness.md "Raffle"): a player earns a ticket
 * with paid openings, the raffle is drawn (`api.runDue('raffle')`: the server's due work ends the running
 * raffle and draws it at once), and the tab, given the raffle's slug, recomputes in the
 * browser the public seed from the published entries and every prize's winner from the revealed server
 * seed — each marked ✓ against what the raffle published. In Russian and English.
 */
import { expect, horizontalOverflow, screenshot, test, watchErrors } from './fixtures.ts';

interface RaffleInfo {
  slug: string;
  ticket_price: number;
  my_tickets: number;
  drawn: boolean;
  server_seed: string | null;
  public_seed: string | null;
}

test('a drawn raffle is recomputed on the raffle tab from the revealed seed', async ({
  page,
  api,
  player,
  request,
}) => {
  test.slow();
  const errors = watchErrors(page, { failedResponses: true });
  const auth = { Authorization: `Bearer ${player.token}` };
  const current = async () =>
    (await (await request.get('/v1/event/raffle', { headers: auth })).json()) as RaffleInfo;
  const { ticket_price } = await current();
  // A case worth a ticket in one opening.
  const worth = (await api.cases())
    .filter((c) => c.available && c.price >= ticket_price)
    .sort((a, b) => a.price - b.price)[0];
  if (!worth) throw new Error(`no case of at least ${ticket_price} ₽`);
  await api.topUp(player.token, Math.ceil(worth.price));
  await api.openCase(player.token, worth.slug);
  const { slug, my_tickets } = await current();
  expect(my_tickets).toBeGreaterThan(0);
  expect(await api.runDue('raffle')).toBeGreaterThan(0);
  const drawn = (await (await request.get(`/v1/event/raffle?slug=${slug}`)).json()) as RaffleInfo;
  const entries = (await (await request.get(`/v1/event/raffle-entries/${slug}`)).json()) as {
    entries: { user_id: string }[];
  };
  expect(entries.entries.map((e) => e.user_id)).toContain(await api.userId(player.token));
  const result = (await (
    await request.get(`/v1/event/raffle-result/${slug}?per_page=100`)
  ).json()) as { raffle_result: { position: number; user_id: string }[] };
  expect(result.raffle_result.length).toBeGreaterThan(0);

  for (const [prefix, tab] of [
    ['', 'Розыгрыш'],
    ['/en', 'Raffle'],
  ] as const) {
    await page.goto(`${prefix}/provably-fair/check?game=raffle&raffle=${slug}`);
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('raffle-public-seed')).toContainText(drawn.public_seed!);
    await expect(page.getByTestId('raffle-public-seed')).toContainText('✓');
    const winners = page.getByTestId('raffle-winners');
    // One row a prize, each the published winner (✓), none differing (✗).
    await expect(winners.locator('tbody tr')).toHaveCount(result.raffle_result.length);
    for (const w of result.raffle_result)
      await expect(winners.locator('tbody tr').nth(w.position - 1)).toContainText(`${w.user_id} ✓`);
    await expect(winners.getByText('✗')).toHaveCount(0);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `fairness-raffle${prefix.replace('/', '-')}-${width}`, {
        fullPage: true,
      });
    }
  }

  // A wrong server seed typed over the revealed one breaks the hash's mark.
  await page.getByLabel('Server seed', { exact: true }).fill('0'.repeat(64));
  await expect(page.getByText('✗').first()).toBeVisible();
  expect(errors).toEqual([]);
});
