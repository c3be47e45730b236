import { expect, test, untilTheAppRuns } from './fixtures';

// The app's own router (decision 19): what a reader notices of it beyond the screens themselves.

test('leaving a running exam asks first, by a link or by Back: Stay keeps the exam, Leave goes', async ({
  asPremium: page,
}) => {
  // Into the exam from the dashboard inside the app, so Back is the app's own.
  await page
    .getByRole('region', { name: 'Drive-By Knowledge' })
    .getByRole('link', { name: /^Exam Simulator/ })
    .click();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByText(/Question 1 of \d+/)).toBeVisible();
  const ask = page.getByRole('alertdialog', { name: 'Leave the exam?' });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Glossary' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay in the exam' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/exam$/);
  await expect(page.getByText(/Question 1 of \d+/)).toBeVisible();

  // Back (the dashboard was the page before): the exam's entry is put back while the learner chooses.
  await page.goBack();
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/exam$/);
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(ask).toBeHidden();
});

test('a new screen opens at its top; Back returns to where the reader was, with the title and announcement', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/glossary');
  await expect(page.getByRole('heading', { name: 'Glossary', level: 1 })).toBeVisible();
  // The glossary's first page comes in the HTML (decision 23); the moves below are the app's.
  await untilTheAppRuns(page);
  // The terms are in (the page is long enough to scroll) before the reader scrolls.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2000);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const was = await page.evaluate(() => window.scrollY);

  await page.getByRole('navigation', { name: 'Quick' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle(/^Dashboard · /);
  await expect(page.getByTestId('route-announcer')).toHaveText(/^Dashboard · /);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(page).toHaveTitle(/^Glossary · /);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(was);
});
