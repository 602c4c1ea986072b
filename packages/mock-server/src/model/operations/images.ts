import { newId } from '../../store/ids';
import { requireProject, requireSilo, signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest, notFound } from '../core/errors';
import { pageOf } from '../core/paginate';
import { ensureUniqueName } from '../core/select';
import { inProject, seesProject } from '../identity/project-select';
import { findProject } from '../identity/projects';
import { findImage, type ImageRow, requireImageChange, siloImages } from '../storage/images';

export const imageList: Operation<'image_list'> = ({ db, actor, query }) => {
  const who = signedIn(actor);
  if (!query.project) {
    return pageOf(db.table('images'), { column: 'silo_id', value: who.siloId }, query, {
      accept: (image) => !image.project_id,
    });
  }
  const project = findProject(db, who, query.project);
  return pageOf(db.table('images'), { column: 'project_id', value: project.id }, query);
};

export const imageCreate: Operation<'image_create'> = ({ db, actor, query, body, now }) => {
  const who = signedIn(actor);
  const project = query.project ? findProject(db, who, query.project) : undefined;
  if (project) requireProject(db, who, project.id, 'limited_collaborator');
  else requireSilo(db, who, 'collaborator');
  const siblings = project ? inProject(db.table('images'), project.id) : siloImages(db, who.siloId);
  ensureUniqueName(siblings, 'image', body.name);
  const snapshot = db.table('snapshots').get(body.source.id);
  if (!snapshot || !seesProject(db, who, snapshot.project_id)) {
    throw notFound('snapshot', 'id', body.source.id);
  }
  if (project && snapshot.project_id !== project.id) {
    throw invalidRequest('snapshot does not belong to this project');
  }
  if (snapshot.state !== 'ready') {
    throw invalidRequest(`cannot create an image from a snapshot in state "${snapshot.state}"`);
  }
  const time = now.toISOString();
  const image: ImageRow = {
    id: newId(),
    name: body.name,
    description: body.description,
    os: body.os,
    version: body.version,
    project_id: project?.id ?? null,
    silo_id: who.siloId,
    size: snapshot.size,
    block_size: snapshot.block_size,
    digest: null,
    time_created: time,
    time_modified: time,
  };
  db.table('images').set(image.id, image);
  return image;
};

export const imageView: Operation<'image_view'> = ({ db, actor, path, query }) =>
  findImage(db, actor, path.image, query.project);

export const imageDelete: Operation<'image_delete'> = ({ db, actor, path, query }) => {
  const image = findImage(db, actor, path.image, query.project);
  requireImageChange(db, actor, image);
  // Disks made from the image keep their blocks; only new disks can no longer use it.
  db.table('images').delete(image.id);
};

export const imagePromote: Operation<'image_promote'> = ({ db, actor, path, query, now }) => {
  const image = findImage(db, actor, path.image, query.project);
  if (!image.project_id) throw invalidRequest(`image "${image.name}" is already a silo image`);
  requireProject(db, actor, image.project_id, 'limited_collaborator');
  const who = requireSilo(db, actor, 'collaborator');
  ensureUniqueName(siloImages(db, who.siloId), 'image', image.name);
  Object.assign(image, { project_id: null, time_modified: now.toISOString() });
  // Written back so the table's project index files the image under its new owner.
  db.table('images').set(image.id, image);
  return image;
};

export const imageDemote: Operation<'image_demote'> = ({ db, actor, path, query, now }) => {
  // The project names where the image goes, not where it is: the image is looked up as a silo image.
  const image = findImage(db, actor, path.image);
  if (image.project_id) throw invalidRequest(`image "${image.name}" is not a silo image`);
  const project = findProject(db, actor, query.project);
  requireSilo(db, actor, 'collaborator');
  requireProject(db, actor, project.id, 'limited_collaborator');
  ensureUniqueName(inProject(db.table('images'), project.id), 'image', image.name);
  Object.assign(image, { project_id: project.id, time_modified: now.toISOString() });
  // Written back so the table's project index files the image under its new owner.
  db.table('images').set(image.id, image);
  return image;
};
