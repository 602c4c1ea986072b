import type * as contract from '@rackconsole/sdk/contract';
import { alreadyExists, invalidRequest, notFound, PlatformError } from '../runtime/errors';
import type { Actor, Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { isUuid, newId } from '../store/ids';
import { authSettingsHandlers } from './auth-settings';
import { requireFleet, signedIn } from './authz';
import { paginate } from './paginate';
import { scimTokenHandlers } from './scim-tokens';
import { ensureUniqueName, findByNameOrId } from './select';
import { findSilo, inSilo, requiredSilo, requireSiloOrFleet } from './silo-access';
import type { Wire } from './tables';
import { deleteSiloUser, findSiloUser } from './users-groups';

declare module '../store/db' {
  interface Tables {
    /** SAML identity providers; the metadata document is kept as the platform keeps it, the key pair is not. */
    samlIdentityProviders: Wire<typeof contract.SamlIdentityProvider> & {
      silo_id: string;
      idp_metadata_document: string;
    };
  }
}

type SamlCreate = Wire<typeof contract.SamlIdentityProviderCreate>;

const invalidValue = (label: string, message: string) =>
  new PlatformError(400, 'InvalidValue', `unsupported value for "${label}": ${message}`);

function decodeBase64(label: string, data: string): string {
  try {
    const binary = atob(data.replace(/\s+/g, ''));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    throw invalidValue(label, 'error getting decoding base64 data: Invalid symbol');
  }
}

const element = (name: string) => new RegExp(`<([\\w.-]+:)?${name}[\\s/>]`);

/**
 * The IdP's metadata document, checked as the platform checks it: an EntityDescriptor with an IdP SSO
 * descriptor that carries a signing certificate. The mock cannot fetch a URL source, so it accepts any
 * absolute http(s) URL and records a document naming it.
 */
function metadataDocument(source: SamlCreate['idp_metadata_source'], entityId: string): string {
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
function checkSigningKeypair(keypair: SamlCreate['signing_keypair']) {
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

const siloProviders = (db: Db, siloId: string) => inSilo(db.table('samlIdentityProviders').values(), siloId);

/**
 * The silo of a local-identity-provider call. A silo that is not local_only has no local provider, so the
 * platform answers 404 for the provider itself.
 */
function localSilo(db: Db, actor: Actor | undefined, selector: string) {
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

export const identityProviderHandlers: Handlers = {
  ...scimTokenHandlers,
  ...authSettingsHandlers,

  // Only SAML providers are listed: the local provider of a local_only silo is not a listed resource.
  silo_identity_provider_list: ({ db, actor, query }) => {
    const silo = requiredSilo(db, query.silo);
    // Every user of a silo may see how its users sign in; other silos need a fleet role.
    if (signedIn(actor).siloId !== silo.id) requireFleet(db, actor, 'viewer');
    const providers = siloProviders(db, silo.id).map((row) => ({ ...row, provider_type: 'saml' as const }));
    return paginate(providers, query);
  },

  saml_identity_provider_create: ({ db, actor, query, body, now }) => {
    const silo = findSilo(db, query.silo);
    requireSiloOrFleet(db, actor, silo.id, 'admin');
    if (silo.identity_mode === 'local_only') {
      throw invalidRequest('cannot create SAML identity providers in ApiOnly silos');
    }
    const document = metadataDocument(body.idp_metadata_source, body.idp_entity_id);
    checkSigningKeypair(body.signing_keypair);
    ensureUniqueName(siloProviders(db, silo.id), 'saml-identity-provider', body.name);
    const time = now.toISOString();
    const provider: Tables['samlIdentityProviders'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      acs_url: body.acs_url,
      slo_url: body.slo_url,
      idp_entity_id: body.idp_entity_id,
      sp_client_id: body.sp_client_id,
      technical_contact_email: body.technical_contact_email,
      group_attribute_name: body.group_attribute_name ?? null,
      public_cert: body.signing_keypair?.public_cert ?? null,
      silo_id: silo.id,
      idp_metadata_document: document,
      time_created: time,
      time_modified: time,
    };
    db.table('samlIdentityProviders').set(provider.id, provider);
    return provider;
  },

  saml_identity_provider_view: ({ db, actor, path, query }) => {
    let provider: Tables['samlIdentityProviders'];
    if (isUuid(path.provider)) {
      if (query.silo) throw invalidRequest('when providing provider as an ID, silo should not be specified');
      provider = findByNameOrId(
        db.table('samlIdentityProviders').values(),
        'saml-identity-provider',
        path.provider,
      );
    } else {
      if (!query.silo) throw invalidRequest('provider should either be a UUID or silo should be specified');
      const silo = findSilo(db, query.silo);
      provider = findByNameOrId(siloProviders(db, silo.id), 'saml-identity-provider', path.provider);
    }
    requireSiloOrFleet(db, actor, provider.silo_id, 'viewer');
    return provider;
  },

  local_idp_user_create: ({ db, actor, query, body, now }) => {
    const silo = localSilo(db, actor, query.silo);
    const users = inSilo(db.table('users').values(), silo.id);
    if (users.some((user) => user.external_id === body.external_id)) {
      throw alreadyExists('silo-user', body.external_id);
    }
    const time = now.toISOString();
    const user: Tables['users'] = {
      id: newId(),
      display_name: body.external_id,
      external_id: body.external_id,
      silo_id: silo.id,
      time_created: time,
      time_modified: time,
    };
    db.table('users').set(user.id, user);
    if (body.password.mode === 'password') {
      db.table('passwords').set(user.id, { id: user.id, password: body.password.value });
    }
    return user;
  },

  local_idp_user_delete: ({ db, actor, path, query }) => {
    const silo = localSilo(db, actor, query.silo);
    deleteSiloUser(db, findSiloUser(db, silo.id, path.user_id).id);
  },

  local_idp_user_set_password: ({ db, actor, path, query, body }) => {
    const silo = localSilo(db, actor, query.silo);
    const user = findSiloUser(db, silo.id, path.user_id);
    // Disallowing login removes the password; existing sessions stay, as on the platform.
    if (body.mode === 'password') db.table('passwords').set(user.id, { id: user.id, password: body.value });
    else db.table('passwords').delete(user.id);
  },
};
