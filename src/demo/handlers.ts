// msw handlers for every call of spec section 7, matched on any origin. The same set serves the dev
// server and demo build (service worker), unit tests (msw/node) and the browser tests.
import { http, HttpResponse } from 'msw';

import { API_PATHS } from '@/api/paths';
import type {
  CollectDataResponse,
  DeliveryResponse,
  DocumentUploadResponse,
  PrefillResponse,
  ProviderData,
  SsoResponse,
  ValidatedGuarantor,
} from '@/api/types';

import { gatewayFault } from './faults';
import {
  deliveryByAccountNumber,
  deliveryById,
  failureView,
  guarantorView,
  lastNameMatches,
  lockedView,
  zipMatches,
} from './guarantors';
import { heldUntilReleased, visitorOf } from './holds';
import {
  asRecord,
  badRequest,
  bearerGuarantor,
  type Body,
  forbidden,
  json,
  num,
  plainString,
  providerById,
  providerForRequest,
  readJson,
  type Route,
  str,
  unauthorized,
  xsrfOk,
} from './http';
import { paymentHandlers } from './paymentHandlers';
import { DEMO_PROVIDER_CONTENT_URL, PROVIDER_CONTENT } from './providerContent';
import { PROVIDERS } from './providers';
import { FAILING_INSURANCE_NAME, SSO_EXPIRED, ssoSessionDelivery } from './scenarioValues';
import { DEMO_MESSAGES } from './serverMessages';
import {
  clearWrongAttempts,
  contactOf,
  guarantorRecord,
  isDeliveryLocked,
  issueToken,
  nextId,
  recordDocument,
  recordInsurance,
  recordWrongAttempt,
  saveContact,
} from './state';

export interface DemoHandlerOptions {
  /** Artificial latency before each answer (the browser uses it so loading states are visible). */
  latency?: () => Promise<unknown>;
}

export function createHandlers(options: DemoHandlerOptions = {}) {
  const route: Route = (path, resolve, received) =>
    http.post(`*${path}`, async ({ request, cookies }) => {
      await options.latency?.();
      // A gateway in front of the billing API answers before it (the fault switch, faults.ts).
      const fault = gatewayFault(path);
      if (fault) return fault;
      if (!xsrfOk(request, cookies)) return forbidden();
      received?.();
      // A test's hold (holds.ts): the call is in; it goes on when the test releases it.
      await heldUntilReleased(visitorOf(cookies), path);
      return resolve(request);
    });

  /** The provider the guarantor belongs to: the one named in the body, else the calling site's. */
  const providerOf = (body: Body, request: Request): ProviderData =>
    providerById(str(body, 'ProviderId')) ?? providerForRequest(request);

  return [
    // A provider's notices and texts in other languages (issue 48): a file the deployer hosts.
    http.get(`*${DEMO_PROVIDER_CONTENT_URL.replace('{key}', ':key')}`, async ({ params }) => {
      await options.latency?.();
      const key = String(params.key);
      return Object.hasOwn(PROVIDER_CONTENT, key)
        ? HttpResponse.json(PROVIDER_CONTENT[key])
        : new HttpResponse(null, { status: 404 });
    }),

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
      const sessionDelivery = ssoSessionDelivery(tokenId);
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

    ...paymentHandlers(route),
  ];
}

/** The handler set without latency (node, tests). */
export const handlers = createHandlers();
