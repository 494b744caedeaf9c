import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { FIRST_PAINT_ROOT, FIRST_PAINT_SPINNER } from '@/ui/firstPaint';
import { Loading } from '@/ui/Loading';
import { Spinner } from '@/ui/Spinner';
import { render } from '@tests/support/render';

// The HTML's first paint (vite.config.ts) is what React first renders, so nothing changes when React
// replaces it but the words arriving.
describe('the first paint in the HTML', () => {
  it('draws the Spinner component, markup for markup', () => {
    expect(FIRST_PAINT_SPINNER).toBe(renderToStaticMarkup(<Spinner />));
  });

  it('is the Loading state in the shell, without words (the language is not known yet)', () => {
    const html = document.createElement('div');
    html.innerHTML = FIRST_PAINT_ROOT;
    const shell = html.querySelector('#root > header.site-header + main#main.site-main > p.loading');
    expect(shell?.textContent).toBe('');

    const { container } = render(<Loading />);
    const loading = container.querySelector('p.loading')!;
    expect(loading).toHaveTextContent('Loading');
    expect(shell?.innerHTML).toBe(loading.querySelector('svg.spinner')!.outerHTML);
  });
});
