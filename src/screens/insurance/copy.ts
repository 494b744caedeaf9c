// Text of the insurance and contact update flow (spec section 2, "Insurance and contact update
// flow"). Messages the machines produce are in machines/insurance/rules/insuranceMessages.ts.
import { msg } from '@lingui/core/macro';

import type { InsuranceKind } from '@machines/insurance/rules/insuranceForms';
import type { InsuranceStep } from '@machines/insurance/types';
import type { Relationship } from '@machines/types';

/** Whole headings per kind (not 'Primary' + ' Insurance'), so a translation orders its own words. */
const cardHeading = {
  primary: msg`Primary Insurance Card`,
  secondary: msg`Secondary Insurance Card`,
} as const;
const manualHeading = {
  primary: msg`Primary Insurance`,
  secondary: msg`Secondary Insurance`,
} as const;

export const insuranceCopy = {
  sessionExpired: {
    heading: msg`Session Expired`,
    body: msg`Your session has expired. Please log in again to continue.`,
  },
  /** The link back to the guarantor's payment link (or the root when it is not known). */
  logInAgain: msg`Log in again`,
  landing: {
    heading: msg`Let's validate and update your information.`,
    done: msg`Done`,
  },
  steps: {
    guarantor: msg`Confirm Guarantor Address`,
    primary: msg`Upload Primary Insurance`,
    secondary: msg`Upload Secondary Insurance (optional)`,
  } satisfies Record<InsuranceStep, unknown>,
  complete: msg`Complete`,
  incomplete: msg`Incomplete`,
  thankYou: msg`Thank You! Your information has been received.`,
  backToSteps: msg`Back to all steps`,
  backToOptions: msg`Back to options`,
  loading: msg`Loading your information…`,
  guarantor: {
    firstName: msg`First Name`,
    lastName: msg`Last Name`,
    streetAddress: msg`Street Address`,
    city: msg`City`,
    state: msg`State`,
    zipCode: msg`Zip Code`,
    phone: msg`Phone Number`,
    mobile: msg`Mobile Number`,
    email: msg`E-mail Address`,
    continue: msg`Continue`,
    saving: msg`Saving your information…`,
  },
  chooseState: msg`Select a state`,
  sessionAlertOk: msg`OK`,
  choice: {
    prompt: msg`How would you like to give us your insurance information?`,
    upload: msg`Upload image of your insurance card`,
    manual: msg`Manually enter your insurance information`,
  },
  upload: {
    heading: (kind: InsuranceKind) => cardHeading[kind],
    front: msg`Upload Front of Insurance Card`,
    back: msg`Upload Back of Insurance Card`,
    imagesOnly: msg`Only image files are accepted.`,
    frontDone: msg`Front of card uploaded successfully.`,
    bothDone: msg`Both sides uploaded successfully.`,
    uploading: msg`Uploading image...`,
    progress: msg`Upload progress`,
    tryAgain: msg`Try Again`,
    /** Beside the file choice, where the browser has a camera. */
    takePhoto: msg`Take a photo`,
  },
  manual: {
    heading: (kind: InsuranceKind) => manualHeading[kind],
    insuranceName: msg`Insurance Name`,
    planAddress1: msg`Plan Address Line 1`,
    planAddress2: msg`Plan Address Line 2`,
    planCity: msg`Plan City`,
    planState: msg`Plan State`,
    planZipCode: msg`Plan Zip Code`,
    groupNumber: msg`Group Number`,
    subscriberNumber: msg`Subscriber Number`,
    memberNumber: msg`Member Number`,
    subscriberFirstName: msg`Subscriber First Name`,
    subscriberLastName: msg`Subscriber Last Name`,
    subscriberMiddleName: msg`Subscriber Middle Name`,
    relationship: msg`Relationship to Subscriber`,
    chooseRelationship: msg`Select a relationship`,
    /** The choices' words; the value sent stays the server's (Self, Spouse, Child, Other). */
    relationships: {
      Self: msg`Self`,
      Spouse: msg`Spouse`,
      Child: msg`Child`,
      Other: msg`Other`,
    } satisfies Record<Relationship, unknown>,
    submit: msg`Submit`,
    submitting: msg`Submitting your insurance information…`,
  },
} as const;
