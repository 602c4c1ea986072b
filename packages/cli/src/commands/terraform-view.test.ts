import { parse } from '@cdktf/hcl2json';
import {
  collectProject,
  collectSystem,
  projectResourceToTerraform,
  systemResourceToTerraform,
} from '@rackconsole/sdk/terraform';
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from '../testing/cli';

// `view --format terraform` of what the provider manages, through the built rackctl against the Node mock over
// HTTP; every output read back by HashiCorp's HCL parser (the SDK's tests check the generator's documents against
// the provider's schema: here, that the views write what the generator writes, and refuse what it cannot).

const sandbox = signedInSandbox();

type Blocks = Record<string, Record<string, Record<string, unknown>[]>>;
interface Module {
  resource?: Blocks;
  data?: Blocks;
  import?: { to: string; id: string }[];
}

/** The document as Terraform's JSON syntax; rejects what HCL cannot parse. */
const readHcl = async (text: string) => (await parse('main.tf', text)) as Module;

/** `rackctl … --format terraform`, which must succeed quietly: its stdout. */
async function terraformOf(words: string[]): Promise<string> {
  const result = await sandbox.rackctl([...words, '--format', 'terraform']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result.stdout;
}

const resourceTypes = (module: Module) => Object.keys(module.resource ?? {}).sort();

describe('rackctl view --format terraform, fleet resources', { timeout: 120_000 }, () => {
  it('a silo: the same resource block and import the --system export writes for it, and nothing else', async () => {
    const [view, system] = await Promise.all([
      terraformOf(['silo', 'view', 'maze-war']),
      sandbox.rackctl(['export', 'terraform', '--system']),
    ]);
    expect(system.code).toBe(0);
    const [one, fleet] = await Promise.all([readHcl(view), readHcl(system.stdout)]);
    expect(resourceTypes(one)).toEqual(['oxide_silo']);
    expect(one.resource?.oxide_silo?.maze_war).toEqual(fleet.resource?.oxide_silo?.maze_war);
    const imported = fleet.import?.find((block) => block.to === `\${oxide_silo.maze_war}`);
    expect(imported?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(one.import).toEqual([imported]);
    // The silo's own TLS certificates variable comes with it; the other silo is not written.
    expect(view).not.toContain('myriad');
  });

  it('a silo with an identity provider writes both; the provider alone names its silo', async () => {
    const silo = await readHcl(await terraformOf(['silo', 'view', 'myriad']));
    expect(resourceTypes(silo)).toEqual(['oxide_silo', 'oxide_silo_saml_identity_provider']);
    const alone = await terraformOf([
      'saml-identity-provider',
      'view',
      '--provider',
      'okta',
      '--silo',
      'myriad',
    ]);
    const idp = await readHcl(alone);
    expect(resourceTypes(idp)).toEqual(['oxide_silo_saml_identity_provider']);
    expect(idp.resource?.oxide_silo_saml_identity_provider?.myriad_okta?.[0]?.silo).toBe('myriad');
    // Provider 0.21.0 cannot import it: no import block, and a comment that says so.
    expect(idp.import).toBeUndefined();
    expect(alone).toContain('cannot import a SAML identity provider');
  });

  it.each([
    [
      ['ip-pool', 'view', 'default'],
      ['oxide_ip_pool', 'oxide_ip_pool_silo_link'],
    ],
    [
      ['system-ip-pool', 'view', '--pool', 'default'],
      ['oxide_ip_pool', 'oxide_ip_pool_silo_link'],
    ],
    [
      ['subnet-pool', 'view', 'customer-v4'],
      ['oxide_subnet_pool', 'oxide_subnet_pool_member', 'oxide_subnet_pool_silo_link'],
    ],
    [['networking-address-lot', 'view', '--address-lot', 'initial-infra'], ['oxide_address_lot']],
    [
      ['networking-switch-port-settings', 'view', '--port', 'default-uplink0'],
      ['oxide_switch_port_settings'],
    ],
  ])(
    '%j: the bytes the SDK generator writes for it (%j), linked silos looked up by name',
    async (words, types) => {
      const text = await terraformOf(words);
      const module = await readHcl(text);
      expect(resourceTypes(module)).toEqual(types);
      const id = module.import?.[0]?.id as string;
      expect(text).toBe(
        systemResourceToTerraform(await collectSystem(sandbox.platform.clientAs('hannah')), id),
      );
      // Every resource comes with its import; silos are data sources, never pasted ids.
      const written = Object.values(module.resource ?? {}).flatMap((byName) => Object.keys(byName));
      expect(module.import).toHaveLength(written.length);
      expect(module.resource?.oxide_silo).toBeUndefined();
      for (const [type, byName] of Object.entries(module.resource ?? {})) {
        if (!type.endsWith('_silo_link')) continue;
        for (const [link] of Object.values(byName)) {
          expect(link?.silo_id).toMatch(/^\$\{data\.oxide_silo\.[a-z_]+\.id\}$/);
        }
      }
    },
  );

  it("an IP pool's block holds its ranges as the --system export writes them", async () => {
    const [view, system] = await Promise.all([
      terraformOf(['ip-pool', 'view', 'default']),
      sandbox.rackctl(['export', 'terraform', '--system']),
    ]);
    const [one, fleet] = await Promise.all([readHcl(view), readHcl(system.stdout)]);
    const pool = one.resource?.oxide_ip_pool?.default;
    expect(pool).toEqual(fleet.resource?.oxide_ip_pool?.default);
    expect(pool?.[0]?.ranges).toEqual(
      expect.arrayContaining([expect.objectContaining({ first_address: expect.any(String) })]),
    );
  });

  it("writes a pool's hostile description so that HCL reads back exactly the platform's text", async () => {
    const description =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax as text, which the Terraform must escape
      'Say "hi" to ${var.secret}, %{ if true }x%{ endif } \\ back\\slash\nnext ünïcødé 😀 \u202e';
    const created = await sandbox.rackctl([
      'ip-pool',
      'create',
      'hostile-pool',
      '--description',
      description,
    ]);
    expect(created.code).toBe(0);
    const module = await readHcl(await terraformOf(['ip-pool', 'view', 'hostile-pool']));
    const written = module.resource?.oxide_ip_pool?.hostile_pool?.[0]?.description as string;
    // In Terraform's JSON syntax too, `$${` and `%%{` are the escaped text `${` and `%{`; a bare one is a template.
    expect(written).not.toMatch(/(?<![$%])[$%]\{/);
    expect(written.replaceAll('$${', '${').replaceAll('%%{', '%{')).toBe(description);
  });

  it('a silo that does not exist: the error on stderr, nothing on stdout, exit 1', async () => {
    const result = await sandbox.rackctl(['silo', 'view', 'no-such-silo', '--format', 'terraform']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: Not found: silo/);
  });
});

describe('rackctl view --format terraform, generated and personal views', { timeout: 120_000 }, () => {
  it.each([
    [['anti-affinity-group', 'view', '--anti-affinity-group', 'web-spread'], 'oxide_anti_affinity_group'],
    [
      ['internet-gateway', 'view', '--gateway', 'mock-gateway', '--vpc', 'mock-vpc'],
      'oxide_vpc_internet_gateway',
    ],
  ])('%j writes %s, the project looked up by name', async (words, type) => {
    const text = await terraformOf([...words, '--project', 'mock-project']);
    const module = await readHcl(text);
    expect(resourceTypes(module)).toEqual([type]);
    expect(module.data?.oxide_project?.mock_project).toEqual([{ name: 'mock-project' }]);
    const id = module.import?.[0]?.id as string;
    const inventory = await collectProject(sandbox.platform.clientAs('hannah'), 'mock-project');
    expect(text).toBe(projectResourceToTerraform(inventory, id));
  });

  it('an SSH key of yours', async () => {
    const created = await sandbox.rackctl([
      'ssh-key',
      'create',
      'laptop',
      '--public-key',
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ2yS0bvPqVbq7cJmL6QZ5m6f0v8bq2cQd3a6+6eM0Dn me@laptop',
    ]);
    expect(created.code).toBe(0);
    const module = await readHcl(await terraformOf(['ssh-key', 'view', 'laptop']));
    expect(resourceTypes(module)).toEqual(['oxide_ssh_key']);
    expect(module.resource?.oxide_ssh_key?.laptop?.[0]?.name).toBe('laptop');
    expect(module.import).toHaveLength(1);
  });
});

describe('rackctl --format terraform where the provider has no resource', { timeout: 120_000 }, () => {
  it("a VPC's system router: the generator's refusal on stderr, nothing on stdout, exit 1", async () => {
    const result = await sandbox.rackctl([
      ...['router', 'view', 'system', '--project', 'mock-project', '--vpc', 'default'],
      ...['--format', 'terraform'],
    ]);
    expect(result.stdout).toBe('');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^error: No resource of project mock-project that the provider manages has the id [0-9a-f-]{36} \(a VPC's system router and its routes are the platform's own\)\.\n$/,
    );
  });

  it.each([
    [['sled', 'view', 'any-sled']],
    [['switch', 'view', '--switch-id', 'any-switch']],
    [['networking-bgp-config', 'list']],
    [['silo', 'list']],
    [['multicast-group', 'view', 'any-group']],
  ])('%j refuses before calling: a clear error on stderr, nothing on stdout, exit 2', async (words) => {
    const result = await sandbox.rackctl([...words, '--format', 'terraform']);
    expect(result.stdout).toBe('');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      '--format terraform is for the view commands of what the Terraform provider manages',
    );
  });
});
