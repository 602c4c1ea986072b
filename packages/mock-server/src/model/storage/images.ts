import type { Db } from '../../store/db';
import { isUuid } from '../../store/ids';
import type { Tables } from '../../store/tables';
import { requireProject, requireSilo, signedIn } from '../core/authz';
import type { Actor } from '../core/context';
import { invalidRequest, notFound } from '../core/errors';
import { findByNameOrId } from '../core/select';
import { inProject, seesProject } from '../identity/project-select';
import { findProject } from '../identity/projects';

export type ImageRow = Tables['images'];

/** The images every project of a silo can use. */
export const siloImages = (db: Db, siloId: string) =>
  [...db.table('images').values()].filter((image) => !image.project_id && image.silo_id === siloId);

/** Whether the actor may see an image: silo images are visible to the whole silo. */
export const seesImage = (db: Db, actor: Actor, image: ImageRow) =>
  image.project_id ? seesProject(db, actor, image.project_id) : image.silo_id === actor.siloId;

/**
 * An image by id, by name in a project, or by name among the silo's images when no project is named, as the
 * platform looks images up.
 */
export function findImage(
  db: Db,
  actor: Actor | undefined,
  image: string,
  project?: string | null,
): ImageRow {
  const who = signedIn(actor);
  if (isUuid(image)) {
    if (project) throw invalidRequest('when providing image as an ID project should not be specified');
    const row = db.table('images').get(image);
    if (row && seesImage(db, who, row)) return row;
    throw notFound('image', 'id', image);
  }
  if (project) {
    const parent = findProject(db, who, project);
    return findByNameOrId(inProject(db.table('images'), parent.id), 'image', image);
  }
  return findByNameOrId(siloImages(db, who.siloId), 'image', image);
}

/** Refuses unless the actor may change the image: project images are storage, silo images are silo-wide. */
export function requireImageChange(db: Db, actor: Actor | undefined, image: ImageRow) {
  if (image.project_id) requireProject(db, actor, image.project_id, 'limited_collaborator');
  else requireSilo(db, actor, 'collaborator');
}
