// @vitest-environment happy-dom
/**
 * The experiment client's options (spec 000 §7 "an experiment service (GET /sdk/v2/vardata, /sdk/v2/flags)", §9 /
 * spec 001 §9 "Experiment client: fetch timeout 10000 ms, 8 retry attempts from 500 ms to 10000 ms factor 1.5,
 * minimum polling 60000 ms, default 300000 ms"): experiment.ts points Amplitude's client at the shop's own origin
 * with the 10 s fetch timeout and background retries on, and starts it with a device id kept in localStorage.
 *
 * The polling interval (300 s) is passed; the retry schedule (8 attempts, 500 ms ×1.5 up to 10 s) and the 60 s
 * floor of the polling are the library's own: @amplitude/experiment-js-client 1.23.1 exports no defaults object (its `Defaults` and backoff
 * constants stay inside the bundle), so what is tested here is only what the shop passes.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { EXPERIMENT_DEPLOYMENT_KEY } from '@cases/domain/api/experiments';

const amplitude = vi.hoisted(() => {
  const client = {
    start: vi.fn((_user: { device_id?: string }) => Promise.resolve()),
    variant: vi.fn((_flag: string) => ({ key: 'on', value: 'on' })),
  };
  return { client, initialize: vi.fn((_key: string, _config: object) => client) };
});
vi.mock('@amplitude/experiment-js-client', () => ({
  Experiment: { initialize: amplitude.initialize },
}));

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
  amplitude.initialize.mockClear();
  amplitude.client.start.mockClear();
});
afterEach(() => localStorage.clear());

const load = () => import('./experiment.ts');

it('points the client at the shop with a 10 s fetch timeout and background retries', async () => {
  const { experimentVariant } = await load();
  await expect(experimentVariant('change-min-sum', () => undefined)).resolves.toMatchObject({
    key: 'on',
  });
  expect(amplitude.initialize).toHaveBeenCalledOnce();
  const [key, config] = amplitude.initialize.mock.calls[0]!;
  expect(key).toBe(EXPERIMENT_DEPLOYMENT_KEY);
  expect(config).toMatchObject({
    serverUrl: window.location.origin,
    flagsServerUrl: window.location.origin,
    fetchTimeoutMillis: 10_000,
    retryFetchOnFailure: true,
    flagConfigPollingIntervalMillis: 300_000,
  });
  expect(config).not.toHaveProperty('pollOnStart');
});

it('starts the client with a device id it keeps in localStorage', async () => {
  const { experimentVariant } = await load();
  await experimentVariant('change-min-sum', () => undefined);
  expect(amplitude.client.start).toHaveBeenCalledOnce();
  const deviceId = amplitude.client.start.mock.calls[0]![0].device_id;
  expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
  const stored = JSON.parse(localStorage.getItem('experiment-device-id') ?? 'null') as {
    value?: string;
  } | null;
  expect(stored?.value).toBe(deviceId);
});

it('starts once, however many variants are read', async () => {
  const { experimentVariant } = await load();
  await experimentVariant('a', () => undefined);
  await experimentVariant('b', () => undefined);
  expect(amplitude.initialize).toHaveBeenCalledOnce();
  expect(amplitude.client.start).toHaveBeenCalledOnce();
});
