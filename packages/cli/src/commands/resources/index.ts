import { sshKey } from './access';
import { floatingIp } from './addresses';
import { disk, image, project, snapshot } from './compute';
import { ipPool, silo, sled } from './fleet';
import { route, router, subnet, vpc } from './networking';

/** The resource table: every noun whose CRUD verbs are generated, by noun, one module per area. */
export const RESOURCES = {
  project,
  disk,
  snapshot,
  image,
  vpc,
  subnet,
  router,
  route,
  floatingIp,
  sshKey,
  silo,
  ipPool,
  sled,
} as const;
