import { useField } from 'formik';

import { useCopy } from '@/i18n/copy';
import { Field } from '@/ui/Field';
import type { MessageField, PaymentFormValues } from '@machines/payment/types';

import { CARD_MONTHS, CARD_YEARS, paymentCopy } from './copy';
import { invalidProps } from './errorField';

type FieldName = keyof PaymentFormValues;

interface SelectFieldProps {
  name: FieldName;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  autoComplete: string;
  errorField: MessageField | null;
}

function SelectField({ name, label, placeholder, options, autoComplete, errorField }: SelectFieldProps) {
  const [field] = useField<string>(name);
  const id = `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...field} autoComplete={autoComplete} {...invalidProps(name, errorField)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const months = CARD_MONTHS.map((m) => ({ value: String(m), label: String(m).padStart(2, '0') }));
const years = CARD_YEARS.map((y) => ({ value: String(y), label: String(y) }));

/**
 * Card entry without the widget. Visible labels on every field; number and CVV are plain text
 * inputs with numeric keyboards (type=number would drop leading zeros and spin on scroll).
 */
export function CardFields({ errorField }: { errorField: MessageField | null }) {
  const t = useCopy(paymentCopy);
  return (
    <>
      <Field
        name="cardNumber"
        label={t.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        spellCheck={false}
        {...invalidProps('cardNumber', errorField)}
      />
      <div className="field-row">
        <SelectField
          name="expMonth"
          label={t.expMonth}
          placeholder={t.monthPlaceholder}
          options={months}
          autoComplete="cc-exp-month"
          errorField={errorField}
        />
        <SelectField
          name="expYear"
          label={t.expYear}
          placeholder={t.yearPlaceholder}
          options={years}
          autoComplete="cc-exp-year"
          errorField={errorField}
        />
      </div>
      <div className="field-row">
        <Field
          name="cardCVV"
          label={t.cvv}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          spellCheck={false}
          {...invalidProps('cardCVV', errorField)}
        />
        <Field
          name="billingZip"
          label={t.billingZip}
          autoComplete="billing postal-code"
          {...invalidProps('billingZip', errorField)}
        />
      </div>
    </>
  );
}
