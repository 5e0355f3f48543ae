import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WALKED_WITH_THE_READS,
  dataOf,
  documentedJsonOperations,
  startWalk,
  successOf,
  type Json,
  type Walk,
} from '../../testing/reply-shape-walk';
import { FIXTURE } from '../../testing/cart-setup';
import { freezeBody, testSlot } from '../../testing/orders-helpers';

/*
 * Issue 26.4: every documented reply, as the server really answers it, against the JSON
 * schema the OpenAPI document gives it. A number where the contract says string (or the
 * reverse), a missing field or one the contract does not name fails, whatever the route.
 * This half walks every read; reply-shape-writes.test.ts walks the other writes.
 */
let w: Walk;
const call: Walk['call'] = (...args) => w.call(...args);

beforeAll(async () => {
  w = await startWalk();
});
afterAll(() => w?.s.t.close());

/** A pickup cart opened in the store, its reply checked like every other. */
const openPickupCart = (store: string) =>
  call(
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

describe('every documented reply has the field names and JSON types of its contract', () => {
  it('walks the shop, the customer area and the staff area with the demo data', async () => {
    const { s, doc } = w;
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
    const opened = await openPickupCart(store);
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
    const again = await openPickupCart(store);
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
      ['/cli/ecommerce/products/{store}', { store }, 'sort=unitPrice&dir=desc&s=5'],
      ['/cli/ecommerce/products/{store}/brands', { store }, 'q=caff'],
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
      ['/cli/ecommerce/orders/changes', {}],
      ['/cli/ecommerce/orders/{id}/versions', { id: orderId }],
      ['/cli/ecommerce/products/{store}/buyAgain', { store }, 's=5&p=0'],
      ['/cli/ecommerce/orders/{id}/invoices', { id: orderId }],
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
        '/cli/staff/orders/{id}/items/{itemId}/substitutes',
        { id: orderId, itemId: String(((order.cart as Json).items as Json[])[0]!.id) },
        undefined,
        'staff',
      ],
      ['/cli/ecommerce/cart/substitutes', {}, `cartId=${current}&barcode=${mozzarella}`],
      ['/cli/profiles/substitutions', {}],
      ['/cli/staff/stores/{storeId}/substitution-band', { storeId: store }, undefined, 'staff'],
      ['/cli/ecommerce/slots/{cartId}/hold', { cartId: current }],
      ['/cli/profiles/priority', {}],
      ['/cli/staff/priority-customers', {}, undefined, 'staff'],
      ['/cli/staff/stores/{storeId}/slot-holds', { storeId: store }, undefined, 'staff'],
      [
        '/cli/staff/stores/{storeId}/calendar/{mode}/occupancy',
        { storeId: store, mode: 'IN_STORE' },
        undefined,
        'staff',
      ],
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
      ['/cli/staff/jobs/failed', {}, undefined, 'staff'],
      ['/cli/staff/invoices', {}, 'from=2026-01-01&to=2026-12-31', 'staff'],
      ['/cli/staff/products/incomplete', {}, undefined, 'staff'],
      ['/cli/staff/products', {}, `q=${mozzarella}`, 'staff'],
      ['/cli/staff/products/{barcode}', { barcode: mozzarella }, undefined, 'staff'],
      ['/cli/staff/products/{barcode}/photos', { barcode: mozzarella }, undefined, 'staff'],
    ];
    for (const [path, values, query, as] of gets) {
      await call('GET', path, values, { ...(query ? { query } : {}), ...(as ? { as } : {}) });
    }
    await call('POST', '/cli/ecommerce/cart/abort', {}, { body: { orderId } });
    await call('POST', '/cli/ecommerce/cart/abort', {}, { body: { cartId: current } });

    expect(w.findings).toEqual([]);
    // No documented read is left out of the walk, and the writes are those the other half counts.
    const all = documentedJsonOperations(doc);
    expect(all.filter((r) => r.startsWith('GET ') && !w.checked.has(r))).toEqual([]);
    expect([...w.checked].filter((r) => !r.startsWith('GET ')).sort()).toEqual(
      [...WALKED_WITH_THE_READS].sort(),
    );
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
    const { doc } = w;
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
