import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { chartCopy } from '@/screens/support/copy';
import { DiagramsPage } from '@/screens/support/DiagramsPage';
import { HANG_GUARD } from '@tests/support/hangGuard';
import { checkoutMachine } from '@tests/unit/observability/fixtures';

describe("the console's machine diagrams", () => {
  it('draws a machine’s statechart once it is opened, nothing lit, beside its Mermaid source', async () => {
    const user = userEvent.setup();
    render(<DiagramsPage machines={{ checkout: checkoutMachine }} />);
    // Closed, nothing is laid out: the chart's code is not even loaded.
    expect(screen.queryByRole('region', { name: chartCopy.chartOf('checkout') })).toBeNull();
    await user.click(screen.getByRole('heading', { name: 'checkout' }));
    const chart = await screen.findByRole('region', { name: chartCopy.chartOf('checkout') }, HANG_GUARD);
    expect(
      within(chart)
        .getAllByRole('group')
        .map((group) => group.getAttribute('data-state'))
        .filter(Boolean),
    ).toEqual(['checkout', 'checkout.editing', 'checkout.submitted']);
    expect(chart.querySelector('[aria-current]')).toBeNull();
    expect(screen.getByLabelText('State diagram of checkout (Mermaid)')).toHaveTextContent('stateDiagram-v2');
  });
});
