import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A text box's value that reports to `onSettle` once typing pauses (and not for the value it was
 * given), and follows `value` when it changes from outside (the Back button).
 */
export function useDebouncedText(value: string, onSettle: (text: string) => void) {
  const [text, setText] = useState(value);
  const settle = useRef(onSettle);
  settle.current = onSettle;
  const sent = useRef(value);
  useEffect(() => {
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      settle.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return [text, setText] as const;
}
