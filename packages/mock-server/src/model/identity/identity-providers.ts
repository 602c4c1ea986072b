import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import type { Wire } from '../../store/tables';
import type { Actor } from '../core/context';
import { invalidRequest, notFound, PlatformError } from '../core/errors';
import { findSilo, inSilo, requireSiloOrFleet } from './silo-access';

export type SamlCreate = Wire<typeof contract.SamlIdentityProviderCreate>;

export const invalidValue = (label: string, message: string) =>
  new PlatformError(400, 'InvalidValue', `unsupported value for "${label}": ${message}`);

export function decodeBase64(label: string, data: string): string {
  try {
    const binary = atob(data.replace(/\s+/g, ''));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    throw invalidValue(label, 'error getting decoding base64 data: Invalid symbol');
  }
}

export const element = (name: string) => new RegExp(`<([\\w.-]+:)?${name}[\\s/>]`);

/**
 * The IdP's metadata document, checked as the platform checks it: an EntityDescriptor with an IdP SSO
 * descriptor that carries a signing certificate. The mock cannot fetch a URL source, so it accepts any
 * absolute http(s) URL and records a document naming it.
 */
export function metadataDocument(source: SamlCreate['idp_metadata_source'], entityId: string): string {
  if (source.type === 'url') {
    let url: URL;
    try {
      url = new URL(source.url);
    } catch {
      throw invalidValue('url', 'error querying url: builder error: relative URL without a base');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw invalidValue('url', `error querying url: builder error: URL scheme is not allowed`);
    }
    return `<md:EntityDescriptor entityID="${entityId}"><!-- fetched from ${url.href} --></md:EntityDescriptor>`;
  }
  const document = decodeBase64('data', source.data);
  if (!element('EntityDescriptor').test(document)) {
    throw invalidRequest('idp_metadata_document_string could not be parsed as an EntityDescriptor');
  }
  if (!element('IDPSSODescriptor').test(document)) throw invalidRequest('no md:IDPSSODescriptor section');
  if (!/<([\w.-]+:)?X509Certificate>\s*[A-Za-z0-9+/=\s]+</.test(document)) {
    throw invalidRequest('no signing key found in IDP metadata');
  }
  return document;
}

/** Refuses a request-signing key pair whose parts are not base64 (of DER, as the platform expects). */
export function checkSigningKeypair(keypair: SamlCreate['signing_keypair']) {
  if (!keypair) return;
  for (const [label, value] of [
    ['public_cert', keypair.public_cert],
    ['private_key', keypair.private_key],
  ] as const) {
    const compact = value.replace(/\s+/g, '');
    if (compact.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
      throw invalidRequest(`signing_keypair.${label} must be base64-encoded DER`);
    }
  }
}

export const siloProviders = (db: Db, siloId: string) =>
  inSilo(db.table('samlIdentityProviders').values(), siloId);

/**
 * The silo of a local-identity-provider call. A silo that is not local_only has no local provider, so the
 * platform answers 404 for the provider itself.
 */
export function localSilo(db: Db, actor: Actor | undefined, selector: string) {
  const silo = findSilo(db, selector);
  if (silo.identity_mode !== 'local_only') throw notFound('identity-provider', 'name', 'local');
  requireSiloOrFleet(db, actor, silo.id, 'admin');
  return silo;
}

/** Deletes a silo's identity providers, SCIM tokens and authentication settings (silo delete). */
export function deleteSiloIdentityProviders(db: Db, siloId: string) {
  for (const table of ['samlIdentityProviders', 'scimTokens'] as const) {
    for (const row of inSilo(db.table(table).values(), siloId)) db.table(table).delete(row.id);
  }
  db.table('siloAuthSettings').delete(siloId);
}
