import { z } from 'zod';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  dateTime,
  identityMetadata,
  listQuery,
  Name,
  NameOrId,
  NameOrIdSortMode,
  pageOf,
  pathOf,
  uint32,
  uuid,
} from './shared.js';
import { User, UserCreate, UserPassword } from './users-groups.js';

// Identity providers --------------------------------------------------------------------------------------

export const IdentityProviderType = named('IdentityProviderType', z.enum(['saml']));
export const IdentityProvider = named(
  'IdentityProvider',
  z.object({ ...identityMetadata, provider_type: IdentityProviderType }),
);
export const IdentityProviderResultsPage = pageOf('IdentityProviderResultsPage', IdentityProvider);

export const IdpMetadataSource = named(
  'IdpMetadataSource',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('url'), url: z.string() }),
    z.object({ type: z.literal('base64_encoded_xml'), data: z.string() }),
  ]),
);
export const DerEncodedKeyPair = named(
  'DerEncodedKeyPair',
  z.object({ public_cert: z.string(), private_key: z.string() }),
);

export const SamlIdentityProvider = named(
  'SamlIdentityProvider',
  z.object({
    ...identityMetadata,
    acs_url: z.string(),
    slo_url: z.string(),
    idp_entity_id: z.string(),
    sp_client_id: z.string(),
    technical_contact_email: z.string(),
    group_attribute_name: z.string().nullable().optional(),
    public_cert: z.string().nullable().optional(),
  }),
);
export const SamlIdentityProviderCreate = named(
  'SamlIdentityProviderCreate',
  z.object({
    name: Name,
    description: z.string(),
    acs_url: z.string(),
    slo_url: z.string(),
    idp_entity_id: z.string(),
    idp_metadata_source: IdpMetadataSource,
    sp_client_id: z.string(),
    technical_contact_email: z.string(),
    group_attribute_name: z.string().nullable().optional(),
    signing_keypair: DerEncodedKeyPair.nullable().default(null),
  }),
);

// SCIM client tokens ---------------------------------------------------------------------------------------

export const ScimClientBearerToken = named(
  'ScimClientBearerToken',
  z.object({ id: uuid(), time_created: dateTime(), time_expires: dateTime().nullable().optional() }),
);
/** The token's secret is only ever returned here, once, when the token is created. */
export const ScimClientBearerTokenValue = named(
  'ScimClientBearerTokenValue',
  z.object({
    id: uuid(),
    bearer_token: z.string(),
    time_created: dateTime(),
    time_expires: dateTime().nullable().optional(),
  }),
);

// Silo authentication settings -----------------------------------------------------------------------------

export const SiloAuthSettings = named(
  'SiloAuthSettings',
  z.object({ silo_id: uuid(), device_token_max_ttl_seconds: uint32().nullable().optional() }),
);
export const SiloAuthSettingsUpdate = named(
  'SiloAuthSettingsUpdate',
  z.object({ device_token_max_ttl_seconds: uint32().min(1).nullable() }),
);

const tag = 'system/silos';
const silo = { silo: NameOrId };
const userId = { user_id: uuid() };
const tokenId = { token_id: uuid() };

export const identityProviderOperations = defineOperations({
  silo_identity_provider_list: {
    method: 'get',
    path: '/v1/system/identity-providers',
    tag,
    summary: "List a silo's identity providers",
    query: { ...listQuery(NameOrIdSortMode), silo: NameOrId.optional() },
    status: 200,
    response: IdentityProviderResultsPage,
  },
  local_idp_user_create: {
    method: 'post',
    path: '/v1/system/identity-providers/local/users',
    tag,
    summary: 'Create a local user',
    query: silo,
    body: UserCreate,
    status: 201,
    response: User,
  },
  local_idp_user_delete: {
    method: 'delete',
    path: '/v1/system/identity-providers/local/users/{user_id}',
    tag,
    summary: 'Delete a local user',
    pathParams: userId,
    query: silo,
    status: 204,
  },
  local_idp_user_set_password: {
    method: 'post',
    path: '/v1/system/identity-providers/local/users/{user_id}/set-password',
    tag,
    summary: "Set or clear a local user's password",
    pathParams: userId,
    query: silo,
    body: UserPassword,
    status: 204,
  },
  saml_identity_provider_create: {
    method: 'post',
    path: '/v1/system/identity-providers/saml',
    tag,
    summary: 'Create a SAML identity provider',
    query: silo,
    body: SamlIdentityProviderCreate,
    status: 201,
    response: SamlIdentityProvider,
  },
  saml_identity_provider_view: {
    method: 'get',
    path: '/v1/system/identity-providers/saml/{provider}',
    tag,
    summary: 'Fetch a SAML identity provider',
    pathParams: pathOf('provider'),
    query: { silo: NameOrId.optional() },
    status: 200,
    response: SamlIdentityProvider,
  },
  scim_token_list: {
    method: 'get',
    path: '/v1/system/scim/tokens',
    tag,
    summary: "List a silo's SCIM tokens",
    query: silo,
    status: 200,
    response: z.array(ScimClientBearerToken),
  },
  scim_token_create: {
    method: 'post',
    path: '/v1/system/scim/tokens',
    tag,
    summary: 'Create a SCIM token',
    query: silo,
    status: 201,
    response: ScimClientBearerTokenValue,
  },
  scim_token_view: {
    method: 'get',
    path: '/v1/system/scim/tokens/{token_id}',
    tag,
    summary: 'Fetch a SCIM token',
    pathParams: tokenId,
    query: silo,
    status: 200,
    response: ScimClientBearerToken,
  },
  scim_token_delete: {
    method: 'delete',
    path: '/v1/system/scim/tokens/{token_id}',
    tag,
    summary: 'Delete a SCIM token',
    pathParams: tokenId,
    query: silo,
    status: 204,
  },
  auth_settings_view: {
    method: 'get',
    path: '/v1/auth-settings',
    tag: 'silos',
    summary: "Fetch the current silo's authentication settings",
    status: 200,
    response: SiloAuthSettings,
  },
  auth_settings_update: {
    method: 'put',
    path: '/v1/auth-settings',
    tag: 'silos',
    summary: "Change the current silo's authentication settings",
    body: SiloAuthSettingsUpdate,
    status: 200,
    response: SiloAuthSettings,
  },
});
