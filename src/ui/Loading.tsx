import { copy } from '@/copy';
import { useCopy } from '@/i18n/copy';

/** Never a blank screen: a polite status while something loads. */
export function Loading({ label }: { label?: string }) {
  const { loading } = useCopy(copy);
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label ?? loading}
    </p>
  );
}
