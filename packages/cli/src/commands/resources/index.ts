import { sshKey } from './access';
import { externalSubnet, floatingIp, multicastGroup } from './addresses';
import { disk, image, instance, snapshot } from './compute';
import { ipPool, silo, sled, subnetPool } from './fleet';
import { route, router, subnet, vpc } from './networking';
import { project } from './project';

/** The resource table: every noun whose CRUD verbs are generated, by noun, one module per area. */
export const RESOURCES = {
  project,
  instance,
  disk,
  snapshot,
  image,
  vpc,
  subnet,
  router,
  route,
  floatingIp,
  externalSubnet,
  sshKey,
  silo,
  ipPool,
  subnetPool,
  sled,
  multicastGroup,
} as const;
