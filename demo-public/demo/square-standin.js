// Local stand-in for Square's Web Payments SDK (square.js), for the dev server and the demo build:
// Square's real script needs a secure context and its CDN. Same interface as far as the portal uses
// it: `window.Square.payments(applicationId, locationId)`, then `card()` (attach to a selector or an
// element, tokenize → { status: 'OK', token: 'demo-sq-token-…' } or { status: 'Invalid', errors },
// destroy), the wallets and the bank account (below). The card number never leaves this widget.
(function () {
  'use strict';

  var instances = 0;
  var FIELDS = [
    { name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '1234 5678 9012 3456' },
    { name: 'expirationDate', label: 'Expiration date (MM/YY)', autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/YY' },
    { name: 'cvv', label: 'Security code (CVV)', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123' },
    { name: 'postalCode', label: 'Billing ZIP or postal code', autocomplete: 'postal-code', inputmode: 'text', placeholder: '' },
  ];

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i += 1) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  }

  function brandOf(digits) {
    if (/^3[47]/.test(digits)) return 'AMERICAN_EXPRESS';
    if (/^4/.test(digits)) return 'VISA';
    if (/^5[1-5]|^2[2-7]/.test(digits)) return 'MASTERCARD';
    if (/^6(011|5)/.test(digits)) return 'DISCOVER';
    return 'UNKNOWN';
  }

  /** One message per invalid field, in Square's TokenErrorDetails shape. */
  function validate(values, now) {
    var digits = values.cardNumber.replace(/\D/g, '');
    var exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expirationDate);
    var month = exp ? Number(exp[1]) : 0;
    var year = exp ? Number(exp[2].length === 2 ? '20' + exp[2] : exp[2]) : 0;
    var past = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
    return [
      [digits.length < 12 || digits.length > 19 || !luhn(digits), 'cardNumber', 'Enter a valid card number.'],
      [!exp || month < 1 || month > 12 || past, 'expirationDate', 'Enter a valid expiration date (MM/YY).'],
      [!/^\d{3,4}$/.test(values.cvv.trim()), 'cvv', 'Enter the 3 or 4 digit security code.'],
      [values.postalCode.trim().length < 3, 'postalCode', 'Enter the billing ZIP or postal code.'],
    ]
      .filter(function (rule) { return rule[0]; })
      .map(function (rule) { return { type: 'VALIDATION_ERROR', field: rule[1], message: rule[2] }; });
  }

  /** An element with these properties (attributes where the name has a dash, and role) and children. */
  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props).forEach(function (key) {
      if (key.indexOf('-') >= 0 || key === 'role') node.setAttribute(key, props[key]);
      else node[key] = props[key];
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function randomToken() {
    var bytes = new Uint8Array(12);
    window.crypto.getRandomValues(bytes);
    return 'demo-sq-token-' + Array.prototype.map.call(bytes, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
  }

  function Card() {
    this.id = 'sq-standin-' + (instances += 1);
    this.container = null;
    this.inputs = {}; this.messages = {};
    this.destroyed = false;
  }

  Card.prototype.attach = function (target) {
    var self = this;
    return Promise.resolve().then(function () {
      if (self.destroyed) throw new Error('PaymentMethodAlreadyDestroyedError: this card was destroyed.');
      var element = typeof target === 'string' ? document.querySelector(target) : target;
      if (!element) throw new Error('ElementNotFoundError: ' + String(target) + ' was not found.');
      element.textContent = '';
      var group = el('div', { role: 'group', 'aria-label': 'Card details', className: 'sq-standin' });
      FIELDS.forEach(function (f) {
        var id = self.id + '-' + f.name;
        var input = el('input', { id: id, name: f.name, type: 'text', autocomplete: f.autocomplete, inputMode: f.inputmode, placeholder: f.placeholder, 'aria-describedby': id + '-error' });
        var message = el('p', { id: id + '-error', className: 'field-error', hidden: true });
        group.appendChild(el('div', { className: 'field' }, [el('label', { htmlFor: id, textContent: f.label }), input, message]));
        self.inputs[f.name] = input;
        self.messages[f.name] = message;
      });
      element.appendChild(group);
      self.container = element;
    });
  };

  Card.prototype.tokenize = function () {
    var self = this;
    return Promise.resolve().then(function () {
      if (self.destroyed) throw new Error('PaymentMethodAlreadyDestroyedError: this card was destroyed.');
      if (!self.container) throw new Error('PaymentMethodNotAttachedError: call attach() first.');
      var values = {};
      FIELDS.forEach(function (f) { values[f.name] = self.inputs[f.name].value; });
      var errors = validate(values, new Date());
      FIELDS.forEach(function (f) {
        var error = errors.filter(function (e) { return e.field === f.name; })[0];
        var input = self.inputs[f.name];
        var message = self.messages[f.name];
        message.textContent = error ? error.message : '';
        message.hidden = !error;
        if (error) input.setAttribute('aria-invalid', 'true');
        else input.removeAttribute('aria-invalid');
      });
      if (errors.length > 0) {
        self.inputs[errors[0].field].focus();
        return { status: 'Invalid', errors: errors };
      }
      var digits = values.cardNumber.replace(/\D/g, '');
      var exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expirationDate);
      var card = { brand: brandOf(digits), last4: digits.slice(-4), expMonth: Number(exp[1]) };
      card.expYear = Number(exp[2].length === 2 ? '20' + exp[2] : exp[2]);
      var billing = { postalCode: values.postalCode.trim() };
      return { status: 'OK', token: randomToken(), details: { method: 'Card', card: card, billing: billing } };
    });
  };

  Card.prototype.destroy = function () {
    if (this.container) this.container.textContent = '';
    this.container = null;
    this.inputs = {}; this.messages = {};
    var wasAlive = !this.destroyed; this.destroyed = true;
    return Promise.resolve(wasAlive);
  };

  // Square's card also emits focus/validity events; the portal does not listen to them.
  Card.prototype.addEventListener = Card.prototype.removeEventListener = function () {};

  // Wallets (issue 24): payments.paymentRequest(options), payments.googlePay(request) (attach draws a
  // button named 'Google Pay'), payments.applePay(request) (rejects, as Square's does, unless
  // window.ApplePaySession?.canMakePayments() is true). A wallet's tokenize() opens an in-page dialog
  // named after the wallet showing the amount, with 'Pay' ({status: 'OK', token}) and 'Cancel'
  // ({status: 'Cancel'}, also Escape).
  function PaymentRequest(options) { this.options = options; }
  PaymentRequest.prototype.update = function (changes) {
    this.options = Object.assign({}, this.options, changes); return true;
  };
  PaymentRequest.prototype.addEventListener = function () {};

  function money(amount) {
    return '$' + Number(amount).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  // An in-page modal dialog named `name` saying `text`, with one button per choice (the first has
  // focus); a choice, or Escape (the last choice's answer), resolves its answer once.
  function openDialog(name, text, choices, className) {
    return new Promise(function (resolve) {
      var id = 'sq-standin-sheet-' + (instances += 1);
      var dialog = el('dialog', { className: 'sq-standin-wallet-sheet ' + className, 'aria-labelledby': id }, [
        el('h2', { id: id, textContent: name }),
        el('p', { textContent: text }),
      ]);
      var answered = false;
      function answer(choice) {
        if (answered) return;
        answered = true;
        dialog.close();
        dialog.remove();
        resolve(choice.answer());
      }
      var buttons = choices.map(function (choice) {
        var button = dialog.appendChild(el('button', { type: 'button', textContent: choice.label }));
        button.addEventListener('click', function () { answer(choice); });
        return button;
      });
      dialog.addEventListener('cancel', function (event) {
        event.preventDefault();
        answer(choices[choices.length - 1]);
      });
      document.body.appendChild(dialog);
      dialog.showModal();
      buttons[0].focus();
    });
  }

  function openSheet(name, request) {
    var total = request.options.total;
    return openDialog(name, total.label + ': ' + money(total.amount), [
      { label: 'Pay', answer: function () { return { status: 'OK', token: randomToken(), details: { method: name.replace(' ', '') } }; } },
      { label: 'Cancel', answer: function () { return { status: 'Cancel' }; } },
    ], '');
  }

  function Wallet(name, request) {
    this.name = name; this.request = request;
    this.container = null; this.destroyed = false;
  }
  Wallet.prototype.attach = function (target) {
    var self = this;
    return Promise.resolve().then(function () {
      var element = typeof target === 'string' ? document.querySelector(target) : target;
      if (!element) throw new Error('ElementNotFoundError: ' + String(target) + ' was not found.');
      element.textContent = '';
      element.appendChild(el('button', { type: 'button', className: 'sq-standin-wallet-button', textContent: self.name }));
      self.container = element;
    });
  };
  Wallet.prototype.tokenize = function () {
    if (this.destroyed) return Promise.reject(new Error('PaymentMethodAlreadyDestroyedError'));
    return openSheet(this.name, this.request);
  };
  Wallet.prototype.destroy = function () {
    if (this.container) this.container.textContent = '';
    this.container = null;
    var wasAlive = !this.destroyed; this.destroyed = true;
    return Promise.resolve(wasAlive);
  };
  Wallet.prototype.addEventListener = Wallet.prototype.removeEventListener = function () {};

  function canUseApplePay() {
    try { return Boolean(window.ApplePaySession && window.ApplePaySession.canMakePayments()); } catch (error) { return false; }
  }

  // Bank account (issue 33): payments.ach(options) resolves an object with addEventListener('ontokenization',
  // listener) and tokenize({ intent, accountHolderName, amount, currency }), which opens an in-page dialog
  // 'Connect your bank' showing the amount: 'Connect and pay' (the listener receives { detail: { tokenResult:
  // { status: 'OK', token } } }), 'Connect a closed account' (a token the demo backend refuses), 'Sign in at
  // your bank' (a bank whose sign-in is at its own site: square-bank-trip.js, which ach() loads first) and
  // 'Cancel' or Escape ({ detail: { error } }, as when a buyer leaves Square's bank dialog).
  var CLOSED_ACCOUNT_TOKEN_PREFIX = 'demo-sq-closed-account-';
  var bankTrip = null;

  function loadBankTrip() {
    return (bankTrip = bankTrip || new Promise(function (resolve, reject) {
      var script = document.head.appendChild(el('script', { src: '/demo/square-bank-trip.js' }));
      script.addEventListener('load', function () { resolve(window.SquareStandinBankTrip); });
      script.addEventListener('error', function () { bankTrip = null; reject(new Error('PaymentMethodUnsupportedError')); });
    }));
  }
  function connected(token) {
    return { tokenResult: { status: 'OK', token: token, details: { method: 'ACH' } } };
  }
  function Ach(options, trip) {
    this.options = options || {}; this.trip = trip; this.listeners = []; this.destroyed = false;
  }
  Ach.prototype.addEventListener = function (type, listener) {
    if (type !== 'ontokenization') return;
    this.listeners.push(listener);
    this.trip.listening(this, function () { return connected(randomToken()); }); // back from the bank's site?
  };
  Ach.prototype.removeEventListener = function (type, listener) {
    this.listeners = this.listeners.filter(function (l) { return l !== listener; });
  };
  Ach.prototype.tokenize = function (options) {
    var self = this;
    if (this.destroyed) return Promise.reject(new Error('PaymentMethodAlreadyDestroyedError'));
    if (!options || options.intent !== 'CHARGE' || !options.amount || options.currency !== 'USD')
      return Promise.reject(new Error('InvalidOptionError: intent CHARGE, amount and currency USD are required.'));
    if (!options.accountHolderName) return Promise.reject(new Error('PlaidMissingNameError'));
    openDialog('Connect your bank', 'Amount: ' + money(options.amount), [
      { label: 'Connect and pay', answer: function () { return connected(randomToken()); } },
      {
        label: 'Connect a closed account',
        answer: function () { return connected(CLOSED_ACCOUNT_TOKEN_PREFIX + randomToken().slice('demo-sq-token-'.length)); },
      },
      { label: this.trip.label(), answer: function () { return self.trip.leave(self.options); } }, // null: gone
      { label: 'Cancel', answer: function () { return { error: 'The buyer left the bank dialog.' }; } },
    ], 'sq-standin-bank').then(function (detail) {
      if (detail) self.listeners.forEach(function (listener) { listener({ detail: detail }); });
    });
    return Promise.resolve(undefined);
  };
  Ach.prototype.destroy = function () {
    var wasAlive = !this.destroyed;
    this.destroyed = true; this.listeners = [];
    return Promise.resolve(wasAlive);
  };

  window.Square = {
    payments: function (applicationId, locationId) {
      if (typeof applicationId !== 'string' || applicationId === '')
        throw new Error("InvalidApplicationIdError: The Payment 'applicationId' option is not in the correct format.");
      return {
        applicationId: applicationId,
        locationId: locationId,
        card: function () { return Promise.resolve(new Card()); },
        paymentRequest: function (options) { return new PaymentRequest(options); },
        googlePay: function (request) { return Promise.resolve(new Wallet('Google Pay', request)); },
        applePay: function (request) {
          if (!canUseApplePay())
            return Promise.reject(new Error('PaymentMethodUnsupportedError: Apple Pay is not supported in this browser.'));
          return Promise.resolve(new Wallet('Apple Pay', request));
        },
        ach: function (options) {
          if (!locationId) return Promise.reject(new Error('InvalidOptionError: ACH needs a location id.'));
          return loadBankTrip().then(function (trip) { return new Ach(options, trip); });
        },
      };
    },
  };
})();
