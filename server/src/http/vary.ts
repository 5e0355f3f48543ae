import type { FastifyReply } from 'fastify';

/**
 * Adds request headers to the reply's Vary, keeping what is there: CORS names Origin in it
 * (onRequest) before a route or a cache adds Accept-Encoding, and overwriting it would let a
 * shared cache give one origin's reply to another.
 */
export function addVary(reply: FastifyReply, ...names: string[]): FastifyReply {
  const current = reply.getHeader('vary');
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (listed.includes('*')) return reply;
  const lower = new Set(listed.map((name) => name.toLowerCase()));
  const added = names.filter((name) => !lower.has(name.toLowerCase()));
  return added.length ? reply.header('vary', [...listed, ...added].join(', ')) : reply;
}
