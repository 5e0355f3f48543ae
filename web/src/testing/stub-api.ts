import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  body: unknown;
}

export interface StubCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

type StubRoute = StubReply | ((call: StubCall) => StubReply);

/** A success envelope; `extra` carries paging fields such as totalPages. */
export function okReply(data: unknown = null, extra: Record<string, unknown> = {}): StubReply {
  return { body: { responseCode: 0, data, ...extra } };
}

/**
 * An envelope with another code, with HTTP 200 as the server answers every business outcome
 * (issue 26); a transport error (401, 403, 429...) passes its own status.
 */
export function codeReply(responseCode: number, data: unknown = null, status = 200): StubReply {
  return { status, body: { responseCode, data } };
}

/**
 * Answers fetch from a table of 'METHOD /path' routes (the query string is passed to route
 * functions, not matched). Anything else is a 404 envelope. Returns the calls made.
 */
export function stubApi(routes: Record<string, StubRoute>) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: StubCall = {
      method,
      url,
      body: text === undefined ? undefined : JSON.parse(text),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(call) : (route ?? codeReply(404, null, 404));
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.url.pathname}` === key);
  return { calls, callsTo };
}
