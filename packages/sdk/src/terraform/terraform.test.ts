import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { VpcFirewallRuleUpdate } from '../generated/api.js';
import { checkDocument, readBack, readHcl } from './conformance.fixture.js';
import { type CreateRequest, createToTerraform } from './create.js';
import { hclString, writeHcl } from './hcl.js';
import { type ProjectInventory, projectResourceToTerraform, projectToTerraform } from './project.js';
import { richProject } from './rich-project.fixture.js';
import { sshKeyToTerraform } from './ssh-key.js';
import { fleet } from './system.fixture.js';
import { systemResourceToTerraform, systemToTerraform } from './system.js';

const expectedProject = readFileSync(new URL('./rich-project.expected.tf', import.meta.url), 'utf8');

describe('project export', () => {
  it('is the reviewed module for a rich project', () => {
    expect(projectToTerraform(richProject)).toBe(expectedProject);
  });

  it('conforms to the provider: arguments, kinds, allowed values, references, an import per resource', async () => {
    expect(await checkDocument(projectToTerraform(richProject), { imports: 'every' })).toEqual([]);
  });

  it('does not depend on the order the platform listed things in', () => {
    const reversed: ProjectInventory = {
      ...richProject,
      vpcs: richProject.vpcs
        .map((v) => ({
          ...v,
          subnets: [...v.subnets].reverse(),
          routers: [...v.routers].reverse().map((r) => ({ ...r, routes: [...r.routes].reverse() })),
          firewallRules: [...v.firewallRules].reverse(),
        }))
        .reverse(),
      disks: [...richProject.disks].reverse(),
      instances: richProject.instances.map((i) => ({ ...i, diskIds: [...i.diskIds].reverse() })),
    };
    expect(projectToTerraform(reversed)).toBe(expectedProject);
  });

  it('gives resources whose names would collide distinct local names', async () => {
    const [web] = richProject.vpcs;
    if (!web) throw new Error('fixture has a VPC');
    // VPC "a" with subnet "b-c" and VPC "a-b" with subnet "c" both make a_b_c.
    const vpc = (id: string, name: string, subnet: string) => ({
      ...web,
      vpc: { ...web.vpc, id, name },
      subnets: [
        {
          ...(web.subnets[1] as (typeof web.subnets)[number]),
          id: `${id.slice(0, -1)}f`,
          name: subnet,
          vpcId: id,
          customRouterId: null,
        },
      ],
      routers: [],
      internetGateways: [],
      firewallRules: [],
    });
    const text = projectToTerraform({
      ...richProject,
      vpcs: [
        vpc('10000000-0000-4000-8000-000000000000', 'a', 'b-c'),
        vpc('20000000-0000-4000-8000-000000000000', 'a-b', 'c'),
      ],
      instances: [],
      externalSubnets: [],
    });
    expect(text).toContain('resource "oxide_vpc_subnet" "a_b_c" {');
    expect(text).toContain('resource "oxide_vpc_subnet" "a_b_c_2" {');
    expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
  });
});

describe('one resource of a project', () => {
  const resourcesOf = async (text: string) =>
    Object.entries((await readHcl(text)).resource as Record<string, object>)
      .flatMap(([type, byName]) => Object.keys(byName).map((name) => `${type}.${name}`))
      .sort();

  it('a VPC page exports the VPC with what lives in it, the project looked up by name', async () => {
    const text = projectResourceToTerraform(richProject, '00000000-0000-4000-8000-000000000010');
    expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
    expect(await resourcesOf(text)).toEqual([
      'oxide_vpc.web_vpc',
      'oxide_vpc_firewall_rules.web_vpc',
      'oxide_vpc_internet_gateway.web_vpc_outbound',
      'oxide_vpc_router.web_vpc_db_router',
      'oxide_vpc_router_route.web_vpc_db_router_blackhole',
      'oxide_vpc_router_route.web_vpc_db_router_to_internet',
      'oxide_vpc_subnet.web_vpc_db',
      'oxide_vpc_subnet.web_vpc_default',
    ]);
    expect(text).toContain('data "oxide_project" "web" {\n  name = "web"\n}');
    expect(text).toContain('  project_id  = data.oxide_project.web.id\n');
  });

  it('an instance page exports the instance, its disks, subnet and floating IP looked up by name', async () => {
    const text = projectResourceToTerraform(richProject, '00000000-0000-4000-8000-000000000020');
    expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
    expect(await resourcesOf(text)).toEqual(['oxide_instance.app_1']);
    expect(text).toContain(
      '  disk_attachments     = [data.oxide_disk.web_app_boot.id, data.oxide_disk.web_app_data.id]\n',
    );
    expect(text).toContain('      subnet_id   = data.oxide_vpc_subnet.web_web_vpc_default.id\n');
    expect(text).toContain('data "oxide_floating_ip" "web_app_ip" {');
  });

  it("refuses what the provider does not manage: a VPC's system router, an id of nothing", () => {
    for (const id of ['00000000-0000-4000-8000-000000000013', '00000000-0000-4000-8000-0000000009ff']) {
      expect(() => projectResourceToTerraform(richProject, id)).toThrow(
        `No resource of project web that the provider manages has the id ${id}`,
      );
    }
  });

  it('a snapshot page looks its disk up by name', async () => {
    const text = projectResourceToTerraform(richProject, '00000000-0000-4000-8000-000000000023');
    expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
    expect(text).toContain('  disk_id     = data.oxide_disk.web_app_data.id\n');
  });

  it.each([
    ['a disk', '00000000-0000-4000-8000-000000000022', 'oxide_disk.app_data'],
    ['a project image', '00000000-0000-4000-8000-000000000024', 'oxide_image.app_golden'],
    ['a floating IP', '00000000-0000-4000-8000-000000000026', 'oxide_floating_ip.app_ip'],
    ['an external subnet', '00000000-0000-4000-8000-000000000029', 'oxide_external_subnet.app_range'],
  ])('a row of a list exports %s alone, imported by its id', async (_kind, id, address) => {
    const text = projectResourceToTerraform(richProject, id);
    expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
    expect(await resourcesOf(text)).toEqual([address]);
    expect(text).toContain(`  to = ${address}\n  id = "${id}"\n`);
    expect(text).toContain('data "oxide_project" "web" {\n  name = "web"\n}');
    // Nothing of a VPC is written, so no VPC or router is looked up (Terraform would read them for nothing).
    expect(text).not.toMatch(/^data "oxide_vpc(_router)?" /m);
  });
});

describe('an SSH key', () => {
  it('is exported alone, its text kept exactly, imported by its id', async () => {
    const key = {
      id: '00000000-0000-4000-8000-00000000002b',
      name: 'laptop',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax as text, which the Terraform must escape
      description: 'Quotes " and ${template} and 100%{x}',
      publicKey: 'ssh-ed25519 AAAAC3Nz me@laptop',
      siloUserId: '00000000-0000-4000-8000-00000000002c',
      timeCreated: new Date('2026-08-01T12:00:00Z'),
      timeModified: new Date('2026-08-01T12:00:00Z'),
    };
    const text = sshKeyToTerraform(key);
    expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
    const literal = (attribute: string) => new RegExp(`^  ${attribute} += (.*)$`, 'm').exec(text)?.[1] ?? '';
    expect(await readBack(literal('description'))).toBe(key.description);
    expect(await readBack(literal('public_key'))).toBe(key.publicKey);
    expect(text).toContain(`  to = oxide_ssh_key.laptop\n  id = "${key.id}"\n`);
  });
});

describe('system export', () => {
  it('conforms to the provider, link resources imported as POOL_ID/SILO_ID', async () => {
    const text = systemToTerraform(fleet);
    expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
    expect(text).toContain(
      'id = "00000000-0000-4000-8000-000000000102/00000000-0000-4000-8000-000000000101"',
    );
    expect(text).toContain(
      'id = "00000000-0000-4000-8000-000000000103/00000000-0000-4000-8000-000000000104"',
    );
  });

  it('a silo page exports the silo with its identity providers, and no pool', async () => {
    const text = systemResourceToTerraform(fleet, '00000000-0000-4000-8000-000000000101');
    expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
    expect(Object.keys((await readHcl(text)).resource as object).sort()).toEqual([
      'oxide_silo',
      'oxide_silo_saml_identity_provider',
    ]);
  });

  it.each([
    ['an IP pool', '00000000-0000-4000-8000-000000000102', ['oxide_ip_pool', 'oxide_ip_pool_silo_link']],
    [
      'a subnet pool',
      '00000000-0000-4000-8000-000000000103',
      ['oxide_subnet_pool', 'oxide_subnet_pool_member', 'oxide_subnet_pool_silo_link'],
    ],
  ])(
    '%s page exports the pool with its ranges or members and links, the silo looked up by name',
    async (_kind, id, types) => {
      const text = systemResourceToTerraform(fleet, id);
      expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
      expect(Object.keys((await readHcl(text)).resource as object).sort()).toEqual(types);
      expect(text).toContain('data "oxide_silo" "corp" {\n  name = "corp"\n}');
      expect(text).toMatch(/silo_id += data\.oxide_silo\.corp\.id\n/);
      expect(text).not.toContain('resource "oxide_silo"');
    },
  );

  it('an identity provider exports on its own, its silo named by its name, not written', async () => {
    const text = systemResourceToTerraform(fleet, '00000000-0000-4000-8000-000000000107');
    expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
    const json = await readHcl(text);
    expect(Object.keys(json.resource as object)).toEqual(['oxide_silo_saml_identity_provider']);
    expect(text).toMatch(/^ {2}silo += "corp"$/m);
    expect(text).not.toContain('oxide_silo"');
  });

  it("refuses an id that is none of the fleet's resources", () => {
    expect(() => systemResourceToTerraform(fleet, '00000000-0000-4000-8000-0000000009ff')).toThrow(
      /No silo, identity provider, pool/,
    );
  });

  it('keeps secrets the platform never returns in sensitive variables, and says why', async () => {
    const json = await readHcl(systemToTerraform(fleet));
    expect(Object.keys(json.variable as object).sort()).toEqual([
      'corp_okta_metadata_source',
      'corp_okta_private_key',
      'corp_tls_certificates',
    ]);
    const text = systemToTerraform(fleet);
    expect(text).toContain('# Provider 0.21.0 cannot import a SAML identity provider');
    expect(text).toContain('bgp_config       = "as65547"');
    expect(text).toMatch(/ranges = \[\n {4}\{\n {6}first_address = "198\.51\.100\.1"/);
  });
});

const PROJECT = 'web';
const createRequests: CreateRequest[] = [
  { kind: 'project', body: { name: 'web', description: 'Web' } },
  { kind: 'vpc', project: PROJECT, body: { name: 'net', description: '', dnsName: 'net' } },
  {
    kind: 'vpcSubnet',
    project: PROJECT,
    vpc: 'net',
    body: { name: 'db', description: 'DB', ipv4Block: '10.0.0.0/24' },
  },
  { kind: 'vpcRouter', project: PROJECT, vpc: 'net', body: { name: 'r', description: '' } },
  {
    kind: 'routerRoute',
    project: PROJECT,
    vpc: 'net',
    router: 'r',
    body: {
      name: 'out',
      description: '',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'drop' },
    },
  },
  { kind: 'internetGateway', project: PROJECT, vpc: 'net', body: { name: 'igw', description: '' } },
  {
    kind: 'disk',
    project: PROJECT,
    body: {
      name: 'data',
      description: '',
      size: 10737418240,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
    },
  },
  { kind: 'snapshot', project: PROJECT, body: { name: 'snap', description: '', disk: 'data' } },
  {
    kind: 'floatingIp',
    project: PROJECT,
    body: {
      name: 'ip',
      description: '',
      addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: 'public' } },
    },
  },
  {
    kind: 'externalSubnet',
    project: PROJECT,
    body: {
      name: 'range',
      description: '',
      allocator: { type: 'auto', prefixLength: 28, poolSelector: { type: 'auto', ipVersion: 'v4' } },
    },
  },
  {
    kind: 'antiAffinityGroup',
    project: PROJECT,
    body: { name: 'spread', description: '', failureDomain: 'sled', policy: 'fail' },
  },
  {
    kind: 'instance',
    project: PROJECT,
    body: {
      name: 'app',
      description: '',
      hostname: 'app',
      memory: 4294967296,
      ncpus: 2,
      bootDisk: {
        type: 'create',
        name: 'app-boot',
        description: '',
        size: 21474836480,
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'image', imageId: '30000000-0000-4000-8000-000000000000' },
        },
      },
      disks: [{ type: 'attach', name: 'data' }],
      externalIps: [
        { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'public' } },
        { type: 'floating', floatingIp: 'ip' },
      ],
      networkInterfaces: { type: 'default_dual_stack' },
      sshPublicKeys: ['laptop'],
      antiAffinityGroups: ['spread'],
      start: true,
    },
  },
  { kind: 'sshKey', body: { name: 'laptop', description: '', publicKey: 'ssh-ed25519 AAAA' } },
  {
    kind: 'silo',
    body: {
      name: 'corp',
      description: '',
      discoverable: true,
      identityMode: 'local_only',
      quotas: { cpus: 8, memory: 34359738368, storage: 1099511627776 },
      tlsCertificates: [],
      mappedFleetRoles: { admin: ['admin'] },
    },
  },
  { kind: 'ipPool', body: { name: 'public', description: '' } },
  {
    kind: 'samlIdentityProvider',
    silo: 'corp',
    body: {
      name: 'okta',
      description: '',
      acsUrl: 'https://console.example.com/login/corp/saml/okta',
      sloUrl: 'https://corp.okta.com/slo',
      idpEntityId: 'http://www.okta.com/abc',
      spClientId: 'rack',
      technicalContactEmail: 'ops@example.com',
      groupAttributeName: null,
      idpMetadataSource: { type: 'url', url: 'https://corp.okta.com/metadata' },
      signingKeypair: null,
    },
  },
  {
    kind: 'samlIdentityProvider',
    silo: 'corp',
    body: {
      name: 'adfs',
      description: 'From a file',
      acsUrl: 'https://console.example.com/login/corp/saml/adfs',
      sloUrl: 'https://adfs.example.com/slo',
      idpEntityId: 'adfs',
      spClientId: 'rack',
      technicalContactEmail: 'ops@example.com',
      groupAttributeName: 'groups',
      idpMetadataSource: { type: 'base64_encoded_xml', data: 'PE1ldGFkYXRhLz4=' },
      signingKeypair: { publicCert: 'MIIBcert', privateKey: 'MIIEkey' },
    },
  },
  { kind: 'ipPoolSiloLink', pool: 'public', silo: 'corp', isDefault: true },
  { kind: 'subnetPool', body: { name: 'routed', description: '', ipVersion: 'v6' } },
  { kind: 'subnetPoolMember', pool: 'routed', body: { subnet: 'fd00::/48' } },
  { kind: 'subnetPoolSiloLink', pool: 'routed', silo: 'corp', isDefault: false },
];

describe('create flavour', () => {
  it.each(createRequests.map((request) => [request.kind, request] as const))(
    '%s conforms to the provider, with no import block',
    async (_kind, request) => {
      const text = createToTerraform(request, {
        '30000000-0000-4000-8000-000000000000': { name: 'debian-12' },
      });
      expect(await checkDocument(text, { imports: 'none' })).toEqual([]);
    },
  );

  it('writes a rule form as the whole rule set, imported by the VPC id, and says why', async () => {
    const rule: VpcFirewallRuleUpdate = {
      name: 'allow-ssh',
      description: 'SSH from the office',
      action: 'allow',
      direction: 'inbound',
      priority: 100,
      status: 'enabled',
      targets: [{ type: 'vpc', value: 'web-vpc' }],
      filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
    };
    const text = createToTerraform({
      kind: 'firewallRules',
      project: 'web',
      vpc: 'web-vpc',
      rules: [rule, { ...rule, name: 'allow-https', filters: { ...rule.filters, ports: ['443'] } }],
      ruleOf: { vpcId: '00000000-0000-4000-8000-000000000010', rule: 'allow-https' },
    });
    expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
    expect(text).toContain('# The provider has no resource for one rule');
    expect(text).toContain('with rule allow-https as this form leaves it.');
    expect(text).toMatch(/^ +"?allow-ssh"? = \{$/m);
    expect(text).toContain(
      '  to = oxide_vpc_firewall_rules.web_vpc\n  id = "00000000-0000-4000-8000-000000000010"\n',
    );
  });

  it('adds a range to a pool as the whole pool, imported, the new range after those it has', async () => {
    const text = createToTerraform({
      kind: 'ipPoolRange',
      pool: {
        id: '00000000-0000-4000-8000-000000000102',
        name: 'public',
        description: 'Public addresses',
      },
      ranges: [{ first: '192.0.2.1', last: '192.0.2.9' }],
      range: { first: '198.51.100.1', last: '198.51.100.20' },
    });
    expect(await checkDocument(text, { imports: 'every' })).toEqual([]);
    expect(text).toContain('# The provider has no resource for one range');
    expect(text).toMatch(/"192\.0\.2\.9"\n {4}\},\n {4}\{\n {6}first_address = "198\.51\.100\.1"/);
    expect(text).toContain('  to = oxide_ip_pool.public\n  id = "00000000-0000-4000-8000-000000000102"\n');
  });

  it('writes a boot disk the form creates as its own resource, attached by reference', () => {
    const instance = createRequests.find((r) => r.kind === 'instance') as CreateRequest;
    const text = createToTerraform(instance, {
      '30000000-0000-4000-8000-000000000000': { name: 'debian-12' },
    });
    expect(text).toContain('resource "oxide_disk" "app_boot" {');
    expect(text).toContain('  boot_disk_id         = oxide_disk.app_boot.id\n');
    expect(text).toContain(
      '  disk_attachments     = [oxide_disk.app_boot.id, data.oxide_disk.web_data.id]\n',
    );
    expect(text).toContain('  source_image_id = data.oxide_image.debian_12.id\n');
  });

  it('gives an image by its snapshot id only where the provider has no lookup, and says so', async () => {
    const text = createToTerraform({
      kind: 'image',
      project: PROJECT,
      body: {
        name: 'golden',
        description: '',
        os: 'debian',
        version: '12',
        source: { type: 'snapshot', id: '40000000-0000-4000-8000-000000000000' },
      },
    });
    expect(await checkDocument(text, { imports: 'none', uuidsAllowedIn: ['source_snapshot_id'] })).toEqual(
      [],
    );
    expect(text).toContain('# The provider has no data source for snapshots');
  });
});

const hostile = [
  '',
  'plain',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax as text, which the Terraform must escape
  '${var.secret}',
  '%{ if true }x%{ endif }',
  '$${already escaped}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax as text, which the Terraform must escape
  '$$${triple}',
  '%%{x}',
  '$',
  '%',
  '{}',
  'ends with $',
  '"quoted" and \\backslashed\\',
  '\\n is not a newline',
  'line one\nline two\r\nline three',
  'tab\there',
  'nul \u0000 bell \u0007 escape \u001b del \u007f c1 \u0085',
  'separators \u2028 and \u2029',
  'bidi \u202e override \u200b zero width \ufeff bom',
  'emoji 😀👩‍👩‍👧 and 𝄞',
  'ünïcödé 数据库 Ελληνικά עברית',
  'decomposed e\u0301 and A\u030a',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax as text, which the Terraform must escape
  'decomposed with ${template} and "quotes"',
  '<<EOF\nheredoc\nEOF',
  '# not a comment',
  '// nor this',
  '/* nor this */',
];

describe('strings', () => {
  it.each(hostile.map((text) => [JSON.stringify(text), text] as const))(
    '%s reads back exactly',
    async (_label, text) => {
      expect(await readBack(hclString(text))).toBe(text);
    },
  );

  it('escapes what HCL would read as template syntax', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax as text, which the Terraform must escape
    expect(hclString('${x} %{y}')).toBe('"$${x} %%{y}"');
  });
});

describe('layout', () => {
  it('aligns = in runs of single-line attributes, as terraform fmt does, and breaks the run at a multi-line value', () => {
    const text = writeHcl([
      {
        block: {
          type: 'resource',
          labels: ['t', 'n'],
          body: [
            { attribute: 'a', value: 1 },
            { attribute: 'longer', value: 'x' },
            { attribute: 'nested', value: { k: 'v', key: true } },
            { attribute: 'list', value: ['a', 'b'] },
            { comment: 'why' },
            { attribute: 'after_comment', value: null },
          ],
        },
      },
    ]);
    expect(text).toBe(
      [
        'resource "t" "n" {',
        '  a      = 1',
        '  longer = "x"',
        '  nested = {',
        '    k   = "v"',
        '    key = true',
        '  }',
        '  list = ["a", "b"]',
        '  # why',
        '  after_comment = null',
        '}',
        '',
      ].join('\n'),
    );
  });
});
