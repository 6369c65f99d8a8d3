import { expect, test } from '@playwright/test';
import {
  waitForFormIsland,
  checkPostcode,
  expectHowToFix,
  expectNotInData,
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
  /** What a person should see for M33 2AU. */
  expectInData: (page: import('@playwright/test').Page) => Promise<void>;
}

const CHECKERS: CheckerCase[] = [
  {
    path: '/postcode-crime-check',
    button: /check crime/i,
    expectInData: async (page) => {
      await expect(page.locator('[data-crime-total]')).toBeVisible();
      await expect(page.locator('[data-results]')).toContainText(/within 500 m of M33 2AU/);
      await expect(page.locator('[data-results] [data-chart="bar"]')).toBeVisible();
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
  {
    path: '/epc-search',
    button: /search certificates/i,
    expectInData: async (page) => {
      // No EPC certificates file covers Trafford in the samples: the page says so instead of "no certificates".
      await expect(page.locator('[data-results] [data-no-data]').first()).toContainText(/not imported EPC certificates/i);
    },
  },
  {
    path: '/check-property-age',
    button: /estimate age/i,
    expectInData: async (page) => {
      await expect(page.locator('[data-results]')).toContainText('Property age');
    },
  },
  {
    path: '/broadband-speed-checker-postcode',
    button: /check broadband/i,
    expectInData: async (page) => {
      // Trafford Data Lab ward medians of Ofcom Connected Nations May 2022: Sale Central 127.8 Mbit/s.
      await expect(page.locator('[data-broadband-speed]')).toHaveText('127.8 Mbit/s');
      await expect(page.locator('[data-results]')).toContainText(/Sale Central/);
    },
  },
  {
    path: '/mobile-signal-checker',
    button: /check signal/i,
    expectInData: async (page) => {
      // No Ofcom mobile file is in the samples: the checker says so instead of showing a guess.
      await expect(page.locator('[data-results] [data-no-data]')).toContainText(
        'No Ofcom mobile coverage figures for the local authority that contains this postcode have been imported',
      );
    },
  },
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
    test(`shows sourced results for ${IN_DATA}`, async ({ page }) => {
      await checkPostcode(page, checker.path, IN_DATA, checker.button);
      await expect(page.locator('[data-geography-panel]')).toContainText('Trafford');
      await checker.expectInData(page);
      await expectSourcedFigures(page);
      await expect(page).toHaveURL(/postcode=M33/);
    });

    test(`says plainly that ${OUTSIDE_DATA} is not in our data`, async ({ page }) => {
      await checkPostcode(page, checker.path, OUTSIDE_DATA, checker.button);
      await expectNotInData(page);
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

test('the map is inert for signed-out visitors', async ({ page }) => {
  await page.goto(`/postcode-crime-check?postcode=${encodeURIComponent(IN_DATA)}`);
  const map = page.locator('[data-map]');
  await expect(map).toHaveAttribute('data-map-interactive', 'false');
  await expect(map.getByRole('link', { name: 'Sign in to explore the map' })).toBeVisible();
  await expect(page.locator('.leaflet-control-zoom')).toHaveCount(0);
});

test('the checker form is usable with the keyboard alone', async ({ page }) => {
  await page.goto('/mobile-signal-checker');
  await waitForFormIsland(page);
  await page.getByLabel('Postcode', { exact: true }).focus();
  await page.keyboard.type(INVALID);
  await page.keyboard.press('Enter');
  await expectHowToFix(page);
});
