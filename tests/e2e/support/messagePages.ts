/** The portal's message pages (src/App.tsx's /msg routes), one list for every browser test that walks them all. */
export const MESSAGE_PATHS = [
  '/msg/maintenance',
  '/msg/not-accepting-payments',
  '/msg/guarantor-locked',
  '/msg/guarantor-ib',
  '/msg/guarantor-dp',
  '/msg/invalid-delivery',
] as const;
