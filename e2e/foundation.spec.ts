import AxeBuilder from '@axe-core/playwright';
import { expect, newEmail, signUpThroughUi, test, toasts } from './fixtures';

test('a new visitor opening /dashboard becomes a guest at once', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Homestead Prep', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  const user = await page.evaluate(async () => (await fetch('/api/user')).json());
  expect(user).toMatchObject({ isGuest: true, isPremium: false, level: 1 });
});

test('changing the state is remembered', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByLabel('Your state').selectOption({ label: 'Texas' });
  await expect(
    page.getByText(/Studying for the Texas salesperson exam \(Pearson VUE, 70% to pass\)/),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedState'))).toBe('TX');
  await page.reload();
  await expect(page.getByLabel('Your state')).toHaveValue('TX');
});

test('feedback: missing fields warn, a complete form is sent and the dialog clears', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your feedback' });
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toasts(page).getByText('Missing Information')).toBeVisible();
  await expect(
    toasts(page).getByText('Please provide a rating and feedback before submitting.'),
  ).toBeVisible();
  // The stars are radios a keyboard user chooses with Space, as a screen-reader user hears them.
  await dialog.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel("What's working well? (required)").fill('The stories stick with me.');
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toasts(page).getByText('Feedback Submitted!')).toBeVisible();
  await expect(
    toasts(page).getByText("Thank you for your feedback. We'll review it and get back to you if needed."),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByLabel("What's working well? (required)")).toHaveValue('');
  await expect(page.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
});

test('sign up, sign out and sign in again', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  const email = newEmail();
  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await signUpThroughUi(page, email);
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByText("You're signed out.")).toBeVisible();
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That email and password do not match an account.');
  await page.getByLabel('Password').fill('a-strong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Maria!' })).toBeVisible();
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('nav is hidden on the landing page and shown elsewhere; premium items are locked for free learners', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.goto('/analytics');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveCount(8);
  await expect(nav.getByRole('link', { name: 'Questions (Premium)' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByText('Admins only')).toBeVisible();
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('shows the bottom bar and the Exit button', async ({ page }) => {
    await page.goto('/getting-started');
    const bar = page.getByRole('navigation', { name: 'Quick' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Welcome', 'Dashboard', 'Study']);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Exit to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('with the service worker', () => {
  // The suite blocks the service worker elsewhere (playwright.config.ts); this journey is about it.
  test.use({ serviceWorkers: 'allow' });
  test('the app opens offline after one visit', async ({ page, context, consoleErrors }) => {
    await page.goto('/dashboard');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const swUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    expect(swUrl).toMatch(/\/sw\.js$/);
    await page.reload();
    await context.setOffline(true);
    await page.goto('/getting-started');
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
    await context.setOffline(false);
    // Requests to the server fail while offline; that is expected here and nothing else may fail.
    // (A request the service worker tries and cannot answer from its cache shows as net::ERR_FAILED.)
    const offlineNoise =
      /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Could not start a guest session/;
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !offlineNoise.test(e)));
  });
});

// The landing page, the dashboard and the glossary are scanned once each in light and in dark, for
// the same serious violations and for WCAG AA (e2e/appearance.spec.ts), not again here.
for (const path of ['/getting-started', '/meet-rita', '/sign-in', '/sign-up', '/nowhere']) {
  test(`axe finds no serious violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('reading Getting Started completes the first step of the guided track', async ({ page }) => {
  await page.goto('/getting-started');
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  // Wait for the guest session before asking the server.
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const track = (await (await fetch('/api/track')).json()) as {
          steps: { id: string; completed: boolean }[];
        };
        return track.steps.find((s) => s.id === 'welcome')?.completed;
      }),
    )
    .toBe(true);
});
