import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (the typeaheads and look-ups of 002 §5). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
