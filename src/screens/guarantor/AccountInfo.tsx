import { Link } from 'wouter';

import type { GuarantorData, ProviderData } from '@/api/types';
import { useCopy } from '@/i18n/copy';
import { ProviderText } from '@/ui/providerContent';
import type { InsuranceEntry } from '@machines/insurance/insurance.machine';

import { guarantorCopy as guarantorCopyMessages } from './copy';

// Provider-supplied text (Message1, RefundPolicy, LegalText) is rendered as React text, never as
// markup, marked with its language (ProviderText); `white-space: pre-line` keeps its line breaks.

export function ProviderMessage({ text }: { text?: string | null }) {
  return <ProviderText name="Message1" text={text} className="card provider-text" />;
}

const insuranceEntry = (guarantor: GuarantorData): InsuranceEntry => ({
  deliveryId: guarantor.DeliveryId ?? null,
  guarantorId: guarantor.GuarantorId,
});

export function UpdateInfoPrompt({ guarantor }: { guarantor: GuarantorData }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  if (!guarantor.IsIC) return null;
  return (
    <section className="card" aria-labelledby="update-info-title">
      <h2 id="update-info-title">{guarantorCopy.updateInfoPrompt}</h2>
      {/* Who is updating, for the insurance route's API calls and its way back to log in again. */}
      <Link href="/insurance" state={insuranceEntry(guarantor)} className="button">
        {guarantorCopy.updateInfoButton}
      </Link>
    </section>
  );
}

export function MailChecksTo({ provider }: { provider: ProviderData }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  return (
    <section className="card" aria-labelledby="mail-checks-title">
      <h2 id="mail-checks-title">{guarantorCopy.mailChecksTo}</h2>
      <address>
        {provider.ProviderName}
        <br />
        {provider.ProviderAddress1}
        <br />
        {provider.ProviderCity}, {provider.ProviderState} {provider.ProviderZip}
      </address>
    </section>
  );
}

export function GuarantorIdBlock({ guarantor }: { guarantor: GuarantorData }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  return (
    <section className="card" aria-labelledby="guarantor-id-title">
      <h2 id="guarantor-id-title">{guarantorCopy.yourGuarantorId}</h2>
      <p>{guarantor.PGuarantorId}</p>
    </section>
  );
}

export function RefundPolicy({ provider }: { provider: ProviderData }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  if (!provider.RefundPolicy) return null;
  return (
    <section className="card" aria-labelledby="refund-policy-title">
      <h2 id="refund-policy-title">{guarantorCopy.refundPolicy}</h2>
      <ProviderText name="RefundPolicy" text={provider.RefundPolicy} />
    </section>
  );
}
