// Finding the seeded guarantors and building the GuarantorData a provider's guarantor sees.
import type { GuarantorData, ProviderData } from '@/api/types';

import { DELIVERIES } from './deliveries';
import { type DeliverySeed } from './deliverySeed';
import { MESSAGE1_BY_PROVIDER } from './providers';
import { DEMO_MESSAGES } from './serverMessages';
import { guarantorRecord, isDeliveryLocked, isPaymentLocked } from './state';

export function deliveryById(deliveryId: string): DeliverySeed | undefined {
  return DELIVERIES.find((d) => d.DeliveryId === deliveryId.trim());
}

export function deliveryByGuarantorId(guarantorId: string): DeliverySeed | undefined {
  return DELIVERIES.find((d) => d.guarantor.GuarantorId === guarantorId);
}

/** Statement lookup: the identifier printed on the statement (VerificationLabel1). */
export function deliveryByAccountNumber(accountNumber: string): DeliverySeed | undefined {
  const wanted = accountNumber.trim().toUpperCase();
  return DELIVERIES.find((d) => d.AccountNumber !== null && d.AccountNumber === wanted);
}

/** Last names compare case-insensitively, ignoring surrounding spaces. */
export function lastNameMatches(given: string, expected: string): boolean {
  return given.trim().toLocaleLowerCase('en-US') === expected.trim().toLocaleLowerCase('en-US');
}

/** Zips compare ignoring spaces and case; a US ZIP+4 matches its five-digit ZIP. */
export function zipMatches(given: string, expected: string): boolean {
  const norm = (z: string) => z.replace(/\s+/g, '').toUpperCase();
  const g = norm(given);
  const e = norm(expected);
  return g === e || (/^\d{5}-?\d{4}$/.test(g) && g.slice(0, 5) === e);
}

/** The guarantor as the given provider's billing system reports it right now. */
export function guarantorView(delivery: DeliverySeed, provider: ProviderData, now: number): GuarantorData {
  const record = guarantorRecord(delivery.guarantor.GuarantorId) ?? structuredClone(delivery.guarantor);
  return {
    ...record,
    Message1: MESSAGE1_BY_PROVIDER[provider.ProviderKey] ?? record.Message1,
    ProviderId: provider.ProviderId,
    DeliveryId: delivery.DeliveryId,
    IsSuccess: true,
    IsGuarantorLocked: isDeliveryLocked(delivery.DeliveryId),
    IsPaymentLockedDueToDuplicateTransactionPrevention: isPaymentLocked(record.GuarantorId, now),
    ErrorMessage: null,
  };
}

/**
 * A locked delivery: no guarantor data leaks (the caller may not have proved who they are).
 * IsSuccess is true so that a client running the spec's checks in order (locked first) shows the
 * locked page whether or not it looks at IsSuccess before IsGuarantorLocked.
 */
export function lockedView(deliveryId: string, provider: ProviderData): GuarantorData {
  return {
    ...emptyGuarantor(provider, deliveryId),
    IsSuccess: true,
    IsGuarantorLocked: true,
    ErrorMessage: DEMO_MESSAGES.accountLocked,
  };
}

/** A refusal (wrong last name or zip, unknown id): IsSuccess false with a message. */
export function failureView(
  provider: ProviderData | undefined,
  deliveryId: string | null,
  message: string,
): GuarantorData {
  return { ...emptyGuarantor(provider, deliveryId), ErrorMessage: message };
}

function emptyGuarantor(provider: ProviderData | undefined, deliveryId: string | null): GuarantorData {
  return {
    GuarantorId: '',
    PGuarantorId: '',
    FirstName: '',
    LastName: '',
    Address1: '',
    City: '',
    State: '',
    Zip: '',
    Dob: '',
    Email: null,
    Phone: null,
    AmountDue: 0,
    DefaultPaymentAmount: null,
    MP: 0,
    MAX: null,
    Details: [],
    RecentPayments: [],
    PA: [],
    QP: false,
    IsIC: false,
    IsIB: false,
    IsSuccess: false,
    IsGuarantorLocked: false,
    IsPaymentLockedDueToDuplicateTransactionPrevention: false,
    IsThirdPartyFinanceAvailable: false,
    DeliveryId: deliveryId,
    ProviderId: provider?.ProviderId ?? '',
    Message1: null,
    ErrorMessage: null,
  };
}
