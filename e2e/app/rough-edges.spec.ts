/**
 * The details that erode trust, each checked where a person would meet it (issue 31): error
 * colour and contrast on every form's error state, the first field focused in dialogs, one heading
 * case, one percentage rule, selects that show their whole text, tag lists without stray spaces,
 * no invented figures in the home illustration, and the founding customer's API-key wording.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { contrastRatio } from '../../src/lib/design/contrast.ts';
import { sentenceCase } from '../../src/lib/format/heading-case.ts';
import { DATASETS } from '../../src/lib/data/datasets.ts';
import { siteData } from '../../src/components/data/site-data.ts';
import { loginReady, openLoginModal, seed, signIn } from './helpers.ts';
import { waitForIsland } from '../calculators/tax-helpers.ts';

const tokens = JSON.parse(readFileSync(join(process.cwd(), 'src/data/design-tokens.json'), 'utf8')) as {
  colors: { error: { DEFAULT: string } };
};

/** The text colour of an error message and the colour actually behind it, as #rrggbb (any CSS colour, oklch too). */
async function errorColours(error: Locator): Promise<{ colour: string; background: string }> {
  return error.evaluate((el) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const paint = (css: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return context.getImageData(0, 0, 1, 1).data;
    };
    const hex = (d: Uint8ClampedArray) => `#${[d[0], d[1], d[2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
    let background = '#ffffff';
    for (let node: Element | null = el; node; node = node.parentElement) {
      const painted = paint(getComputedStyle(node).backgroundColor);
      if (painted[3]! > 0) {
        background = hex(painted);
        break;
      }
    }
    return { colour: hex(paint(getComputedStyle(el).color)), background };
  });
}

/** An error state reads in the error colour, with at least 4.5:1 contrast against what is behind it. */
async function expectErrorColour(error: Locator, what: string): Promise<void> {
  await expect(error, what).toBeVisible();
  const { colour, background } = await errorColours(error);
  expect(colour, `${what}: error text colour`).toBe(tokens.colors.error.DEFAULT);
  expect(contrastRatio(colour, background), `${what}: contrast on ${background}`).toBeGreaterThanOrEqual(4.5);
}

test.describe('error states', () => {
  test('every form shows its errors in the error colour, readable on its background', async ({ page }) => {
    // The sign-up form, inside the prose of /start-trial (where a prose colour once turned them grey).
    await page.goto('/start-trial');
    const trial = page.locator('[data-start-trial]');
    await trial.getByRole('button', { name: 'Start my free trial' }).click();
    await expectErrorColour(trial.getByText('Enter your email address, such as name@example.com.'), 'sign-up email');
    await expectErrorColour(trial.getByText('Please agree to the terms and privacy policy'), 'sign-up consent');

    // The login modal, in both modes, and the /login page.
    await page.goto('/');
    await openLoginModal(page);
    const modal = page.getByRole('dialog', { name: 'Sign in to your account' });
    await modal.getByRole('button', { name: 'Login to your account' }).click();
    await expectErrorColour(modal.locator('[data-login-error]'), 'login modal');
    await modal.getByRole('button', { name: 'Lost Password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expectErrorColour(reset.locator('[data-login-error]'), 'reset modal');
    await page.goto('/login');
    await loginReady(page);
    await page.locator('main').getByRole('button', { name: 'Login to your account' }).click();
    await expectErrorColour(page.locator('main [data-login-error]'), '/login page');

    // The contact form.
    await page.goto('/contact');
    await waitForIsland(page);
    await page.locator('main form').getByRole('button', { name: 'Send message' }).click();
    await expectErrorColour(page.locator('main form p.text-error').first(), 'contact form');

    // A calculator field and a postcode checker.
    await page.goto('/mortgage-repayment-calculator');
    await waitForIsland(page);
    await page.getByLabel('Loan amount').fill('lots');
    await expectErrorColour(page.locator('main form p.text-error').first(), 'calculator field');
    await page.goto('/postcode-crime-check');
    await waitForIsland(page);
    await page.getByLabel('Postcode', { exact: true }).fill('M33 2A');
    await page.getByLabel('Postcode', { exact: true }).press('Enter');
    await expectErrorColour(page.locator('[data-postcode-error]'), 'postcode checker');
  });

  test('signed in: the dashboard search shows its error in the error colour', async ({ page }) => {
    const account = seed('active');
    await signIn(page, account.email, account.password);
    const search = page.locator('[data-dashboard-search]');
    await search.getByLabel('Look up a postcode').fill('not a postcode');
    await search.getByRole('button', { name: /Open the report/ }).click();
    await expectErrorColour(search.locator('[data-postcode-error]'), 'dashboard search');
  });
});

test('dialogs open on their first field: the login modal on Email, in both modes', async ({ page }) => {
  await page.goto('/');
  await openLoginModal(page);
  const modal = page.getByRole('dialog', { name: 'Sign in to your account' });
  await expect(modal.getByLabel('Email')).toBeFocused();
  await modal.getByRole('button', { name: 'Lost Password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Password' }).getByLabel('Email')).toBeFocused();
});

/** Every built page's h1–h3, from dist/ (the build the server under test serves). */
function builtHeadings(): { file: string; text: string }[] {
  const dist = join(process.cwd(), 'dist');
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) {
        const html = readFileSync(path, 'utf8');
        for (const m of html.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
          const text = m[2]!
            .replace(/<[^>]+>/g, '')
            .replace(/&amp;/g, '&')
            .replace(/&#39;|&rsquo;|'/g, '’')
            .replace(/\s+/g, ' ')
            .trim();
          if (text) out.push({ file: path.slice(dist.length + 1), text });
        }
      }
    }
  };
  walk(dist);
  return out;
}

const isSentenceCase = (text: string, names: readonly string[]) =>
  sentenceCase(text, names, { keepSentenceStarts: true }) === text;

/**
 * Names a heading may carry with their capitals: the datasets, their publishers and licences, and
 * every place and school in the data (places named as the pages name them: post towns, wards, authorities).
 */
function dataNames(): string[] {
  const data = siteData();
  return [
    ...Object.values(DATASETS).flatMap((d) => [d.name, d.name.replace(/\s*\(.*\)$/, ''), d.publisher, d.licence]),
    // The places pages name, as the build named them (post towns, ward places, the authorities they lie in).
    ...[...data.places.values()].flatMap((place) => [place.place, place.within].filter((name) => name !== null)),
    ...data.schools.map((school) => school.name),
    ...data.authorities.map((place) => place.name),
    ...data.areas.map((place) => place.name),
    ...data.districts.map((place) => place.name),
    ...data.crime.map((place) => place.name),
  ].map((name) => name.replace(/'/g, '’').replace(/\s+/g, ' ').trim());
}

test('one heading case across the site: every built h1–h3 is in sentence case', () => {
  const headings = builtHeadings();
  expect(headings.length).toBeGreaterThan(500);
  const names = dataNames();
  const titleCase = [...new Set(headings.filter((h) => !isSentenceCase(h.text, names)).map((h) => `${h.text} (${h.file})`))];
  expect(titleCase).toEqual([]);
});

test('one percentage rule: a deal’s worked-out percentages all read to one decimal place', async ({ page }) => {
  await page.goto('/property-deal-analyser');
  await waitForIsland(page);
  const results = page.locator('main [data-testid]').filter({ has: page.locator('.stat-value, .stat-label') });
  const text = (await results.allTextContents()).join(' ');
  const percentages = text.match(/-?\d[\d,]*(\.\d+)?%/g) ?? [];
  expect(percentages.length).toBeGreaterThanOrEqual(4);
  expect(percentages.filter((p) => !/^-?\d[\d,]*\.\d%$/.test(p))).toEqual([]);
});

/** Selects whose longest option does not fit inside them (the native select cuts it off). */
async function cutSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const select of document.querySelectorAll('select')) {
      if (!select.offsetParent) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The dropdown arrow takes about 20px of the content box.
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      for (const option of select.options) {
        if (context.measureText(option.text).width > room) cut.push(`${select.labels[0]?.textContent?.trim()}: ${option.text}`);
      }
    }
    return cut;
  });
}

test('selects show their full text, on a laptop and on a phone', async ({ page }) => {
  const pages = [
    '/property-deal-analyser',
    '/stampdutycalculator',
    '/rental-yield-calculator',
    '/buy-to-let-flip-calculator',
    '/brrr-flip-calculator',
    '/rent-vs-buy-calculator',
    '/hmo-calculator',
    '/capital-gains-tax-uk-property-calculator',
  ];
  for (const size of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const path of pages) {
      await page.goto(path);
      await waitForIsland(page);
      expect(await cutSelects(page), `${path} at ${size.width}px`).toEqual([]);
    }
  }
});

test('blog tag lists read "tax, capital gains tax" with no space before a comma', async ({ page }) => {
  await page.goto('/blog');
  const lists = await page.locator('[data-tag-links]').allTextContents();
  expect(lists.length).toBeGreaterThan(0);
  for (const list of lists) expect(list).toMatch(/^[^\s,][^,]*(, [^\s,][^,]*)*$/);
});

test('the home illustration carries no invented figures', async ({ page }) => {
  await page.goto('/');
  const art = page.locator('[data-home-hero] img');
  await expect(art).toHaveAttribute('alt', /postcode/);
  expect(await art.getAttribute('alt')).not.toMatch(/\d/);
  const svg = await (await page.request.get((await art.getAttribute('src'))!)).text();
  const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
  expect(words).not.toMatch(/\d/);
});

test('the API-key card tells a founding customer their calls are not charged', async ({ page }) => {
  const legacy = seed('legacy');
  await signIn(page, legacy.email, legacy.password);
  await expect(page.locator('[data-api-key-cost]')).toHaveText('As a founding customer, your calls are not charged credits.');
  await expect(page.locator('[data-dashboard]')).not.toContainText('costs 1 credit');
});
