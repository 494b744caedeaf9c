import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { ErrorBox } from '@/ui/ErrorBox';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import { Said } from '@/ui/Said';
import type { notificationChangeMachine } from '@machines/notification/notificationChange.machine';
import { notificationChangeView } from '@machines/notification/notificationChange.view';

import { notificationCopy } from './copy';

/** Route /change/:id: the e-mail that billing notifications for this delivery go to. */
export function NotificationChangePage({ actor }: { actor: ActorRefFrom<typeof notificationChangeMachine> }) {
  const copy = useCopy(notificationCopy);
  const snapshot = useSelector(actor, (s) => s);
  const { send } = actor;
  const { email, error } = snapshot.context;
  const { screen, saving } = notificationChangeView(snapshot);

  let body;
  if (screen === 'saved') body = <Saved />;
  else if (screen === 'form') {
    body = (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'SAVE' });
        }}
      >
        <p>{copy.intro}</p>
        {error ? (
          <ErrorBox id="notification-error">
            <Said words={error.message} />
          </ErrorBox>
        ) : null}
        <div className="field">
          <label htmlFor="notification-email">{copy.emailLabel}</label>
          <input
            id="notification-email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            disabled={saving}
            aria-invalid={error?.field === 'email' ? true : undefined}
            aria-describedby={error ? 'notification-error' : undefined}
            onChange={(e) => send({ type: 'EMAIL_CHANGED', email: e.target.value })}
          />
        </div>
        {saving ? <Loading label={copy.saving} /> : null}
        {/* Disabled while empty or saving: the machine says when SAVE is possible. */}
        <button type="submit" className="button" disabled={!snapshot.can({ type: 'SAVE' })}>
          {copy.save}
        </button>
      </form>
    );
  } else body = <Loading />; // looking up the delivery (an invalid one navigates away)

  return (
    <section aria-labelledby="notification-title">
      <PageHeading id="notification-title">{copy.heading}</PageHeading>
      {body}
    </section>
  );
}

function Saved() {
  const copy = useCopy(notificationCopy);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and the focused button) is gone: land on the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status">
      <h2 ref={heading} tabIndex={-1}>
        {copy.thankYou}
      </h2>
      <p>{copy.saved}</p>
    </div>
  );
}
