import { expect, missOneQuestion, test } from './fixtures';

test('the audio drill reads a Smart Review round, takes a tapped answer and confidence, and records it', async ({
  asPremium: page,
}) => {
  test.setTimeout(90_000);
  await page.getByRole('link', { name: 'Audio drill' }).click();
  await expect(page.getByRole('heading', { name: 'Audio drill' })).toBeVisible();
  await page.getByLabel('Seconds to answer').selectOption('15');
  await page.getByRole('button', { name: 'Start the drill' }).click();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  // While it reads, the options wait; then they take a tap.
  await expect(page.getByRole('status').filter({ hasText: 'Your answer: tap an option' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: /^1 / }).click();
  const familiar = page.getByRole('group', { name: 'How familiar did it feel?' });
  await expect(familiar).toBeVisible({ timeout: 30_000 });
  await familiar.getByRole('button', { name: 'Felt familiar!' }).click();
  await expect(page.getByText('Question 2 of 10', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () =>
      page.evaluate(async () => (await (await fetch('/api/user/progress')).json()).overall.questionsAnswered),
    )
    .toBe(1);
  // Pause stops it where it is; Stop ends the round with what was answered.
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Drill complete' })).toBeVisible();
  await expect(page.getByText(/You answered 1 of 10/)).toBeVisible();
});

test('the audio drill can take its round from the mistakes deck: the one missed question', async ({
  asPremium: page,
}) => {
  test.setTimeout(90_000);
  const missed = await missOneQuestion(page);
  await page.goto('/drill');
  await page.getByRole('radio', { name: /My mistakes/ }).check();
  await page.getByRole('button', { name: 'Start the drill' }).click();
  await expect(page.getByText('Question 1 of 1', { exact: true })).toBeVisible();
  // The question shows (a one-sentence stem also shows in the read-aloud line, hence first()).
  await expect(page.getByText(missed, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Drill complete' })).toBeVisible();
});

test('read-aloud on a question: the speed chosen is used by every read-aloud and kept on the device', async ({
  page,
}) => {
  await page.goto('/quiz?mode=quick');
  const play = page.getByRole('button', { name: 'Read the question aloud' });
  await expect(play).toBeVisible();
  await page
    .getByRole('button', { name: /× speed/ })
    .first()
    .click();
  await page.getByLabel('Speed').first().selectOption('1.5');
  await expect(page.getByRole('button', { name: /1\.5× speed/ }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('homestead.readAloudRate'))).toBe('1.5');
});
