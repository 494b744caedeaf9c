import type { ChangeEvent } from 'react';

/**
 * A form's values with the change an input or select event carries, for a form's onChange: Formik's
 * own values update after the event, and the machine must hold what is typed as it is typed (an
 * ended session keeps the field being typed in, WCAG 2.2.5). Fields the form does not hold are left out.
 */
export function typedValues<V extends object>(values: V, event: ChangeEvent<HTMLFormElement>): V {
  const { name, value } = event.target as unknown as { name?: string; value?: unknown };
  return name && Object.hasOwn(values, name) && typeof value === 'string' ? { ...values, [name]: value } : values;
}
