import { test as base, expect } from '@playwright/test';
import { waitForAppAfterLoads } from './app-ready';

/**
 * Playwright's `test`, with every page watched for Content Security Policy violations: the
 * shop is served under a strict CSP (no inline scripts or styles from outside, own origin
 * only), and a violation means part of a screen silently did not run. Chromium reports each
 * one on the console ("Refused to ... because it violates the following Content Security
 * Policy directive"); any such line fails the test that caused it, with the lines quoted.
 */
export const test = base.extend<{ cspViolations: string[]; appReady: void }>({
  appReady: [
    async ({ context }, use) => {
      waitForAppAfterLoads(context);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text))
          violations.push(`${message.page()?.url()}: ${text}`);
      });
      context.on('weberror', (error) => {
        const text = error.error().message;
        if (/Content Security Policy/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
