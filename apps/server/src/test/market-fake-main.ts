/**
 * `npm run start:market-fake` (issue 46): the local marketplace of test/market-fake.ts as a process of its own, so a
 * newcomer can watch the market provider deliver without a real key: its sellers send each bought item
 * `MARKET_FAKE_STEP_MS` (3000) after the purchase and the player accepts as long after. Port `MARKET_FAKE_PORT`
 * (3198). It prints the settings to start the shop with.
 */
import { startMarketFake } from './market-fake.ts';

const fake = await startMarketFake({
  port: Number(process.env.MARKET_FAKE_PORT ?? 3198),
  autoMs: Number(process.env.MARKET_FAKE_STEP_MS ?? 3000),
  priceOf: () => 100,
});
process.stdout.write(
  `fake marketplace on ${fake.url} (balance ${fake.balance() / 100} ₽, every item at 1 ₽)\n` +
    `start the shop with: TRADE_PROVIDER=market MARKET_API_URL=${fake.url} MARKET_API_KEY=${fake.key} npm start\n`,
);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
