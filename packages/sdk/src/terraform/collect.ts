// Reads what an export needs from the platform, through the SDK client: the one way the CLI and the console
// gather a project or the fleet, so that both write the same module.
import type { Api } from '../client/api.js';
import type { ApiResult } from '../client/result.js';
import { callOrThrow, PlatformCallError } from '../helpers/call-or-throw.js';
import { listAll, type Page } from '../helpers/pagination.js';
import type { InstanceInventory, OutsideNames, ProjectInventory, VpcInventory } from './inventory.js';
import type { SystemInventory } from './system.js';

/** Every page of a list, or the first failure as a `PlatformCallError`. */
async function all<Item>(
  operation: string,
  fetchPage: (pageToken: string | undefined, limit: number) => Promise<ApiResult<Page<Item>>>,
): Promise<Item[]> {
  const result = await listAll(fetchPage);
  if (result.type !== 'success') throw new PlatformCallError(operation, result);
  return result.data;
}

const page = { limit: 100 } as const;

/** A project and everything in it that the provider manages; rejects with the platform's error (unknown project). */
export async function collectProject(api: Api, projectName: string): Promise<ProjectInventory> {
  const project = await callOrThrow(api, 'projectView', { path: { project: projectName } });
  const inProject = { project: project.id };
  const [vpcs, instances, disks, snapshots, images, floatingIps, externalSubnets, antiAffinityGroups] =
    await Promise.all([
      all('vpcList', (pageToken) => api.vpcList({ query: { ...inProject, ...page, pageToken } })),
      all('instanceList', (pageToken) => api.instanceList({ query: { ...inProject, ...page, pageToken } })),
      all('diskList', (pageToken) => api.diskList({ query: { ...inProject, ...page, pageToken } })),
      all('snapshotList', (pageToken) => api.snapshotList({ query: { ...inProject, ...page, pageToken } })),
      all('imageList', (pageToken) => api.imageList({ query: { ...inProject, ...page, pageToken } })),
      all('floatingIpList', (pageToken) =>
        api.floatingIpList({ query: { ...inProject, ...page, pageToken } }),
      ),
      all('externalSubnetList', (pageToken) =>
        api.externalSubnetList({ query: { ...inProject, ...page, pageToken } }),
      ),
      all('antiAffinityGroupList', (pageToken) =>
        api.antiAffinityGroupList({ query: { ...inProject, ...page, pageToken } }),
      ),
    ]);
  const vpcInventories = await Promise.all(vpcs.map((vpc) => collectVpc(api, vpc)));
  const instanceInventories = await Promise.all(
    instances.map(async (instance): Promise<InstanceInventory> => {
      const path = { instance: instance.id };
      const [attached, networkInterfaces, externalIps, sshKeys, groups] = await Promise.all([
        all('instanceDiskList', (pageToken) => api.instanceDiskList({ path, query: { ...page, pageToken } })),
        all('instanceNetworkInterfaceList', (pageToken) =>
          api.instanceNetworkInterfaceList({ query: { instance: instance.id, ...page, pageToken } }),
        ),
        callOrThrow(api, 'instanceExternalIpList', { path }),
        all('instanceSshPublicKeyList', (pageToken) =>
          api.instanceSshPublicKeyList({ path, query: { ...page, pageToken } }),
        ),
        all('instanceAntiAffinityGroupList', (pageToken) =>
          api.instanceAntiAffinityGroupList({ path, query: { ...page, pageToken } }),
        ),
      ]);
      return {
        instance,
        diskIds: attached.map((d) => d.id),
        networkInterfaces,
        externalIps: externalIps.items,
        sshKeys,
        antiAffinityGroupIds: groups.map((g) => g.id),
      };
    }),
  );
  return {
    project,
    vpcs: vpcInventories,
    instances: instanceInventories,
    disks,
    snapshots,
    images,
    floatingIps,
    externalSubnets,
    antiAffinityGroups,
    outside: await outsideNames(api, project.id, disks, instanceInventories),
  };
}

async function collectVpc(api: Api, vpc: VpcInventory['vpc']): Promise<VpcInventory> {
  const inVpc = { vpc: vpc.id };
  const [subnets, routers, internetGateways, firewall] = await Promise.all([
    all('vpcSubnetList', (pageToken) => api.vpcSubnetList({ query: { ...inVpc, ...page, pageToken } })),
    all('vpcRouterList', (pageToken) => api.vpcRouterList({ query: { ...inVpc, ...page, pageToken } })),
    all('internetGatewayList', (pageToken) =>
      api.internetGatewayList({ query: { ...inVpc, ...page, pageToken } }),
    ),
    callOrThrow(api, 'vpcFirewallRulesView', { query: inVpc }),
  ]);
  return {
    vpc,
    subnets,
    routers: await Promise.all(
      routers.map(async (router) => ({
        router,
        routes:
          router.kind === 'custom'
            ? await all('vpcRouterRouteList', (pageToken) =>
                api.vpcRouterRouteList({ query: { router: router.id, ...page, pageToken } }),
              )
            : [],
      })),
    ),
    internetGateways,
    firewallRules: firewall.rules,
  };
}

/** Names of the images and IP pools outside the project that its disks and instances use. */
async function outsideNames(
  api: Api,
  projectId: string,
  disks: ProjectInventory['disks'],
  instances: InstanceInventory[],
): Promise<OutsideNames> {
  const names: OutsideNames = { images: {}, ipPools: {} };
  const imageIds = new Set(disks.flatMap((d) => (d.imageId ? [d.imageId] : [])));
  const poolIds = new Set(
    instances.flatMap((i) => i.externalIps.filter((ip) => ip.kind === 'ephemeral').map((ip) => ip.ipPoolId)),
  );
  const projectNames = new Map<string, string>();
  await Promise.all([
    ...[...imageIds].map(async (id) => {
      const result = await api.imageView({ path: { image: id } });
      // An image deleted since the disk was made has no name to look up: the export keeps its id.
      if (result.type !== 'success' || result.data.projectId === projectId) return;
      const owner = result.data.projectId;
      if (owner && !projectNames.has(owner)) {
        projectNames.set(owner, (await callOrThrow(api, 'projectView', { path: { project: owner } })).name);
      }
      names.images[id] = { name: result.data.name, project: owner ? projectNames.get(owner) : undefined };
    }),
    ...[...poolIds].map(async (id) => {
      const result = await api.ipPoolView({ path: { pool: id } });
      if (result.type === 'success') names.ipPools[id] = result.data.name;
    }),
  ]);
  return names;
}

/** The fleet's silos, pools, identity providers, address lots and switch port settings. */
export async function collectSystem(api: Api): Promise<SystemInventory> {
  const [silos, ipPools, subnetPools, lots, settings, bgpConfigs] = await Promise.all([
    all('siloList', (pageToken) => api.siloList({ query: { ...page, pageToken } })),
    all('systemIpPoolList', (pageToken) => api.systemIpPoolList({ query: { ...page, pageToken } })),
    all('systemSubnetPoolList', (pageToken) => api.systemSubnetPoolList({ query: { ...page, pageToken } })),
    all('networkingAddressLotList', (pageToken) =>
      api.networkingAddressLotList({ query: { ...page, pageToken } }),
    ),
    all('networkingSwitchPortSettingsList', (pageToken) =>
      api.networkingSwitchPortSettingsList({ query: { ...page, pageToken } }),
    ),
    all('networkingBgpConfigList', (pageToken) =>
      api.networkingBgpConfigList({ query: { ...page, pageToken } }),
    ),
  ]);
  return {
    silos: await Promise.all(
      silos.map(async (silo) => {
        const [quotas, providers] = await Promise.all([
          callOrThrow(api, 'siloQuotasView', { path: { silo: silo.id } }),
          all('siloIdentityProviderList', (pageToken) =>
            api.siloIdentityProviderList({ query: { silo: silo.id, ...page, pageToken } }),
          ),
        ]);
        const identityProviders = await Promise.all(
          providers
            .filter((p) => p.providerType === 'saml')
            .map((p) => callOrThrow(api, 'samlIdentityProviderView', { path: { provider: p.id } })),
        );
        return { silo, quotas, identityProviders };
      }),
    ),
    ipPools: await Promise.all(
      ipPools.map(async (pool) => {
        const path = { pool: pool.id };
        const [ranges, siloLinks] = await Promise.all([
          all('systemIpPoolRangeList', (pageToken) =>
            api.systemIpPoolRangeList({ path, query: { ...page, pageToken } }),
          ),
          all('systemIpPoolSiloList', (pageToken) =>
            api.systemIpPoolSiloList({ path, query: { ...page, pageToken } }),
          ),
        ]);
        return { pool, ranges, siloLinks };
      }),
    ),
    subnetPools: await Promise.all(
      subnetPools.map(async (pool) => {
        const path = { pool: pool.id };
        const [members, siloLinks] = await Promise.all([
          all('systemSubnetPoolMemberList', (pageToken) =>
            api.systemSubnetPoolMemberList({ path, query: { ...page, pageToken } }),
          ),
          all('systemSubnetPoolSiloList', (pageToken) =>
            api.systemSubnetPoolSiloList({ path, query: { ...page, pageToken } }),
          ),
        ]);
        return { pool, members, siloLinks };
      }),
    ),
    addressLots: await Promise.all(
      lots.map(async (lot) => ({
        lot,
        blocks: await all('networkingAddressLotBlockList', (pageToken) =>
          api.networkingAddressLotBlockList({ path: { addressLot: lot.id }, query: { ...page, pageToken } }),
        ),
      })),
    ),
    switchPortSettings: await Promise.all(
      settings.map((s) => callOrThrow(api, 'networkingSwitchPortSettingsView', { path: { port: s.id } })),
    ),
    bgpConfigNames: Object.fromEntries(bgpConfigs.map((config) => [config.id, config.name])),
  };
}
