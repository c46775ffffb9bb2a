import { useEffect, useEffectEvent } from 'react';

/** Whether a key pressed there is typing: a field, an editable region, or anything inside a dialog. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

/** '/' anywhere but in a field (where it is a character) calls `onSlash` instead of typing: the quick search's key. */
export function useSlashShortcut(onSlash: () => void, enabled: boolean) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (
      event.key !== '/' ||
      event.ctrlKey ||
      event.metaKey ||
      event.altKey ||
      event.defaultPrevented ||
      typingIn(event.target)
    )
      return;
    event.preventDefault();
    onSlash();
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
