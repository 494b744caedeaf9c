import { useState } from 'react';
import type { ProviderData } from '../api/types';
import { copy } from '../copy';
import { HelpContent } from '../screens/help/HelpContent';
import { Dialog, DialogClose } from './Dialog';

type Open = 'none' | 'help' | 'privacy';

/** 'Need Help?' appears only once provider data has loaded (spec section 1). */
export function Footer({ provider }: { provider: ProviderData | null }) {
  // Which footer dialog is open is pure UI state: no flow depends on it.
  const [open, setOpen] = useState<Open>('none');
  const close = () => setOpen('none');
  return (
    <footer className="site-footer">
      <button type="button" className="link-button" onClick={() => setOpen('privacy')}>
        {copy.privacyTerms}
      </button>
      <p>{copy.copyright}</p>
      {provider ? (
        <button type="button" className="link-button" onClick={() => setOpen('help')}>
          {copy.needHelp}
        </button>
      ) : null}
      <Dialog open={open === 'privacy'} title={copy.privacy.title} onClose={close}>
        {copy.privacy.body.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <DialogClose className="button">{copy.close}</DialogClose>
      </Dialog>
      {provider ? (
        <Dialog open={open === 'help'} title={copy.help.title} onClose={close}>
          <HelpContent phone={provider.Phone} headingLevel={3} />
          <DialogClose className="button">{copy.close}</DialogClose>
        </Dialog>
      ) : null}
    </footer>
  );
}
