// The bank whose sign-in is at the bank's own site (Plaid's OAuth banks), for the Square stand-in:
// square-standin.js loads this file with the first payments.ach(options), and the bank's dialog
// (square-standin-bank.js) draws its button, 'Sign in at your bank' (in the payments' language). The ach
// object must have been made with Square's options { redirectURI, transactionId } (both strings): the
// button sends the whole tab to the stand-in bank page (/demo/bank.html, bank.js) with both. Its 'Approve' and 'Cancel' send the tab back to
// redirectURI with oauth_state_id=<transactionId> and demo_bank_outcome=approved|cancelled in the query,
// as Plaid's OAuth return does. There, an ach made again with the same transactionId answers its
// 'ontokenization' listeners once per page load, just after the first is added: { tokenResult: { status:
// 'OK', token } } after Approve, { error } after Cancel, as the dialog's 'Cancel' does. The address
// carries the outcome: nothing is kept in storage. An ach made without redirectURI or transactionId
// cannot take the trip: the button answers { error } as 'Cancel' does.
(function () {
  'use strict';

  // Loaded again (a second copy of the stand-in): keep the first copy and what it has delivered.
  if (window.SquareStandinBankTrip) return;

  var BANK_PAGE = '/demo/bank.html';
  var LABELS = { en: 'Sign in at your bank', es: 'Iniciar sesión en su banco' };
  /** The transaction ids whose return this page load has delivered, each once. */
  var delivered = Object.create(null);

  function given(value) {
    return typeof value === 'string' && value !== '';
  }

  window.SquareStandinBankTrip = {
    /** The button's name: Spanish for a Spanish locale ('es', 'es-US', …), English otherwise. */
    label: function (locale) {
      return /^es(-|$)/i.test(String(locale || '')) ? LABELS.es : LABELS.en;
    },

    /**
     * The button's answer for an ach made with `options`: leaves for the bank page and answers nothing
     * (null), or, without redirectURI or transactionId, answers an error as 'Cancel' does.
     */
    leave: function (options) {
      if (!given(options.redirectURI) || !given(options.transactionId))
        return { error: 'This bank signs in at its own site: payments.ach() needs a redirectURI and a transactionId.' };
      var query = new URLSearchParams({ redirect: options.redirectURI, transaction: options.transactionId });
      window.location.assign(BANK_PAGE + '?' + query);
      return null;
    },

    /**
     * `ach` has been given an 'ontokenization' listener: if this page is the return from the bank for
     * its transaction id (oauth_state_id in the address) and that return has not been delivered yet,
     * its listeners get the outcome once, after this task (`approved()` makes a token's detail).
     */
    listening: function (ach, approved) {
      var id = ach.options.transactionId;
      if (!given(id) || ach.bankReturnDue || delivered[id]) return;
      var query = new URLSearchParams(window.location.search);
      if (query.get('oauth_state_id') !== id) return;
      ach.bankReturnDue = true;
      setTimeout(function () {
        ach.bankReturnDue = false;
        // Destroyed, or its listener taken away, before now: a later ach of the same id gets it.
        if (delivered[id] || ach.destroyed || ach.listeners.length === 0) return;
        delivered[id] = true;
        var detail =
          query.get('demo_bank_outcome') === 'approved' ? approved() : { error: 'The buyer cancelled at the bank.' };
        ach.listeners.slice().forEach(function (listener) { listener({ detail: detail }); });
      }, 0);
    },
  };
})();
