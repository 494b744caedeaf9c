import { Suspense } from 'react';

import type { ProviderData } from '@/api/types';
import { copy as shellCopy } from '@/copy';
import { useCopy } from '@/i18n/copy';

import { Dialog, DialogClose } from './Dialog';
import { HelpContent } from './HelpContent';
import { helpCopy as copyMessages } from './helpCopy';
import { LanguageAssistance } from './LanguageAssistance';
import { Loading } from './Loading';

export type FooterDialog = 'none' | 'help' | 'privacy' | 'language';

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
  const { close } = useCopy(shellCopy);
  return (
    <>
      <Dialog open={open === 'privacy'} title={copy.privacy.title} onClose={onClose}>
        {copy.privacy.body.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <DialogClose className="button">{close}</DialogClose>
      </Dialog>
      {provider ? (
        <Dialog open={open === 'help'} title={copy.help.title} onClose={onClose}>
          <HelpContent phone={provider.Phone} headingLevel={3} />
          <DialogClose className="button">{close}</DialogClose>
        </Dialog>
      ) : null}
      {provider ? (
        <Dialog open={open === 'language'} title={copy.languageAssistance.title} onClose={onClose}>
          {/* The provider's content loads with the view (its Suspense: the loading state a moment). */}
          <Suspense fallback={<Loading />}>
            <LanguageAssistance provider={provider} />
          </Suspense>
          <DialogClose className="button">{close}</DialogClose>
        </Dialog>
      ) : null}
    </>
  );
}
