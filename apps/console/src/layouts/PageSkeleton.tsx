import { Flex, Skeleton } from '@radix-ui/themes';

// Its own module: the `_app` route's pending component, which the router splits into a chunk of its own, loaded
// before the first render (main.tsx).
/** Shown while an authenticated page loads its data (never on login and device pages, which have their own). */
export function PageSkeleton() {
  return (
    <Flex direction="column" gap="3" p="5" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height="32px" width="240px" />
      <Skeleton height="24px" />
      <Skeleton height="24px" />
      <Skeleton height="24px" />
    </Flex>
  );
}
