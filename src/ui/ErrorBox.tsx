import { type ReactNode, useEffect, useRef } from 'react';

import { postTrace } from '@/observability/sendStart';

/**
 * An error the user must read: announced (role=alert) and focused when it appears or changes, so
 * keyboard and screen-reader users land on it. Each new error also sends the trace so far to
 * support (when a trace endpoint is set): the support code in the help dialog then finds it.
 */
export function ErrorBox({ heading, children, id }: { heading?: string | null; children?: ReactNode; id?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = `${heading ?? ''}|${typeof children === 'string' ? children : ''}`;
  useEffect(() => {
    ref.current?.focus();
    void postTrace('error');
  }, [text]);
  return (
    <div ref={ref} id={id} className="error-box" role="alert" tabIndex={-1}>
      {heading ? <p className="error-heading">{heading}</p> : null}
      {children ? <p>{children}</p> : null}
    </div>
  );
}
