import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_IDLE_MS as IDLE_TIMEOUT_MS,
  SESSION_WARNING_MS as IDLE_WARNING_MS,
} from '@admit/contract/constants';
import { createInactivityTimer } from '../../src/session/inactivity-timer.ts';

const setup = () => {
  const onWarn = vi.fn();
  const onTimeout = vi.fn();
  const timer = createInactivityTimer({
    idleMs: IDLE_TIMEOUT_MS,
    warningMs: IDLE_WARNING_MS,
    onWarn,
    onTimeout,
  });
  timer.start();
  return { timer, onWarn, onTimeout };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the inactivity timer (15 minutes, warning 60 s before)', () => {
  it('uses the spec constants', () => {
    expect(IDLE_TIMEOUT_MS).toBe(900_000);
    expect(IDLE_WARNING_MS).toBe(60_000);
  });

  it('warns 60 s before the idle time and times out at 15 minutes', () => {
    const { onWarn, onTimeout } = setup();
    vi.advanceTimersByTime(839_999);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('counts from the last activity', () => {
    const { timer, onWarn } = setup();
    vi.advanceTimersByTime(800_000);
    timer.activity();
    vi.advanceTimersByTime(800_000);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('ignores activity while the warning shows: only staying counts', () => {
    const { timer, onTimeout } = setup();
    vi.advanceTimersByTime(850_000);
    timer.activity();
    vi.advanceTimersByTime(50_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('starts again from now when the applicant stays', () => {
    const { timer, onWarn, onTimeout } = setup();
    vi.advanceTimersByTime(850_000);
    timer.stay();
    expect(timer.warning).toBe(false);
    vi.advanceTimersByTime(839_999);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(2);
  });

  it('logs out at once when activity comes 15 minutes or more after the last (a sleeping laptop)', () => {
    const { timer, onTimeout } = setup();
    // The clock jumps without timers firing, as when a machine sleeps.
    vi.setSystemTime(Date.now() + 901_000);
    timer.activity();
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const { timer, onWarn, onTimeout } = setup();
    timer.stop();
    vi.advanceTimersByTime(2_000_000);
    timer.activity();
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('takes a shortened idle time from configuration', () => {
    const onWarn = vi.fn();
    const onTimeout = vi.fn();
    createInactivityTimer({ idleMs: 10_000, warningMs: 5_000, onWarn, onTimeout }).start();
    vi.advanceTimersByTime(5_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
