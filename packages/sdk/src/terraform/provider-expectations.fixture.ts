// What the tests hold the generator to: for each resource and data source of oxidecomputer/oxide 0.21.0 that
// Rack Console writes, the arguments it may write (required ones must be there; read-only ones never are),
// their kinds of value, allowed values, and the form of the import id. Written by hand from the provider's
// documentation; only what the generator writes is listed.

/** The kind of value an argument takes. */
type ValueKind = 'string' | 'number' | 'bool' | 'strings' | 'numbers' | 'object' | 'objects' | 'map';

/** One argument: whether it must be written, its kind of value, allowed values, nested arguments. */
export interface ArgumentRule {
  required: boolean;
  kind: ValueKind;
  values?: readonly (string | number)[];
  /** For objects and lists of objects: their arguments. For maps: the arguments of each value. */
  nested?: Readonly<Record<string, ArgumentRule>>;
  /** Read-only: the provider computes it and a configuration must not set it. */
  readOnly?: boolean;
}

const req = (kind: ValueKind, more: Partial<ArgumentRule> = {}): ArgumentRule => ({
  required: true,
  kind,
  ...more,
});
const opt = (kind: ValueKind, more: Partial<ArgumentRule> = {}): ArgumentRule => ({
  required: false,
  kind,
  ...more,
});
const readOnly: ArgumentRule = { required: false, kind: 'string', readOnly: true };

/** Import ids: a UUID, two UUIDs joined by '/', or no import (the provider cannot import the resource). */
export type ImportForm = 'uuid' | 'uuid/uuid' | 'none';

interface ResourceRule {
  arguments: Readonly<Record<string, ArgumentRule>>;
  importId: ImportForm;
}

const named = { name: req('string'), description: req('string'), id: readOnly, time_created: readOnly };
const inProject = { ...named, project_id: req('string') };
const IP_VERSIONS = ['v4', 'v6'];
const HOST_TYPES = ['instance', 'ip', 'ip_net', 'subnet', 'vpc'];
const typeValue = (types: readonly string[], valueRequired = true) => ({
  type: req('string', { values: types }),
  value: valueRequired ? req('string') : opt('string'),
});

/** The provider's resources as Rack Console writes them. */
export const RESOURCES: Readonly<Record<string, ResourceRule>> = {
  oxide_project: { arguments: named, importId: 'uuid' },
  oxide_vpc: {
    arguments: {
      ...inProject,
      dns_name: req('string'),
      ipv6_prefix: opt('string'),
      system_router_id: readOnly,
    },
    importId: 'uuid',
  },
  oxide_vpc_subnet: {
    arguments: { ...named, vpc_id: req('string'), ipv4_block: req('string'), ipv6_block: opt('string') },
    importId: 'uuid',
  },
  oxide_vpc_router: { arguments: { ...named, vpc_id: req('string'), kind: readOnly }, importId: 'uuid' },
  oxide_vpc_router_route: {
    arguments: {
      ...named,
      vpc_router_id: req('string'),
      kind: readOnly,
      destination: req('object', { nested: typeValue(['ip', 'ip_net', 'subnet', 'vpc']) }),
      target: req('object', {
        nested: typeValue(['drop', 'ip', 'instance', 'internet_gateway', 'subnet', 'vpc'], false),
      }),
    },
    importId: 'uuid',
  },
  oxide_vpc_internet_gateway: {
    arguments: { ...named, vpc_id: req('string'), cascade_delete: opt('bool') },
    importId: 'uuid',
  },
  oxide_vpc_firewall_rules: {
    arguments: {
      vpc_id: req('string'),
      id: readOnly,
      rules: req('map', {
        nested: {
          action: req('string', { values: ['allow', 'deny'] }),
          description: req('string'),
          direction: req('string', { values: ['inbound', 'outbound'] }),
          filters: req('object', {
            nested: {
              hosts: opt('objects', { nested: typeValue(HOST_TYPES) }),
              ports: opt('strings'),
              protocols: opt('objects', {
                nested: {
                  type: req('string', { values: ['tcp', 'udp', 'icmp', 'icmp6'] }),
                  icmp_type: opt('number'),
                  icmp_code: opt('string'),
                },
              }),
            },
          }),
          name: readOnly,
          priority: req('number'),
          status: req('string', { values: ['disabled', 'enabled'] }),
          targets: req('objects', { nested: typeValue(HOST_TYPES) }),
        },
      }),
    },
    importId: 'uuid',
  },
  oxide_anti_affinity_group: {
    arguments: {
      ...inProject,
      policy: req('string', { values: ['allow', 'fail'] }),
      failure_domain: readOnly,
    },
    importId: 'uuid',
  },
  oxide_disk: {
    arguments: {
      ...inProject,
      size: req('number'),
      source_image_id: opt('string'),
      source_snapshot_id: opt('string'),
      block_size: opt('number', { values: [512, 2048, 4096] }),
      disk_type: opt('string', { values: ['distributed', 'local'] }),
      read_only: opt('bool'),
      device_path: readOnly,
    },
    importId: 'uuid',
  },
  oxide_snapshot: { arguments: { ...inProject, disk_id: req('string'), size: readOnly }, importId: 'uuid' },
  oxide_image: {
    arguments: {
      ...inProject,
      os: req('string'),
      version: req('string'),
      source_snapshot_id: req('string'),
      size: readOnly,
      block_size: readOnly,
    },
    importId: 'uuid',
  },
  oxide_floating_ip: {
    arguments: {
      ...inProject,
      ip: opt('string'),
      ip_pool_id: opt('string'),
      ip_version: opt('string', { values: IP_VERSIONS }),
      instance_id: readOnly,
    },
    importId: 'uuid',
  },
  oxide_external_subnet: {
    arguments: {
      ...inProject,
      subnet: opt('string'),
      prefix_len: opt('number'),
      subnet_pool_id: opt('string'),
      ip_version: opt('string', { values: IP_VERSIONS }),
      instance_id: readOnly,
    },
    importId: 'uuid',
  },
  oxide_external_subnet_attachment: {
    arguments: { id: readOnly, external_subnet_id: req('string'), instance_id: req('string') },
    importId: 'uuid',
  },
  oxide_instance: {
    arguments: {
      ...inProject,
      hostname: opt('string'),
      memory: req('number'),
      ncpus: req('number'),
      auto_restart_policy: opt('string', { values: ['best_effort', 'never'] }),
      cpu_platform: opt('string', { values: ['amd_milan', 'amd_turin', 'amd_turin_v2'] }),
      enable_jumbo_frames: opt('bool'),
      anti_affinity_groups: opt('strings'),
      boot_disk_id: opt('string'),
      start_on_create: opt('bool'),
      disk_attachments: opt('strings'),
      ssh_public_keys: opt('strings'),
      network_interfaces: opt('objects', {
        nested: {
          name: req('string'),
          description: req('string'),
          subnet_id: req('string'),
          vpc_id: req('string'),
          ip_config: req('object', {
            nested: {
              v4: opt('object', { nested: { ip: req('string') } }),
              v6: opt('object', { nested: { ip: req('string') } }),
            },
          }),
        },
      }),
      external_ips: opt('object', {
        nested: {
          ephemeral: opt('objects', {
            nested: { pool_id: opt('string'), ip_version: opt('string', { values: IP_VERSIONS }) },
          }),
          floating: opt('objects', { nested: { id: req('string') } }),
        },
      }),
      user_data: opt('string'),
      attached_network_interfaces: readOnly,
    },
    importId: 'uuid',
  },
  oxide_ssh_key: {
    arguments: { ...named, public_key: req('string'), silo_user_id: readOnly },
    importId: 'uuid',
  },
  oxide_silo: {
    arguments: {
      ...named,
      quotas: req('object', {
        nested: { cpus: req('number'), memory: req('number'), storage: req('number') },
      }),
      tls_certificates: req('objects', {
        nested: {
          name: req('string'),
          description: req('string'),
          cert: req('string'),
          key: req('string'),
          service: req('string', { values: ['external_api'] }),
        },
      }),
      discoverable: req('bool'),
      identity_mode: opt('string', { values: ['local_only', 'saml_jit'] }),
      admin_group_name: opt('string'),
      mapped_fleet_roles: opt('map'),
    },
    importId: 'uuid',
  },
  oxide_silo_saml_identity_provider: {
    arguments: {
      ...named,
      silo: req('string'),
      acs_url: req('string'),
      slo_url: req('string'),
      idp_entity_id: req('string'),
      sp_client_id: req('string'),
      technical_contact_email: req('string'),
      group_attribute_name: opt('string'),
      idp_metadata_source: req('object'),
      signing_keypair: opt('object', { nested: { private_key: req('string'), public_cert: req('string') } }),
    },
    // Import of SAML identity providers came after 0.21.0.
    importId: 'none',
  },
  oxide_ip_pool: {
    arguments: {
      ...named,
      ranges: opt('objects', { nested: { first_address: req('string'), last_address: req('string') } }),
    },
    importId: 'uuid',
  },
  oxide_ip_pool_silo_link: {
    arguments: { id: readOnly, silo_id: req('string'), ip_pool_id: req('string'), is_default: req('bool') },
    importId: 'uuid/uuid',
  },
  oxide_subnet_pool: {
    arguments: { ...named, ip_version: req('string', { values: IP_VERSIONS }) },
    importId: 'uuid',
  },
  oxide_subnet_pool_member: {
    arguments: {
      id: readOnly,
      subnet_pool_id: req('string'),
      subnet: req('string'),
      min_prefix_length: opt('number'),
      max_prefix_length: opt('number'),
    },
    importId: 'uuid/uuid',
  },
  oxide_subnet_pool_silo_link: {
    arguments: {
      id: readOnly,
      silo_id: req('string'),
      subnet_pool_id: req('string'),
      is_default: req('bool'),
    },
    importId: 'uuid/uuid',
  },
  oxide_address_lot: {
    arguments: {
      ...named,
      kind: req('string', { values: ['infra', 'pool'] }),
      blocks: req('objects', { nested: { first_address: req('string'), last_address: req('string') } }),
    },
    importId: 'uuid',
  },
  oxide_switch_port_settings: {
    arguments: {
      ...named,
      port_config: req('object', {
        nested: { geometry: req('string', { values: ['qsfp28x1', 'qsfp28x2', 'sfp28x4'] }) },
      }),
      links: req('objects'),
      addresses: req('objects'),
      routes: opt('objects'),
      bgp_peers: opt('objects'),
    },
    importId: 'uuid',
  },
};

/** The data sources Rack Console looks things up with, and the names each needs. */
export const DATA_SOURCES: Readonly<Record<string, Readonly<Record<string, ArgumentRule>>>> = {
  oxide_project: { name: req('string') },
  oxide_vpc: { project_name: req('string'), name: req('string') },
  oxide_vpc_subnet: { project_name: req('string'), vpc_name: req('string'), name: req('string') },
  oxide_vpc_router: { project_name: req('string'), vpc_name: req('string'), name: req('string') },
  oxide_disk: { project_name: req('string'), name: req('string') },
  oxide_floating_ip: { project_name: req('string'), name: req('string') },
  oxide_anti_affinity_group: { project_name: req('string'), name: req('string') },
  oxide_image: { project_name: opt('string'), name: req('string') },
  oxide_ip_pool: { name: req('string') },
  oxide_subnet_pool: { name: req('string') },
  oxide_silo: { name: req('string') },
  oxide_ssh_key: { name: req('string') },
  oxide_address_lot: { name: req('string') },
};
