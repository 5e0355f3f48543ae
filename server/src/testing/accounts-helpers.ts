import { envelope, ErrorEnvelope, User } from '@spesa/contracts';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './index';
import { SESSION_COOKIE } from '../modules/accounts/session-cookie';

export const UserAnswer = envelope(User);

export function basicAuth(email: string, password: string): string {
  return `Basic ${Buffer.from(`${email}:${password}`, 'utf8').toString('base64')}`;
}

export interface CallOptions {
  cookie?: string;
  address?: string;
}

/** GET /cli/profiles/login with Basic credentials. */
export function login(t: TestApp, email: string, password: string, opts: CallOptions = {}) {
  return t.app.inject({
    method: 'GET',
    url: '/cli/profiles/login',
    headers: {
      authorization: basicAuth(email, password),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    remoteAddress: opts.address,
  });
}

/** GET /cli/profiles/login without credentials: the session check. */
export function sessionCheck(t: TestApp, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/cli/profiles/login',
    headers: cookie ? { cookie } : {},
  });
}

export function send(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  body?: object,
  opts: CallOptions = {},
) {
  return t.app.inject({
    method,
    url,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    remoteAddress: opts.address,
    ...(body ? { payload: body } : {}),
  });
}

/** The session cookie a response sets, as a Cookie header value. */
export function sessionCookieOf(res: Response): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  expect(cookie?.value, 'session cookie').toBeTruthy();
  return `${SESSION_COOKIE}=${cookie?.value}`;
}

/** An error envelope with the given HTTP status and response code. */
export function expectError(res: Response, status: number, code: number): ErrorEnvelope {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorEnvelope.parse(res.json());
  expect(body.responseCode).toBe(code);
  return body;
}

export function expectUser(res: Response): User {
  expect(res.statusCode, res.body).toBe(200);
  const body = UserAnswer.parse(res.json());
  expect(body.responseCode).toBe(0);
  return body.data;
}
