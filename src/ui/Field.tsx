import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  /** The label's language when it is not the page's (a provider's own label, shown as delivered). */
  labelLang?: string;
  /** Inline message shown under the field (already decided by a schema or machine). */
  error?: string | null;
  /** The id of an instruction elsewhere on the form that this field is described by. */
  describedBy?: string;
}

/** A labelled formik input; its error is tied to it with aria-describedby. */
export function Field({
  name,
  label,
  labelLang,
  error,
  describedBy,
  'aria-describedby': describedByToo,
  id = `field-${name}`,
  ...rest
}: FieldProps) {
  const [field] = useField<string>(name);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} lang={labelLang}>
        {label}
      </label>
      <input
        id={id}
        {...field}
        value={field.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, describedByToo, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
