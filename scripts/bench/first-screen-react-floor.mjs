// The React floors of `npm run bench:first-screen -- --react-floors` (issue 57): the floor page
// (first-screen-floor.mjs) with the one thing the design card adds to any first screen, React. Its call
// leaves from an inline script as the portal's entry's does; React and React DOM (production, minified
// by the same Vite) render the provider's name as the heading once both are there. Two ways:
// - REACT_FLOOR_PREFIX: React in a file of its own, as the portal's app chunk is (one more round trip,
//   its bytes after the page's);
// - REACT_INLINE_FLOOR_PREFIX: React's code inline in the page, after the call's script.
// So a goal against the floor can be told apart from what the chosen packages cost on this chain.
import { buildAlone } from './build-alone.mjs';
import { callScript, floorCsp, floorHtml, hashOf } from './first-screen-floor.mjs';

export const REACT_FLOOR_PREFIX = '/__react-floor';
export const REACT_INLINE_FLOOR_PREFIX = '/__react-inline-floor';
/** React's file for REACT_FLOOR_PREFIX (under no page's prefix). */
export const REACT_FLOOR_SCRIPT = '/__react-floor-code.js';

// The heading as the floor's script writes it, rendered by React from the call's answer.
const ENTRY_CODE = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
const heading = document.getElementById('h');
window.__floorProvider.then((name) => { if (name) createRoot(heading.parentNode).render(createElement('h1', { id: 'h' }, name)); });`;
// The call, from a classic inline script that runs as the page is parsed; its answer for React's code.
const CALL = `window.__floorProvider=${callScript('return (await r.json()).ProviderName;')};`;

async function reactCode() {
  const chunks = await buildAlone('react-floor', ENTRY_CODE);
  if (chunks.length !== 1) throw new Error(`react floor: ${chunks.length} chunks, not one`);
  const code = chunks[0];
  // The HTML parser ends a script at '</script' and treats '<!--' in it specially.
  if (/<!--/.test(code)) throw new Error("react floor: React's code holds '<!--'");
  return code.replace(/<\/script/gi, '<\\/script');
}

/** { script: React's file, pages: prefix → { html, csp } }, React built once. */
export async function reactFloors() {
  const code = await reactCode();
  const call = `<script>${CALL}</script>`;
  return {
    script: code,
    pages: {
      [REACT_FLOOR_PREFIX]: {
        html: floorHtml(`${call}<script type="module" src="${REACT_FLOOR_SCRIPT}"></script>`),
        csp: floorCsp(`'self' ${hashOf(CALL)}`),
      },
      [REACT_INLINE_FLOOR_PREFIX]: {
        html: floorHtml(`${call}<script type="module">${code}</script>`),
        csp: floorCsp(`${hashOf(CALL)} ${hashOf(code)}`),
      },
    },
  };
}
