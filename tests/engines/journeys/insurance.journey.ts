import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { cameraCopy as cameraCopyMessages } from '@/screens/insurance/camera/copy';
import { insuranceCopy as insuranceCopyMessages } from '@/screens/insurance/copy';
import { cameraMessages, cameraText } from '@machines/insurance/rules/cameraMessages';
import { MANUAL_LABELS } from '@tests/e2e/support/insurance';
import { RIVERA } from '@tests/e2e/support/payment';
import { typedInsurance } from '@tests/fixtures/insurance';
import { english } from '@tests/support/language';

import type { EngineDriver } from '../driver';
import { FITS_EVERY_PHONE, setUpEngine, sidewaysAtPhoneWidths } from '../harness';
import { signIn, waitForText } from './steps';

// The insurance card upload from a file and manual entry in each engine at phone size, and what 'Take a photo' does
// in an engine without a camera (issue 22 item 5): where the browser has no camera API the button
// is not offered; where it has one but no camera, 'Camera Access Needed' says so and offers the
// file upload instead, never a dead button.
const copy = english(insuranceCopyMessages);
const camera = { ...english(cameraCopyMessages), ...english(cameraText), ...english(cameraMessages) };
const guarantorCopy = english(guarantorCopyMessages);
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const { visit } = setUpEngine();

/** D1001 signs in and follows 'Yes, update my information' to the insurance steps. */
async function openSteps(): Promise<EngineDriver> {
  const driver = await visit(`/d/${RIVERA.id}`);
  await signIn(driver, RIVERA);
  await driver.pressButton(guarantorCopy.updateInfoButton);
  await waitForText(driver, copy.landing.heading);
  return driver;
}

/** The insurance steps, then the primary insurance upload. */
async function openPrimaryUpload(): Promise<EngineDriver> {
  const driver = await openSteps();
  await driver.pressButton(`${copy.steps.primary} ${copy.incomplete}`);
  await driver.pressButton(copy.choice.upload);
  await waitForText(driver, copy.upload.heading('primary'));
  return driver;
}

describe('insurance card upload', () => {
  it('uploads both sides from files', async () => {
    const driver = await openPrimaryUpload();
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll on the upload').toEqual(FITS_EVERY_PHONE);
    const image = join(tmpdir(), `engines-card-${driver.engine}.png`);
    writeFileSync(image, Buffer.from(ONE_PIXEL_PNG, 'base64'));
    await driver.uploadFile(copy.upload.front, image);
    await waitForText(driver, copy.upload.frontDone);
    await driver.uploadFile(copy.upload.back, image);
    await waitForText(driver, copy.upload.bothDone);
  });

  it("without a camera, 'Take a photo' is either not offered or says so and offers the file upload", async () => {
    const driver = await openPrimaryUpload();
    const offered = await driver.evaluate(() =>
      [...document.querySelectorAll('button')].map((b) => b.textContent?.trim() ?? ''),
    );
    if (!offered.includes(copy.upload.takePhoto)) {
      expect(await driver.evaluate(() => typeof navigator.mediaDevices?.getUserMedia)).not.toBe('function');
      return;
    }
    await driver.pressButton(copy.upload.takePhoto);
    const shown = await waitForText(driver, camera.errorHeading);
    expect(shown).toContain(camera.unavailable);
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll on the camera error').toEqual(FITS_EVERY_PHONE);
    await driver.pressButton(camera.uploadInstead);
    await waitForText(driver, copy.upload.imagesOnly);
  });

  it('secondary insurance by manual entry, then the step is complete', async () => {
    const driver = await openSteps();
    await driver.pressButton(`${copy.steps.secondary} ${copy.incomplete}`);
    await driver.pressButton(copy.choice.manual);
    await waitForText(driver, copy.manual.heading('secondary'));
    for (const [key, label] of Object.entries(MANUAL_LABELS)) {
      const value = typedInsurance[key as keyof typeof typedInsurance];
      if (key === 'planState') await driver.choose(label, 'CT');
      else if (key === 'relationship') await driver.choose(label, value);
      else await driver.fillByLabel(label, value);
    }
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll on manual entry').toEqual(FITS_EVERY_PHONE);
    await driver.pressButton(copy.manual.submit);
    await waitForText(driver, copy.landing.heading);
    await driver.pressButton(`${copy.steps.secondary} ${copy.complete}`);
  });
});
