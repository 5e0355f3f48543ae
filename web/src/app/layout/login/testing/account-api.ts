import type { WebConfiguration } from '@spesa/contracts';
import { vi } from 'vitest';
import { defaultWebConfiguration } from '@/shared/config/web-configuration';

export { makeUser } from '@/shared/api/testing/user-fixture';

export interface Reply {
  status?: number;
  body: unknown;
}

export interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

export function ok(data: unknown = null): Reply {
  return { body: { responseCode: 0, data } };
}

export function fail(status: number, responseCode: number, message?: string): Reply {
  return { status, body: { responseCode, message, data: null } };
}

/**
 * Answers fetch from a table of 'METHOD /path' routes (query strings ignored), with the
 * configuration and categories the shell always asks for. Anything else is a 404 envelope.
 */
export function stubAccountApi(
  routes: Record<string, Route> = {},
  features: Partial<WebConfiguration['features']> = {},
) {
  const configuration: WebConfiguration = {
    ...defaultWebConfiguration,
    features: { ...defaultWebConfiguration.features, ...features },
  };
  const table: Record<string, Route> = {
    'GET /cli/configuration/web': ok(configuration),
    'GET /cli/categories': ok([]),
    ...routes,
  };
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: Call = {
      method,
      path: url.pathname,
      headers: new Headers(init?.headers),
      body: text === undefined ? undefined : JSON.parse(text),
    };
    calls.push(call);
    const route = table[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? await route(call) : (route ?? fail(404, 404));
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);
  return { fetchMock, calls, callsTo };
}
