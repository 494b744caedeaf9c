// The demo providers by key (the host name minus its last two labels), part of the demo contract.
import type { CardBrand, ProviderData } from '@/api/types';

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
  /** As `widget`, plus a Square location: Google Pay, and Apple Pay where the browser has it (issue 24). */
  wallet: variant('wallet', { SqId: 'sandbox-sq0idb-demo', SqLocationId: 'demo-location-1' }),
  /** As `wallet`, and ACH among its accepted methods: the guarantor can pay from a bank account (issue 33). */
  bank: variant('bank', {
    SqId: 'sandbox-sq0idb-demo',
    SqLocationId: 'demo-location-1',
    AcceptedPaymentMethods: [...ALL_BRANDS, 'ACH'],
  }),
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
