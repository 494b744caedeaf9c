// The demo data set: the contract of /work/shared/demo-scenarios.md (ids, names, zips, amounts,
// cards, messages). Add scenarios freely; never change the ones the contract names.
import type { CardBrand, GuarantorData, ProviderData } from '@/api/types';

/** Exact messages the demo backend answers with (tests and screens may import them). */
export const DEMO_MESSAGES = {
  noGuarantorMatch: 'No guarantor matches that last name and zip code.',
  statementNoMatch: 'No guarantor matches that account number, last name and zip code.',
  accountLocked: 'This account is locked after too many attempts. Please call the office.',
  cardDeclined: 'Your card was declined.',
  cardExpired: 'Your card has expired.',
  cvvInvalid: 'The security code is invalid.',
  savedCardMissing: 'The saved card could not be found.',
  noCard: 'Please enter your card information.',
  duplicatePayment: 'Only one payment is allowed per 24 hours. Please try again later.',
  invalidBalance: 'This balance cannot be paid online. Please call the office.',
  unknownGuarantor: 'We could not find your account. Please start again from your payment link.',
  amountMissing: 'The payment amount is missing.',
  amountAboveMax: 'Your payment amount cannot exceed the total amount due.',
  ssoExpired: 'This payment link has expired.',
  ssoInvalid: 'Invalid token.',
  autopayRefused: 'The billing system refused this autopay amount.',
  autopayInvalid: 'Please enter a valid payment amount.',
  deliveryChangeFailed: 'The notification method could not be changed.',
  deliveryUnknown: 'This payment link is not known.',
  financingUnavailable: 'Financing is not available for this account.',
  insuranceNotFound: 'We could not find that insurance company. Please check the name and try again.',
  uploadNotImage: 'Only image files are accepted.',
  uploadMissing: 'No file was uploaded.',
  sessionExpired: 'Your session has expired. Please log in again.',
  xsrf: 'Missing or invalid anti-forgery token.',
  providerNotFound: 'Provider not found.',
} as const;

/** Card numbers of the contract, digits only (the backend compares digits only). */
export const DEMO_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  networkError: '4000000000000119',
} as const;

export const SSO_OK = 'SSO-OK';
export const SSO_EXPIRED = 'SSO-EXPIRED';
/** Added scenario: a staff-assisted session for a guarantor with a saved card (D1002). */
export const SSO_SAVED_CARD = 'SSO-CARD';
/** Any token the widget stand-in issues starts with this. */
export const WIDGET_TOKEN_PREFIX = 'demo-sq-token-';
/** DeliveryMethod/Change refuses this address. */
export const FAILING_EMAIL = 'fail@example.com';
/** Autopay enrolment of this amount is refused. */
export const REFUSED_AUTOPAY_AMOUNT = 99.99;
export const FAILING_INSURANCE_NAME = 'FAIL';
export const FINANCING_ORIGIN = 'https://financing.example';

/** Markup that must always render as inert text (provider `hostile`). */
export const HOSTILE_MARKUP = '<img src=x onerror=alert(1)> <script>alert(1)</script>';

const ALL_BRANDS: CardBrand[] = ['AMEX', 'VISA', 'MC', 'DISC'];

const demoProvider: ProviderData = {
  ProviderId: 'prov-demo',
  ProviderKey: 'demo',
  ProviderName: 'Riverside Family Medicine',
  ProviderAddress1: '250 River Road, Suite 100',
  ProviderCity: 'Atlanta',
  ProviderState: 'GA',
  ProviderZip: '30303',
  Phone: '(555) 010-2000',
  PathToLogo: '/demo/logo.svg',
  LegalText:
    'By submitting this payment you authorize Riverside Family Medicine to charge the card above for the amount shown. ' +
    'Card details are sent directly to our payment processor and are never stored by this site.',
  RefundPolicy:
    'Overpayments are refunded to the original card within 10 business days. ' +
    'To request a refund, call our billing office at (555) 010-2000.',
  IsPPA: false,
  IsAcceptingPayments: true,
  SqId: null,
  VerificationLabel1: 'Account Number',
  AcceptedPaymentMethods: ALL_BRANDS,
};

function variant(key: string, changes: Partial<ProviderData>): ProviderData {
  return {
    ...demoProvider,
    AcceptedPaymentMethods: [...ALL_BRANDS],
    ...changes,
    ProviderKey: key,
    ProviderId: `prov-${key}`,
  };
}

/** Providers by key (the host name minus its last two labels). Any other key: GetProvider fails. */
export const PROVIDERS: Readonly<Record<string, ProviderData>> = {
  demo: demoProvider,
  widget: variant('widget', { SqId: 'sandbox-sq0idb-demo' }),
  closed: variant('closed', { IsAcceptingPayments: false }),
  ppa: variant('ppa', { IsPPA: true }),
  nologo: variant('nologo', { PathToLogo: '' }),
  hostile: variant('hostile', {
    LegalText: `Payments are processed securely. ${HOSTILE_MARKUP}`,
    RefundPolicy: `Refunds take 10 business days. ${HOSTILE_MARKUP}`,
  }),
};

/** Providers whose guarantors all carry this Message1 instead of their own. */
export const MESSAGE1_BY_PROVIDER: Readonly<Record<string, string>> = {
  hostile: `Please review your statement. ${HOSTILE_MARKUP}`,
};

/** What a successful payment answers besides the receipt (spec section 4, "After confirmation"). */
export interface AfterPayment {
  /** Autopay offer; `whenBalanceRemains` offers it only while a balance is left after the payment. */
  autopay: { minimum: number; defaultAmount: number; dayOfMonth: number; whenBalanceRemains: boolean } | null;
  /** Partial-payment reminder (the declined/partial modal). */
  reminder: { dayOfMonth: number; accountOnFile: boolean } | null;
}

/** Guarantor fields that live in the store and change (balances, payments, e-mail). */
export type GuarantorRecord = Omit<
  GuarantorData,
  | 'ProviderId'
  | 'DeliveryId'
  | 'IsSuccess'
  | 'IsGuarantorLocked'
  | 'IsPaymentLockedDueToDuplicateTransactionPrevention'
  | 'ErrorMessage'
>;

export interface DeliverySeed {
  DeliveryId: string;
  /**
   * Statement-lookup identifier (VerificationLabel1), when the guarantor can be found that way:
   * A1001 and A1002 (the contract), A1003-A1005 (added: the locked, invalid-balance and duplicate
   * checks by lookup, with the same last names and zips as their delivery links).
   */
  AccountNumber: string | null;
  /** Locked before any attempt (D1003). */
  seededLock: boolean;
  /** Already paid within 24 hours (D1005). */
  seededDuplicate: boolean;
  guarantor: GuarantorRecord;
  afterPayment: AfterPayment;
}

const NO_AFTER_PAYMENT: AfterPayment = { autopay: null, reminder: null };

function guarantor(
  fields: Partial<GuarantorRecord> &
    Pick<GuarantorRecord, 'GuarantorId' | 'PGuarantorId' | 'FirstName' | 'LastName' | 'Zip' | 'AmountDue'>,
): GuarantorRecord {
  return {
    Address1: '',
    City: '',
    State: '',
    Dob: '1980-01-01T00:00:00',
    Email: null,
    Phone: null,
    DefaultPaymentAmount: null,
    MP: 5,
    MAX: fields.AmountDue,
    Details: [],
    RecentPayments: [],
    PA: [],
    QP: false,
    IsIC: false,
    IsIB: false,
    IsThirdPartyFinanceAvailable: false,
    Message1: null,
    ...fields,
  };
}

/** A one-line encounter without detail lines (no 'Details' button). */
function simpleEncounter(patient: string, date: string, balance: number, description: string) {
  return {
    Date: date,
    PEncounterId: null,
    Location: 'Main Street Clinic',
    PatientFirstName: patient,
    Balance: balance,
    Detail: [{ Date: date, Description: description, Amount: balance }],
    InsurancePlansOnFile: null,
  };
}

/** Delivery links (`/d/{id}`), reachable on every accepting provider. */
export const DELIVERIES: readonly DeliverySeed[] = [
  {
    DeliveryId: 'D1001',
    AccountNumber: 'A1001',
    seededLock: false,
    seededDuplicate: false,
    guarantor: guarantor({
      GuarantorId: 'G1001',
      PGuarantorId: 'A1001',
      FirstName: 'Maria',
      LastName: 'Rivera',
      Address1: '1420 Peachtree St NE',
      City: 'Atlanta',
      State: 'GA',
      Zip: '30301',
      Dob: '1984-06-12T00:00:00',
      Email: 'maria.rivera@example.com',
      Phone: '(555) 010-3001',
      AmountDue: 245.5,
      MP: 5,
      MAX: 245.5,
      IsIC: true,
      IsThirdPartyFinanceAvailable: true,
      Message1: 'Your insurance has processed these visits. The balance shown is your responsibility.',
      // Encounter balances sum to AmountDue; each encounter's Detail lines sum to its Balance and
      // each SubDetail list sums to its parent line.
      Details: [
        {
          Date: '2025-01-14T00:00:00',
          PEncounterId: 'E-20931',
          Location: 'Main Street Clinic',
          PatientFirstName: 'Maria',
          Balance: 120,
          InsurancePlansOnFile: 'Blue Cross Blue Shield PPO',
          Detail: [
            {
              Date: '2025-01-14T00:00:00',
              Description: 'Office visit, established patient',
              Amount: 95,
              SubDetail: [
                { Date: '2025-01-14T00:00:00', Description: 'Charge', Amount: 210 },
                { Date: '2025-02-03T00:00:00', Description: 'Insurance payment, Blue Cross Blue Shield', Amount: -90 },
                { Date: '2025-02-03T00:00:00', Description: 'Contractual adjustment', Amount: -25 },
              ],
            },
            { Date: '2025-01-14T00:00:00', Description: 'Comprehensive metabolic panel (lab)', Amount: 25 },
          ],
        },
        {
          Date: '2025-02-20T00:00:00',
          PEncounterId: 'E-21408',
          Location: 'Lakeside Imaging Center',
          PatientFirstName: 'Maria',
          Balance: 60.5,
          InsurancePlansOnFile: 'Blue Cross Blue Shield PPO',
          Detail: [
            {
              Date: '2025-02-20T00:00:00',
              Description: 'Chest X-ray, two views',
              Amount: 60.5,
              SubDetail: [
                { Date: '2025-02-20T00:00:00', Description: 'Charge', Amount: 148 },
                {
                  Date: '2025-03-10T00:00:00',
                  Description: 'Insurance payment, Blue Cross Blue Shield',
                  Amount: -72.5,
                },
                { Date: '2025-03-10T00:00:00', Description: 'Contractual adjustment', Amount: -15 },
              ],
            },
          ],
        },
        {
          Date: '2025-03-03T00:00:00',
          PEncounterId: 'E-21877',
          Location: 'Main Street Clinic',
          PatientFirstName: 'Lucas',
          Balance: 65,
          InsurancePlansOnFile: 'Blue Cross Blue Shield PPO (dependent)',
          Detail: [
            { Date: '2025-03-03T00:00:00', Description: 'Office visit, new patient (copay)', Amount: 40 },
            {
              Date: '2025-03-03T00:00:00',
              Description: 'Immunization administration',
              Amount: 25,
              SubDetail: [
                { Date: '2025-03-03T00:00:00', Description: 'Charge', Amount: 45 },
                { Date: '2025-03-21T00:00:00', Description: 'Insurance payment, Blue Cross Blue Shield', Amount: -20 },
              ],
            },
          ],
        },
      ],
      RecentPayments: [
        { DateProcessed: '2025-02-05T00:00:00', PaymentAmount: 50 },
        { DateProcessed: '2024-12-18T00:00:00', PaymentAmount: 35 },
      ],
    }),
    afterPayment: {
      autopay: { minimum: 25, defaultAmount: 50, dayOfMonth: 15, whenBalanceRemains: false },
      reminder: null,
    },
  },
  {
    DeliveryId: 'D1002',
    AccountNumber: 'A1002',
    seededLock: false,
    seededDuplicate: false,
    guarantor: guarantor({
      GuarantorId: 'G1002',
      PGuarantorId: 'A1002',
      FirstName: 'Wei',
      LastName: 'Chen',
      Address1: '500 Howard St',
      City: 'San Francisco',
      State: 'CA',
      Zip: '94105',
      Dob: '1979-11-02T00:00:00',
      Email: 'wei.chen@example.com',
      AmountDue: 1250,
      MP: 25,
      MAX: null,
      QP: true,
      DefaultPaymentAmount: 150,
      PA: [{ Id: 'pa_1', Last4: '4242', ExDate: '12/29' }],
      IsThirdPartyFinanceAvailable: true,
      Details: [
        {
          Date: '2025-02-11T00:00:00',
          PEncounterId: null,
          Location: 'Riverside Surgery Center',
          PatientFirstName: 'Wei',
          Balance: 1250,
          InsurancePlansOnFile: 'Aetna Choice POS II',
          Detail: [
            {
              Date: '2025-02-11T00:00:00',
              Description: 'Outpatient knee arthroscopy',
              Amount: 1100,
              SubDetail: [
                { Date: '2025-02-11T00:00:00', Description: 'Charge', Amount: 4800 },
                { Date: '2025-03-04T00:00:00', Description: 'Insurance payment, Aetna', Amount: -2900 },
                { Date: '2025-03-04T00:00:00', Description: 'Contractual adjustment', Amount: -800 },
              ],
            },
            { Date: '2025-02-11T00:00:00', Description: 'Anesthesia services', Amount: 150 },
          ],
        },
      ],
    }),
    afterPayment: {
      autopay: { minimum: 25, defaultAmount: 100, dayOfMonth: 1, whenBalanceRemains: true },
      reminder: null,
    },
  },
  {
    DeliveryId: 'D1003',
    AccountNumber: 'A1003',
    seededLock: true,
    seededDuplicate: false,
    guarantor: guarantor({
      GuarantorId: 'G1003',
      PGuarantorId: 'P1003',
      FirstName: 'Jordan',
      LastName: 'Locked',
      Address1: '12 W 4th St',
      City: 'New York',
      State: 'NY',
      Zip: '10001',
      AmountDue: 95,
      Details: [simpleEncounter('Jordan', '2025-01-08T00:00:00', 95, 'Office visit')],
    }),
    afterPayment: NO_AFTER_PAYMENT,
  },
  {
    DeliveryId: 'D1004',
    AccountNumber: 'A1004',
    seededLock: false,
    seededDuplicate: false,
    guarantor: guarantor({
      GuarantorId: 'G1004',
      PGuarantorId: 'P1004',
      FirstName: 'Avery',
      LastName: 'Balance',
      Address1: '40 Broad St',
      City: 'New York',
      State: 'NY',
      Zip: '10002',
      AmountDue: 130,
      IsIB: true,
      Details: [simpleEncounter('Avery', '2025-01-21T00:00:00', 130, 'Office visit')],
    }),
    afterPayment: NO_AFTER_PAYMENT,
  },
  {
    DeliveryId: 'D1005',
    AccountNumber: 'A1005',
    seededLock: false,
    seededDuplicate: true,
    guarantor: guarantor({
      GuarantorId: 'G1005',
      PGuarantorId: 'P1005',
      FirstName: 'Sam',
      LastName: 'Twice',
      Address1: '88 Delancey St',
      City: 'New York',
      State: 'NY',
      Zip: '10003',
      AmountDue: 60,
      Details: [simpleEncounter('Sam', '2025-02-02T00:00:00', 60, 'Physical therapy session')],
      RecentPayments: [{ DateProcessed: '2025-03-14T00:00:00', PaymentAmount: 40 }],
    }),
    afterPayment: NO_AFTER_PAYMENT,
  },
  {
    DeliveryId: 'D1006',
    AccountNumber: null,
    seededLock: false,
    seededDuplicate: false,
    guarantor: guarantor({
      GuarantorId: 'G1006',
      PGuarantorId: 'P1006',
      FirstName: 'Priya',
      LastName: 'Partial',
      Address1: '233 S Wacker Dr',
      City: 'Chicago',
      State: 'IL',
      Zip: '60601',
      AmountDue: 300,
      MP: 10,
      Email: 'priya.partial@example.com',
      Details: [
        simpleEncounter('Priya', '2025-01-30T00:00:00', 180, 'Specialist consultation'),
        simpleEncounter('Priya', '2025-02-27T00:00:00', 120, 'Follow-up visit'),
      ],
    }),
    afterPayment: { autopay: null, reminder: { dayOfMonth: 15, accountOnFile: true } },
  },
  {
    DeliveryId: 'D1007',
    AccountNumber: null,
    seededLock: false,
    seededDuplicate: false,
    guarantor: guarantor({
      GuarantorId: 'G1007',
      PGuarantorId: 'P1007',
      FirstName: 'Zoe',
      LastName: 'Zero',
      Address1: '301 Congress Ave',
      City: 'Austin',
      State: 'TX',
      Zip: '73301',
      AmountDue: 0,
      MP: 1,
      MAX: null,
    }),
    afterPayment: NO_AFTER_PAYMENT,
  },
  {
    DeliveryId: 'D1008',
    AccountNumber: null,
    seededLock: false,
    seededDuplicate: false,
    guarantor: guarantor({
      GuarantorId: 'G1008',
      PGuarantorId: 'P1008',
      FirstName: 'Élise',
      LastName: 'Tremblay',
      Address1: '111 Wellington St',
      City: 'Ottawa',
      State: 'ON',
      Zip: 'K1A 0B1',
      AmountDue: 80,
      MP: 5,
      Details: [
        {
          Date: '2025-02-14T00:00:00',
          PEncounterId: 'E-30112',
          Location: 'Main Street Clinic',
          PatientFirstName: 'Élise',
          Balance: 80,
          InsurancePlansOnFile: null,
        },
      ],
    }),
    afterPayment: NO_AFTER_PAYMENT,
  },
];

/** Single-sign-on tokens that open a session, and the delivery whose guarantor each one shows. */
export const SSO_SESSIONS: Readonly<Record<string, string>> = { [SSO_OK]: 'D1001', [SSO_SAVED_CARD]: 'D1002' };
