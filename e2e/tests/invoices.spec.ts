import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD, logIn, shot } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD } from '../support/new-customer';
import { customerWithOrder } from '../support/placed-order';
import { data } from '../support/staff';

/**
 * Issue 32, FatturaPA: an order that asks for an invoice gets its XML when the store completes
 * it; the customer downloads it (and a readable copy) from the order detail, an administrator
 * the period's ZIP; checkout refuses billing data SdI would reject.
 */

const BUSINESS = {
  vatCode: '04128730373',
  companyName: 'Studio Grafico Fatture',
  phone: '051 648 2210',
  recipientCode: 'M5UXCR1',
  address: 'Via Guglielmo Marconi',
  streetNumber: '12',
  zip: '40122',
  city: 'Bologna',
  county: 'BO',
};

interface StaffDetail {
  departments: { lines: { id: string; amount: number }[] }[];
  operatorCart: { totalToPay: number } | null;
}

/** A staff browser context of its own, logged in through the API as `email`. */
async function staffContext(browser: Browser, testInfo: TestInfo, email: string, width: number) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'it-IT',
    viewport: { width, height: 900 },
  });
  await data(
    await context.request.post('/cli/staff/login', {
      data: { email, password: DEMO_PASSWORD },
    }),
  );
  return context;
}

/** The operator picks every line as ordered and hands the pickup over: the order completes. */
async function completeOrder(staff: APIRequestContext, orderId: string): Promise<number> {
  const move = (status: string) =>
    staff.post(`/cli/staff/orders/${orderId}/status`, { data: { status } });
  await data(await move('IN_PREPARATION'));
  const detail = await data<StaffDetail>(await staff.get(`/cli/staff/orders/${orderId}`));
  for (const line of detail.departments.flatMap((d) => d.lines))
    await data(
      await staff.post(`/cli/staff/orders/${orderId}/items/${line.id}`, {
        data: { action: 'PICK', operatorAmount: line.amount },
      }),
    );
  let last: StaffDetail | null = null;
  for (const status of ['ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'COLLECTED'])
    last = await data<StaffDetail>(await move(status));
  return last?.operatorCart?.totalToPay ?? 0;
}

test('an invoiced order: the customer downloads the XML and its copy, an administrator the ZIP', async ({
  page,
  browser,
}, testInfo) => {
  const width = testInfo.project.name === 'mobile' ? 390 : 1280;
  const { customer, orderId } = await customerWithOrder(
    page.request,
    testInfo,
    'fpa',
    false,
    BUSINESS,
  );
  const order = await data<{ code: number }>(
    await page.request.get(`/cli/ecommerce/orders/${orderId}/fetch`),
  );

  const operator = await staffContext(browser, testInfo, 'operatore@spesa.it', width);
  const charged = await completeOrder(operator.request, orderId);
  expect(charged).toBeGreaterThan(0);
  await operator.close();

  await test.step('the order detail offers the invoice, XML and readable copy', async () => {
    await page.goto('/app/');
    await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
    await page.goto('/app/orders');
    const detail = page
      .getByRole('main')
      .getByRole('region', { name: `Dettaglio ordine n. ${order.code}` });
    const invoices = detail.getByRole('region', { name: 'Fattura' });
    await expect(
      invoices.getByText(/^Fattura n\. \d{4}\/\d+ del \d\d\/\d\d\/\d{4}$/),
    ).toBeVisible();
    const xmlLink = invoices.getByRole('link', { name: /^Scarica XML/ });
    await expect(xmlLink).toBeVisible();
    await expectNoSeriousViolations(page);
    await invoices.scrollIntoViewIfNeeded();
    await shot(page, testInfo, `invoices-order-${width}`, true);

    const [download] = await Promise.all([page.waitForEvent('download'), xmlLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^IT\d{11}_\w{5}\.xml$/);
    const path = await download.path();
    const xml = readFileSync(path, 'utf8');
    expect(xml).toContain('versione="FPR12"');
    expect(xml).toContain(`<ImportoTotaleDocumento>${charged.toFixed(2)}</ImportoTotaleDocumento>`);
    expect(xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
    expect(xml).toContain(`<IdDocumento>${order.code}</IdDocumento>`);

    // The server validated it against the XSD at issue: no problems are listed for it.
    const [listed] = await data<{ id: string; problems: unknown[]; total: number }[]>(
      await page.request.get(`/cli/ecommerce/orders/${orderId}/invoices`),
    );
    expect(listed).toMatchObject({ problems: [], total: charged });

    const copy = await page.request.get(
      `/cli/ecommerce/orders/${orderId}/invoices/${listed?.id}/copy`,
    );
    expect(await copy.text()).toContain('Copia di cortesia');
    // The copy opens as a page of its own, under its own strict policy, and reads well.
    const copyPage = await page.context().newPage();
    await copyPage.goto(`/cli/ecommerce/orders/${orderId}/invoices/${listed?.id}/copy`);
    await expect(copyPage.getByRole('heading', { level: 1 })).toHaveText(/^Fattura n\. /);
    await expect(copyPage.getByRole('table', { name: 'Riepilogo IVA' })).toBeVisible();
    await expectNoSeriousViolations(copyPage);
    await shot(copyPage, testInfo, `invoices-copy-${width}`, true);
    await copyPage.close();
  });

  await test.step('an administrator lists the period and downloads its ZIP', async () => {
    const admin = await staffContext(browser, testInfo, 'admin@spesa.it', width);
    const staff = await admin.newPage();
    await staff.goto('/app/staff/invoices');
    await expect(
      staff.getByRole('heading', { level: 1, name: 'Fatture elettroniche' }),
    ).toBeVisible();
    const row = staff.getByRole('row').filter({ hasText: String(order.code) });
    await expect(row).toContainText('Pronta per SdI');
    await expect(row).toContainText('Studio Grafico Fatture');
    await expectNoSeriousViolations(staff);
    await shot(staff, testInfo, `invoices-admin-${width}`, true);
    const overflow = await staff.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    const [zip] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: /^Scarica ZIP/ }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/^fatture_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.zip$/);
    const bytes = readFileSync(await zip.path());
    // A ZIP: local file header 'PK\x03\x04'.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    await admin.close();
  });
});

test('checkout refuses billing data SdI would reject, in the form and on the server', async ({
  page,
}, testInfo) => {
  // A business with neither codice destinatario nor PEC: the form saves it (both optional),
  // the invoice cannot go anywhere.
  const unreachable = { ...BUSINESS, companyName: 'Ditta Senza Recapito', recipientCode: '' };
  const { customer, orderId } = await customerWithOrder(page.request, testInfo, 'fpa-bad', true);
  // The first order stays as it is; the kept cart is the one we try to invoice.
  expect(orderId).toBeTruthy();
  const saved = await data<{ id: string; companyName: string }[]>(
    await page.request.post('/cli/profiles/billing/addresses', { data: unreachable }),
  );
  const address = saved.find((a) => a.companyName === unreachable.companyName);

  await test.step('the server answers 4039 naming the field', async () => {
    const current = await data<{ id: string }>(
      await page.request.get('/cli/ecommerce/cart/current'),
    );
    const refused = await page.request.post('/cli/ecommerce/cart/freeze', {
      data: {
        cartId: current.id,
        profileEmail: customer.email,
        profileMobilePhone: '3471234567',
        firstName: customer.firstName,
        lastName: customer.lastName,
        timeSlotId: '1',
        paymentMode: 'CASH',
        enableProductsReplacement: false,
        clientWeb: true,
        invoice: true,
        billingAddressId: address?.id,
      },
    });
    const body = (await refused.json()) as { responseCode: number; errors?: { field: string }[] };
    expect(body.responseCode).toBe(4039);
    expect(body.errors?.map((e) => e.field)).toEqual(['recipientCode']);
  });

  await test.step('the checkout form names the problem before sending', async () => {
    await page.goto('/app/');
    await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
    await page.goto('/app/checkout');
    const days = page.getByRole('group', { name: 'Giorno di consegna' });
    await days.locator('button[aria-pressed]:not([disabled])').first().click();
    await page.getByRole('radiogroup').getByRole('radio', { disabled: false }).first().check();
    await page.getByRole('button', { name: 'Prosegui' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\/data$/);
    const main = page.getByRole('main');
    await main.getByRole('checkbox', { name: 'Richiedo la fattura' }).check();
    await main.getByRole('radio', { name: /Ditta Senza Recapito/ }).check();
    await page.getByRole('button', { name: 'Prosegui' }).click();
    // Refused here: the customer stays on the data step.
    await expect(page).toHaveURL(/\/app\/checkout\/data$/);
    const alert = main.getByRole('alert').filter({ hasText: 'fattura elettronica' });
    await expect(alert).toContainText('Codice destinatario');
    await expect(alert).toContainText('codice destinatario o la PEC');
    await expectNoSeriousViolations(page);
    await shot(page, testInfo, 'invoices-checkout-refused', true);
  });
});
