import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and in the render that hydrates the served markup, true in every render the
 * browser makes itself afterwards (and at once in a component mounted by a client-side
 * navigation). What only works with JavaScript waits for it; markup that hydration must find as
 * served does not depend on it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
