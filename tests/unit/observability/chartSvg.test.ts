// The statecharts `npm run diagrams` writes to docs/machines/<id>.svg (scripts/flows/chartSvg.tsx). In
// jsdom for its XML parser: a file that is not well-formed SVG parses to a <parsererror>.
import { describe, expect, it } from 'vitest';

import { chartGraph } from '@/observability/chart/graph';
import { paymentMachine } from '@machines/payment/payment.machine';
import { chartSvgs } from '@scripts/flows/chartSvg';
import { machines } from '@scripts/flows/machines';

describe('the statechart files of docs/machines/', () => {
  it("draw each machine's chart as a standalone SVG file with a box for every state, none lit", async () => {
    const files = await chartSvgs(machines);
    expect(Object.keys(files).sort()).toEqual(
      Object.keys(machines)
        .map((id) => `${id}.svg`)
        .sort(),
    );
    for (const [id, machine] of Object.entries(machines)) {
      const text = files[`${id}.svg`]!;
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror'), id).toHaveLength(0);
      const svg = doc.documentElement;
      expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(svg.getAttribute('aria-label')).toBe(`Statechart of ${id}`);
      const drawn = [...svg.querySelectorAll('[data-state]')].map((g) => g.getAttribute('data-state'));
      expect(drawn.sort(), id).toEqual(
        chartGraph(machine)
          .states.map((state) => state.id)
          .sort(),
      );
      expect(svg.querySelectorAll('[aria-current], [data-taken]'), id).toHaveLength(0);
      // Its arrowheads' ids are its own (the marker every arrow points at is in the file).
      const markers = new Set([...svg.querySelectorAll('marker')].map((m) => `url(#${m.id})`));
      for (const arrow of svg.querySelectorAll('path[marker-end]'))
        expect(markers.has(arrow.getAttribute('marker-end')!), id).toBe(true);
      expect(
        [...markers].every((m) => m.startsWith(`url(#${id}-`)),
        id,
      ).toBe(true);
    }
  });

  it('come out byte for byte the same on every run', async () => {
    // A machine object of its own: chartOf keeps a layout per machine, so this one is laid out afresh.
    const again = await chartSvgs({ payment: paymentMachine.provide({}) });
    expect(again['payment.svg']).toBe((await chartSvgs(machines))['payment.svg']);
  });

  it('fail to parse when broken (the check above can see a broken file)', () => {
    const doc = new DOMParser().parseFromString('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });
});
