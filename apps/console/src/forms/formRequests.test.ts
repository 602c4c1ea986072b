import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type Api, createApi, type RoleName, updateRole } from '@rackconsole/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUpload } from '~/components/upload/upload';
import { imageDemoteCommand, imageDemoteRequest } from '~/routes/_app/images/-components/DemoteImageModal';
import {
  projectCreateCommand,
  projectUpdateCommand,
  projectUpdateRequest,
} from '~/routes/_app/projects/-components/ProjectForms';
import {
  type DiskCreateValues,
  type DiskSourceNames,
  diskCreateCommand,
  diskCreateRequest,
  diskImportCommand,
  uploadPlan,
} from '~/routes/_app/projects/$project/disks/-components/DiskCreateForm';
import {
  floatingIpAttachCommand,
  floatingIpAttachRequest,
} from '~/routes/_app/projects/$project/floating-ips/-components/AttachFloatingIpModal';
import {
  floatingIpCreateCommand,
  floatingIpCreateRequest,
} from '~/routes/_app/projects/$project/floating-ips/-components/FloatingIpForms';
import {
  multicastGroupJoinCommand,
  multicastGroupJoinRequest,
} from '~/routes/_app/projects/$project/instances/$instance/_tabs/networking/-components/MulticastGroupsTable';
import {
  createDiskCommand,
  diskAttachCommand,
  diskAttachRequest,
  instanceDiskCreateRequest,
} from '~/routes/_app/projects/$project/instances/$instance/_tabs/storage/-components/DiskModals';
import {
  snapshotCreateCommand,
  snapshotCreateRequest,
} from '~/routes/_app/projects/$project/snapshots/-components/SnapshotForms';
import {
  vpcCreateCommand,
  vpcCreateRequest,
  vpcUpdateCommand,
  vpcUpdateRequest,
} from '~/routes/_app/projects/$project/vpcs/-components/VpcForms';
import {
  routerCreateCommand,
  routerCreateRequest,
  routerUpdateCommand,
  routerUpdateRequest,
} from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/routers/-components/RouterForms';
import {
  routeCreateCommand,
  routeCreateRequest,
  routeUpdateCommand,
  routeUpdateRequest,
} from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router/routes/-components/RouteForms';
import {
  subnetCreateCommand,
  subnetCreateRequest,
  subnetUpdateCommand,
  subnetUpdateRequest,
} from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/subnets/-components/SubnetForms';
import { ipPoolCreateCommand } from '~/routes/_app/system/networking/ip-pools/-components/IpPoolForms';
import {
  ipPoolRangeAddCommand,
  ipPoolRangeAddRequest,
} from '~/routes/_app/system/networking/ip-pools/$pool/ranges-add/-components/AddRangeForm';
import { memberAddBody } from '~/routes/_app/system/networking/subnet-pools/$pool/members-add/-components/memberValues';
import { buildProgram } from '../../../../packages/cli/src/program';
import { mintToken } from '../../../../packages/cli/src/testing/cli';
import { startTestPlatform, type TestPlatform } from '../../../../packages/cli/src/testing/platform';
// The CLI and its test platform are not dependencies of the console: their sources are read here only to run
// the commands the forms show, exactly as a user pasting them would.
import openapi from '../../../../packages/sdk/openapi.json';
import {
  externalSubnetAttachCommand,
  externalSubnetAttachRequest,
  externalSubnetCreateCommand,
  externalSubnetCreateRequest,
} from './externalSubnetCommands';
import { imageCreateCommand, imageCreateRequest } from './ImageCreateForm';
import {
  bootDiskNamer,
  type InstanceCommandContext,
  instanceCreateCommand,
  instanceRequestNames,
} from './instanceCreateCommand';
import { defaultInstanceValues, type InstanceCreateValues, toInstanceCreate } from './instanceCreateValues';
import { policyAddCommand } from './RoleForms';
import { sshKeyCreateCommand, sshKeyCreateRequest } from './SshKeyForms';
import {
  defaultSiloValues,
  ipPoolLinkRequest,
  poolLinks,
  type SiloFormValues,
  siloCreateBody,
  siloCreateCommand,
} from './siloFormValues';
import {
  subnetPoolCreateCommand,
  subnetPoolLinkCommand,
  subnetPoolLinkRequest,
  subnetPoolMemberAddCommand,
} from './subnetPoolCommands';

/** A change request as it reached the platform: method, path, query and JSON body. */
interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * A recording proxy in front of the mock platform: reads pass through (the CLI looks images and keys up),
 * changes are recorded and answered `{}` without reaching the platform, so both sides of a comparison
 * describe the same platform state.
 */
async function startRecorder(target: string) {
  const sent: Sent[] = [];
  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://recorder');
      const text = await bodyOf(request);
      if (request.method === 'GET') {
        const upstream = await fetch(new URL(url.pathname + url.search, target), {
          headers: { authorization: request.headers.authorization ?? '' },
        });
        response.writeHead(upstream.status, { 'content-type': 'application/json' });
        response.end(await upstream.text());
        return;
      }
      sent.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : {},
      });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end('{}');
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error_code: 'Internal', message: String(error), request_id: 'recorder' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The changes recorded while `run` ran. */
    async during(run: () => Promise<unknown>): Promise<Sent[]> {
      const from = sent.length;
      await run();
      return sent.slice(from);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Property {
  default?: unknown;
  type?: string | string[];
  anyOf?: { type?: string }[];
}
type Schemas = Record<string, { properties?: Record<string, Property>; required?: string[] }>;

const nullable = (property: Property) =>
  [property.type ?? []].flat().includes('null') ||
  (property.anyOf ?? []).some((kind) => kind.type === 'null');

/**
 * A request body as the platform reads it: what it leaves out takes the documented default, and an optional
 * nullable field without one is null (left out and null are the same request).
 */
function withDefaults(schema: string, body: Record<string, unknown>): Record<string, unknown> {
  const { properties = {}, required = [] } = (openapi.components.schemas as Schemas)[schema] ?? {};
  const filled = { ...body };
  for (const [key, property] of Object.entries(properties)) {
    if (key in filled) continue;
    if ('default' in property) filled[key] = property.default;
    else if (!required.includes(key) && nullable(property)) filled[key] = null;
  }
  return filled;
}

let platform: TestPlatform;
let recorder: Awaited<ReturnType<typeof startRecorder>>;
let configHome: string;
let token: string;
let formApi: Api;

beforeAll(async () => {
  platform = await startTestPlatform();
  recorder = await startRecorder(platform.url);
  configHome = await mkdtemp(join(tmpdir(), 'form-requests-'));
  token = await mintToken(platform, 'hannah');
  formApi = createApi({ host: recorder.url, token });
}, 30_000);

afterAll(async () => {
  await recorder?.close();
  await platform?.close();
  if (configHome) await rm(configHome, { recursive: true, force: true });
});

/**
 * Each `rackctl` a command line runs, with what is piped into it: sh runs the line with `rackctl` a function
 * that prints its argument count, its arguments and its input in hex (input may hold anything), NUL-separated.
 */
function invocations(command: string): { args: string[]; stdin: string }[] {
  const output = execFileSync(
    'sh',
    [
      '-c',
      `rackctl() { printf '%s\\0' "$#" "$@"; od -An -v -tx1 | tr -d ' \\n'; printf '\\0'; }\n${command}`,
    ],
    { input: '', encoding: 'utf8' },
  );
  const words = output.split('\0');
  const runs: { args: string[]; stdin: string }[] = [];
  for (let index = 0; index < words.length - 1; ) {
    const count = Number(words[index]);
    const args = words.slice(index + 1, index + 1 + count);
    runs.push({ args, stdin: Buffer.from(words[index + 1 + count] ?? '', 'hex').toString('utf8') });
    index += count + 2;
  }
  return runs;
}

/** Runs a command line the way a user pasting it would, with rackctl signed in to the recorder. */
async function runCommand(command: string) {
  const runs = invocations(command);
  expect(runs.length).toBeGreaterThan(0);
  return recorder.during(async () => {
    for (const { args, stdin } of runs) {
      const program = buildProgram({
        stdout: { write: () => true },
        stderr: { write: () => true },
        stdin: Object.assign(Readable.from([stdin]) as NodeJS.ReadableStream, { isTTY: false }),
        env: { RACK_HOST: recorder.url, RACK_TOKEN: token, XDG_CONFIG_HOME: configHome, HOME: configHome },
      });
      // The recorder answers changes with `{}`, which the CLI may not be able to print: only its request counts.
      await program.parseAsync(args, { from: 'user' }).catch(() => undefined);
    }
  });
}

/** The single change a run sent. */
function only(sent: Sent[]): Sent {
  expect(sent).toHaveLength(1);
  return sent[0] as Sent;
}

/** What a seeded resource holds now, read from the platform as the edit forms read it. */
async function current<T>(read: Promise<{ type: string; data?: unknown }>): Promise<T> {
  const result = await read;
  if (result.type !== 'success') throw new Error('the platform did not return the seeded resource');
  return result.data as T;
}

/**
 * Sends what the form's submit sends, runs the command it shows, and expects the same changes in the same
 * order, each body read as the platform reads its schema (`schemas`, one per change).
 *
 * An update form sends every field, its command only the flags that changed, and rackctl sends null for the
 * others, which an update reads as 'leave it as it is': given the resource as it is (`unchanged`), those
 * nulls stand for its values, and nothing else may differ.
 */
async function expectSameRequests(
  submit: () => Promise<unknown>,
  command: string,
  schemas: string[],
  unchanged: Record<string, unknown> = {},
) {
  const submitted = await recorder.during(submit);
  const commanded = await runCommand(command);
  expect(submitted).toHaveLength(schemas.length);
  const read = (sent: Sent, index: number) => ({
    ...sent,
    body: withDefaults(schemas[index] ?? '', sent.body),
  });
  const leftAsIs = (sent: Sent, index: number) => {
    const { body, ...rest } = read(sent, index);
    return {
      ...rest,
      body: Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, value ?? unchanged[key] ?? null]),
      ),
    };
  };
  expect(commanded.map(leftAsIs)).toEqual(submitted.map(read));
  return { submitted, commanded };
}

/** `expectSameRequests` for a form that sends one change. */
const expectSameRequest = (
  submit: () => Promise<unknown>,
  command: string,
  schema: string,
  unchanged?: Record<string, unknown>,
) => expectSameRequests(submit, command, [schema], unchanged);

describe('the command a form shows sends the request its submit sends', { timeout: 30_000 }, () => {
  it('project create', async () => {
    const values = { name: 'cli-same', description: "Hannah's project" };
    const submitted = only(await recorder.during(() => formApi.projectCreate({ body: values })));
    const commanded = only(await runCommand(projectCreateCommand(values)));
    expect(commanded).toEqual(submitted);
  });

  it('project update', async () => {
    const project = await current<{ name: string; description: string }>(
      platform.api.projectView({ path: { project: 'mock-project' } }),
    );
    for (const values of [
      { name: 'renamed', description: project.description },
      { name: project.name, description: '' },
    ]) {
      await expectSameRequest(
        () => formApi.projectUpdate(projectUpdateRequest('mock-project', values)),
        projectUpdateCommand('mock-project', project, values),
        'ProjectUpdate',
        project,
      );
    }
  });

  it('ssh key create: the pasted line break left out on both sides', async () => {
    const values = {
      name: 'laptop-2',
      description: 'Spare',
      publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB me@laptop\n',
    };
    await expectSameRequest(
      () => formApi.currentUserSshKeyCreate(sshKeyCreateRequest(values)),
      sshKeyCreateCommand(values),
      'SshKeyCreate',
    );
  });

  it('snapshot create', async () => {
    const values = { name: 'before-upgrade', description: 'Before', disk: 'db1-data' };
    await expectSameRequest(
      () => formApi.snapshotCreate(snapshotCreateRequest('mock-project', values)),
      snapshotCreateCommand('mock-project', values),
      'SnapshotCreate',
    );
  });

  it('vpc create, with and without an IPv6 prefix', async () => {
    for (const ipv6Prefix of ['', 'fd00:1122:3344::/48']) {
      const values = { name: 'backend', description: 'Internal', dnsName: 'be', ipv6Prefix };
      await expectSameRequest(
        () => formApi.vpcCreate(vpcCreateRequest('mock-project', values)),
        vpcCreateCommand('mock-project', values),
        'VpcCreate',
      );
    }
  });

  it('vpc update', async () => {
    const vpc = await current<{ name: string; description: string; dnsName: string }>(
      platform.api.vpcView({ path: { vpc: 'mock-vpc' }, query: { project: 'mock-project' } }),
    );
    const values = { name: 'back', description: 'Changed', dnsName: 'bk' };
    await expectSameRequest(
      () => formApi.vpcUpdate(vpcUpdateRequest('mock-project', 'mock-vpc', values)),
      vpcUpdateCommand('mock-project', 'mock-vpc', vpc, values),
      'VpcUpdate',
      { name: vpc.name, description: vpc.description, dns_name: vpc.dnsName },
    );
  });

  it('subnet create, on the system router and on a custom one', async () => {
    for (const [ipv6Block, customRouter] of [
      ['', '_system'],
      ['fd00:1122:3344:0100::/64', 'mock-custom-router'],
    ] as const) {
      const values = { name: 'app', description: 'Apps', ipv4Block: '10.1.0.0/24', ipv6Block, customRouter };
      await expectSameRequest(
        () => formApi.vpcSubnetCreate(subnetCreateRequest('mock-project', 'mock-vpc', values)),
        subnetCreateCommand('mock-project', 'mock-vpc', values),
        'VpcSubnetCreate',
      );
    }
  });

  it('subnet update, to a custom router and back to the system router', async () => {
    const subnet = await current<{ name: string; description: string; customRouterId?: string }>(
      platform.api.vpcSubnetView({
        path: { subnet: 'mock-subnet' },
        query: { project: 'mock-project', vpc: 'mock-vpc' },
      }),
    );
    const was = { name: subnet.name, description: subnet.description, customRouter: '_system' };
    for (const customRouter of ['mock-custom-router', '_system']) {
      const values = { name: 'apps', description: 'x', customRouter };
      await expectSameRequest(
        () => formApi.vpcSubnetUpdate(subnetUpdateRequest('mock-project', 'mock-vpc', 'mock-subnet', values)),
        subnetUpdateCommand('mock-project', 'mock-vpc', 'mock-subnet', was, values),
        'VpcSubnetUpdate',
      );
    }
  });

  it('router create and update', async () => {
    const values = { name: 'egress', description: 'Out' };
    await expectSameRequest(
      () => formApi.vpcRouterCreate(routerCreateRequest('mock-project', 'mock-vpc', values)),
      routerCreateCommand('mock-project', 'mock-vpc', values),
      'VpcRouterCreate',
    );
    const router = await current<{ name: string; description: string }>(
      platform.api.vpcRouterView({
        path: { router: 'mock-custom-router' },
        query: { project: 'mock-project', vpc: 'mock-vpc' },
      }),
    );
    for (const next of [
      { name: 'out', description: router.description },
      { name: router.name, description: '' },
    ]) {
      await expectSameRequest(
        () =>
          formApi.vpcRouterUpdate(
            routerUpdateRequest('mock-project', 'mock-vpc', 'mock-custom-router', next),
          ),
        routerUpdateCommand('mock-project', 'mock-vpc', 'mock-custom-router', router, next),
        'VpcRouterUpdate',
        router,
      );
    }
  });

  describe('route create and update', () => {
    const ROUTES = [
      {
        name: 'to-gw',
        description: 'Out',
        destinationType: 'ip_net',
        destinationValue: '0.0.0.0/0',
        targetType: 'internet_gateway',
        targetValue: 'mock-gateway',
      },
      {
        name: 'blackhole',
        description: '',
        destinationType: 'ip',
        destinationValue: '192.0.2.1',
        targetType: 'drop',
        targetValue: '',
      },
      {
        name: 'to-db',
        description: 'Database',
        destinationType: 'subnet',
        destinationValue: 'mock-subnet',
        targetType: 'instance',
        targetValue: 'db1',
      },
    ] as const;

    it.each(ROUTES)('create $name', async (values) => {
      await expectSameRequest(
        () =>
          formApi.vpcRouterRouteCreate(
            routeCreateRequest('mock-project', 'mock-vpc', 'mock-custom-router', values),
          ),
        routeCreateCommand('mock-project', 'mock-vpc', 'mock-custom-router', values),
        'RouterRouteCreate',
      );
    });

    it.each(ROUTES)('update to-gateway into $name', async (values) => {
      const route = await current<{ name: string; description: string }>(
        platform.api.vpcRouterRouteView({
          path: { route: 'to-gateway' },
          query: { project: 'mock-project', vpc: 'mock-vpc', router: 'mock-custom-router' },
        }),
      );
      const was = {
        name: route.name,
        description: route.description,
        destinationType: 'ip_net',
        destinationValue: '198.51.100.0/24',
        targetType: 'internet_gateway',
        targetValue: 'mock-gateway',
      } as const;
      await expectSameRequest(
        () =>
          formApi.vpcRouterRouteUpdate(
            routeUpdateRequest('mock-project', 'mock-vpc', 'mock-custom-router', 'to-gateway', values),
          ),
        routeUpdateCommand('mock-project', 'mock-vpc', 'mock-custom-router', 'to-gateway', was, values),
        'RouterRouteUpdate',
        route,
      );
    });
  });

  it.each([
    { name: 'edge', description: '', pool: 'auto', address: '' },
    { name: 'edge', description: 'Edge', pool: 'secondary', address: '' },
    { name: 'edge', description: 'Edge', pool: 'secondary', address: '203.0.113.20' },
  ])('floating IP create from pool $pool, address "$address"', async (values) => {
    await expectSameRequest(
      () => formApi.floatingIpCreate(floatingIpCreateRequest('mock-project', values)),
      floatingIpCreateCommand('mock-project', values),
      'FloatingIpCreate',
    );
  });

  it('floating IP attach', async () => {
    await expectSameRequest(
      () => formApi.floatingIpAttach(floatingIpAttachRequest('mock-project', 'cola-float', 'db1')),
      floatingIpAttachCommand('mock-project', 'cola-float', 'db1'),
      'FloatingIpAttach',
    );
  });

  it('image create from a snapshot, named in the command and sent by id', async () => {
    const snapshots = await current<{ items: { id: string; name: string }[] }>(
      platform.api.snapshotList({ query: { project: 'mock-project', limit: 100 } }),
    );
    const snapshot = snapshots.items[0];
    if (!snapshot) throw new Error('mock-project has no snapshot');
    const image = { name: 'golden', description: 'Base', os: 'debian', version: '12' };
    await expectSameRequest(
      () => formApi.imageCreate(imageCreateRequest('mock-project', image, snapshot.id)),
      imageCreateCommand('mock-project', image, snapshot.name),
      'ImageCreate',
    );
  });

  it('external subnet create, from a pool and explicit, and attach', async () => {
    const pooled = {
      name: 'edge',
      description: 'Public block',
      allocation: 'pool',
      pool: 'customer-v4',
      prefixLength: 28,
      subnet: '',
    } as const;
    for (const values of [
      pooled,
      { ...pooled, allocation: 'explicit', subnet: ' 100.72.0.16/28 ' } as const,
    ]) {
      const request = externalSubnetCreateRequest('mock-project', values);
      await expectSameRequest(
        () => formApi.externalSubnetCreate(request),
        externalSubnetCreateCommand(request),
        'ExternalSubnetCreate',
      );
    }
    const attach = externalSubnetAttachRequest('mock-project', 'edge', 'db1');
    await expectSameRequest(
      () => formApi.externalSubnetAttach(attach),
      externalSubnetAttachCommand(attach),
      'ExternalSubnetAttach',
    );
  });

  it('multicast group join, by a name nobody uses yet', async () => {
    const request = multicastGroupJoinRequest('mock-project', 'db1', ' new-feed ');
    await expectSameRequest(
      () => formApi.instanceMulticastGroupJoin(request),
      multicastGroupJoinCommand(request),
      'InstanceMulticastGroupJoin',
    );
  });

  it.each([
    { name: 'public-v6', description: '', ipVersion: 'v6', poolType: 'unicast', assignment: 'silos' },
    { name: 'feeds', description: 'Feeds', ipVersion: 'v4', poolType: 'multicast', assignment: 'silos' },
  ] as const)('ip pool create: $poolType $ipVersion', async (values) => {
    await expectSameRequest(
      () => formApi.systemIpPoolCreate({ body: values }),
      ipPoolCreateCommand(values),
      'IpPoolCreate',
    );
  });

  it('ip pool range add', async () => {
    const values = { first: '203.0.113.10', last: ' 203.0.113.250 ' };
    await expectSameRequest(
      () => formApi.systemIpPoolRangeAdd(ipPoolRangeAddRequest('secondary', values)),
      ipPoolRangeAddCommand('secondary', values),
      'IpRange',
    );
  });

  it('silo create, then its IP pool links, default first', async () => {
    const values: SiloFormValues = {
      ...defaultSiloValues,
      name: 'research',
      description: 'Lab',
      discoverable: false,
      identityMode: 'local_only',
      adminGroupName: 'admins',
      cpus: 64,
      memoryGib: 256,
      storageGib: 10240,
      ipPools: ['secondary', 'default'],
      defaultPool: 'default',
    };
    const links = poolLinks(values);
    await expectSameRequests(
      async () => {
        await formApi.siloCreate({ body: siloCreateBody(values) });
        for (const { pool, isDefault } of links) {
          await formApi.systemIpPoolSiloLink(ipPoolLinkRequest(pool, values.name, isDefault));
        }
      },
      siloCreateCommand(values),
      ['SiloCreate', ...links.map(() => 'IpPoolLinkSilo')],
    );
  });

  it('subnet pool create, member add and link', async () => {
    const pool = { name: 'edge-v4', description: "Hannah's blocks", ipVersion: 'v4' } as const;
    await expectSameRequest(
      () => formApi.systemSubnetPoolCreate({ body: pool }),
      subnetPoolCreateCommand(pool),
      'SubnetPoolCreate',
    );
    for (const member of [
      { subnet: ' 100.72.64.0/20 ', minPrefixLength: 24, maxPrefixLength: 28 },
      { subnet: '100.72.80.0/20' },
    ]) {
      await expectSameRequest(
        () =>
          formApi.systemSubnetPoolMemberAdd({ path: { pool: 'customer-v4' }, body: memberAddBody(member) }),
        subnetPoolMemberAddCommand('customer-v4', memberAddBody(member)),
        'SubnetPoolMemberAdd',
      );
    }
    for (const isDefault of [true, false]) {
      await expectSameRequest(
        () => formApi.systemSubnetPoolSiloLink(subnetPoolLinkRequest('lab-subnets', 'maze-war', isDefault)),
        subnetPoolLinkCommand('lab-subnets', 'maze-war', isDefault),
        'SubnetPoolLinkSilo',
      );
    }
  });

  describe('policy add: the role applied to the policy as it stands, the whole policy sent', () => {
    const webDevs = {
      identityId: 'a7e1b0c2-3d4e-4f50-9a61-000000000003',
      identityType: 'silo_group',
    } as const;
    const assignment = (roleName: RoleName) => ({ ...webDevs, roleName });

    it('on a project', async () => {
      const policy = await current<Parameters<typeof updateRole>[1]>(
        platform.api.projectPolicyView({ path: { project: 'mock-project' } }),
      );
      await expectSameRequest(
        () =>
          formApi.projectPolicyUpdate({
            path: { project: 'mock-project' },
            body: updateRole(assignment('viewer'), policy),
          }),
        policyAddCommand(webDevs.identityId, 'viewer', { project: 'mock-project' }),
        'ProjectRolePolicy',
      );
    });

    it('on the silo', async () => {
      const policy = await current<Parameters<typeof updateRole>[1]>(platform.api.policyView({}));
      await expectSameRequest(
        () => formApi.policyUpdate({ body: updateRole(assignment('collaborator'), policy) }),
        policyAddCommand(webDevs.identityId, 'collaborator', {}),
        'SiloRolePolicy',
      );
    });
  });

  it('image demote: a silo image moved into a project', async () => {
    const images = await current<{ items: { name: string }[] }>(
      platform.api.imageList({ query: { limit: 100 } }),
    );
    const image = images.items[0]?.name ?? '';
    await expectSameRequest(
      () => formApi.imageDemote(imageDemoteRequest(image, 'mock-project')),
      imageDemoteCommand(image, 'mock-project'),
      'ImageDemote',
    );
  });

  describe('disk create', () => {
    /** The project's and the silo's images and the project's snapshots, as the form lists them. */
    async function sources() {
      const list = async (project?: string) =>
        (
          await current<{ items: { id: string; name: string }[] }>(
            platform.api.imageList({ query: { project, limit: 100 } }),
          )
        ).items;
      const projectImages = await list('mock-project');
      const siloImages = await list();
      const snapshots = (
        await current<{ items: { id: string; name: string }[] }>(
          platform.api.snapshotList({ query: { project: 'mock-project', limit: 100 } }),
        )
      ).items;
      const first = <T>(items: T[]) => {
        if (!items[0]) throw new Error('the seed has no image or snapshot to start from');
        return items[0];
      };
      const names: DiskSourceNames = {
        images: [
          ...projectImages.map((image) => ({ ...image, scope: 'project image' })),
          ...siloImages.map((image) => ({ ...image, scope: 'silo image' })),
        ],
        snapshots,
      };
      return {
        names,
        projectImages,
        siloImages,
        snapshots,
        projectImage: first(projectImages),
        siloImage: first(siloImages),
        snapshot: first(snapshots),
      };
    }

    const values = (overrides: Partial<DiskCreateValues>): DiskCreateValues => ({
      name: 'restored',
      description: 'Scratch',
      source: 'blank',
      blockSize: '4096',
      imageId: '',
      snapshotId: '',
      sizeGiB: 20,
      file: null,
      snapshotName: '',
      createImage: false,
      image: { name: '', description: '', os: '', version: '' },
      ...overrides,
    });

    it('blank, from a project image, a silo image and a snapshot', async () => {
      const { names, projectImage, siloImage, snapshot } = await sources();
      for (const disk of [
        values({ blockSize: '512' }),
        values({ source: 'image', imageId: projectImage.id, description: '' }),
        values({ source: 'image', imageId: siloImage.id }),
        values({ source: 'snapshot', snapshotId: snapshot.id, sizeGiB: 100 }),
      ]) {
        await expectSameRequest(
          () => formApi.diskCreate(diskCreateRequest('mock-project', disk)),
          diskCreateCommand('mock-project', disk, names),
          'DiskCreate',
        );
      }
    });

    // rackctl disk attach reads the disk and the instance first and refuses a disk the recorder never made, so
    // of the create-and-attach only the create reaches the recorder: the attach is compared on a seeded disk.
    it('from the instance page: created as the command creates it', async () => {
      const { projectImages, siloImages, snapshots, snapshot } = await sources();
      for (const disk of [
        {
          name: 'db1-extra',
          description: '',
          source: 'blank',
          imageId: '',
          snapshotId: '',
          blockSize: '512',
          sizeGiB: 5,
        },
        {
          name: 'db1-restored',
          description: 'Restored',
          source: 'snapshot',
          imageId: '',
          snapshotId: snapshot.id,
          blockSize: '4096',
          sizeGiB: 100,
        },
        {
          name: 'db1-local',
          description: 'Fast',
          source: 'local',
          imageId: '',
          snapshotId: '',
          blockSize: '4096',
          sizeGiB: 50,
        },
      ] as const) {
        const command = createDiskCommand('mock-project', 'scratch', disk, {
          projectImages,
          siloImages,
          snapshots,
        });
        expect(command).toContain(`&&\n${diskAttachCommand('mock-project', 'scratch', disk.name)}`);
        await expectSameRequest(
          () => formApi.diskCreate(instanceDiskCreateRequest('mock-project', disk)),
          command,
          'DiskCreate',
        );
      }
    });

    // The upload and rackctl disk import both run the SDK's importDisk. The recorder answers every change and
    // never makes the disk, so both go as far as finalizing, then fail reading the disk back: compared up to
    // there (the create, the start, the one chunk, the stop and the finalize into the snapshot). What the
    // command cannot say the same way (the image's own description) it refuses to show, which
    // formCommands.test.ts checks.
    it('uploaded: the same importing disk, chunk, stop and finalize, from the one importDisk', async () => {
      const path = join(configHome, 'debian 12.raw');
      await writeFile(path, 'raw disk bytes');
      const upload = values({
        name: 'base',
        description: 'Golden',
        source: 'upload',
        blockSize: '512',
        sizeGiB: 2,
        file: new File(['raw disk bytes'], path),
      });
      const plan = uploadPlan(upload, upload.file as File, 'base-snapshot-0a0a0a');
      const { submitted } = await expectSameRequests(
        () =>
          runUpload(
            plan,
            { api: formApi, project: 'mock-project' },
            { onStep: () => {}, onProgress: () => {} },
          ),
        diskImportCommand('mock-project', upload, plan.snapshotName),
        ['DiskCreate', 'DiskPath', 'ImportBlocksBulkWrite', 'DiskPath', 'FinalizeDisk'],
      );
      expect(submitted.map((sent) => sent.path)).toEqual([
        '/v1/disks',
        '/v1/disks/base/bulk-write-start',
        '/v1/disks/base/bulk-write',
        '/v1/disks/base/bulk-write-stop',
        '/v1/disks/base/finalize',
      ]);
      expect(submitted[0]?.body).toMatchObject({ size: 2 * 1024 ** 3 });
    });

    it('attached to the instance', async () => {
      await expectSameRequest(
        () => formApi.instanceDiskAttach(diskAttachRequest('mock-project', 'scratch', 'backup-vol')),
        diskAttachCommand('mock-project', 'scratch', 'backup-vol'),
        'DiskPath',
      );
    });
  });

  describe('instance create', () => {
    const instanceContext = async (): Promise<InstanceCommandContext> => {
      const images = await platform.api.imageList({ query: { limit: 100 } });
      const projectImages = await platform.api.imageList({ query: { project: 'mock-project', limit: 100 } });
      const keys = await platform.api.currentUserSshKeyList({ query: { limit: 100 } });
      if (images.type !== 'success' || projectImages.type !== 'success' || keys.type !== 'success') {
        throw new Error('the platform did not list images and keys');
      }
      return {
        project: 'mock-project',
        siloImages: images.data.items,
        projectImages: projectImages.data.items,
        userSshKeys: keys.data.items.map((key) => key.name),
        nameBootDisk: bootDiskNamer(),
      };
    };

    /** Submits the form's values as the form does, and runs the command it shows for them. */
    async function compare(overrides: (context: InstanceCommandContext) => Partial<InstanceCreateValues>) {
      const context = await instanceContext();
      const values: InstanceCreateValues = {
        ...defaultInstanceValues('siloImage'),
        name: 'cli-same',
        siloImageId: context.siloImages[0]?.id ?? '',
        sshKeys: [...context.userSshKeys],
        ...overrides(context),
      };
      const submitted = only(
        await recorder.during(() =>
          formApi.instanceCreate({
            query: { project: context.project },
            body: toInstanceCreate(values, instanceRequestNames(context)),
          }),
        ),
      );
      const command = instanceCreateCommand(values, context);
      const commanded = only(await runCommand(command));
      // Without --ssh-key the CLI leaves ssh_public_keys out, which the platform reads as all the user's keys:
      // the same as the form's [] only for a user with none, the one case the command leaves the flag out.
      const keys =
        context.userSshKeys.length === 0 && !('ssh_public_keys' in commanded.body)
          ? { ssh_public_keys: [] }
          : {};
      expect({ ...commanded, body: withDefaults('InstanceCreate', { ...keys, ...commanded.body }) }).toEqual({
        ...submitted,
        body: withDefaults('InstanceCreate', submitted.body),
      });
      return { command, submitted };
    }

    it('with rackctl instance create: the same generated boot disk, size and addresses', async () => {
      const { command, submitted } = await compare(() => ({
        description: 'Same request',
        floatingIps: [],
        start: false,
      }));
      expect(command).toMatch(
        /^rackctl instance create cli-same .*--boot-disk-name cli-same-disk-[0-9a-f]{6}/,
      );
      expect(submitted.body.boot_disk).toMatchObject({ name: expect.stringMatching(/^cli-same-disk-/) });
    });

    it('with a typed boot disk name, a hostname, attached disks and no ephemeral IP', async () => {
      await compare(() => ({
        bootDiskName: 'cli-same-root',
        hostname: 'same.internal',
        ephemeralIp: false,
        disks: [{ type: 'attach', name: 'scratch-data' }],
      }));
    });

    it('with rackctl api, for what the CLI has no flag for', async () => {
      const { command } = await compare(() => ({ enableJumboFrames: true, autoRestartPolicy: 'never' }));
      expect(command).toContain('| rackctl api');
    });
  });
});
