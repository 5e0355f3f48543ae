import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { MAZZINI, staffLogIn, staffShots } from '../support/staff';

/**
 * Store set-up (issue 8) end to end: an operator changes a weekly slot's capacity and puts it
 * back, closes a day far beyond the booking window and opens it again, and adds then removes a
 * banner. Every change is undone, so the other tests see the demo calendar as seeded; the two
 * projects work on different slots, days and banners so they never meet.
 */

/** 'YYYY-MM-DD' some days from today, beyond the ten days customers can book. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('an operator sets up the slot calendar and the banners of a store, then undoes it', async ({
  page,
}, testInfo) => {
  const desktop = testInfo.project.name === 'desktop';
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.setViewportSize({ width: 1280, height: 1000 });
  await staffLogIn(page);
  await page
    .getByRole('navigation', { name: 'Area staff' })
    .getByRole('link', { name: 'Negozio' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impostazioni del negozio' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Negozio' }).selectOption({ label: MAZZINI });

  await test.step('raises a weekly slot by one place, saves, and lowers it back', async () => {
    const slots = page.getByRole('group', { name: 'Fasce settimanali' }).getByRole('group');
    const slot = slots.nth(desktop ? 0 : 1);
    await expect(slot).toBeVisible();
    const name = (await slot.getAttribute('aria-label')) ?? '';
    const row = page.getByRole('group', { name });
    const capacity = row.getByRole('spinbutton', { name: /Capienza/ });
    const before = Number(await capacity.inputValue());
    for (const value of [before + 1, before]) {
      await capacity.fill(String(value));
      await row.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText(`Fascia ${name} salvata`).first()).toBeVisible();
      await expect(row.getByRole('button', { name: 'Salva' })).toBeDisabled();
      await expect(capacity).toHaveValue(String(value));
    }
  });

  const day = dayFromToday(desktop ? 20 : 21);
  await test.step('closes a day far in the future and opens it again', async () => {
    const form = page.getByRole('form', { name: 'Aggiungi la chiusura' });
    await form.getByLabel('Giorno').fill(day);
    await form.getByRole('textbox', { name: 'Motivo' }).fill('Inventario di prova');
    await form.getByRole('button', { name: 'Aggiungi la chiusura' }).click();
    const remove = page.getByRole('button', { name: `Elimina la chiusura del ${day}` });
    await expect(remove).toBeVisible();
    await expectNoSeriousViolations(page);
    await staffShots(page, testInfo, 'setup');
    await remove.click();
    await expect(remove).toHaveCount(0);
  });

  await test.step('creates a banner, sees it listed, deletes it', async () => {
    const title = `Banner di prova ${testInfo.project.name}`;
    const form = page.getByRole('form', { name: 'Crea il banner' });
    await form.getByRole('textbox', { name: 'Titolo' }).fill(title);
    await form.getByRole('textbox', { name: /Link/ }).fill('/app/search');
    await form.getByRole('button', { name: 'Crea il banner' }).click();
    const listed = page.getByRole('list', { name: 'Banner del negozio' }).getByText(title);
    await expect(listed).toBeVisible();
    await page.getByRole('button', { name: `Elimina il banner ${title}` }).click();
    await expect(listed).toHaveCount(0);
  });
});
