import { copy } from '@/copy';
import { useCopy } from '@/i18n/copy';
import { Spinner } from '@/ui/Spinner';

/** Never a blank screen: a polite status while something loads. */
export function Loading({ label }: { label?: string }) {
  const { loading } = useCopy(copy);
  return (
    <p className="loading" role="status">
      <Spinner />
      {label ?? loading}
    </p>
  );
}
