import { signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { paginate } from '../core/paginate';
import { findByNameOrId } from '../core/select';
import { siloPools } from '../vpc/external-ips';

// The IP pools of the caller's silo: any signed-in user may see which pools their silo can draw from.

export const ipPoolList: Operation<'ip_pool_list'> = ({ db, actor, query }) => {
  const pools = siloPools(db, signedIn(actor).siloId).filter(
    (pool) =>
      (!query.ip_version || pool.ip_version === query.ip_version) &&
      (!query.pool_type || pool.pool_type === query.pool_type),
  );
  return paginate(pools, query);
};

export const ipPoolView: Operation<'ip_pool_view'> = ({ db, actor, path }) =>
  findByNameOrId(siloPools(db, signedIn(actor).siloId), 'ip-pool', path.pool);
