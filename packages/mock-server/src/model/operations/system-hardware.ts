import { newId } from '../../store/ids';
import { advanceInstances } from '../compute/compute-lifecycle';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { alreadyExists, notFound, PlatformError } from '../core/errors';
import { paginate } from '../core/paginate';
import { findRack, findSled } from '../system/hardware-lookup';
import { advanceAdoptions, policyText, sameDisk, sledInstances } from '../system/system-hardware';

export const rackList: Operation<'rack_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  return paginate(db.table('racks').values(), query, 'id_ascending');
};

export const rackView: Operation<'rack_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  return findRack(db, path.rack_id);
};

export const sledList: Operation<'sled_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  return paginate(db.table('sleds').values(), query, 'id_ascending');
};

export const sledView: Operation<'sled_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  return findSled(db, path.sled_id);
};

export const sledListUninitialized: Operation<'sled_list_uninitialized'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  return paginate(db.table('uninitializedSleds').values(), query, 'id_ascending');
};

export const sledInstanceList: Operation<'sled_instance_list'> = ({
  db,
  actor,
  path,
  query,
  now,
  settings,
}) => {
  requireFleet(db, actor, 'viewer');
  findSled(db, path.sled_id);
  advanceInstances(db, now, settings);
  return paginate(sledInstances(db, path.sled_id), query, 'id_ascending');
};

export const sledPhysicalDiskList: Operation<'sled_physical_disk_list'> = ({
  db,
  actor,
  path,
  query,
  now,
  settings,
}) => {
  requireFleet(db, actor, 'viewer');
  findSled(db, path.sled_id);
  advanceAdoptions(db, now, settings.transitionMs);
  const disks = [...db.table('physicalDisks').values()].filter((disk) => disk.sled_id === path.sled_id);
  return paginate(disks, query, 'id_ascending');
};

export const sledSetProvisionPolicy: Operation<'sled_set_provision_policy'> = ({
  db,
  actor,
  path,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const sled = findSled(db, path.sled_id);
  const wanted = { kind: 'in_service' as const, provision_policy: body.state };
  if (sled.policy.kind !== 'in_service' || sled.state !== 'active') {
    throw new PlatformError(
      409,
      'Conflict',
      `sled id ${sled.id} has current policy "${policyText(sled.policy)}" and state "${sled.state}" and the transition to policy "${policyText(wanted)}" is not permitted`,
    );
  }
  const old = sled.policy.provision_policy;
  if (old !== body.state) {
    sled.policy = wanted;
    sled.time_modified = now.toISOString();
    db.table('sleds').set(sled.id, sled);
  }
  return { old_state: old, new_state: body.state };
};

export const physicalDiskList: Operation<'physical_disk_list'> = ({ db, actor, query, now, settings }) => {
  requireFleet(db, actor, 'viewer');
  advanceAdoptions(db, now, settings.transitionMs);
  return paginate(db.table('physicalDisks').values(), query, 'id_ascending');
};

export const physicalDiskView: Operation<'physical_disk_view'> = ({ db, actor, path, now, settings }) => {
  requireFleet(db, actor, 'viewer');
  advanceAdoptions(db, now, settings.transitionMs);
  const disk = db.table('physicalDisks').get(path.disk_id);
  if (!disk) throw notFound('physical-disk', 'id', path.disk_id);
  return disk;
};

export const physicalDiskListUnadopted: Operation<'physical_disk_list_unadopted'> = ({
  db,
  actor,
  query,
  now,
  settings,
}) => {
  requireFleet(db, actor, 'viewer');
  advanceAdoptions(db, now, settings.transitionMs);
  return paginate(db.table('unadoptedPhysicalDisks').values(), query, 'id_ascending');
};

export const physicalDiskListAdoptionRequests: Operation<'physical_disk_list_adoption_requests'> = ({
  db,
  actor,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  return paginate(db.table('physicalDiskAdoptionRequests').values(), query, 'id_ascending');
};

export const physicalDiskEnableAdoption: Operation<'physical_disk_enable_adoption'> = ({
  db,
  actor,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const requests = db.table('physicalDiskAdoptionRequests');
  if ([...requests.values()].some((request) => sameDisk(request.disk_id, body))) {
    throw alreadyExists('physical-disk-adoption-request', body.serial);
  }
  if ([...db.table('physicalDisks').values()].some((disk) => sameDisk(disk, body))) {
    throw alreadyExists('physical-disk', body.serial);
  }
  const request = {
    id: newId(),
    disk_id: { vendor: body.vendor, model: body.model, serial: body.serial },
    time_created: now.toISOString(),
  };
  requests.set(request.id, request);
  return request;
};

export const physicalDiskDisableAdoption: Operation<'physical_disk_disable_adoption'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'admin');
  const id = path.physical_disk_adoption_req_id;
  if (!db.table('physicalDiskAdoptionRequests').delete(id)) {
    throw notFound('physical-disk-adoption-request', 'id', id);
  }
};
