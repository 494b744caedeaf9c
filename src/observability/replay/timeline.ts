/** The replay report as text: what `npm run replay` prints and the replay page shows per step. */
import type { ReplayReport, ReplayStep } from './replay';

/** A state value on one line: 'posting', 'form.editing', 'loaded(payments.accepting, ppaScript.notNeeded)'. */
export function formatState(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  const parts = Object.entries(value as Record<string, unknown>).map(([key, child]) => {
    const inner = formatState(child);
    return inner.includes(',') ? `${key}(${inner})` : `${key}.${inner}`;
  });
  return parts.length === 1 ? parts[0]! : parts.join(', ');
}

/** hh:mm:ss.mmm of an ISO timestamp (UTC, as recorded). */
export function formatTime(timestamp: string): string {
  return /T(\d{2}:\d{2}:\d{2}\.\d{3})/.exec(timestamp)?.[1] ?? timestamp;
}

/** Long xstate event names made readable: 'xstate.done.actor.processPayment' → 'done: processPayment'. */
export function formatEvent(type: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `done: ${done[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  return error ? `error: ${error[1]}` : type;
}

/** 'es' → 'Spanish (es)': the page's language as support reads it (the support tool is English). */
export function formatLanguage(locale: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(locale);
    return name && name !== locale ? `${name} (${locale})` : locale;
  } catch {
    return locale; // not a language tag Intl knows
  }
}

export function stepLine(step: ReplayStep): string {
  const mark = step.ok ? (step.replayed === undefined ? '·' : '✓') : '✗';
  const actor = `${step.actorId} (${step.sessionId})`;
  const state = formatState(step.recorded);
  const replayed = !step.ok && step.replayed !== undefined ? `  replayed: ${formatState(step.replayed)}` : '';
  const note = step.note ? `  [${step.note}]` : '';
  return `${mark} ${formatTime(step.timestamp)}  ${actor.padEnd(28)} ${formatEvent(step.eventType).padEnd(34)} → ${state}${replayed}${note}`;
}

export function formatReport(report: ReplayReport): string {
  const lines = [
    `support code: ${report.supportCode ?? '(none)'}   app version: ${report.appVersions.join(', ') || 'unknown'}`,
    ...report.fingerprintMismatches.map(
      (m) => `! machine '${m.machine}' differs from this code: trace ${m.trace}, code ${m.current}`,
    ),
    '',
    ...report.steps.map(stepLine),
    '',
  ];
  const replayed = report.steps.filter((s) => s.replayed !== undefined).length;
  if (report.divergence) {
    const { step, reason } = report.divergence;
    lines.push(
      `FIRST DIVERGENCE at #${step.seq} ${formatTime(step.timestamp)}, ${step.actorId} on ${formatEvent(step.eventType)}:`,
      `  ${reason}`,
    );
  } else lines.push(`OK: ${replayed} of ${report.steps.length} steps re-run, every state as recorded.`);
  return lines.join('\n');
}
