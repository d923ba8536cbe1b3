/**
 * `npm run start:market-fake` (issue 46): local fakes of both real trade providers as a process of their own, so a
 * newcomer can watch the real adapters deliver without a key or a Steam account:
 * - the marketplace of test/market-fake.ts, whose sellers send each bought item `MARKET_FAKE_STEP_MS` (3000) after the
 *   purchase and whose player accepts as long after (port `MARKET_FAKE_PORT`, 3198);
 * - Steam's web endpoints of test/steam-fake.ts, the bot holding one copy of each Dota 2 item of the catalog under
 *   50 ₽, its offers accepted `MARKET_FAKE_STEP_MS` after their confirmation (port `STEAM_FAKE_PORT`, 3199).
 * It prints the settings to start the shop with: `steam,market`, so the bot's stock goes first and the marketplace buys
 * the rest.
 */
import { steamItems } from '../catalog/items.ts';
import { startMarketFake } from './market-fake.ts';
import { startSteamFake } from './steam-fake.ts';

const stepMs = Number(process.env.MARKET_FAKE_STEP_MS ?? 3000);
const market = await startMarketFake({
  port: Number(process.env.MARKET_FAKE_PORT ?? 3198),
  autoMs: stepMs,
  priceOf: () => 100,
});
const steam = await startSteamFake({
  port: Number(process.env.STEAM_FAKE_PORT ?? 3199),
  autoMs: stepMs,
  items: steamItems.filter((i) => i.priceKopecks < 5_000).map((i) => i.nameEn ?? i.name),
});
process.stdout.write(
  `fake marketplace on ${market.url} (balance ${market.balance() / 100} ₽, every item at 1 ₽)\n` +
    `fake Steam on ${steam.url} (the bot holds ${steam.inventory.length} items)\n` +
    `start the shop with: TRADE_PROVIDER=steam,market MARKET_API_URL=${market.url} MARKET_API_KEY=${market.key} ` +
    `STEAM_COMMUNITY_URL=${steam.url} STEAM_API_URL=${steam.url} STEAM_BOT_WEB_COOKIES='${steam.cookies.join('; ')}' ` +
    `STEAM_BOT_IDENTITY_SECRET=${steam.identitySecret} npm start\n`,
);
const stop = () => void Promise.all([market.close(), steam.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
