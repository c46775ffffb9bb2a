import { useCallback, useEffect, useState } from 'react';

/** 002 §4: a send-success message is hidden after 5 seconds. */
export const NOTICE_VISIBLE_MS = 5000;

/** A message shown for a few seconds: [the text or null, show(text)]. */
export function useFleetingNotice(ms = NOTICE_VISIBLE_MS): [string | null, (text: string) => void] {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (text === null) return undefined;
    const timer = setTimeout(() => setText(null), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return [text, useCallback((next: string) => setText(next), [])];
}
