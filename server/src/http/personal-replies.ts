import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request's session or token is read: its reply is about one person. */
    personal: boolean;
  }
}

const PRIVATE = 'private, no-store';

/** Called wherever a session cookie (a customer's or the staff's) or a token is read. */
export function markPersonal(request: FastifyRequest): void {
  request.personal = true;
}

/**
 * The one place personal replies get their Cache-Control: a request that read a session,
 * whatever its route and outcome (a 401 included), is answered `private, no-store`, so that
 * neither a shared cache nor the browser keeps one person's data. Public catalogue routes
 * never read a session and keep their own caching (the guest cache's headers).
 */
export function registerPersonalReplies(app: FastifyInstance): void {
  app.decorateRequest('personal', false);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.personal) reply.header('cache-control', PRIVATE);
    return payload;
  });
}
