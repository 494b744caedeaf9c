// The fault matrix's rows for the calls before the bill: the provider, the three ways in and
// the notification change a delivery link opens.
import type { Page } from 'playwright-core';

import { copy as copyWords } from '@/copy';
import { SSO_OK } from '@/demo/scenarioValues';
import { deliveryCopy as deliveryCopyWords } from '@/screens/delivery/copy';
import { guarantorCopy as guarantorCopyWords } from '@/screens/guarantor/copy';
import { lookupCopy as lookupCopyWords } from '@/screens/lookup/copy';
import { notificationCopy as notificationCopyWords } from '@/screens/notification/copy';
import { ssoCopy as ssoCopyWords } from '@/screens/sso/copy';
import {
  deliveryMessages as deliveryMessagesWords,
  lookupMessages as lookupMessagesWords,
  notificationMessages as notificationMessagesWords,
} from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { lookupFields, LOOKUPS } from '../lookup';
import { paymentHeading, RIVERA } from '../payment';
import { type CallRow, goTo, h1, okButton, origin, retriedAfterDrop } from './row';

const copy = english(copyWords);
const deliveryCopy = english(deliveryCopyWords);
const guarantorCopy = english(guarantorCopyWords);
const lookupCopy = english(lookupCopyWords);
const notificationCopy = english(notificationCopyWords);
const ssoCopy = english(ssoCopyWords);
const deliveryMessages = english(deliveryMessagesWords);
const lookupMessages = english(lookupMessagesWords);
const notificationMessages = english(notificationMessagesWords);

const confirmInfoFields = (page: Page) => ({
  zip: page.getByLabel(deliveryCopy.zip, { exact: true }),
  lastName: page.getByLabel(deliveryCopy.lastName, { exact: true }),
});

export const ENTRY_ROWS: CallRow[] = [
  {
    call: 'getProvider',
    open: async () => {},
    trigger: goTo('/'),
    // Failed provider fetch: logged, and the maintenance page (docs/decisions.md) instead of nothing.
    sees: () => ({ heading: copy.maintenance.heading }),
    requestsPer: retriedAfterDrop,
    recovered: (page) => h1(page, lookupCopy.heading).waitFor(),
  },
  {
    call: 'validateDelivery',
    open: async () => {},
    trigger: goTo('/d/D1001'),
    sees: () => ({ heading: copy.invalidDelivery.heading }),
    requestsPer: retriedAfterDrop,
    recovered: (page) => h1(page, deliveryCopy.confirmInfo).waitFor(),
  },
  {
    call: 'validateGuarantorForDelivery',
    open: async (page) => {
      await page.goto(`${origin()}/d/D1001`);
      const f = confirmInfoFields(page);
      await f.zip.fill(RIVERA.zip);
      await f.lastName.fill(RIVERA.lastName);
    },
    trigger: (page) => page.getByRole('button', { name: deliveryCopy.continue, exact: true }).click(),
    // A fault of the delivery guarantor validation: 'ERROR' (section 8), under the form.
    sees: () => ({ text: deliveryMessages.networkFailure }),
    typed: (page) => [
      [confirmInfoFields(page).zip, RIVERA.zip],
      [confirmInfoFields(page).lastName, RIVERA.lastName],
    ],
    recovered: (page) => paymentHeading(page).waitFor(),
  },
  {
    call: 'validateGuarantorForPaper',
    open: async (page) => {
      await page.goto(`${origin()}/`);
      const f = lookupFields(page);
      await f.identifier.fill(LOOKUPS.rivera.identifier);
      await f.lastName.fill(LOOKUPS.rivera.lastName);
      await f.zip.fill(LOOKUPS.rivera.zip);
    },
    trigger: (page) => lookupFields(page).continue.click(),
    sees: () => ({ alertDialog: lookupMessages.failure }),
    dismiss: okButton(lookupCopy.ok),
    typed: (page) => [
      [lookupFields(page).identifier, LOOKUPS.rivera.identifier],
      [lookupFields(page).lastName, LOOKUPS.rivera.lastName],
      [lookupFields(page).zip, LOOKUPS.rivera.zip],
    ],
    recovered: (page) => h1(page, guarantorCopy.title).waitFor(),
  },
  {
    call: 'validateBySso',
    open: async () => {},
    trigger: goTo(`/apgt/${SSO_OK}`),
    // Only logged (section 8): no message of the server or the API; the page says no payment can be taken.
    sees: () => ({ heading: ssoCopy.problemHeading, text: ssoCopy.failedBody }),
    recovered: (page) => paymentHeading(page).waitFor(),
  },
  {
    call: 'changeDeliveryMethod',
    open: async (page) => {
      await page.goto(`${origin()}/change/D1001`);
      await page.getByLabel(notificationCopy.emailLabel, { exact: true }).fill('maria@example.com');
    },
    trigger: (page) => page.getByRole('button', { name: notificationCopy.save, exact: true }).click(),
    sees: () => ({ text: notificationMessages.failure }),
    typed: (page) => [[page.getByLabel(notificationCopy.emailLabel, { exact: true }), 'maria@example.com']],
    recovered: (page) => page.getByText(notificationCopy.saved, { exact: true }).waitFor(),
  },
];
