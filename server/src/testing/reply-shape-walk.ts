import { expect } from 'vitest';
import { newCustomer, setUpCartTest, type CartTest, type Customer } from './cart-setup';
import { shapeErrors, type ShapeContext } from './reply-shape';
import { insertTestStaff, staffCookieFor } from './staff';

/*
 * The walk of issue 26.4, shared by the read and the write halves: calls a documented route,
 * expects a success (HTTP 200, code 0) and checks the reply against the JSON schema the
 * OpenAPI document gives its success.
 */
export type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
export interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

export interface CallOptions {
  query?: string;
  /** A JSON body, or `csv`: a text/csv one. */
  body?: object;
  csv?: string;
  /** A photo's bytes, sent as image/jpeg (issue 31). */
  image?: Buffer;
  as?: 'customer' | 'staff' | 'guest';
  /** Another session's Cookie header (a second customer, a staff login), over `as`. */
  cookie?: string;
}

/**
 * The writes the read half walks too, as it needs them to reach its reads: the write half
 * counts them as walked, and the read half checks that it walks exactly these.
 */
export const WALKED_WITH_THE_READS = [
  'POST /cli/profiles/addresses',
  'POST /cli/profiles/billing/addresses',
  'POST /cli/ecommerce/cart/open',
  'POST /cli/ecommerce/cart/store',
  'POST /cli/ecommerce/cart/review',
  'POST /cli/ecommerce/cart/freeze/check',
  'POST /cli/ecommerce/cart/freeze',
  'POST /cli/ecommerce/cart/abort',
  'POST /cli/slists/create',
  'POST /cli/slists/items/create',
  'POST /cli/slists/products/favorite/add',
  'POST /cli/slists/cart',
  'POST /cli/staff/search/synonyms',
];

export interface Walk {
  s: CartTest;
  c: Customer;
  staffCookie: string;
  doc: Document;
  /** Every departure from a documented shape, as 'METHOD /template $.path: what'. */
  findings: string[];
  /** 'METHOD /template' of every route walked. */
  checked: Set<string>;
  /** `/cli/ecommerce/orders/7/fetch` checked as the template `/cli/ecommerce/orders/{id}/fetch`. */
  call(
    method: string,
    template: string,
    values?: Record<string, string>,
    options?: CallOptions,
  ): Promise<Json>;
}

export const dataOf = (body: Json) => body.data as Json;

/** HTTP 200 is a success or a business refusal (issue 26): the success branch of its schema. */
export function successOf(schema: Json): Json {
  const branches = schema.anyOf as Json[] | undefined;
  const success = branches?.filter((b) => b.$ref !== '#/components/schemas/ErrorEnvelope');
  if (branches && success?.length !== 1) throw new Error('no single success branch');
  return success?.[0] ?? schema;
}

/** Every operation whose success is the JSON envelope, as 'METHOD /template'. */
export function documentedJsonOperations(doc: Document): string[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => {
      const schema = op.responses['200']?.content?.['application/json']?.schema;
      // The document itself answers a bare object, not the envelope.
      return schema && path !== '/cli/openapi.json' ? [`${method.toUpperCase()} ${path}`] : [];
    }),
  );
}

export async function startWalk(): Promise<Walk> {
  const s = await setUpCartTest();
  const c = await newCustomer(s.t);
  const admin = await insertTestStaff(s.t.db.db, { role: 'ADMIN' });
  const staffCookie = await staffCookieFor(s.t.db.db, admin.id);
  const doc = (await s.t.app.inject({ method: 'GET', url: '/cli/openapi.json' })).json<Document>();
  const walk: Walk = {
    s,
    c,
    staffCookie,
    doc,
    findings: [],
    checked: new Set(),
    async call(method, template, values = {}, options = {}) {
      const url = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const value = values[name];
        if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
        return encodeURIComponent(value);
      });
      const cookie =
        options.cookie ??
        { customer: c.cookie, staff: staffCookie, guest: undefined }[options.as ?? 'customer'];
      const payload = options.csv ?? options.image ?? options.body;
      const res = await s.t.app.inject({
        method: method as 'GET',
        url: options.query ? `${url}?${options.query}` : url,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(options.csv !== undefined ? { 'content-type': 'text/csv; charset=utf-8' } : {}),
          ...(options.image !== undefined ? { 'content-type': 'image/jpeg' } : {}),
        },
        ...(payload !== undefined ? { payload } : {}),
      });
      const route = `${method} ${template}`;
      expect(res.statusCode, `${route} ${res.body.slice(0, 300)}`).toBe(200);
      const body = res.json<Json>();
      expect(body.responseCode, `${route} ${res.body.slice(0, 300)}`).toBe(0);
      const documented =
        doc.paths[template]?.[method.toLowerCase()]?.responses['200']?.content?.['application/json']
          ?.schema;
      if (!documented) throw new Error(`${route} is not documented with a JSON reply`);
      // A success (code 0) is checked against the success branch alone, never the error envelope.
      const ctx: ShapeContext = { components: doc.components.schemas };
      walk.findings.push(
        ...shapeErrors(body, successOf(documented), ctx).map((e) => `${route} ${e}`),
      );
      walk.checked.add(route);
      return body;
    },
  };
  return walk;
}
