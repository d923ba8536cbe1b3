/**
 * Rate limits for sign-up and sign-in (issue 3 "Sign-in and session"), promo look-ups and payment
 * notifications (issue 26), on @fastify/rate-limit.
 * Off by default for routes; a route opts in with `config: { rateLimit: signUpLimit(config) }` etc.
 * Counters live in Redis when REDIS_URL is set (shared by every process), else in the process.
 * A refusal is HTTP 429 `{ success: false, data: { code: 'tooManyRequests', message } }` with `Retry-After` (s).
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import type { App } from './types.ts';

const MINUTE_MS = 60_000;

/** Registers the plugin (global: false). Closes its Redis connection with the app. */
export async function registerRateLimit(app: App, config: Config): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  // Outages are handled where Redis is used (skipOnError, /readyz); this only keeps the log quiet.
  redis?.on('error', () => undefined);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => 'closed')));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'cases-rl:' } : {}),
    // A Redis outage must not lock players out of signing in.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, 'tooManyRequests', `Too many attempts, retry in ${ctx.after}`),
  });
}

/** Per client address: quick registration and OAuth sign-up starts. `false` when turned off (0). */
export function signUpLimit(config: Config): RateLimitOptions | false {
  const max = config.rateLimit.signUpPerMin;
  return max > 0 ? { max, timeWindow: MINUTE_MS, groupId: 'signup' } : false;
}

/** Per client address and login name, so one attacker cannot lock every account from one address. */
export function loginLimit(config: Config): RateLimitOptions | false {
  const max = config.rateLimit.loginPerMin;
  if (max === 0) return false;
  return {
    max,
    timeWindow: MINUTE_MS,
    groupId: 'login',
    // The login name is in the body, so count after parsing.
    hook: 'preHandler',
    keyGenerator: (req) => {
      const body = req.body as { login?: unknown } | undefined;
      const login = typeof body?.login === 'string' ? body.login.toLowerCase().slice(0, 64) : '';
      return `${req.ip}|${login}`;
    },
  };
}

/** Per client address: the anonymous analytics ingest (issue 8), and the sessions record. */
export function analyticsLimit(config: Config): RateLimitOptions | false {
  const max = config.rateLimit.analyticsPerMin;
  return max > 0 ? { max, timeWindow: MINUTE_MS, groupId: 'analytics' } : false;
}

/**
 * Promo code look-ups (issue 26: 301 guesses in a second were answered): per client address, or per
 * `key` (the signed-in look-up counts per player, `key` resolving the player's id).
 */
export function promoLookupLimit(
  config: Config,
  key?: (req: FastifyRequest) => Promise<string>,
): RateLimitOptions | false {
  const max = config.rateLimit.promoLookupPerMin;
  if (max === 0) return false;
  return {
    max,
    timeWindow: MINUTE_MS,
    groupId: key ? 'promo-user' : 'promo-guest',
    ...(key ? { keyGenerator: key } : {}),
  };
}

/** Per client address: a provider's notifications, each of which may cost one call to the provider. */
export function paymentNotifyLimit(config: Config): RateLimitOptions | false {
  const max = config.rateLimit.paymentNotifyPerMin;
  return max > 0 ? { max, timeWindow: MINUTE_MS, groupId: 'payment-notify' } : false;
}
