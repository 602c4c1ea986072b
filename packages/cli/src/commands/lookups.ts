import type { Image } from '@rackconsole/sdk';
import { ApiCallError } from '../errors';
import type { Context } from './context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a selector is an id rather than a name. */
export const isUuid = (selector: string) => UUID.test(selector);

/** An image by id; or by name in the project, falling back to the silo's images as the console's picker does. */
export async function findImage(ctx: Context, image: string, project: string): Promise<Image> {
  if (isUuid(image)) return ctx.request('imageView', { path: { image } });
  try {
    return await ctx.request('imageView', { path: { image }, query: { project } });
  } catch (error) {
    if (error instanceof ApiCallError && error.error.statusCode === 404) {
      return ctx.request('imageView', { path: { image } });
    }
    throw error;
  }
}

/** A snapshot's id from its name or id (disk and image sources name snapshots by id). */
export async function snapshotId(ctx: Context, snapshot: string, project: string): Promise<string> {
  if (isUuid(snapshot)) return snapshot;
  return (await ctx.request('snapshotView', { path: { snapshot }, query: { project } })).id;
}
