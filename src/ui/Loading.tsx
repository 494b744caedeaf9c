import { copy } from '@/copy';

/** Never a blank screen: a polite status while something loads. */
export function Loading({ label = copy.loading }: { label?: string }) {
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
