// Visits and their lines for the demo guarantors' bills. Each encounter's Detail lines sum to its
// Balance and each SubDetail list sums to its parent line.
import type { Encounter } from '@/api/types';

/** A one-line encounter without detail lines (no 'Details' button). */
export function simpleEncounter(patient: string, date: string, balance: number, description: string): Encounter {
  return {
    Date: date,
    PEncounterId: null,
    Location: 'Main Street Clinic',
    PatientFirstName: patient,
    Balance: balance,
    Detail: [{ Date: date, Description: description, Amount: balance }],
    InsurancePlansOnFile: null,
  };
}

/** D1001 (Maria Rivera and her son Lucas): three visits with detail and sub-detail lines. */
export const RIVERA_ENCOUNTERS: Encounter[] = [
  {
    Date: '2025-01-14T00:00:00',
    PEncounterId: 'E-20931',
    Location: 'Main Street Clinic',
    PatientFirstName: 'Maria',
    Balance: 120,
    InsurancePlansOnFile: 'Blue Cross Blue Shield PPO',
    Detail: [
      {
        Date: '2025-01-14T00:00:00',
        Description: 'Office visit, established patient',
        Amount: 95,
        SubDetail: [
          { Date: '2025-01-14T00:00:00', Description: 'Charge', Amount: 210 },
          { Date: '2025-02-03T00:00:00', Description: 'Insurance payment, Blue Cross Blue Shield', Amount: -90 },
          { Date: '2025-02-03T00:00:00', Description: 'Contractual adjustment', Amount: -25 },
        ],
      },
      { Date: '2025-01-14T00:00:00', Description: 'Comprehensive metabolic panel (lab)', Amount: 25 },
    ],
  },
  {
    Date: '2025-02-20T00:00:00',
    PEncounterId: 'E-21408',
    Location: 'Lakeside Imaging Center',
    PatientFirstName: 'Maria',
    Balance: 60.5,
    InsurancePlansOnFile: 'Blue Cross Blue Shield PPO',
    Detail: [
      {
        Date: '2025-02-20T00:00:00',
        Description: 'Chest X-ray, two views',
        Amount: 60.5,
        SubDetail: [
          { Date: '2025-02-20T00:00:00', Description: 'Charge', Amount: 148 },
          {
            Date: '2025-03-10T00:00:00',
            Description: 'Insurance payment, Blue Cross Blue Shield',
            Amount: -72.5,
          },
          { Date: '2025-03-10T00:00:00', Description: 'Contractual adjustment', Amount: -15 },
        ],
      },
    ],
  },
  {
    Date: '2025-03-03T00:00:00',
    PEncounterId: 'E-21877',
    Location: 'Main Street Clinic',
    PatientFirstName: 'Lucas',
    Balance: 65,
    InsurancePlansOnFile: 'Blue Cross Blue Shield PPO (dependent)',
    Detail: [
      { Date: '2025-03-03T00:00:00', Description: 'Office visit, new patient (copay)', Amount: 40 },
      {
        Date: '2025-03-03T00:00:00',
        Description: 'Immunization administration',
        Amount: 25,
        SubDetail: [
          { Date: '2025-03-03T00:00:00', Description: 'Charge', Amount: 45 },
          { Date: '2025-03-21T00:00:00', Description: 'Insurance payment, Blue Cross Blue Shield', Amount: -20 },
        ],
      },
    ],
  },
];

/** D1002 (Wei Chen): one surgery with insurance payments and adjustments. */
export const CHEN_ENCOUNTERS: Encounter[] = [
  {
    Date: '2025-02-11T00:00:00',
    PEncounterId: null,
    Location: 'Riverside Surgery Center',
    PatientFirstName: 'Wei',
    Balance: 1250,
    InsurancePlansOnFile: 'Aetna Choice POS II',
    Detail: [
      {
        Date: '2025-02-11T00:00:00',
        Description: 'Outpatient knee arthroscopy',
        Amount: 1100,
        SubDetail: [
          { Date: '2025-02-11T00:00:00', Description: 'Charge', Amount: 4800 },
          { Date: '2025-03-04T00:00:00', Description: 'Insurance payment, Aetna', Amount: -2900 },
          { Date: '2025-03-04T00:00:00', Description: 'Contractual adjustment', Amount: -800 },
        ],
      },
      { Date: '2025-02-11T00:00:00', Description: 'Anesthesia services', Amount: 150 },
    ],
  },
];

/** The first visit id of the long bills (D1009, D1010); each further visit counts up from it. */
const LONG_BILL_FIRST_ID = 900_001;
/** The long bills' last visit day; the visits before it fall one a day, oldest first. */
const LONG_BILL_LAST_DAY = Date.UTC(2025, 2, 28);
const DAY_MS = 86_400_000;
/** What a chronic-care patient's visits are, in turn (their first line, then their second). */
const LONG_BILL_KINDS = [
  { first: 'Hemodialysis session', second: 'Dialysis supplies' },
  { first: 'Physical therapy, therapeutic exercise', second: 'Hot or cold pack therapy' },
  { first: 'Office visit, established patient', second: 'Comprehensive metabolic panel (lab)' },
] as const;

const isoDay = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)}T00:00:00`;

/**
 * A long bill (D1009, D1010): `count` visits of one patient at one location, one a day, with visit
 * ids `E-900001` upward in order. Each visit has 2 Detail lines, the first with 3 SubDetail lines
 * (charge, insurance payment, adjustment); amounts are whole cents, so every sum is exact.
 */
export function longBillEncounters(count: number, patient: string): Encounter[] {
  return Array.from({ length: count }, (_, index): Encounter => {
    const n = index + 1;
    const kind = LONG_BILL_KINDS[index % LONG_BILL_KINDS.length]!;
    const day = LONG_BILL_LAST_DAY - (count - n) * DAY_MS;
    const date = isoDay(day);
    const posted = isoDay(day + 21 * DAY_MS);
    // Whole cents, varied but the same on every run.
    const charge = 18_000 + ((n * 3_701) % 12_000);
    const insurance = Math.round(charge * 0.6);
    const adjustment = Math.round(charge * 0.25);
    const first = charge - insurance - adjustment;
    const second = 500 + (n % 4) * 500;
    return {
      Date: date,
      PEncounterId: `E-${LONG_BILL_FIRST_ID + index}`,
      Location: 'Riverside Kidney Care',
      PatientFirstName: patient,
      Balance: (first + second) / 100,
      InsurancePlansOnFile: 'Medicare Part B',
      Detail: [
        {
          Date: date,
          Description: kind.first,
          Amount: first / 100,
          SubDetail: [
            { Date: date, Description: 'Charge', Amount: charge / 100 },
            { Date: posted, Description: 'Insurance payment, Medicare', Amount: -insurance / 100 },
            { Date: posted, Description: 'Contractual adjustment', Amount: -adjustment / 100 },
          ],
        },
        { Date: date, Description: kind.second, Amount: second / 100 },
      ],
    };
  });
}

/** What a bill's visits come to: summed in whole cents, as the demo's amounts are. */
export function billTotal(encounters: readonly Encounter[]): number {
  return encounters.reduce((cents, e) => cents + Math.round(e.Balance * 100), 0) / 100;
}
