import { expect, roundNotice, test } from './fixtures';

async function answerByKeyboard(
  page: import('@playwright/test').Page,
  option: string,
  confidence: string,
  { recordedNotice = true } = {},
) {
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
  await page.keyboard.press(option);
  await page.keyboard.press('Enter');
  // The digit keys choose a confidence only once the answer's feedback is on screen (before that they
  // choose an option): a busy machine can take longer than the next key press to render it.
  const confidenceGroup = page.getByRole('group', { name: /How confident|How familiar/ });
  await expect(confidenceGroup).toBeVisible();
  await page.keyboard.press(confidence);
  await expect(confidenceGroup.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.keyboard.press('Enter');
  if (recordedNotice) await expect(roundNotice(page, 'Response recorded!')).toBeVisible();
}

test('a Quick Hits round by keyboard only', async ({ page }) => {
  await page.goto('/quiz?mode=quick');
  await expect(page.getByRole('heading', { name: 'Quick Hits' })).toBeVisible();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  // Enter with nothing chosen asks for an answer.
  await page.keyboard.press('Enter');
  await expect(roundNotice(page, 'Please select an answer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  for (let i = 1; i <= 5; i++) {
    await expect(page.getByText(`Question ${i} of 5`)).toBeVisible();
    await page.keyboard.press(String(((i - 1) % 4) + 1));
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(/How confident were you with this answer\?|How familiar did this topic feel to you\?/),
    ).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(roundNotice(page, 'Please select a confidence level')).toBeVisible();
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await expect(roundNotice(page, 'Response recorded!')).toBeVisible();
    await expect(page.getByRole('button', { name: i < 5 ? 'Next Question' : 'Complete Quiz' })).toBeEnabled();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Familiarity Session Complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Review Answers' }).press('Enter');
  await expect(page.getByText('Your answer:')).toHaveCount(5);
  const progress = await page.evaluate(async () => (await fetch('/api/user/progress')).json());
  expect(progress.overall.questionsAnswered).toBe(5);
});

test('a free learner meets the preview gate after 5 premium-mode answers', async ({ page }) => {
  await page.goto('/quiz?mode=adaptive');
  await expect(page.getByText('Question 1 of 5 · Preview 0 of 5 used')).toBeVisible();
  for (let i = 0; i < 5; i++) {
    // The fifth answer's notice comes with the gate, which hides the round behind it at once (a race
    // the notice loses when the server answers fast): that answer is checked on the server instead.
    await answerByKeyboard(page, '2', '2', { recordedNotice: i < 4 });
    if (i < 4) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await expect(page.getByRole('dialog', { name: 'Preview Complete!' })).toBeVisible();
  expect(
    await page.evaluate(
      async () => (await (await fetch('/api/user/progress')).json()).overall.questionsAnswered,
    ),
  ).toBe(5);
  expect(await page.evaluate(() => localStorage.getItem('totalPreviewUsage'))).toBe('5');
  await page.goto('/quiz?mode=weak_areas');
  await expect(page.getByRole('dialog', { name: 'Preview Complete!' })).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page.getByRole('heading', { name: 'Go Premium' })).toBeVisible();
});

test('an answer given offline reaches the server once after reconnecting', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  await page.goto('/quiz?mode=quick');
  await answerByKeyboard(page, '1', '1');
  await page.getByRole('button', { name: 'Next Question' }).click();
  await context.setOffline(true);
  await page.keyboard.press('3');
  await page.keyboard.press('Enter');
  await page.keyboard.press('2');
  await page.keyboard.press('Enter');
  await expect(roundNotice(page, 'Saved offline')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toContainText(
    '1 item waits to sync',
  );
  await context.setOffline(false);
  await expect
    .poll(async () =>
      page.evaluate(async () =>
        (await fetch('/api/user/progress')).json().then((p) => p.overall.questionsAnswered),
      ),
    )
    .toBe(2);
  await expect(page.getByText(/wait to sync|waits to sync|Syncing/)).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(
      async () => (await (await fetch('/api/user/progress')).json()).overall.questionsAnswered,
    ),
  ).toBe(2);
});

test('the dashboard labels the four modes honestly', async ({ page }) => {
  await page.goto('/dashboard');
  const cards = page.getByRole('region', { name: 'Drive-By Knowledge' });
  await expect(cards.getByRole('link', { name: /Quick Hits Free/ })).toHaveAttribute(
    'href',
    '/quiz?mode=quick',
  );
  await expect(cards.getByRole('link', { name: /Smart Review Premium/ })).toHaveAttribute(
    'href',
    '/quiz?mode=adaptive',
  );
  await expect(cards.getByRole('link', { name: /Challenge Mode Premium/ })).toHaveAttribute(
    'href',
    '/quiz?mode=weak_areas',
  );
  await expect(cards.getByRole('link', { name: /Exam Simulator Premium/ })).toHaveAttribute('href', '/exam');
});
