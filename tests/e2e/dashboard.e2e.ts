// The dashboard: the profile card, editing the profile and changing the password.
import { expect, test } from './fixtures';
import { expectFieldError, registerViaApi, signInWithToken } from './harness';
import { field } from './flows';

test('Profile card and profile update', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl, { firstName: '', lastName: '' });
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { name: `Welcome to your Dashboard, ${user.username}!` }).first(),
  ).toBeVisible();
  const card = page.getByRole('region', { name: 'Your Profile' });
  for (const label of ['Username', 'Email', 'Member since', 'Last login'])
    await expect(card.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(card.getByText('First Name', { exact: true }), 'First Name is hidden when empty').toHaveCount(0);

  await field(page, 'Avatar URL').fill('ftp://example.com/me.png');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectFieldError(field(page, 'Avatar URL'), 'Avatar must be an http(s) or /media/ URL');
  await field(page, 'Avatar URL').fill('');

  await field(page, 'First name').fill('Grace');
  await field(page, 'Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard, Grace!' }).first()).toBeVisible();
  await expect(card.getByText('First Name', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('Hopper', { exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Welcome to your Dashboard, Grace!' }).first(),
    'the change after a reload',
  ).toBeVisible();
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menu').getByText('Grace Hopper').first()).toBeVisible();
});

test('Password change', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/dashboard');
  const submit = page.getByRole('button', { name: 'Change password' });

  await submit.click();
  await expectFieldError(field(page, 'Current password'), 'Current password is required');
  await expectFieldError(field(page, 'New password'), 'Password is required');
  await expectFieldError(field(page, 'Confirm new password'), 'Please confirm your password');

  await field(page, 'Current password').fill('N0tMyPassword');
  await field(page, 'New password').fill('Fresh3rSecret');
  await field(page, 'Confirm new password').fill('Fresh3rSecret');
  await submit.click();
  await expectFieldError(field(page, 'Current password'), 'Current password is incorrect');

  await field(page, 'Current password').fill(user.password);
  await submit.click();
  await expect(page.getByText('Password changed successfully').first()).toBeVisible();
  await expect(field(page, 'Current password'), 'the form is cleared after a change').toHaveValue('');

  const signIn = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: 'Fresh3rSecret' }),
  });
  expect(signIn.status, 'the new password works').toBe(200);
});
