import { sessionCopy as t } from './copy';

/** 'Your session has ended' on a way in (confirm-info, the lookup form, the single sign-on page). */
export function SessionEndedNotice({ body = t.endedBody }: { body?: string }) {
  return (
    <div className="notice session-ended" role="status">
      <p>
        <strong>{t.endedTitle}</strong>
      </p>
      <p>{body}</p>
    </div>
  );
}
