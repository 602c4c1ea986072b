import { apiQuery } from '~/api/queries';
import { ALL_ITEMS } from '~/constants';

/** One project image, by name within its project. */
export const imageQuery = (project: string, image: string) =>
  apiQuery('imageView', { path: { image }, query: { project } });

/** The silo images query of one image, by name or id. */
export const siloImageQuery = (image: string) => apiQuery('imageView', { path: { image } });

/** The silo's images and the project's, as the create route's loader prefetches them for the form. */
export const siloImagesQuery = apiQuery('imageList', { query: { limit: 100 } });
export const projectImagesQuery = (project: string) =>
  apiQuery('imageList', { query: { project, limit: 100 } });

/** The project's snapshots, for the snapshot picker. */
export const imageSnapshotChoicesQuery = (project: string) =>
  apiQuery('snapshotList', { query: { project, limit: ALL_ITEMS } });
