// The insurance flow's types its machines share: they sit below the machines, so nothing imports a
// machine for its types.
import type { InsuranceKind, ManualInsuranceValues } from './rules/insuranceForms';

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
