import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { Dialog } from '@/ui/Dialog';
import type { sessionMachine } from '@machines/session/session.machine';
import { sessionView } from '@machines/session/session.view';

import { sessionCopy } from './copy';

/**
 * The warning two minutes before the session ends (WCAG 2.2.1): focus moves to 'Stay signed in'; the
 * visible countdown changes every second but is not live, a polite status says the time left only
 * at whole minutes and at 30 seconds. It cannot be dismissed: ignoring it is waiting.
 */
export function SessionWarningDialog({ session }: { session: ActorRefFrom<typeof sessionMachine> }) {
  const t = useCopy(sessionCopy);
  const view = useSelector(session, sessionView);
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={view.warning} role="alertdialog" title={t.warningTitle} initialFocus={stay}>
      <p>{t.warningBody}</p>
      <p className="session-countdown" aria-hidden="true">
        {t.countdown(view.countdown)}
      </p>
      <p role="status" className="visually-hidden">
        {view.warning ? t.announcement(view.announced) : ''}
      </p>
      {view.extendFailed ? (
        <p role="alert" className="error-box">
          {t.extendFailed}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button
          ref={stay}
          type="button"
          className="button"
          aria-disabled={view.extending}
          onClick={() => !view.extending && session.send({ type: 'STAY_SIGNED_IN' })}
        >
          {view.extending ? t.staying : t.staySignedIn}
        </button>
      </div>
    </Dialog>
  );
}

export default SessionWarningDialog;
