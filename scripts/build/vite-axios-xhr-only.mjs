// The browser bundle's axios sends over XMLHttpRequest only (src/api/client.ts sends through its XHR adapter:
// it has upload progress and a native timeout). axios still imports its fetch adapter and the
// object-to-FormData and URL-encoded serialisers, which our own transformRequest never reaches, and
// two static conveniences of its default export; replacing those modules with stubs takes ~6 KB
// gzipped off the first render (docs/decisions.md). A stub that is reached anyway throws, so a change
// in axios fails loudly in the browser tests.
const STUBS = [
  [/axios\/lib\/adapters\/fetch\.js$/, 'export const getFetch = () => undefined;'],
  [/axios\/lib\/helpers\/toFormData\.js$/, stub('toFormData')],
  [/axios\/lib\/helpers\/formDataToJSON\.js$/, stub('formDataToJSON')],
  [/axios\/lib\/helpers\/toURLEncodedForm\.js$/, stub('toURLEncodedForm')],
  // Static conveniences on the default export, which nothing here reads (issue 34: ~1 KB before the
  // first render): cancelling goes by AbortSignal, statuses are numbers in src/api/callPolicy.ts.
  [/axios\/lib\/cancel\/CancelToken\.js$/, stub('CancelToken')],
  [/axios\/lib\/helpers\/HttpStatusCode\.js$/, stubObject('HttpStatusCode')],
];

/** An object whose every read throws: axios only assigns it (axios.HttpStatusCode = …). */
function stubObject(name) {
  return `export default new Proxy({}, { get() { throw new Error('axios ${name} is not in this build (scripts/build/vite-axios-xhr-only.mjs)'); } });`;
}

function stub(name) {
  return `export default function ${name}() { throw new Error('axios ${name} is not in this build (scripts/build/vite-axios-xhr-only.mjs)'); }`;
}

/** @returns {import('vite').Plugin} */
export function axiosXhrOnly() {
  return {
    name: 'local:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0].replaceAll('\\', '/');
      return STUBS.find(([pattern]) => pattern.test(path))?.[1];
    },
  };
}
