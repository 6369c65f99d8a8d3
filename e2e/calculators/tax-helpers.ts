/** Shared steps for the tax calculator journeys. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's own islands have hydrated and read the URL. The site-wide login modal
 * (client:interaction) and the signed-in chrome (client:session) hydrate only on interest or with
 * a session, so they are left out.
 */
const OWN_ISLAND = 'astro-island:not([client="interaction"]):not([client="session"])';
export async function waitForIsland(page: Page): Promise<void> {
  await page.locator(OWN_ISLAND).first().waitFor();
  await expect(page.locator(`${OWN_ISLAND}[ssr]`)).toHaveCount(0);
}

/**
 * Replaces a labelled text input's value as a person would, and checks the field then holds what
 * was typed (formatting aside): on a busy machine an island can still be putting its first values
 * in just after hydrating, and a default written back between clearing and typing is typed again.
 */
export async function type(page: Page, label: string | RegExp, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: typeof label === 'string' });
  // The figure in a field, whatever its thousands separators or trailing zeros ("255,000" holds 255000).
  const figure = (text: string) => {
    const digits = text.replace(/[^\d.-]/g, '');
    return digits === '' || Number.isNaN(Number(digits)) ? text : String(Number(digits));
  };
  await expect(async () => {
    await input.fill('');
    await input.pressSequentially(value);
    expect(figure(await input.inputValue())).toBe(figure(value));
  }).toPass({ timeout: 10_000 });
}

/** No serious or critical axe violations (WCAG 2.1 A/AA). */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}
