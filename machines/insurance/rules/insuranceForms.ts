// The two forms of the insurance flow (spec section 2) and the request bodies they become (spec
// section 3). The spec gives them no required-field rules: whatever is typed is sent as typed.
import type {
  GuarantorDataSubmission,
  InsuranceSubmission,
  PrefillResponse,
  Relationship,
  UploadDocumentType,
} from '@machines/types';

import { toStateCode } from './usStates';

/** Which insurance a step is about. */
export type InsuranceKind = 'primary' | 'secondary';

export const RELATIONSHIPS: readonly Relationship[] = ['Self', 'Spouse', 'Child', 'Other'];

/** Spec section 9: DocumentType codes and upload names per kind. */
export const INSURANCE_DOCUMENT_TYPE: Record<InsuranceKind, 2 | 3> = { primary: 2, secondary: 3 };
export const UPLOAD_DOCUMENT_TYPE: Record<InsuranceKind, UploadDocumentType> = {
  primary: 'PrimaryInsurance',
  secondary: 'SecondaryInsurance',
};

export interface GuarantorFormValues {
  firstName: string;
  lastName: string;
  streetAddress: string;
  city: string;
  /** One of the 50 US states' abbreviations, or '' while none is chosen. */
  state: string;
  zipCode: string;
  phone: string;
  mobile: string;
  email: string;
}

export const EMPTY_GUARANTOR_VALUES: GuarantorFormValues = {
  firstName: '',
  lastName: '',
  streetAddress: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  mobile: '',
  email: '',
};

/** GetDataToConfirm's Patient* fields prefill what they can; phone, mobile and e-mail stay empty. */
export function prefillValues(prefill: PrefillResponse): GuarantorFormValues {
  return {
    ...EMPTY_GUARANTOR_VALUES,
    firstName: prefill.PatientFirstName ?? '',
    lastName: prefill.PatientLastName ?? '',
    streetAddress: prefill.PatientAddress1 ?? '',
    city: prefill.PatientCity ?? '',
    state: toStateCode(prefill.PatientState),
    zipCode: prefill.PatientZip ?? '',
  };
}

/** CollectData's body (spec section 3, guarantor data submission). */
export function guarantorSubmission(values: GuarantorFormValues, sessionId: string | null): GuarantorDataSubmission {
  return {
    DocumentId: null,
    SessionId: sessionId,
    StreetAddress: values.streetAddress,
    City: values.city,
    State: values.state,
    ZipCode: values.zipCode,
    Phone: values.phone,
    Mobile: values.mobile,
    Email: values.email,
    GuarantorFirstName: values.firstName,
    GuarantorLastName: values.lastName,
    DocumentType: 'GuarantorData',
    PageNumber: 1,
    EntryMethod: 1,
  };
}

export interface ManualInsuranceValues {
  insuranceName: string;
  planAddress1: string;
  planAddress2: string;
  planCity: string;
  planState: string;
  planZipCode: string;
  groupNumber: string;
  subscriberNumber: string;
  memberNumber: string;
  subscriberFirstName: string;
  subscriberLastName: string;
  subscriberMiddleName: string;
  relationship: Relationship | '';
}

export const EMPTY_MANUAL_VALUES: ManualInsuranceValues = {
  insuranceName: '',
  planAddress1: '',
  planAddress2: '',
  planCity: '',
  planState: '',
  planZipCode: '',
  groupNumber: '',
  subscriberNumber: '',
  memberNumber: '',
  subscriberFirstName: '',
  subscriberLastName: '',
  subscriberMiddleName: '',
  relationship: '',
};

export interface InsuranceIds {
  kind: InsuranceKind;
  documentId: string | null;
  sessionId: string | null;
  guarantorId: string | null;
}

/** CollectInsuranceData's body, with the server's field names (SubsriberFirstName as it spells it). */
export function insuranceSubmission(values: ManualInsuranceValues, ids: InsuranceIds): InsuranceSubmission {
  return {
    DocumentId: ids.documentId,
    SessionId: ids.sessionId,
    GuarantorId: ids.guarantorId,
    DocumentType: INSURANCE_DOCUMENT_TYPE[ids.kind],
    EntryMethod: 1,
    PageNumber: 1,
    InsuranceName: values.insuranceName,
    PlanAddress1: values.planAddress1,
    PlanAddress2: values.planAddress2,
    PlanAddressCity: values.planCity,
    PlanAddressState: values.planState,
    PlanAddressZipCode: values.planZipCode,
    SubscriberNumber: values.subscriberNumber,
    MemberNumber: values.memberNumber,
    GroupNumber: values.groupNumber,
    SubsriberFirstName: values.subscriberFirstName,
    SubsriberLastName: values.subscriberLastName,
    SubsriberMiddleName: values.subscriberMiddleName,
    RelationToSubscriber: values.relationship,
  };
}
