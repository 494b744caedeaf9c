import { toCents } from '@machines/rules/money';
import type { Encounter } from '@machines/types';

/** Spec section 2: 'Total Amount Due' shows only when the amount is above 0 (as shown: see toCents). */
export const showsAmountDue = (amountDue: number): boolean => toCents(amountDue) > 0;

/**
 * Spec section 2 'Encounter summary': grouped by patient first name, then by service location,
 * each group in the order the server first lists it.
 */
export function groupEncounters(encounters: readonly Encounter[]): Map<string, Map<string, Encounter[]>> {
  const byPatient = new Map<string, Map<string, Encounter[]>>();
  for (const encounter of encounters) {
    const byLocation = byPatient.get(encounter.PatientFirstName) ?? new Map<string, Encounter[]>();
    byPatient.set(encounter.PatientFirstName, byLocation);
    byLocation.set(encounter.Location, [...(byLocation.get(encounter.Location) ?? []), encounter]);
  }
  return byPatient;
}
