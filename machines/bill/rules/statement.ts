import { toCents } from '@machines/rules/money';
import type { Encounter } from '@machines/types';

/** Spec section 2: 'Total Amount Due' shows only when the amount is above 0 (as shown: see toCents). */
export const showsAmountDue = (amountDue: number): boolean => toCents(amountDue) > 0;

/**
 * Spec section 2 'Encounter summary': grouped by patient first name, then by service location,
 * each group in the order the server first lists it. One pass: a bill of 2,000 visits costs 2,000 steps.
 */
export function groupEncounters(encounters: readonly Encounter[]): Map<string, Map<string, Encounter[]>> {
  const byPatient = new Map<string, Map<string, Encounter[]>>();
  for (const encounter of encounters) {
    let byLocation = byPatient.get(encounter.PatientFirstName);
    if (!byLocation) byPatient.set(encounter.PatientFirstName, (byLocation = new Map<string, Encounter[]>()));
    const list = byLocation.get(encounter.Location);
    if (list) list.push(encounter);
    else byLocation.set(encounter.Location, [encounter]);
  }
  return byPatient;
}
