import type { IpPool, IpRange, SamlIdentityProviderCreate } from '../generated/api.js';
import { type Arguments, localName, type TerraformDocument } from './document.js';

/** What writing an identity provider needs of the create writer (create.ts). */
interface ResourceAdder {
  add(type: string, name: string, args: Arguments, comments?: string[]): string;
}

/** A SAML identity provider from its create body, its metadata and key pair as the form sends them. */
export function writeIdentityProvider(
  writer: ResourceAdder,
  { silo, body }: { silo: string; body: SamlIdentityProviderCreate },
): string {
  const source = body.idpMetadataSource;
  const keys = body.signingKeypair;
  return writer.add(
    'oxide_silo_saml_identity_provider',
    `${silo}_${body.name}`,
    [
      ['silo', silo],
      ['name', body.name],
      ['description', body.description],
      ['acs_url', body.acsUrl],
      ['slo_url', body.sloUrl],
      ['idp_entity_id', body.idpEntityId],
      ['sp_client_id', body.spClientId],
      ['technical_contact_email', body.technicalContactEmail],
      ['group_attribute_name', body.groupAttributeName ?? undefined],
      [
        'idp_metadata_source',
        source.type === 'url' ? { type: 'url', url: source.url } : { type: source.type, data: source.data },
      ],
      ['signing_keypair', keys ? { private_key: keys.privateKey, public_cert: keys.publicCert } : undefined],
    ],
    keys ? ['signing_keypair holds a private key: keep this file secret.'] : [],
  );
}

/** A range added to an existing pool: the whole pool, imported by its id, the new range after its ranges. */
export function writeRangeAdded(
  doc: TerraformDocument,
  request: { pool: Pick<IpPool, 'id' | 'name' | 'description'>; ranges: IpRange[]; range: IpRange },
): string {
  const { pool } = request;
  const name = doc.declare('oxide_ip_pool', localName(pool.name));
  doc.resource(
    'oxide_ip_pool',
    name,
    [
      ['name', pool.name],
      ['description', pool.description],
      [
        'ranges',
        [...request.ranges, request.range].map((r) => ({ first_address: r.first, last_address: r.last })),
      ],
    ],
    {
      importId: pool.id,
      comments: [
        'The provider has no resource for one range: a pool’s ranges are part of oxide_ip_pool. This is',
        'the whole pool, imported by its id, with the new range after the ranges it has.',
      ],
    },
  );
  return name;
}
