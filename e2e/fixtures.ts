import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CallBodyInput } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { apiCall } from './api-client';

/**
 * Shared helpers of the end-to-end tests. Every test fails on a console error or warning (React's
 * included) or a failed request nobody expected; accounts are made through the API (only the login test uses the form).
 */
export interface Account {
  mobile: string;
  password: string;
  name: string;
  token: string;
}

let counter = 0;
/** A mobile number no other test uses: worker, time and a counter. */
export function uniqueMobile(): string {
  counter += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  return `9${worker}${String(Date.now() % 1e6).padStart(6, '0')}${String(counter % 100).padStart(2, '0')}`;
}

export async function indiaPlaces(request: APIRequestContext) {
  const countries = (await apiCall(request, calls.countryList)).data;
  const india = countries.find((c) => c.iso2 === 'IN')!.id;
  const states = (await apiCall(request, calls.stateList, { body: { country_id: india } })).data;
  const state = states.find((s) => s.name === 'Tamil Nadu')!.id;
  const cities = (await apiCall(request, calls.cityList, { body: { state_id: state } })).data;
  return { india, state, city: cities[0]!.id };
}

/** Creates an account through the API (the form has its own test). */
export async function createAccount(request: APIRequestContext, overrides: Record<string, string> = {}): Promise<Account> {
  const { india, state, city } = await indiaPlaces(request);
  const fields = {
    salut: 'Ms.',
    name: `Devotee ${counter + 1}`,
    email: 'devotee@example.org',
    mobile: uniqueMobile(),
    password: 'password123',
    country_id: String(india),
    state_id: String(state),
    city_id: String(city),
    street_address: '1 Temple Road',
    pincode: '600001',
    profession: 'Teacher',
    know_matangi: 'Friend',
    friend_name: 'Ravi',
    ...overrides,
  };
  // Overrides may be deliberately odd values, so the fields go as the form would send them: text.
  const body = await apiCall(request, calls.register, { body: fields as unknown as CallBodyInput<typeof calls.register> });
  expect(body.success, body.message).toBe(1);
  return { mobile: fields.mobile, password: fields.password, name: fields.name, token: body.access_token ?? '' };
}

/** Puts a session into the browser's storage, as a login would, before the page loads. */
export async function useSessionIn(page: Page, account: Account, extra: Record<string, string> = {}) {
  await page.addInitScript(
    ([user, more]) => {
      if (sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      localStorage.setItem('user', user);
      localStorage.setItem('profile_status', '0');
      for (const [k, v] of Object.entries(more)) localStorage.setItem(k, v);
    },
    [JSON.stringify({ access_token: account.token, user_name: account.name }), extra] as const,
  );
}

export const test = base.extend<{ failOnConsoleErrors: void }>({
  // A public page arrives rendered by the server and is usable once React has hydrated it
  //: every page.goto and reload waits for that, as a person would wait for the page.
  page: async ({ page }, use) => {
    const waitForApp = () => page.waitForFunction(() => !document.getElementById('page-data') || document.documentElement.hasAttribute('data-app-ready'));
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const res = await goto(...args);
      await waitForApp();
      return res;
    };
    page.reload = async (...args) => {
      const res = await reload(...args);
      await waitForApp();
      return res;
    };
    await use(page);
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // Errors and warnings both: React and React Router report a mismatch between the server's
      // HTML and the browser's render, a missing fallback or a misused element as warnings.
      page.on('console', (msg) => {
        if ((msg.type() === 'error' || msg.type() === 'warning') && !isExpectedNoise(msg.text())) errors.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use();
      expect(errors, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Browser messages that are not the app's faults: a 4xx a test provokes on purpose (the app
 * shows the server's message), the app's own note of a list that failed, and outside hosts this
 * machine cannot reach (embedded players).
 */
function isExpectedNoise(text: string) {
  // A public list that fails is only logged, by the app itself, which then shows its empty
  // state: a test that makes one fail on purpose sees that line.
  if (/^(Could not load \w+|.+ could not be loaded:)/.test(text)) return true;
  return /Failed to load resource: the server responded with a status of (400|401|404|409|422|429)/.test(text) ||
    /net::ERR_NAME_NOT_RESOLVED|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(text);
}

export { expect };

/** Matches an address that ends with a page path (after any origin), for `toHaveURL`. */
export function endsWithPath(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
