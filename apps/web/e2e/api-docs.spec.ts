/**
 * The API reference page (issue 33): `/docs` renders the shop's OpenAPI document with Swagger UI served by the
 * shop itself — its areas listed, no console error or CSP violation (no CDN), no sideways scroll at 360 and 1280
 * px, and no serious or critical axe issue; the document it reads leaves the console's calls out.
 */
import { expectNoSeriousA11yIssues } from './axe.ts';
import { expect, horizontalOverflow, test, watchErrors } from './fixtures.ts';

test('the API reference page renders the public document from the shop’s own assets', async ({
  page,
  request,
  baseURL,
}) => {
  // Swagger UI lays out every operation of the document: on CI's loaded machine one width took over a minute.
  test.slow();
  const errors = watchErrors(page, { failedResponses: true });
  const doc = (await (await request.get('/openapi.json')).json()) as {
    openapi: string;
    paths: Record<string, unknown>;
  };
  expect(doc.openapi).toMatch(/^3\.1/);
  expect(Object.keys(doc.paths).filter((p) => p.startsWith('/v1/admin'))).toEqual([]);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/docs');
    await expect(page.locator('.swagger-ui .info .title')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^auth/, level: 3 })).toBeVisible();
    expect(await horizontalOverflow(page), `${width}: sideways scroll`).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page);
  }
  const origin = new URL(baseURL ?? '').origin;
  expect(requested.filter((u) => !u.startsWith(origin) && !u.startsWith('data:'))).toEqual([]);
  expect(errors).toEqual([]);
});
