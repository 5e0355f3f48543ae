import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestStaff, staffCookieFor } from '../../testing';
import { shapeErrors, type ShapeContext } from '../../testing/reply-shape';
import {
  FIXTURE,
  newCustomer,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../cart/cart-test-setup';
import { freezeBody, testSlot } from '../orders/orders-test-helpers';

/*
 * Issue 26.4: every documented reply, as the server really answers it, against the JSON
 * schema the OpenAPI document gives it. A number where the contract says string (or the
 * reverse), a missing field or one the contract does not name fails, whatever the route.
 */
type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

let s: CartTest;
let c: Customer;
let staffCookie: string;
let doc: Document;
const findings: string[] = [];
const checked = new Set<string>();

/** `/cli/ecommerce/orders/7/fetch` checked as the template `/cli/ecommerce/orders/{id}/fetch`. */
async function call(
  method: string,
  template: string,
  values: Record<string, string> = {},
  options: { query?: string; body?: object; as?: 'customer' | 'staff' | 'guest' } = {},
): Promise<Json> {
  const url = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
  const cookie = { customer: c.cookie, staff: staffCookie, guest: undefined }[
    options.as ?? 'customer'
  ];
  const res = await s.t.app.inject({
    method: method as 'GET',
    url: options.query ? `${url}?${options.query}` : url,
    headers: cookie ? { cookie } : {},
    ...(options.body ? { payload: options.body } : {}),
  });
  const route = `${method} ${template}`;
  expect(res.statusCode, `${route} ${res.body.slice(0, 300)}`).toBe(200);
  const body = res.json<Json>();
  expect(body.responseCode, route).toBe(0);
  const documented =
    doc.paths[template]?.[method.toLowerCase()]?.responses['200']?.content?.['application/json']
      ?.schema;
  if (!documented) throw new Error(`${route} is not documented with a JSON reply`);
  // A success (code 0) is checked against the success branch alone, never the error envelope.
  const schema = successOf(documented);
  const ctx: ShapeContext = { components: doc.components.schemas };
  findings.push(...shapeErrors(body, schema, ctx).map((e) => `${route} ${e}`));
  checked.add(route);
  return body;
}

const dataOf = (body: Json) => body.data as Json;

/** HTTP 200 is a success or a business refusal (issue 26): the success branch of its schema. */
function successOf(schema: Json): Json {
  const branches = schema.anyOf as Json[] | undefined;
  const success = branches?.filter((b) => b.$ref !== '#/components/schemas/ErrorEnvelope');
  if (branches && success?.length !== 1) throw new Error('no single success branch');
  return success?.[0] ?? schema;
}

beforeAll(async () => {
  s = await setUpCartTest();
  c = await newCustomer(s.t);
  const admin = await insertTestStaff(s.t.db.db, { role: 'ADMIN' });
  staffCookie = await staffCookieFor(s.t.db.db, admin.id);
  doc = (await s.t.app.inject({ method: 'GET', url: '/cli/openapi.json' })).json<Document>();
});
afterAll(() => s?.t.close());

/** Every GET route whose success is the JSON envelope, as the document lists them. */
function documentedJsonGets(): string[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) => {
    const content = ops.get?.responses['200']?.content ?? {};
    const schema = content['application/json']?.schema;
    // The document itself answers a bare object, not the envelope.
    return schema && path !== '/cli/openapi.json' ? [`GET ${path}`] : [];
  });
}

describe('every documented reply has the field names and JSON types of its contract', () => {
  it('walks the shop, the customer area and the staff area with the demo data', async () => {
    const store = String(s.mazzini);
    const { caffe, mozzarella } = FIXTURE.barcodes;

    // What a customer does, each answer checked: addresses, a cart with a line, a list, an order.
    await call(
      'POST',
      '/cli/profiles/addresses',
      {},
      {
        body: {
          address: 'Via Rizzoli',
          streetNumber: '2',
          city: 'Bologna',
          cityId: '037006',
          countyId: '037',
          zip: '40125',
        },
      },
    );
    const billing = await call(
      'POST',
      '/cli/profiles/billing/addresses',
      {},
      {
        body: {
          vatCode: '01234567897',
          companyName: 'Forno Rossi srl',
          phone: '051234567',
          address: 'Via Roma',
          streetNumber: '1',
          zip: '40121',
          city: 'Bologna',
          county: 'BO',
        },
      },
    );
    expect((billing.data as Json[]).length).toBe(1);
    const opened = await call(
      'POST',
      '/cli/ecommerce/cart/open',
      {},
      {
        body: {
          storeId: store,
          deliveryMode: 'IN_STORE',
          addressId: '',
          terminalType: 'WEB',
          terminalId: 'shape',
        },
      },
    );
    const cartId = String((dataOf(opened).cart as Json).id);
    const line = { cartId, barcode: caffe, amount: 3, um: 'PZ', preview: false };
    await call('POST', '/cli/ecommerce/cart/store', {}, { body: line });
    await call('POST', '/cli/ecommerce/cart/review', {}, { body: { cartId, refresh: false } });
    await call(
      'POST',
      '/cli/ecommerce/cart/freeze/check',
      {},
      { body: { cartId, preview: false } },
    );
    const list = dataOf(await call('POST', '/cli/slists/create', {}, { body: { title: 'Forma' } }));
    const listId = String(list.id);
    await call(
      'POST',
      '/cli/slists/items/create',
      {},
      { body: { id: listId, barcode: mozzarella, amount: 2 } },
    );
    await call('POST', '/cli/slists/products/favorite/add', {}, { body: { barcode: caffe } });
    const days = dataOf(
      await call('GET', '/cli/ecommerce/slots/{cartId}/days', { cartId }),
    ) as unknown as Json[];
    const day = days.find((d) => d.available) ?? days[0]!;
    await call(
      'GET',
      '/cli/ecommerce/slots/{cartId}',
      { cartId },
      {
        query: `weekDay=${String(day.weekDay)}&date=${String(day.date)}`,
      },
    );
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const order = dataOf(
      await call(
        'POST',
        '/cli/ecommerce/cart/freeze',
        {},
        { body: freezeBody(cartId, String(slotId)) },
      ),
    );
    const orderId = String(order.id);
    // A second cart, current, so that the cart reads answer one.
    const again = await call(
      'POST',
      '/cli/ecommerce/cart/open',
      {},
      {
        body: {
          storeId: store,
          deliveryMode: 'IN_STORE',
          addressId: '',
          terminalType: 'WEB',
          terminalId: 'shape',
        },
      },
    );
    const current = String((dataOf(again).cart as Json).id);
    await call('POST', '/cli/slists/cart', {}, { body: { id: listId, cartId: current } });
    await call(
      'POST',
      '/cli/staff/search/synonyms',
      {},
      {
        as: 'staff',
        body: { term: 'cafe', synonyms: ['caffè'] },
      },
    );

    const gets: [string, Record<string, string>, string?, ('customer' | 'staff' | 'guest')?][] = [
      ['/cli/categories', {}],
      ['/cli/ecommerce/productsTags', {}],
      ['/cli/ecommerce/products', {}, 'q=caff&s=5'],
      ['/cli/ecommerce/products/{store}', { store }, 'q=caff&s=5'],
      ['/cli/ecommerce/products/{store}/suggestions', { store }, 'q=caff'],
      ['/cli/ecommerce/products/{store}/search-help', { store }, 'q=zzqqxx'],
      ['/cli/ecommerce/products/{store}/featured', { store }],
      ['/cli/ecommerce/products/barcode/{barcode}', { barcode: caffe }, `store=${store}`],
      ['/cli/ecommerce/products/barcode/{barcode}/info', { barcode: caffe }],
      ['/cli/cms/banners', {}, `category=WEB&storeId=${store}`],
      ['/cli/configuration/web', {}],
      ['/cli/ecommerce/deliveries', {}],
      ['/cli/ecommerce/thresholdFee', {}, `storeId=${store}&deliveryType=AT_HOME`],
      ['/cli/ecommerce/configuration/deliveryMode/{mode}', { mode: 'AT_HOME' }],
      ['/cli/stores/ecommerce', {}, 's=10&p=0'],
      ['/cli/stores/ecommerce/delivery', {}, 'delivery=AT_HOME&zipCode=40125'],
      ['/cli/stores/states', {}],
      [
        '/cli/ecommerce/stores/{storeId}/delivery/{mode}/slots/first/available',
        { storeId: store, mode: 'IN_STORE' },
        'tid=01',
      ],
      ['/cli/addresses/nations', {}, 'q=ita'],
      ['/cli/addresses/states', {}],
      ['/cli/addresses/counties', {}, 'nationId=IT&q=bo'],
      ['/cli/addresses/cities', {}, 'countyId=037&q=bol'],
      ['/cli/addresses/zipcodes', {}, 'cityId=037006'],
      ['/cli/addresses/streets', {}, 'cityName=Bologna&q=via'],
      ['/cli/addresses/zipcodescities', {}, 'q=bologna'],
      ['/cli/profiles/login', {}],
      ['/cli/profiles/addresses', {}],
      ['/cli/profiles/billing/addresses', {}],
      ['/cli/ecommerce/cart/current', {}],
      ['/cli/ecommerce/carts/open', {}],
      ['/cli/ecommerce/slots/first/available', {}],
      ['/cli/ecommerce/orders', {}, 's=5&p=0'],
      ['/cli/ecommerce/orders/{id}/fetch', { id: orderId }],
      ['/cli/pay/paymentmethod', {}],
      ['/cli/slists/products/favorite/all', {}],
      ['/cli/slists', {}],
      ['/cli/slists/{id}', { id: listId }],
      ['/cli/staff/session', {}, undefined, 'staff'],
      [
        '/cli/staff/stores/{storeId}/orders',
        { storeId: store },
        `date=${String(order.deliveryDate)}`,
        'staff',
      ],
      ['/cli/staff/orders/{id}', { id: orderId }, undefined, 'staff'],
      [
        '/cli/staff/stores/{storeId}/calendar/{mode}',
        { storeId: store, mode: 'IN_STORE' },
        undefined,
        'staff',
      ],
      ['/cli/staff/stores/{storeId}/banners', { storeId: store }, undefined, 'staff'],
      ['/cli/staff/stores/{storeId}/featured', { storeId: store }, undefined, 'staff'],
      ['/cli/staff/search/synonyms', {}, undefined, 'staff'],
      ['/cli/staff/search/misses', {}, 'days=30', 'staff'],
    ];
    for (const [path, values, query, as] of gets) {
      await call('GET', path, values, { ...(query ? { query } : {}), ...(as ? { as } : {}) });
    }
    await call('POST', '/cli/ecommerce/cart/abort', {}, { body: { orderId } });
    await call('POST', '/cli/ecommerce/cart/abort', {}, { body: { cartId: current } });

    expect(findings).toEqual([]);
    // Nothing documented is left out of the walk.
    expect(documentedJsonGets().filter((route) => !checked.has(route))).toEqual([]);
  }, 120_000);

  it('documents every identifier of a reply as a string, and order code as a number', () => {
    const wrong: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${where}[${i}]`));
      if (!node || typeof node !== 'object') return;
      const properties = (node as Json).properties as Record<string, Json> | undefined;
      for (const [name, property] of Object.entries(properties ?? {})) {
        const text = JSON.stringify(property);
        if (/^(id|[a-z][A-Za-z]*Id)$/.test(name) && /"type":"(integer|number)"/.test(text))
          wrong.push(`${where}.${name}`);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${where}.${key}`);
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) visit(op.responses, `${method} ${path}`);
    }
    visit(doc.components.schemas, 'components');
    expect(wrong).toEqual([]);
    // Order code is not an identifier: the number the spec names.
    const fetch = doc.paths['/cli/ecommerce/orders/{id}/fetch']?.get?.responses['200'];
    const order = successOf(fetch!.content!['application/json']!.schema!).properties as Record<
      string,
      Json
    >;
    const code = (order.data as { properties: Record<string, Json> }).properties.code;
    expect(code).toMatchObject({ type: 'integer' });
  });
});
