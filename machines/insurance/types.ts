// The insurance flow's types that other flows name too (the session keeps an InsuranceResume): they
// sit below the flow's machines, so nothing imports a machine for its types.
import type { GuarantorFormValues, InsuranceKind, ManualInsuranceValues } from './rules/insuranceForms';

export type InsuranceStep = 'guarantor' | InsuranceKind;

/** What a primary or secondary step keeps between visits within the flow. */
export interface InsuranceDraft {
  /** What was typed into the manual form. */
  manual: ManualInsuranceValues | null;
  /** A front uploaded whose back is still to come. */
  frontDocumentId: string | null;
  /** The card's DocumentId once both sides are up; a later manual entry refers to it. */
  documentId: string | null;
}

/**
 * The insurance hub as the guarantor left it: completed steps and what each step holds (the form open
 * at the time included). It reopens on the landing; each step shows what was typed in it.
 */
export interface InsuranceResume {
  complete: Record<InsuranceStep, boolean>;
  guarantorValues: GuarantorFormValues | null;
  drafts: Record<InsuranceKind, InsuranceDraft>;
}
