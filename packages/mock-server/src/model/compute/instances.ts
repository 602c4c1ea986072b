import type * as contract from '@rackconsole/sdk/contract';
import type { Db, Tables } from '../../store/db';
import type { Wire } from '../core/tables';

declare module '../../store/db' {
  interface Tables {
    /** Instances; transient run states move on by themselves (see compute-lifecycle.ts). */
    instances: Wire<typeof contract.Instance> & {
      /** The sled the instance's VMM runs on; null while it has none (stopped, failed, not yet started). */
      sled_id: string | null;
      /** Run states still to come, each lasting `settings.transitionMs`. */
      pending_states: Wire<typeof contract.InstanceState>[];
      /** When the current run state began counting towards the next pending one. */
      state_clock: string;
      /** The caller's SSH keys given to the instance when it was created. */
      ssh_key_ids: string[];
      /** Base64 cloud-init user data. */
      user_data: string;
    };
    /** Recent serial console output by instance id; the serial console websocket appends to it too. */
    serialConsoles: { id: string; data: number[] };
    /** Instances' ephemeral and SNAT addresses (floating IPs live in the networking area's table). */
    instanceExternalIps: {
      id: string;
      instance_id: string;
      kind: 'ephemeral' | 'snat';
      ip: string;
      ip_pool_id: string;
      first_port?: number;
      last_port?: number;
    };
  }
}

export type InstanceRow = Tables['instances'];

/** The instances whose VMM runs on a sled. */
export const instancesOnSled = (db: Db, sledId: string): InstanceRow[] =>
  [...db.table('instances').values()].filter((instance) => instance.sled_id === sledId);
