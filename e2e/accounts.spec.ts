import { readFileSync } from 'node:fs';
import { expect, linkFromEmail, newEmail, test, toasts } from './fixtures';

test('a customer signs up with a plan chosen, confirms through the email, buys Monthly, cancels, exports, resets the password and deletes the account', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(150_000);
  // The common password is refused with a 400.
  allowConsoleErrors(/status of 400/);
  const email = newEmail();

  // The plan chosen before signing up is still chosen after the emailed link.
  await page.goto('/subscribe');
  await page.getByText('Monthly', { exact: true }).click();
  await expect(page).toHaveURL(/plan=monthly/);
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('common passwords');
  await page.getByLabel('Password').fill('a-strong-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await linkFromEmail(page, email, /Confirm your email/));
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to your plan' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=monthly$/);
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Refund and cancellation policy' })).toBeVisible();

  // Buy Monthly with the test card.
  await page.getByRole('button', { name: /^Continue with Monthly/ }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).getByText('Welcome to Premium!')).toBeVisible();
  await expect(toasts(page).getByText(/Your subscription is now active/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Premium Monthly' })).toBeVisible();

  // The account page: plan, receipt, cancel at the end of the period.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Confirmed')).toBeVisible();
  await expect(page.getByTestId('plan-line')).toHaveText(/^Renews on \w+ \d+, \d{4} for \$9\.99/);
  const receipt = page.getByRole('article', { name: /^Receipt of/ });
  await expect(receipt).toContainText('$9.99');
  await expect(receipt).toContainText('Card ending in 4242');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByTestId('plan-line')).toHaveText(
    /^Cancelled: Premium ends on \w+ \d+, \d{4}\. You will not be charged again\.$/,
  );

  // Export everything as JSON.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const file = await (await download).path();
  const data = JSON.parse(readFileSync(file, 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.payments).toHaveLength(1);

  // Forget the password, reset it through the email, sign in with the new one.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByText("You're signed out.")).toBeVisible();
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in screen's own Email field stays until the new screen has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await linkFromEmail(page, email, /Reset your/));
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Repeat new password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Maria!' })).toBeVisible();

  // Delete the account.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('checkbox').check();
  await dialog.getByLabel('Your password').fill('a-brand-new-password');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  const user = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json());
  expect(user).toBeNull();
});

test('a reset link works once', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400/);
  const email = newEmail();
  await page.goto('/dashboard');
  const origin = new URL(page.url()).origin;
  await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'first-password-here', name: 'Ray Reset' },
    headers: { origin },
  });
  await page.request.post('/api/auth/request-password-reset', {
    data: { email, redirectTo: '/reset-password' },
    headers: { origin },
  });
  const link = await linkFromEmail(page, email, /Reset your/);
  for (const attempt of [1, 2]) {
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(`another-password-${attempt}`);
    await page.getByLabel('Repeat new password').fill(`another-password-${attempt}`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    if (attempt === 1)
      await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
    else await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  }
});
