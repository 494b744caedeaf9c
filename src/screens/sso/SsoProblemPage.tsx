import type { ReactNode } from 'react';

import { useCopy } from '@/i18n/copy';
import { PageHeading } from '@/ui/PageHeading';

import { ssoCopy } from './copy';

/**
 * 'Sorry, there was a problem accepting a payment.' with what the server said (ErrorDescription),
 * or, when the request itself failed, what the staff member can do. Rendered as text, never markup.
 */
export function SsoProblemPage({ description, children }: { description: string; children?: ReactNode }) {
  const copy = useCopy(ssoCopy);
  return (
    <section className="message-page" aria-labelledby="sso-problem-title">
      <PageHeading id="sso-problem-title">{copy.problemHeading}</PageHeading>
      {description ? <p>{description}</p> : null}
      {children}
    </section>
  );
}
