import { copy as copyMessages } from '@/copy';
import { useCopy } from '@/i18n/copy';
import { supportCode } from '@/observability/supportCode';

/**
 * 'If you call us, quote support code 7F3K-9TQD.' The code finds this tab's trace (src/observability),
 * so support can replay what the guarantor saw. Its alphabet has no look-alike characters.
 */
export function SupportCode() {
  const copy = useCopy(copyMessages);
  const code = supportCode();
  return (
    <p className="support-code">
      {copy.supportQuote} <strong className="support-code-value">{code}</strong>.
    </p>
  );
}
