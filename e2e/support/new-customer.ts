import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { uniqueEmail, type Customer } from './accounts';

export const NEW_CUSTOMER_PASSWORD = 'Nuova-Spesa-1';

/** The registration address: Bologna 40126, served at home by the Bologna stores. */
const BOLOGNA = {
  address: 'Via Zamboni',
  streetNumber: '33',
  city: 'Bologna',
  cityId: '037006',
  countyId: '037',
  zip: '40126',
  nationId: 'IT',
};

/** Pulls the activation token of the newest mail to `email` out of the demo outbox page. */
async function mailedActivationToken(request: APIRequestContext, email: string): Promise<string> {
  const html = await (await request.get('/outbox')).text();
  const mail = html.split('<article').find((part) => part.includes(email));
  const token = mail && /\/app\/signup\/activate\?token=([^"&\s<]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no activation mail for ${email}`);
  return decodeURIComponent(token);
}

/**
 * A customer of their own for a test that changes carts and orders: signed up and activated
 * through the API (the wizard has its own tests), so the two projects never share a cart.
 */
export async function registerCustomer(
  request: APIRequestContext,
  testInfo: TestInfo,
  prefix: string,
): Promise<Customer> {
  const email = uniqueEmail(prefix, testInfo);
  const customer = { email, firstName: 'Marta', lastName: 'Verdi', initials: 'MV' };
  const signup = await request.post('/cli/profiles/signup', {
    data: {
      username: email,
      password: NEW_CUSTOMER_PASSWORD,
      createRemote: true,
      language: 'it',
      profile: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        birthDate: '1990-04-02',
        gender: 'FEMALE',
        birthNationId: 'IT',
        birthCountyId: '037',
        birthCityId: '037006',
        mobilePhone: '3471234567',
        email,
        address: BOLOGNA,
        accept1: true,
        accept2: true,
        accept3: false,
        accept4: false,
      },
    },
  });
  expect(await signup.json()).toMatchObject({ responseCode: 0 });
  await activate(request, email);
  return customer;
}

async function activate(request: APIRequestContext, email: string): Promise<void> {
  const token = await mailedActivationToken(request, email);
  const activation = await request.post('/cli/profiles/activate', { data: { token } });
  expect(await activation.json()).toMatchObject({ responseCode: 0 });
}

/**
 * An account from spec 7's shorter signup, as another program opens it through the API:
 * username, password and the consents only (no name, birth date, phone, card or address).
 * Activated; returns its e-mail.
 */
export async function registerShortCustomer(
  request: APIRequestContext,
  testInfo: TestInfo,
  prefix: string,
): Promise<string> {
  const email = uniqueEmail(prefix, testInfo);
  const signup = await request.post('/cli/profiles/signup', {
    data: {
      username: email,
      password: NEW_CUSTOMER_PASSWORD,
      profile: { accept1: true, accept2: true, accept3: false, accept4: false },
    },
  });
  expect(await signup.json()).toMatchObject({ responseCode: 0 });
  await activate(request, email);
  return email;
}
