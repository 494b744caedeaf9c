import type { ReactNode } from 'react';

import { PageHeading } from '@/ui/PageHeading';

/** A full-page message: one heading the screen reader lands on, and optional detail. */
export function MessagePage({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <section className="message-page" aria-labelledby="message-heading">
      <PageHeading id="message-heading">{heading}</PageHeading>
      {children}
    </section>
  );
}
