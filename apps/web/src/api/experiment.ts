/**
 * The experiment client (spec 000 §7 experiment service, §9 / 001 §9 its constants): Amplitude Experiment's own
 * web client (`@amplitude/experiment-js-client`, loaded on first use, so no page pays for it before it asks),
 * pointed at the shop's origin, which serves `/sdk/v2/flags` and `/sdk/v2/vardata` itself. The client's defaults
 * are the spec's: a 10 s fetch timeout, 8 retries from 500 ms ×1.5 up to 10 s (the library's own schedule, 1.23.1),
 * no retry on another 4xx, flag polling every 300 s (passed here; the library keeps it at 60 s at least). The visitor is the signed-in player (the session cookie; the server never trusts an
 * id in the header), else a random device id kept in localStorage for a year. Each variant read is an exposure,
 * handed to `onExposure` (the caller sends it to the first-party analytics).
 */
import type { ExperimentClient, Variant } from '@amplitude/experiment-js-client';
import { EXPERIMENT_DEPLOYMENT_KEY } from '@cases/domain/api/experiments';
import { readStored, writeStored } from './stored-value.ts';

const DEVICE_KEY = 'experiment-device-id';
const YEAR_MS = 365 * 86_400_000;

/** This browser's device id for the experiments (made once, kept a year). */
function deviceId(): string {
  const known = readStored<string>(DEVICE_KEY, 'string');
  if (known) return known;
  const id = crypto.randomUUID();
  writeStored(DEVICE_KEY, 'string', id, YEAR_MS);
  return id;
}

type OnExposure = (flagKey: string, variant: string | undefined) => void;
let exposureSink: OnExposure = () => undefined;
let started: Promise<ExperimentClient> | null = null;

function client(): Promise<ExperimentClient> {
  started ??= import('@amplitude/experiment-js-client')
    .then(async ({ Experiment }) => {
      const c = Experiment.initialize(EXPERIMENT_DEPLOYMENT_KEY, {
        serverUrl: window.location.origin,
        flagsServerUrl: window.location.origin,
        fetchTimeoutMillis: 10_000,
        retryFetchOnFailure: true,
        // The spec's default; the library holds any interval to at least 60 s.
        flagConfigPollingIntervalMillis: 300_000,
        exposureTrackingProvider: {
          track: (exposure) => exposureSink(exposure.flag_key, exposure.variant),
        },
      });
      await c.start({ device_id: deviceId() });
      return c;
    })
    .catch((err: unknown) => {
      started = null;
      throw err;
    });
  return started;
}

/**
 * The visitor's variant of `flagKey` (undefined when the experiment does not run or the service cannot be
 * reached: the caller keeps its control behaviour). Reading it counts as an exposure, given to `onExposure`.
 */
export async function experimentVariant(
  flagKey: string,
  onExposure: OnExposure,
): Promise<Pick<Variant, 'key' | 'value' | 'payload'> | undefined> {
  exposureSink = onExposure;
  try {
    const v = (await client()).variant(flagKey);
    return v.key === undefined && v.value === undefined ? undefined : v;
  } catch {
    return undefined;
  }
}
