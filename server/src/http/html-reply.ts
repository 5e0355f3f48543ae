import type { FastifyReply } from 'fastify';

export interface HtmlReplyOptions {
  status?: number;
  /** Each server-rendered page states what it may load: these pages run no script of ours. */
  contentSecurityPolicy: string;
  headers?: Record<string, string>;
}

/** A server-rendered page that is never cached (it shows one person's mail or card form). */
export function sendHtml(reply: FastifyReply, html: string, options: HtmlReplyOptions) {
  reply
    .status(options.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', options.contentSecurityPolicy);
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  return reply.send(html);
}
