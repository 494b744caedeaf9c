// The demo's provider content files (issue 48; demo-scenarios.md "Provider content"), served at the
// address the dev server and the demo and browser-test builds are given (src/config.ts): `demo` and
// `hostile` have one; every other provider none (404: the portal's own sentence).
import demo from './providerContent/demo.json';
import hostile from './providerContent/hostile.json';

/** Where the demo serves them: VITE_PROVIDER_CONTENT_URL's template outside production. */
export const DEMO_PROVIDER_CONTENT_URL = '/demo/providers/{key}.json';

export const PROVIDER_CONTENT: Readonly<Record<string, typeof demo>> = { demo, hostile };
