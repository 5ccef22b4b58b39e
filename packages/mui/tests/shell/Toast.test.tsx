import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATIONS, TOAST_SWIPE_THRESHOLD, Toast } from '../../src/shell/Toast.tsx';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides a success toast after 5000 ms', () => {
    const onClose = vi.fn();
    render(<Toast open severity="success" message="Saved." onClose={onClose} />);
    expect(screen.getByRole('status').textContent).toContain('Saved.');
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('hides an error toast after 300000 ms', () => {
    const onClose = vi.fn();
    render(
      <Toast
        open
        severity="error"
        title="Login Card Error"
        message="Bad password."
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Login Card Error');
    act(() => vi.advanceTimersByTime(299999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is dismissed by a swipe of 50px', () => {
    expect(TOAST_DURATIONS).toEqual({ success: 5000, error: 300000 });
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    const onClose = vi.fn();
    render(<Toast open severity="success" message="Saved." onClose={onClose} />);
    const toast = screen.getByRole('status');
    fireEvent.touchStart(toast, { touches: [{ clientX: 100 }] });
    fireEvent.touchMove(toast, { touches: [{ clientX: 140 }] });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.touchMove(toast, { touches: [{ clientX: 150 }] });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
