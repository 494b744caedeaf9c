import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInThisContext } from 'node:vm';

import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The stand-in is a plain script the demo build serves from /demo/; run it here as a browser would.
const root = resolve(process.cwd(), 'demo-public/demo') + '/';

interface TokenResult {
  status: string;
  token?: string;
  errors?: { type: string; field: string; message: string }[];
  details?: { card: { last4: string; brand: string } };
}
interface StandinCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<TokenResult>;
  destroy(): Promise<boolean>;
}
interface StandinPayments {
  card(): Promise<StandinCard>;
  setLocale(locale: string): Promise<{ previousLocale: string; newLocale: string }>;
}
interface StandinSquare {
  payments(applicationId: string, locationId?: string): StandinPayments;
}

const win = window as unknown as { Square?: StandinSquare; __ppaLoaded?: boolean };

beforeAll(() => {
  // jsdom here does not run <script> elements; run the files against the same globals instead.
  for (const file of ['square-standin-words.js', 'square-standin.js', 'ppa-standin.js'])
    runInThisContext(readFileSync(`${root}${file}`, 'utf8'));
});

async function attachedCard(): Promise<StandinCard> {
  document.body.innerHTML = '<div id="card-container"></div>';
  const card = await win.Square!.payments('sandbox-sq0idb-demo', 'L1').card();
  await card.attach('#card-container');
  return card;
}

describe('Square Web Payments SDK stand-in', () => {
  it('renders labelled card inputs inside the element', async () => {
    await attachedCard();
    expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument();
    for (const name of [
      'Card number',
      'Expiration date (MM/YY)',
      'Security code (CVV)',
      'Billing ZIP or postal code',
    ]) {
      expect(screen.getByLabelText(name)).toBeInTheDocument();
    }
  });

  it('answers status Invalid with one error per empty field, and marks the fields', async () => {
    const card = await attachedCard();
    const result = await card.tokenize();
    expect(result.status).toBe('Invalid');
    expect(result.token).toBeUndefined();
    expect(result.errors?.map((e) => e.field)).toEqual(['cardNumber', 'expirationDate', 'cvv', 'postalCode']);
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Enter a valid card number.');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
  });

  it('tokenizes a filled card to a demo-sq-token-… token that holds no card data', async () => {
    const card = await attachedCard();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.type(
      screen.getByLabelText('Expiration date (MM/YY)'),
      `12/${String(new Date().getFullYear() + 1).slice(2)}`,
    );
    await user.type(screen.getByLabelText('Security code (CVV)'), '123');
    await user.type(screen.getByLabelText('Billing ZIP or postal code'), '30301');
    const result = await card.tokenize();
    expect(result.status).toBe('OK');
    expect(result.token).toMatch(/^demo-sq-token-[0-9a-f]{24}$/);
    expect(result.token).not.toContain('4111');
    expect(result.details?.card).toMatchObject({ last4: '1111', brand: 'VISA' });
    expect(screen.getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
    const again = await card.tokenize();
    expect(again.token).not.toBe(result.token);
  });

  it('empties the element on destroy and refuses to tokenize afterwards', async () => {
    const card = await attachedCard();
    expect(await card.destroy()).toBe(true);
    expect(document.getElementById('card-container')).toBeEmptyDOMElement();
    await expect(card.tokenize()).rejects.toThrow(/destroyed/);
  });

  it('refuses to attach to a missing element', async () => {
    const card = await win.Square!.payments('sandbox-sq0idb-demo').card();
    await expect(card.attach('#nowhere')).rejects.toThrow(/not found/);
  });
});

describe("the stand-in's language (issue 48)", () => {
  const spanishLabels = [
    'Número de tarjeta',
    'Fecha de vencimiento (MM/AA)',
    'Código de seguridad (CVV)',
    'Código postal de facturación',
  ];

  it('draws its card in Spanish once told es-US, and redraws an attached card on a switch, keeping what was typed', async () => {
    document.body.innerHTML = '<div id="card-container"></div>';
    const payments = win.Square!.payments('sandbox-sq0idb-demo', 'L1');
    expect(await payments.setLocale('es-US')).toEqual({ previousLocale: 'en-US', newLocale: 'es-US' });
    const card = await payments.card();
    await card.attach('#card-container');
    expect(screen.getByRole('group', { name: 'Datos de la tarjeta' })).toHaveAttribute('lang', 'es');
    for (const name of spanishLabels) expect(screen.getByLabelText(name)).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Número de tarjeta'), '4111');
    await card.tokenize();
    expect(screen.getByLabelText('Número de tarjeta')).toHaveAccessibleDescription(
      'Escriba un número de tarjeta válido.',
    );

    await payments.setLocale('en-US');
    expect(screen.getByRole('group', { name: 'Card details' })).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Card number')).toHaveValue('4111');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Enter a valid card number.');
    expect(screen.getByLabelText('Expiration date (MM/YY)')).toHaveAttribute('placeholder', 'MM/YY');
  });

  it("follows the browser's language until told", async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
    document.body.innerHTML = '<div id="card-container"></div>';
    const card = await win.Square!.payments('sandbox-sq0idb-demo').card();
    await card.attach('#card-container');
    for (const name of spanishLabels) expect(screen.getByLabelText(name)).toBeInTheDocument();
  });
});

describe('paper-privacy widget stand-in', () => {
  it('only says it loaded', () => {
    expect(win.__ppaLoaded).toBe(true);
  });
});
