import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/presentation/shared/idle/after-next-paint.util';

// Animation frames are stubbed: each test says when the browser's next frame comes (or that none does).
const frames: FrameRequestCallback[] = [];
const paintFrame = () => frames.splice(0).forEach((frame) => frame(performance.now()));

afterEach(() => {
  frames.length = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function withFrames(visibility: DocumentVisibilityState = 'visible') {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
}

describe('afterNextPaint', () => {
  it('resolves in a task after the next frame, never before it', async () => {
    withFrames();
    const painted = vi.fn();
    void afterNextPaint().then(painted);
    await vi.advanceTimersByTimeAsync(500);
    expect(painted).not.toHaveBeenCalled();

    paintFrame();
    await Promise.resolve();
    // The frame's callback runs before the paint: the promise waits for the task after it.
    expect(painted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toHaveBeenCalledOnce();
  });

  it('in a hidden tab, which paints no frames, resolves in the next task', async () => {
    withFrames('hidden');
    const painted = vi.fn();
    void afterNextPaint().then(painted);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toHaveBeenCalledOnce();
  });

  it('a tab hidden after the call, whose frame never comes, resolves after a second', async () => {
    withFrames();
    const painted = vi.fn();
    void afterNextPaint().then(painted);
    await vi.advanceTimersByTimeAsync(999);
    expect(painted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(painted).toHaveBeenCalledOnce();
  });
});
