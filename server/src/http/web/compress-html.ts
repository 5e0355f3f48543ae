import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../vary';

/** A page drawn on the server, with its compressed bodies once made (kept pages reuse them). */
export interface HtmlPage {
  html: string;
  encoded: { br?: Buffer; gzip?: Buffer };
}

export const htmlPage = (html: string): HtmlPage => ({ html, encoded: {} });

/**
 * Sends a drawn page compressed as the browser accepts (brotli at a quality that takes a
 * millisecond or two for a screen, else gzip), each encoding made once per page. The app's
 * files are precompressed at build time; these pages cannot be.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  addVary(reply.type('text/html; charset=utf-8'), 'accept-encoding', 'cookie');
  if (/\bbr\b/.test(accepted)) {
    page.encoded.br ??= zlib.brotliCompressSync(page.html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return reply.header('content-encoding', 'br').send(page.encoded.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    page.encoded.gzip ??= zlib.gzipSync(page.html, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(page.encoded.gzip);
  }
  return reply.send(page.html);
}
