import { expect, type Locator, type Page } from '@playwright/test';

/** How many Tab presses a keyboard walk makes inside a dialog (enough to wrap around). */
const TAB_WALK = 12;

/** Whether keyboard focus is inside `dialog`. */
export function focusIsInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Checks what every modal dialog of the product must do, driven by keyboard only: it is an open
 * modal <dialog> with a name, the page behind cannot scroll, focus starts inside and stays inside
 * through Tab and Shift+Tab, and (unless it needs an answer) Escape closes it with focus back on
 * `opener`. Returns after the dialog is closed (or, for `dismissible: false`, still open).
 */
export async function expectModalKeyboardBehaviour(
  page: Page,
  dialog: Locator,
  { opener, dismissible = true }: { opener?: Locator; dismissible?: boolean } = {},
): Promise<void> {
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.tagName)).toBe('DIALOG');
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expect(dialog).toHaveAttribute('aria-labelledby', /.+/);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(await focusIsInside(dialog)).toBe(true);

  for (let i = 0; i < TAB_WALK; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(dialog), `Tab ${i + 1} left the dialog`).toBe(true);
  }
  for (let i = 0; i < TAB_WALK; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(dialog), `Shift+Tab ${i + 1} left the dialog`).toBe(true);
  }

  await page.keyboard.press('Escape');
  if (!dismissible) {
    // Twice: the browser would force a dialog shut on a second unanswered close request.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect(await focusIsInside(dialog)).toBe(true);
    return;
  }
  await expect(dialog).toBeHidden();
  if (opener) await expect(opener).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
}

/** Opens a dialog from the keyboard: focuses the control and presses Enter. */
export async function openWithKeyboard(opener: Locator): Promise<void> {
  await opener.focus();
  await opener.press('Enter');
}
