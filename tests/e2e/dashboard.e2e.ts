// The dashboard: the profile card, editing the profile and changing the password.
import { test } from './fixtures';
import { check, expectFieldError, expectVisible, registerViaApi, signInWithToken } from './harness';
import { field } from './flows';

test('Profile card and profile update', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl, { firstName: '', lastName: '' });
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/dashboard');
  await expectVisible(page.getByRole('heading', { name: `Welcome to your Dashboard, ${user.username}!` }));
  const card = page.getByRole('region', { name: 'Your Profile' });
  for (const label of ['Username', 'Email', 'Member since', 'Last login']) await expectVisible(card.getByText(label, { exact: true }));
  check((await card.getByText('First Name', { exact: true }).count()) === 0, 'First Name is hidden when empty');

  await field(page, 'Avatar URL').fill('ftp://example.com/me.png');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectFieldError(field(page, 'Avatar URL'), 'Avatar must be an http(s) or /media/ URL');
  await field(page, 'Avatar URL').fill('');

  await field(page, 'First name').fill('Grace');
  await field(page, 'Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectVisible(page.getByText('Profile updated successfully'));
  await expectVisible(page.getByRole('heading', { name: 'Welcome to your Dashboard, Grace!' }));
  await expectVisible(card.getByText('First Name', { exact: true }));
  await expectVisible(card.getByText('Hopper', { exact: true }));

  await page.reload();
  await expectVisible(page.getByRole('heading', { name: 'Welcome to your Dashboard, Grace!' }), 'the change after a reload');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expectVisible(page.getByRole('menu').getByText('Grace Hopper'));
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
  await expectVisible(page.getByText('Password changed successfully'));
  check((await field(page, 'Current password').inputValue()) === '', 'the form is cleared after a change');

  const signIn = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: 'Fresh3rSecret' }),
  });
  check(signIn.status === 200, 'the new password works');
});
