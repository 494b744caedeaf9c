import { toCents } from '@machines/rules/money';
import type { GuarantorData } from '@machines/types';

/**
 * How the payment form shows the amount (spec section 2 item 3): read-only with an admin token
 * (staff-assisted), else editable 'full or partial' when something is due, else a plain entry.
 */
export type AmountField = 'readOnly' | 'fullOrPartial' | 'enter';

export function amountField(ctx: {
  amountReadOnly: boolean;
  guarantor: Pick<GuarantorData, 'AmountDue'>;
}): AmountField {
  if (ctx.amountReadOnly) return 'readOnly';
  return toCents(ctx.guarantor.AmountDue) > 0 ? 'fullOrPartial' : 'enter'; // as shown: see toCents
}
