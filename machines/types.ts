// Entities of spec section 3, with the server's own field names (SubsriberFirstName included).

export type CardBrand = 'AMEX' | 'VISA' | 'MC' | 'DISC';

/** A provider's accepted payment methods: the spec's card brands, and `ACH` (a bank account, issue 33). */
export type AcceptedMethod = CardBrand | 'ACH';

export interface ProviderData {
  ProviderId: string;
  ProviderKey: string;
  ProviderName: string;
  ProviderAddress1: string;
  ProviderCity: string;
  ProviderState: string;
  ProviderZip: string;
  Phone: string;
  PathToLogo?: string | null;
  LegalText?: string | null;
  RefundPolicy?: string | null;
  IsPPA?: boolean;
  IsAcceptingPayments: boolean;
  /** Card payment application id; when present the card widget is used. */
  SqId?: string | null;
  /**
   * Square location id, beyond the spec's field list (issue 24): with SqId, Apple Pay and Google Pay
   * are offered (`Square.payments(appId, locationId)` needs it for wallets).
   */
  SqLocationId?: string | null;
  VerificationLabel1?: string | null;
  AcceptedPaymentMethods?: AcceptedMethod[];
}

export interface GetProviderRequest {
  ProviderKey: string;
}

export interface GuarantorLookupModel {
  GuarantorId: string;
  LastName: string;
  ZipCode: string;
  ProviderId: string;
}

export interface DeliveryValidationRequest {
  ProviderId: string;
  DeliveryId: string;
  LastName: string;
  ZipCode: string;
}

export interface DetailLine {
  Date: string;
  Description: string;
  Amount: number;
  SubDetail?: DetailLine[];
}

export interface Encounter {
  Date: string;
  PEncounterId?: string | null;
  Location: string;
  PatientFirstName: string;
  Balance: number;
  Detail?: DetailLine[];
  InsurancePlansOnFile?: string | null;
}

export interface RecentPayment {
  DateProcessed: string;
  PaymentAmount: number;
}

export interface PaymentAccount {
  Id: string;
  Last4: string;
  ExDate: string;
}

export interface GuarantorData {
  GuarantorId: string;
  /** Provider-specific guarantor id. */
  PGuarantorId: string;
  FirstName: string;
  LastName: string;
  Address1: string;
  City: string;
  State: string;
  Zip: string;
  Dob: string;
  Email?: string | null;
  Phone?: string | null;
  AmountDue: number;
  DefaultPaymentAmount?: number | null;
  /** Minimum payment. */
  MP: number;
  /** Maximum payment; null means no maximum. */
  MAX: number | null;
  Details: Encounter[];
  RecentPayments: RecentPayment[];
  /** Saved payment accounts. */
  PA: PaymentAccount[];
  /** Quick-pay flag. */
  QP: boolean;
  IsIC: boolean;
  IsIB: boolean;
  IsSuccess: boolean;
  IsGuarantorLocked: boolean;
  IsPaymentLockedDueToDuplicateTransactionPrevention: boolean;
  IsThirdPartyFinanceAvailable: boolean;
  DeliveryId?: string | null;
  ProviderId: string;
  Message1?: string | null;
  ErrorMessage?: string | null;
}

/** ValidateGuarantorForPaper / ForDelivery answer: guarantor data plus a session token. */
export interface ValidatedGuarantor extends GuarantorData {
  Token?: string | null;
}

export interface DeliveryResponse {
  DeliveryId?: string | null;
  ProviderData?: ProviderData | null;
  GuarantorId?: string | null;
  IsSuccess: boolean;
}

export interface SsoResponse {
  IsSuccess: boolean;
  ErrorDescription?: string | null;
  Guarantor?: GuarantorData | null;
  Provider?: ProviderData | null;
}

export interface PaymentRequest {
  ProviderId: string;
  GuarantorId: string;
  EmailAddress?: string;
  PhoneNumber?: string;
  PaymentAmount: number;
  DeliveryId?: string | null;
  AdminTokenId?: string | null;
  /** Card-provider (widget) token. */
  Token?: string | null;
  /** Saved card. */
  PaymentAccountId?: string | null;
  NameOnCard?: string;
  CardNumber?: string;
  CardCVV?: string;
  /** 1-12 */
  ExDateMonth?: number;
  /** 2025-2038 */
  ExDateYear?: number;
  ZipCode?: string;
}

export interface TransactionResult {
  IsSuccess: boolean;
  ErrorMessage?: string | null;
  TransactionId?: string | null;
  PaymentAmount?: number;
  PaymentDate?: string;
  GuarantorName?: string;
  ProviderSpecificGuarantorId?: string;
  ConfirmationCode?: string;
  IsAutoPayAllowed?: boolean;
  AutopaymentDefaultAmount?: number | null;
  AutopaymentMinimumAllowed?: number | null;
  AutopaymentDayOfMonthlyOptinPayments?: number | null;
  DoesBalanceExistRequiringScheduledPayments?: boolean;
  PartialPaymentsDayOfMonthlyPayments?: number | null;
  IsAccountOnFileEnabled?: boolean;
}

export interface AutopayEnrollment {
  TransactionId: string;
  GuarantorId: string;
  OriginalPaymentAmount: number;
  AmountToAutoPay: number;
}

export interface SuccessResult {
  IsSuccess: boolean;
  ErrorMessage?: string | null;
}

export interface DeliveryMethodChange {
  DeliveryId: string;
  GuarantorId: string;
  EmailAddress: string;
}

export interface FinancingRequest {
  ProviderKey: string;
  GuarantorId: string;
  ProviderSpecificGuarantorId: string;
  ZipCode: string;
  LastName: string;
  DeliveryId?: string | null;
}

export interface FinancingResponse {
  IsSuccess: boolean;
  Url?: string | null;
}

export type Relationship = 'Self' | 'Spouse' | 'Child' | 'Other';

export interface InsuranceSubmission {
  DocumentId?: string | null;
  SessionId?: string | null;
  GuarantorId?: string | null;
  /** 2 primary, 3 secondary. */
  DocumentType: 2 | 3;
  EntryMethod: 1;
  PageNumber: 1;
  InsuranceName: string;
  PlanAddress1: string;
  PlanAddress2: string;
  PlanAddressCity: string;
  PlanAddressState: string;
  PlanAddressZipCode: string;
  SubscriberNumber: string;
  MemberNumber: string;
  GroupNumber: string;
  SubsriberFirstName: string;
  SubsriberLastName: string;
  SubsriberMiddleName: string;
  RelationToSubscriber: Relationship | '';
}

export interface GuarantorDataSubmission {
  DocumentId?: string | null;
  SessionId?: string | null;
  StreetAddress: string;
  City: string;
  State: string;
  ZipCode: string;
  Phone: string;
  Mobile: string;
  Email: string;
  GuarantorFirstName: string;
  GuarantorLastName: string;
  DocumentType: 'GuarantorData';
  PageNumber: 1;
  EntryMethod: 1;
}

export interface CollectDataResponse {
  SessionId?: string | null;
  IsSuccess?: boolean;
  ErrorMessage?: string | null;
}

export interface PrefillResponse {
  PatientFirstName?: string | null;
  PatientLastName?: string | null;
  PatientAddress1?: string | null;
  PatientCity?: string | null;
  PatientState?: string | null;
  PatientZip?: string | null;
}

export type UploadDocumentType = 'PrimaryInsurance' | 'SecondaryInsurance';

export interface DocumentUploadFields {
  File: Blob;
  SessionId?: string | null;
  DocumentId?: string | null;
  /** 1 front, 2 back. */
  PageNumber: 1 | 2;
  DocumentType: UploadDocumentType;
}

export interface DocumentUploadResponse {
  DocumentId: string;
}
