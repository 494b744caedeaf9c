// The floor page of `npm run bench:first-screen` (issue 57): the least a first screen can do on this
// chain. One static HTML page, served by the same server as the bundle, that paints the shell's first
// paint (header bar and spinner, as index.html does, so its FCP is the page's own arrival), makes the
// first screen's one necessary call (GetProvider, with the headers the portal's client sends: JSON,
// axios's Accept, the XSRF cookie echoed; no token before sign-in) and paints the provider's name as
// its heading, at the portal's heading size. Any address under FLOOR_PREFIX answers it, so each page
// of the bench has its floor at the same path.
import { createHash } from 'node:crypto';

export const FLOOR_PREFIX = '/__floor';

// src/ui/firstPaint.ts's spinner (a TypeScript file, which this Node cannot import): the first paint.
const SPINNER =
  '<svg class="spinner" viewBox="0 0 20 20" aria-hidden="true" focusable="false">' +
  '<circle class="spinner-track" cx="10" cy="10" r="8.5"></circle>' +
  '<path class="spinner-arc" d="M3.99 3.99a8.5 8.5 0 0 1 12.02 0"></path></svg>';

// The portal's shell (src/styles/shell.css) and heading (src/styles/theme.css) sizes, nothing more.
const STYLE = `:root{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:112.5%;line-height:1.5;color:#1b1f24;background:#f4f6f8}
body{margin:0}header{min-height:calc(56px + 1.5rem + 1px);background:#fff;border-bottom:1px solid #c9d0d8}
main{max-width:52rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;line-height:1.25}
.spinner{width:1.25rem;height:1.25rem;fill:none;stroke-width:3}.spinner-track{stroke:#c9d0d8}.spinner-arc{stroke:#0b5cad}`;

// The provider key as the portal takes it (machines/provider/rules/providerKey.ts): the host name
// minus its last two labels. `then` is what the script does with the name. A failed call writes its
// status into the heading: the bench checks the heading Lighthouse saw as the largest paint.
export const callScript = (then) => `(async()=>{const h=document.getElementById('h');try{
const key=location.hostname.split('.').filter(Boolean).slice(0,-2).join('.');
const xsrf=/(?:^|;\\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
const r=await fetch('/api/GetProvider',{method:'POST',body:JSON.stringify({ProviderKey:key}),headers:{
Accept:'application/json, text/plain, */*','Content-Type':'application/json','X-XSRF-TOKEN':xsrf?decodeURIComponent(xsrf[1]):''}});
if(!r.ok)throw new Error(String(r.status));${then}
}catch(e){h.textContent='floor: GetProvider failed '+e.message}})()`;
const SCRIPT = `${callScript('h.textContent=(await r.json()).ProviderName;')};`;

export const hashOf = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A floor-like page: the shell's first paint, its style, then `scripts` (tags) at the end of the body. */
export const floorHtml = (scripts) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay your bill</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><header></header><main><h1 id="h">${SPINNER}</h1></main>${scripts}</body></html>`;

/** A CSP that lets the page's style and `scriptSources` run, and nothing else. */
export const floorCsp = (scriptSources) =>
  `default-src 'none'; script-src ${scriptSources}; style-src ${hashOf(STYLE)}; connect-src 'self'; img-src data:`;

/** The floor page, and the CSP that lets its inline script and style run (and nothing else). */
export const FLOOR = {
  html: floorHtml(`<script type="module">${SCRIPT}</script>`),
  csp: floorCsp(hashOf(SCRIPT)),
};
