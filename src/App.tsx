import { useSelector } from '@xstate/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';

import { NO_SUBDOMAIN_ERROR } from '@machines/rules/providerKey';

import { type ConfirmationActor, ConfirmationActorContext } from './app/confirmationActor';
import type { ProviderActor } from './app/providerActor';
import { copy } from './copy';
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
import { Loading } from './ui/Loading';
import { ProviderDataContext } from './ui/provider';

// Screens load on demand so a delivery link downloads only what its first screen needs.
const LookupRoute = lazy(() => import('./app/routes/LookupRoute'));
const SsoRoute = lazy(() => import('./app/routes/SsoRoute'));
const HelpPage = lazy(() => import('./screens/help/HelpPage'));
const DeliveryRoute = lazy(() => import('./app/routes/DeliveryRoute'));
const ConfirmationRoute = lazy(() => import('./app/routes/ConfirmationRoute'));
const NotificationChangeRoute = lazy(() => import('./app/routes/NotificationChangeRoute'));
const PendingPage = lazy(() => import('./screens/PendingPage'));
const DemoBanner: ComponentType | null =
  import.meta.env.MODE !== 'production' ? lazy(() => import('./demo/DemoBanner')) : null;

interface AppProps {
  providerActor: ProviderActor;
  confirmationActor: ConfirmationActor;
}

export function App({ providerActor, confirmationActor }: AppProps) {
  return (
    <ConfirmationActorContext.Provider value={confirmationActor}>
      <Shell providerActor={providerActor} />
    </ConfirmationActorContext.Provider>
  );
}

function Shell({ providerActor }: { providerActor: ProviderActor }) {
  const snapshot = useSelector(providerActor, (s) => s);
  const provider = snapshot.context.provider;
  return (
    <>
      {DemoBanner ? (
        <Suspense fallback={null}>
          <DemoBanner />
        </Suspense>
      ) : null}
      <Header provider={provider} />
      <main id="main" className="site-main">
        {snapshot.matches('noSubdomain') ? (
          <MessagePage heading={copy.notFound.heading}>
            <p role="alert">{NO_SUBDOMAIN_ERROR}</p>
          </MessagePage>
        ) : snapshot.matches('failed') ? (
          <MaintenancePage />
        ) : snapshot.matches('loaded') ? (
          <ProviderDataContext.Provider value={provider}>
            <Suspense fallback={<Loading />}>
              <Routes
                acceptingPayments={snapshot.matches({ loaded: { payments: 'accepting' } })}
                providerActor={providerActor}
              />
            </Suspense>
          </ProviderDataContext.Provider>
        ) : (
          <Loading />
        )}
      </main>
      <Footer provider={provider} />
    </>
  );
}

function Routes({ acceptingPayments, providerActor }: { acceptingPayments: boolean; providerActor: ProviderActor }) {
  const closed = <Redirect to="/msg/not-accepting-payments" replace />;
  return (
    <Switch>
      <Route path="/">{acceptingPayments ? <LookupRoute /> : closed}</Route>
      <Route path="/d/:id">
        {(params) => (acceptingPayments ? <DeliveryRoute key={params.id} id={params.id} /> : closed)}
      </Route>
      <Route path="/change/:id">{(params) => <NotificationChangeRoute key={params.id} id={params.id} />}</Route>
      <Route path="/confirmation" component={ConfirmationRoute} />
      <Route path="/apgt/:tokenId">
        {(params) => <SsoRoute key={params.tokenId} tokenId={params.tokenId} providerActor={providerActor} />}
      </Route>
      <Route path="/insurance" component={PendingPage} />
      <Route path="/help" component={HelpPage} />
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
