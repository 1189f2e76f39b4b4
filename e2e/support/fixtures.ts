import { test as base, expect, type Browser, type Page } from '@playwright/test';

/** Where the shell is (pages) and where the API is (same origin in one-port mode). */
export const baseUrl = (): string => process.env.E2E_BASE_URL ?? 'http://localhost:3210';
export const apiUrl = (): string => process.env.E2E_API_URL ?? baseUrl();
export const isStackMode = (): boolean => process.env.E2E_MODE === 'stack';

/** Seeded accounts (every seeded password is demo1234). */
export const DEMO = { username: 'demo', password: 'demo1234' };

/** The CSRF token for the page's browser (mutations send it as X-CSRFToken). */
export async function csrfToken(page: Page): Promise<string> {
  const response = await page.request.get(`${apiUrl()}/api/v1/web/data/shared_data/`);
  return (await response.json()).config.csrf_token as string;
}

/** Calls a mutation of the API with the page's cookies and the CSRF header. */
export async function apiPost(page: Page, path: string, form: Record<string, string>) {
  const token = await csrfToken(page);
  return page.request.post(`${apiUrl()}${path}`, { form, headers: { 'X-CSRFToken': token } });
}

/** Records a cookie choice for the page's browser so the consent dialog stays away. */
export async function giveConsent(page: Page): Promise<void> {
  const response = await apiPost(page, '/cookie/consent/', {
    accept_only_essential: 'true',
    consent_to_everything: 'false',
    opted_in_controls: '[]',
  });
  expect(response.ok()).toBe(true);
}

/** Logs the page's browser in through the API (the login form has its own test). */
export async function logIn(page: Page, username = DEMO.username, password = DEMO.password): Promise<void> {
  const response = await apiPost(page, '/api/v1/web/accounts/login/ajax/', { username, password });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Creates a fresh account through the API and logs it in. */
export async function signUpFresh(page: Page, prefix = 'e2e'): Promise<string> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const response = await apiPost(page, '/api/v1/web/accounts/web_create_ajax/', {
    email: `${username}@example.org`,
    full_name: 'E2E Person',
    username,
    password: 'e2e-password',
  });
  expect(response.ok(), await response.text()).toBe(true);
  return username;
}

/**
 * Waits until the page's screen answers: a server-rendered screen has been taken over by its code
 * (docs/performance.md#the-first-screen-is-rendered-on-the-server). A test that changes the page's
 * DOM itself must wait for it, or React would find a node it did not draw.
 */
export async function screenReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-screen-ready', '');
}

/** The shell's URL for a path. */
export const url = (path: string): string => `${baseUrl()}${path}`;

/**
 * Waits, after a page has loaded, until a server-rendered screen has been taken over by its code
 * (or for a page the server did not render, not at all): a test then types and clicks into a
 * screen that answers, as a person does once it responds. Never fails the navigation itself.
 */
async function settleScreen(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.getElementById('root')?.hasAttribute('data-server-rendered') ||
        document.documentElement.hasAttribute('data-screen-ready'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

const SETTLED = Symbol('settles after navigation');

/** Makes a page's goto and reload wait for the screen to be taken over (once per page). */
function settleAfterNavigation(page: Page): Page {
  const marked = page as Page & { [SETTLED]?: true };
  if (marked[SETTLED]) return page;
  marked[SETTLED] = true;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await settleScreen(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await settleScreen(page);
    return response;
  };
  return page;
}

/**
 * The test's page, and every page of a context a test opens itself, wait after goto and reload
 * for the screen to be taken over.
 */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        context.on('page', settleAfterNavigation);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => {
    await use(settleAfterNavigation(page));
  },
});
export { expect };
