import type { InstanceCreate, InstanceDiskAttachment, PrivateIpStackCreate } from '../generated/api.js';
import type { Arguments, TerraformDocument } from './document.js';
import { type HclExpression, type HclValue, ref } from './hcl.js';

/** What writing an instance needs of the create writer (create.ts): its document and lookups. */
export interface CreateWriter {
  readonly doc: TerraformDocument;
  readonly project: (project: string) => HclExpression;
  readonly vpc: (project: string, vpc: string) => HclExpression;
  readonly pool: (pool: string) => HclValue;
  add(type: string, name: string, args: Arguments, comments?: string[]): string;
  writeDisk(project: HclValue, body: Extract<InstanceDiskAttachment, { type: 'create' }>): string;
}

/** An instance from its create body: disks it creates as resources of their own, the rest by name. */
export function writeInstance(writer: CreateWriter, projectName: string, body: InstanceCreate): string {
  const project = writer.project(projectName);
  // Disks the form creates with the instance are resources of their own, attached by reference.
  const created = new Map<string, string>();
  for (const attachment of [body.bootDisk, ...(body.disks ?? [])]) {
    if (attachment?.type === 'create') created.set(attachment.name, writer.writeDisk(project, attachment));
  }
  const diskRef = (attachment: InstanceDiskAttachment): HclValue => {
    const name = created.get(attachment.name);
    if (name) return ref(`oxide_disk.${name}.id`);
    return writer.doc.lookup(
      'oxide_disk',
      [
        ['project_name', projectName],
        ['name', attachment.name],
      ],
      [projectName, attachment.name],
    );
  };
  const comments: string[] = [];
  if (body.multicastGroups?.length)
    comments.push('The provider cannot join multicast groups: join them in the console.');
  const ephemeral = (body.externalIps ?? []).flatMap((ip) =>
    ip.type === 'ephemeral'
      ? [
          ip.poolSelector?.type === 'explicit'
            ? { pool_id: writer.pool(ip.poolSelector.pool) }
            : { ip_version: ip.poolSelector?.ipVersion ?? undefined },
        ]
      : [],
  );
  const floating = (body.externalIps ?? []).flatMap((ip) =>
    ip.type === 'floating'
      ? [
          {
            id: writer.doc.lookup(
              'oxide_floating_ip',
              [
                ['project_name', projectName],
                ['name', ip.floatingIp],
              ],
              [projectName, ip.floatingIp],
            ),
          },
        ]
      : [],
  );
  const attachments = [body.bootDisk, ...(body.disks ?? [])].filter((d): d is InstanceDiskAttachment => !!d);
  return writer.add(
    'oxide_instance',
    body.name,
    [
      ['project_id', project],
      ['name', body.name],
      ['description', body.description],
      ['hostname', body.hostname],
      ['memory', body.memory],
      ['ncpus', body.ncpus],
      ['auto_restart_policy', body.autoRestartPolicy ?? undefined],
      ['cpu_platform', body.cpuPlatform ?? undefined],
      ['enable_jumbo_frames', body.enableJumboFrames],
      [
        'anti_affinity_groups',
        body.antiAffinityGroups?.length
          ? body.antiAffinityGroups.map((group) =>
              writer.doc.lookup(
                'oxide_anti_affinity_group',
                [
                  ['project_name', projectName],
                  ['name', group],
                ],
                [projectName, group],
              ),
            )
          : undefined,
      ],
      ['boot_disk_id', body.bootDisk ? diskRef(body.bootDisk) : undefined],
      ['disk_attachments', attachments.length ? attachments.map(diskRef) : undefined],
      [
        'ssh_public_keys',
        body.sshPublicKeys?.length
          ? body.sshPublicKeys.map((key) => writer.doc.lookup('oxide_ssh_key', [['name', key]], [key]))
          : undefined,
      ],
      ['network_interfaces', networkInterfaces(writer, projectName, body.networkInterfaces)],
      [
        'external_ips',
        ephemeral.length || floating.length
          ? {
              ephemeral: ephemeral.length ? ephemeral : undefined,
              floating: floating.length ? floating : undefined,
            }
          : undefined,
      ],
      ['start_on_create', body.start],
      ['user_data', body.userData || undefined],
    ],
    comments,
  );
}

function networkInterfaces(
  writer: CreateWriter,
  project: string,
  attachment: InstanceCreate['networkInterfaces'],
): HclValue | undefined {
  const nic = (name: string, description: string, vpc: string, subnet: string, ipConfig: HclValue) => ({
    name,
    description,
    subnet_id: writer.doc.lookup(
      'oxide_vpc_subnet',
      [
        ['project_name', project],
        ['vpc_name', vpc],
        ['name', subnet],
      ],
      [project, vpc, subnet],
    ),
    vpc_id: writer.vpc(project, vpc),
    ip_config: ipConfig,
  });
  const auto = { ip: 'auto' };
  // The platform's default: one interface, net0, in the default subnet of the default VPC.
  switch (attachment?.type ?? 'default_ipv4') {
    case 'none':
      return undefined;
    case 'default_ipv4':
      return [nic('net0', '', 'default', 'default', { v4: auto })];
    case 'default_ipv6':
      return [nic('net0', '', 'default', 'default', { v6: auto })];
    case 'default_dual_stack':
      return [nic('net0', '', 'default', 'default', { v4: auto, v6: auto })];
  }
  const params = attachment?.type === 'create' ? attachment.params : [];
  return params.map((p) => nic(p.name, p.description, p.vpcName, p.subnetName, ipConfigCreate(p.ipConfig)));
}

function ipConfigCreate(stack: PrivateIpStackCreate | undefined): HclValue {
  const ip = (assignment: { type: 'auto' } | { type: 'explicit'; value: string }) => ({
    ip: assignment.type === 'explicit' ? assignment.value : 'auto',
  });
  if (!stack) return { v4: { ip: 'auto' } };
  if (stack.type === 'v4') return { v4: ip(stack.value.ip) };
  if (stack.type === 'v6') return { v6: ip(stack.value.ip) };
  return { v4: ip(stack.value.v4.ip), v6: ip(stack.value.v6.ip) };
}
