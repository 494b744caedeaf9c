import { useProvider } from '../../app/ProviderContext';
import { copy } from '../../copy';
import { HelpContent } from './HelpContent';

export default function HelpPage() {
  const provider = useProvider();
  return (
    <section aria-labelledby="help-title">
      <h1 id="help-title">{copy.help.title}</h1>
      <HelpContent phone={provider.Phone} />
    </section>
  );
}
