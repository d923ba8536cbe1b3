/**
 * The mock sign-in providers as a process of their own, for the browser tests (Playwright starts it
 * beside the shop): `MOCK_PROVIDER_PORT` (3199). Answers `GET /health` when ready.
 */
import { startMockProvider } from './mock-provider.ts';

const port = Number(process.env.MOCK_PROVIDER_PORT ?? 3199);
const mock = await startMockProvider(port);
process.stdout.write(`mock providers on ${mock.base}\n`);
const stop = () => void mock.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
