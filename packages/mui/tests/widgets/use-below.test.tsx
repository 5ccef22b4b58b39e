import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBelow } from '../../src/widgets/use-below.ts';

function anchorAt(rect: { top: number; left: number; width: number; height: number }) {
  const element = document.createElement('div');
  const measure = vi.fn(() => ({
    ...rect,
    bottom: rect.top + rect.height,
    right: rect.left + rect.width,
    x: rect.left,
    y: rect.top,
    toJSON: () => ({}),
  }));
  element.getBoundingClientRect = measure;
  return { ref: { current: element }, measure };
}

describe('useBelow', () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  it('measures nothing while closed', () => {
    const { ref, measure } = anchorAt({ top: 100, left: 16, width: 300, height: 56 });
    const { result } = renderHook(() => useBelow(ref, false));
    expect(result.current).toBeUndefined();
    expect(measure).not.toHaveBeenCalled();
  });

  it('places the layer under the anchor in document coordinates when it opens', () => {
    const { ref } = anchorAt({ top: 100, left: 16, width: 300, height: 56 });
    window.scrollY = 400;
    const { result } = renderHook(() => useBelow(ref, true));
    expect(result.current).toEqual({ top: 556, left: 16, width: 300 });
  });

  it('measures again when the window is resized, and stops once closed', () => {
    const { ref, measure } = anchorAt({ top: 100, left: 16, width: 300, height: 56 });
    const { result, rerender } = renderHook(({ open }) => useBelow(ref, open), {
      initialProps: { open: true },
    });
    measure.mockReturnValue({ ...measure(), width: 200, right: 216 });
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(result.current?.width).toBe(200);
    rerender({ open: false });
    expect(result.current).toBeUndefined();
    const calls = measure.mock.calls.length;
    window.dispatchEvent(new Event('resize'));
    expect(measure.mock.calls.length).toBe(calls);
  });
});
