// Square's Web Payments SDK script URLs. Also read by vite.config.ts for dist/script-inventory.json.
export const SQUARE_SCRIPTS = {
  production: 'https://web.squarecdn.com/v1/square.js',
  sandbox: 'https://sandbox.web.squarecdn.com/v1/square.js',
} as const;
