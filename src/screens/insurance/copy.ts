// Text of the insurance and contact update flow (spec section 2, "Insurance and contact update
// flow"). Messages the machines produce are in machines/rules/insuranceMessages.ts.
import type { InsuranceStep } from '@machines/insurance.machine';
import type { InsuranceKind } from '@machines/rules/insuranceForms';

const KIND_NAME: Record<InsuranceKind, string> = { primary: 'Primary', secondary: 'Secondary' };

export const insuranceCopy = {
  sessionExpired: {
    heading: 'Session Expired',
    body: 'Your session has expired. Please log in again to continue.',
  },
  /** The link back to the guarantor's payment link (or the root when it is not known). */
  logInAgain: 'Log in again',
  landing: {
    heading: "Let's validate and update your information.",
    done: 'Done',
  },
  steps: {
    guarantor: 'Confirm Guarantor Address',
    primary: 'Upload Primary Insurance',
    secondary: 'Upload Secondary Insurance (optional)',
  } satisfies Record<InsuranceStep, string>,
  complete: 'Complete',
  incomplete: 'Incomplete',
  thankYou: 'Thank You! Your information has been received.',
  backToSteps: 'Back to all steps',
  backToOptions: 'Back to options',
  loading: 'Loading your information…',
  guarantor: {
    firstName: 'First Name',
    lastName: 'Last Name',
    streetAddress: 'Street Address',
    city: 'City',
    state: 'State',
    zipCode: 'Zip Code',
    phone: 'Phone Number',
    mobile: 'Mobile Number',
    email: 'E-mail Address',
    continue: 'Continue',
    saving: 'Saving your information…',
  },
  chooseState: 'Select a state',
  sessionAlertOk: 'OK',
  choice: {
    prompt: 'How would you like to give us your insurance information?',
    upload: 'Upload image of your insurance card',
    manual: 'Manually enter your insurance information',
  },
  upload: {
    heading: (kind: InsuranceKind) => `${KIND_NAME[kind]} Insurance Card`,
    front: 'Upload Front of Insurance Card',
    back: 'Upload Back of Insurance Card',
    imagesOnly: 'Only image files are accepted.',
    frontDone: 'Front of card uploaded successfully.',
    bothDone: 'Both sides uploaded successfully.',
    uploading: 'Uploading image...',
    progress: 'Upload progress',
    tryAgain: 'Try Again',
    /** Beside the file choice, where the browser has a camera. */
    takePhoto: 'Take a photo',
  },
  manual: {
    heading: (kind: InsuranceKind) => `${KIND_NAME[kind]} Insurance`,
    insuranceName: 'Insurance Name',
    planAddress1: 'Plan Address Line 1',
    planAddress2: 'Plan Address Line 2',
    planCity: 'Plan City',
    planState: 'Plan State',
    planZipCode: 'Plan Zip Code',
    groupNumber: 'Group Number',
    subscriberNumber: 'Subscriber Number',
    memberNumber: 'Member Number',
    subscriberFirstName: 'Subscriber First Name',
    subscriberLastName: 'Subscriber Last Name',
    subscriberMiddleName: 'Subscriber Middle Name',
    relationship: 'Relationship to Subscriber',
    chooseRelationship: 'Select a relationship',
    submit: 'Submit',
    submitting: 'Submitting your insurance information…',
  },
} as const;
