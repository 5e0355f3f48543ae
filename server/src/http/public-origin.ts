import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Where links in mails point: PUBLIC_ORIGIN, else the origin the request came to. */
export function publicOrigin(request: FastifyRequest, config: Config): string {
  if (config.publicOrigin) return config.publicOrigin;
  return `${request.protocol}://${request.host}`;
}
