import { copy } from '@/copy';
import { HelpContent } from '@/ui/HelpContent';
import { PageHeading } from '@/ui/PageHeading';
import { useProvider } from '@/ui/provider';

export default function HelpPage() {
  const provider = useProvider();
  return (
    <section aria-labelledby="help-title">
      <PageHeading id="help-title">{copy.help.title}</PageHeading>
      <HelpContent phone={provider.Phone} />
    </section>
  );
}
