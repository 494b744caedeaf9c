/**
 * The payment post got no answer (dropped connection, or past its time limit): the server may have
 * charged the card all the same. The live actor (src/app/live/payment.ts) rejects with it, so the
 * payment machine can tell it from a fault that was answered (HTTP 500, 401).
 */
export class PaymentUnanswered extends Error {
  override readonly name = 'PaymentUnanswered';

  constructor() {
    super('The payment post got no answer.');
  }
}
