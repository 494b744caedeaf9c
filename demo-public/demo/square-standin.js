// Local stand-in for Square's Web Payments SDK (square.js), for the dev server and the demo build:
// Square's real script needs a secure context and its CDN. Same interface as far as the portal uses
// it:
//   const payments = window.Square.payments(applicationId, locationId);
//   const card = await payments.card();
//   await card.attach('#card-container');            // a selector or an element
//   const result = await card.tokenize();            // { status: 'OK', token: 'demo-sq-token-…' }
//                                                    // or { status: 'Invalid', errors: [...] }
//   await card.destroy();
// The card number never leaves this widget: tokenize() answers a random token and the last 4.
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
    var errors = [];
    var digits = values.cardNumber.replace(/\D/g, '');
    if (digits.length < 12 || digits.length > 19 || !luhn(digits)) {
      errors.push({ type: 'VALIDATION_ERROR', field: 'cardNumber', message: 'Enter a valid card number.' });
    }
    var exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expirationDate);
    var month = exp ? Number(exp[1]) : 0;
    var year = exp ? Number(exp[2].length === 2 ? '20' + exp[2] : exp[2]) : 0;
    var past = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
    if (!exp || month < 1 || month > 12 || past) {
      errors.push({ type: 'VALIDATION_ERROR', field: 'expirationDate', message: 'Enter a valid expiration date (MM/YY).' });
    }
    if (!/^\d{3,4}$/.test(values.cvv.trim())) {
      errors.push({ type: 'VALIDATION_ERROR', field: 'cvv', message: 'Enter the 3 or 4 digit security code.' });
    }
    if (values.postalCode.trim().length < 3) {
      errors.push({ type: 'VALIDATION_ERROR', field: 'postalCode', message: 'Enter the billing ZIP or postal code.' });
    }
    return errors;
  }

  function randomToken() {
    var bytes = new Uint8Array(12);
    window.crypto.getRandomValues(bytes);
    return 'demo-sq-token-' + Array.prototype.map.call(bytes, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
  }

  function Card() {
    this.id = 'sq-standin-' + (instances += 1);
    this.container = null;
    this.inputs = {};
    this.messages = {};
    this.destroyed = false;
  }

  Card.prototype.attach = function (target) {
    var self = this;
    return Promise.resolve().then(function () {
      if (self.destroyed) throw new Error('PaymentMethodAlreadyDestroyedError: this card was destroyed.');
      var element = typeof target === 'string' ? document.querySelector(target) : target;
      if (!element) throw new Error('ElementNotFoundError: ' + String(target) + ' was not found.');
      element.textContent = '';
      var group = document.createElement('div');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', 'Card details');
      group.className = 'sq-standin';
      FIELDS.forEach(function (f) {
        var wrap = document.createElement('div');
        wrap.className = 'field';
        var label = document.createElement('label');
        var input = document.createElement('input');
        var message = document.createElement('p');
        input.id = self.id + '-' + f.name;
        input.name = f.name;
        input.type = 'text';
        input.autocomplete = f.autocomplete;
        input.inputMode = f.inputmode;
        if (f.placeholder) input.placeholder = f.placeholder;
        label.htmlFor = input.id;
        label.textContent = f.label;
        message.id = input.id + '-error';
        message.className = 'field-error';
        message.hidden = true;
        input.setAttribute('aria-describedby', message.id);
        wrap.appendChild(label);
        wrap.appendChild(input);
        wrap.appendChild(message);
        group.appendChild(wrap);
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
      return {
        status: 'OK',
        token: randomToken(),
        details: {
          method: 'Card',
          card: {
            brand: brandOf(digits),
            last4: digits.slice(-4),
            expMonth: Number(exp[1]),
            expYear: Number(exp[2].length === 2 ? '20' + exp[2] : exp[2]),
          },
          billing: { postalCode: values.postalCode.trim() },
        },
      };
    });
  };

  Card.prototype.destroy = function () {
    if (this.container) this.container.textContent = '';
    this.container = null;
    this.inputs = {};
    this.messages = {};
    var wasAlive = !this.destroyed;
    this.destroyed = true;
    return Promise.resolve(wasAlive);
  };

  // Square's card also emits focus/validity events; the portal does not listen to them.
  Card.prototype.addEventListener = function () {};
  Card.prototype.removeEventListener = function () {};

  // Wallets (issue 24): payments.paymentRequest(options), payments.googlePay(request) (attach draws a
  // button named 'Google Pay'), payments.applePay(request) (rejects, as Square's does, unless
  // window.ApplePaySession?.canMakePayments() is true). A wallet's tokenize() opens an in-page dialog
  // named after the wallet showing the amount, with 'Pay' ({status: 'OK', token}) and 'Cancel'
  // ({status: 'Cancel'}, also Escape).
  function PaymentRequest(options) {
    this.options = options;
  }
  PaymentRequest.prototype.update = function (changes) {
    this.options = Object.assign({}, this.options, changes);
    return true;
  };
  PaymentRequest.prototype.addEventListener = function () {};

  function money(amount) {
    return '$' + Number(amount).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  function openSheet(name, request) {
    return new Promise(function (resolve) {
      var dialog = document.createElement('dialog');
      var heading = document.createElement('h2');
      var total = document.createElement('p');
      var pay = document.createElement('button');
      var cancel = document.createElement('button');
      var answered = false;
      dialog.className = 'sq-standin-wallet-sheet';
      dialog.setAttribute('aria-labelledby', (heading.id = 'sq-standin-sheet-' + (instances += 1)));
      heading.textContent = name;
      total.textContent = request.options.total.label + ': ' + money(request.options.total.amount);
      pay.type = cancel.type = 'button';
      pay.textContent = 'Pay';
      cancel.textContent = 'Cancel';
      function answer(result) {
        if (answered) return;
        answered = true;
        dialog.close();
        dialog.remove();
        resolve(result);
      }
      pay.addEventListener('click', function () {
        answer({ status: 'OK', token: randomToken(), details: { method: name.replace(' ', '') } });
      });
      cancel.addEventListener('click', function () {
        answer({ status: 'Cancel' });
      });
      dialog.addEventListener('cancel', function (event) {
        event.preventDefault();
        answer({ status: 'Cancel' });
      });
      dialog.appendChild(heading);
      dialog.appendChild(total);
      dialog.appendChild(pay);
      dialog.appendChild(cancel);
      document.body.appendChild(dialog);
      dialog.showModal();
      pay.focus();
    });
  }

  function Wallet(name, request) {
    this.name = name;
    this.request = request;
    this.container = null;
    this.destroyed = false;
  }
  Wallet.prototype.attach = function (target) {
    var self = this;
    return Promise.resolve().then(function () {
      var element = typeof target === 'string' ? document.querySelector(target) : target;
      if (!element) throw new Error('ElementNotFoundError: ' + String(target) + ' was not found.');
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'sq-standin-wallet-button';
      button.textContent = self.name;
      element.textContent = '';
      element.appendChild(button);
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
    var wasAlive = !this.destroyed;
    this.destroyed = true;
    return Promise.resolve(wasAlive);
  };
  Wallet.prototype.addEventListener = function () {};
  Wallet.prototype.removeEventListener = function () {};

  function canUseApplePay() {
    try {
      return Boolean(window.ApplePaySession && window.ApplePaySession.canMakePayments());
    } catch (error) {
      return false;
    }
  }

  window.Square = {
    payments: function (applicationId, locationId) {
      if (typeof applicationId !== 'string' || applicationId === '') {
        throw new Error("InvalidApplicationIdError: The Payment 'applicationId' option is not in the correct format.");
      }
      return {
        applicationId: applicationId,
        locationId: locationId,
        card: function () {
          return Promise.resolve(new Card());
        },
        paymentRequest: function (options) {
          return new PaymentRequest(options);
        },
        googlePay: function (request) {
          return Promise.resolve(new Wallet('Google Pay', request));
        },
        applePay: function (request) {
          if (!canUseApplePay()) {
            return Promise.reject(new Error('PaymentMethodUnsupportedError: Apple Pay is not supported in this browser.'));
          }
          return Promise.resolve(new Wallet('Apple Pay', request));
        },
      };
    },
  };
})();
