import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

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
  afterEach(() => void vi.useRealTimers());

  it('loads after the screen has rendered and a frame has passed, not during the render', async () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Screen load={load} />);
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it("loads in the task after the third frame callback: once the screen's frame has been drawn and presented", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const load = vi.fn(() => Promise.resolve());
    render(<Screen load={load} />);
    for (const frame of [1, 2, 3]) {
      frames.shift()!(frame);
      expect(load).not.toHaveBeenCalled();
    }
    vi.advanceTimersToNextTimer();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts each of a screen's warm-ups in a task of its own, though they reach their third frame together", async () => {
    const frames = frameByFrame();
    // A microtask queued by the first load runs before the second load only if they are separate tasks.
    let secondLoadsSeenBetween = -1;
    const second = vi.fn(() => Promise.resolve());
    const first = vi.fn(() => {
      queueMicrotask(() => (secondLoadsSeenBetween = second.mock.calls.length));
      return Promise.resolve();
    });
    render(
      <>
        <Screen load={first} />
        <Screen load={second} />
      </>,
    );
    for (let frame = 1; frame <= 3; frame++) frames.run();
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).toHaveBeenCalledTimes(1);
    expect(secondLoadsSeenBetween).toBe(0);
  });

  it('waits for its condition', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = frameByFrame();
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = render(<Screen load={load} when={false} />);
    for (let frame = 1; frame <= 5; frame++) frames.run();
    vi.runOnlyPendingTimers();
    expect(load).not.toHaveBeenCalled();
    rerender(<Screen load={load} when />);
    for (let frame = 1; frame <= 3; frame++) frames.run();
    vi.runOnlyPendingTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([0, 1, 2, 3])('loads nothing for a screen that is gone after %i of its three frames', (passed) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = frameByFrame();
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Screen load={load} />);
    for (let frame = 0; frame < passed; frame++) frames.run();
    unmount();
    for (let frame = 1; frame <= 5; frame++) frames.run();
    vi.runOnlyPendingTimers();
    expect(load).not.toHaveBeenCalled();
  });
});
