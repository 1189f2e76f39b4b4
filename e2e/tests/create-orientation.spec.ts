import path from 'node:path';
import { expect, giveConsent, signUpFresh, test, url } from '../support/fixtures';
import {
  IMAGES,
  chooseFile,
  expectLoaded,
  expectUpright,
  firstPostPhoto,
  goToDetails,
  openCreate,
  shareAndLand,
} from './create-helpers';

// Every orientation fixture (no tag, then EXIF 1..8) must be posted upright exactly once: the
// browser turns the pixels itself, the client draws them upright, the server must not turn them
// again. Checked on the rendered pixels of the new post in the feed.
// One test per shape (nine posts each, one fresh account each), so each fits its timeout on a
// loaded machine: one test of 18 posts ran past 5 minutes at a load average of 18.
const SHAPES = ['Landscape', 'Portrait'] as const;
const fixturesOf = (shape: string) => [0, 1, 2, 3, 4, 5, 6, 7, 8].map((orientation) => `${shape}_${orientation}.jpg`);

test.describe('create: EXIF orientation', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const shape of SHAPES) {
    test(`every ${shape.toLowerCase()} orientation fixture is posted upright`, async ({ page }) => {
      await giveConsent(page);
      await signUpFresh(page, 'orient');
      await page.goto(url('/'));
      for (const name of fixturesOf(shape)) {
        await openCreate(page);
        await chooseFile(page, path.join(IMAGES, 'orientation', name));
        await goToDetails(page);
        await page.getByTestId('caption-input').fill(`orientation ${name}`);
        await shareAndLand(page);
        const card = page.getByTestId('post-card').first();
        await expect(card).toContainText(`orientation ${name}`);
        const photo = firstPostPhoto(page);
        await expectLoaded(photo);
        const reference = path.join(IMAGES, 'orientation', name.replace(/_\d\.jpg$/, '_1.jpg'));
        const box = await photo.boundingBox();
        // Landscape stays wider than tall, portrait taller than wide (the "original" crop).
        if (!box) throw new Error('no photo box');
        if (name.startsWith('Landscape')) expect(box.width, name).toBeGreaterThan(box.height);
        else expect(box.height, name).toBeGreaterThan(box.width * 0.99);
        await expectUpright(await photo.screenshot(), reference, name);
      }
    });
  }
});
