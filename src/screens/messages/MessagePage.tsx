import type { ReactNode } from 'react';

/** A full-page message: one heading the screen reader lands on, and optional detail. */
export function MessagePage({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <section className="message-page" aria-labelledby="message-heading">
      <h1 id="message-heading" tabIndex={-1}>
        {heading}
      </h1>
      {children}
    </section>
  );
}
