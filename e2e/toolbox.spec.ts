import { expect, missOneQuestion, signInAsAdmin, test } from './fixtures';

test('a Premium learner searches the Questions Database, opens a card, bookmarks it and drills the bookmark', async ({
  asPremium: page,
}) => {
  await page.goto('/questions');
  await expect(page.getByRole('heading', { name: 'Questions Database' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(status).toHaveText(/^Showing 20 of [\d,]+ questions/);
  await page.getByLabel('Search questions').fill('EASEMENT');
  await expect(status).toHaveText(/^Showing \d+ of \d+ questions/);
  const total = Number((await status.textContent())!.match(/of ([\d,]+)/)![1]!.replace(',', ''));
  expect(total).toBeGreaterThan(0);
  const first = page.locator('article').first();
  await first.getByRole('button', { expanded: false }).click();
  await expect(first.getByText('Correct answer')).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Explanation' })).toBeVisible();
  await first.getByRole('button', { name: 'Bookmark' }).click();
  await expect(first.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Topic').selectOption({ label: 'Financing & Economics' });
  await page.getByLabel('Search questions').fill('zzqx no such words');
  await expect(page.getByText('No questions found matching your search criteria.')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();

  // The bookmarked question is the whole "only bookmarked" round.
  await page.goto('/practice?source=bookmarked&start=1');
  await expect(page.getByRole('heading', { name: 'Custom Practice' })).toBeVisible();
  await expect(page.getByText('Question 1 of 1')).toBeVisible();
});

test('"Quiz me on these" starts a custom round from the filtered questions', async ({ asPremium: page }) => {
  await page.goto('/questions');
  await page.getByLabel('Topic').selectOption({ label: 'Contracts & Agency' });
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toBeVisible();
  await page.getByRole('link', { name: 'Quiz me on these' }).click();
  await expect(page).toHaveURL(/\/practice\?.*areas=contracts/);
  await expect(page.getByRole('heading', { name: 'Custom Practice' })).toBeVisible();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
});

test("the State law topic lists only the learner's state's own items and quizzes on them", async ({
  asPremium: page,
}) => {
  const saved = await page.request.post('/api/user/state', {
    data: { stateCode: 'TX' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/questions');
  const status = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(status).toHaveText(/\(national and TX law\)$/);
  await page.getByLabel('Topic').selectOption({ label: 'State law' });
  await expect(status).toHaveText(/^Showing 20 of \d+ questions \(TX law\)$/);
  await expect(page.locator('article')).toHaveCount(20);
  await expect(page.locator('article').filter({ hasText: 'TX law' })).toHaveCount(20);
  await page.getByRole('link', { name: 'Quiz me on these' }).click();
  await expect(page).toHaveURL(/\/practice\?.*stateItems=only/);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
});

test('a learner reports a question from its card, once; the admin sees the report', async ({
  asPremium: page,
  browser,
  allowConsoleErrors,
}) => {
  // The second report is refused with 409, which the browser logs.
  allowConsoleErrors(/status of 409/);
  const note = `Card report ${Date.now()}: option C reads oddly.`;
  await page.goto('/questions');
  const listed = page.waitForResponse(
    (r) => r.url().includes('/api/questions/state') && r.url().includes('topic=financing'),
  );
  await page.getByLabel('Topic').selectOption({ label: 'Financing & Economics' });
  const stem = ((await (await listed).json()) as { questions: { question: string }[] }).questions[3]!
    .question;
  const card = page.locator('article').filter({ hasText: stem }).first();
  await card.getByRole('button', { expanded: false }).click();
  await card.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with this question' });
  await dialog.getByRole('radio', { name: 'typo' }).check();
  await dialog.getByLabel('Anything to add? (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you: an editor will check this question.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(card.getByRole('button', { name: 'Reported' })).toBeVisible();

  // After a reload the card offers the button again, but the server takes one report per question.
  await page.reload();
  await page.getByLabel('Topic').selectOption({ label: 'Financing & Economics' });
  const again = page.locator('article').filter({ hasText: stem }).first();
  await again.getByRole('button', { expanded: false }).click();
  await again.getByRole('button', { name: 'Report a problem' }).click();
  await dialog.getByRole('radio', { name: 'wrong answer' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('You already reported this question. Thank you!')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Reports' }).click();
  const group = admin
    .locator('div')
    .filter({ has: admin.getByText(note) })
    .filter({ has: admin.getByRole('button', { name: 'Fix question' }) })
    .last();
  await expect(group.getByText(stem, { exact: true })).toBeVisible();
  await expect(group.getByText(/typo × 1/)).toBeVisible();
  await expect(group.getByText(/wrong answer ×/)).toHaveCount(0);
  await adminContext.close();
});

test('a free learner meets the gates: Questions Database and Purchase Required, whatever the address says', async ({
  page,
  loginAs,
}) => {
  await loginAs();
  await page.goto('/questions');
  await expect(page.getByRole('link', { name: 'Unlock Questions Database' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await page.goto('/app?purchased=true');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Purchase Required' })).toBeVisible();
  await expect(page.getByText('This app requires a one-time purchase to access all features.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Purchase Page' }).click();
  await expect(page).toHaveURL(/\/purchase$/);
  // The two plans side by side; Monthly continues to /subscribe with Monthly chosen.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Lifetime', 'Monthly']);
  await page.getByRole('link', { name: 'Choose Monthly' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=monthly$/);
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Continue with Monthly/ })).toBeVisible();
});

test('"Choose Monthly" on the landing page arrives with Monthly preselected', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Choose Monthly' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=monthly$/);
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
});

test('the free quiz builder keeps Premium areas locked and starts a round of the chosen size', async ({
  page,
  loginAs,
}) => {
  await loginAs();
  await page.goto('/practice');
  await expect(page.getByRole('checkbox', { name: /Financing & Economics/ })).toBeDisabled();
  await page.getByRole('checkbox', { name: /Contracts & Agency/ }).check();
  await page.getByLabel(/^Questions/).fill('4');
  await page.getByRole('button', { name: 'Start quiz' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose from 5 to 50 questions.');
  await page.getByLabel(/^Questions/).fill('6');
  await page.getByRole('button', { name: 'Start quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Custom Practice' })).toBeVisible();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
});

test('a missed question shows on the dashboard count and in the mistakes drill', async ({
  page,
  loginAs,
}) => {
  await loginAs();
  await page.goto('/dashboard');
  const deck = page.getByRole('region', { name: 'Mistakes deck' });
  await expect(deck).toContainText('Nothing waiting');
  await missOneQuestion(page);
  await page.reload();
  await expect(deck).toContainText('1 missed question waits');
  await deck.getByRole('link', { name: 'Drill my mistakes' }).click();
  await expect(page.getByRole('heading', { name: 'Custom Practice' })).toBeVisible();
  await expect(page.getByText('Question 1 of 1')).toBeVisible();
});

test('the /app shell has five real tabs for a Premium learner', async ({ asPremium: page }) => {
  await page.goto('/app');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Dashboard', 'Study', 'Practice', 'Progress', 'Achievements']);
  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page).toHaveURL(/\/app\?tab=achievements$/);
  await expect(page.getByText(/^How to earn it:/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Practice' }).click();
  await expect(page.getByRole('link', { name: /Build a Quiz/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Study' }).click();
  await expect(page.getByRole('link', { name: /Real Estate Law & Ethics/ })).toHaveAttribute(
    'href',
    '/study/real-estate-law',
  );
});

test('progress shows domains by week, the rounds finished, and a weak concept leads to a Challenge round', async ({
  page,
  loginAs,
}) => {
  await loginAs();
  await page.goto('/dashboard');
  // One round of Contracts & Agency with every answer wrong.
  await page.evaluate(async () => {
    const json = { 'content-type': 'application/json' };
    const res = await fetch('/api/practice/quiz', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ stateCode: 'CA', areas: ['contracts'], count: 5 }),
    });
    const round = (await res.json()) as {
      sessionId: string;
      questions: { id: string; options: string[]; correctAnswer: string }[];
    };
    for (const q of round.questions)
      await fetch('/api/quiz/answer', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          answerId: crypto.randomUUID(),
          sessionId: round.sessionId,
          questionId: q.id,
          selectedAnswer: q.options.find((o) => o !== q.correctAnswer),
          confidenceLevel: 'need_practice',
          timeSpent: 30,
        }),
      });
    await fetch(`/api/quiz/sessions/${round.sessionId}/complete`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
  });
  await page.getByRole('link', { name: 'Your progress' }).click();
  await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Accuracy by (PSI|Pearson VUE) domain$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Accuracy per outline domain, week by week' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rounds finished' })).toContainText('Custom Practice');
  await expect(page.getByRole('region', { name: 'Rounds finished' })).toContainText('0 of 5');
  await expect(
    page
      .getByRole('region', { name: 'Time studied per day' })
      .getByRole('img', { name: /minutes answering/ }),
  ).toHaveAccessibleName('3 minutes answering questions over the last 28 days, on 1 of them.');
  await expect(page.getByText(/^How to earn it:/).first()).toBeVisible();
  // Only wrong answers so far, so every concept answered twice is weak; its Challenge round is that concept.
  const weak = page.getByRole('region', { name: 'Weakest concepts' });
  const challenge = weak.getByRole('link', { name: 'Challenge round' }).first();
  if ((await challenge.count()) > 0) {
    await challenge.click();
    await expect(page.getByRole('heading', { name: 'Custom Practice' })).toBeVisible();
  } else {
    await expect(weak).toContainText('Answer a few more questions');
  }
});

test("setting an exam date shows the countdown and Today's plan on the dashboard", async ({
  page,
  loginAs,
}) => {
  await loginAs();
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Plan to your exam date' });
  await card.getByRole('button', { name: 'Plan to this date' }).click();
  await expect(card.getByRole('alert')).toHaveText('Choose your exam date.');
  const inTwentyDays = new Date(Date.now() + 20 * 86_400_000);
  const iso = `${inTwentyDays.getFullYear()}-${String(inTwentyDays.getMonth() + 1).padStart(2, '0')}-${String(inTwentyDays.getDate()).padStart(2, '0')}`;
  await card.getByLabel('Exam date').fill(iso);
  await card.getByLabel('Minutes a day').selectOption('20');
  await card.getByRole('button', { name: 'Plan to this date' }).click();
  const plan = page.getByRole('region', { name: "Today's plan" });
  await expect(plan).toContainText('20 days to your exam');
  await expect(plan).toContainText('0 reviews due');
  await expect(plan).toContainText(/\d+ new questions to stay on pace/);
  await expect(plan).toContainText('A mock exam this week');
  await plan.getByRole('link', { name: 'Learn new' }).click();
  await expect(page.getByRole('heading', { name: 'Custom Practice' })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Remove exam date' }).click();
  await expect(page.getByRole('region', { name: 'Plan to your exam date' })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`flashcards at ${viewport.width}px: rating buttons in view after a flip, the daily goal, a bookmark and the session summary`, async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize(viewport);
    await loginAs();
    await page.goto('/flashcards');
    const today = page.getByRole('region', { name: 'Flashcards today' });
    await expect(today).toContainText('0 cards due for review');
    await expect(today).toContainText('0 of 20 rated today');
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bookmarked', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByText('Click to reveal answer').click();
    for (const name of [/^Again/, /^Hard/, /^Good/, /^Easy/])
      await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: /^Good/ }).click();
    await expect(today).toContainText('1 of 20 rated today');
    await page.getByRole('button', { name: 'Finish session' }).click();
    const summary = page.getByRole('region', { name: 'Session complete' });
    await expect(summary).toContainText('You rated 1 card.');
    await expect(summary.getByRole('definition')).toHaveText(['0', '0', '1', '0']);
    await page.getByRole('button', { name: 'Bookmarked (1)' }).click();
    await expect(page.getByText('Card 1 of 1')).toBeVisible();
  });
}

test('typed math drill: a wrong number shows the answer and the worked steps, and the next problem is another type', async ({
  asPremium: page,
}) => {
  await page.goto('/app?tab=practice');
  await page.getByRole('link', { name: /Math Drill/ }).click();
  await expect(page.getByRole('heading', { name: 'Math Drill' })).toBeVisible();
  const progress = page.getByText(/^Problem 1 of 10 · /);
  await expect(progress).toBeVisible();
  const firstFamily = (await progress.textContent())!.split(' · ')[1];
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('alert')).toHaveText('Type your answer as a number.');
  await page.getByLabel('Your answer').fill('1');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(/^Not quite\. The answer is /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Worked solution' })).toBeVisible();
  await expect(page.getByText(`${firstFamily}: 0 of 1 right so far.`)).toBeVisible();
  await page.getByRole('button', { name: 'Next problem' }).click();
  const second = page.getByText(/^Problem 2 of 10 · /);
  await expect(second).toBeVisible();
  expect((await second.textContent())!.split(' · ')[1]).not.toBe(firstFamily);
});

test('a first visit straight to /math-drill offers Premium and asks the server for no drill', async ({
  page,
}) => {
  const drillRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/practice/math/drill')) drillRequests.push(r.url());
  });
  await page.goto('/math-drill');
  await expect(page.getByRole('heading', { name: 'Math Drill' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Unlock Math Drill' })).toBeVisible();
  expect(drillRequests).toEqual([]);
});
