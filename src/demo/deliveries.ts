// The delivery links (`/d/{id}`) of the demo contract (/work/shared/demo-scenarios.md): ids, names,
// zips and amounts. Add scenarios freely; never change the ones the contract names.
import { type DeliverySeed, NO_AFTER_PAYMENT, seedGuarantor } from './deliverySeed';
import { billTotal, CHEN_ENCOUNTERS, longBillEncounters, RIVERA_ENCOUNTERS, simpleEncounter } from './encounters';

/** A long bill (D1009, D1010): generated visits, their balances summing to AmountDue. */
function longBill(seed: {
  DeliveryId: string;
  GuarantorId: string;
  PGuarantorId: string;
  FirstName: string;
  LastName: string;
  Address1: string;
  Zip: string;
  Email: string;
  visits: number;
}): DeliverySeed {
  const { DeliveryId, visits, ...person } = seed;
  const Details = longBillEncounters(visits, person.FirstName);
  return {
    DeliveryId,
    AccountNumber: null,
    seededLock: false,
    seededDuplicate: false,
    guarantor: seedGuarantor({
      ...person,
      City: 'Atlanta',
      State: 'GA',
      Dob: '1958-09-23T00:00:00',
      AmountDue: billTotal(Details),
      MP: 5,
      Details,
      RecentPayments: [{ DateProcessed: '2025-03-03T00:00:00', PaymentAmount: 75 }],
    }),
    afterPayment: NO_AFTER_PAYMENT,
  };
}

/** Delivery links (`/d/{id}`), reachable on every accepting provider. */
export const DELIVERIES: readonly DeliverySeed[] = [
  {
    DeliveryId: 'D1001',
    AccountNumber: 'A1001',
    seededLock: false,
    seededDuplicate: false,
    guarantor: seedGuarantor({
      GuarantorId: 'G1001',
      PGuarantorId: 'A1001',
      FirstName: 'Maria',
      LastName: 'Rivera',
      Address1: '1420 Peachtree St NE',
      City: 'Atlanta',
      State: 'GA',
      Zip: '30301',
      Dob: '1984-06-12T00:00:00',
      Email: 'maria.rivera@example.com',
      Phone: '(555) 010-3001',
      AmountDue: 245.5,
      MP: 5,
      MAX: 245.5,
      IsIC: true,
      IsThirdPartyFinanceAvailable: true,
      Message1: 'Your insurance has processed these visits. The balance shown is your responsibility.',
      Details: RIVERA_ENCOUNTERS, // their balances sum to AmountDue
      RecentPayments: [
        { DateProcessed: '2025-02-05T00:00:00', PaymentAmount: 50 },
        { DateProcessed: '2024-12-18T00:00:00', PaymentAmount: 35 },
      ],
    }),
    afterPayment: {
      autopay: { minimum: 25, defaultAmount: 50, dayOfMonth: 15, whenBalanceRemains: false },
      reminder: null,
    },
  },
  {
    DeliveryId: 'D1002',
    AccountNumber: 'A1002',
    seededLock: false,
    seededDuplicate: false,
    guarantor: seedGuarantor({
      GuarantorId: 'G1002',
      PGuarantorId: 'A1002',
      FirstName: 'Wei',
      LastName: 'Chen',
      Address1: '500 Howard St',
      City: 'San Francisco',
      State: 'CA',
      Zip: '94105',
      Dob: '1979-11-02T00:00:00',
      Email: 'wei.chen@example.com',
      AmountDue: 1250,
      MP: 25,
      MAX: null,
      QP: true,
      DefaultPaymentAmount: 150,
      PA: [{ Id: 'pa_1', Last4: '4242', ExDate: '12/29' }],
      IsThirdPartyFinanceAvailable: true,
      Details: CHEN_ENCOUNTERS, // their balances sum to AmountDue
    }),
    afterPayment: {
      autopay: { minimum: 25, defaultAmount: 100, dayOfMonth: 1, whenBalanceRemains: true },
      reminder: null,
    },
  },
  {
    DeliveryId: 'D1003',
    // Added scenario: this guarantor's check by statement lookup (same last name and zip).
    AccountNumber: 'A1003',
    seededLock: true,
    seededDuplicate: false,
    guarantor: seedGuarantor({
      GuarantorId: 'G1003',
      PGuarantorId: 'P1003',
      FirstName: 'Jordan',
      LastName: 'Locked',
      Address1: '12 W 4th St',
      City: 'New York',
      State: 'NY',
      Zip: '10001',
      AmountDue: 95,
      Details: [simpleEncounter('Jordan', '2025-01-08T00:00:00', 95, 'Office visit')],
    }),
    afterPayment: NO_AFTER_PAYMENT,
  },
  {
    DeliveryId: 'D1004',
    // Added scenario: this guarantor's check by statement lookup (same last name and zip).
    AccountNumber: 'A1004',
    seededLock: false,
    seededDuplicate: false,
    guarantor: seedGuarantor({
      GuarantorId: 'G1004',
      PGuarantorId: 'P1004',
      FirstName: 'Avery',
      LastName: 'Balance',
      Address1: '40 Broad St',
      City: 'New York',
      State: 'NY',
      Zip: '10002',
      AmountDue: 130,
      IsIB: true,
      Details: [simpleEncounter('Avery', '2025-01-21T00:00:00', 130, 'Office visit')],
    }),
    afterPayment: NO_AFTER_PAYMENT,
  },
  {
    DeliveryId: 'D1005',
    // Added scenario: this guarantor's check by statement lookup (same last name and zip).
    AccountNumber: 'A1005',
    seededLock: false,
    seededDuplicate: true,
    guarantor: seedGuarantor({
      GuarantorId: 'G1005',
      PGuarantorId: 'P1005',
      FirstName: 'Sam',
      LastName: 'Twice',
      Address1: '88 Delancey St',
      City: 'New York',
      State: 'NY',
      Zip: '10003',
      AmountDue: 60,
      Details: [simpleEncounter('Sam', '2025-02-02T00:00:00', 60, 'Physical therapy session')],
      RecentPayments: [{ DateProcessed: '2025-03-14T00:00:00', PaymentAmount: 40 }],
    }),
    afterPayment: NO_AFTER_PAYMENT,
  },
  {
    DeliveryId: 'D1006',
    AccountNumber: null,
    seededLock: false,
    seededDuplicate: false,
    guarantor: seedGuarantor({
      GuarantorId: 'G1006',
      PGuarantorId: 'P1006',
      FirstName: 'Priya',
      LastName: 'Partial',
      Address1: '233 S Wacker Dr',
      City: 'Chicago',
      State: 'IL',
      Zip: '60601',
      AmountDue: 300,
      MP: 10,
      Email: 'priya.partial@example.com',
      Details: [
        simpleEncounter('Priya', '2025-01-30T00:00:00', 180, 'Specialist consultation'),
        simpleEncounter('Priya', '2025-02-27T00:00:00', 120, 'Follow-up visit'),
      ],
    }),
    afterPayment: { autopay: null, reminder: { dayOfMonth: 15, accountOnFile: true } },
  },
  {
    DeliveryId: 'D1007',
    AccountNumber: null,
    seededLock: false,
    seededDuplicate: false,
    guarantor: seedGuarantor({
      GuarantorId: 'G1007',
      PGuarantorId: 'P1007',
      FirstName: 'Zoe',
      LastName: 'Zero',
      Address1: '301 Congress Ave',
      City: 'Austin',
      State: 'TX',
      Zip: '73301',
      AmountDue: 0,
      MP: 1,
      MAX: null,
    }),
    afterPayment: NO_AFTER_PAYMENT,
  },
  {
    DeliveryId: 'D1008',
    AccountNumber: null,
    seededLock: false,
    seededDuplicate: false,
    guarantor: seedGuarantor({
      GuarantorId: 'G1008',
      PGuarantorId: 'P1008',
      FirstName: 'Élise',
      LastName: 'Tremblay',
      Address1: '111 Wellington St',
      City: 'Ottawa',
      State: 'ON',
      Zip: 'K1A 0B1',
      AmountDue: 80,
      MP: 5,
      Details: [
        {
          Date: '2025-02-14T00:00:00',
          PEncounterId: 'E-30112',
          Location: 'Main Street Clinic',
          PatientFirstName: 'Élise',
          Balance: 80,
          InsurancePlansOnFile: null,
        },
      ],
    }),
    afterPayment: NO_AFTER_PAYMENT,
  },
  // Long bills (a chronic-care patient's year and more): generated, visit ids E-900001 upward.
  longBill({
    DeliveryId: 'D1009',
    GuarantorId: 'G1009',
    PGuarantorId: 'P1009',
    FirstName: 'Morgan',
    LastName: 'Long',
    Address1: '875 Ralph David Abernathy Blvd SW',
    Zip: '30310',
    Email: 'morgan.long@example.com',
    visits: 300,
  }),
  longBill({
    DeliveryId: 'D1010',
    GuarantorId: 'G1010',
    PGuarantorId: 'P1010',
    FirstName: 'Casey',
    LastName: 'Longer',
    Address1: '2100 Campbellton Rd SW',
    Zip: '30311',
    Email: 'casey.longer@example.com',
    visits: 2000,
  }),
];
