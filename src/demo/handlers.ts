// msw handlers for every call of spec section 7, matched on any origin. The same set serves the dev
// server and demo build (service worker), unit tests (msw/node) and the browser tests.
import { type DefaultBodyType, http, HttpResponse, type StrictRequest } from 'msw';

import { API_PATHS } from '@/api/paths';
import type {
  CollectDataResponse,
  DeliveryResponse,
  DocumentUploadResponse,
  FinancingResponse,
  PrefillResponse,
  ProviderData,
  SsoResponse,
  SuccessResult,
  ValidatedGuarantor,
} from '@/api/types';

import {
  DEMO_MESSAGES,
  FAILING_EMAIL,
  FAILING_INSURANCE_NAME,
  FINANCING_ORIGIN,
  PROVIDERS,
  REFUSED_AUTOPAY_AMOUNT,
  SSO_EXPIRED,
  SSO_SESSIONS,
} from './data';
import {
  deliveryByAccountNumber,
  deliveryByGuarantorId,
  deliveryById,
  failureView,
  guarantorView,
  lastNameMatches,
  lockedView,
  zipMatches,
} from './guarantors';
import {
  asRecord,
  badRequest,
  bearerGuarantor,
  type Body,
  forbidden,
  num,
  plainString,
  providerById,
  providerForRequest,
  readJson,
  str,
  unauthorized,
  xsrfOk,
} from './http';
import { processPayment } from './payment';
import {
  clearWrongAttempts,
  contactOf,
  findTransaction,
  guarantorRecord,
  isDeliveryLocked,
  issueToken,
  nextId,
  recordDocument,
  recordEnrollment,
  recordInsurance,
  recordWrongAttempt,
  saveContact,
  setNotificationEmail,
} from './state';

export interface DemoHandlerOptions {
  /** Artificial latency before each answer (the browser uses it so loading states are visible). */
  latency?: () => Promise<unknown>;
}

type Resolve = (request: StrictRequest<DefaultBodyType>) => Response | Promise<Response>;

const json = <T extends object>(body: T) => HttpResponse.json(body);

export function createHandlers(options: DemoHandlerOptions = {}) {
  const route = (path: string, resolve: Resolve) =>
    http.post(`*${path}`, async ({ request, cookies }) => {
      await options.latency?.();
      if (!xsrfOk(request, cookies)) return forbidden();
      return resolve(request);
    });

  /** The provider the guarantor belongs to: the one named in the body, else the calling site's. */
  const providerOf = (body: Body, request: Request): ProviderData =>
    providerById(str(body, 'ProviderId')) ?? providerForRequest(request);

  return [
    route(API_PATHS.getProvider, async (request) => {
      const body = await readJson(request);
      const key = plainString(body, 'ProviderKey');
      const provider = Object.hasOwn(PROVIDERS, key) ? PROVIDERS[key] : undefined;
      if (!provider) return HttpResponse.json({ message: DEMO_MESSAGES.providerNotFound }, { status: 500 });
      return json<ProviderData>(provider);
    }),

    route(API_PATHS.validateDelivery, async (request) => {
      const delivery = deliveryById(plainString(await readJson(request), 'DeliveryId'));
      if (!delivery)
        return json<DeliveryResponse>({ IsSuccess: false, DeliveryId: null, ProviderData: null, GuarantorId: null });
      return json<DeliveryResponse>({
        IsSuccess: true,
        DeliveryId: delivery.DeliveryId,
        ProviderData: providerForRequest(request),
        GuarantorId: delivery.guarantor.GuarantorId,
      });
    }),

    route(API_PATHS.validateGuarantorForDelivery, async (request) => {
      const body = asRecord(await readJson(request));
      const provider = providerOf(body, request);
      const deliveryId = str(body, 'DeliveryId').trim();
      const now = Date.now();
      if (deliveryId && isDeliveryLocked(deliveryId)) return json<ValidatedGuarantor>(lockedView(deliveryId, provider));
      const delivery = deliveryById(deliveryId);
      const matches =
        !!delivery &&
        lastNameMatches(str(body, 'LastName'), delivery.guarantor.LastName) &&
        zipMatches(str(body, 'ZipCode'), delivery.guarantor.Zip);
      if (!delivery || !matches) {
        const locksNow = deliveryId !== '' && recordWrongAttempt(deliveryId);
        if (locksNow) return json<ValidatedGuarantor>(lockedView(deliveryId, provider));
        return json<ValidatedGuarantor>(failureView(provider, deliveryId || null, DEMO_MESSAGES.noGuarantorMatch));
      }
      clearWrongAttempts(delivery.DeliveryId);
      return json<ValidatedGuarantor>({
        ...guarantorView(delivery, provider, now),
        Token: issueToken(delivery.guarantor.GuarantorId, now),
      });
    }),

    route(API_PATHS.validateGuarantorForPaper, async (request) => {
      const body = asRecord(await readJson(request));
      const provider = providerOf(body, request);
      const delivery = deliveryByAccountNumber(str(body, 'GuarantorId'));
      const now = Date.now();
      const matches =
        !!delivery &&
        lastNameMatches(str(body, 'LastName'), delivery.guarantor.LastName) &&
        zipMatches(str(body, 'ZipCode'), delivery.guarantor.Zip);
      if (!delivery || !matches)
        return json<ValidatedGuarantor>(failureView(provider, null, DEMO_MESSAGES.statementNoMatch));
      if (isDeliveryLocked(delivery.DeliveryId))
        return json<ValidatedGuarantor>(lockedView(delivery.DeliveryId, provider));
      return json<ValidatedGuarantor>({
        ...guarantorView(delivery, provider, now),
        Token: issueToken(delivery.guarantor.GuarantorId, now),
      });
    }),

    route(API_PATHS.validateBySso, async (request) => {
      const tokenId = plainString(await readJson(request), 'TokenId');
      const sessionDelivery = Object.hasOwn(SSO_SESSIONS, tokenId) ? SSO_SESSIONS[tokenId] : undefined;
      const delivery = sessionDelivery ? deliveryById(sessionDelivery) : undefined;
      if (delivery) {
        const provider = providerForRequest(request);
        return json<SsoResponse>({
          IsSuccess: true,
          ErrorDescription: null,
          Guarantor: guarantorView(delivery, provider, Date.now()),
          Provider: provider,
        });
      }
      const ErrorDescription = tokenId === SSO_EXPIRED ? DEMO_MESSAGES.ssoExpired : DEMO_MESSAGES.ssoInvalid;
      return json<SsoResponse>({ IsSuccess: false, ErrorDescription, Guarantor: null, Provider: null });
    }),

    route(API_PATHS.getDataToConfirm, (request) => {
      const guarantorId = bearerGuarantor(request, Date.now());
      const record = guarantorId ? guarantorRecord(guarantorId) : undefined;
      if (!guarantorId || !record) return unauthorized();
      const contact = contactOf(guarantorId);
      return json<PrefillResponse>({
        PatientFirstName: contact?.GuarantorFirstName ?? record.FirstName,
        PatientLastName: contact?.GuarantorLastName ?? record.LastName,
        PatientAddress1: contact?.StreetAddress ?? record.Address1,
        PatientCity: contact?.City ?? record.City,
        PatientState: contact?.State ?? record.State,
        PatientZip: contact?.ZipCode ?? record.Zip,
      });
    }),

    route(API_PATHS.collectData, async (request) => {
      const guarantorId = bearerGuarantor(request, Date.now());
      if (!guarantorId) return unauthorized();
      const body = asRecord(await readJson(request));
      const SessionId = str(body, 'SessionId') || nextId('SES');
      saveContact(guarantorId, {
        StreetAddress: str(body, 'StreetAddress'),
        City: str(body, 'City'),
        State: str(body, 'State'),
        ZipCode: str(body, 'ZipCode'),
        Phone: str(body, 'Phone'),
        Mobile: str(body, 'Mobile'),
        Email: str(body, 'Email'),
        GuarantorFirstName: str(body, 'GuarantorFirstName'),
        GuarantorLastName: str(body, 'GuarantorLastName'),
        DocumentType: 'GuarantorData',
        PageNumber: 1,
        EntryMethod: 1,
      });
      return json<CollectDataResponse>({ IsSuccess: true, SessionId, ErrorMessage: null });
    }),

    route(API_PATHS.collectInsuranceData, async (request) => {
      const guarantorId = bearerGuarantor(request, Date.now());
      if (!guarantorId) return unauthorized();
      const body = asRecord(await readJson(request));
      if (str(body, 'InsuranceName').trim().toUpperCase() === FAILING_INSURANCE_NAME) {
        return badRequest(DEMO_MESSAGES.insuranceNotFound);
      }
      const documentType = num(body, 'DocumentType');
      if (documentType !== 2 && documentType !== 3)
        return badRequest('DocumentType must be 2 (primary) or 3 (secondary).');
      const DocumentId = str(body, 'DocumentId') || nextId('DOC');
      recordInsurance({ DocumentId, GuarantorId: guarantorId, DocumentType: documentType, At: Date.now() });
      return json<CollectDataResponse & { DocumentId: string }>({ IsSuccess: true, ErrorMessage: null, DocumentId });
    }),

    route(API_PATHS.uploadDocument, async (request) => {
      const guarantorId = bearerGuarantor(request, Date.now());
      if (!guarantorId) return unauthorized();
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return badRequest(DEMO_MESSAGES.uploadMissing);
      }
      const file = form.get('File');
      // Duck-typed: the File class differs between the browser, undici and jsdom.
      if (file === null || typeof file === 'string') return badRequest(DEMO_MESSAGES.uploadMissing);
      if (file.name.toLowerCase().startsWith('fail')) {
        return HttpResponse.json({ message: 'The document store is unavailable.' }, { status: 500 });
      }
      if (!file.type.startsWith('image/')) return badRequest(DEMO_MESSAGES.uploadNotImage);
      const field = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : '';
      };
      const given = field('DocumentId');
      const DocumentId = given || nextId('DOC');
      recordDocument({
        DocumentId,
        GuarantorId: guarantorId,
        DocumentType: field('DocumentType'),
        PageNumber: Number(field('PageNumber') || 1),
        At: Date.now(),
      });
      return json<DocumentUploadResponse>({ DocumentId });
    }),

    route(API_PATHS.processPayment, async (request) => {
      const outcome = processPayment(asRecord(await readJson(request)), Date.now());
      return outcome.kind === 'networkError' ? HttpResponse.error() : json(outcome.result);
    }),

    route(API_PATHS.thirdPartyFinancingUrl, async (request) => {
      const body = asRecord(await readJson(request));
      const delivery = deliveryByGuarantorId(str(body, 'GuarantorId')) ?? deliveryById(str(body, 'DeliveryId'));
      if (!delivery?.guarantor.IsThirdPartyFinanceAvailable)
        return json<FinancingResponse>({ IsSuccess: false, Url: null });
      const key = str(body, 'ProviderKey') || providerForRequest(request).ProviderKey;
      // No name or zip in the address: it ends up in the partner's logs and the browser history.
      const query = new URLSearchParams({ provider: key, ref: delivery.guarantor.PGuarantorId });
      return json<FinancingResponse>({ IsSuccess: true, Url: `${FINANCING_ORIGIN}/apply?${query.toString()}` });
    }),

    route(API_PATHS.createAutopayEnrollment, async (request) => {
      const body = asRecord(await readJson(request));
      const amount = num(body, 'AmountToAutoPay');
      const transaction = findTransaction(str(body, 'TransactionId'));
      const guarantorId = str(body, 'GuarantorId') || transaction?.GuarantorId || '';
      const minimum = deliveryByGuarantorId(guarantorId)?.afterPayment.autopay?.minimum ?? 25;
      const refuse = (message: string) => json<SuccessResult>({ IsSuccess: false, ErrorMessage: message });
      if (!Number.isFinite(amount) || amount <= 0) return refuse(DEMO_MESSAGES.autopayInvalid);
      if (Math.abs(amount - REFUSED_AUTOPAY_AMOUNT) < 0.001) return refuse(DEMO_MESSAGES.autopayRefused);
      if (amount + 1e-9 < minimum) return refuse(`The minimum monthly payment is $${minimum.toFixed(2)}.`);
      recordEnrollment({
        TransactionId: str(body, 'TransactionId'),
        GuarantorId: guarantorId,
        AmountToAutoPay: amount,
        At: Date.now(),
      });
      return json<SuccessResult>({ IsSuccess: true, ErrorMessage: null });
    }),

    route(API_PATHS.changeDeliveryMethod, async (request) => {
      const body = asRecord(await readJson(request));
      const email = str(body, 'EmailAddress').trim();
      const delivery = deliveryById(str(body, 'DeliveryId'));
      const refuse = (message: string) => json<SuccessResult>({ IsSuccess: false, ErrorMessage: message });
      if (!delivery) return refuse(DEMO_MESSAGES.deliveryUnknown);
      if (!email.includes('@') || email.toLowerCase() === FAILING_EMAIL)
        return refuse(DEMO_MESSAGES.deliveryChangeFailed);
      setNotificationEmail(delivery.guarantor.GuarantorId, email);
      return json<SuccessResult>({ IsSuccess: true, ErrorMessage: null });
    }),
  ];
}

/** The handler set without latency (node, tests). */
export const handlers = createHandlers();
