import { copy } from '@/copy';

/** The five help sections and the closing line; shared by the dialog and the /help route. */
export function HelpContent({ phone, headingLevel = 2 }: { phone: string; headingLevel?: 2 | 3 }) {
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
    </div>
  );
}
