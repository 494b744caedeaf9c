import { copy } from '@/copy';

import { MessagePage } from './messagePages/MessagePage';

/** Routes whose screens arrive with later issues (single sign-on, insurance update). */
export default function PendingPage() {
  return (
    <MessagePage heading={copy.pending.heading}>
      <p>{copy.pending.body}</p>
    </MessagePage>
  );
}
