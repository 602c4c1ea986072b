import type {
  AddressLot,
  AddressLotBlock,
  BgpPeer,
  IpPool,
  IpPoolRange,
  IpPoolSiloLink,
  SamlIdentityProvider,
  Silo,
  SiloQuotas,
  SubnetPool,
  SubnetPoolMember,
  SubnetPoolSiloLink,
  SwitchPortSettings,
} from '../generated/api.js';
import { type Arguments, exportHeader, localName, TerraformDocument } from './document.js';
import { HclMap, type HclValue, ref } from './hcl.js';

/** The fleet's own resources that the provider manages, as the platform lists them. */
export interface SystemInventory {
  silos: { silo: Silo; quotas: SiloQuotas; identityProviders: SamlIdentityProvider[] }[];
  ipPools: { pool: IpPool; ranges: IpPoolRange[]; siloLinks: IpPoolSiloLink[] }[];
  subnetPools: { pool: SubnetPool; members: SubnetPoolMember[]; siloLinks: SubnetPoolSiloLink[] }[];
  addressLots: { lot: AddressLot; blocks: AddressLotBlock[] }[];
  switchPortSettings: SwitchPortSettings[];
  /** BGP configurations by id: peers name theirs by id, and the provider has no data source for them. */
  bgpConfigNames: Record<string, string>;
}

const order = <T>(items: readonly T[], key: (item: T) => string) =>
  [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/** The fleet's silos, pools, identity providers, address lots and switch port settings as one module. */
export function systemToTerraform(inventory: SystemInventory): string {
  return writeSystem(inventory, exportHeader('The fleet'), () => true);
}

/**
 * One resource of the fleet as a module of its own: a silo with its identity providers, one identity provider
 * (its silo named), or a pool with its ranges, members and silo links; the silos it links to are looked up by
 * name, the resource imported by its id.
 */
export function systemResourceToTerraform(inventory: SystemInventory, id: string): string {
  const named =
    inventory.silos.find((s) => s.silo.id === id)?.silo ??
    inventory.silos.flatMap((s) => s.identityProviders).find((idp) => idp.id === id) ??
    inventory.ipPools.find((p) => p.pool.id === id)?.pool ??
    inventory.subnetPools.find((p) => p.pool.id === id)?.pool ??
    inventory.addressLots.find((l) => l.lot.id === id)?.lot ??
    inventory.switchPortSettings.find((s) => s.id === id);
  if (!named) {
    throw new Error(
      `No silo, identity provider, pool, address lot or switch port settings has the id ${id}.`,
    );
  }
  return writeSystem(inventory, exportHeader(`From the fleet: ${named.name}`), (item) => item === id);
}

function writeSystem(
  inventory: SystemInventory,
  header: readonly string[],
  selected: (id: string) => boolean,
): string {
  const doc = new TerraformDocument(header);
  const chosen = <T>(items: readonly T[], id: (item: T) => string) => items.filter((i) => selected(id(i)));
  // Every silo: a silo outside the export may still have an identity provider in it.
  const silos = order(inventory.silos, (s) => s.silo.name);
  const ipPools = order(
    chosen(inventory.ipPools, (p) => p.pool.id),
    (p) => p.pool.name,
  );
  const subnetPools = order(
    chosen(inventory.subnetPools, (p) => p.pool.id),
    (p) => p.pool.name,
  );
  const lots = order(
    chosen(inventory.addressLots, (l) => l.lot.id),
    (l) => l.lot.name,
  );
  const siloNames = new Map<string, string>();
  for (const { silo } of silos.filter(({ silo }) => selected(silo.id)))
    siloNames.set(silo.id, doc.declare('oxide_silo', localName(silo.name), silo.id));
  // A silo outside the export, linked to a pool of it: looked up by its name, never by a pasted id.
  const outsideSilos = new Map(
    inventory.silos.filter(({ silo }) => !selected(silo.id)).map(({ silo }) => [silo.id, silo.name]),
  );
  for (const { pool } of ipPools) doc.declare('oxide_ip_pool', localName(pool.name), pool.id);
  for (const { pool } of subnetPools) doc.declare('oxide_subnet_pool', localName(pool.name), pool.id);
  for (const { lot } of lots) doc.declare('oxide_address_lot', localName(lot.name), lot.id);
  const idOf = (id: string): HclValue => {
    const outside = outsideSilos.get(id);
    if (outside !== undefined) return doc.lookup('oxide_silo', [['name', outside]], [outside]);
    return doc.reference(id) ?? id;
  };
  const siloLocalName = (id: string) => siloNames.get(id) ?? localName(outsideSilos.get(id) ?? id);
  const nameOf = (reference: HclValue) =>
    String((reference as { text: string }).text).split('.')[1] as string;

  for (const { silo, quotas, identityProviders } of silos) {
    if (!selected(silo.id)) {
      // An identity provider exported on its own: its silo stays outside, named by its name.
      for (const idp of order(identityProviders, (i) => i.name))
        if (selected(idp.id)) writeIdentityProvider(doc, silo, idp);
      continue;
    }
    const certificates = doc.variable(localName(silo.name, 'tls_certificates'), {
      description: `The certificates silo ${silo.name} is created with. Write-only: the platform never returns them, and they are sent only when the silo is created.`,
      type: 'list(object({ name = string, description = string, cert = string, key = string, service = string }))',
      sensitive: true,
      default: [],
    });
    const args: Arguments = [
      ['name', silo.name],
      ['description', silo.description],
      ['quotas', { cpus: quotas.cpus, memory: quotas.memory, storage: quotas.storage }],
      ['tls_certificates', certificates],
      ['discoverable', silo.discoverable],
      ['identity_mode', silo.identityMode],
      ['admin_group_name', silo.adminGroupName ?? undefined],
      [
        'mapped_fleet_roles',
        Object.keys(silo.mappedFleetRoles).length
          ? new HclMap(
              Object.fromEntries(
                order(Object.entries(silo.mappedFleetRoles), ([role]) => role).map(([k, v]) => [
                  k,
                  [...v].sort(),
                ]),
              ),
            )
          : undefined,
      ],
    ];
    doc.resource('oxide_silo', siloNames.get(silo.id) as string, args, { importId: silo.id });
    for (const idp of order(identityProviders, (i) => i.name)) writeIdentityProvider(doc, silo, idp);
  }

  for (const { pool, ranges, siloLinks } of ipPools) {
    doc.resource(
      'oxide_ip_pool',
      nameOf(idOf(pool.id)),
      [
        ['name', pool.name],
        ['description', pool.description],
        // In the platform's order: the provider reads the ranges back as a list.
        [
          'ranges',
          ranges.length
            ? ranges.map((r) => ({ first_address: r.range.first, last_address: r.range.last }))
            : undefined,
        ],
      ],
      { importId: pool.id },
    );
    for (const link of order(siloLinks, (l) => siloLocalName(l.siloId))) {
      const name = doc.declare('oxide_ip_pool_silo_link', localName(pool.name, siloLocalName(link.siloId)));
      doc.resource(
        'oxide_ip_pool_silo_link',
        name,
        [
          ['silo_id', idOf(link.siloId)],
          ['ip_pool_id', idOf(pool.id)],
          ['is_default', link.isDefault],
        ],
        { importId: `${pool.id}/${link.siloId}` },
      );
    }
  }

  for (const { pool, members, siloLinks } of subnetPools) {
    doc.resource(
      'oxide_subnet_pool',
      nameOf(idOf(pool.id)),
      [
        ['name', pool.name],
        ['description', pool.description],
        ['ip_version', pool.ipVersion],
      ],
      { importId: pool.id },
    );
    for (const member of order(members, (m) => m.subnet)) {
      doc.resource(
        'oxide_subnet_pool_member',
        doc.declare('oxide_subnet_pool_member', localName(pool.name, member.subnet)),
        [
          ['subnet_pool_id', idOf(pool.id)],
          ['subnet', member.subnet],
          ['min_prefix_length', member.minPrefixLength],
          ['max_prefix_length', member.maxPrefixLength],
        ],
        { importId: `${pool.id}/${member.id}` },
      );
    }
    for (const link of order(siloLinks, (l) => siloLocalName(l.siloId))) {
      doc.resource(
        'oxide_subnet_pool_silo_link',
        doc.declare('oxide_subnet_pool_silo_link', localName(pool.name, siloLocalName(link.siloId))),
        [
          ['silo_id', idOf(link.siloId)],
          ['subnet_pool_id', idOf(pool.id)],
          ['is_default', link.isDefault],
        ],
        { importId: `${pool.id}/${link.siloId}` },
      );
    }
  }

  for (const { lot, blocks } of lots) {
    doc.resource(
      'oxide_address_lot',
      nameOf(idOf(lot.id)),
      [
        ['name', lot.name],
        ['description', lot.description],
        ['kind', lot.kind],
        [
          'blocks',
          order(blocks, (b) => b.firstAddress).map((b) => ({
            first_address: b.firstAddress,
            last_address: b.lastAddress,
          })),
        ],
      ],
      { importId: lot.id },
    );
  }

  for (const settings of order(
    chosen(inventory.switchPortSettings, (s) => s.id),
    (s) => s.name,
  ))
    writeSwitchPortSettings(doc, settings, inventory.bgpConfigNames);
  return doc.toString();
}

function writeIdentityProvider(doc: TerraformDocument, silo: Silo, idp: SamlIdentityProvider) {
  const prefix = [silo.name, idp.name];
  const metadata = doc.variable(localName(...prefix, 'metadata_source'), {
    description: `Where identity provider ${idp.name} of silo ${silo.name} reads its metadata: { type = "url", url = … } or { type = "base64_encoded_xml", data = … }. The platform does not return it.`,
    type: 'object({ type = string, url = optional(string), data = optional(string) })',
    sensitive: true,
  });
  const privateKey = idp.publicCert
    ? doc.variable(localName(...prefix, 'private_key'), {
        description: `The private key of identity provider ${idp.name}'s signing key pair. The platform does not return it.`,
        type: 'string',
        sensitive: true,
      })
    : undefined;
  const siloName = doc.reference(silo.id)?.text.replace(/\.id$/, '.name');
  doc.resource(
    'oxide_silo_saml_identity_provider',
    doc.declare('oxide_silo_saml_identity_provider', localName(...prefix)),
    [
      ['silo', siloName ? ref(siloName) : silo.name],
      ['name', idp.name],
      ['description', idp.description],
      ['acs_url', idp.acsUrl],
      ['slo_url', idp.sloUrl],
      ['idp_entity_id', idp.idpEntityId],
      ['sp_client_id', idp.spClientId],
      ['technical_contact_email', idp.technicalContactEmail],
      ['group_attribute_name', idp.groupAttributeName ?? undefined],
      ['idp_metadata_source', metadata],
      ['signing_keypair', privateKey ? { private_key: privateKey, public_cert: idp.publicCert } : undefined],
    ],
    {
      comments: [
        'Provider 0.21.0 cannot import a SAML identity provider (no import block): this one exists, so apply',
        'would try to create it again. Keep the block as a record, or leave it out until the provider can import it.',
      ],
    },
  );
}

function groupByLink<T extends { interfaceName: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of order(items, (i) => i.interfaceName)) {
    groups.set(item.interfaceName, [...(groups.get(item.interfaceName) ?? []), item]);
  }
  return groups;
}

const bgpPeer = (peer: BgpPeer, bgpConfigNames: Record<string, string>): HclValue => ({
  addr:
    peer.addr.type === 'numbered'
      ? // The provider (0.21.0) names the peer's address `ip`, as the API did before 2026081901's `target_addr`.
        { type: 'numbered', ip: peer.addr.targetAddr }
      : { type: 'unnumbered', router_lifetime: peer.addr.routerLifetime },
  allowed_export: policy(peer.allowedExport),
  allowed_import: policy(peer.allowedImport),
  bgp_config: bgpConfigNames[peer.bgpConfig] ?? peer.bgpConfig,
  communities: [...peer.communities],
  connect_retry: peer.connectRetry,
  delay_open: peer.delayOpen,
  enforce_first_as: peer.enforceFirstAs,
  hold_time: peer.holdTime,
  idle_hold_time: peer.idleHoldTime,
  keepalive: peer.keepalive,
  local_pref: peer.localPref ?? undefined,
  md5_auth_key: peer.md5AuthKey ?? undefined,
  min_ttl: peer.minTtl ?? undefined,
  multi_exit_discriminator: peer.multiExitDiscriminator ?? undefined,
  remote_asn: peer.remoteAsn ?? undefined,
  vlan_id: peer.vlanId ?? undefined,
});

const policy = (p: BgpPeer['allowedExport']): HclValue =>
  p.type === 'allow' ? { type: 'allow', value: [...p.value] } : { type: 'no_filtering' };

function writeSwitchPortSettings(
  doc: TerraformDocument,
  settings: SwitchPortSettings,
  bgpConfigNames: Record<string, string>,
) {
  const comments = ['oxide_switch_port_settings is deprecated in provider 0.21.0 (removed in 0.22.0).'];
  const links = order(settings.links, (l) => l.linkName);
  const onlyLink = links.length === 1 ? links[0]?.linkName : undefined;
  if (settings.bgpPeers.length > 0 && !onlyLink) {
    comments.push(
      'Its BGP peers are left out: the platform does not say which of its links each peer is on.',
    );
  }
  const addresses = [...groupByLink(settings.addresses)].map(([link, items]) => ({
    link_name: link,
    addresses: items.map((a) => ({
      address: a.address,
      address_lot_id:
        doc.reference(a.addressLotId) ??
        doc.lookup('oxide_address_lot', [['name', a.addressLotName]], [a.addressLotName]),
      vlan_id: a.vlanId ?? undefined,
    })),
  }));
  const routes = [...groupByLink(settings.routes)].map(([link, items]) => ({
    link_name: link,
    routes: items.map((r) => ({
      dst: r.dst,
      gw: r.gw,
      rib_priority: r.ribPriority ?? undefined,
      vid: r.vlanId ?? undefined,
    })),
  }));
  doc.resource(
    'oxide_switch_port_settings',
    doc.declare('oxide_switch_port_settings', localName(settings.name)),
    [
      ['name', settings.name],
      ['description', settings.description],
      ['port_config', { geometry: settings.port.geometry }],
      [
        'links',
        links.map((link) => ({
          autoneg: link.autoneg,
          fec: link.fec ?? undefined,
          link_name: link.linkName,
          lldp: {
            enabled: link.lldpLinkConfig?.enabled ?? false,
            chassis_id: link.lldpLinkConfig?.chassisId ?? undefined,
            link_description: link.lldpLinkConfig?.linkDescription ?? undefined,
            link_name: link.lldpLinkConfig?.linkName ?? undefined,
            management_ip: link.lldpLinkConfig?.managementIp ?? undefined,
            system_description: link.lldpLinkConfig?.systemDescription ?? undefined,
            system_name: link.lldpLinkConfig?.systemName ?? undefined,
          },
          mtu: link.mtu,
          speed: link.speed,
          tx_eq: link.txEqConfig
            ? {
                main: link.txEqConfig.main ?? undefined,
                post1: link.txEqConfig.post1 ?? undefined,
                post2: link.txEqConfig.post2 ?? undefined,
                pre1: link.txEqConfig.pre1 ?? undefined,
                pre2: link.txEqConfig.pre2 ?? undefined,
              }
            : undefined,
        })),
      ],
      ['addresses', addresses],
      ['routes', routes.length ? routes : undefined],
      [
        'bgp_peers',
        settings.bgpPeers.length && onlyLink
          ? [{ link_name: onlyLink, peers: settings.bgpPeers.map((peer) => bgpPeer(peer, bgpConfigNames)) }]
          : undefined,
      ],
    ],
    { importId: settings.id, comments },
  );
}
