import { expect, test } from '@playwright/test';
import {
  waitForFormIsland,
  checkPostcode,
  expectHowToFix,
  expectNothingToLookUp,
  expectSourcedFigures,
  INVALID,
  IN_DATA,
  OUTSIDE_DATA,
} from './checker-helpers.ts';

/**
 * Every checker, as a visitor uses it: a postcode in the samples (M33 2AU, Sale, Trafford), a real
 * postcode outside the imported data (SW1A 1AA) and a mistyped one (M33 2A). Expected figures were
 * read by hand from the sample files in DATA_DIR (see docs/decisions/data-pages.md).
 */
interface CheckerCase {
  path: string;
  button: RegExp;
  /** What a person should see for M33 2AU; null when the samples hold nothing for it (no lookup is offered). */
  expectInData: ((page: import('@playwright/test').Page) => Promise<void>) | null;
}

const CHECKERS: CheckerCase[] = [
  {
    path: '/postcode-crime-check',
    button: /check crime/i,
    expectInData: async (page) => {
      await expect(page.locator('[data-crime-total]')).toBeVisible();
      await expect(page.locator('[data-results]')).toContainText(/within 500 m of M33 2AU/);
      await expect(page.locator('[data-results] [data-chart="bar"]').first()).toBeVisible();
      // The headline is the neighbourhood's rate, compared with Trafford and England and Wales.
      await expect(page.locator('[data-headline]')).toContainText(/Crimes per 1,000 residents (a year )?in /);
      await expect(page.locator('[data-comparison]')).toContainText('Trafford');
    },
  },
  {
    path: '/find-a-school',
    button: /find schools/i,
    expectInData: async (page) => {
      // Nearest open school to M33 2AU in the Trafford GIAS list: Moorlands Junior School, about 850 m.
      const firstRow = page.locator('[data-schools-table] tbody tr').first();
      await expect(firstRow).toContainText('Moorlands Junior School');
      await expect(firstRow).toContainText('Good');
    },
  },
  // No EPC certificates file covers Trafford in the samples, and no certificate or new-build sale dates M33 2AU:
  // both say so before the lookup instead of charging for "no certificates".
  { path: '/epc-search', button: /search certificates/i, expectInData: null },
  { path: '/check-property-age', button: /estimate age/i, expectInData: null },
  {
    path: '/broadband-speed-checker-postcode',
    button: /check broadband/i,
    expectInData: async (page) => {
      // Trafford Data Lab ward medians of Ofcom Connected Nations May 2022: Sale Central 127.8 Mbit/s.
      await expect(page.locator('[data-broadband-speed]')).toHaveText('127.8 Mbit/s');
      await expect(page.locator('[data-results]')).toContainText(/Sale Central/);
    },
  },
  // No Ofcom mobile file is in the samples: the checker says so before the lookup instead of showing a guess.
  { path: '/mobile-signal-checker', button: /check signal/i, expectInData: null },
  {
    path: '/economic-data',
    button: /show economic data/i,
    expectInData: async (page) => {
      // DLUHC 2023-24 area Band D for Trafford: £1,878.08.
      await expect(page.locator('[data-council-tax]')).toContainText('£1,878.08');
      await expect(page.locator('[data-results]')).toContainText('Trafford');
    },
  },
  {
    path: '/postcode-data',
    button: /show postcode data/i,
    expectInData: async (page) => {
      await expect(page.locator('[data-dataset="Sales at this postcode"]')).toContainText('£300,000');
      await expect(page.locator('[data-dataset="Broadband"]')).toContainText('127.8 Mbit/s median (Ward figure)');
      await expect(page.locator('[data-dataset="Population of the LSOA"]')).toContainText('2,225');
    },
  },
];

for (const checker of CHECKERS) {
  test.describe(checker.path, () => {
    const inData = checker.expectInData;
    if (inData) {
      test(`shows sourced results for ${IN_DATA}`, async ({ page }) => {
        await checkPostcode(page, checker.path, IN_DATA, checker.button);
        await expect(page.locator('[data-geography-panel]')).toContainText('Trafford');
        await inData(page);
        await expectSourcedFigures(page);
        await expect(page).toHaveURL(/postcode=M33/);
      });
    } else {
      test(`says before the lookup that it holds nothing for ${IN_DATA}`, async ({ page }) => {
        await expectNothingToLookUp(page, checker.path, IN_DATA);
      });
    }

    test(`says plainly that ${OUTSIDE_DATA} is not in our data`, async ({ page }) => {
      await expectNothingToLookUp(page, checker.path, OUTSIDE_DATA);
    });

    test(`explains how to fix "${INVALID}"`, async ({ page }) => {
      await checkPostcode(page, checker.path, INVALID, checker.button);
      await expectHowToFix(page);
    });
  });
}

test('EPC register search lists certificates for a Blackpool postcode and filters by address', async ({ page }) => {
  // Blackpool sample: FY1 6DY has 7 certificates (6 rated E, 1 rated F); 3 are flats at 64 Lytham Road.
  await checkPostcode(page, '/epc-register-search', 'FY1 6DY', /search certificates/i);
  await expect(page.locator('[data-epc-table] tbody tr')).toHaveCount(7);
  await page.getByLabel('Filter by address').fill('64 Lytham');
  await expect(page.locator('[data-epc-table] tbody tr')).toHaveCount(3);
  await expectSourcedFigures(page);
});

test('a postcode in the address bar is looked up on load', async ({ page }) => {
  await page.goto('/broadband-speed-checker-postcode?postcode=m332au');
  await expect(page.locator('[data-broadband-speed]')).toHaveText('127.8 Mbit/s');
});

test('visitors see a map drawn from the data, with the crime points marked, and no tiles', async ({ page }) => {
  const tiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('tile.openstreetmap.org')) tiles.push(r.url());
  });
  await page.goto(`/postcode-crime-check?postcode=${encodeURIComponent(IN_DATA)}`);
  const map = page.locator('[data-map]');
  await expect(map).toHaveAttribute('data-map-interactive', 'false');
  const drawn = map.locator('[data-static-map]');
  await expect(drawn.getByRole('img', { name: `Map of ${IN_DATA}` })).toBeVisible();
  expect(await drawn.locator('[data-marker="crime"]').count()).toBeGreaterThan(0);
  await expect(drawn).toContainText('crime points');
  await expect(map.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(tiles).toEqual([]);
});

test('the checker form is usable with the keyboard alone', async ({ page }) => {
  await page.goto('/mobile-signal-checker');
  await waitForFormIsland(page);
  await page.getByLabel('Postcode', { exact: true }).focus();
  await page.keyboard.type(INVALID);
  await page.keyboard.press('Enter');
  await expectHowToFix(page);
});
