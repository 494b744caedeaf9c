import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useWarmUp } from '@/ui/useWarmUp';

function Screen({ load, when }: { load: () => Promise<unknown>; when?: boolean }) {
  useWarmUp(load, when);
  return <h1>Screen</h1>;
}

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

describe('useWarmUp', () => {
  it('loads after the screen has rendered and a frame has passed, not during the render', async () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Screen load={load} />);
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it("loads at the third frame callback: once the screen's frame has been drawn and presented", () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const load = vi.fn(() => Promise.resolve());
    render(<Screen load={load} />);
    for (const frame of [1, 2]) {
      frames.shift()!(frame);
      expect(load).not.toHaveBeenCalled();
    }
    frames.shift()!(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for its condition', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = render(<Screen load={load} when={false} />);
    await nextFrames();
    expect(load).not.toHaveBeenCalled();
    rerender(<Screen load={load} when />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('loads nothing for a screen that is gone before the frame', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Screen load={load} />);
    unmount();
    await nextFrames();
    expect(load).not.toHaveBeenCalled();
  });
});
