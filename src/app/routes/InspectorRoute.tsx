import { machines } from '@/app/machines';
import InspectorPanel from '@/screens/support/InspectorPanel';

/** QA's local inspector (`?inspect=local`, never in production) with this build's machines for its charts. */
export default function InspectorRoute() {
  return <InspectorPanel machines={machines} />;
}
