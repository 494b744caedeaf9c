import type { Words } from './rules/words';
/**
 * An inline message on the page (shown in an ErrorBox). `field` names the input it is about, so the
 * form can mark that input invalid and point it at the message; null when no one field is at fault.
 * Not to be confused with an `alert`: a modal alert dialog the user dismisses.
 */
export interface InlineError<Field extends string> {
  message: Words;
  field: Field | null;
}
