import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorCatalogue } from '@spesa/contracts';
import { errorEnvelope } from './error-handler';

/**
 * Fastify's router refuses a malformed path (`%FF`) or an over-long path parameter before any
 * route, hook or error handler runs; this gives those refusals the API's envelope too (as the
 * error handler does for Fastify's other client errors: the HTTP status is the response code).
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = `${errorCatalogue.BAD_REQUEST.message} (${error.message})`;
  void reply.status(status).send(errorEnvelope(status, message, null));
}
