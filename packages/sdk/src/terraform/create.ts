import type {
  AntiAffinityGroupCreate,
  DiskCreate,
  ExternalSubnetCreate,
  FloatingIpCreate,
  ImageCreate,
  InstanceCreate,
  InstanceDiskAttachment,
  InternetGatewayCreate,
  IpPool,
  IpPoolCreate,
  IpRange,
  PoolSelector,
  ProjectCreate,
  RouterRouteCreate,
  SamlIdentityProviderCreate,
  SiloCreate,
  SnapshotCreate,
  SshKeyCreate,
  SubnetPoolCreate,
  SubnetPoolMemberAdd,
  VpcCreate,
  VpcFirewallRuleUpdate,
  VpcRouterCreate,
  VpcSubnetCreate,
} from '../generated/api.js';
import { writeInstance } from './create-instance.js';
import { writeIdentityProvider, writeRangeAdded } from './create-system.js';
import { type Arguments, localName, TerraformDocument } from './document.js';
import { HclMap, type HclValue } from './hcl.js';
import { firewallRulesMap, routeEnd } from './values.js';

/** What a create form would create, in the platform's create bodies, with the names of its parents. */
export type CreateRequest =
  | { kind: 'project'; body: ProjectCreate }
  | { kind: 'vpc'; project: string; body: VpcCreate }
  | { kind: 'vpcSubnet'; project: string; vpc: string; body: VpcSubnetCreate }
  | { kind: 'vpcRouter'; project: string; vpc: string; body: VpcRouterCreate }
  | { kind: 'routerRoute'; project: string; vpc: string; router: string; body: RouterRouteCreate }
  | { kind: 'internetGateway'; project: string; vpc: string; body: InternetGatewayCreate }
  | {
      kind: 'firewallRules';
      project: string;
      vpc: string;
      rules: VpcFirewallRuleUpdate[];
      /** A rule form's change to the rule set of an existing VPC: the rule set imported by the VPC's id. */
      ruleOf?: { vpcId: string; rule: string };
    }
  | { kind: 'disk'; project: string; body: DiskCreate }
  | { kind: 'snapshot'; project: string; body: SnapshotCreate }
  | { kind: 'image'; project: string; body: ImageCreate }
  | { kind: 'floatingIp'; project: string; body: FloatingIpCreate }
  | { kind: 'externalSubnet'; project: string; body: ExternalSubnetCreate }
  | { kind: 'antiAffinityGroup'; project: string; body: AntiAffinityGroupCreate }
  | { kind: 'instance'; project: string; body: InstanceCreate }
  | { kind: 'sshKey'; body: SshKeyCreate }
  | { kind: 'silo'; body: SiloCreate }
  | { kind: 'samlIdentityProvider'; silo: string; body: SamlIdentityProviderCreate }
  | { kind: 'ipPool'; body: IpPoolCreate }
  /** A range added to an existing pool: the provider writes a pool's ranges in oxide_ip_pool, so the whole pool. */
  | {
      kind: 'ipPoolRange';
      pool: Pick<IpPool, 'id' | 'name' | 'description'>;
      ranges: IpRange[];
      range: IpRange;
    }
  | { kind: 'ipPoolSiloLink'; pool: string; silo: string; isDefault: boolean }
  | { kind: 'subnetPool'; body: SubnetPoolCreate }
  | { kind: 'subnetPoolMember'; pool: string; body: SubnetPoolMemberAdd }
  | { kind: 'subnetPoolSiloLink'; pool: string; silo: string; isDefault: boolean };

/** Names of images a request refers to by id (disks and boot disks from an image), to look them up by. */
export type ImageNames = Record<string, { name: string; project?: string }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Terraform that creates what a create form would: the resource, with what it refers to looked up by
 * name through data sources. No import block: nothing exists yet.
 */
export function createToTerraform(request: CreateRequest, images: ImageNames = {}): string {
  const doc = new TerraformDocument([]);
  new CreateWriter(doc, images).write(request);
  return doc.toString();
}

/** Writes create requests into a document; the instance writer (create-instance.ts) uses its helpers. */
export class CreateWriter {
  constructor(
    readonly doc: TerraformDocument,
    private readonly images: ImageNames,
  ) {}

  readonly project = (project: string) => this.doc.lookup('oxide_project', [['name', project]], [project]);
  readonly vpc = (project: string, vpc: string) =>
    this.doc.lookup(
      'oxide_vpc',
      [
        ['project_name', project],
        ['name', vpc],
      ],
      [project, vpc],
    );
  readonly pool = (pool: string) =>
    UUID.test(pool) ? pool : this.doc.lookup('oxide_ip_pool', [['name', pool]], [pool]);

  /** Writes a resource to create and returns its local name. */
  add(type: string, name: string, args: Arguments, comments: string[] = []): string {
    const local = this.doc.declare(type, localName(name));
    this.doc.resource(type, local, args, { comments });
    return local;
  }

  /** Writes the request's resources; returns the local name of the one it creates. */
  write(request: CreateRequest): string {
    const named = (project: HclValue, body: { name: string; description: string }): Arguments => [
      ['project_id', project],
      ['name', body.name],
      ['description', body.description],
    ];
    switch (request.kind) {
      case 'project':
        return this.add('oxide_project', request.body.name, [
          ['name', request.body.name],
          ['description', request.body.description],
        ]);
      case 'vpc':
        return this.add('oxide_vpc', request.body.name, [
          ...named(this.project(request.project), request.body),
          ['dns_name', request.body.dnsName],
          ['ipv6_prefix', request.body.ipv6Prefix ?? undefined],
        ]);
      case 'vpcSubnet':
        return this.add(
          'oxide_vpc_subnet',
          request.body.name,
          [
            ['vpc_id', this.vpc(request.project, request.vpc)],
            ['name', request.body.name],
            ['description', request.body.description],
            ['ipv4_block', request.body.ipv4Block],
            ['ipv6_block', request.body.ipv6Block ?? undefined],
          ],
          request.body.customRouter
            ? [
                `The provider has no argument for a custom router: set ${request.body.customRouter} in the console.`,
              ]
            : [],
        );
      case 'vpcRouter':
        return this.add('oxide_vpc_router', request.body.name, [
          ['vpc_id', this.vpc(request.project, request.vpc)],
          ['name', request.body.name],
          ['description', request.body.description],
        ]);
      case 'routerRoute': {
        const router = this.doc.lookup(
          'oxide_vpc_router',
          [
            ['project_name', request.project],
            ['vpc_name', request.vpc],
            ['name', request.router],
          ],
          [request.project, request.vpc, request.router],
        );
        return this.add('oxide_vpc_router_route', request.body.name, [
          ['vpc_router_id', router],
          ['name', request.body.name],
          ['description', request.body.description],
          ['destination', routeEnd(request.body.destination)],
          ['target', routeEnd(request.body.target)],
        ]);
      }
      case 'internetGateway':
        return this.add('oxide_vpc_internet_gateway', request.body.name, [
          ['vpc_id', this.vpc(request.project, request.vpc)],
          ['name', request.body.name],
          ['description', request.body.description],
        ]);
      case 'firewallRules': {
        const args: Arguments = [
          ['vpc_id', this.vpc(request.project, request.vpc)],
          ['rules', firewallRulesMap(request.rules)],
        ];
        const exhaustive = 'The rule set is exhaustive: these become all of the VPC’s rules.';
        if (!request.ruleOf) return this.add('oxide_vpc_firewall_rules', request.vpc, args, [exhaustive]);
        const name = this.doc.declare('oxide_vpc_firewall_rules', localName(request.vpc));
        this.doc.resource('oxide_vpc_firewall_rules', name, args, {
          importId: request.ruleOf.vpcId,
          comments: [
            'The provider has no resource for one rule: a VPC’s rules are one oxide_vpc_firewall_rules. This',
            `is the whole rule set, imported by the VPC’s id, with rule ${request.ruleOf.rule} as this form leaves it.`,
            exhaustive,
          ],
        });
        return name;
      }
      case 'disk':
        return this.writeDisk(this.project(request.project), request.body);
      case 'snapshot': {
        const disk = this.doc.lookup(
          'oxide_disk',
          [
            ['project_name', request.project],
            ['name', request.body.disk],
          ],
          [request.project, request.body.disk],
        );
        return this.add('oxide_snapshot', request.body.name, [
          ...named(this.project(request.project), request.body),
          ['disk_id', disk],
        ]);
      }
      case 'image':
        return this.add(
          'oxide_image',
          request.body.name,
          [
            ...named(this.project(request.project), request.body),
            ['os', request.body.os],
            ['version', request.body.version],
            ['source_snapshot_id', request.body.source.id],
          ],
          ['The provider has no data source for snapshots: the snapshot is given by its id.'],
        );
      case 'floatingIp': {
        const allocator = request.body.addressAllocator;
        return this.add('oxide_floating_ip', request.body.name, [
          ...named(this.project(request.project), request.body),
          ['ip', allocator?.type === 'explicit' ? allocator.ip : undefined],
          ...this.poolArguments(allocator?.type === 'auto' ? allocator.poolSelector : undefined),
        ]);
      }
      case 'externalSubnet': {
        const allocator = request.body.allocator;
        return this.add('oxide_external_subnet', request.body.name, [
          ...named(this.project(request.project), request.body),
          ...(allocator.type === 'explicit'
            ? ([['subnet', allocator.subnet]] as const)
            : ([['prefix_len', allocator.prefixLength]] as const)),
          ...(allocator.type === 'auto' && allocator.poolSelector?.type === 'explicit'
            ? ([
                [
                  'subnet_pool_id',
                  this.doc.lookup(
                    'oxide_subnet_pool',
                    [['name', allocator.poolSelector.pool]],
                    [allocator.poolSelector.pool],
                  ),
                ],
              ] as const)
            : []),
          [
            'ip_version',
            allocator.type === 'auto' && allocator.poolSelector?.type === 'auto'
              ? (allocator.poolSelector.ipVersion ?? undefined)
              : undefined,
          ],
        ]);
      }
      case 'antiAffinityGroup':
        return this.add('oxide_anti_affinity_group', request.body.name, [
          ...named(this.project(request.project), request.body),
          ['policy', request.body.policy],
        ]);
      case 'instance':
        return writeInstance(this, request.project, request.body);
      case 'sshKey':
        return this.add('oxide_ssh_key', request.body.name, [
          ['name', request.body.name],
          ['description', request.body.description],
          ['public_key', request.body.publicKey],
        ]);
      case 'silo': {
        const body = request.body;
        return this.add(
          'oxide_silo',
          body.name,
          [
            ['name', body.name],
            ['description', body.description],
            ['quotas', { cpus: body.quotas.cpus, memory: body.quotas.memory, storage: body.quotas.storage }],
            [
              'tls_certificates',
              body.tlsCertificates.map((c) => ({
                name: c.name,
                description: c.description,
                cert: c.cert,
                key: c.key,
                service: c.service,
              })),
            ],
            ['discoverable', body.discoverable],
            ['identity_mode', body.identityMode],
            ['admin_group_name', body.adminGroupName ?? undefined],
            [
              'mapped_fleet_roles',
              body.mappedFleetRoles && Object.keys(body.mappedFleetRoles).length
                ? new HclMap(body.mappedFleetRoles)
                : undefined,
            ],
          ],
          body.tlsCertificates.length ? ['tls_certificates holds private keys: keep this file secret.'] : [],
        );
      }
      case 'samlIdentityProvider':
        return writeIdentityProvider(this, request);
      case 'ipPool':
        return this.add('oxide_ip_pool', request.body.name, [
          ['name', request.body.name],
          ['description', request.body.description],
        ]);
      case 'ipPoolRange':
        return writeRangeAdded(this.doc, request);
      case 'subnetPool':
        return this.add('oxide_subnet_pool', request.body.name, [
          ['name', request.body.name],
          ['description', request.body.description],
          ['ip_version', request.body.ipVersion],
        ]);
      case 'subnetPoolMember':
        return this.add('oxide_subnet_pool_member', `${request.pool}_${request.body.subnet}`, [
          ['subnet_pool_id', this.doc.lookup('oxide_subnet_pool', [['name', request.pool]], [request.pool])],
          ['subnet', request.body.subnet],
          ['min_prefix_length', request.body.minPrefixLength ?? undefined],
          ['max_prefix_length', request.body.maxPrefixLength ?? undefined],
        ]);
      case 'ipPoolSiloLink':
      case 'subnetPoolSiloLink': {
        const ip = request.kind === 'ipPoolSiloLink';
        const pool = this.doc.lookup(
          ip ? 'oxide_ip_pool' : 'oxide_subnet_pool',
          [['name', request.pool]],
          [request.pool],
        );
        return this.add(
          ip ? 'oxide_ip_pool_silo_link' : 'oxide_subnet_pool_silo_link',
          `${request.pool}_${request.silo}`,
          [
            ['silo_id', this.doc.lookup('oxide_silo', [['name', request.silo]], [request.silo])],
            [ip ? 'ip_pool_id' : 'subnet_pool_id', pool],
            ['is_default', request.isDefault],
          ],
        );
      }
    }
  }

  private poolArguments(selector: PoolSelector | undefined): Arguments {
    if (selector?.type === 'explicit') return [['ip_pool_id', this.pool(selector.pool)]];
    if (selector?.ipVersion) return [['ip_version', selector.ipVersion]];
    return [];
  }

  /** A disk from its create body; returns its local name for an instance to attach. */
  writeDisk(
    project: HclValue,
    body: DiskCreate | Extract<InstanceDiskAttachment, { type: 'create' }>,
  ): string {
    const comments: string[] = [];
    const args: [string, HclValue | undefined][] = [
      ['project_id', project],
      ['name', body.name],
      ['description', body.description],
      ['size', body.size],
    ];
    const backend = body.diskBackend;
    if (backend.type === 'local') args.push(['disk_type', 'local']);
    else {
      const source = backend.diskSource;
      if (source.type === 'image') args.push(['source_image_id', this.image(source.imageId)]);
      else if (source.type === 'snapshot') {
        args.push(['source_snapshot_id', source.snapshotId]);
        comments.push('The provider has no data source for snapshots: the snapshot is given by its id.');
      } else args.push(['block_size', source.blockSize]);
      if (source.type === 'importing_blocks')
        comments.push(
          'The provider creates the disk blank: import its contents with `rackctl disk import` after.',
        );
      if ((source.type === 'image' || source.type === 'snapshot') && source.readOnly)
        args.push(['read_only', true]);
    }
    const name = this.doc.declare('oxide_disk', localName(body.name));
    this.doc.resource('oxide_disk', name, args, { comments });
    return name;
  }

  private image(id: string): HclValue {
    const image = this.images[id];
    if (!image) return id;
    return this.doc.lookup(
      'oxide_image',
      [
        ['project_name', image.project],
        ['name', image.name],
      ],
      image.project ? [image.project, image.name] : [image.name],
    );
  }
}
