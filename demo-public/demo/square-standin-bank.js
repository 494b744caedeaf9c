// The Square stand-in's bank account (issue 33), loaded by square-standin.js with the first
// payments.ach(options) (beside square-bank-trip.js and the words): an object with
// addEventListener('ontokenization', listener) and tokenize({ intent, accountHolderName, amount, currency }),
// which opens an in-page dialog 'Connect your bank' ('Conecte su banco' for a Spanish locale) showing the
// amount: 'Connect and pay' (the listener receives { detail: { tokenResult: { status: 'OK', token } } }),
// 'Connect a closed account' (a token the demo backend refuses), 'Sign in at your bank' (a bank whose
// sign-in is at its own site: square-bank-trip.js) and 'Cancel' or Escape ({ detail: { error } }, as when a
// buyer leaves Square's bank dialog). Its words are its payments' at the time of tokenize().
(function () {
  'use strict';

  // Loaded again (a second copy of the stand-in): keep the first copy.
  if (window.SquareStandinBank) return;

  var CLOSED_ACCOUNT_TOKEN_PREFIX = 'demo-sq-closed-account-';

  function connected(token) {
    return { tokenResult: { status: 'OK', token: token, details: { method: 'ACH' } } };
  }

  /** `kit` is the stand-in's own: openDialog(words, name, text, choices, className), money, randomToken. */
  function Ach(options, trip, payments, kit) {
    this.options = options || {}; this.trip = trip; this.payments = payments; this.kit = kit;
    this.listeners = []; this.destroyed = false;
  }
  Ach.prototype.addEventListener = function (type, listener) {
    if (type !== 'ontokenization') return;
    this.listeners.push(listener);
    var kit = this.kit;
    this.trip.listening(this, function () { return connected(kit.randomToken()); }); // back from the bank's site?
  };
  Ach.prototype.removeEventListener = function (type, listener) {
    this.listeners = this.listeners.filter(function (l) { return l !== listener; });
  };
  Ach.prototype.tokenize = function (options) {
    var self = this;
    var kit = this.kit;
    if (this.destroyed) return Promise.reject(new Error('PaymentMethodAlreadyDestroyedError'));
    if (!options || options.intent !== 'CHARGE' || !options.amount || options.currency !== 'USD')
      return Promise.reject(new Error('InvalidOptionError: intent CHARGE, amount and currency USD are required.'));
    if (!options.accountHolderName) return Promise.reject(new Error('PlaidMissingNameError'));
    var words = this.payments.words();
    kit.openDialog(words, words.bank, words.amount + ': ' + kit.money(options.amount), [
      { label: words.connect, answer: function () { return connected(kit.randomToken()); } },
      {
        label: words.connectClosed,
        answer: function () { return connected(CLOSED_ACCOUNT_TOKEN_PREFIX + kit.randomToken().slice('demo-sq-token-'.length)); },
      },
      { label: this.trip.label(this.payments.locale), answer: function () { return self.trip.leave(self.options); } }, // null: gone
      { label: words.cancel, answer: function () { return { error: 'The buyer left the bank dialog.' }; } },
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

  window.SquareStandinBank = {
    ach: function (options, trip, payments, kit) { return new Ach(options, trip, payments, kit); },
  };
})();
