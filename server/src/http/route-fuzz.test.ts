import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  insertTestStaff,
  insertTestUser,
  sessionCookieFor,
  staffCookieFor,
  type TestApp,
} from '../testing';
import {
  candidatesFor,
  everyField,
  deepArrays,
  deepObjects,
  DEEP_MARK,
  fieldsOf,
  FUZZ_DEEP_BODIES,
  FUZZ_JSON,
  FUZZ_TEXT,
  setPath,
  withDeepValue,
  type Answer,
} from '../testing/route-fuzz';

type Json = Record<string, unknown>;
interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: Json;
  /** A body already written as JSON text. */
  raw?: string;
}

let t: TestApp;
let barcode: string;
const findings: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.db.db.execute<{ barcode: string }>(
    sql`select barcode from products order by id limit 1`,
  );
  barcode = rows.rows[0]!.barcode;
});
afterAll(() => t.close());

const PARAM_VALUES: Record<string, string> = { mode: 'IN_STORE', file: 'x.svg' };

/** A valid-looking value for a path parameter, so that the fuzzed one is the only bad one. */
const paramBaseline = (name: string) =>
  name === 'barcode' ? barcode : (PARAM_VALUES[name] ?? '1');

function queryString(entries: [string, unknown][]): string {
  return entries
    .flatMap(([k, v]) => [v].flat().map((x) => `${k}=${encodeURIComponent(String(x))}`))
    .join('&');
}

/** A body (or query) that passes validation as far as the route's error list lets us find one. */
async function baseline(send: (value: Json) => Promise<Answer>, fields: string[]): Promise<Json> {
  const tried = new Map<string, number>();
  let value: Json = {};
  for (const field of fields) value = setPath(value, field, candidatesFor(field, barcode)[0]);
  for (let round = 0; round < 12; round++) {
    const failing = fieldsOf(await send(value));
    const open = failing.filter((f) => (tried.get(f) ?? 0) < candidatesFor(f, barcode).length - 1);
    if (open.length === 0) break;
    for (const f of open) {
      const next = (tried.get(f) ?? 0) + 1;
      tried.set(f, next);
      value = setPath(value, f, candidatesFor(f, barcode)[next]);
    }
  }
  return value;
}

/** No 5xx, and a refusal is the `{responseCode, …}` envelope (or one of the HTML pages). */
function check(route: string, what: string, answer: Answer): void {
  let fine = answer.status < 500;
  if (fine && answer.status >= 400 && answer.type.includes('json')) {
    fine = typeof (JSON.parse(answer.body) as { responseCode?: unknown }).responseCode === 'number';
  } else if (fine && answer.status >= 400) fine = answer.type.includes('text/html');
  if (!fine) findings.push(`${route} ${what} → ${answer.status} ${answer.body.slice(0, 120)}`);
}

async function fuzzRoute(method: string, url: string): Promise<void> {
  const user = await insertTestUser(t.db.db);
  const staff = await insertTestStaff(t.db.db, { role: 'ADMIN' });
  const cookie = `${await sessionCookieFor(t.db.db, user.id)}; ${await staffCookieFor(t.db.db, staff.id)}`;
  const paramNames = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const baseParams = Object.fromEntries(paramNames.map((n) => [n, paramBaseline(n)]));
  const hasBody = method !== 'GET';
  const send = async (call: Call): Promise<Answer> => {
    const params = { ...baseParams, ...call.params };
    const path = url.replace(/:(\w+)/g, (_m, n: string) => params[n] ?? '1');
    const res = await t.app.inject({
      method: method as 'GET',
      url: `${path}${call.query ? `?${call.query}` : ''}`,
      headers: { cookie, ...(call.raw ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { payload: call.raw ?? call.body ?? {} } : {}),
    });
    return { status: res.statusCode, body: res.body, type: String(res.headers['content-type']) };
  };
  const route = `${method} ${url}`;
  for (const name of paramNames) {
    for (const bad of FUZZ_TEXT)
      check(route, `:${name}=${bad.slice(0, 12)}`, await send({ params: { [name]: bad } }));
  }
  // Query: every known name twice (an array) makes the route's schema list the fields it reads.
  const twice = Object.keys(everyField(0)).map((k) => [k, ['~', '~']] as [string, unknown]);
  const queryFields = fieldsOf(await send({ query: queryString(twice) }));
  const toQuery = (v: Json) =>
    queryString(Object.entries(v).filter(([, x]) => typeof x !== 'object'));
  const baseQuery = await baseline((v) => send({ query: toQuery(v) }), queryFields);
  for (const field of queryFields) {
    for (const bad of FUZZ_TEXT) {
      const query = `${toQuery({ ...baseQuery, [field]: 'x' })}`.replace(
        `${field}=x`,
        `${field}=${bad}`,
      );
      check(route, `?${field}=${bad.slice(0, 12)}`, await send({ query }));
    }
  }
  if (!hasBody) return;
  // Deep nesting, as the whole body: JSON.parse and every check after it must cope.
  for (const raw of FUZZ_DEEP_BODIES) {
    check(route, `body nested, ${raw.length} chars`, await send({ raw }));
  }
  const bodyFields = fieldsOf(await send({ body: everyField({}) }));
  const baseBody = await baseline((body) => send({ body }), bodyFields);
  for (const field of bodyFields) {
    for (const bad of FUZZ_JSON) {
      const what = `body ${field}=${JSON.stringify(bad)?.slice(0, 12)}`;
      check(route, what, await send({ body: setPath(baseBody, field, bad) }));
    }
    const raw = withDeepValue(setPath(baseBody, field, DEEP_MARK));
    check(route, `body ${field} nested 5,000 deep`, await send({ raw }));
  }
}

describe('every route answers hostile input without a 5xx', () => {
  it('fuzzes path parameters, query fields and body fields of every route', async () => {
    const routes = t.routes.filter((r) => !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(80);
    // Four workers take routes from one queue: each route has its own customer and staff
    // member, so they cannot collide, and a slow one (a login's password hashing) blocks no other.
    const queue = [...routes];
    const worker = async () => {
      for (let r = queue.shift(); r; r = queue.shift()) await fuzzRoute(r.method, r.url);
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(findings).toEqual([]);
  }, 600_000);
});

describe('the refusals name the field', () => {
  it('answers an id beyond PostgreSQL integer with 400 naming the field', async () => {
    const user = await insertTestUser(t.db.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/cli/ecommerce/cart/review',
      headers: { cookie: await sessionCookieFor(t.db.db, user.id) },
      payload: { cartId: 2 ** 31 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      responseCode: 400,
      errors: [{ field: 'cartId', message: 'Identificativo non valido' }],
    });
    const path = await t.app.inject({
      method: 'GET',
      url: '/cli/slists/2147483648',
      headers: { cookie: await sessionCookieFor(t.db.db, user.id) },
    });
    expect(path.statusCode).toBe(400);
  });

  it('answers JSON nested deeper than 64 levels with a 400 saying so', async () => {
    const user = await insertTestUser(t.db.db);
    const cookie = await sessionCookieFor(t.db.db, user.id);
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/cli/ecommerce/cart/review',
        headers: { cookie, 'content-type': 'application/json' },
        payload,
      });
    for (const payload of [
      `{"cartId":${deepArrays(5_000)}}`,
      deepObjects(65),
      deepArrays(100_000),
    ]) {
      const res = await send(payload);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json()).toMatchObject({
        responseCode: 400,
        message: expect.stringContaining('annidat') as unknown,
      });
    }
    // 64 levels are still read (and refused by the route's schema, not for their depth).
    const fine = await send(deepObjects(64));
    expect(fine.body).not.toContain('annidat');
  });

  it('answers a NUL in any text with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/cli/addresses/counties?nationId=IT&q=a%00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      responseCode: 400,
      errors: [{ field: 'q', message: 'Carattere non ammesso' }],
    });
  });
});
