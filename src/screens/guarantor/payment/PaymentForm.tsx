import { useSelector } from '@xstate/react';
import { Form, Formik, type FormikProps } from 'formik';
import { type ChangeEvent, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy, useTranslate } from '@/i18n/copy';
import { CardLogos } from '@/ui/CardLogos';
import { ErrorBox } from '@/ui/ErrorBox';
import { Field } from '@/ui/Field';
import { formatMoney } from '@/ui/format';
import { ProviderText } from '@/ui/providerContent';
import { Said } from '@/ui/Said';
import type { PaymentContext, PaymentField, paymentMachine } from '@machines/payment/payment.machine';
import { type AmountField, amountField } from '@machines/payment/rules/paymentForm';
import type { PaymentFormValues } from '@machines/payment/types';
import { parseAmount } from '@machines/rules/money';

import { BankPayment } from './BankPayment';
import { CardFields } from './CardFields';
import { CardWidget } from './CardWidget';
import { paymentCopy } from './copy';
import { invalidProps, PAYMENT_ERROR_ID } from './errorField';
import { PaymentAlert, ProcessingDialog, RepostQuestion } from './PaymentDialogs';
import { SavedCardChoice } from './SavedCardChoice';
import { WalletButtons } from './WalletButtons';

type PaymentRef = ActorRefFrom<typeof paymentMachine>;

/**
 * Fields copied into the machine as they are typed, so a remount, or an ended session (WCAG 2.2.5),
 * starts from what was typed, the field being typed in included. Never the card number or CVV.
 */
const KEPT_AS_TYPED: ReadonlySet<string> = new Set<PaymentField>([
  'email',
  'phone',
  'nameOnCard',
  'expMonth',
  'expYear',
  'billingZip',
]);

/** The amount field's label, by what the machine's rules make of the field. */
const AMOUNT_LABELS = {
  readOnly: 'amountReadOnly',
  fullOrPartial: 'amountFullOrPartial',
  enter: 'amountEnter',
} as const satisfies Record<AmountField, keyof typeof paymentCopy>;

/** Spec section 2 item 3: hidden fields for the provider key and the guarantor. Never card data. */
function HiddenFields({ context }: { context: PaymentContext }) {
  const g = context.guarantor;
  const fields: [string, string][] = [
    ['ProviderKey', context.provider.ProviderKey],
    ['GuarantorFirstName', g.FirstName],
    ['GuarantorLastName', g.LastName],
    ['GuarantorAddress1', g.Address1],
    ['GuarantorCity', g.City],
    ['GuarantorState', g.State],
    ['GuarantorDob', g.Dob],
  ];
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * 'Enter Your Payment Information': draws the payment actor's snapshot and sends it events. Formik
 * holds what is being typed; the machine decides everything else (validation, posting, errors, and
 * which values a payment uses: a submit hands over all of them in one SUBMIT). With the card widget
 * the machine asks its widget child for a token itself and waits silently until it comes.
 */
export function PaymentForm({ paymentRef }: { paymentRef: PaymentRef }) {
  const t = useCopy(paymentCopy);
  const say = useTranslate();
  const snapshot = useSelector(paymentRef, (s) => s);
  const submitButton = useRef<HTMLButtonElement>(null);
  const formik = useRef<FormikProps<PaymentFormValues>>(null);
  const { context } = snapshot;
  const { provider, guarantor, error } = context;
  const errorField = error?.field ?? null;
  const widget = context.useWidget ? snapshot.children.cardWidget : undefined;
  const wallets = provider.SqId && provider.SqLocationId ? snapshot.children.wallets : undefined;
  const acceptsBank = provider.AcceptedPaymentMethods?.includes('ACH') ?? false;
  const bank = wallets && acceptsBank ? snapshot.children.bank : undefined;
  const amountKind = amountField(context);

  // Card number and CVV never outlive one post attempt: after a failed post (declined or no answer)
  // they leave the screen too, so a second charge takes a deliberate re-entry, not one click.
  useEffect(() => {
    const subscription = paymentRef.on('postFailed', () => {
      void formik.current?.setValues((values) => ({ ...values, cardNumber: '', cardCVV: '' }), false);
    });
    return () => subscription.unsubscribe();
  }, [paymentRef]);

  const submit = (values: PaymentFormValues) => paymentRef.send({ type: 'SUBMIT', values });

  const keepField = (event: ChangeEvent<HTMLFormElement>) => {
    const { name, value } = event.target as { name?: string; value?: string };
    if (name === 'amount' && !context.amountReadOnly) paymentRef.send({ type: 'AMOUNT_CHANGED', value: value ?? '' });
    else if (name && KEPT_AS_TYPED.has(name))
      paymentRef.send({ type: 'FIELD_CHANGED', field: name as PaymentField, value: value ?? '' });
  };

  return (
    <section className="card payment-form" aria-labelledby="payment-form-title">
      <h2 id="payment-form-title">{t.heading}</h2>
      <CardLogos
        brands={provider.AcceptedPaymentMethods ?? []}
        label={acceptsBank ? t.acceptedMethods : t.acceptedCards}
        bankName={bank ? t.bankAccount : undefined}
      />
      <Formik innerRef={formik} initialValues={context.form} onSubmit={submit}>
        <Form noValidate onChange={keepField}>
          {amountKind === 'readOnly' ? (
            <div className="field">
              <label htmlFor="payment-amount">{t[AMOUNT_LABELS.readOnly]}</label>
              <input id="payment-amount" readOnly value={formatMoney(parseAmount(context.form.amount) ?? 0)} />
            </div>
          ) : (
            <Field
              id="payment-amount"
              name="amount"
              label={t[AMOUNT_LABELS[amountKind]]}
              inputMode="decimal"
              autoComplete="transaction-amount"
              {...invalidProps('amount', errorField)}
            />
          )}
          <p id="payment-contact-hint" className="field-hint">
            {t.contactHint}
          </p>
          <Field
            name="email"
            type="email"
            label={t.email}
            autoComplete="email"
            describedBy="payment-contact-hint"
            {...invalidProps('email', errorField)}
          />
          <Field name="phone" type="tel" label={t.phone} autoComplete="tel" describedBy="payment-contact-hint" />
          {bank ? <BankPayment paymentRef={paymentRef} bank={bank} /> : null}
          {wallets ? <WalletButtons paymentRef={paymentRef} wallets={wallets} /> : null}
          <div id="payment-card" className="payment-card">
            {guarantor.PA.length > 0 ? (
              <SavedCardChoice
                accounts={guarantor.PA}
                option={context.option}
                paymentAccountId={context.paymentAccountId}
                send={paymentRef.send}
              />
            ) : null}
            {context.option === 1 ? (
              <>
                <Field
                  name="nameOnCard"
                  label={t.nameOnCard}
                  autoComplete="cc-name"
                  {...invalidProps('nameOnCard', errorField)}
                />
                {widget ? (
                  <CardWidget widget={widget} phone={provider.Phone} />
                ) : (
                  <CardFields errorField={errorField} />
                )}
              </>
            ) : null}
          </div>
          <ProviderText name="LegalText" text={provider.LegalText} className="provider-text legal-text" />
          {error ? (
            <ErrorBox id={PAYMENT_ERROR_ID} heading={error.heading ? say(error.heading) : null}>
              <Said words={error.message} />
            </ErrorBox>
          ) : null}
          <HiddenFields context={context} />
          <button ref={submitButton} type="submit" className="primary" disabled={!snapshot.can({ type: 'SUBMIT' })}>
            {t.submit}
          </button>
        </Form>
      </Formik>
      <ProcessingDialog open={snapshot.hasTag('processing')} />
      <PaymentAlert
        message={context.alert ? say(context.alert) : null}
        onDismiss={() => paymentRef.send({ type: 'ALERT_DISMISSED' })}
        returnTo={submitButton}
      />
      <RepostQuestion
        open={snapshot.hasTag('repostQuestion')}
        phone={provider.Phone}
        onConfirm={() => paymentRef.send({ type: 'REPOST_CONFIRMED' })}
        onCancel={() => paymentRef.send({ type: 'REPOST_CANCELLED' })}
        returnTo={submitButton}
      />
    </section>
  );
}
