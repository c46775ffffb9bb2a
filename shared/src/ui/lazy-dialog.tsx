import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog (or popover) whose module loads on its first opening, not with the screen that holds it
 * (issue 13 §1: a screen's first paint carries only what it shows). Once loaded it stays mounted, so it
 * closes with its transition. `isOpen` tells from the props whether it is open (by default `open`);
 * calling `load` ahead (on pointing at or focusing the button that opens it) saves the wait.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (p) => Boolean((p as { open?: boolean }).open),
) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [needed, setNeeded] = useState(false);
    // Set while rendering, not in an effect: the first opening mounts the dialog in the same render.
    if (!needed && isOpen(props)) setNeeded(true);
    if (!needed && !isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
