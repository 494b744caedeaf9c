import type { ReactNode } from 'react';

import type { AcceptedMethod, CardBrand } from '@/api/types';

/** Small inline badges (no image requests); the accessible name is the brand's name. */
const BRANDS: Record<CardBrand, { name: string; art: ReactNode }> = {
  AMEX: {
    name: 'American Express',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#1f72cd" />
        <text x="24" y="19" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff">
          AMEX
        </text>
      </>
    ),
  },
  VISA: {
    name: 'Visa',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#1a1f71" />
        <text x="24" y="20" textAnchor="middle" fontSize="12" fontWeight="700" fontStyle="italic" fill="#fff">
          VISA
        </text>
      </>
    ),
  },
  MC: {
    name: 'Mastercard',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#252525" />
        <circle cx="19" cy="15" r="9" fill="#eb001b" />
        <circle cx="29" cy="15" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  DISC: {
    name: 'Discover',
    art: (
      <>
        <rect width="47" height="29" x="0.5" y="0.5" rx="4" fill="#fff" stroke="#6b7280" />
        <text x="3" y="18" fontSize="7" fontWeight="700" fill="#111">
          DISC
        </text>
        <circle cx="25.5" cy="15.5" r="3.5" fill="#f48120" />
        <text x="29.5" y="18" fontSize="7" fontWeight="700" fill="#111">
          VER
        </text>
      </>
    ),
  },
};

export function CardLogo({ brand }: { brand: CardBrand }) {
  const { name, art } = BRANDS[brand];
  return (
    <svg className="card-logo" role="img" aria-label={name} viewBox="0 0 48 30" width="48" height="30">
      {art}
    </svg>
  );
}

/** A bank building (issue 33): `ACH` among the accepted methods; its name comes from the page's language. */
export function BankLogo({ name }: { name: string }) {
  return (
    <svg className="card-logo" role="img" aria-label={name} viewBox="0 0 48 30" width="48" height="30">
      <rect width="47" height="29" x="0.5" y="0.5" rx="4" fill="#fff" stroke="#6b7280" />
      <path d="M24 4 L37 10 H11 Z" fill="#1f2937" />
      <rect x="13" y="12" width="3" height="10" fill="#1f2937" />
      <rect x="19.5" y="12" width="3" height="10" fill="#1f2937" />
      <rect x="25.5" y="12" width="3" height="10" fill="#1f2937" />
      <rect x="32" y="12" width="3" height="10" fill="#1f2937" />
      <rect x="10" y="23" width="28" height="3" fill="#1f2937" />
    </svg>
  );
}

const isBrand = (method: AcceptedMethod): method is CardBrand => method in BRANDS;

/**
 * The provider's accepted payment methods, in the provider's order: card brands, and `ACH` as a bank
 * symbol named `bankName` (shown only when given). Unknown codes are skipped.
 */
export function CardLogos({
  brands,
  label,
  bankName,
}: {
  brands: readonly AcceptedMethod[];
  label: string;
  bankName?: string | undefined;
}) {
  const known = brands.filter((b) => isBrand(b) || (b === 'ACH' && bankName));
  if (known.length === 0) return null;
  return (
    <ul className="card-logos" aria-label={label}>
      {known.map((method) => (
        <li key={method}>{isBrand(method) ? <CardLogo brand={method} /> : <BankLogo name={bankName!} />}</li>
      ))}
    </ul>
  );
}
