import { expect, test, type Page } from '@playwright/test';
import { CONFIG_WORDS, ENV_STYLE, SETTINGS } from '../../tests/support/configuration-words.ts';
import { newTrialAccount, seed, signIn } from '../app/helpers.ts';
import { layoutShift, watchLayoutShift } from '../support/layout-shift.ts';

/**
 * Issue 41's tests, as one table over the pages readers land on: every checker opened with a
 * postcode in its link, each place page type (postcode area, district and council; the crime
 * pages of a district and a council), the reports (the free postcode report and the paid
 * /local-data report) and the billing pages (plan and an invoice), at 360×800 and 1366×900:
 *  - the headline answer is in the first screen and names its period;
 *  - cumulative layout shift under 0.1, measured in the browser (PerformanceObserver);
 *  - no setting name (.env.example), no SETTING_STYLE name and no configuration talk in the text;
 *  - no bare "0" standing for a figure (a dataset not held says "Not held");
 *  - no element wider than the viewport (outside a sideways-scrolling box) and no element clipping
 *    its own text (overflow hidden with text cut off and no ellipsis).
 * Figures come from the sample files (M33 3HJ / M33 2AU in Sale, Trafford; FY1 6DY Blackpool EPCs;
 * BL1 8FU Bolton new-build sales).
 */
const SIZES = [
  { width: 360, height: 800 },
  { width: 1366, height: 900 },
];

const MONTH = /(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/;

type Session = 'out' | 'active' | 'new' | 'buyer';

interface Route {
  name: string;
  path: string;
  /** The headline answer; the first match is read. */
  headline: string;
  /** How it names its period (default: a month and year). */
  period?: RegExp;
  session?: Session;
  /** Where a bare 0 can be a true count (a balance): not checked there. */
  zeroAllowed?: boolean;
}

const ROUTES: Route[] = [
  // Checkers.
  { name: 'crime checker', path: '/postcode-crime-check?postcode=M33%203HJ', headline: '[data-headline]' },
  {
    name: 'schools checker',
    path: '/find-a-school?postcode=M33%203HJ',
    headline: '[data-answer-line]',
    period: /register (data to|date not stated in the source file)/,
  },
  { name: 'broadband checker', path: '/broadband-speed-checker-postcode?postcode=M33%202AU', headline: '[data-answer-line]' },
  { name: 'EPC checker', path: '/epc-search?postcode=FY1%206DY', headline: '[data-answer-line]' },
  { name: 'EPC register search', path: '/epc-register-search?postcode=FY1%206DY', headline: '[data-answer-line]' },
  { name: 'property age checker', path: '/check-property-age?postcode=BL1%208FU', headline: '[data-answer-line]' },
  { name: 'economic data', path: '/economic-data?postcode=M33%203HJ', headline: '[data-answer-line]' },
  // No Ofcom mobile file is held: the answer is that it cannot answer, said at the top.
  {
    name: 'mobile checker',
    path: '/mobile-signal-checker?postcode=M33%203HJ',
    headline: '[data-not-held-anywhere]',
    period: /cannot answer/,
  },
  // Signed in (a new trial account: the trial banner shows, the lookup spends its own credit).
  {
    name: 'crime checker, signed in',
    path: '/postcode-crime-check?postcode=M33%203HJ',
    headline: '[data-headline]',
    session: 'new',
  },
  { name: 'district page, signed in', path: '/location/postcode/m33', headline: '[data-headline]', session: 'new' },
  // Reports.
  { name: 'postcode report', path: '/postcode-data?postcode=M33%202AU', headline: '[data-answer-line]' },
  { name: 'local data report', path: '/local-data?postcode=M33%202AU', headline: '[data-answer-line]', session: 'new' },
  // Place pages.
  { name: 'district page', path: '/location/postcode/m33', headline: '[data-headline]' },
  { name: 'area page', path: '/location/area/m', headline: '[data-headline]' },
  { name: 'council page', path: '/location/authority/trafford', headline: '[data-headline]' },
  { name: 'district crime page', path: '/crime-rates/m33', headline: '[data-headline]' },
  { name: 'council crime page', path: '/crime-rates/trafford', headline: '[data-headline]' },
  // Billing.
  // The plan's answer is its state and next date; the seed account's plan has no date, so its sentence.
  {
    name: 'billing',
    path: '/billing',
    headline: '[data-plan-status]',
    period: /Your plan is active|renews on|ends on|trial ends/i,
    session: 'active',
    zeroAllowed: true,
  },
  { name: 'invoice', path: '', headline: '[data-invoice]', session: 'buyer', zeroAllowed: true },
];

/** Buys 100 credits with the local test checkout and returns the invoice's address. */
async function invoicePath(page: Page): Promise<string> {
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Buy 100 credits' }).click();
  await page.waitForURL('**/billing/test-checkout?session=*');
  const details = page.locator('[data-billing-details]');
  await details.getByLabel('Name or business name').fill('Ada Lovelace Ltd');
  await details.getByLabel('Address line 1').fill('12 Ashton Lane');
  await details.getByLabel('Town or city').fill('Sale');
  await details.getByLabel('Postcode').fill('m33 6wt');
  await page.locator('[data-cancellation-right]').check();
  await page.getByRole('button', { name: /^Pay £\d+ \(test\)$/ }).click();
  await page.waitForURL('**/success?session_id=*');
  await page.locator('[data-success-invoice]').click();
  await page.waitForURL('**/billing/invoice?id=*');
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

async function open(page: Page, route: Route, size: { width: number }): Promise<string> {
  if (route.session === 'active') await signIn(page, seed('active').email, seed('active').password);
  if (route.session === 'new' || route.session === 'buyer') {
    // The buyer's address is long on purpose: an invoice prints it, and it must wrap on a phone.
    const name =
      route.session === 'buyer' ? `buyerwithalongemailaddress${size.width}` : `first${size.width}${ROUTES.indexOf(route)}`;
    const account = await newTrialAccount(name);
    await signIn(page, account.email, account.password);
  }
  return route.session === 'buyer' ? invoicePath(page) : route.path;
}

/** Runs in the page: what the checks find in `main`. */
function findProblems(): { settingText: string; zeros: string[]; wide: string[]; clipped: string[] } {
  const main = document.querySelector('main') ?? document.body;
  const width = document.documentElement.clientWidth;
  // The data pages show no code samples: all of the text is read.
  const settingText = main.innerText;
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 1 && r.height > 1 && s.visibility !== 'hidden';
  };
  const scrolls = (el: Element) => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      const o = getComputedStyle(e).overflowX;
      if (o === 'auto' || o === 'scroll') return true;
    }
    return false;
  };
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].slice(0, 3).join('.')}` : ''} “${(el.textContent ?? '').trim().slice(0, 30)}”`;
  const all = [...main.querySelectorAll('*')].filter((el) => !el.closest('svg, [aria-hidden="true"], .sr-only') && shown(el));
  // A 0 in a chart's own figures (a month with no burglaries, in a series that is held) is a true
  // count; a 0 where a figure or a count of a dataset stands is what must never appear.
  const zeros = all
    .filter(
      (el) =>
        el.children.length === 0 &&
        (el.textContent ?? '').trim() === '0' &&
        !el.closest('input, select, option, figure, details:not([open])'),
    )
    .map(describe);
  const wide = all.filter((el) => el.getBoundingClientRect().right > width + 1 && !scrolls(el)).map(describe);
  const clipped = all
    .filter((el) => {
      const s = getComputedStyle(el);
      if (!['hidden', 'clip'].includes(s.overflowX) || s.textOverflow === 'ellipsis') return false;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      return ownText && el.scrollWidth > el.clientWidth + 1;
    })
    .map(describe);
  return { settingText, zeros, wide: wide.slice(0, 5), clipped: clipped.slice(0, 5) };
}

for (const size of SIZES) {
  test.describe(`first screen at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    for (const route of ROUTES) {
      test(`${route.name}: answer first with its period, steady, no configuration, no false 0, nothing too wide`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        const path = await open(page, route, size);
        await watchLayoutShift(page);
        await page.goto(path);
        const headline = page.locator(route.headline).first();
        await expect(headline).toBeVisible();
        await expect(headline).toContainText(route.period ?? MONTH);
        expect((await headline.boundingBox())!.y, 'the answer starts in the first screen').toBeLessThan(size.height - 40);

        await page.waitForLoadState('networkidle');
        const { cls, shifts } = await layoutShift(page);
        expect(cls, `layout shifts: ${shifts.join('; ')}`).toBeLessThan(0.1);

        const found = await page.evaluate(findProblems);
        expect(SETTINGS.filter((s) => found.settingText.includes(s))).toEqual([]);
        expect(ENV_STYLE.exec(found.settingText)?.[0] ?? null).toBeNull();
        expect(CONFIG_WORDS.exec(found.settingText)?.[0] ?? null).toBeNull();
        if (!route.zeroAllowed) expect(found.zeros, 'a bare 0 where a figure should be').toEqual([]);
        expect(found.wide, 'wider than the viewport').toEqual([]);
        expect(found.clipped, 'text cut off by its box').toEqual([]);
      });
    }
  });
}
