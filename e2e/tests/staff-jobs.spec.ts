import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD } from '../support/accounts';
import { insertFailedMailJob } from '../support/failed-job';
import { saveShot } from '../support/screenshots';
import { staffLogIn } from '../support/staff';

/**
 * Issue 28: background jobs that ran out of retries are listed in the staff area for
 * administrators, with the job, its attempts, a short reason and when; an operator has no
 * such page in the menu.
 */

test('an administrator sees a failed background job', async ({ page }, testInfo) => {
  const reason = `mail server unavailable (ECONNECTION) ${testInfo.project.name}-${Date.now()}`;
  await insertFailedMailJob(reason);

  await page.goto('/app/staff');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@spesa.it');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  const nav = page.getByRole('navigation', { name: 'Area staff' });
  await nav.getByRole('link', { name: 'Lavori' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Lavori non riusciti' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row.getByRole('cell')).toHaveText([
    'Invio email',
    '11',
    reason,
    /^\d\d\/\d\d\/\d\d, \d\d:\d\d$/,
  ]);
  // The stack the queue recorded stays on the server.
  await expect(page.getByText(`Error: ${reason}`)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await saveShot(page, `staff-jobs-${testInfo.project.name}.png`, true);
});

test('an operator has no failed-jobs page in the menu', async ({ page }) => {
  await staffLogIn(page);
  const nav = page.getByRole('navigation', { name: 'Area staff' });
  await expect(nav.getByRole('link', { name: 'Ricerca' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Lavori' })).toHaveCount(0);
});
