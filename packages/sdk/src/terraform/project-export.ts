import type { Disk, Image } from '../generated/api.js';
import { type Arguments, exportHeader, localName, TerraformDocument } from './document.js';
import { HclExpression, type HclValue } from './hcl.js';
import type { InstanceInventory, ProjectInventory, VpcInventory } from './inventory.js';
import { firewallRulesMap, ipConfig, routeEnd } from './values.js';

const byName = <T extends { name: string; id: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));

/**
 * Writes the selected resources of a project. Every other object of the project, and what lies outside it
 * (silo images, IP pools), is looked up by name through a data source where the provider has one.
 */
export class ProjectExport {
  private readonly doc: TerraformDocument;
  private readonly projectRef: HclValue;
  /** Objects not written here, by id: how to look each up by name. */
  private readonly lookups = new Map<string, () => HclExpression>();

  constructor(
    private readonly inv: ProjectInventory,
    private readonly selected: (id: string) => boolean,
  ) {
    const project = inv.project;
    this.doc = new TerraformDocument(
      exportHeader(selected(project.id) ? `Project ${project.name}` : `From project ${project.name}`),
    );
    const doc = this.doc;
    const p = project.name;
    // Every name is claimed before anything is written, so that any resource can refer to any other.
    const declare = (type: string, item: { id: string }, parts: string[], lookup?: [string, Arguments]) => {
      if (selected(item.id)) doc.declare(type, localName(...parts), item.id);
      else if (lookup) this.lookups.set(item.id, () => doc.lookup(lookup[0], lookup[1], [p, ...parts]));
    };
    this.projectRef = selected(project.id)
      ? new HclExpression(`oxide_project.${doc.declare('oxide_project', localName(p), project.id)}.id`)
      : doc.lookup('oxide_project', [['name', p]], [p]);
    for (const { vpc, subnets, routers, internetGateways } of byNameOf(inv.vpcs, (v) => v.vpc)) {
      const inVpc = (name: string): Arguments => [
        ['project_name', p],
        ['vpc_name', vpc.name],
        ['name', name],
      ];
      declare(
        'oxide_vpc',
        vpc,
        [vpc.name],
        [
          'oxide_vpc',
          [
            ['project_name', p],
            ['name', vpc.name],
          ],
        ],
      );
      for (const subnet of byName(subnets)) {
        declare(
          'oxide_vpc_subnet',
          subnet,
          [vpc.name, subnet.name],
          ['oxide_vpc_subnet', inVpc(subnet.name)],
        );
      }
      for (const gateway of byName(internetGateways)) {
        declare(
          'oxide_vpc_internet_gateway',
          gateway,
          [vpc.name, gateway.name],
          ['oxide_vpc_internet_gateway', inVpc(gateway.name)],
        );
      }
      for (const { router, routes } of byNameOf(customRouters(routers), (r) => r.router)) {
        declare(
          'oxide_vpc_router',
          router,
          [vpc.name, router.name],
          ['oxide_vpc_router', inVpc(router.name)],
        );
        for (const route of byName(routes))
          declare('oxide_vpc_router_route', route, [vpc.name, router.name, route.name]);
      }
    }
    const inProject = (type: string, items: readonly { name: string; id: string }[], lookup?: string) => {
      for (const item of byName(items)) {
        declare(
          type,
          item,
          [item.name],
          lookup
            ? [
                lookup,
                [
                  ['project_name', p],
                  ['name', item.name],
                ],
              ]
            : undefined,
        );
      }
    };
    inProject('oxide_anti_affinity_group', inv.antiAffinityGroups, 'oxide_anti_affinity_group');
    inProject('oxide_disk', inv.disks, 'oxide_disk');
    inProject('oxide_snapshot', inv.snapshots);
    inProject('oxide_image', inv.images, 'oxide_image');
    inProject('oxide_floating_ip', inv.floatingIps, 'oxide_floating_ip');
    inProject('oxide_external_subnet', inv.externalSubnets);
    inProject(
      'oxide_instance',
      inv.instances.map((i) => i.instance),
    );
    for (const [id, image] of Object.entries(inv.outside.images)) {
      const args: Arguments = [
        ['project_name', image.project],
        ['name', image.name],
      ];
      this.lookups.set(id, () =>
        doc.lookup('oxide_image', args, image.project ? [image.project, image.name] : [image.name]),
      );
    }
    for (const [id, pool] of Object.entries(inv.outside.ipPools)) {
      this.lookups.set(id, () => doc.lookup('oxide_ip_pool', [['name', pool]], [pool]));
    }
  }

  /** Whether the export writes the resource of this id (not so a VPC's system router, the platform's own). */
  writes(id: string): boolean {
    return this.doc.reference(id) !== undefined;
  }

  /** A resource written here by reference, anything else by a lookup by name; undefined when neither can be. */
  private idOf(id: string): HclExpression | undefined {
    return this.doc.reference(id) ?? this.lookups.get(id)?.();
  }

  write(): string {
    const { doc, inv } = this;
    const chosen = <T extends { id: string; name: string }>(items: readonly T[]) =>
      byName(items.filter((i) => this.selected(i.id)));
    if (this.selected(inv.project.id))
      doc.resource(
        'oxide_project',
        localName(inv.project.name),
        [
          ['name', inv.project.name],
          ['description', inv.project.description],
        ],
        { importId: inv.project.id },
      );
    for (const vpc of byNameOf(inv.vpcs, (v) => v.vpc)) this.writeVpc(vpc);
    for (const group of chosen(inv.antiAffinityGroups)) {
      this.write1('oxide_anti_affinity_group', group, [
        ['project_id', this.projectRef],
        ['name', group.name],
        ['description', group.description],
        ['policy', group.policy],
      ]);
    }
    for (const disk of chosen(inv.disks)) this.writeDisk(disk);
    for (const snapshot of chosen(inv.snapshots)) {
      const disk = this.idOf(snapshot.diskId);
      this.write1(
        'oxide_snapshot',
        snapshot,
        [
          ['project_id', this.projectRef],
          ['name', snapshot.name],
          ['description', snapshot.description],
          ['disk_id', disk ?? snapshot.diskId],
        ],
        disk ? [] : ['Its disk no longer exists: its id is kept, so that plan proposes no replacement.'],
      );
    }
    for (const image of chosen(inv.images)) this.writeImage(image);
    for (const ip of chosen(inv.floatingIps)) {
      this.write1('oxide_floating_ip', ip, [
        ['project_id', this.projectRef],
        ['name', ip.name],
        ['description', ip.description],
        ['ip', ip.ip],
      ]);
    }
    for (const subnet of chosen(inv.externalSubnets)) {
      this.write1('oxide_external_subnet', subnet, [
        ['project_id', this.projectRef],
        ['name', subnet.name],
        ['description', subnet.description],
        ['subnet', subnet.subnet],
      ]);
    }
    for (const instance of byNameOf(inv.instances, (i) => i.instance)) {
      if (this.selected(instance.instance.id)) this.writeInstance(instance);
    }
    for (const subnet of chosen(inv.externalSubnets)) {
      const instance = subnet.instanceId ? this.idOf(subnet.instanceId) : undefined;
      if (!instance) continue;
      doc.resource(
        'oxide_external_subnet_attachment',
        doc.declare('oxide_external_subnet_attachment', localName(subnet.name)),
        [
          ['external_subnet_id', this.idOf(subnet.id)],
          ['instance_id', instance],
        ],
        { importId: subnet.id },
      );
    }
    return doc.toString();
  }

  /** Writes a declared resource named after the platform object, imported by its id. */
  /** Writes an item of the export; `args` as a function when they look things up, only for an item written. */
  private write1(
    type: string,
    item: { id: string },
    args: Arguments | (() => Arguments),
    comments: string[] = [],
  ) {
    if (!this.selected(item.id)) return;
    const reference = this.doc.reference(item.id);
    if (!reference) throw new Error(`${type} ${item.id} was not declared`);
    // `TYPE.NAME.id` → NAME
    const name = reference.text.split('.')[1] as string;
    this.doc.resource(type, name, typeof args === 'function' ? args() : args, {
      importId: item.id,
      comments,
    });
  }

  private writeVpc({ vpc, subnets, routers, internetGateways, firewallRules }: VpcInventory) {
    this.write1(
      'oxide_vpc',
      vpc,
      [
        ['project_id', this.projectRef],
        ['name', vpc.name],
        ['description', vpc.description],
        ['dns_name', vpc.dnsName],
        ['ipv6_prefix', vpc.ipv6Prefix],
      ],
      ['The VPC system router and its routes are the platform’s own: the provider manages custom routers.'],
    );
    // Looked up only for what is written: an export of a disk names no VPC.
    const vpcRef = () => this.idOf(vpc.id);
    for (const subnet of byName(subnets)) {
      const router = subnet.customRouterId
        ? routers.find((r) => r.router.id === subnet.customRouterId)?.router.name
        : undefined;
      this.write1(
        'oxide_vpc_subnet',
        subnet,
        () => [
          ['vpc_id', vpcRef()],
          ['name', subnet.name],
          ['description', subnet.description],
          ['ipv4_block', subnet.ipv4Block],
          ['ipv6_block', subnet.ipv6Block],
        ],
        subnet.customRouterId
          ? [
              `Its custom router (${router ?? subnet.customRouterId}) is set on the platform: the provider has no`,
              'argument for it.',
            ]
          : [],
      );
    }
    for (const gateway of byName(internetGateways)) {
      this.write1('oxide_vpc_internet_gateway', gateway, () => [
        ['vpc_id', vpcRef()],
        ['name', gateway.name],
        ['description', gateway.description],
      ]);
    }
    for (const { router, routes } of byNameOf(customRouters(routers), (r) => r.router)) {
      this.write1('oxide_vpc_router', router, () => [
        ['vpc_id', vpcRef()],
        ['name', router.name],
        ['description', router.description],
      ]);
      for (const route of byName(routes)) {
        this.write1('oxide_vpc_router_route', route, () => [
          ['vpc_router_id', this.idOf(router.id)],
          ['name', route.name],
          ['description', route.description],
          ['destination', routeEnd(route.destination)],
          ['target', routeEnd(route.target)],
        ]);
      }
    }
    if (!this.selected(vpc.id)) return;
    this.doc.resource(
      'oxide_vpc_firewall_rules',
      this.doc.declare('oxide_vpc_firewall_rules', localName(vpc.name)),
      [
        ['vpc_id', vpcRef()],
        ['rules', firewallRulesMap(firewallRules)],
      ],
      {
        importId: vpc.id,
        comments: ['The rule set is exhaustive: a rule left out of `rules` is deleted from the VPC.'],
      },
    );
  }

  private writeDisk(disk: Disk) {
    const comments: string[] = [];
    const args: [string, HclValue | undefined][] = [
      ['project_id', this.projectRef],
      ['name', disk.name],
      ['description', disk.description],
      ['size', disk.size],
    ];
    if (disk.imageId) args.push(['source_image_id', this.imageRef(disk.imageId, comments)]);
    else if (disk.snapshotId) {
      const snapshot = this.idOf(disk.snapshotId);
      if (!snapshot)
        comments.push(
          'Its source snapshot no longer exists: its id is kept, so that plan proposes no replacement.',
        );
      args.push(['source_snapshot_id', snapshot ?? disk.snapshotId]);
    } else if (disk.diskType !== 'local') {
      args.push(['block_size', disk.blockSize]);
      comments.push(
        'Created blank: what was written to it since (an imported image, files) is not configuration.',
      );
    }
    args.push(['disk_type', disk.diskType]);
    if (disk.readOnly) args.push(['read_only', true]);
    if ('instance' in disk.state) comments.push('Attached to an instance: its disk_attachments say so.');
    this.write1('oxide_disk', disk, args, comments);
  }

  /** An image by reference or lookup; one deleted since keeps its id, with a comment. */
  private imageRef(id: string, comments: string[]): HclValue {
    const reference = this.idOf(id);
    if (!reference)
      comments.push(
        'Its source image no longer exists: its id is kept, so that plan proposes no replacement.',
      );
    return reference ?? id;
  }

  private writeImage(image: Image) {
    const variable = this.doc.variable(localName(image.name, 'source_snapshot_id'), {
      description: `The snapshot image ${image.name} would be created from again: the platform does not keep it.`,
      type: 'string',
      sensitive: false,
    });
    const reference = this.doc.reference(image.id) as HclExpression;
    this.doc.resource(
      'oxide_image',
      reference.text.split('.')[1] as string,
      [
        ['project_id', this.projectRef],
        ['name', image.name],
        ['description', image.description],
        ['os', image.os],
        ['version', image.version],
        ['source_snapshot_id', variable],
      ],
      {
        importId: image.id,
        ignoreChanges: ['source_snapshot_id'],
        comments: [
          'The platform does not say which snapshot an image was made from: a variable stands for it.',
        ],
      },
    );
  }

  private writeInstance({
    instance,
    diskIds,
    networkInterfaces,
    externalIps,
    sshKeys,
    antiAffinityGroupIds,
  }: InstanceInventory) {
    const refOrId = (id: string) => this.idOf(id) ?? id;
    const ephemeral = externalIps
      .filter((ip) => ip.kind === 'ephemeral')
      .map((ip) => ({ pool_id: refOrId(ip.ipPoolId) }));
    const floating = externalIps.flatMap((ip) => (ip.kind === 'floating' ? [{ id: refOrId(ip.id) }] : []));
    const args: Arguments = [
      ['project_id', this.projectRef],
      ['name', instance.name],
      ['description', instance.description],
      ['hostname', instance.hostname],
      ['memory', instance.memory],
      ['ncpus', instance.ncpus],
      ['auto_restart_policy', instance.autoRestartPolicy ?? undefined],
      ['cpu_platform', instance.cpuPlatform ?? undefined],
      ['enable_jumbo_frames', instance.enableJumboFrames],
      [
        'anti_affinity_groups',
        antiAffinityGroupIds.length ? sortRefs(antiAffinityGroupIds.map(refOrId)) : undefined,
      ],
      ['boot_disk_id', instance.bootDiskId ? refOrId(instance.bootDiskId) : undefined],
      ['disk_attachments', diskIds.length ? sortRefs(diskIds.map(refOrId)) : undefined],
      [
        'ssh_public_keys',
        sshKeys.length
          ? byName(sshKeys).map((key) => this.doc.lookup('oxide_ssh_key', [['name', key.name]], [key.name]))
          : undefined,
      ],
      [
        'network_interfaces',
        networkInterfaces.length
          ? byName(networkInterfaces).map((nic) => ({
              name: nic.name,
              description: nic.description,
              subnet_id: refOrId(nic.subnetId),
              vpc_id: refOrId(nic.vpcId),
              ip_config: ipConfig(nic.ipStack),
            }))
          : undefined,
      ],
      [
        'external_ips',
        ephemeral.length || floating.length
          ? {
              ephemeral: ephemeral.length ? ephemeral : undefined,
              floating: floating.length ? floating : undefined,
            }
          : undefined,
      ],
    ];
    this.write1('oxide_instance', instance, args, [
      `Run state (${instance.runState}) is not configuration: the provider only starts an instance it creates.`,
      'User data is not readable from the platform: set user_data only to create the instance again.',
    ]);
  }
}

const customRouters = (routers: VpcInventory['routers']) => routers.filter((r) => r.router.kind === 'custom');

function byNameOf<T>(items: readonly T[], key: (item: T) => { name: string; id: string }): T[] {
  return [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x.name < y.name ? -1 : x.name > y.name ? 1 : x.id < y.id ? -1 : 1;
  });
}

/** A set's members in a stable order (by their text), so that the output does not depend on list order. */
const sortRefs = (values: readonly HclValue[]) =>
  [...values].sort((a, b) => (String(textOf(a)) < String(textOf(b)) ? -1 : 1));

const textOf = (value: HclValue) => (value instanceof HclExpression ? value.text : String(value));
