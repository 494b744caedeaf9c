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
