import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Component, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import type { ActorRefFrom, AnyMachineSnapshot, SnapshotFrom } from 'xstate';

import type { ProviderData } from '@/api/types';
import { intlLocale, langTag } from '@/i18n/i18n';
import type { ReplayStep } from '@/observability/replay/replay';
import { ConfirmationPage } from '@/screens/confirmation/ConfirmationPage';
import { ConfirmInfoForm } from '@/screens/delivery/ConfirmInfoForm';
import { PaymentForm } from '@/screens/guarantor/payment/PaymentForm';
import { GuarantorStepForm } from '@/screens/insurance/GuarantorStepForm';
import { InsuranceLanding, SessionExpiredPage, ThankYouPage } from '@/screens/insurance/InsurancePages';
import { InsuranceStepChoice } from '@/screens/insurance/InsuranceStepScreen';
import { ManualEntryForm } from '@/screens/insurance/ManualEntryForm';
import { UploadScreen } from '@/screens/insurance/UploadScreen';
import { GuarantorRefusalPage } from '@/screens/messagePages/messagePages';
import { NotificationChangePage } from '@/screens/notification/NotificationChangePage';
import { supportCopy } from '@/screens/support/copy';
import { DialogHost } from '@/ui/Dialog';
import { ProviderDataContext } from '@/ui/provider';
import { ProviderContentContext } from '@/ui/providerContentContext';
import type { deliveryMachine } from '@machines/delivery/delivery.machine';
import { deliveryView } from '@machines/delivery/delivery.view';
import type { insuranceMachine } from '@machines/insurance/insurance.machine';
import { insuranceView } from '@machines/insurance/insurance.view';
import type { guarantorStepMachine } from '@machines/insurance/insuranceGuarantor.machine';
import type { manualEntryMachine } from '@machines/insurance/insuranceManual.machine';
import type { insuranceStepMachine } from '@machines/insurance/insuranceStep.machine';
import type { uploadMachine } from '@machines/insurance/upload.machine';
import type { notificationChangeMachine } from '@machines/notification/notificationChange.machine';
import type { confirmationMachine } from '@machines/payment/confirmation.machine';
import type { paymentMachine } from '@machines/payment/payment.machine';
import { SOURCE_LOCALE } from '@machines/session/rules/language';

import { frozenRef } from './frozenRef';

const t = supportCopy.replay;

// The replayed snapshot of a machine, as the screen of that machine takes it.
const ref = <M,>(snapshot: AnyMachineSnapshot) => frozenRef(snapshot) as unknown as ActorRefFrom<M>;

/**
 * The real screen of each machine that owns one, drawn from a replayed snapshot. Machines whose
 * screen belongs to a child (the validated view's payment form) are drawn at the child's steps.
 */
const SCREENS: Record<string, (snapshot: AnyMachineSnapshot) => ReactNode> = {
  delivery: (snapshot) => {
    const { screen } = deliveryView(snapshot as never);
    if (screen === 'confirmInfo') return <ConfirmInfoForm actor={ref<typeof deliveryMachine>(snapshot)} />;
    if (screen === 'locked' || screen === 'invalidBalance' || screen === 'duplicate')
      return <GuarantorRefusalPage refusal={screen} />;
    return null;
  },
  payment: (snapshot) => <PaymentForm paymentRef={ref<typeof paymentMachine>(snapshot)} />,
  notificationChange: (snapshot) => <NotificationChangePage actor={ref<typeof notificationChangeMachine>(snapshot)} />,
  confirmation: (snapshot) => <ConfirmationPage actor={ref<typeof confirmationMachine>(snapshot)} />,
  insurance: (snapshot) => {
    const { screen } = insuranceView(snapshot as never);
    if (screen === 'expired') return <SessionExpiredPage loginHref="/" />;
    if (screen === 'landing') return <InsuranceLanding actor={ref<typeof insuranceMachine>(snapshot)} />;
    if (screen === 'thankYou') return <ThankYouPage />;
    return null;
  },
  insuranceStep: (snapshot) => {
    const { context } = snapshot as unknown as SnapshotFrom<typeof insuranceStepMachine>;
    return snapshot.matches('choosing') ? (
      <InsuranceStepChoice actor={ref<typeof insuranceStepMachine>(snapshot)} kind={context.kind} />
    ) : null;
  },
  guarantorStep: (snapshot) => <GuarantorStepForm actor={ref<typeof guarantorStepMachine>(snapshot)} loginHref="/" />,
  manualEntry: (snapshot) => <ManualEntryForm actor={ref<typeof manualEntryMachine>(snapshot)} />,
  upload: (snapshot) => {
    const { context } = snapshot as unknown as SnapshotFrom<typeof uploadMachine>;
    const kind = context.documentType === 'SecondaryInsurance' ? 'secondary' : 'primary';
    return <UploadScreen actor={ref<typeof uploadMachine>(snapshot)} kind={kind} renderCamera={() => null} />;
  },
};

/** A screen that cannot draw a replayed snapshot (a placeholder it does not expect) says so, not blank. */
class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>{t.screenFailed}</p> : this.props.children;
  }
}

/**
 * The words of the replayed screen in the language the guarantor's page spoke at that step (issue
 * 16), apart from the support page's own (English, a staff tool): its own Lingui instance, so the
 * support page's language is untouched. The source language where the trace does not say or this
 * build has no such catalogue.
 */
function useStepLanguage(language: string | null | undefined, catalogues: Record<string, Messages>) {
  const locale = language && catalogues[language] ? language : SOURCE_LOCALE;
  const messages = catalogues[locale];
  return useMemo(() => {
    const i18n = setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages ?? {} } });
    return { i18n, lang: langTag(locale) };
  }, [locale, messages]);
}

/**
 * Where no provider is known (the support console has no provider's host, and a trace keeps no
 * provider's name or phone): a step whose machine holds none is drawn for this stand-in.
 */
const UNKNOWN_PROVIDER: ProviderData = {
  ProviderId: '',
  ProviderKey: '',
  ProviderName: t.unknownProvider,
  ProviderAddress1: '',
  ProviderCity: '',
  ProviderState: '',
  ProviderZip: '',
  Phone: '',
  IsAcceptingPayments: true,
};

/** The screen the guarantor saw at a replayed step, inert, with the provider the step's machine held, in the page's language then. */
export function ReplayScreen({ step, catalogues }: { step: ReplayStep; catalogues: Record<string, Messages> }) {
  // The portal's replay page has its host's provider; the support console has none.
  const shell = useContext(ProviderDataContext) ?? UNKNOWN_PROVIDER;
  const { i18n, lang } = useStepLanguage(step.language, catalogues);
  // The element the screen's dialogs open in (a DOM node, not flow state).
  const [dialogs, setDialogs] = useState<HTMLElement | null>(null);
  const { snapshot, machine } = step;
  const draw = machine ? SCREENS[machine] : undefined;
  const screen = snapshot && draw ? draw(snapshot) : null;
  if (!screen) return <p className="muted">{t.noScreen}</p>;
  const held = (snapshot!.context as { provider?: ProviderData }).provider;
  return (
    <I18nProvider i18n={i18n}>
      <div className="replay-screen" inert lang={lang}>
        <ProviderDataContext.Provider value={held ?? shell}>
          {/* The trace keeps no provider's content (its texts are redacted): the portal's defaults, nothing fetched. */}
          <ProviderContentContext.Provider value={null}>
            <DialogHost.Provider value={dialogs}>
              <ScreenBoundary key={`${step.page}/${step.seq}`}>
                {/* A screen that waits (a lazy part) waits here: a boundary above would hide the dialogs'
                    element too, whose ref then draws the screen again, in a loop. */}
                <Suspense fallback={<p className="muted">{t.loading}</p>}>{dialogs ? screen : null}</Suspense>
              </ScreenBoundary>
            </DialogHost.Provider>
          </ProviderContentContext.Provider>
        </ProviderDataContext.Provider>
        <div ref={setDialogs} className="replay-dialogs" />
      </div>
    </I18nProvider>
  );
}
