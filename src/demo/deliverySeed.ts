// The shape of a demo delivery link and its guarantor, and the defaults scenarios share.
import type { GuarantorData } from '@/api/types';

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
  /** Statement-lookup identifier (VerificationLabel1), when the guarantor can be found that way. */
  AccountNumber: string | null;
  /** Locked before any attempt (D1003). */
  seededLock: boolean;
  /** Already paid within 24 hours (D1005). */
  seededDuplicate: boolean;
  guarantor: GuarantorRecord;
  afterPayment: AfterPayment;
}

/** No autopay offer and no reminder after a payment. */
export const NO_AFTER_PAYMENT: AfterPayment = { autopay: null, reminder: null };

/** A guarantor record with the defaults most scenarios share. */
export function seedGuarantor(
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
