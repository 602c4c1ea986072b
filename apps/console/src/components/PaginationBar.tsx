import { Button, Flex, Text } from '@radix-ui/themes';
import type { usePagination } from '~/hooks/usePagination';
import { OptionSelect } from './OptionSelect';

const PAGE_SIZES = [10, 25, 50, 100];

/** Spec §3: page size, previous and next, in the sticky area at the bottom of the page. */
export function PaginationBar({
  pagination,
  nextPage,
  loading = false,
}: {
  pagination: ReturnType<typeof usePagination>;
  nextPage?: string | null;
  loading?: boolean;
}) {
  const hasNext = Boolean(nextPage);
  return (
    <Flex
      className="pagination-bar"
      justify="between"
      align="center"
      gap="3"
      role="navigation"
      aria-label="Pagination"
    >
      <Flex align="center" gap="2">
        <Text size="2" color="gray" id="rows-per-page">
          rows per page
        </Text>
        <OptionSelect
          size="1"
          labelledBy="rows-per-page"
          value={String(pagination.pageSize)}
          onValueChange={(value) => pagination.setPageSize(Number(value))}
          options={[...new Set([...PAGE_SIZES, pagination.pageSize])]
            .sort((a, b) => a - b)
            .map((size) => ({ value: String(size), label: String(size) }))}
        />
      </Flex>
      <Flex gap="2">
        <Button size="1" variant="soft" disabled={!pagination.hasPrev || loading} onClick={pagination.goPrev}>
          Previous
        </Button>
        <Button
          size="1"
          variant="soft"
          disabled={!hasNext || loading}
          onClick={() => nextPage && pagination.goNext(nextPage)}
        >
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
