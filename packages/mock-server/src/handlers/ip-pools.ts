import { signedIn } from '../model/core/authz';
import { paginate } from '../model/core/paginate';
import { findByNameOrId } from '../model/core/select';
import { siloPools } from '../model/vpc/external-ips';
import type { Handlers } from './types';

/** The IP pools of the caller's silo: any signed-in user may see which pools their silo can draw from. */
export const ipPoolHandlers: Handlers = {
  ip_pool_list: ({ db, actor, query }) => {
    const pools = siloPools(db, signedIn(actor).siloId).filter(
      (pool) =>
        (!query.ip_version || pool.ip_version === query.ip_version) &&
        (!query.pool_type || pool.pool_type === query.pool_type),
    );
    return paginate(pools, query);
  },

  ip_pool_view: ({ db, actor, path }) =>
    findByNameOrId(siloPools(db, signedIn(actor).siloId), 'ip-pool', path.pool),
};
