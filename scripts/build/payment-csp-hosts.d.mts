export declare const PAYMENT_CSP_DIRECTIVES: { script: 'script-src'; frame: 'frame-src'; connect: 'connect-src' };
export type PaymentCspHosts = Record<'script-src' | 'frame-src' | 'connect-src', string[]>;
export declare function parsePaymentCspHosts(setting: string | undefined): {
  hosts: PaymentCspHosts;
  problems: string[];
};
export declare function paymentCspHosts(setting: string | undefined): PaymentCspHosts;
