import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a page drawn per request compressed as the browser accepts (brotli at a quality that
 * takes about a millisecond for a screen, else gzip). The app's files are precompressed at
 * build time; these pages cannot be.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
  if (/\bbr\b/.test(accepted)) {
    const body = zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}
