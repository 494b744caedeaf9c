import { CALL_POLICY } from './callPolicy';
import { apiCall, type CallOptions } from './client';
import { API_PATHS, type ApiCallName } from './paths';
import { storeLocalSessionId, storeToken } from './session';
import type {
  AutopayEnrollment,
  CollectDataResponse,
  DeliveryMethodChange,
  DeliveryResponse,
  DeliveryValidationRequest,
  DocumentUploadFields,
  DocumentUploadResponse,
  FinancingRequest,
  FinancingResponse,
  GetProviderRequest,
  GuarantorData,
  GuarantorDataSubmission,
  GuarantorLookupModel,
  InsuranceSubmission,
  PaymentRequest,
  PrefillResponse,
  ProviderData,
  SsoResponse,
  SuccessResult,
  TransactionResult,
  ValidatedGuarantor,
} from './types';

// One typed function per call of spec section 7. Each takes an optional AbortSignal last, so a
// machine that leaves the invoking state cancels the request; each has its time limit and retry
// rule from CALL_POLICY (callPolicy.ts).

/** POSTs `body` to the call's path with the call's policy. */
function post<T>(call: ApiCallName, body: unknown, signal?: AbortSignal, options: CallOptions = {}): Promise<T> {
  const { timeoutMs, retryAfterDrop } = CALL_POLICY[call];
  return apiCall<T>(API_PATHS[call], 'POST', body, { signal, timeoutMs, retryAfterDrop, ...options });
}

export function getProvider(request: GetProviderRequest, signal?: AbortSignal): Promise<ProviderData> {
  return post<ProviderData>('getProvider', request, signal);
}

export function validateGuarantorForPaper(lookup: GuarantorLookupModel, signal?: AbortSignal): Promise<GuarantorData> {
  return validated('validateGuarantorForPaper', lookup, signal);
}

export function validateGuarantorForDelivery(
  request: DeliveryValidationRequest,
  signal?: AbortSignal,
): Promise<GuarantorData> {
  return validated('validateGuarantorForDelivery', request, signal);
}

/**
 * Stores the Token with its timestamp and hands on the guarantor data WITHOUT it, so the token
 * lives in exactly one place (storage) and never enters machine context or event traces.
 */
async function validated(
  call: 'validateGuarantorForPaper' | 'validateGuarantorForDelivery',
  body: object,
  signal?: AbortSignal,
): Promise<GuarantorData> {
  const { Token, ...guarantor } = await post<ValidatedGuarantor>(call, body, signal);
  if (Token) storeToken(Token);
  return guarantor;
}

/** The body is the delivery id as a JSON string ("D1001"). */
export function validateDelivery(deliveryId: string, signal?: AbortSignal): Promise<DeliveryResponse> {
  return post<DeliveryResponse>('validateDelivery', deliveryId, signal);
}

/** The body is the single-sign-on token id as a plain JSON string. */
export function validateBySso(tokenId: string, signal?: AbortSignal): Promise<SsoResponse> {
  return post<SsoResponse>('validateBySso', tokenId, signal);
}

export function getDataToConfirm(signal?: AbortSignal): Promise<PrefillResponse> {
  return post<PrefillResponse>('getDataToConfirm', {}, signal);
}

/** Keeps a returned SessionId in local_session_id for the insurance uploads that follow. */
export async function collectData(
  submission: GuarantorDataSubmission,
  signal?: AbortSignal,
): Promise<CollectDataResponse> {
  const response = await post<CollectDataResponse>('collectData', submission, signal);
  if (response.SessionId) storeLocalSessionId(response.SessionId);
  return response;
}

/** The answer's shape is not shown in the spec; callers only rely on success or ApiError. */
export function collectInsuranceData(submission: InsuranceSubmission, signal?: AbortSignal): Promise<unknown> {
  return post<unknown>('collectInsuranceData', submission, signal);
}

/** `onProgress` hears the share of the image sent so far (0..1), when the browser reports it. */
export function uploadDocument(
  fields: DocumentUploadFields,
  signal?: AbortSignal,
  onProgress?: (fraction: number) => void,
): Promise<DocumentUploadResponse> {
  const form = new FormData();
  form.append('File', fields.File);
  // The front side has no DocumentId yet, and a session may not have started: omit, not "null".
  if (fields.SessionId) form.append('SessionId', fields.SessionId);
  if (fields.DocumentId) form.append('DocumentId', fields.DocumentId);
  form.append('PageNumber', String(fields.PageNumber));
  form.append('DocumentType', fields.DocumentType);
  return post<DocumentUploadResponse>('uploadDocument', form, signal, { onUploadProgress: onProgress });
}

export function processPayment(payment: PaymentRequest, signal?: AbortSignal): Promise<TransactionResult> {
  return post<TransactionResult>('processPayment', payment, signal);
}

export function thirdPartyFinancingUrl(request: FinancingRequest, signal?: AbortSignal): Promise<FinancingResponse> {
  return post<FinancingResponse>('thirdPartyFinancingUrl', request, signal);
}

export function createAutopayEnrollment(enrollment: AutopayEnrollment, signal?: AbortSignal): Promise<SuccessResult> {
  return post<SuccessResult>('createAutopayEnrollment', enrollment, signal);
}

export function changeDeliveryMethod(change: DeliveryMethodChange, signal?: AbortSignal): Promise<SuccessResult> {
  return post<SuccessResult>('changeDeliveryMethod', change, signal);
}
