import { assign, enqueueActions, setup } from 'xstate';

import { childrenOf, type RestoredEvent } from '@machines/restored';

import { manualEntryMachine, type ManualEntryOutput } from './insuranceManual.machine';
import { type InsuranceKind, UPLOAD_DOCUMENT_TYPE } from './rules/insuranceForms';
import type { InsuranceDraft } from './types';
import { uploadMachine, type UploadOutput } from './upload.machine';

export const EMPTY_INSURANCE_DRAFT: InsuranceDraft = { manual: null, frontDocumentId: null, documentId: null };

export type InsuranceMethod = 'upload' | 'manual';

export interface InsuranceStepInput {
  kind: InsuranceKind;
  draft: InsuranceDraft;
  sessionId: string | null;
  guarantorId: string | null;
}

export interface InsuranceStepContext extends InsuranceStepInput {
  completedBy: InsuranceMethod | null;
}

/** 'Upload image of your insurance card', 'Manually enter your insurance information', 'Back to all steps'. */
export type InsuranceStepEvent =
  { type: 'CHOOSE_UPLOAD' } | { type: 'CHOOSE_MANUAL' } | { type: 'BACK' } | RestoredEvent;

export interface InsuranceStepOutput {
  status: 'completed' | 'back';
  method: InsuranceMethod | null;
  draft: InsuranceDraft;
}

/**
 * One insurance step (primary or secondary): the choice between uploading the card and entering it
 * by hand, each a child machine whose 'Back to options' returns here with what it kept. Both sides
 * uploaded or a manual submit completes the step.
 */
export const insuranceStepMachine = setup({
  types: {
    context: {} as InsuranceStepContext,
    events: {} as InsuranceStepEvent,
    input: {} as InsuranceStepInput,
    output: {} as InsuranceStepOutput,
    children: {} as { upload: 'upload'; manualEntry: 'manualEntry' },
  },
  actors: {
    upload: uploadMachine,
    manualEntry: manualEntryMachine,
  },
  guards: {
    isUploaded: (_, params: { output: UploadOutput }) => params.output.status === 'uploaded',
    isSubmitted: (_, params: { output: ManualEntryOutput }) => params.output.status === 'submitted',
  },
  actions: {
    keepUpload: assign(({ context }, params: { output: UploadOutput }) => ({
      draft:
        params.output.status === 'uploaded'
          ? { ...context.draft, frontDocumentId: null, documentId: params.output.documentId }
          : { ...context.draft, frontDocumentId: params.output.frontDocumentId },
    })),
    keepManual: assign(({ context }, params: { output: ManualEntryOutput }) => ({
      draft: { ...context.draft, manual: params.output.values },
    })),
    /** The open upload or form says where it resumes. */
    passOnRestored: enqueueActions(({ event, self, enqueue }) => {
      if (event.type === 'RESTORED') for (const child of childrenOf(self)) enqueue.sendTo(child, event);
    }),
    completeBy: assign((_, params: { method: InsuranceMethod }) => ({ completedBy: params.method })),
  },
}).createMachine({
  id: 'insuranceStep',
  context: ({ input }) => ({ ...input, completedBy: null }),
  on: { RESTORED: { actions: 'passOnRestored' } },
  initial: 'choosing',
  states: {
    choosing: {
      on: { CHOOSE_UPLOAD: 'uploading', CHOOSE_MANUAL: 'manual', BACK: 'closed' },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({
          documentType: UPLOAD_DOCUMENT_TYPE[context.kind],
          sessionId: context.sessionId,
          frontDocumentId: context.draft.frontDocumentId,
        }),
        onDone: [
          {
            guard: { type: 'isUploaded', params: ({ event }) => ({ output: event.output }) },
            target: 'completed',
            actions: [
              { type: 'keepUpload', params: ({ event }) => ({ output: event.output }) },
              { type: 'completeBy', params: { method: 'upload' } },
            ],
          },
          { target: 'choosing', actions: { type: 'keepUpload', params: ({ event }) => ({ output: event.output }) } },
        ],
      },
    },
    manual: {
      invoke: {
        id: 'manualEntry',
        src: 'manualEntry',
        input: ({ context }) => ({
          kind: context.kind,
          values: context.draft.manual,
          documentId: context.draft.documentId,
          sessionId: context.sessionId,
          guarantorId: context.guarantorId,
        }),
        onDone: [
          {
            guard: { type: 'isSubmitted', params: ({ event }) => ({ output: event.output }) },
            target: 'completed',
            actions: [
              { type: 'keepManual', params: ({ event }) => ({ output: event.output }) },
              { type: 'completeBy', params: { method: 'manual' } },
            ],
          },
          { target: 'choosing', actions: { type: 'keepManual', params: ({ event }) => ({ output: event.output }) } },
        ],
      },
    },
    completed: { type: 'final' },
    /** 'Back to all steps'. */
    closed: { type: 'final' },
  },
  output: ({ context }) => ({
    status: context.completedBy ? 'completed' : 'back',
    method: context.completedBy,
    draft: context.draft,
  }),
});
