import { asc, eq } from 'drizzle-orm';
import { products, shippingAddresses, storeProducts, stores } from '../db/schema';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from './index';
import { FIXTURE, loadCatalogueFixture, type LoadedFixture } from './catalogue-fixtures';

export { FIXTURE };

/** Water: cheap, up to 60 a line, so tests can fill bags. Sold only in the fixture's first store. */
export const WATER = { barcode: '8099999000062', priceCents: 25, maxAmount: 60 } as const;

export interface CartTest {
  t: TestApp;
  fixture: LoadedFixture;
  /** Spesa Bologna Mazzini: every mode; the catalogue fixture's first store. */
  mazzini: number;
  /** Spesa Bologna Bolognina: AT_HOME and IN_STORE; of the fixture it sells only the mozzarella. */
  bolognina: number;
  /** Spesa Modena Giardini: delivers home around Modena, not to Bologna. */
  modena: number;
  /** Spesa Ferrara Bologna: pickup only. */
  ferrara: number;
}

async function storeId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.db.db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
  if (!row) throw new Error(`no store ${name}`);
  return row.id;
}

async function addWater(t: TestApp, storeId: number): Promise<void> {
  const allergens = { contains: [], mayContain: [], doesNotContain: [] };
  const [water] = await t.db.db
    .insert(products)
    .values({
      barcode: WATER.barcode,
      ref: 'RZZ6',
      description: 'Acqua naturale 50 cl',
      brand: 'Zeffiro',
      categoryId: FIXTURE.secondSub,
      um: 'PZ',
      umStepMilli: 1000,
      maxAmountMilli: WATER.maxAmount * 1000,
      vatConfigurationId: '22',
      imageKey: 'ZZ',
      info: {
        country: null,
        storage: null,
        nutrition: null,
        ingredients: null,
        recycling: null,
        animals: false,
        allergens,
      },
    })
    .returning({ id: products.id });
  if (!water) throw new Error('water came back without an id');
  await t.db.db
    .insert(storeProducts)
    .values({ storeId, productId: water.id, priceCents: WATER.priceCents });
}

/** A test app on the seeded shop plus the catalogue fixture and the water. */
export async function setUpCartTest(env: Record<string, string> = {}): Promise<CartTest> {
  const t = await buildTestApp(env);
  const fixture = await loadCatalogueFixture(t.db.db);
  const [first] = await t.db.db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id));
  const mazzini = await storeId(t, 'Spesa Bologna Mazzini');
  if (first?.id !== mazzini) throw new Error('the fixture expects Mazzini to be the first store');
  await addWater(t, mazzini);
  return {
    t,
    fixture,
    mazzini,
    bolognina: await storeId(t, 'Spesa Bologna Bolognina'),
    modena: await storeId(t, 'Spesa Modena Giardini'),
    ferrara: await storeId(t, 'Spesa Ferrara Bologna'),
  };
}

export interface Customer {
  id: number;
  cookie: string;
  /** A shipping address in Bologna, 40125. */
  addressId: number;
}

type Place = { city: string; cityId: string; county: string; countyId: string; zip: string };
const place = (city: string, cityId: string, zip: string): Place => ({
  city,
  cityId,
  county: city,
  countyId: cityId.slice(0, 3),
  zip,
});
export const BOLOGNA = place('Bologna', '037006', '40125');
export const MODENA = place('Modena', '036023', '41121');
/** No demo store delivers home to Rome. */
export const ROMA = place('Roma', '058091', '00184');

/** A shipping address written straight to the table: 'Via Rizzoli 1' in the place. */
export async function addAddress(t: TestApp, userId: number, where: Place): Promise<number> {
  const [row] = await t.db.db
    .insert(shippingAddresses)
    .values({
      userId,
      address: 'Via Rizzoli',
      streetNumber: '1',
      nation: 'Italia',
      nationId: 'IT',
      ...where,
    })
    .returning({ id: shippingAddresses.id });
  if (!row) throw new Error('address came back without an id');
  return row.id;
}

export async function newCustomer(t: TestApp): Promise<Customer> {
  const user = await insertTestUser(t.db.db);
  return {
    id: user.id,
    cookie: await sessionCookieFor(t.db.db, user.id),
    addressId: await addAddress(t, user.id, BOLOGNA),
  };
}
