/**
 * What a route declares beside its schemas (issue 47 "routes declare"): `config.auth` — whether it needs the
 * bearer session (`required`: the auth hook answers 401 `authentication` before anything else; `optional`: it reads
 * the session when there is one; `none` or absent: it never reads it) — and `config.errors`, error answers of its
 * own beyond the ones its handler throws. The OpenAPI document reads both (openapi-operation.ts); the auth hook
 * (auth-hook.ts) acts on `auth`, and in tests refuses a route that reads the session without declaring it.
 */
import type { ErrorKey } from '@cases/domain/errors';

export type Auth = 'required' | 'optional' | 'none';
/** An error the operation can answer: HTTP status and the envelope's `data.code`. */
export type ErrorAnswer = readonly [status: number, code: ErrorKey];

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: Auth;
    /** The 401 key a call without any session token gets from the auth hook; default `authentication`. */
    signedOut?: ErrorKey;
    errors?: readonly ErrorAnswer[];
  }
}
