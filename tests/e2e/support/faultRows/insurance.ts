// The fault matrix's rows for the insurance calls: prefill, the guarantor step, manual entry, upload.
import type { Page } from 'playwright-core';

import { GENERIC_API_ERROR } from '@/api/errors';
import { PREFIX } from '@/app/keep/keptKeys';
import { guarantorCopy as guarantorCopyWords } from '@/screens/guarantor/copy';
import { insuranceCopy as insuranceCopyWords } from '@/screens/insurance/copy';
import { insuranceMessages as insuranceMessagesWords } from '@machines/insurance/rules/insuranceMessages';
import { typedInsurance } from '@tests/fixtures/insurance';
import { english } from '@tests/support/language';

import { REFUSAL } from '../faults';
import { MANUAL_LABELS, smallImage, stepButton } from '../insurance';
import { RIVERA, signIn } from '../payment';
import { byLabel, type CallRow, h1, okButton, origin } from './row';

const guarantorCopy = english(guarantorCopyWords);
const insuranceCopy = english(insuranceCopyWords);
const insuranceMessages = english(insuranceMessagesWords);

/** D1001 signs in on its link and follows 'Yes, update my information' to the insurance hub. */
async function openHub(page: Page): Promise<void> {
  await page.goto(`${origin()}/d/D1001`);
  await signIn(page, RIVERA);
  await page.getByRole('link', { name: guarantorCopy.updateInfoButton, exact: true }).click();
  await h1(page, insuranceCopy.landing.heading).waitFor();
}

/** Resolves once GetDataToConfirm has filled the guarantor step's address. */
async function prefilled(page: Page): Promise<void> {
  const street = await byLabel(page, insuranceCopy.guarantor.streetAddress).elementHandle();
  await page.waitForFunction((input) => (input as HTMLInputElement | null)?.value !== '', street);
}

export const INSURANCE_ROWS: CallRow[] = [
  {
    call: 'getDataToConfirm',
    open: (page) => openHub(page),
    // Each try opens the guarantor step of a new hub (a hub asks once; the token stays in the tab). The
    // tab keeps the hub (issue 46), which /insurance would bring back at the step: it is forgotten first.
    trigger: async (page) => {
      await page.evaluate((key) => sessionStorage.removeItem(key), `${PREFIX}insurance:/insurance`);
      await page.goto(`${origin()}/insurance`);
      await stepButton(page, 'guarantor').click();
    },
    sees: () => ({ text: insuranceMessages.prefillFailed }),
    recovered: (page) => prefilled(page),
  },
  {
    call: 'collectData',
    open: async (page) => {
      await openHub(page);
      await stepButton(page, 'guarantor').click();
      await prefilled(page);
      await byLabel(page, insuranceCopy.guarantor.city).fill('Decatur');
    },
    trigger: (page) => page.getByRole('button', { name: insuranceCopy.guarantor.continue, exact: true }).click(),
    // The server's error, else 'An error occurred while saving.'; a 401 also gives the session-expired alert.
    sees: (fault) =>
      fault === 'HTTP 400 with a body'
        ? { text: REFUSAL }
        : fault === 'HTTP 401'
          ? { alertDialog: insuranceCopy.sessionExpired.heading }
          : { text: insuranceMessages.saveFailed },
    dismiss: okButton(insuranceCopy.sessionAlertOk),
    typed: (page) => [[byLabel(page, insuranceCopy.guarantor.city), 'Decatur']],
    recovered: (page) => h1(page, insuranceCopy.landing.heading).waitFor(),
  },
  {
    call: 'collectInsuranceData',
    open: async (page) => {
      await openHub(page);
      await stepButton(page, 'secondary').click();
      await page.getByRole('button', { name: insuranceCopy.choice.manual, exact: true }).click();
      for (const [key, label] of Object.entries(MANUAL_LABELS)) {
        const value = typedInsurance[key as keyof typeof typedInsurance];
        if (key === 'planState' || key === 'relationship') await byLabel(page, label).selectOption(value);
        else await byLabel(page, label).fill(value);
      }
    },
    trigger: (page) => page.getByRole('button', { name: insuranceCopy.manual.submit, exact: true }).click(),
    // The server's error.message, else the error's own message (the API wrapper's).
    sees: (fault) => ({ text: fault === 'HTTP 400 with a body' ? REFUSAL : GENERIC_API_ERROR }),
    typed: (page) =>
      Object.entries(MANUAL_LABELS).map(([key, label]) => [
        byLabel(page, label),
        typedInsurance[key as keyof typeof typedInsurance],
      ]),
    recovered: (page) => h1(page, insuranceCopy.landing.heading).waitFor(),
  },
  {
    call: 'uploadDocument',
    open: async (page) => {
      await openHub(page);
      page.on('filechooser', () => {});
      await stepButton(page, 'primary').click();
      await page.getByRole('button', { name: insuranceCopy.choice.upload, exact: true }).click();
    },
    // The first try chooses the photo; later ones press 'Try Again', which keeps the file and side.
    trigger: async (page) => {
      const again = page.getByRole('button', { name: insuranceCopy.upload.tryAgain, exact: true });
      if ((await again.count()) > 0) return again.click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: insuranceCopy.upload.front, exact: true }).click();
      await (await chooser).setFiles(smallImage('front.png'));
    },
    sees: () => ({ text: insuranceMessages.uploadFailed('front') }),
    recovered: (page) => page.getByText(insuranceCopy.upload.frontDone).waitFor(),
  },
];
