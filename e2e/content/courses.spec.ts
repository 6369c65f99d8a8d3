import { expect, test } from '@playwright/test';
import { newTrialAccount, seriousViolations, signIn } from '../app/helpers.ts';

const COURSE = '/property-investment-short-course';

async function answerAll(page: import('@playwright/test').Page, right: boolean) {
  const quiz = page.locator('[data-lesson-quiz]');
  await quiz.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]:has([data-lesson-quiz])')).toHaveCount(0);
  // The quiz's answers, from the island's serialised props (Astro writes each value as [type, value]).
  const answers = await page.evaluate(() => {
    const island = document.querySelector('astro-island:has([data-lesson-quiz])');
    const props = JSON.parse(island?.getAttribute('props') ?? '{}') as Record<string, unknown>;
    const quiz = props['quiz'] as [number, [number, { answer: [number, number] }][]];
    return quiz[1].map((q) => q[1].answer[1]);
  });
  const questions = quiz.locator('fieldset');
  for (let i = 0; i < answers.length; i++) {
    const choice = right ? answers[i]! : (answers[i]! + 1) % (await questions.nth(i).locator('input').count());
    await questions.nth(i).locator('input').nth(choice).check();
  }
  await quiz.getByRole('button', { name: 'Check my answers' }).click();
}

test('a visitor takes the short course: lessons, quiz feedback, progress kept in the browser', async ({ page }) => {
  await page.goto(COURSE);
  const progress = page.locator('[data-course-progress]');
  await expect(progress.locator('[data-course-status]')).toHaveText('0 of 5 lessons complete.');
  await progress.getByRole('link', { name: 'Start the course' }).click();
  await page.waitForURL('**/courses/property-investment-short-course/01-yield-in-ten-minutes');
  await expect(page.getByRole('heading', { name: 'Net yield: what you keep' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'rental yield calculator with this flat filled in' })).toHaveAttribute(
    'href',
    '/rental-yield-calculator?price=180000&rent=950',
  );

  await answerAll(page, false);
  await expect(page.locator('[data-quiz-result]')).toContainText('Read the explanations and try again.');
  await expect(page.locator('[data-quiz-feedback="wrong"]').first()).toContainText('Not quite.');
  await answerAll(page, true);
  await expect(page.locator('[data-quiz-result]')).toContainText(/All \d+ right: lesson complete\. Saved in this browser/);
  await page.locator('[data-next-lesson]').click();
  await page.waitForURL('**/02-what-buying-really-costs');

  await page.goto(COURSE);
  await expect(page.locator('[data-course-status]')).toHaveText('1 of 5 lessons complete.');
  await expect(page.getByRole('link', { name: 'Continue: What buying really costs' })).toBeVisible();
});

test('a signed-in learner’s progress is saved to their account', async ({ page, context }) => {
  const account = await newTrialAccount('learner');
  await signIn(page, account.email, account.password);
  await page.goto('/courses/property-investment-short-course/03-checking-the-area');
  await answerAll(page, true);
  await expect(page.locator('[data-quiz-result]')).toContainText('Saved to your account.');
  // Without the browser's own copy it still shows: it came from the account.
  await page.evaluate(() => localStorage.removeItem('courseProgress'));
  await page.goto(COURSE);
  await expect(page.locator('[data-course-status]')).toHaveText('1 of 5 lessons complete.');
  await expect(page.locator('[data-lesson-row="done"]')).toContainText('Checking the area');
  void context;
});
