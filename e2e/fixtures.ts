import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

type LoginOptions = { premium?: boolean; name?: string };

/**
 * Signs a new learner in without the UI: the requests go through the page's own context, so the page
 * shares the session cookie. With `premium`, the learner then pays through the test provider's real
 * server path (create a payment, confirm it with the test card), so premium still comes from the
 * server. One journey (`becomePremium`) keeps doing all of this through the screens.
 */
async function signInDirectly(
  page: Page,
  origin: string,
  { premium = false, name = 'Maria Lopez' }: LoginOptions,
) {
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { data, headers: { origin } });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  const email = newEmail();
  // Sign-up signs nobody in (its answer is the same for every address); the password then does.
  await post('/api/auth/sign-up/email', { email, password: 'a-strong-password', name });
  await post('/api/auth/sign-in/email', { email, password: 'a-strong-password' });
  if (premium) {
    const { paymentId } = await post('/api/create-subscription', { plan: 'lifetime' });
    const status = await post('/api/payments/test/confirm', { paymentId, cardNumber: '4242424242424242' });
    expect(status.isPremium).toBe(true);
  }
  return { email };
}

/** Every spec fails on a console error or an uncaught page error (CSP violations included). */
export const test = base.extend<{
  consoleErrors: string[];
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Signs a new account in (optionally Premium) for this page, without the UI. */
  loginAs: (options?: LoginOptions) => Promise<{ email: string }>;
  /** The page, signed in as a new Premium learner, on the dashboard. */
  asPremium: Page;
}>({
  loginAs: async ({ page, baseURL }, use) => {
    await use((options = {}) => signInDirectly(page, new URL(baseURL!).origin, options));
  },
  asPremium: async ({ page, loginAs }, use) => {
    await loginAs({ premium: true });
    // Where the paying journey ends, so the page has the app's origin and its signed-in state.
    await page.goto('/dashboard');
    // The dashboard's first render comes in the HTML (decision 21): a journey's first step is the app's.
    await untilTheAppRuns(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      const allowed = allowedByPage.get(page) ?? [];
      expect(
        errors.filter((e) => !allowed.some((p) => p.test(e))),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
  /** For a test that provokes an expected failed request (a wrong password answers 401). */
  allowConsoleErrors: async ({ page }, use) => {
    await use((pattern) => allowedByPage.set(page, [...(allowedByPage.get(page) ?? []), pattern]));
  },
});

const allowedByPage = new WeakMap<Page, RegExp[]>();

/**
 * Open toasts. Located by their element rather than by role: while a modal dialog is open the page
 * behind it (the toast viewport included) is hidden from the accessibility tree, and Radix announces
 * each toast through a separate live region.
 */
export const toasts = (page: Page) => page.locator('li[data-state="open"]');

/**
 * The quiz round's message (answer missing, response recorded, saved offline), said in place below
 * the buttons rather than in a toast over the question or the explanation.
 */
export const roundNotice = (page: Page, text: string) =>
  page.locator('#main').getByRole('status').filter({ hasText: text });
export { expect };

let n = 0;
export function newEmail() {
  n += 1;
  return `e2e-${Date.now()}-${n}@example.com`;
}

/** The emails the e2e server (scripts/e2e-server.mjs) wrote to its outbox for one address, oldest first. */
export function outbox(page: Page, to: string) {
  // The page's server, or the suite's own when the page has not opened one yet.
  const port = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).port;
  const dir = join(tmpdir(), `homestead-e2e-outbox-${port}`);
  let names: string[] = [];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    // no mail yet
  }
  return names
    .map(
      (n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as { to: string; subject: string; link?: string },
    )
    .filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** Waits for the latest email to an address whose subject matches, and gives its link. */
export async function linkFromEmail(page: Page, to: string, subject: RegExp) {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = outbox(page, to)
        .filter((m) => subject.test(m.subject))
        .at(-1)?.link;
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/** Signs up through the screens and confirms the address through the emailed link, ending on the dashboard. */
export async function signUpThroughUi(page: Page, email: string, password = 'a-strong-password') {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await linkFromEmail(page, email, /Confirm your email/));
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: /^Continue/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The first dashboard of a new account says "Welcome"; "Welcome back" is for a return.
  await expect(page.getByRole('heading', { name: 'Welcome, Maria!' })).toBeVisible();
}

/** Signs up and pays with the built-in test payment provider, all through the screens. */
export async function becomePremium(page: Page, plan: 'Lifetime' | 'Monthly' = 'Lifetime') {
  await signUpThroughUi(page, newEmail());
  await page.goto('/subscribe');
  await page.getByText(plan, { exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^Continue with ${plan}`) }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).getByText('Welcome to Premium!')).toBeVisible();
}

export const ADMIN_EMAIL = 'e2e-admin@homesteadprep.example';
const PASSWORD = 'a-strong-password';

/**
 * Signs the page in as the admin that ADMIN_EMAILS names on the e2e server: made on first use and
 * confirmed through its emailed link, since the role needs a confirmed address.
 */
export async function signInAsAdmin(page: Page) {
  // No page is opened first: a screen's own guest sign-in, still in flight, could land after the
  // admin's and leave the browser a guest.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  // One worker at a time: two making and confirming the same account at once race each other.
  const lock = join(tmpdir(), `homestead-e2e-admin-lock-${new URL(origin).port}`);
  for (let waited = 0; ; waited += 100) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (waited > 60_000) throw new Error(`${lock} is still held after a minute`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    await makeAndSignInAdmin(page, origin);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function makeAndSignInAdmin(page: Page, origin: string) {
  const signIn = () =>
    page.request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN_EMAIL, password: PASSWORD },
      headers: { origin },
    });
  const role = async () => ((await (await page.request.get('/api/user')).json()) as { role?: string }).role;
  if ((await signIn()).status() !== 200) {
    // Another worker may make the account at the same moment: sign-up answers the same either way.
    await page.request.post('/api/auth/sign-up/email', {
      data: { email: ADMIN_EMAIL, password: PASSWORD, name: 'Ada Admin' },
      headers: { origin },
    });
    expect((await signIn()).status()).toBe(200);
  }
  if ((await role()) === 'admin') return;
  // Through the request API, not the page: the link's landing screen is not what these tests look at.
  expect((await page.request.get(await linkFromEmail(page, ADMIN_EMAIL, /Confirm your email/))).ok()).toBe(
    true,
  );
  expect((await signIn()).status()).toBe(200);
  await expect.poll(role).toBe('admin');
}

/**
 * Misses the first question of a new Quick Hits round, through the API from the page (so it enters
 * the learner's mistakes deck); gives the question's text.
 */
export async function missOneQuestion(page: Page) {
  return page.evaluate(async () => {
    const round = (await (await fetch('/api/quiz/questions?type=quick')).json()) as {
      sessionId: string;
      questions: { id: string; question: string; options: string[]; correctAnswer: string }[];
    };
    const q = round.questions[0]!;
    const res = await fetch('/api/quiz/answer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        answerId: crypto.randomUUID(),
        sessionId: round.sessionId,
        questionId: q.id,
        selectedAnswer: q.options.find((o) => o !== q.correctAnswer),
        confidenceLevel: 'need_practice',
        timeSpent: 4,
      }),
    });
    if (!res.ok) throw new Error(`answer: ${res.status} ${await res.text()}`);
    return q.question;
  });
}

/**
 * Holds the app's script (the entry chunk) back until `release()`, so a test sees a prerendered page as
 * the HTML alone (decisions 18 and 21). Call before `page.goto`.
 */
export async function holdTheAppScript(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Sums the page's layout shifts from its start; read with `layoutShifts`. Call before `page.goto`. */
export async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/**
 * Waits until the app has taken over a prerendered page (decisions 18 and 21; src/client/main.tsx sets the
 * flag after its first render), for a step that needs the app rather than the HTML (a move announced
 * inside the app, the app's own Back).
 */
export const untilTheAppRuns = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __appTookOver?: boolean }).__appTookOver === true);

/**
 * The dashboard's stats card with the learner's numbers in it (the prerendered page shows the same card
 * with dashes until the learner has loaded).
 */
export const expectStatsShown = (page: Page) =>
  expect(page.locator('dl').filter({ hasText: 'Day streak' })).toHaveText(/^\d+Level\d+Points\d+Day streak$/);
