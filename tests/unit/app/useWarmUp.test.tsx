import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useWarmUp } from '@/ui/useWarmUp';

function Screen({ load, when }: { load: () => Promise<unknown>; when?: boolean }) {
  useWarmUp(load, when);
  return <h1>Screen</h1>;
}

/**
 * The page's frames, run when the test says: requestAnimationFrame only queues its callback, and
 * cancelAnimationFrame takes it out again.
 */
function frameByFrame() {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    next += 1;
    frames.set(next, callback);
    return next;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id));
  let time = 0;
  return {
    /** Runs the callbacks queued for the next frame (those they request wait for the one after). */
    run() {
      const due = [...frames];
      frames.clear();
      time += 16;
      for (const [, callback] of due) callback(time);
    },
  };
}

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

  it('waits for its condition', () => {
    const frames = frameByFrame();
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = render(<Screen load={load} when={false} />);
    for (let frame = 1; frame <= 5; frame++) frames.run();
    expect(load).not.toHaveBeenCalled();
    rerender(<Screen load={load} when />);
    for (let frame = 1; frame <= 3; frame++) frames.run();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([0, 1, 2])('loads nothing for a screen that is gone after %i of its three frames', (passed) => {
    const frames = frameByFrame();
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Screen load={load} />);
    for (let frame = 0; frame < passed; frame++) frames.run();
    unmount();
    for (let frame = 1; frame <= 5; frame++) frames.run();
    expect(load).not.toHaveBeenCalled();
  });
});
