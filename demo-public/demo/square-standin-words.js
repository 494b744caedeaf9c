// The Square stand-in's own words, in English and Spanish (demo only: what Square's SDK writes in its
// fields and dialogs, not the portal's words, which are in its catalogues). square-standin.js loads this
// file with the first payment method it makes and draws its card fields and its wallet and bank dialogs
// in the language of its payments' locale, as Square's SDK does: the locale given to
// payments.setLocale() ('es-US', 'en-US'), or navigator.language until one is given. A Spanish locale
// ('es', 'es-US', 'es-MX', …) draws Spanish; any other English (Square's own fallback is en-US).
(function () {
  'use strict';

  // Loaded again (a second copy of the stand-in): keep the first copy.
  if (window.SquareStandinWords) return;

  var WORDS = {
    en: {
      lang: 'en',
      card: 'Card details',
      fields: {
        cardNumber: { label: 'Card number', placeholder: '1234 5678 9012 3456', error: 'Enter a valid card number.' },
        expirationDate: {
          label: 'Expiration date (MM/YY)',
          placeholder: 'MM/YY',
          error: 'Enter a valid expiration date (MM/YY).',
        },
        cvv: { label: 'Security code (CVV)', placeholder: '123', error: 'Enter the 3 or 4 digit security code.' },
        postalCode: { label: 'Billing ZIP or postal code', placeholder: '', error: 'Enter the billing ZIP or postal code.' },
      },
      pay: 'Pay',
      cancel: 'Cancel',
      bank: 'Connect your bank',
      amount: 'Amount',
      connect: 'Connect and pay',
      connectClosed: 'Connect a closed account',
    },
    es: {
      lang: 'es',
      card: 'Datos de la tarjeta',
      fields: {
        cardNumber: {
          label: 'Número de tarjeta',
          placeholder: '1234 5678 9012 3456',
          error: 'Escriba un número de tarjeta válido.',
        },
        expirationDate: {
          label: 'Fecha de vencimiento (MM/AA)',
          placeholder: 'MM/AA',
          error: 'Escriba una fecha de vencimiento válida (MM/AA).',
        },
        cvv: {
          label: 'Código de seguridad (CVV)',
          placeholder: '123',
          error: 'Escriba el código de seguridad de 3 o 4 dígitos.',
        },
        postalCode: {
          label: 'Código postal de facturación',
          placeholder: '',
          error: 'Escriba el código postal de facturación.',
        },
      },
      pay: 'Pagar',
      cancel: 'Cancelar',
      bank: 'Conecte su banco',
      amount: 'Cantidad',
      connect: 'Conectar y pagar',
      connectClosed: 'Conectar una cuenta cerrada',
    },
  };

  window.SquareStandinWords = {
    /** The words for a locale: Spanish for 'es' and 'es-…', English otherwise. */
    of: function (locale) {
      return /^es(-|$)/i.test(String(locale || '')) ? WORDS.es : WORDS.en;
    },
  };
})();
