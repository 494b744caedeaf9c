import type { ReactNode } from 'react';

import type { CardBrand } from '@/api/types';

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

/** The provider's accepted payment methods, in the provider's order. Unknown codes are skipped. */
export function CardLogos({ brands, label }: { brands: readonly CardBrand[]; label: string }) {
  const known = brands.filter((b) => b in BRANDS);
  if (known.length === 0) return null;
  return (
    <ul className="card-logos" aria-label={label}>
      {known.map((brand) => (
        <li key={brand}>
          <CardLogo brand={brand} />
        </li>
      ))}
    </ul>
  );
}
