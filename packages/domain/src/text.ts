/**
 * The one rule for text coming over the wire (issue 8 "Input that must never be a 500"): no NUL
 * character and no lone UTF-16 surrogate, neither of which PostgreSQL can store. The server refuses such
 * text anywhere in a request's path, query or body with 400 `invalid_text`; the web checks typed text
 * with the same rule.
 */
import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- NUL is exactly what this rule refuses
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `s` holds no NUL and no lone surrogate. */
export const isSafeText = (s: string): boolean => !UNSAFE.test(s);

/**
 * The first unsafe string found in `value` (any depth of objects and arrays, keys included), as a path
 * like `body.events.0.path`, or null when everything is safe. Stops after `maxNodes` values.
 */
export function findUnsafeText(value: unknown, at = '', maxNodes = 10_000): string | null {
  const stack: [unknown, string][] = [[value, at]];
  for (let seen = 0; stack.length > 0 && seen < maxNodes; seen += 1) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return path || '/';
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => stack.push([x, `${path}.${i}`]));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (!isSafeText(k)) return `${path}.<key>`;
        stack.push([x, `${path}.${k}`]);
      }
    }
  }
  return null;
}

/** A wire string of at most `max` characters that passes the rule. */
export const safeText = (max: number) =>
  z.string().max(max).refine(isSafeText, 'contains a NUL character or a lone surrogate');
