// Square's three payment methods as they draw and tokenize (the card widget, the wallets, the bank
// account): one chunk, imported by their actors (./cardWidget.ts, ./wallets.ts, ./bank.ts) when the
// first method's area shows, so none of it is loaded before the payment form (the size budget of
// /d/{id}). Square's own script is loaded once for all of them (./squareMethods.ts).
export { loadSquareBank } from './bankSquare';
export { attachSquareCard } from './cardWidgetSquare';
export { loadSquareWallets } from './walletsSquare';
