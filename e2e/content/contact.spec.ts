import { expect, test } from '@playwright/test';
import { outbox } from '../app/helpers.ts';

test('/contact: a message is checked, sent and confirmed with a reference, and reaches the team inbox', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('[data-contact-form]');
  await form.waitFor();
  await expect(page.locator('astro-island[ssr]:has([data-contact-form])')).toHaveCount(0);

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Enter your name.')).toBeVisible();
  await expect(form.getByText('Choose what your message is about.')).toBeVisible();

  const stamp = Date.now();
  await form.getByLabel('Your name').fill('Priya Landlord');
  await form.getByLabel('Email').fill(`priya${stamp}@example.com`);
  await form.getByLabel('What is it about?').selectOption('API');
  await form.getByLabel('Message').fill(`The council tax endpoint answered 404 for M33 2AU at 10:15 (${stamp}).`);
  await form.getByRole('button', { name: 'Send message' }).click();
  const sent = page.locator('[data-contact-sent]');
  await expect(sent).toContainText(/Message sent\. Your reference is BS-[0-9A-F]{8}\./);
  await expect
    .poll(async () =>
      (await outbox()).some((m) => m.text.includes(String(stamp)) && m.subject.startsWith('API: message from Priya Landlord')),
    )
    .toBe(true);
});
