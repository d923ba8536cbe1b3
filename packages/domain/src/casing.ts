/**
 * snake_case on the wire, camelCase in the web client (spec 000 §7 "All request bodies are converted").
 */
import type { CamelCasedPropertiesDeep, SnakeCasedPropertiesDeep } from 'type-fest';

export type Camel<T> = CamelCasedPropertiesDeep<T>;
export type Snake<T> = SnakeCasedPropertiesDeep<T>;

const toCamel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const toSnake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function mapKeys(value: unknown, key: (k: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, key));
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[key(k)] = mapKeys(v, key);
    return out;
  }
  return value;
}

/** Deeply renames object keys snake_case → camelCase. */
export function camelize<T>(value: T): Camel<T> {
  return mapKeys(value, toCamel) as Camel<T>;
}

/** Deeply renames object keys camelCase → snake_case. */
export function snakify<T>(value: T): Snake<T> {
  return mapKeys(value, toSnake) as Snake<T>;
}
