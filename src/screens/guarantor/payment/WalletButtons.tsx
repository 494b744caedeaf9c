import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import type { paymentMachine } from '@machines/payment/payment.machine';
import type { walletsMachine } from '@machines/payment/wallets.machine';

import { paymentCopy } from './copy';

interface WalletButtonsProps {
  /** The payment actor: a wallet's button sends it WALLET_CHOSEN (it checks the amount rules first). */
  paymentRef: ActorRefFrom<typeof paymentMachine>;
  /** The payment actor's wallets child. */
  wallets: ActorRefFrom<typeof walletsMachine>;
}

/**
 * Google Pay (the SDK draws its button into the container) and Apple Pay (our button in Apple's
 * style, only where the browser can use it), above the card form. The wallets' actor belongs to the
 * payment actor; this component tells it where the container is and sends the button presses.
 */
export function WalletButtons({ paymentRef, wallets }: WalletButtonsProps) {
  const t = useCopy(paymentCopy);
  const containerId = `wallet-google-pay-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const container = useRef<HTMLDivElement>(null);
  const off = useSelector(wallets, (s) => s.matches('off') || s.matches('unavailable'));
  const googlePay = useSelector(wallets, (s) => s.matches('loaded') && s.context.method?.googlePay != null);
  // Google Pay's button is drawn while loading, so its container shows (and keeps its place) until we know.
  const noGooglePay = useSelector(wallets, (s) => s.matches('loaded') && s.context.method?.googlePay == null);
  const applePay = useSelector(wallets, (s) => s.matches('loaded') && s.context.method?.applePay != null);
  const choose = (wallet: 'googlePay' | 'applePay') => paymentRef.send({ type: 'WALLET_CHOSEN', wallet });

  useEffect(() => {
    if (wallets.getSnapshot().matches('off')) return;
    wallets.send({ type: 'AREA_MOUNTED', container: `#${containerId}` });
    return () => {
      if (wallets.getSnapshot().status === 'active') wallets.send({ type: 'AREA_UNMOUNTED' });
    };
  }, [wallets, containerId]);

  // Google Pay's button is the SDK's own element: its press reaches us as a click on the container.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('button')) choose('googlePay');
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  });

  return (
    <div className="wallets" role="group" aria-label={t.walletsLabel} hidden={off}>
      <div id={containerId} ref={container} className="wallet-google-pay" hidden={noGooglePay} />
      {applePay ? (
        <button type="button" className="wallet-apple-pay" lang="en" onClick={() => choose('applePay')}>
          {t.applePay}
        </button>
      ) : null}
      {googlePay || applePay ? <p className="wallets-or">{t.walletsOrCard}</p> : null}
    </div>
  );
}
