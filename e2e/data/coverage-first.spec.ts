import { expect, test, type Page } from '@playwright/test';
import { waitForFormIsland } from './checker-helpers.ts';
import { newTrialAccount, signIn } from '../app/helpers.ts';

/**
 * Coverage first (issue 30): on every checker, as soon as a full postcode is typed, the page says
 * what we hold for it — free, before any lookup — and where its own question has nothing, offers
 * no lookup (no request to the metered endpoint is made). Each checker is tried at 360 and 1366 px
 * with a well-covered postcode (M33 3HJ, Sale), a partly covered one (WN1 1AE, Wigan: crime
 * without population, council tax and deprivation only) and one we hold nothing for (SW1A 1AA);
 * EPC and property age use the postcodes their registers cover (FY1 6DY, 7 certificates; BL1 8FU,
 * new-build sales). Statuses were read from the sample files by hand.
 */
type Status = 'covered' | 'partial' | 'none';

interface Checker {
  path: string;
  endpoint: string;
  topic: string;
  button: RegExp;
  cases: [postcode: string, status: Status][];
}

const CHECKERS: Checker[] = [
  {
    path: '/postcode-crime-check',
    endpoint: 'crime',
    topic: 'crime',
    button: /check crime/i,
    cases: [
      ['M33 3HJ', 'covered'],
      ['WN1 1AE', 'partial'],
      ['SW1A 1AA', 'none'],
    ],
  },
  {
    path: '/find-a-school',
    endpoint: 'schools',
    topic: 'schools',
    button: /find schools/i,
    cases: [
      ['M33 3HJ', 'covered'],
      ['WN1 1AE', 'none'],
      ['SW1A 1AA', 'none'],
    ],
  },
  {
    path: '/epc-search',
    endpoint: 'epc',
    topic: 'epc',
    button: /search certificates/i,
    cases: [
      ['FY1 6DY', 'covered'],
      ['M33 3HJ', 'none'],
      ['SW1A 1AA', 'none'],
    ],
  },
  {
    path: '/check-property-age',
    endpoint: 'property-age',
    topic: 'property-age',
    button: /estimate age/i,
    cases: [
      ['BL1 8FU', 'partial'],
      ['M33 3HJ', 'none'],
      ['SW1A 1AA', 'none'],
    ],
  },
  {
    path: '/broadband-speed-checker-postcode',
    endpoint: 'broadband',
    topic: 'broadband',
    button: /check broadband/i,
    cases: [
      ['M33 3HJ', 'partial'],
      ['WN1 1AE', 'none'],
      ['SW1A 1AA', 'none'],
    ],
  },
  {
    path: '/mobile-signal-checker',
    endpoint: 'mobile',
    topic: 'mobile',
    button: /check signal/i,
    // No Ofcom mobile file is in the samples: no postcode is offered a mobile lookup.
    cases: [
      ['M33 3HJ', 'none'],
      ['WN1 1AE', 'none'],
      ['SW1A 1AA', 'none'],
    ],
  },
  {
    path: '/economic-data',
    endpoint: 'economic',
    topic: 'economic',
    button: /show economic data/i,
    cases: [
      ['M33 3HJ', 'covered'],
      ['WN1 1AE', 'partial'],
      ['SW1A 1AA', 'none'],
    ],
  },
];

/** Records requests to one metered endpoint. */
function watch(page: Page, endpoint: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/data/${endpoint}`) seen.push(r.url());
  });
  return seen;
}

async function typePostcode(page: Page, path: string, postcode: string): Promise<void> {
  await page.goto(path);
  await waitForFormIsland(page);
  await page.getByLabel('Postcode', { exact: true }).fill(postcode);
  await expect(page.locator(`[data-coverage="${postcode}"]`)).toBeVisible();
}

async function noSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const checker of CHECKERS) {
      for (const [postcode, status] of checker.cases) {
        test(`${checker.path} says what it holds for ${postcode} (${status}) before the lookup`, async ({ page }) => {
          const requests = watch(page, checker.endpoint);
          await typePostcode(page, checker.path, postcode);
          const own = page.locator(`[data-coverage-item="${checker.topic}"]`);
          await expect(own).toHaveAttribute('data-status', status);
          await expect(own.locator('[data-coverage-status]')).toHaveText(
            status === 'covered' ? 'Held' : status === 'partial' ? 'Partly held' : 'Not held',
          );
          const button = page.getByRole('button', { name: checker.button });
          if (status === 'none') {
            await expect(button).toBeDisabled();
            await expect(page.locator('[data-coverage-gate]')).toContainText('no lookup is offered and nothing is charged');
            await expect(page.locator('[data-lookup-blocked]')).toContainText(postcode);
            await page.getByLabel('Postcode', { exact: true }).press('Enter');
            await expect(page.locator('[data-results]')).toHaveCount(0);
            expect(requests).toEqual([]);
          } else {
            await expect(button).toBeEnabled();
            await button.click();
            await expect(page.locator('[data-results]')).toBeVisible();
            expect(requests).toHaveLength(1);
          }
          await noSideways(page);
        });
      }
    }

    test(`/postcode-data lists what every checker holds for M33 3HJ, and offers nothing for SW1A 1AA`, async ({ page }) => {
      const requests = watch(page, 'report');
      await typePostcode(page, '/postcode-data', 'M33 3HJ');
      await expect(page.locator('[data-coverage-item]')).toHaveCount(8);
      await expect(page.locator('[data-coverage-item="crime"]')).toContainText('Within 500 m of M33 3HJ · Jun 2016');
      await expect(page.locator('[data-coverage-item="broadband"]')).toContainText('Sale Moor · May 2022');
      await expect(page.locator('[data-coverage-item="mobile"]')).toContainText(
        'We hold no Ofcom mobile figures for Trafford yet.',
      );
      await page.getByLabel('Postcode', { exact: true }).fill('SW1A 1AA');
      await expect(page.locator('[data-coverage="SW1A 1AA"] [data-coverage-gate]')).toBeVisible();
      await expect(page.getByRole('button', { name: /show postcode data/i })).toBeDisabled();
      expect(requests).toEqual([]);
      await noSideways(page);
    });
  });
}

test('a postcode in the address bar with nothing held is not looked up on load', async ({ page }) => {
  const requests = watch(page, 'mobile');
  await page.goto('/mobile-signal-checker?postcode=M33%203HJ');
  await expect(page.locator('[data-coverage-gate]')).toBeVisible();
  await expect(page.locator('[data-results]')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('signed in: a covered lookup is charged one credit, a checker with nothing held is never asked', async ({ page }) => {
  // A new account: one that already bought this report today would get it again free.
  const account = await newTrialAccount('covered');
  await signIn(page, account.email, account.password);
  const mobile = watch(page, 'mobile');
  await typePostcode(page, '/mobile-signal-checker', 'M33 3HJ');
  await expect(page.getByRole('button', { name: /check signal/i })).toBeDisabled();
  expect(mobile).toEqual([]);
  const coverage = await page.request.get('/api/data/coverage?postcode=M33%203HJ');
  expect(coverage.headers()['x-credits-charged']).toBeUndefined();
  await typePostcode(page, '/postcode-crime-check', 'M33 3HJ');
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/data/crime'),
    page.getByRole('button', { name: /check crime/i }).click(),
  ]);
  expect(response.headers()['x-credits-charged']).toBe('1');
  await expect(page.locator('[data-headline-value]')).toHaveText('2.7');
  await expect(page.locator('[data-comparison]')).toContainText('37% below Trafford (4.3)');
  await expect(page.locator('[data-headline]')).toContainText('the only month held, not a yearly figure');
});
