import { apiQuery } from '~/api/queries';

/** One project image, by name within its project. */
export const imageQuery = (project: string, image: string) =>
  apiQuery('imageView', { path: { image }, query: { project } });
