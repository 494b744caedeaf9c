import { type EventObject, fromCallback, fromPromise } from 'xstate';

import { collectData, collectInsuranceData, getDataToConfirm, uploadDocument } from '@/api/calls';
import { GENERIC_API_ERROR, GENERIC_API_ERROR_WORDS, isApiError, serverMessage } from '@/api/errors';
import { hasFreshToken } from '@/api/session';
import type { GuarantorDataSubmission, InsuranceSubmission } from '@/api/types';
import { insuranceMachine } from '@machines/insurance/insurance.machine';
import { type GuarantorSaveResult, guarantorStepMachine } from '@machines/insurance/insuranceGuarantor.machine';
import { manualEntryMachine, type ManualSubmitResult } from '@machines/insurance/insuranceManual.machine';
import { insuranceStepMachine } from '@machines/insurance/insuranceStep.machine';
import { attachWords } from '@machines/insurance/rules/insuranceMessages';
import { uploadMachine, type UploadReport, type UploadRequest } from '@machines/insurance/upload.machine';

import { liveCameraMachine } from './camera';
import { asFile, prepareCardImage } from './cardImage';
import { fromCall } from './fromCall';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * CollectData as the guarantor step reads it: HTTP 401 → unauthorized (the session-expired alert);
 * IsSuccess false or HTTP 400 → refused with the server's message; other faults reject. A returned
 * SessionId is stored as local_session_id by the call itself.
 */
export async function saveGuarantorData(
  body: GuarantorDataSubmission,
  signal?: AbortSignal,
): Promise<GuarantorSaveResult> {
  try {
    const answer = await collectData(body, signal);
    if (answer.IsSuccess === false) return { status: 'refused', message: text(answer.ErrorMessage) };
    return { status: 'saved', sessionId: text(answer.SessionId) };
  } catch (error) {
    if (isApiError(error, 'unauthorized')) return { status: 'unauthorized' };
    if (isApiError(error, 'bad-request')) return { status: 'refused', message: serverMessage(error.body) };
    throw error;
  }
}

/**
 * CollectInsuranceData as manual entry reads it (its answer's shape is not in the spec): IsSuccess
 * false or HTTP 400 → refused. A 400's ApiError message is already the server's error.message, else
 * the wrapper's own text; other faults reject and the machine shows the error's message.
 */
export async function submitInsurance(body: InsuranceSubmission, signal?: AbortSignal): Promise<ManualSubmitResult> {
  try {
    const answer = (await collectInsuranceData(body, signal)) as { IsSuccess?: unknown; ErrorMessage?: unknown } | null;
    if (answer?.IsSuccess === false) return { status: 'refused', message: text(answer.ErrorMessage) };
    return { status: 'submitted' };
  } catch (error) {
    if (isApiError(error, 'bad-request')) return { status: 'refused', message: error.message };
    // The client's own generic text (no answer, or no server message) is the portal's: translated.
    if (isApiError(error) && error.message === GENERIC_API_ERROR) throw attachWords(error, GENERIC_API_ERROR_WORDS);
    throw error;
  }
}

/** Document/upload with progress; stopping the actor (Back, or leaving the page) aborts the post. */
export const liveUploadDocument = fromCallback<EventObject, UploadRequest>(({ input, sendBack }) => {
  const report = (event: UploadReport) => sendBack(event);
  const controller = new AbortController();
  const { file, ...fields } = input;
  uploadDocument({ ...fields, File: asFile(file) }, controller.signal, (fraction) =>
    report({ type: 'UPLOAD_PROGRESS', fraction }),
  ).then(
    ({ DocumentId }) => report(DocumentId ? { type: 'UPLOADED', documentId: DocumentId } : { type: 'UPLOAD_FAILED' }),
    () => report({ type: 'UPLOAD_FAILED' }),
  );
  return () => controller.abort();
});

/** The insurance hub with every real call; the session rule is the API client's (src/api/session.ts). */
export const liveInsuranceMachine = insuranceMachine.provide({
  actors: {
    checkSession: fromPromise(() => Promise.resolve(hasFreshToken())),
    guarantorStep: guarantorStepMachine.provide({
      actors: {
        getDataToConfirm: fromCall((_: unknown, signal) => getDataToConfirm(signal)),
        collectData: fromCall(saveGuarantorData),
      },
    }),
    insuranceStep: insuranceStepMachine.provide({
      actors: {
        upload: uploadMachine.provide({
          actors: {
            prepareImage: fromPromise(({ input }) => prepareCardImage(input)),
            uploadDocument: liveUploadDocument,
            camera: liveCameraMachine,
          },
        }),
        manualEntry: manualEntryMachine.provide({ actors: { collectInsuranceData: fromCall(submitInsurance) } }),
      },
    }),
  },
});
