// UI steps several end-to-end tests share.
import type { Page } from 'playwright-core';
import type { TestUser } from './harness';

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export async function fillSignUp(page: Page, user: Partial<TestUser> & { confirm?: string }) {
  await field(page, 'First name').fill(user.firstName ?? '');
  await field(page, 'Last name').fill(user.lastName ?? '');
  await field(page, 'Username').fill(user.username ?? '');
  await field(page, 'Email').fill(user.email ?? '');
  await field(page, 'Password').fill(user.password ?? '');
  await field(page, 'Confirm password').fill(user.confirm ?? user.password ?? '');
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

/** The crash fallback has no route of its own: a dashboard chunk that throws on load brings it up. */
export async function breakDashboardChunk(page: Page) {
  await page.route('**/assets/dashboard-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("Simulated crash for the fallback screen");' }),
  );
}
