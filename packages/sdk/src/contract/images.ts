import { z } from 'zod';
import { BlockSize } from './disks.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  ByteCount,
  identityMetadata,
  Name,
  pageOf,
  pathOf,
  projectListQuery,
  projectRequired,
  projectScope,
  uuid,
} from './shared.js';

/** A checksum of an image's contents. */
export const Digest = named(
  'Digest',
  z.discriminatedUnion('type', [z.object({ type: z.literal('sha256'), value: z.string() })]),
);

/** An image belongs to a project, or to the whole silo when `project_id` is absent. */
export const Image = named(
  'Image',
  z.object({
    ...identityMetadata,
    block_size: BlockSize,
    digest: Digest.nullable().optional(),
    os: z.string(),
    project_id: uuid().nullable().optional(),
    size: ByteCount,
    version: z.string(),
  }),
);
export const ImageResultsPage = pageOf('ImageResultsPage', Image);

export const ImageSource = named(
  'ImageSource',
  z.discriminatedUnion('type', [z.object({ type: z.literal('snapshot'), id: uuid() })]),
);

export const ImageCreate = named(
  'ImageCreate',
  z.object({
    name: Name,
    description: z.string(),
    os: z.string(),
    version: z.string(),
    source: ImageSource,
  }),
);

const tag = 'images';
const image = pathOf('image');

export const imageOperations = defineOperations({
  image_list: {
    method: 'get',
    path: '/v1/images',
    tag,
    summary: 'List images',
    query: projectListQuery,
    status: 200,
    response: ImageResultsPage,
  },
  image_create: {
    method: 'post',
    path: '/v1/images',
    tag,
    summary: 'Create an image',
    query: projectScope,
    body: ImageCreate,
    status: 201,
    response: Image,
  },
  image_view: {
    method: 'get',
    path: '/v1/images/{image}',
    tag,
    summary: 'Fetch an image',
    pathParams: image,
    query: projectScope,
    status: 200,
    response: Image,
  },
  image_delete: {
    method: 'delete',
    path: '/v1/images/{image}',
    tag,
    summary: 'Delete an image',
    pathParams: image,
    query: projectScope,
    status: 204,
  },
  image_demote: {
    method: 'post',
    path: '/v1/images/{image}/demote',
    tag,
    summary: 'Move a silo image into a project',
    pathParams: image,
    query: projectRequired,
    status: 202,
    response: Image,
  },
  image_promote: {
    method: 'post',
    path: '/v1/images/{image}/promote',
    tag,
    summary: 'Make a project image available to the whole silo',
    pathParams: image,
    query: projectScope,
    status: 202,
    response: Image,
  },
});
