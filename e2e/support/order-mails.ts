import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { data, OPERATOR_EMAIL } from './staff';

/** Order mails (issue 30): the operator's moves through the API and the demo outbox's mails. */

interface StaffLine {
  id: string;
  description: string;
}
interface StaffDetail {
  code: number;
  departments: { lines: StaffLine[] }[];
}

/** The seeded operator, logged in on a request context of their own (the staff cookie only). */
export async function operatorApi(baseURL: string): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext({ baseURL });
  await data(
    await staff.post('/cli/staff/login', {
      data: { email: OPERATOR_EMAIL, password: DEMO_PASSWORD },
    }),
  );
  return staff;
}

/** How the operator handles a line, by its product's description: a weight or pieces, or none. */
export type Picking = Record<string, number | 'UNAVAILABLE'>;

/**
 * Takes a pickup order through the store's steps: into preparation, each line picked as
 * `picking` says (as ordered when it does not name it), the till, ready, collected.
 */
export async function prepareAndHandOver(
  staff: APIRequestContext,
  orderId: string,
  ordered: Record<string, number>,
  picking: Picking = {},
): Promise<void> {
  const move = async (status: string) =>
    data<StaffDetail>(
      await staff.post(`/cli/staff/orders/${orderId}/status`, { data: { status } }),
    );
  const detail = await move('IN_PREPARATION');
  for (const line of detail.departments.flatMap((d) => d.lines)) {
    const how = picking[line.description] ?? ordered[line.description];
    if (how === undefined) throw new Error(`no amount for ${line.description}`);
    const body = how === 'UNAVAILABLE' ? { action: how } : { action: 'PICK', operatorAmount: how };
    await data(await staff.post(`/cli/staff/orders/${orderId}/items/${line.id}`, { data: body }));
  }
  for (const status of ['ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'COLLECTED']) await move(status);
}

/**
 * The mail to `recipient` with `subject` on the demo outbox page (/outbox), reloaded until
 * it is there: the mail jobs run after the reply.
 */
export async function outboxMail(page: Page, recipient: string, subject: string): Promise<Locator> {
  const mail = page
    .getByRole('article')
    .filter({ hasText: recipient })
    .filter({ has: page.getByRole('heading', { level: 2, name: subject, exact: true }) });
  await expect(async () => {
    await page.goto('/outbox');
    await expect(mail).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return mail;
}

/** The subjects of every outbox mail to `recipient`, newest first. */
export async function subjectsTo(page: Page, recipient: string): Promise<string[]> {
  await page.goto('/outbox');
  return page
    .getByRole('article')
    .filter({ hasText: recipient })
    .getByRole('heading', { level: 2 })
    .allTextContents();
}
