import { useProvider } from '../../app/ProviderContext';
import { copy } from '../../copy';
import { HelpContent } from './HelpContent';
import { PageHeading } from '../../ui/PageHeading';

export default function HelpPage() {
  const provider = useProvider();
  return (
    <section aria-labelledby="help-title">
      <PageHeading id="help-title">{copy.help.title}</PageHeading>
      <HelpContent phone={provider.Phone} />
    </section>
  );
}
