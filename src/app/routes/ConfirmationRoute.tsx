import { useConfirmationActor } from '@/app/useConfirmationActor';
import { ConfirmationPage } from '@/screens/confirmation/ConfirmationPage';

/** `/confirmation`: this tab's confirmation actor, which holds the last receipt. */
export default function ConfirmationRoute() {
  return <ConfirmationPage actor={useConfirmationActor()} />;
}
