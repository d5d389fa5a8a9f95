// Every client-side message appears under its field and clears when that field is edited;
// server answers are routed to the fields the spec names.
import type { Page } from 'playwright-core';
import { expect, test } from './fixtures';
import { expectFieldError, expectNoFieldError, expectPath, registerViaApi, uniqueUser } from './harness';
import { field, fillSignUp } from './flows';

const submitSignIn = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true }).click();
const submitSignUp = (page: Page) => page.getByRole('button', { name: 'Create account' }).click();

test('Sign in validation messages', async ({ page }) => {
  let signInRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/trpc/auth.login')) signInRequests += 1;
  });
  await page.goto('/login');
  const email = field(page, 'Email');
  const password = field(page, 'Password');

  await submitSignIn(page);
  await expectFieldError(email, 'Email is required');
  await expectFieldError(password, 'Password is required');
  await expect(email, 'focus moves to the first invalid field').toBeFocused();

  await email.fill('not-an-email');
  await expectNoFieldError(email);
  await expectFieldError(password, 'Password is required');
  await submitSignIn(page);
  await expectFieldError(email, 'Email is invalid');

  await password.fill('anything');
  await expectNoFieldError(password);
  await email.fill('a@b');
  await submitSignIn(page);
  await expectFieldError(email, 'Email is invalid');
  await email.fill('a@b.c');
  await expectNoFieldError(email);
  expect(signInRequests, 'invalid forms are never sent').toBe(0);
});

test('Sign up validation messages', async ({ page }) => {
  let signUpRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/trpc/auth.register')) signUpRequests += 1;
  });
  await page.goto('/register');
  const username = field(page, 'Username');
  const email = field(page, 'Email');
  const password = field(page, 'Password');
  const confirm = field(page, 'Confirm password');

  await submitSignUp(page);
  await expectFieldError(username, 'Username is required');
  await expectFieldError(email, 'Email is required');
  await expectFieldError(password, 'Password is required');
  await expectFieldError(confirm, 'Please confirm your password');

  const cases: [field: typeof username, value: string, message: string][] = [
    [username, 'ab', 'Username must be at least 3 characters'],
    [username, 'bad name!', 'Username can only contain letters, numbers, underscores, and hyphens'],
    [email, 'nobody@nowhere', 'Email is invalid'],
    [password, 'Ab1', 'Password must be at least 6 characters'],
    [password, 'abcdefg', 'Password must contain at least one lowercase letter, one uppercase letter, and one number'],
  ];
  for (const [input, value, message] of cases) {
    await input.fill(value);
    await expectNoFieldError(input);
    await submitSignUp(page);
    await expectFieldError(input, message);
  }

  await password.fill('Sup3rSecret');
  await confirm.fill('');
  await submitSignUp(page);
  await expectFieldError(confirm, 'Please confirm your password');
  await confirm.fill('Sup3rSecreT');
  await expectNoFieldError(confirm);
  await submitSignUp(page);
  await expectFieldError(confirm, 'Passwords do not match');
  await confirm.fill('Sup3rSecret');
  await expectNoFieldError(confirm);
  expect(signUpRequests, 'invalid forms are never sent').toBe(0);
});

test('Sign up sends no confirmation and routes taken username', async ({ page, baseUrl }) => {
  const existing = await registerViaApi(baseUrl);
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/auth.register')) bodies.push(request.postData() ?? '');
  });
  await page.goto('/register');
  await fillSignUp(page, uniqueUser({ username: existing.username }));
  await submitSignUp(page);
  await expectFieldError(field(page, 'Username'), 'Username is already taken');
  await expectPath(page, '/register');
  expect(bodies.length === 1 && !bodies[0]!.includes('confirmPassword'), 'the confirmation is not sent').toBeTruthy();

  await field(page, 'Username').fill(uniqueUser().username);
  await expectNoFieldError(field(page, 'Username'));
  await field(page, 'Email').fill(existing.email);
  await submitSignUp(page);
  await expectFieldError(field(page, 'Email'), 'Email already exists');
});

test('Password visibility toggles', async ({ page }) => {
  await page.goto('/login');
  const password = field(page, 'Password');
  await password.fill('Secret1');
  await expect(password, 'the password starts hidden').toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password, 'Show password reveals it').toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password, 'Hide password hides it again').toHaveAttribute('type', 'password');

  await page.goto('/register');
  await expect(field(page, 'Confirm password').first()).toBeVisible();
  const toggles = page.getByRole('button', { name: 'Show password' });
  await expect(toggles, 'both sign-up password fields have a toggle').toHaveCount(2);
  await toggles.nth(1).click();
  await expect(field(page, 'Confirm password'), 'the confirm toggle reveals the confirmation').toHaveAttribute(
    'type',
    'text',
  );
  await expect(field(page, 'Password'), 'the other field stays hidden').toHaveAttribute('type', 'password');
  await expect(page.getByRole('link', { name: 'Sign in here' }).first()).toBeVisible();
});

test('Unreachable server shows network toast', async ({ page }) => {
  await page.route('**/trpc/auth.login**', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await field(page, 'Email').fill('someone@example.com');
  await field(page, 'Password').fill('Sup3rSecret');
  await submitSignIn(page);
  await expect(
    page.getByText('Network error - please check your connection').first(),
    'the network error toast',
  ).toBeVisible();
  await expectNoFieldError(field(page, 'Email'));
  await expect(
    page.getByRole('button', { name: 'Sign in', exact: true }).first(),
    'the button is ready again',
  ).toBeVisible();
});
