import { type ReactNode, useEffect } from 'react';

import { postTrace } from '@/observability/sendStart';
import { PageHeading } from '@/ui/PageHeading';
import { SupportCode } from '@/ui/SupportCode';

/**
 * A full-page message: one heading the screen reader lands on, optional detail, and the support
 * code. Showing it sends the trace so far (when a trace endpoint is set), so the code finds it.
 */
export function MessagePage({ heading, children }: { heading: string; children?: ReactNode }) {
  useEffect(() => {
    void postTrace('message-page');
  }, []);
  return (
    <section className="message-page" aria-labelledby="message-heading">
      <PageHeading id="message-heading">{heading}</PageHeading>
      {children}
      <SupportCode />
    </section>
  );
}
