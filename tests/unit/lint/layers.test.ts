// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config, without type information (the sources below are not on disk),
// applied to imports that break the layering: each must be reported by the rule named.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

const forbidden: [string, string, string, RegExp][] = [
  ['machines import src (alias)', 'machines/x.machine.ts', "import '@/api/calls';", /no-restricted/],
  ['machines import src (deep relative path)', 'machines/rules/x.ts', "import '../../src/api/calls';", /local\/layers/],
  ['machines import React', 'machines/x.machine.ts', "import 'react';", /no-restricted-imports/],
  ['ui imports a screen', 'src/ui/X.tsx', "import '@/screens/help/HelpPage';", /local\/layers/],
  ['ui imports app (relative)', 'src/ui/X.tsx', "import '../app/confirmationActor';", /local\/layers/],
  ['ui imports demo', 'src/ui/X.tsx', "import '@/demo/providers';", /local\/layers/],
  ['a screen imports app', 'src/screens/delivery/X.tsx', "import '@/app/live/delivery';", /local\/layers/],
  ['a screen imports demo', 'src/screens/delivery/X.tsx', "import '@/demo/providers';", /local\/layers/],
  [
    'a screen imports another screen folder',
    'src/screens/delivery/X.tsx',
    "import '../help/HelpPage';",
    /local\/layers/,
  ],
  ['api imports a screen', 'src/api/x.ts', "import '@/screens/help/HelpPage';", /local\/layers/],
  ['the portal imports the support console', 'src/App.tsx', "import '@/console/ConsoleApp';", /local\/layers/],
  ['a route imports the support console', 'src/app/routes/X.tsx', "import '../../console/x';", /local\/layers/],
  ['the support console imports the demo', 'src/console/X.tsx', "import '@/demo/traces';", /local\/layers/],
  ["the support console imports the portal's entry", 'src/console/X.tsx', "import '@/App';", /local\/layers/],
  [
    'the support console imports the inspector',
    'src/console/X.tsx',
    "import '@/observability/inspector';",
    /local\/layers/,
  ],
  [
    'api runs machine code',
    'src/api/x.ts',
    "import { paymentMachine } from '@machines/payment/payment.machine';\nvoid paymentMachine;",
    /no-restricted-imports/,
  ],
  ['an import climbs two folders', 'src/screens/delivery/X.tsx', "import '../../ui/Loading';", /no-restricted-imports/],
  [
    "a flow imports another flow's rule",
    'machines/bill/x.machine.ts',
    "import '@machines/payment/rules/paymentValidation';",
    /local\/layers/,
  ],
  [
    "a flow imports another flow's context (relative)",
    'machines/bill/x.machine.ts',
    "import '../payment/payment.context';",
    /local\/layers/,
  ],
  [
    "a flow imports another flow's view",
    'machines/delivery/x.ts',
    "import '@machines/bill/paymentOption.view';",
    /local\/layers/,
  ],
  ['a shared rule imports a flow', 'machines/rules/x.ts', "import '@machines/payment/types';", /local\/layers/],
  [
    'the shared types import a flow',
    'machines/types.ts',
    "import '@machines/session/session.machine';",
    /local\/layers/,
  ],
];

const allowed: [string, string, string][] = [
  [
    "a flow imports another flow's machine and types",
    'machines/delivery/x.machine.ts',
    "import '@machines/bill/guarantorView.machine';\nimport '../payment/types';",
  ],
  [
    'a flow imports its own rules and the shared ones',
    'machines/payment/x.machine.ts',
    "import './rules/paymentValidation';\nimport '@machines/rules/money';\nimport '@machines/types';",
  ],
  ['app imports a screen', 'src/app/routes/X.tsx', "import '@/screens/help/HelpPage';"],
  [
    'a screen imports ui and machines',
    'src/screens/delivery/X.tsx',
    "import '@/ui/Loading';\nimport '@machines/rules/zip';",
  ],
  [
    'api names a machine type',
    'src/api/x.ts',
    "import type { ProviderData } from '@machines/types';\nexport type P = ProviderData;",
  ],
];

describe('layers enforced by lint', () => {
  it.each(forbidden)('reports: %s', async (_, file, source, rule) => {
    expect((await problems(file, source)).join('\n')).toMatch(rule);
  });

  it.each(allowed)('allows: %s', async (_, file, source) => {
    const found = await problems(file, source);
    expect(found.filter((p) => /no-restricted|local\/layers/.test(p))).toEqual([]);
  });
});
