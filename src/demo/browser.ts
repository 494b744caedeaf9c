// The page's part of the demo (dev server and demo build only; main.tsx never imports it in
// production). The demo backend is a real HTTP server (src/demo/apiServer.ts); the page only honours
// `?demo-reset` for its own session and drops the parameter.
import { handleResetParam } from './reset';

export async function startDemoPage(): Promise<void> {
  await handleResetParam();
}
