import { I18nProvider } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';

import type { ProviderData } from '@/api/types';
import { type ProviderView, providerView } from '@machines/provider/provider.view';

import { ConfirmationActorContext } from './app/confirmationContext';
import type { ConfirmationActor } from './app/live/confirmation';
import type { LanguageActor } from './app/live/language';
import type { ProviderActor } from './app/live/provider';
import { loadProviderContent } from './app/providerContent';
import { PATHS, screenAt, screenLoaders, type ScreenName } from './app/screenLoaders';
import { copy } from './copy';
import { LANGUAGES } from './i18n/catalogues';
import { useCopy } from './i18n/copy';
import { i18n } from './i18n/i18n';
import { MessagePage } from './screens/messagePages/MessagePage';
import {
  DuplicatePaymentPage,
  InvalidBalancePage,
  InvalidDeliveryPage,
  LockedPage,
  MaintenancePage,
  NotAcceptingPage,
  NotFoundPage,
} from './screens/messagePages/messagePages';
import { Footer } from './ui/Footer';
import { Header } from './ui/Header';
import { LanguageSwitch } from './ui/LanguageSwitch';
import { type LazyComponent, lazyOr } from './ui/lazyOr';
import { Loading } from './ui/Loading';
import { ProviderDataContext } from './ui/provider';
import { ProviderContentContext } from './ui/providerContentContext';

// A screen whose code cannot load (refused by its integrity hash, removed by a deploy, the network)
// shows the maintenance page inside the shell, never a blank screen.
const LookupRoute = lazyOr(screenLoaders.lookup, MaintenancePage);
const SsoRoute = lazyOr(screenLoaders.sso, MaintenancePage);
const HelpPage = lazyOr(screenLoaders.help, MaintenancePage);
const DeliveryRoute = lazyOr(screenLoaders.delivery, MaintenancePage);
const ConfirmationRoute = lazyOr(screenLoaders.confirmation, MaintenancePage);
const NotificationChangeRoute = lazyOr(screenLoaders.change, MaintenancePage);
const InsuranceRoute = lazyOr(screenLoaders.insurance, MaintenancePage);
const SCREENS: Record<ScreenName, LazyComponent<never>> = {
  lookup: LookupRoute,
  delivery: DeliveryRoute,
  change: NotificationChangeRoute,
  confirmation: ConfirmationRoute,
  sso: SsoRoute,
  insurance: InsuranceRoute,
  help: HelpPage,
};

/**
 * Makes the screen at `pathname` ready to draw; resolves when its code is there or has failed (the
 * screen then shows the maintenance page). main.tsx fetches that code with the page's first calls
 * (screenLoaders.ts) and render.tsx calls this before the first render: the first screen then shows
 * the moment the provider is known, with no Suspense fallback in between (React reveals content that
 * replaced a fallback only ~300 ms after the fallback appeared). The HTML already shows the loading
 * state, so nothing is blank meanwhile.
 */
export function preloadScreenAt(pathname: string): Promise<void> {
  const screen = screenAt(pathname);
  return screen ? SCREENS[screen].preload() : Promise.resolve();
}

// Support and QA tools, never in production (scripts/check/check-prod-build.mjs verifies it): the replay
// page, and the local inspector panel for '?inspect=local' (decided once, so it survives navigation).
const SupportReplayRoute: ComponentType | null =
  import.meta.env.MODE !== 'production' ? lazy(() => import('./app/routes/SupportReplayRoute')) : null;
const InspectorPanel: ComponentType | null =
  import.meta.env.MODE !== 'production' &&
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.search).get('inspect') === 'local'
    ? lazy(() => import('./app/routes/InspectorRoute'))
    : null;

interface AppProps {
  providerActor: ProviderActor;
  /** The page's language (main.tsx starts it before the first render); without it, no switch. */
  languageActor?: LanguageActor;
  /** Tests give each render its own; the app starts the tab's one when a route first needs it. */
  confirmationActor?: ConfirmationActor;
  /** The demo's banner (render.tsx loads it before the first render outside production). */
  demoBanner?: ComponentType | null;
}

export function App({ providerActor, languageActor, confirmationActor, demoBanner: DemoBanner = null }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ConfirmationActorContext.Provider value={confirmationActor ?? null}>
        <ProviderContentContext.Provider value={loadProviderContent}>
          {DemoBanner ? <DemoBanner /> : null}
          <Shell providerActor={providerActor} languageActor={languageActor} />
        </ProviderContentContext.Provider>
      </ConfirmationActorContext.Provider>
    </I18nProvider>
  );
}

function Shell({ providerActor, languageActor }: { providerActor: ProviderActor; languageActor?: LanguageActor }) {
  const { screen, acceptingPayments } = useSelector(providerActor, providerView, shallowEqual);
  const { provider, error } = useSelector(providerActor, (s) => s.context);
  return (
    <>
      <Header provider={provider}>{languageActor ? <LanguageChoice actor={languageActor} /> : null}</Header>
      <main id="main" className="site-main">
        <Screen
          screen={screen}
          acceptingPayments={acceptingPayments}
          provider={provider}
          error={error}
          providerActor={providerActor}
        />
      </main>
      <Footer provider={provider} />
      {InspectorPanel ? (
        <Suspense fallback={null}>
          <InspectorPanel />
        </Suspense>
      ) : null}
    </>
  );
}

function LanguageChoice({ actor }: { actor: LanguageActor }) {
  const locale = useSelector(actor, (s) => s.context.wanted);
  return (
    <LanguageSwitch
      locale={locale}
      languages={LANGUAGES}
      onChoose={(chosen) => actor.send({ type: 'LANGUAGE_CHOSEN', locale: chosen })}
    />
  );
}

interface ScreenProps extends ProviderView {
  provider: ProviderData | null;
  error: string | null;
  providerActor: ProviderActor;
}

function Screen({ screen, acceptingPayments, provider, error, providerActor }: ScreenProps) {
  const { notFound } = useCopy(copy);
  switch (screen) {
    case 'noSubdomain':
      return (
        <MessagePage heading={notFound.heading}>
          <p role="alert">{error}</p>
        </MessagePage>
      );
    case 'maintenance':
      return <MaintenancePage />;
    case 'routes':
      return (
        <ProviderDataContext.Provider value={provider}>
          <Suspense fallback={<Loading />}>
            <Routes acceptingPayments={acceptingPayments} providerActor={providerActor} />
          </Suspense>
        </ProviderDataContext.Provider>
      );
    case 'loading':
      return <Loading />;
  }
}

function Routes({ acceptingPayments, providerActor }: { acceptingPayments: boolean; providerActor: ProviderActor }) {
  const closed = <Redirect to="/msg/not-accepting-payments" replace />;
  return (
    <Switch>
      <Route path={PATHS.lookup}>{acceptingPayments ? <LookupRoute /> : closed}</Route>
      <Route path={PATHS.delivery}>
        {(params) =>
          acceptingPayments ? (
            <DeliveryRoute key={params.id} id={params.id} checked={providerActor.getSnapshot().context.deliveryCheck} />
          ) : (
            closed
          )
        }
      </Route>
      <Route path={PATHS.change}>{(params) => <NotificationChangeRoute key={params.id} id={params.id} />}</Route>
      <Route path={PATHS.confirmation} component={ConfirmationRoute} />
      <Route path={PATHS.sso}>
        {(params) => <SsoRoute key={params.tokenId} tokenId={params.tokenId} providerActor={providerActor} />}
      </Route>
      <Route path={PATHS.insurance} component={InsuranceRoute} />
      <Route path={PATHS.help} component={HelpPage} />
      {SupportReplayRoute ? <Route path="/support/replay" component={SupportReplayRoute} /> : null}
      <Route path="/msg/not-accepting-payments" component={NotAcceptingPage} />
      <Route path="/msg/guarantor-locked" component={LockedPage} />
      <Route path="/msg/guarantor-ib" component={InvalidBalancePage} />
      <Route path="/msg/guarantor-dp" component={DuplicatePaymentPage} />
      <Route path="/msg/invalid-delivery" component={InvalidDeliveryPage} />
      <Route path="/msg/maintenance" component={MaintenancePage} />
      {/* wouter matches case-insensitively: this covers both 'payment' and 'Payment'. */}
      <Route path="/payment">
        <Redirect to="/" replace />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
