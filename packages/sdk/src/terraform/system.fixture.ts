// A fleet with a silo and its identity provider, both kinds of pool with members and links, an address lot
// and switch port settings that use it.
import type { SystemInventory } from './system.js';

const at = new Date('2026-08-01T12:00:00Z');
const stamp = { timeCreated: at, timeModified: at };
const SILO = '00000000-0000-4000-8000-000000000101';
const IP_POOL = '00000000-0000-4000-8000-000000000102';
const SUBNET_POOL = '00000000-0000-4000-8000-000000000103';
const MEMBER = '00000000-0000-4000-8000-000000000104';
const LOT = '00000000-0000-4000-8000-000000000105';
const SETTINGS = '00000000-0000-4000-8000-000000000106';
const BGP_CONFIG = '00000000-0000-4000-8000-00000000010c';

/** The fleet's inventory. */
export const fleet: SystemInventory = {
  silos: [
    {
      silo: {
        id: SILO,
        name: 'corp',
        description: 'Corporate silo',
        discoverable: true,
        identityMode: 'saml_jit',
        adminGroupName: 'admins',
        mappedFleetRoles: { admin: ['admin'], viewer: ['viewer', 'collaborator'] },
        ...stamp,
      },
      quotas: { siloId: SILO, cpus: 64, memory: 274877906944, storage: 10995116277760 },
      identityProviders: [
        {
          id: '00000000-0000-4000-8000-000000000107',
          name: 'okta',
          description: 'Okta',
          acsUrl: 'https://corp.sys.example.com/login/corp/saml/okta',
          sloUrl: 'https://corp.example.okta.com/slo',
          idpEntityId: 'http://www.okta.com/abc',
          spClientId: 'rack',
          technicalContactEmail: 'ops@example.com',
          groupAttributeName: 'groups',
          publicCert: 'MIIB',
          ...stamp,
        },
      ],
    },
  ],
  ipPools: [
    {
      pool: {
        id: IP_POOL,
        name: 'public',
        description: 'Public addresses',
        assignment: 'silos',
        ipVersion: 'v4',
        poolType: 'unicast',
        ...stamp,
      },
      ranges: [
        {
          id: '00000000-0000-4000-8000-000000000108',
          ipPoolId: IP_POOL,
          range: { first: '198.51.100.1', last: '198.51.100.99' },
          timeCreated: at,
        },
        {
          id: '00000000-0000-4000-8000-000000000109',
          ipPoolId: IP_POOL,
          range: { first: '192.0.2.1', last: '192.0.2.9' },
          timeCreated: at,
        },
      ],
      siloLinks: [{ ipPoolId: IP_POOL, siloId: SILO, isDefault: true }],
    },
  ],
  subnetPools: [
    {
      pool: { id: SUBNET_POOL, name: 'routed', description: 'Routed subnets', ipVersion: 'v4', ...stamp },
      members: [
        {
          id: MEMBER,
          subnetPoolId: SUBNET_POOL,
          subnet: '203.0.113.0/24',
          minPrefixLength: 26,
          maxPrefixLength: 30,
          timeCreated: at,
        },
      ],
      siloLinks: [{ subnetPoolId: SUBNET_POOL, siloId: SILO, isDefault: false }],
    },
  ],
  addressLots: [
    {
      lot: { id: LOT, name: 'uplink', description: 'Uplink addresses', kind: 'infra', ...stamp },
      blocks: [
        { id: '00000000-0000-4000-8000-00000000010a', firstAddress: '10.85.0.1', lastAddress: '10.85.0.10' },
      ],
    },
  ],
  switchPortSettings: [
    {
      id: SETTINGS,
      name: 'qsfp0',
      description: 'Uplink port',
      port: { portSettingsId: SETTINGS, geometry: 'qsfp28x1' },
      links: [
        {
          portSettingsId: SETTINGS,
          linkName: 'phy0',
          mtu: 1500,
          fec: 'rs',
          speed: 'speed100_g',
          autoneg: false,
          lldpLinkConfig: { id: '00000000-0000-4000-8000-00000000010b', enabled: false },
        },
      ],
      addresses: [
        {
          portSettingsId: SETTINGS,
          addressLotId: LOT,
          addressLotName: 'uplink',
          addressLotBlockId: '00000000-0000-4000-8000-00000000010a',
          address: '10.85.0.2/24',
          interfaceName: 'phy0',
        },
      ],
      interfaces: [],
      routes: [{ portSettingsId: SETTINGS, interfaceName: 'phy0', dst: '0.0.0.0/0', gw: '10.85.0.1' }],
      bgpPeers: [
        {
          addr: { type: 'numbered', targetAddr: '10.85.0.1' },
          bgpConfig: BGP_CONFIG,
          allowedExport: { type: 'allow', value: ['198.51.100.0/24'] },
          allowedImport: { type: 'no_filtering' },
          communities: [],
          connectRetry: 3,
          delayOpen: 0,
          enforceFirstAs: false,
          holdTime: 6,
          idleHoldTime: 3,
          keepalive: 2,
          remoteAsn: 65000,
        },
      ],
      groups: [],
      ...stamp,
    },
  ],
  bgpConfigNames: { [BGP_CONFIG]: 'as65547' },
};
