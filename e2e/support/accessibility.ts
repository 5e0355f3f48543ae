import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

// axe-core itself (4.14+), evaluated in the page: @axe-core/playwright 4.14 requires Node 22,
// and the shop still supports Node 20. Evaluated through the DevTools protocol rather than added
// as a <script>: the shop's Content-Security-Policy (script-src 'self') rightly blocks an inline
// script, and the pages are checked under that policy.
declare global {
  interface Window {
    axe: typeof axe;
  }
}

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'];

/** Serious and critical axe findings, optionally limited to some parts of the page. */
export async function seriousViolations(page: Page, include: string[] = []): Promise<string[]> {
  return violationsFrom(page, 'serious', include);
}

/** axe findings of `least` impact or worse (issue 27.11 checks moderate ones on some screens). */
export async function violationsFrom(
  page: Page,
  least: 'moderate' | 'serious',
  include: string[] = [],
): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async (selectors) => {
    // The page as it settles: a toast or dialog still fading in has, for that moment, a
    // blended colour that axe would read as low contrast.
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const context = selectors.length > 0 ? { include: selectors.map((s) => [s]) } : document;
    const results = await window.axe.run(context, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, include);
  return violations
    .filter((violation) => IMPACTS.indexOf(violation.impact ?? '') >= IMPACTS.indexOf(least))
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

export async function expectNoSeriousViolations(page: Page, include: string[] = []) {
  expect(await seriousViolations(page, include)).toEqual([]);
}
