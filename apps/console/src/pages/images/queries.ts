import { DEFAULT_PAGE_SIZE } from '@rackconsole/sdk';
import { apiQuery } from '~/api/queries';
import type { ListPage } from '~/pages/disks/queries';

/** A page of the project's own images (silo images are listed at the silo level). */
export const imageListQuery = (project: string, { limit, pageToken, sortBy }: ListPage) =>
  apiQuery('imageList', { query: { project, limit: limit ?? DEFAULT_PAGE_SIZE, pageToken, sortBy } });

/** One project image, by name within its project. */
export const imageQuery = (project: string, image: string) =>
  apiQuery('imageView', { path: { image }, query: { project } });
