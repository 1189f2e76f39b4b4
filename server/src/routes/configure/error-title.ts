import type { FastifyInstance } from 'fastify';
import { AppError, RateLimitError } from '../../http/errors.js';

/**
 * Creation answers carry `error_title` beside the usual error body: the client's failure toast
 * shows it (docs/errors.md#creation-and-uploads). Other errors go on to the application's handler.
 */
export function answerWithErrorTitle(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AppError) {
      // A refusal for going too fast still says when to try again, as every other 429 does.
      if (error instanceof RateLimitError && error.retryAfterSeconds !== undefined)
        reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({ ...error.toBody(), error_title: error.message });
    }
    throw error;
  });
}
