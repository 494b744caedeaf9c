// Local stand-in for Square's Web Payments SDK (square.js), for the dev server and the demo build:
// Square's real script needs a secure context and its CDN. Same interface as far as the portal uses
// it: `window.Square.payments(applicationId, locationId)`, then `card()` (attach to a selector or an
// element, tokenize → { status: 'OK', token: 'demo-sq-token-…' } or { status: 'Invalid', errors },
// destroy), the wallets and the bank account (below). The card number never leaves this widget.
// Its words follow `payments.setLocale(locale)` as Square's do (navigator.language until it is called):
// Spanish for 'es-US', English otherwise, from square-standin-words.js, loaded with the first method.
(function () {
  'use strict';

  var instances = 0;
  var FIELDS = [
    { name: 'cardNumber', autocomplete: 'cc-number', inputmode: 'numeric' },
    { name: 'expirationDate', autocomplete: 'cc-exp', inputmode: 'numeric' },
    { name: 'cvv', autocomplete: 'cc-csc', inputmode: 'numeric' },
    { name: 'postalCode', autocomplete: 'postal-code', inputmode: 'text' },
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

  /** One message per invalid field (in `words`' language), in Square's TokenErrorDetails shape. */
  function validate(values, now, words) {
    var digits = values.cardNumber.replace(/\D/g, '');
    var exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expirationDate);
    var month = exp ? Number(exp[1]) : 0;
    var year = exp ? Number(exp[2].length === 2 ? '20' + exp[2] : exp[2]) : 0;
    var past = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
    return [
      [digits.length < 12 || digits.length > 19 || !luhn(digits), 'cardNumber'],
      [!exp || month < 1 || month > 12 || past, 'expirationDate'],
      [!/^\d{3,4}$/.test(values.cvv.trim()), 'cvv'],
      [values.postalCode.trim().length < 3, 'postalCode'],
    ]
      .filter(function (rule) { return rule[0]; })
      .map(function (rule) { return { type: 'VALIDATION_ERROR', field: rule[1], message: words.fields[rule[1]].error }; });
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

  // The demo's own files (square-standin-words.js, square-bank-trip.js), each loaded once, when first
  // needed, defining window[name]; one that fails to load is tried again next time.
  var loads = {};
  function loadOnce(file, name) {
    if (window[name]) return Promise.resolve(window[name]);
    return (loads[file] = loads[file] || new Promise(function (resolve, reject) {
      var script = document.head.appendChild(el('script', { src: '/demo/' + file }));
      script.addEventListener('load', function () { resolve(window[name]); });
      script.addEventListener('error', function () { loads[file] = null; reject(new Error('PaymentMethodUnsupportedError')); });
    }));
  }
  function loadWords() { return loadOnce('square-standin-words.js', 'SquareStandinWords'); }

  function Card(payments) {
    this.id = 'sq-standin-' + (instances += 1);
    this.payments = payments;
    this.container = null;
    this.group = null; this.labels = {}; this.inputs = {}; this.messages = {}; this.invalid = [];
    this.destroyed = false;
  }

  /** Writes the card's words in its payments' language (again after setLocale); what is typed stays. */
  Card.prototype.speak = function () {
    if (!this.group) return;
    var words = this.payments.words();
    this.group.setAttribute('aria-label', words.card);
    this.group.setAttribute('lang', words.lang);
    FIELDS.forEach(function (f) {
      var invalid = this.invalid.indexOf(f.name) >= 0;
      this.labels[f.name].textContent = words.fields[f.name].label;
      this.inputs[f.name].placeholder = words.fields[f.name].placeholder;
      this.messages[f.name].textContent = invalid ? words.fields[f.name].error : '';
      this.messages[f.name].hidden = !invalid;
      if (invalid) this.inputs[f.name].setAttribute('aria-invalid', 'true');
      else this.inputs[f.name].removeAttribute('aria-invalid');
    }, this);
  };

  Card.prototype.attach = function (target) {
    var self = this;
    return Promise.resolve().then(function () {
      if (self.destroyed) throw new Error('PaymentMethodAlreadyDestroyedError: this card was destroyed.');
      var element = typeof target === 'string' ? document.querySelector(target) : target;
      if (!element) throw new Error('ElementNotFoundError: ' + String(target) + ' was not found.');
      element.textContent = '';
      var group = (self.group = el('div', { role: 'group', className: 'sq-standin' }));
      FIELDS.forEach(function (f) {
        var id = self.id + '-' + f.name;
        var input = el('input', { id: id, name: f.name, type: 'text', autocomplete: f.autocomplete, inputMode: f.inputmode, 'aria-describedby': id + '-error' });
        var message = el('p', { id: id + '-error', className: 'field-error', hidden: true });
        var label = el('label', { htmlFor: id });
        group.appendChild(el('div', { className: 'field' }, [label, input, message]));
        self.labels[f.name] = label; self.inputs[f.name] = input; self.messages[f.name] = message;
      });
      self.speak();
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
      var errors = validate(values, new Date(), self.payments.words());
      self.invalid = errors.map(function (e) { return e.field; });
      self.speak();
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
    this.group = null; this.labels = {}; this.inputs = {}; this.messages = {}; this.invalid = [];
    var wasAlive = !this.destroyed; this.destroyed = true;
    return Promise.resolve(wasAlive);
  };

  // Square's card also emits focus/validity events; the portal does not listen to them.
  Card.prototype.addEventListener = Card.prototype.removeEventListener = function () {};

  // Wallets (issue 24): payments.paymentRequest(options), payments.googlePay(request) (attach draws a
  // button named 'Google Pay'), payments.applePay(request) (rejects, as Square's does, unless
  // window.ApplePaySession?.canMakePayments() is true). A wallet's tokenize() opens an in-page dialog
  // named after the wallet showing the amount, with 'Pay' ({status: 'OK', token}) and 'Cancel'
  // ({status: 'Cancel'}, also Escape): 'Pagar' and 'Cancelar' for a Spanish locale.
  function PaymentRequest(options) { this.options = options; }
  PaymentRequest.prototype.update = function (changes) {
    this.options = Object.assign({}, this.options, changes); return true;
  };
  PaymentRequest.prototype.addEventListener = function () {};

  function money(amount) {
    return '$' + Number(amount).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  // An in-page modal dialog in `words`' language named `name` saying `text`, with one button per choice
  // (the first has focus); a choice, or Escape (the last choice's answer), resolves its answer once.
  function openDialog(words, name, text, choices, className) {
    return new Promise(function (resolve) {
      var id = 'sq-standin-sheet-' + (instances += 1);
      var dialog = el('dialog', { className: 'sq-standin-wallet-sheet ' + className, 'aria-labelledby': id, lang: words.lang }, [
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

  function openSheet(name, request, words) {
    var total = request.options.total;
    return openDialog(words, name, total.label + ': ' + money(total.amount), [
      { label: words.pay, answer: function () { return { status: 'OK', token: randomToken(), details: { method: name.replace(' ', '') } }; } },
      { label: words.cancel, answer: function () { return { status: 'Cancel' }; } },
    ], '');
  }

  function Wallet(name, request, payments) {
    this.name = name; this.request = request; this.payments = payments;
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
    return openSheet(this.name, this.request, this.payments.words());
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

  // Bank account (issue 33): payments.ach(options), in square-standin-bank.js, loaded with the first
  // ach() together with square-bank-trip.js (a bank whose sign-in is at its own site).
  var kit = { openDialog: openDialog, money: money, randomToken: randomToken };

  window.Square = {
    payments: function (applicationId, locationId) {
      if (typeof applicationId !== 'string' || applicationId === '')
        throw new Error("InvalidApplicationIdError: The Payment 'applicationId' option is not in the correct format.");
      var cards = [];
      var payments = {
        applicationId: applicationId,
        locationId: locationId,
        locale: navigator.language || 'en-US',
        /** Its methods' words from now on; its attached cards speak the new language at once. */
        setLocale: function (locale) {
          var previous = payments.locale;
          payments.locale = String(locale);
          cards.forEach(function (card) { card.speak(); });
          return Promise.resolve({ previousLocale: previous, newLocale: payments.locale });
        },
        words: function () { return window.SquareStandinWords.of(payments.locale); },
        card: function () {
          return loadWords().then(function () { var card = new Card(payments); cards.push(card); return card; });
        },
        paymentRequest: function (options) { return new PaymentRequest(options); },
        googlePay: function (request) { return loadWords().then(function () { return new Wallet('Google Pay', request, payments); }); },
        applePay: function (request) {
          if (!canUseApplePay())
            return Promise.reject(new Error('PaymentMethodUnsupportedError: Apple Pay is not supported in this browser.'));
          return loadWords().then(function () { return new Wallet('Apple Pay', request, payments); });
        },
        ach: function (options) {
          if (!locationId) return Promise.reject(new Error('InvalidOptionError: ACH needs a location id.'));
          var bank = loadOnce('square-standin-bank.js', 'SquareStandinBank');
          var trip = loadOnce('square-bank-trip.js', 'SquareStandinBankTrip');
          return Promise.all([bank, trip, loadWords()]).then(function (loaded) {
            return loaded[0].ach(options, loaded[1], payments, kit);
          });
        },
      };
      return payments;
    },
  };
})();
