import { collectSearchIndex, type SearchList, type SearchPageReader } from '@rackconsole/sdk';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  diskListQuery,
  floatingIpListQuery,
  imageListQuery,
  instanceListQuery,
  projectListQuery,
  siloImageListQuery,
  snapshotListQuery,
  vpcListQuery,
} from './lists';

/**
 * Reads a page of a searched list through the list pages' own query builders, so the search and the pages
 * share cached pages (the search asks for the pages' default size, which is the builders' default too).
 */
function cachedPageReader(queryClient: QueryClient): SearchPageReader {
  return (list: SearchList, pageToken) => {
    const page = { pages: pageToken };
    const project = list.project ?? '';
    switch (list.kind) {
      case 'project':
        return queryClient.fetchQuery(projectListQuery(page));
      case 'instance':
        return queryClient.fetchQuery(instanceListQuery(project, page));
      case 'disk':
        return queryClient.fetchQuery(diskListQuery(project, page));
      case 'snapshot':
        return queryClient.fetchQuery(snapshotListQuery(project, page));
      case 'image':
        return queryClient.fetchQuery(
          list.project ? imageListQuery(project, page) : siloImageListQuery(page),
        );
      case 'vpc':
        return queryClient.fetchQuery(vpcListQuery(project, page));
      case 'floating-ip':
        return queryClient.fetchQuery(floatingIpListQuery(project, page));
    }
  };
}

/**
 * Every searchable resource of the user's projects (see the SDK's `collectSearchIndex` for its bounds), read
 * when the palette first searches and kept like any query; a list that fails is left out and reported.
 */
export const resourceSearchIndexQuery = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: ['resourceSearchIndex'],
    queryFn: () => collectSearchIndex(cachedPageReader(queryClient)),
  });
