/** Spec section 7: every path of the API, written once (the demo backend serves the same ones). */
export const API_PATHS = {
  getProvider: '/api/GetProvider',
  validateGuarantorForPaper: '/api/ValidateGuarantorForPaper',
  validateGuarantorForDelivery: '/api/ValidateGuarantorForDelivery',
  validateDelivery: '/api/ValidateDelivery',
  validateBySso: '/api/ValidateBySso2',
  getDataToConfirm: '/api/insurance/GetDataToConfirm',
  collectData: '/api/Insurance/CollectData',
  collectInsuranceData: '/api/Insurance/CollectInsuranceData',
  uploadDocument: '/api/Document/upload',
  processPayment: '/api/ProcessPayment',
  thirdPartyFinancingUrl: '/api/ThirdPartyFinancingUrlForRedirect',
  createAutopayEnrollment: '/api/autopay/CreateEnrollment',
  changeDeliveryMethod: '/DeliveryMethod/Change',
} as const;

export type ApiCallName = keyof typeof API_PATHS;
