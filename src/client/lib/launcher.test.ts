import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLauncher } from './launcher';

afterEach(() => vi.useRealTimers());

describe('createLauncher', () => {
  it('calls every listener on open, and none once it has stopped listening', () => {
    const launcher = createLauncher();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = launcher.listen(a);
    launcher.listen(b);
    launcher.open();
    stopA();
    launcher.open();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('keeps a request made while nothing listens for the next listener, once', () => {
    const launcher = createLauncher();
    launcher.open();
    const first = vi.fn();
    const second = vi.fn();
    launcher.listen(first);
    launcher.listen(second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('forgets a request nobody took within a few seconds', () => {
    vi.useFakeTimers();
    const launcher = createLauncher(5_000);
    launcher.open();
    vi.advanceTimersByTime(5_001);
    const late = vi.fn();
    launcher.listen(late);
    expect(late).not.toHaveBeenCalled();
  });
});
