import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { saveShot } from './screenshots';

/** What has the keyboard focus, and how the page shows it. */
export interface FocusState {
  /** Focus fell back to <body> (or nowhere): a keyboard user has lost their place. */
  lost: boolean;
  /** e.g. 'button "Aumenta la quantità"'. */
  element: string;
  /** A container focused from code (tabindex=-1: main, a heading, a dialog box), not a control. */
  programmatic: boolean;
  /** The focus indicator found, e.g. 'outline 3px solid … on BUTTON', or null. */
  ring: string | null;
}

/**
 * Reads the focused element and its focus indicator: a non-transparent outline of some width
 * on the element or on one of its three nearest ancestors (a radio card draws the ring of its
 * hidden native radio), or a box-shadow on the element itself.
 */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement)
      return { lost: true, element: 'body', programmatic: false, ring: null };
    const name =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    const element = `${el.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    const programmatic = el.getAttribute('tabindex') === '-1';
    const transparent = (color: string) =>
      color === 'transparent' || /^rgba\((\s*[\d.]+\s*,){3}\s*0\)$/.test(color);
    let ring: string | null = null;
    let node: Element | null = el;
    for (let depth = 0; node && depth < 4 && !ring; depth++, node = node.parentElement) {
      const style = getComputedStyle(node);
      if (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor)
      )
        ring = `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor} on ${node.tagName}`;
      else if (depth === 0 && style.boxShadow !== 'none')
        ring = `box-shadow ${style.boxShadow} on ${node.tagName}`;
    }
    // A date field's focus sits in its day, month and year parts, which the browser highlights
    // itself; while it moves between them the field's computed outline may read 'none'
    // (headless Chromium), though the screenshots show the ring.
    if (!ring && el instanceof HTMLInputElement && el.type === 'date')
      ring = 'the date field highlights its focused part';
    const own = getComputedStyle(el);
    const seen = ring
      ? element
      : `${element} (outline ${own.outlineStyle} ${own.outlineWidth} ${own.outlineColor})`;
    return { lost: false, element: seen, programmatic, ring };
  });
}

/**
 * After an action: the focus is somewhere (never dropped to <body>), and a control that has it
 * shows a visible focus indicator. Waits briefly: focus may move once the screen settles.
 */
export async function expectFocusVisible(page: Page, after: string): Promise<FocusState> {
  let state: FocusState = { lost: true, element: 'body', programmatic: false, ring: null };
  await expect
    .poll(
      async () => {
        state = await focusState(page);
        return !state.lost && (state.programmatic || state.ring !== null);
      },
      {
        message: `after ${after}: focus lost or not visible`,
        timeout: 3_000,
      },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(
        `after ${after}: ${state.lost ? 'focus lost to <body>' : `${state.element} has no visible focus indicator`}`,
      );
    });
  return state;
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop on the way
 * that the focus is visible: proves the target is in the tab order and every control passed
 * shows where the keyboard is.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, limit = 120 }: { back?: boolean; limit?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  const key = back ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) {
      await expectFocusVisible(page, `${key} to the target`);
      return;
    }
    await page.keyboard.press(key);
    const state = await focusState(page);
    // On the way, the focus may pass the page's edge (the browser's own UI) only.
    // A ring a moment late (a date field focuses its parts after the field) is polled for.
    if (!state.lost && !state.programmatic && state.ring === null)
      await expectFocusVisible(page, `${key} onto ${state.element}`);
  }
  expect(await isFocused(target), `reached with ${key} within ${limit} presses`).toBe(true);
}

/** Presses `key` on whatever has the focus, then checks the focus was kept and is visible. */
export async function press(page: Page, key: string, what = key): Promise<FocusState> {
  await page.keyboard.press(key);
  return expectFocusVisible(page, what);
}

/** Tabs to `target` and presses Enter on it, then checks the focus was kept. */
export async function activate(page: Page, target: Locator, key = 'Enter'): Promise<FocusState> {
  await tabTo(page, target);
  const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
  return press(page, key, `${key} on "${name.trim()}"`);
}

/** The viewport with its focused control, as `kbd-<name>-<project>.png` (with E2E_SHOTS=1). */
export async function focusShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await saveShot(page, `kbd-${name}-${testInfo.project.name}.png`);
}
