import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Serious and critical axe findings, optionally limited to some parts of the page. */
export async function seriousViolations(page: Page, include: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

export async function expectNoSeriousViolations(page: Page, include: string[] = []) {
  expect(await seriousViolations(page, include)).toEqual([]);
}
