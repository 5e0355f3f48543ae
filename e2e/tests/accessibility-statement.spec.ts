import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { violationsFrom } from '../support/accessibility';
import { saveShot } from '../support/screenshots';

/**
 * Issue 32: the accessibility statement the European Accessibility Act asks of an online shop,
 * linked from every page's footer, in Italian and English, itself free of axe findings.
 */
const footer = (page: Page) => page.getByRole('contentinfo');

test('the accessibility statement is linked from the footer, in Italian and English', async ({
  page,
}, testInfo) => {
  await page.goto('/app/');
  await footer(page).getByRole('link', { name: 'Accessibilità' }).click();
  await expect(page).toHaveURL(/\/app\/info\/accessibilita$/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Dichiarazione di accessibilità' }),
  ).toBeVisible();
  for (const heading of [
    'Stato di conformità',
    'Come lo verifichiamo',
    'Limiti noti',
    'Segnalazioni e contatti',
  ])
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(main).toContainText('WCAG) 2.1 livello AA');
  await expect(main).toContainText('EN 301 549');
  await expect(main).toContainText('accessibilita@spesa.example.it');
  expect(await violationsFrom(page, 'moderate')).toEqual([]);
  await saveShot(page, `accessibility-statement-${testInfo.project.name}.png`, true);

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'How we check it' })).toBeVisible();
  await expect(footer(page).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
    'href',
    '/app/info/accessibilita',
  );
  expect(await violationsFrom(page, 'moderate')).toEqual([]);
});
