import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** The page's query string: null while prerendering (the static page cannot know it), read after hydration. */
export const useSearch = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
