// The demo API alone on 127.0.0.1 (npm start runs it beside Vite's dev server, which proxies the API
// paths to it): node scripts/serve/demo-api.mjs [port], default DEMO_API_PORT or 5174.
import { createServer } from 'node:http';

import { loadDemoApi } from './load-demo-api.mjs';

const port = Number(process.argv[2] ?? process.env.DEMO_API_PORT ?? 5174);
// Traces are kept across restarts: in DEMO_TRACE_DATA_DIR (default .demo-traces; not serve:traces's
// .trace-store, which it may hold open beside this), or on the server at DATABASE_URL when set.
const api = await loadDemoApi({ traceDataDir: process.env.DEMO_TRACE_DATA_DIR || '.demo-traces' });
const server = createServer((req, res) => {
  api.handle(req, res).then(
    (answered) => {
      if (!answered) {
        api.visit(req, res);
        res.statusCode = 404;
        res.end();
      }
    },
    (error) => {
      console.error(error);
      res.statusCode = 500;
      res.end();
    },
  );
});
server.listen(port, '127.0.0.1', () => console.log(`demo API on http://127.0.0.1:${port}`));
// PGlite closes its folder before the process ends.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => api.close().finally(() => process.exit(0))));
