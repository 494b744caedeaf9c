// Shared steps of the insurance browser tests: reach /insurance from D1001's link, read what the
// uploads sent, make one upload fail at the network, and a phone-sized photo to upload.
import type { Locator, Page } from 'playwright-core';

import { API_PATHS } from '@/api/paths';
import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { insuranceCopy } from '@/screens/insurance/copy';
import type { ManualInsuranceValues } from '@machines/insurance/rules/insuranceForms';
import type { InsuranceStep } from '@machines/insurance/types';
import { english } from '@tests/support/language';

import type { PortalPage } from './browser';
import { h1 } from './delivery';
import { dropConnection } from './network';
import { RIVERA, signIn } from './payment';

const guarantorCopy = english(guarantorCopyMessages);
const copy = english(insuranceCopy);

type OpenPage = (providerKey: string, path?: string) => Promise<PortalPage>;

/** D1001 signs in on its payment link and follows 'Yes, update my information' to the hub's landing. */
export async function openHubFromD1001(
  openPage: OpenPage,
  before?: (page: Page) => Promise<void>,
): Promise<PortalPage> {
  const portal = await openPage('demo', `/d/${RIVERA.id}`);
  await before?.(portal.page);
  await signIn(portal.page, RIVERA);
  await portal.page.getByRole('link', { name: guarantorCopy.updateInfoButton, exact: true }).click();
  await h1(portal.page, copy.landing.heading).waitFor();
  return portal;
}

export function stepButton(page: Page, step: InsuranceStep) {
  return page.getByRole('button', { name: copy.steps[step] });
}

/** A form field by its exact label. */
export function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

export function button(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

/** Waits for the landing's step button to carry the marker: its name is the step then 'Complete' or 'Incomplete'. */
export async function expectMarker(page: Page, step: InsuranceStep, complete: boolean): Promise<void> {
  const name = `${copy.steps[step]} ${complete ? copy.complete : copy.incomplete}`;
  await page.getByRole('button', { name, exact: true }).waitFor();
}

/** Presses Tab until `target` has the focus (failing after 40 presses): reachable by keyboard alone. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

export interface SentUpload {
  fileName: string;
  fileType: string;
  fileBytes: number;
  fields: Record<string, string>;
}

/**
 * Records every Document/upload the demo API answers from now on, read from the FormData the page
 * hands to XMLHttpRequest (uploads go by XHR for their progress; Playwright does not show multipart
 * file bodies). An upload that got no answer (failNextUpload) is not recorded. Returns a reader.
 */
export async function recordUploads(page: Page): Promise<() => Promise<SentUpload[]>> {
  await page.evaluate((path) => {
    const sent: SentUpload[] = [];
    (window as unknown as { __uploads: SentUpload[] }).__uploads = sent;
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const { open, send } = XMLHttpRequest.prototype;
    const urls = new WeakMap<XMLHttpRequest, string>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      urls.set(this, String(args[1]));
      return open.apply(this, args);
    } as XMLHttpRequest['open'];
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (urls.get(this)?.includes(path) && body instanceof FormData) {
        const file = body.get('File') as File;
        const fields: Record<string, string> = {};
        body.forEach((value, key) => {
          if (typeof value === 'string') fields[key] = value;
        });
        const upload = { fileName: file.name, fileType: file.type, fileBytes: file.size, fields };
        this.addEventListener('load', () => sent.push(upload));
      }
      return send.call(this, body);
    };
  }, API_PATHS.uploadDocument);
  return () => page.evaluate(() => (window as unknown as { __uploads: SentUpload[] }).__uploads);
}

/**
 * Turns Chromium's file-chooser interception on for the whole test. Playwright otherwise turns it on
 * with each waitForEvent('filechooser') without waiting for it, so a key press right after can open
 * the real (invisible) chooser instead, and the event never comes.
 */
export function interceptFileChoosers(page: Page): void {
  page.on('filechooser', () => {});
}

/** The next upload fails as a dropped connection would (no answer, so recordUploads does not record it). */
export const failNextUpload = (page: Page) => dropConnection(page, API_PATHS.uploadDocument, { once: true });

/**
 * A 3000 x 2000 PNG of several megabytes, like a phone photo of a card: colour gradients with sensor
 * noise and a line of text, drawn in the page.
 */
export async function phonePhoto(
  page: Page,
  name: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(async () => {
    const [width, height] = [3000, 2000];
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(width, height);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const x = (i / 4) % width;
      const y = Math.floor(i / 4 / width);
      const noise = Math.random() * 8;
      pixels.data.set([(x / 12 + noise) & 255, (y / 8 + noise) & 255, 180 + noise, 255], i);
    }
    context.putImageData(pixels, 0, 0);
    context.fillStyle = '#112233';
    context.font = '120px sans-serif';
    context.fillText('MEMBER ID 123456789', 200, 600);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** A tiny PNG (one pixel) under `name`. */
export function smallImage(name: string) {
  const onePixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  return { name, mimeType: 'image/png', buffer: Buffer.from(onePixel, 'base64') };
}

/** The manual form's labels, field by field. */
export const MANUAL_LABELS: Record<keyof ManualInsuranceValues, string> = {
  insuranceName: copy.manual.insuranceName,
  planAddress1: copy.manual.planAddress1,
  planAddress2: copy.manual.planAddress2,
  planCity: copy.manual.planCity,
  planState: copy.manual.planState,
  planZipCode: copy.manual.planZipCode,
  groupNumber: copy.manual.groupNumber,
  subscriberNumber: copy.manual.subscriberNumber,
  memberNumber: copy.manual.memberNumber,
  subscriberFirstName: copy.manual.subscriberFirstName,
  subscriberLastName: copy.manual.subscriberLastName,
  subscriberMiddleName: copy.manual.subscriberMiddleName,
  relationship: copy.manual.relationship,
};

/** What the browser's event trace holds, as one string (redacted by the allow-list). */
export function traceText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify(window.__portalTrace?.get() ?? []));
}
