import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver fetched when it is first needed: the sign-in page paints without zod and its
 * schemas (issue 13), and `preload` starts the fetch as soon as the user reaches the form, so it is there
 * by the time anything is validated.
 */
export function lazyResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>) {
  let loading: Promise<Resolver<V>> | undefined;
  const preload = () => (loading ??= load());
  const resolver: Resolver<V> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
