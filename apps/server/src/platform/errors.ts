/**
 * Error keys on the wire: `{ success: false, data: { code, message } }` with an HTTP status
 * (ARCHITECTURE "Wire contract", spec 000 §8). Bad input is a 400, never a 500.
 */
import type { ErrorKey } from '@cases/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure a caller can act on; thrown by services, turned into the error body by the handler below. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorKey,
    message?: string,
  ) {
    super(message ?? code);
  }
}

export const notFound = (code: ErrorKey = 'dataNotFound', message?: string) =>
  new AppError(404, code, message);
export const badRequest = (code: ErrorKey = 'dataNotFound', message?: string) =>
  new AppError(400, code, message);

/** The wire's error body. */
export const errorBody = (code: string, message: string) => ({
  success: false as const,
  data: { code, message },
});

/** Installs the API's error handler (the not-found handler is in web.ts). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError)
      return reply.status(err.status).send(errorBody(err.code, err.message));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const detail = err.validation.map((v) => `${v.instancePath || '/'} ${v.message}`).join('; ');
      return reply.status(400).send(errorBody('dataNotFound', `Invalid request: ${detail}`));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 401 ? 'authentication' : 'dataNotFound';
      return reply.status(status === 415 ? 400 : status).send(errorBody(code, err.message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('unpredicted', 'Internal error'));
  });
}
