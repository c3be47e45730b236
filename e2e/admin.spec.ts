import AxeBuilder from '@axe-core/playwright';
import { ADMIN_EMAIL, expect, roundNotice, signInAsAdmin, test, toasts } from './fixtures';

test('a learner sees "Admins only" on /admin and /analytics, and the admin API refuses them', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/403/);
  await page.goto('/admin');
  await expect(page.getByText('Admins only')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Generate' })).toHaveCount(0);
  await page.goto('/analytics');
  await expect(page.getByText('Admins only')).toBeVisible();
  const status = await page.evaluate(async () => (await fetch('/api/admin/question-count')).status);
  expect(status).toBe(403);
});

test('the admin tabs work: count, generate, view, users, imports, template, bulk sets, reset, reports, audit', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // The refused import (400) and the reset of an unknown user (404) are expected failures.
  allowConsoleErrors(/status of 40[04]/);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Question Management' })).toBeVisible();
  const count = page.getByText(/[\d,]+ questions in service/);
  await expect(count).toBeVisible();
  const before = Number((await count.textContent())!.replace(/\D/g, ''));

  // Generate: state facts for Texas.
  await page.getByLabel('State (optional)').selectOption('TX');
  await page.getByLabel('Topic (optional)').selectOption('4');
  await page.getByLabel('How many').fill('3');
  await page.getByRole('button', { name: 'Generate Questions' }).click();
  await expect(toasts(page).getByText('Questions Generated!')).toBeVisible();
  await expect(toasts(page).getByText(/Added \d+ generated question/)).toBeVisible();
  await page.getByRole('button', { name: 'Refresh question count' }).click();
  await expect
    .poll(async () => Number((await count.textContent())!.replace(/\D/g, '')))
    .toBeGreaterThan(before);

  // View: paged, filtered, show all.
  await page.getByRole('tab', { name: 'View' }).click();
  await expect(page.getByRole('list', { name: 'Questions' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Page 1 of', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of/)).toBeVisible();
  await page.getByLabel('Topic').selectOption('3');
  await expect(page.getByText(/^Page 1 of/)).toBeVisible();
  await expect(page.getByText(/questions in this topic/)).toBeVisible();
  await page.getByRole('button', { name: 'Show All' }).click();
  await expect(page.getByLabel('Topic')).toBeDisabled();
  await expect(page.getByText(/questions, 100 a page/)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Questions' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Edit' }) }),
  ).toHaveCount(100);

  // Users.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('list', { name: 'Users' }).getByText(ADMIN_EMAIL)).toBeVisible();
  await page.getByRole('button', { name: 'Delete All Users' }).click();
  await expect(
    page.getByText(/^Are you sure you want to delete ALL \d+ users\? This cannot be undone!$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Import CSV: the template downloads, then imports as it is.
  await page.getByRole('tab', { name: 'Import CSV' }).click();
  const importCsv = page.getByRole('button', { name: 'Import CSV' });
  await expect(importCsv).toBeDisabled();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('question-template.csv');
  const template = await (await download.createReadStream())
    .toArray()
    .then((c) => Buffer.concat(c).toString());
  const id = `e2e-csv-${Date.now()}`;
  await page.getByLabel('CSV content').fill(template.replace('csv-template-earnest-money', id));
  await importCsv.click();
  await expect(toasts(page).getByText('CSV Imported!')).toBeVisible();
  // A bad row is named, and nothing is stored.
  await page
    .getByLabel('CSV content')
    .fill(template.replace('csv-template-earnest-money', `${id}-bad`).replace(/,A,/, ',E,'));
  await importCsv.click();
  await expect(toasts(page).getByText('Import Failed')).toBeVisible();
  await expect(page.getByRole('alert').getByText(/Row 2, answer: answer must be the letter/)).toBeVisible();

  // Import JSON.
  await page.getByRole('tab', { name: 'Import JSON' }).click();
  await expect(page.getByRole('button', { name: 'Import JSON' })).toBeDisabled();
  await page.getByLabel('JSON content').fill('{not json');
  await page.getByRole('button', { name: 'Import JSON' }).click();
  await expect(toasts(page).getByText('Import Failed')).toBeVisible();

  // Bulk Sets: content/ is already loaded at start-up.
  await page.getByRole('tab', { name: 'Bulk Sets' }).click();
  await page.getByRole('button', { name: 'Load Bulk Sets' }).click();
  await expect(toasts(page).getByText('Bulk Sets Loaded!')).toBeVisible();

  // Reset User: disabled while empty; an unknown id fails plainly.
  await page.getByRole('tab', { name: 'Reset User' }).click();
  const reset = page.getByRole('button', { name: 'Reset User' });
  await expect(reset).toBeDisabled();
  await page.getByLabel('User ID').fill('no-such-user');
  await reset.click();
  await expect(toasts(page).getByText('Reset Failed')).toBeVisible();

  // Reports and the audit log.
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByText(/No open reports|open report/)).toBeVisible();
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('list', { name: 'Audit log, newest first' });
  await expect(log.getByText('import-csv').first()).toBeVisible();
  await expect(log.getByText('generate-questions').first()).toBeVisible();
  await expect(log.getByText(`by ${ADMIN_EMAIL}`).first()).toBeVisible();

  // Analytics: the pivot heat map with its legend.
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Questions by state and topic' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: /Heat map legend/ }).getByText('Maximum (81–100%)'),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Universal' })).toBeVisible();
});

test('a learner reports a question, the admin fixes it, /corrections shows it, and the learner next sees the fixed item', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs({ premium: true, name: 'Rhea Reporter' });
  // Smart Review: answer the first item wrong, so it enters the learner's mistakes deck.
  const round = page.waitForResponse((r) => r.url().includes('/api/quiz/questions') && r.status() === 200);
  await page.goto('/quiz?mode=adaptive');
  const first = (await (await round).json()).questions[0] as {
    id: string;
    question: string;
    options: string[];
    correctAnswer: string;
  };
  const wrong = first.options.findIndex((o) => o !== first.correctAnswer);
  await expect(page.getByText(first.question)).toBeVisible();
  await page.keyboard.press(String(wrong + 1));
  await page.keyboard.press('Enter');
  await page.keyboard.press('3');
  await page.keyboard.press('Enter');
  await expect(roundNotice(page, 'Response recorded!')).toBeVisible();

  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with this question' });
  await dialog.getByRole('radio', { name: 'unclear' }).check();
  await dialog
    .getByLabel('Anything to add? (optional)')
    .fill('The question could say which party it asks about.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you: an editor will check this question.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: 'Reported' })).toBeVisible();

  // The admin, in their own browser, fixes the item from the Reports tab.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Reports' }).click();
  const card = admin
    .locator('div')
    .filter({ has: admin.getByText(first.question, { exact: true }) })
    .filter({ has: admin.getByRole('button', { name: 'Fix question' }) })
    .last();
  await expect(card.getByText('unclear × 1')).toBeVisible();
  await expect(card.getByText('The question could say which party it asks about.')).toBeVisible();
  await card.getByRole('button', { name: 'Fix question' }).click();
  const fix = admin.getByRole('dialog', { name: 'Fix reported question' });
  const fixedStem = `${first.question} (Choose the best answer.)`;
  await fix.getByLabel('Question').fill(fixedStem);
  await fix
    .getByLabel('Why (shown on the corrections page)')
    .fill('Said plainly that one best answer is asked for.');
  await fix.getByRole('button', { name: 'Save fix' }).click();
  await expect(toasts(admin).getByText('Reports Resolved!')).toBeVisible();
  await expect(admin.getByText(first.question, { exact: true })).toHaveCount(0);
  await adminContext.close();

  // The public corrections log shows it, with no learner data.
  await page.goto('/corrections');
  const entry = page.getByRole('listitem').filter({ hasText: first.id });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Said plainly that one best answer is asked for.')).toBeVisible();
  await expect(entry.getByText('after 1 learner report')).toBeVisible();
  await expect(entry.getByText('question wording')).toBeVisible();
  await expect(page.getByText('The question could say which party it asks about.')).toHaveCount(0);

  // The learner missed it, so it waits in their mistakes deck: drilling the deck shows the fixed wording
  // (the item itself was changed, not a copy; a Smart Review would show it too once it is due again).
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Mistakes deck' })
    .getByRole('link', { name: 'Drill my mistakes' })
    .click();
  await expect(page.getByText('Question 1 of 1')).toBeVisible();
  await expect(page.getByText(fixedStem)).toBeVisible();
});

test('axe finds no serious violations on the admin screens, analytics and corrections', async ({ page }) => {
  // Nine axe scans of large tables and charts: more than the default 45 s beside the rest of the suite.
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const check = async (where: string) => {
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).include('#main').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  };
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Question Management' })).toBeVisible();
  await check('/admin Generate');
  for (const tab of ['View', 'Users', 'Import CSV', 'Reports', 'Audit log']) {
    await page.getByRole('tab', { name: tab }).click();
    await check(`/admin ${tab}`);
  }
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Item statistics' })).toBeVisible();
  await check('/analytics');
  await page.goto('/corrections');
  await expect(page.getByRole('heading', { name: 'Corrections' })).toBeVisible();
  await check('/corrections');
});
