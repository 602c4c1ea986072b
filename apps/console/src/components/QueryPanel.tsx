import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The part of a `useQuery` result a panel reads: whether it failed, why, and how to ask again. */
export type PanelQuery = Pick<UseQueryResult<unknown, Error>, 'isError' | 'error' | 'isFetching' | 'refetch'>;

/**
 * A side panel of a page (a list beside the page's main data): while its query fails, the panel alone shows
 * the failure and a 'Try again' that re-fetches that one query, so the rest of the page keeps working rather
 * than giving way to the page's 'Something went wrong'. Otherwise it shows its children.
 */
export function QueryPanel({
  query,
  what,
  children,
}: {
  query: PanelQuery;
  /** What the panel lists, in a sentence: 'Could not load {what}'. */
  what: string;
  children: ReactNode;
}) {
  if (!query.isError) return children;
  return (
    <Callout.Root color="red" role="alert">
      <Flex direction="column" gap="2" align="start">
        <Text weight="medium">Could not load {what}</Text>
        {query.error ? <Text size="2">{query.error.message}</Text> : null}
        <Button
          size="1"
          variant="soft"
          color="red"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Try again
        </Button>
      </Flex>
    </Callout.Root>
  );
}
