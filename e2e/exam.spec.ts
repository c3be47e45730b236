import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The second e2e server runs every exam portion on a 6-second clock (MOCK_EXAM_SECONDS). */
const SHORT_CLOCK = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 1}`;

async function chooseTexas(page: Page) {
  await page.goto('/dashboard');
  await page.getByLabel('Your state').selectOption({ label: 'Texas' });
  await expect(page.getByLabel('Your state')).toHaveValue('TX');
}
const navigator = (page: Page) => page.getByRole('navigation', { name: 'Question navigator' });
const gridButton = (page: Page, n: number) =>
  navigator(page).getByRole('button', { name: new RegExp(`^Question ${n},`) });

test('a premium learner in Texas sits both portions, reloads mid-exam without losing anything, and reviews what they missed', async ({
  asPremium: page,
}) => {
  test.setTimeout(90_000);
  // A reload mid-exam asks first; the learner confirms.
  page.on('dialog', (d) => void d.accept());
  await chooseTexas(page);
  await page.goto('/exam');
  const intro = page.getByRole('table', { name: 'Portions of the exam' });
  await expect(
    intro.getByRole('row', { name: /National portion 80 scored \+ 5 unscored pretest 150 min 70%/ }),
  ).toBeVisible();
  await expect(intro.getByRole('row', { name: /State portion 40 scored/ })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  expect(axe.violations, 'exam intro accessibility').toEqual([]);
  await page.getByRole('button', { name: 'Start the exam' }).click();

  await expect(page.getByRole('heading', { name: 'National portion · TX' })).toBeVisible();
  await expect(page.getByText('Question 1 of 85')).toBeVisible();
  await page.keyboard.press('2'); // choose B on question 1
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('f'); // flag question 2, leave it unanswered
  await gridButton(page, 10).click();
  await expect(page.getByText('Question 10 of 85')).toBeVisible();
  await page.getByRole('radio').nth(2).check();
  // Nothing tells whether a choice is right during the exam.
  await expect(page.getByText(/Correct answer|Incorrect|Nice!|Great job/)).toHaveCount(0);
  const runnerAxe = await new AxeBuilder({ page }).include('#main').analyze();
  expect(runnerAxe.violations, 'exam runner accessibility').toEqual([]);
  const chosen = await page.getByRole('radio').nth(2).getAttribute('value');

  await page.reload();
  await expect(page.getByText('Question 10 of 85')).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveAttribute('value', chosen!);
  await expect(gridButton(page, 1)).toHaveAccessibleName('Question 1, answered');
  await expect(gridButton(page, 2)).toHaveAccessibleName('Question 2, unanswered, flagged');
  await expect(page.getByText('2 answered · 1 flagged')).toBeVisible();

  await page.getByRole('button', { name: 'Submit national portion' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit the national portion?' });
  await expect(confirm.getByText('83 questions are unanswered (they count as wrong).')).toBeVisible();
  await expect(confirm.getByText('1 flagged for review.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit now' }).click();

  await expect(page.getByRole('heading', { name: 'National portion submitted' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the state portion' }).click();
  await expect(page.getByRole('heading', { name: 'State portion · TX' })).toBeVisible();
  await expect(page.getByText(/1:29:\d\d|1:30:00/)).toBeVisible();
  await page.keyboard.press('1');
  await page.getByRole('button', { name: 'Submit state portion' }).click();
  await page
    .getByRole('dialog', { name: 'Submit the state portion?' })
    .getByRole('button', { name: 'Submit now' })
    .click();

  await expect(page).toHaveURL(/\/exam\/[0-9a-f-]+\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Not yet: the national portion/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'National portion result' }).getByText('Not passed'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'State portion result' })
      .getByText(/of 40 scored items · pass mark 70%/),
  ).toBeVisible();
  await expect(page.getByText('Great job!')).toHaveCount(0);
  const review = page.getByRole('list', { name: 'Reviewed items' });
  await page.getByRole('button', { name: /^Flagged \(1\)$/ }).click();
  await expect(review.locator('> li')).toHaveCount(1);
  await expect(review.getByText('Not answered')).toBeVisible();
  await page.getByRole('button', { name: /^Missed/ }).click();
  const missed = Number(
    (await page.getByRole('button', { name: /^Missed/ }).textContent())!.match(/\d+/)![0],
  );
  await expect(review.locator('> li')).toHaveCount(missed);
  // The three answered items may all have been right (1 in 64), so "(your answer)" is looked for on
  // question 1 (answered B) in the full list, not among the missed.
  await page.getByRole('button', { name: /^All \(\d+\)$/ }).click();
  await expect(review.locator('> li').first().getByText('(your answer)')).toBeVisible();

  await page.getByRole('link', { name: 'All attempts' }).click();
  await expect(page.getByRole('heading', { name: 'Your exam attempts' })).toBeVisible();
  await expect(page.getByRole('row', { name: /TX National portion: \d+% State portion: \d+%/ })).toHaveCount(
    1,
  );
});

test.describe('on a short clock', () => {
  test.use({ baseURL: SHORT_CLOCK });

  test('a portion whose time runs out is submitted as it stands, and the next starts on its own clock', async ({
    asPremium: page,
  }) => {
    test.setTimeout(60_000);
    await chooseTexas(page);
    await page.goto('/exam');
    await page.getByRole('button', { name: 'Start the exam' }).click();
    await expect(page.getByText('Question 1 of 85')).toBeVisible();
    await page.keyboard.press('1');
    await expect(page.getByRole('heading', { name: 'National portion submitted' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Start the state portion' }).click();
    await expect(page).toHaveURL(/\/results$/, { timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: 'National portion result' }).getByText('(time ran out)'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'State portion result' }).getByText('(time ran out)'),
    ).toBeVisible();
  });
});

test('a free learner gets a labelled 5-question preview on a proportionate clock', async ({ page }) => {
  await chooseTexas(page);
  await page.goto('/exam');
  await expect(page.getByRole('heading', { name: 'Preview exam · Texas' })).toBeVisible();
  await expect(
    page.getByText(/A 5-question sample of the national portion with 9 minutes on the clock/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start the preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview exam' })).toBeVisible();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByText(/^[89]:\d\d$/)).toBeVisible();
});

test('a first visit straight to /exam starts a guest session and shows the exam, not an error', async ({
  page,
}) => {
  await page.goto('/exam');
  await expect(page.getByRole('heading', { name: /^Preview exam/ })).toBeVisible();
  await expect(page.getByText("We couldn't load the exam")).toHaveCount(0);
});

test('a first visit straight to /exam/history starts a guest session and lists no attempts, not an error', async ({
  page,
}) => {
  await page.goto('/exam/history');
  await expect(page.getByRole('heading', { name: 'Your exam attempts' })).toBeVisible();
  await expect(page.getByText(/No attempts yet/)).toBeVisible();
  await expect(page.getByText("We couldn't load your attempts")).toHaveCount(0);
});
