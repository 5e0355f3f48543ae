import type { ServerProcess } from '../testing/server-process';

export interface Envelope<T = unknown> {
  responseCode: number;
  data: T;
  message?: string;
}

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

interface CallOptions {
  cookie?: string;
  body?: string | object;
  type?: string;
}

/**
 * Requests to the app processes in turn, as a load balancer sends them: a process that does
 * not answer (killed) is skipped and the request goes to the next one. Only a request that
 * never reached a process is sent again, so a write is never made twice by the client.
 */
export function clusterClient(processes: ServerProcess[]) {
  let turn = 0;
  const dead = new Set<ServerProcess>();
  async function send(
    method: 'GET' | 'POST',
    url: string,
    opts: CallOptions,
    redirect: 'follow' | 'manual',
  ): Promise<Response> {
    for (let tries = 0; tries < processes.length * 2; tries++) {
      const target = processes[turn++ % processes.length]!;
      if (dead.has(target)) continue;
      const headers: Record<string, string> = {};
      if (opts.cookie) headers.cookie = opts.cookie;
      if (opts.body !== undefined) headers['content-type'] = opts.type ?? 'application/json';
      try {
        return await fetch(`${target.url}${url}`, {
          method,
          headers,
          redirect,
          body: typeof opts.body === 'object' ? JSON.stringify(opts.body) : opts.body,
        });
      } catch (err) {
        // Refused before it was sent: another process takes it. Cut mid-request: the
        // caller learns it (the write may or may not have been made).
        const cause = (err as { cause?: { code?: string } }).cause?.code;
        if (cause !== 'ECONNREFUSED') throw err;
        dead.add(target);
      }
    }
    throw new Error(`no process answered ${method} ${url}`);
  }
  return {
    dead,
    /** The live process the next request goes to (the test's own bookkeeping). */
    next(): ServerProcess | undefined {
      for (let i = 0; i < processes.length; i++) {
        const p = processes[(turn + i) % processes.length]!;
        if (!dead.has(p)) return p;
      }
      return undefined;
    },
    async call<T>(method: 'GET' | 'POST', url: string, opts: CallOptions = {}): Promise<Reply<T>> {
      const res = await send(method, url, opts, 'follow');
      return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
    },
    /** A browser navigation that answers a redirect: its status and where it points. */
    async navigate(method: 'GET' | 'POST', url: string, opts: CallOptions = {}) {
      const res = await send(method, url, opts, 'manual');
      await res.body?.cancel();
      return { status: res.status, location: res.headers.get('location') ?? '' };
    },
  };
}
