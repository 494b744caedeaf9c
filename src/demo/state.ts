// The demo backend's stateful store. Plain JSON so a browser can keep it in sessionStorage (a
// reload keeps it); in node it lives in memory. Card numbers and CVVs are never part of it.
import type { GuarantorDataSubmission } from '@/api/types';

import { DELIVERIES } from './deliveries';
import { type GuarantorRecord } from './deliverySeed';
import type { DemoPersistence } from './persistence';

/** Spec section 9: a guarantor token is good for 30 minutes. */
export const TOKEN_LIFETIME_MS = 1_800_000;
/** Spec section 9: one payment per 24 hours. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The spec leaves the count open; the demo contract says the third wrong try locks. */
export const MAX_WRONG_ATTEMPTS = 3;

export interface DemoTransaction {
  TransactionId: string;
  ConfirmationCode: string;
  GuarantorId: string;
  DeliveryId: string | null;
  Amount: number;
  /** Epoch ms. */
  At: number;
}

export interface DemoState {
  version: 1;
  /** Mutable guarantor records (balances, recent payments, e-mail) by GuarantorId. */
  guarantors: Record<string, GuarantorRecord>;
  /** Wrong last-name/zip tries by DeliveryId. */
  wrongAttempts: Record<string, number>;
  lockedDeliveries: string[];
  /** Guarantors seeded as "already paid in the last 24 hours" (D1005). */
  duplicateLocked: string[];
  transactions: DemoTransaction[];
  tokens: Record<string, { GuarantorId: string; IssuedAt: number }>;
  enrollments: { TransactionId: string; GuarantorId: string; AmountToAutoPay: number; At: number }[];
  /** Contact details sent through Insurance/CollectData, by GuarantorId (they feed the prefill). */
  contacts: Record<string, Omit<GuarantorDataSubmission, 'DocumentId' | 'SessionId'>>;
  insurance: { DocumentId: string; GuarantorId: string; DocumentType: number; At: number }[];
  documents: { DocumentId: string; GuarantorId: string; DocumentType: string; PageNumber: number; At: number }[];
  sequence: number;
  /** The fault switch (faults.ts): a gateway's status per API path, answered until cleared. */
  faults?: Record<string, number>;
  /** ProcessPayment requests received, answered or not yet (a test waits for one to reach a held gateway). */
  paymentPosts?: number;
}

export { DEMO_STATE_STORAGE_KEY, type DemoPersistence, storagePersistence } from './persistence';

const STATE_VERSION = 1;

/**
 * A visitor's own copy of a seeded guarantor. The visits are shared: the backend never changes them,
 * and the long bills' (D1009, D1010) would otherwise cost every new visitor megabytes and tens of ms.
 */
function seedRecord({ Details, ...changing }: GuarantorRecord): GuarantorRecord {
  return { ...structuredClone(changing), Details };
}

function seedState(): DemoState {
  return {
    version: STATE_VERSION,
    guarantors: Object.fromEntries(DELIVERIES.map((d) => [d.guarantor.GuarantorId, seedRecord(d.guarantor)])),
    wrongAttempts: {},
    lockedDeliveries: DELIVERIES.filter((d) => d.seededLock).map((d) => d.DeliveryId),
    duplicateLocked: DELIVERIES.filter((d) => d.seededDuplicate).map((d) => d.guarantor.GuarantorId),
    transactions: [],
    tokens: {},
    enrollments: [],
    contacts: {},
    insurance: [],
    documents: [],
    sequence: 0,
  };
}

let persistence: DemoPersistence | null = null;
let current: DemoState | null = null;

function restore(): DemoState | null {
  try {
    const json = persistence?.load();
    if (!json) return null;
    const parsed = JSON.parse(json) as Partial<DemoState>;
    return parsed.version === STATE_VERSION ? (parsed as DemoState) : null;
  } catch {
    return null; // unreadable session data: start from the seed
  }
}

/**
 * Where the current caller's state lives when there is more than one (the demo API server keeps one
 * state per visitor and answers each request inside that visitor's slot); null: this module's one.
 */
export interface DemoStateSlot {
  get(): DemoState | null;
  set(next: DemoState): void;
}
let slotOf: (() => DemoStateSlot | null) | null = null;

/** The demo API server passes a function naming the slot of the request being answered. */
export function setDemoStateSlots(next: (() => DemoStateSlot | null) | null): void {
  slotOf = next;
}

function state(): DemoState {
  const slot = slotOf?.();
  if (slot) {
    const s = slot.get() ?? seedState();
    slot.set(s);
    return s;
  }
  current ??= restore() ?? seedState();
  return current;
}

function commit(): void {
  if (slotOf?.()) return; // a slot is kept in memory by its owner
  if (current) persistence?.save(JSON.stringify(current));
}

/** Where the state is kept: sessionStorage in a browser, nothing (memory only) in node. */
export function setDemoPersistence(next: DemoPersistence | null): void {
  persistence = next;
  current = null;
}

/** Restores the seed data set of demo-scenarios.md. The fault switch stays as it was: it is not data. */
export function resetDemoState(): void {
  const fresh: DemoState = { ...seedState(), faults: state().faults ?? {} };
  const slot = slotOf?.();
  if (slot) {
    slot.set(fresh);
    return;
  }
  current = fresh;
  commit();
}

/** A deep copy of the whole state (tests; never handed to the UI). */
export function snapshotDemoState(): DemoState {
  return structuredClone(state());
}

/** The fault switch's table for this visitor; `change` edits it. */
export function demoFaults(change?: (faults: Record<string, number>) => void): Readonly<Record<string, number>> {
  const s = state();
  s.faults ??= {};
  if (change) {
    change(s.faults);
    commit();
  }
  return s.faults;
}

export function nextId(prefix: string): string {
  const s = state();
  s.sequence += 1;
  commit();
  return `${prefix}-${1000 + s.sequence}`;
}

export function guarantorRecord(guarantorId: string): GuarantorRecord | undefined {
  const record = state().guarantors[guarantorId];
  return record ? structuredClone(record) : undefined;
}

// --- validation attempts and locks -------------------------------------------------------------

export function isDeliveryLocked(deliveryId: string): boolean {
  return state().lockedDeliveries.includes(deliveryId);
}

/** Counts a wrong last name / zip; returns true when this try locks the delivery. */
export function recordWrongAttempt(deliveryId: string): boolean {
  const s = state();
  const tries = (s.wrongAttempts[deliveryId] ?? 0) + 1;
  s.wrongAttempts[deliveryId] = tries;
  const locks = tries >= MAX_WRONG_ATTEMPTS;
  if (locks && !s.lockedDeliveries.includes(deliveryId)) s.lockedDeliveries.push(deliveryId);
  commit();
  return locks;
}

/** A right answer starts the count again (the count is of consecutive wrong tries). */
export function clearWrongAttempts(deliveryId: string): void {
  const s = state();
  if (s.wrongAttempts[deliveryId] === undefined) return;
  delete s.wrongAttempts[deliveryId];
  commit();
}

// --- tokens ------------------------------------------------------------------------------------

/** Issues an opaque session token; the client only stores it and sends it back as Bearer. */
export function issueToken(guarantorId: string, now: number): string {
  const token = `demo-token.${guarantorId}.${now}`;
  state().tokens[token] = { GuarantorId: guarantorId, IssuedAt: now };
  commit();
  return token;
}

/** The guarantor a token was issued to, or null when unknown or 30 minutes old or more. */
export function tokenGuarantor(token: string, now: number): string | null {
  const issued = state().tokens[token];
  if (!issued || now - issued.IssuedAt >= TOKEN_LIFETIME_MS || now < issued.IssuedAt) return null;
  return issued.GuarantorId;
}

// --- payments ----------------------------------------------------------------------------------

export function isPaymentLocked(guarantorId: string, now: number): boolean {
  const s = state();
  return (
    s.duplicateLocked.includes(guarantorId) ||
    s.transactions.some((t) => t.GuarantorId === guarantorId && now - t.At < DUPLICATE_WINDOW_MS)
  );
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Records a successful payment: the balance goes down and the payment shows in RecentPayments. */
export function recordPayment(p: {
  guarantorId: string;
  deliveryId: string | null;
  amount: number;
  now: number;
}): DemoTransaction {
  const s = state();
  const record = s.guarantors[p.guarantorId];
  if (!record) throw new Error(`unknown guarantor ${p.guarantorId}`);
  record.AmountDue = cents(Math.max(0, record.AmountDue - p.amount));
  if (record.MAX !== null) record.MAX = record.AmountDue;
  record.RecentPayments.unshift({ DateProcessed: new Date(p.now).toISOString(), PaymentAmount: cents(p.amount) });
  s.sequence += 1;
  const tx: DemoTransaction = {
    TransactionId: `TXN-${p.now.toString(36).toUpperCase()}-${s.sequence}`,
    // A short code a person can read out on the phone.
    ConfirmationCode: `RFM-${String(((s.sequence * 7919 + p.now) % 900000) + 100000)}`,
    GuarantorId: p.guarantorId,
    DeliveryId: p.deliveryId,
    Amount: cents(p.amount),
    At: p.now,
  };
  s.transactions.push(tx);
  commit();
  return structuredClone(tx);
}

/** One more ProcessPayment request received, before it is answered. */
export function notePaymentPost(): void {
  state().paymentPosts = (state().paymentPosts ?? 0) + 1;
  commit();
}

export function findTransaction(transactionId: string): DemoTransaction | undefined {
  const tx = state().transactions.find((t) => t.TransactionId === transactionId);
  return tx ? structuredClone(tx) : undefined;
}

export function recordEnrollment(e: {
  TransactionId: string;
  GuarantorId: string;
  AmountToAutoPay: number;
  At: number;
}): void {
  state().enrollments.push(e);
  commit();
}

// --- contact and insurance ---------------------------------------------------------------------

export function setNotificationEmail(guarantorId: string, email: string): void {
  const record = state().guarantors[guarantorId];
  if (!record) return;
  record.Email = email;
  commit();
}

export function saveContact(guarantorId: string, contact: DemoState['contacts'][string]): void {
  state().contacts[guarantorId] = contact;
  commit();
}

export function contactOf(guarantorId: string): DemoState['contacts'][string] | undefined {
  const contact = state().contacts[guarantorId];
  return contact ? structuredClone(contact) : undefined;
}

export function recordInsurance(entry: DemoState['insurance'][number]): void {
  state().insurance.push(entry);
  commit();
}

export function recordDocument(entry: DemoState['documents'][number]): void {
  state().documents.push(entry);
  commit();
}
