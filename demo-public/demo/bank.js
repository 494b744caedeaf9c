// The stand-in bank page (/demo/bank.html) for the Square stand-in's 'Sign in at your bank'
// (square-bank-trip.js), as the bank's own site is for Plaid's OAuth banks. ?redirect= is where the tab
// goes back to, ?transaction= the ach's transactionId: 'Approve' and 'Cancel' send the tab to the
// return address with oauth_state_id=<transaction> and demo_bank_outcome=approved|cancelled set in its
// query (its path, other query parameters and fragment kept), as Plaid's OAuth return does. Only an
// address on this page's own origin is taken (a path, or an absolute http(s) URL of this origin): any
// other is never visited, and the page says so with no buttons. Nothing is kept in storage.
(function () {
  'use strict';

  var params = new URLSearchParams(window.location.search);
  var transaction = params.get('transaction');

  /** The return address as a URL of this page's origin, or null (missing, malformed or elsewhere). */
  function returnAddress(redirect) {
    if (!redirect) return null;
    var url;
    try {
      url = new URL(redirect, window.location.href);
    } catch (error) {
      return null;
    }
    return /^https?:$/.test(url.protocol) && url.origin === window.location.origin ? url : null;
  }

  var back = returnAddress(params.get('redirect'));
  if (!back || !transaction) {
    var problem = document.getElementById('bank-problem');
    problem.textContent = back ? 'This sign-in names no transaction.' : 'This return address is not allowed.';
    problem.hidden = false;
    return;
  }

  function goBack(outcome) {
    back.searchParams.set('oauth_state_id', transaction);
    back.searchParams.set('demo_bank_outcome', outcome);
    window.location.assign(back.href);
  }
  document.getElementById('bank-approve').addEventListener('click', function () { goBack('approved'); });
  document.getElementById('bank-cancel').addEventListener('click', function () { goBack('cancelled'); });
  document.getElementById('bank-choices').hidden = false;
})();
