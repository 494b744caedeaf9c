import type { RefObject } from 'react';

import { useCopy } from '@/i18n/copy';
import { Dialog } from '@/ui/Dialog';
import { SaidQuoting } from '@/ui/SaidQuoting';
import { Spinner } from '@/ui/Spinner';
import type { LookupError } from '@machines/delivery/rules/lookup';

import { lookupCopy } from './copy';

interface LookupDialogsProps {
  checking: boolean;
  alert: LookupError | null;
  onDismiss: () => void;
  /** Where focus goes after an alert: 'Continue' (what had focus may be gone with the waiting modal). */
  returnTo: RefObject<HTMLElement | null>;
}

/**
 * The modal 'One moment while we process your request' (nobody can dismiss it) and the alerts of
 * the submit-time checks and of a failed lookup ('ERROR'). Loaded after the form's first render:
 * the dialog library is not part of the root path's budget.
 */
export default function LookupDialogs({ checking, alert, onDismiss, returnTo }: LookupDialogsProps) {
  const t = useCopy(lookupCopy);
  return (
    <>
      <Dialog open={checking} title={t.checking} className="processing-dialog">
        <p className="loading">
          <Spinner />
        </p>
      </Dialog>
      <Dialog
        open={alert !== null}
        role="alertdialog"
        // The provider's label in 'Please enter the …' keeps its own language.
        title={alert ? <SaidQuoting words={alert.message} quoted="label" /> : ''}
        onClose={onDismiss}
        finalFocus={returnTo}
      >
        <div className="dialog-actions">
          <button type="button" className="primary" onClick={onDismiss}>
            {t.ok}
          </button>
        </div>
      </Dialog>
    </>
  );
}
