import { type RefObject, useRef } from 'react';

import { useCopy } from '@/i18n/copy';
import { Dialog } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';

import { paymentCopy } from './copy';

/** The waiting modal: open for the machine's whole `posting` state; nobody can dismiss it. */
export function ProcessingDialog({ open }: { open: boolean }) {
  const t = useCopy(paymentCopy);
  return (
    <Dialog open={open} title={t.processingTitle} className="processing-dialog">
      <p className="loading" role="status">
        <Spinner />
        {t.processingBody}
      </p>
    </Dialog>
  );
}

/** The network-failure alert (the browser alert of the spec, as an accessible alert dialog). */
export function PaymentAlert({
  message,
  onDismiss,
  returnTo,
}: {
  message: string | null;
  onDismiss: () => void;
  /** Where focus goes after OK: the submit button, disabled (so unfocusable) while the alert opened. */
  returnTo: RefObject<HTMLElement | null>;
}) {
  const t = useCopy(paymentCopy);
  return (
    <Dialog open={message !== null} role="alertdialog" title={message ?? ''} onClose={onDismiss} finalFocus={returnTo}>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={onDismiss}>
          {t.ok}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * After a post that got no answer, before the next one: it may have gone through, so pay again
 * only on purpose. Focus starts on 'Do not pay now', the choice that cannot charge (an alert
 * dialog's least destructive action); Escape means the same.
 */
export function RepostQuestion({
  open,
  phone,
  onConfirm,
  onCancel,
  returnTo,
}: {
  open: boolean;
  phone: string;
  onConfirm: () => void;
  onCancel: () => void;
  returnTo: RefObject<HTMLElement | null>;
}) {
  const t = useCopy(paymentCopy);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t.repostTitle}
      onClose={onCancel}
      initialFocus={cancel}
      finalFocus={returnTo}
    >
      <p>{t.repostBody(phone)}</p>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={onConfirm}>
          {t.repostConfirm}
        </button>
        <button ref={cancel} type="button" onClick={onCancel}>
          {t.repostCancel}
        </button>
      </div>
    </Dialog>
  );
}
