/**
 * Security headers on every answer (issue 8 "Headers") through @fastify/helmet: a Content-Security-Policy
 * the app passes with no console error (scripts, styles, pictures, sockets only from the site itself),
 * no framing (`frame-ancestors 'none'` and X-Frame-Options DENY), no MIME sniffing, a strict referrer
 * policy, and HSTS when PUBLIC_URL is https. A page with an inline style of its own (the sandbox
 * provider's page) sends a narrower policy with that style's hash: `inlineStylePolicy`.
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { Config } from '../config.ts';
import type { App } from './types.ts';

/**
 * The directives every page gets (helmet's form); `reportTo` is the error-reporting service's origin the web
 * app may send to (SENTRY_DSN's, issue 31), when one is configured.
 */
export function cspDirectives(https: boolean, reportTo?: string): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': reportTo ? ["'self'", reportTo] : ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src-attr': ["'none'"],
    'upgrade-insecure-requests': https ? [] : null,
  };
}

export async function registerSecurityHeaders(app: App, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  const dsn = config.ops.errorReporting?.dsn;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(https, dsn ? new URL(dsn).origin : undefined),
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/** The page policy with `style-src` widened to exactly this inline `<style>` body (by its SHA-256). */
export function inlineStylePolicy(css: string): string {
  const hash = createHash('sha256').update(css).digest('base64');
  const directives = { ...cspDirectives(false), 'style-src': ["'self'", `'sha256-${hash}'`] };
  return Object.entries(directives)
    .filter((e): e is [string, string[]] => e[1] !== null)
    .map(([k, v]) => [k, ...v].join(' '))
    .join('; ');
}
