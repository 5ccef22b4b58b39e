import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LookupWidget } from '../../src/widgets/LookupWidget.tsx';

const results = Array.from({ length: 7 }, (_, i) => ({
  id: `s${i + 1}`,
  text: `School ${i + 1}`,
  sub_text: `Town ${i + 1}, MD`,
}));

function setup(props: Partial<Parameters<typeof LookupWidget>[0]> = {}) {
  const search = vi.fn(async () => results);
  const onChoose = vi.fn();
  const onText = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <LookupWidget
      id="hs_name"
      label="School Name"
      value=""
      search={search}
      onChoose={onChoose}
      onText={onText}
      creatable
      {...props}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'School Name' });
  return { search, onChoose, onText, user, input };
}

describe('LookupWidget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Testing Library drains microtasks with a setTimeout(0) that it only advances under `jest`.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('searches 200 ms after the last keystroke', async () => {
    const { search, user, input } = setup();
    await user.type(input, 'Sch');
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledExactlyOnceWith('Sch');
  });

  it('searches at least every 500 ms while the applicant keeps typing', async () => {
    const { search, user, input } = setup();
    for (const char of 'Springfield') {
      await user.type(input, char);
      await act(() => vi.advanceTimersByTimeAsync(150));
    }
    // 11 keystrokes 150 ms apart: never a 200 ms pause, so only the 500 ms max wait fires.
    expect(search.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(search.mock.calls.length).toBeLessThan(11);
  });

  it('shows at most 5 results with their text and sub-text', async () => {
    const { user, input } = setup({ creatable: false });
    await user.type(input, 'School');
    await act(() => vi.advanceTimersByTimeAsync(200));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]?.textContent).toBe('School 1Town 1, MD');
  });

  it('offers the typed text as "Use: <text>" when creatable', async () => {
    const { user, input, onText } = setup();
    await user.type(input, 'Home School Co-op');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await user.click(screen.getByRole('option', { name: 'Use: Home School Co-op' }));
    expect(onText).toHaveBeenCalledWith('Home School Co-op');
  });

  it('reports the chosen result', async () => {
    const { user, input, onChoose } = setup();
    await user.type(input, 'School');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await user.click(screen.getByRole('option', { name: /School 2/ }));
    expect(onChoose).toHaveBeenCalledWith(results[1]);
  });

  it('shows no suggestions when the search fails', async () => {
    const { user, input } = setup({
      creatable: false,
      search: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    await user.type(input, 'School');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows the stored answer again when typed text is left unchosen', async () => {
    const { user, input, onText } = setup({ value: 'Bay High' });
    await user.clear(input);
    await user.type(input, 'Other');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('Bay High');
    expect(onText).toHaveBeenCalledWith('');
  });

  it('reads no layout while it mounts, nor while the applicant searches', async () => {
    const widths = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    const { user, input } = setup();
    expect(widths).not.toHaveBeenCalled();
    await user.type(input, 'School');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    expect(widths).not.toHaveBeenCalled();
    widths.mockRestore();
  });
});
