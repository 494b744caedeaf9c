// Placeholder until the demo backend lands: msw/node server with the demo handlers.
import { setupServer } from 'msw/node';

export const server = setupServer();
export function resetDemoBackend(): void {}
