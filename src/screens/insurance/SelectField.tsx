import { useField } from 'formik';

import { useCopy } from '@/i18n/copy';
import { US_STATES } from '@machines/insurance/rules/usStates';

import { insuranceCopy } from './copy';

interface SelectFieldProps {
  name: string;
  label: string;
  /** The first, empty choice ('Select a state'). */
  placeholder: string;
  options: readonly (readonly [value: string, label: string])[];
  autoComplete?: string;
}

/** A labelled formik dropdown; the empty first choice means nothing is chosen yet. */
export function SelectField({ name, label, placeholder, options, autoComplete }: SelectFieldProps) {
  const [field] = useField<string>(name);
  const id = `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...field} value={field.value ?? ''} autoComplete={autoComplete}>
        <option value="">{placeholder}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The 50 US states by name, stored as the abbreviation (spec section 2). The names are proper names
 * and stay as the states write them in every language (docs/decisions.md).
 */
export function StateSelect({ name, label, autoComplete }: { name: string; label: string; autoComplete?: string }) {
  const copy = useCopy(insuranceCopy);
  return (
    <SelectField
      name={name}
      label={label}
      placeholder={copy.chooseState}
      options={US_STATES}
      autoComplete={autoComplete}
    />
  );
}
