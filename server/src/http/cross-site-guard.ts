import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a browser says the request comes from: `Origin`, else the `Referer`'s origin. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

function isOwnOrigin(claimed: string, request: FastifyRequest, config: Config): boolean {
  if (config.corsOrigins.includes(claimed)) return true;
  if (config.publicOriginSet) return claimed === config.publicOrigin;
  // No PUBLIC_ORIGIN (the dev default; mailed links then use the listen address): the shop is
  // wherever the request arrived, e.g. http://127.0.0.1:8080 as well as http://localhost:8080. The scheme
  // is left out because behind a TLS proxy without TRUST_PROXY the server sees http.
  try {
    const url = new URL(claimed);
    return url.host === new URL(`${url.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

/**
 * Cross-site request forgery, beyond SameSite=Lax: a state-changing request whose `Origin` (or
 * `Referer`) names another site is refused before its body is read. A browser always sends
 * `Origin` on a cross-site POST, so a forged form or fetch cannot pass; a request with neither
 * header comes from no browser page (curl, a server, a future bearer-token client), carries
 * no ambient cookie an attacker could borrow, and stays allowed.
 */
export function guardCrossSiteWrites(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const claimed = claimedOrigin(request);
    if (claimed === undefined || isOwnOrigin(claimed, request, config)) return;
    throw new AppError('CROSS_SITE_REQUEST');
  });
}
