import { useCopy } from '@/i18n/copy';
import { isTraceSending } from '@/observability/send';
import { downloadTrace } from '@/observability/trace';

import { helpCopy as copyMessages } from './helpCopy';
import { SupportCode } from './SupportCode';

/** The five help sections and the closing line; shared by the dialog and the /help route. */
export function HelpContent({ phone, headingLevel = 2 }: { phone: string; headingLevel?: 2 | 3 }) {
  const copy = useCopy(copyMessages);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="help-content">
      {copy.help.sections.map((section) => (
        <section key={section.heading}>
          <Heading>{section.heading}</Heading>
          <p>{section.body}</p>
        </section>
      ))}
      <p className="help-closing">{copy.help.closing(phone)}</p>
      <SupportCode />
      {/* Sent traces reach support by the code; without a trace endpoint, the guarantor can hand it over. */}
      {isTraceSending() ? null : (
        <p className="support-download">
          <button type="button" className="link-button" onClick={downloadTrace}>
            {copy.support.download}
          </button>
          <br />
          <span className="support-note">{copy.support.downloadNote}</span>
        </p>
      )}
    </div>
  );
}
