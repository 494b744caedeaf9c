import type { ProviderData } from '@/api/types';
import { copy as copyMessages } from '@/copy';
import { useCopy } from '@/i18n/copy';

import { Dialog, DialogClose } from './Dialog';
import { HelpContent } from './HelpContent';

export type FooterDialog = 'none' | 'help' | 'privacy';

/** The footer's dialogs, loaded on first use so the dialog library is not on the first-render path. */
export default function FooterDialogs({
  open,
  provider,
  onClose,
}: {
  open: FooterDialog;
  provider: ProviderData | null;
  onClose: () => void;
}) {
  const copy = useCopy(copyMessages);
  return (
    <>
      <Dialog open={open === 'privacy'} title={copy.privacy.title} onClose={onClose}>
        {copy.privacy.body.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <DialogClose className="button">{copy.close}</DialogClose>
      </Dialog>
      {provider ? (
        <Dialog open={open === 'help'} title={copy.help.title} onClose={onClose}>
          <HelpContent phone={provider.Phone} headingLevel={3} />
          <DialogClose className="button">{copy.close}</DialogClose>
        </Dialog>
      ) : null}
    </>
  );
}
