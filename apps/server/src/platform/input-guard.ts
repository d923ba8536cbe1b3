/**
 * The edge rule for text (issue 8 "Input that must never be a 500"): every request's path parameters,
 * query and body are checked with the shared rule of `packages/domain/src/text.ts` before any handler
 * runs; a NUL character or a lone UTF-16 surrogate anywhere → 400 `invalid_text`, nothing written.
 */
import { findUnsafeText } from '@cases/domain/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    const where =
      findUnsafeText(req.params, 'params') ??
      findUnsafeText(req.query, 'query') ??
      findUnsafeText(req.body, 'body');
    done(where ? new AppError(400, 'invalid_text', `Invalid text in ${where}`) : undefined);
  });
}
