// A Vitest reporter for `npm test`'s closing report (summary.mjs): when TEST_REPORT names a file, it
// writes there each test file's time and the reach of every model and screen test (the `reach` meta
// of tests/model/harness). Otherwise it does nothing, so a run by hand leaves no file behind.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export default class SuiteReport {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const out = process.env.TEST_REPORT;
    if (!out) return;
    const files = testModules.map((module) => {
      // Without the environment's set-up: a worker makes it once, yet every file reports it.
      const { prepareDuration, collectDuration, setupDuration, duration } = module.diagnostic();
      return {
        file: relative(this.root, module.moduleId),
        project: module.project.name,
        seconds: (prepareDuration + collectDuration + setupDuration + duration) / 1000,
      };
    });
    // The harness's own tests (tests/unit/harness.test.ts) draw toy machines: only tests/model counts.
    const reach = testModules
      .filter((module) => relative(this.root, module.moduleId).startsWith('tests/model/'))
      .flatMap((module) => [...module.children.allTests()].map((test) => test.meta().reach).filter(Boolean));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify({ files, reach }));
  }
}
