import type { IpPool, OperationName, Params, SubnetPool } from '@rackconsole/sdk';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ipPoolSilosQuery } from '~/api/ipPools';
import type { PageSearch } from '~/api/listSearch';
import { ipPoolPickerQuery, siloIpPoolListQuery } from '~/api/silos';
import {
  SUBNET_POOL_LINK_QUERIES,
  siloSubnetPoolListQuery,
  subnetPoolPickerQuery,
  subnetPoolSilosQuery,
} from '~/api/subnetPools';
import { ipPoolLinkCommand, ipPoolLinkRequest } from '~/forms/siloFormValues';
import { subnetPoolLinkCommand, subnetPoolLinkRequest } from '~/forms/subnetPoolCommands';

// The two kinds of address pool a silo is linked to (IP pools and subnet pools) share their screens; each kind
// brings its operations, queries, commands and words, so every screen says exactly what it said for its kind.

type Version = IpPool['ipVersion'];
const versionLabel = (version: Version) => (version === 'v4' ? 'IPv4' : 'IPv6');

/** A pool as the shared screens read it. */
interface PoolIdentity {
  name: string;
  ipVersion: Version;
}

/** A pool of either kind. */
export type Pool = IpPool | SubnetPool;

/** A pool as a silo's list of linked pools shows it: with whether it is the silo's default. */
export type SiloPool = Pool & { isDefault: boolean };

interface List<Item> {
  items: Item[];
  nextPage?: string | null;
}

type Sentence = (pool: PoolIdentity, silo: string) => string;

/** One kind of address pool, as the screens shared by both kinds use it. */
export interface PoolKind {
  /** The kind's name in a sentence, and at its start. */
  noun: string;
  Noun: string;
  /** The kind's pages; each pool's page, and its edit form, are at its name. */
  paths: {
    list: '/system/networking/ip-pools' | '/system/networking/subnet-pools';
    create: '/system/networking/ip-pools-new' | '/system/networking/subnet-pools-new';
    pool: '/system/networking/ip-pools/$pool' | '/system/networking/subnet-pools/$pool';
    edit: '/system/networking/ip-pools/$pool/edit' | '/system/networking/subnet-pools/$pool/edit';
  };
  /** A pool's silo links; a pool is linked to few silos, so they are read whole. */
  useSilos: (pool: string) => UseQueryResult<List<{ siloId: string; isDefault: boolean }>>;
  /** A page of the pools of this kind linked to a silo. */
  useSiloPools: (silo: string, search: PageSearch, enabled?: boolean) => UseQueryResult<List<SiloPool>>;
  /** Every pool of this kind, for the picker that links pools to a silo. */
  usePicker: (enabled: boolean) => UseQueryResult<List<Pool>>;
  /** What an edit of a pool makes stale. */
  updateQueries: readonly OperationName[];
  /** What a change to a pool's silo links makes stale: the pool's links and the silos' own pool lists. */
  linkQueries: readonly OperationName[];
  ops: {
    list: 'systemIpPoolList' | 'systemSubnetPoolList';
    create: 'systemIpPoolCreate' | 'systemSubnetPoolCreate';
    update: 'systemIpPoolUpdate' | 'systemSubnetPoolUpdate';
    delete: 'systemIpPoolDelete' | 'systemSubnetPoolDelete';
    siloLink: 'systemIpPoolSiloLink' | 'systemSubnetPoolSiloLink';
    siloUpdate: 'systemIpPoolSiloUpdate' | 'systemSubnetPoolSiloUpdate';
    siloUnlink: 'systemIpPoolSiloUnlink' | 'systemSubnetPoolSiloUnlink';
  };
  linkRequest: (pool: string, silo: string, isDefault: boolean) => Params<PoolKind['ops']['siloLink']>;
  linkCommand: (pool: string, silo: string, isDefault: boolean) => string;
  /** Why no silo may be linked to the pool, if none may. */
  linkableReason: (pool: Pool) => string | undefined;
  /** Whether a silo's tab offers the pool for linking. */
  offeredToSilos: (pool: Pool) => boolean;
  /** The words of the kind's list and of a pool's page. */
  pools: {
    newPool: string;
    emptyBody: string;
    deleteLabel: (pool: string) => string;
  };
  /** The words of a pool's Linked silos tab. */
  linkedSilos: {
    unsetDefault: string;
    defaultPool: string;
    unsetDefaultBody: Sentence;
    setDefaultBody: Sentence;
    unlinkBody: Sentence;
    emptyBody: string;
    linkAsDefault: (pool: PoolIdentity) => string;
  };
  /** The words of a silo's tab of pools of this kind. */
  siloTab: {
    allLinked: string;
    linkAsDefault: string;
    setDefaultBody: Sentence;
    defaultErrorTitle: string;
    /** Without it, a silo's default pool of this kind is never unset here, only replaced by another. */
    unsetDefaultBody?: Sentence;
    unlinkBody: Sentence;
    emptyBody: string;
  };
}

/** The IP pools silos allocate instance and floating IPs from. */
export const IP_POOL_KIND: PoolKind = {
  noun: 'IP pool',
  Noun: 'IP pool',
  useSilos: (pool) => useQuery(ipPoolSilosQuery(pool)),
  useSiloPools: (silo, search, enabled = true) => useQuery({ ...siloIpPoolListQuery(silo, search), enabled }),
  usePicker: (enabled) => useQuery({ ...ipPoolPickerQuery(), enabled }),
  updateQueries: ['systemIpPoolList', 'systemIpPoolView'],
  linkQueries: ['systemIpPoolSiloList', 'siloIpPoolList', 'ipPoolList'],
  paths: {
    list: '/system/networking/ip-pools',
    create: '/system/networking/ip-pools-new',
    pool: '/system/networking/ip-pools/$pool',
    edit: '/system/networking/ip-pools/$pool/edit',
  },
  ops: {
    list: 'systemIpPoolList',
    create: 'systemIpPoolCreate',
    update: 'systemIpPoolUpdate',
    delete: 'systemIpPoolDelete',
    siloLink: 'systemIpPoolSiloLink',
    siloUpdate: 'systemIpPoolSiloUpdate',
    siloUnlink: 'systemIpPoolSiloUnlink',
  },
  linkRequest: ipPoolLinkRequest,
  linkCommand: ipPoolLinkCommand,
  linkableReason: (pool: Pool) =>
    'assignment' in pool && pool.assignment === 'system_services'
      ? 'System services pools cannot be linked to silos'
      : undefined,
  offeredToSilos: (pool: Pool) => 'assignment' in pool && pool.assignment === 'silos',
  pools: {
    newPool: 'New IP Pool',
    emptyBody: 'Create an IP pool to give silos addresses for instances and floating IPs.',
    deleteLabel: (pool) => `Are you sure you want to delete IP pool ${pool}?`,
  },
  linkedSilos: {
    unsetDefault: 'Clear default',
    defaultPool: 'default pool',
    unsetDefaultBody: (pool: PoolIdentity, silo: string) =>
      `Stop using ${pool.name} as the default ${pool.ipVersion} pool of silo ${silo}? Allocations that name no pool will need another default.`,
    setDefaultBody: (pool: PoolIdentity, silo: string) =>
      `Make ${pool.name} the default ${pool.ipVersion} pool of silo ${silo}? It replaces the silo's current default.`,
    unlinkBody: (pool: PoolIdentity, silo: string) =>
      `Are you sure you want to unlink silo ${silo} from IP pool ${pool.name}? The silo can no longer allocate addresses from it.`,
    emptyBody: 'Link a silo so its users can allocate addresses from this pool.',
    linkAsDefault: (pool: PoolIdentity) =>
      `Make this the silo's default ${versionLabel(pool.ipVersion)} pool`,
  },
  siloTab: {
    allLinked: 'Every IP pool for silos is already linked to this silo.',
    linkAsDefault: "Make it the silo's default pool",
    setDefaultBody: (pool: PoolIdentity, silo: string) =>
      `Make ${pool.name} the default ${pool.ipVersion} pool of silo ${silo}? The current default, if any, stops being the default.`,
    defaultErrorTitle: 'Could not make the pool the default',
    unlinkBody: (pool: PoolIdentity, silo: string) =>
      `Unlink IP pool ${pool.name} from silo ${silo}? The silo's instances and floating IPs can no longer get addresses from it.`,
    emptyBody: "Link an IP pool so the silo's instances can get external addresses.",
  },
};

/** The subnet pools silos' projects carve external subnets from. */
export const SUBNET_POOL_KIND: PoolKind = {
  noun: 'subnet pool',
  Noun: 'Subnet pool',
  useSilos: (pool) => useQuery(subnetPoolSilosQuery(pool)),
  useSiloPools: (silo, search, enabled = true) =>
    useQuery({ ...siloSubnetPoolListQuery(silo, search), enabled }),
  usePicker: (enabled) => useQuery({ ...subnetPoolPickerQuery, enabled }),
  updateQueries: ['systemSubnetPoolList', 'systemSubnetPoolView', 'siloSubnetPoolList'],
  linkQueries: SUBNET_POOL_LINK_QUERIES,
  paths: {
    list: '/system/networking/subnet-pools',
    create: '/system/networking/subnet-pools-new',
    pool: '/system/networking/subnet-pools/$pool',
    edit: '/system/networking/subnet-pools/$pool/edit',
  },
  ops: {
    list: 'systemSubnetPoolList',
    create: 'systemSubnetPoolCreate',
    update: 'systemSubnetPoolUpdate',
    delete: 'systemSubnetPoolDelete',
    siloLink: 'systemSubnetPoolSiloLink',
    siloUpdate: 'systemSubnetPoolSiloUpdate',
    siloUnlink: 'systemSubnetPoolSiloUnlink',
  },
  linkRequest: subnetPoolLinkRequest,
  linkCommand: subnetPoolLinkCommand,
  linkableReason: () => undefined,
  offeredToSilos: () => true,
  pools: {
    newPool: 'New Subnet Pool',
    emptyBody: 'Create a subnet pool to give silos address blocks for external subnets.',
    deleteLabel: (pool) => `Are you sure you want to delete subnet pool ${pool}? Its silo links go with it.`,
  },
  linkedSilos: {
    unsetDefault: 'Unset default',
    defaultPool: 'default subnet pool',
    unsetDefaultBody: (pool: PoolIdentity, silo: string) =>
      `Stop using ${pool.name} as the default ${versionLabel(pool.ipVersion)} subnet pool of silo ${silo}? External subnets that name no pool will need another default.`,
    setDefaultBody: (pool: PoolIdentity, silo: string) =>
      `Make ${pool.name} the default ${versionLabel(pool.ipVersion)} subnet pool of silo ${silo}? It replaces the silo's current default.`,
    unlinkBody: (pool: PoolIdentity, silo: string) =>
      `Are you sure you want to unlink silo ${silo} from subnet pool ${pool.name}? Its projects can no longer allocate external subnets from it.`,
    emptyBody: 'Link a silo so its projects can allocate external subnets from this pool.',
    linkAsDefault: (pool: PoolIdentity) =>
      `Make this the silo's default ${versionLabel(pool.ipVersion)} subnet pool`,
  },
  siloTab: {
    allLinked: 'Every subnet pool is already linked to this silo.',
    linkAsDefault: "Make it the silo's default subnet pool of its IP version",
    setDefaultBody: (pool: PoolIdentity, silo: string) =>
      `Make ${pool.name} the default ${pool.ipVersion} subnet pool of silo ${silo}? The current default, if any, stops being the default.`,
    defaultErrorTitle: 'Could not change the default subnet pool',
    unsetDefaultBody: (pool: PoolIdentity, silo: string) =>
      `Stop using ${pool.name} as the default ${pool.ipVersion} subnet pool of silo ${silo}? External subnets that name no pool will need another default.`,
    unlinkBody: (pool: PoolIdentity, silo: string) =>
      `Unlink subnet pool ${pool.name} from silo ${silo}? The silo's projects can no longer allocate external subnets from it.`,
    emptyBody: "Link a subnet pool so the silo's projects can allocate external subnets.",
  },
};
