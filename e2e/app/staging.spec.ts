import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { startReplicateDouble, type ReplicateDouble } from '../../tests/runner/replicate-double.ts';
import { E2E_REPLICATE_PORT, E2E_REPLICATE_TOKEN } from '../support/e2e-env.ts';
import { newTrialAccount, seriousViolations, signIn } from './helpers.ts';

let replicate: ReplicateDouble;
test.beforeAll(async () => {
  replicate = await startReplicateDouble(E2E_REPLICATE_TOKEN, E2E_REPLICATE_PORT);
});
test.afterAll(async () => {
  await replicate?.close();
});

async function roomPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#cbbfae' } })
    .jpeg()
    .toBuffer();
}

test('a design page opens the studio with its preset; a photo is staged, compared, downloaded, restyled, refunded and deleted', async ({
  page,
}) => {
  const account = await newTrialAccount('stager');
  await signIn(page, account.email, account.password);
  await page.goto('/ai-bedroom-design');
  await page.getByRole('link', { name: 'Open the studio: bedroom, Scandinavian style' }).click();
  await page.waitForURL('**/ai-staging?room=bedroom&style=scandinavian');
  const studio = page.locator('[data-staging-studio]');
  await expect(studio.locator('[data-studio-history]')).toContainText('No photos yet');
  await expect(studio.locator('[data-generation-off]')).toHaveCount(0);

  // A file that is not a photo is refused before it is sent.
  await page
    .getByLabel('Choose a room photo')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await expect(studio.locator('[data-studio-message]')).toHaveText('Choose a JPEG, PNG or WebP photo.');

  await page
    .getByLabel('Choose a room photo')
    .setInputFiles({ name: 'empty-bedroom.jpg', mimeType: 'image/jpeg', buffer: await roomPhoto() });
  await expect(studio.locator('[data-studio-original]')).toBeVisible();
  await expect(page.getByLabel('Room type')).toHaveValue('bedroom');
  await expect(page.getByLabel('Style', { exact: true })).toHaveValue('scandinavian');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Stage this photo (1 credit)' }).click();
  const result = studio.locator('[data-studio-result]');
  await expect(result).toContainText('Bedroom, Scandinavian', { timeout: 20_000 });
  await expect(page.locator('[data-api-credits]')).toHaveText('API Credits: 24');
  const slider = page.getByLabel('Compare: slide to show more of the original or the staged image');
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('100');
  const download = result.getByRole('link', { name: 'Download staged image' });
  await expect(download).toHaveAttribute('download', '');
  const href = (await download.getAttribute('href'))!;
  const file = await page.request.get(href);
  expect(file.ok()).toBe(true);
  const meta = await sharp(await file.body()).metadata();
  expect([meta.width, meta.height]).toEqual([1600, 1200]);
  expect(meta.xmp?.toString()).toContain('compositeWithTrainedAlgorithmicMedia');

  // Restyle: the model fails this time, and the credit comes back.
  replicate.mode = 'fail';
  await page.getByLabel('Style', { exact: true }).selectOption('coastal');
  await page.getByRole('button', { name: 'Stage this photo (1 credit)' }).click();
  await expect(studio.locator('[data-render-status]')).toHaveText(
    'Bedroom, Coastal: The image model could not stage this photo. Try another photo or style. Your credit has been refunded.',
    { timeout: 20_000 },
  );
  await expect(page.locator('[data-api-credits]')).toHaveText('API Credits: 24');
  await expect(studio.locator('[data-history-job="refunded"]')).toContainText('Bedroom, Coastal');
  await expect(studio.locator('[data-history-job="succeeded"]')).toContainText('Download');

  page.once('dialog', (dialog) => void dialog.accept());
  await studio.getByRole('button', { name: 'Delete photo' }).click();
  await expect(studio.locator('[data-studio-history]')).toContainText('No photos yet');
  expect((await page.request.get(href)).ok()).toBe(false);
  replicate.mode = 'succeed';
});
