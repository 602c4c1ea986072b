import { isUuid, newId } from '../../store/ids';
import type { Tables } from '../../store/tables';
import { requireFleet, signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { alreadyExists, invalidRequest } from '../core/errors';
import { paginate } from '../core/paginate';
import { ensureUniqueName, findByNameOrId } from '../core/select';
import {
  checkSigningKeypair,
  localSilo,
  metadataDocument,
  siloProviders,
} from '../identity/identity-providers';
import { findSilo, inSilo, requiredSilo, requireSiloOrFleet } from '../identity/silo-access';
import { deleteSiloUser, findSiloUser } from '../identity/users-groups';

// Only SAML providers are listed: the local provider of a local_only silo is not a listed resource.
export const siloIdentityProviderList: Operation<'silo_identity_provider_list'> = ({ db, actor, query }) => {
  const silo = requiredSilo(db, query.silo);
  // Every user of a silo may see how its users sign in; other silos need a fleet role.
  if (signedIn(actor).siloId !== silo.id) requireFleet(db, actor, 'viewer');
  const providers = siloProviders(db, silo.id).map((row) => ({ ...row, provider_type: 'saml' as const }));
  return paginate(providers, query);
};

export const samlIdentityProviderCreate: Operation<'saml_identity_provider_create'> = ({
  db,
  actor,
  query,
  body,
  now,
}) => {
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
};

export const samlIdentityProviderView: Operation<'saml_identity_provider_view'> = ({
  db,
  actor,
  path,
  query,
}) => {
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
};

export const localIdpUserCreate: Operation<'local_idp_user_create'> = ({ db, actor, query, body, now }) => {
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
};

export const localIdpUserDelete: Operation<'local_idp_user_delete'> = ({ db, actor, path, query }) => {
  const silo = localSilo(db, actor, query.silo);
  deleteSiloUser(db, findSiloUser(db, silo.id, path.user_id).id);
};

export const localIdpUserSetPassword: Operation<'local_idp_user_set_password'> = ({
  db,
  actor,
  path,
  query,
  body,
}) => {
  const silo = localSilo(db, actor, query.silo);
  const user = findSiloUser(db, silo.id, path.user_id);
  // Disallowing login removes the password; existing sessions stay, as on the platform.
  if (body.mode === 'password') db.table('passwords').set(user.id, { id: user.id, password: body.value });
  else db.table('passwords').delete(user.id);
};
