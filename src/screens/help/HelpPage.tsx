import { copy } from '@/copy';
import { useCopy } from '@/i18n/copy';
import { HelpContent } from '@/ui/HelpContent';
import { PageHeading } from '@/ui/PageHeading';
import { useProvider } from '@/ui/provider';

export default function HelpPage() {
  const { help } = useCopy(copy);
  const provider = useProvider();
  return (
    <section aria-labelledby="help-title">
      <PageHeading id="help-title">{help.title}</PageHeading>
      <HelpContent phone={provider.Phone} />
    </section>
  );
}
