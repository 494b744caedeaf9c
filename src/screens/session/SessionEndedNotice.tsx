import { useCopy } from '@/i18n/copy';

import { sessionCopy } from './copy';

/** 'Your session has ended' on a way in (confirm-info, the lookup form, the single sign-on page). */
export function SessionEndedNotice({ body = 'endedBody' }: { body?: 'endedBody' | 'endedSsoBody' }) {
  const t = useCopy(sessionCopy);
  return (
    <div className="notice session-ended" role="status">
      <p>
        <strong>{t.endedTitle}</strong>
      </p>
      <p>{t[body]}</p>
    </div>
  );
}

export default SessionEndedNotice;
