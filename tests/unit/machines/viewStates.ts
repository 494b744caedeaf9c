// Shared by the view-function table tests: every state a machine has, and sample entities.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

import type { GuarantorData, TransactionResult } from '@/api/types';

/** Every state of the machine as a dotted path ('loaded.payments.accepting'), parents included. */
export function statePaths(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode, prefix: string): string[] =>
    Object.entries(node.states as Record<string, AnyStateNode>).flatMap(([key, child]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return [path, ...walk(child, path)];
    });
  return walk(machine.root, '').sort();
}

/** An approved payment answer (the view functions read states, not these values). */
export const approvedResult: TransactionResult = { IsSuccess: true, TransactionId: 'T1', ConfirmationCode: 'C1' };

/** A guarantor offered a payment plan (financing available, 500 or more due). */
export const financedGuarantor: GuarantorData = {
  GuarantorId: 'G1',
  PGuarantorId: 'PG1',
  FirstName: 'Ana',
  LastName: 'Chen',
  Address1: '2 Oak Ave',
  City: 'San Francisco',
  State: 'CA',
  Zip: '94105',
  Dob: '1980-01-01',
  AmountDue: 1250,
  MP: 25,
  MAX: null,
  Details: [],
  RecentPayments: [],
  PA: [],
  QP: false,
  IsIC: false,
  IsIB: false,
  IsSuccess: true,
  IsGuarantorLocked: false,
  IsPaymentLockedDueToDuplicateTransactionPrevention: false,
  IsThirdPartyFinanceAvailable: true,
  ProviderId: 'prov-demo',
};
