import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { lazyOr } from '@/ui/lazyOr';

const Screen = ({ name }: { name: string }) => <h1>Screen {name}</h1>;
const Broken = ({ name }: { name: string }) => <p>Broken {name}</p>;

/** A module load the test settles by hand. */
function deferredModule() {
  let resolve!: () => void;
  let reject!: () => void;
  const settled = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  const load = vi.fn(() => settled.then(() => ({ default: Screen })));
  /** Settles the load inside act, so React renders what follows before the test looks. */
  const settle = (how: () => void) =>
    act(() => {
      how();
      return settled.catch(() => undefined);
    });
  return { load, resolve: () => settle(resolve), reject: () => settle(reject) };
}

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>Fallback</p>}>{element}</Suspense>);
}

describe('lazyOr', () => {
  it('shows preloaded code at once: no fallback is ever rendered', async () => {
    const { load, resolve } = deferredModule();
    const Lazy = lazyOr(load, Broken);
    void Lazy.preload();
    await resolve();

    renderInSuspense(<Lazy name="delivery" />);

    expect(screen.getByRole('heading', { name: 'Screen delivery' })).toBeInTheDocument();
    expect(screen.queryByText('Fallback')).not.toBeInTheDocument();
  });

  it('shows the Suspense fallback while code that was not preloaded loads, then the screen', async () => {
    const { load, resolve } = deferredModule();
    const Lazy = lazyOr(load, Broken);

    renderInSuspense(<Lazy name="help" />);
    expect(screen.getByText('Fallback')).toBeInTheDocument();

    await resolve();
    expect(await screen.findByRole('heading', { name: 'Screen help' })).toBeInTheDocument();
  });

  it('renders its fallback component with the same props when the code cannot load', async () => {
    const { load, reject } = deferredModule();
    const Lazy = lazyOr(load, Broken);
    void Lazy.preload();

    renderInSuspense(<Lazy name="sso" />);
    await reject();

    expect(await screen.findByText('Broken sso')).toBeInTheDocument();
  });

  it('does not remount a screen that came through the fallback when its parent renders again', async () => {
    const mounts = vi.fn();
    const Counted = ({ name }: { name: string }) => {
      useEffect(mounts, []);
      return <h1>Screen {name}</h1>;
    };
    const Lazy = lazyOr(() => Promise.resolve({ default: Counted }), Broken);

    const { rerender } = renderInSuspense(<Lazy name="one" />);
    expect(await screen.findByRole('heading', { name: 'Screen one' })).toBeInTheDocument();
    rerender(
      <Suspense fallback={<p>Fallback</p>}>
        <Lazy name="two" />
      </Suspense>,
    );

    expect(screen.getByRole('heading', { name: 'Screen two' })).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('loads the code once however often it is preloaded and rendered', async () => {
    const { load, resolve } = deferredModule();
    const Lazy = lazyOr(load, Broken);
    void Lazy.preload();
    void Lazy.preload();
    renderInSuspense(
      <>
        <Lazy name="a" />
        <Lazy name="b" />
      </>,
    );
    await resolve();

    expect(await screen.findByRole('heading', { name: 'Screen b' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
