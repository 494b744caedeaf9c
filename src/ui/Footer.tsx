import { Suspense, useState } from 'react';

import type { ProviderData } from '@/api/types';
import { copy as copyMessages } from '@/copy';
import { useCopy } from '@/i18n/copy';
import { withWords } from '@/i18n/i18n';

import type { FooterDialog } from './FooterDialogs';
import { lazyOr } from './lazyOr';

// Dialogs whose code cannot load show nothing (the page stays usable).
const FooterDialogs = lazyOr(
  withWords('help', () => import('./FooterDialogs')),
  () => null,
);

/** 'Need Help?' appears only once provider data has loaded (spec section 1). */
export function Footer({ provider }: { provider: ProviderData | null }) {
  const copy = useCopy(copyMessages);
  // Which footer dialog is open is pure UI state: no flow depends on it.
  const [open, setOpen] = useState<FooterDialog>('none');
  // Once loaded, the dialogs stay mounted so closing animates and focus returns.
  const [used, setUsed] = useState(false);
  const show = (dialog: FooterDialog) => {
    setUsed(true);
    setOpen(dialog);
  };
  return (
    <footer className="site-footer">
      <button type="button" className="link-button" onClick={() => show('privacy')}>
        {copy.privacyTerms}
      </button>
      <p>{copy.copyright}</p>
      {provider ? (
        <button type="button" className="link-button" onClick={() => show('help')}>
          {copy.needHelp}
        </button>
      ) : null}
      {provider ? (
        <button type="button" className="link-button" onClick={() => show('language')}>
          {copy.languageAssistance}
        </button>
      ) : null}
      {used ? (
        <Suspense fallback={null}>
          <FooterDialogs open={open} provider={provider} onClose={() => setOpen('none')} />
        </Suspense>
      ) : null}
    </footer>
  );
}
