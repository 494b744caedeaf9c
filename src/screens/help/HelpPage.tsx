import { useCopy } from '@/i18n/copy';
import { HelpContent } from '@/ui/HelpContent';
import { helpCopy } from '@/ui/helpCopy';
import { PageHeading } from '@/ui/PageHeading';
import { useProvider } from '@/ui/provider';

export default function HelpPage() {
  const { help } = useCopy(helpCopy);
  const provider = useProvider();
  return (
    <section aria-labelledby="help-title">
      <PageHeading id="help-title">{help.title}</PageHeading>
      <HelpContent phone={provider.Phone} />
    </section>
  );
}
