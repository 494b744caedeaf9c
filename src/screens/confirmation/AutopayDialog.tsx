import { useSelector } from '@xstate/react';
import { type RefObject, useEffect } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { Dialog } from '@/ui/Dialog';
import { ErrorBox } from '@/ui/ErrorBox';
import { Loading } from '@/ui/Loading';
import { Said } from '@/ui/Said';
import type { autopayMachine } from '@machines/payment/autopay.machine';
import { autopayView } from '@machines/payment/autopay.view';
import { parseAutopayAmount } from '@machines/payment/rules/autopayValidation';

import { autopayCopy } from './copy';

export type AutopayActor = ActorRefFrom<typeof autopayMachine>;
type AutopaySnapshot = SnapshotFrom<typeof autopayMachine>;
type Send = AutopayActor['send'];

interface AutopayDialogProps {
  actor: AutopayActor;
  /** Where focus goes when the dialog closes (it opens by itself, so there is no trigger to return to). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The provider's phone, to check an enrolment that may have gone through. */
  phone: string;
  /** The payment came from a bank account (issue 33): autopay debits that account, not a card. */
  fromBankAccount?: boolean;
}

/**
 * The autopay offer, its outcome and the partial-payment reminder: ONE dialog whose content follows
 * the machine, so focus stays inside while the steps change and goes back once, when it closes.
 */
export function AutopayDialog({ actor, returnFocusTo, phone, fromBankAccount = false }: AutopayDialogProps) {
  const copy = useCopy(autopayCopy);
  const snapshot = useSelector(actor, (s) => s);
  const { send } = actor;
  const { step, enrolling } = autopayView(snapshot);
  const open = step !== null;
  // Dialog gives focus back to what had it on open, but when an autoFocus child takes focus first
  // (the reminder opening with the page) Radix skips that hook: return to the heading ourselves.
  useEffect(() => {
    if (!open) return;
    const target = returnFocusTo.current;
    return () => target?.focus();
  }, [open, returnFocusTo]);
  if (step === null) return <Dialog open={false} title={copy.offerTitle} />;
  const close = (type: 'CLOSE' | 'ALERT_DISMISSED') => (snapshot.can({ type }) ? () => send({ type }) : undefined);

  switch (step) {
    case 'offer':
      return (
        <Dialog open title={copy.offerTitle} onClose={close('CLOSE')} className="autopay-dialog">
          <Offer snapshot={snapshot} send={send} enrolling={enrolling} fromBankAccount={fromBankAccount} />
        </Dialog>
      );
    case 'confirmed':
      return (
        <Dialog open title={copy.enabledTitle} onClose={close('CLOSE')} className="autopay-dialog">
          <p>{copy.enabledBody(parseAutopayAmount(snapshot.context.amount) ?? 0)}</p>
          <div className="dialog-actions">
            <button type="button" className="button" autoFocus onClick={() => send({ type: 'CLOSE' })}>
              {copy.closeWindow}
            </button>
          </div>
        </Dialog>
      );
    case 'reminder':
      return (
        <Dialog open title={copy.reminderTitle} onClose={close('CLOSE')} className="autopay-dialog">
          <Reminder snapshot={snapshot} send={send} />
        </Dialog>
      );
    case 'failed':
      return (
        <Dialog
          open
          role="alertdialog"
          title={copy.failureTitle}
          onClose={close('ALERT_DISMISSED')}
          className="autopay-dialog"
        >
          <ErrorBox>{snapshot.context.alert ? <Said words={snapshot.context.alert} /> : null}</ErrorBox>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => send({ type: 'ALERT_DISMISSED' })}>
              {copy.ok}
            </button>
          </div>
        </Dialog>
      );
    // The enrolment got no answer that says what happened: close (the default, and Escape), or enrol
    // again knowing it may make a second schedule. Focus starts on 'Close', which cannot charge.
    case 'mayHaveGoneThrough':
      return (
        <Dialog open role="alertdialog" title={copy.uncertainTitle} onClose={close('CLOSE')} className="autopay-dialog">
          <p>{copy.uncertainBody(phone)}</p>
          <div className="dialog-actions">
            <button type="button" className="button" autoFocus onClick={() => send({ type: 'CLOSE' })}>
              {copy.close}
            </button>
            <button type="button" className="button secondary" onClick={() => send({ type: 'ENROLL_AGAIN' })}>
              {copy.enrollAgain}
            </button>
          </div>
        </Dialog>
      );
  }
}

interface OfferProps {
  snapshot: AutopaySnapshot;
  send: Send;
  enrolling: boolean;
  fromBankAccount: boolean;
}

function Offer({ snapshot, send, enrolling, fromBankAccount }: OfferProps) {
  const copy = useCopy(autopayCopy);
  const { context } = snapshot;
  const day = context.terms.AutopaymentDayOfMonthlyOptinPayments;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'ENROLL' });
      }}
    >
      <p>{fromBankAccount ? copy.offerBodyBank : copy.offerBody}</p>
      {day ? <p>{copy.offerSchedule(day)}</p> : null}
      <div className="field">
        <label htmlFor="autopay-amount">{copy.amountLabel}</label>
        <input
          id="autopay-amount"
          name="autopayAmount"
          inputMode="decimal"
          autoComplete="off"
          value={context.amount}
          disabled={enrolling}
          aria-invalid={context.error ? true : undefined}
          aria-describedby={context.error ? 'autopay-amount-error' : undefined}
          onChange={(e) => send({ type: 'AMOUNT_CHANGED', value: e.target.value })}
        />
      </div>
      {context.error ? (
        <ErrorBox id="autopay-amount-error">
          <Said words={context.error} />
        </ErrorBox>
      ) : null}
      {enrolling ? <Loading label={copy.enrolling} /> : null}
      <div className="dialog-actions">
        <button type="submit" className="button" disabled={!snapshot.can({ type: 'ENROLL' })}>
          {copy.enroll}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={!snapshot.can({ type: 'DECLINE' })}
          onClick={() => send({ type: 'DECLINE' })}
        >
          {copy.noThanks}
        </button>
      </div>
    </form>
  );
}

function Reminder({ snapshot, send }: { snapshot: AutopaySnapshot; send: Send }) {
  const copy = useCopy(autopayCopy);
  const { context } = snapshot;
  return (
    <>
      <p>{copy.reminderBody(context.reminderDay)}</p>
      {context.offersSaveCard ? (
        <div className="checkbox-field">
          <input
            id="autopay-save-card"
            type="checkbox"
            checked={context.saveCard}
            aria-describedby="autopay-save-card-disclaimer"
            autoFocus
            onChange={() => send({ type: 'SAVE_CARD_TOGGLED' })}
          />
          <label htmlFor="autopay-save-card">{copy.saveCard}</label>
          <p id="autopay-save-card-disclaimer" className="disclaimer">
            {copy.saveCardDisclaimer}
          </p>
        </div>
      ) : null}
      <div className="dialog-actions">
        <button
          type="button"
          className="button"
          autoFocus={!context.offersSaveCard}
          onClick={() => send({ type: 'CLOSE' })}
        >
          {copy.close}
        </button>
      </div>
    </>
  );
}
