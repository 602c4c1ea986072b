import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silos } from '../fixtures/identity';
import { SEED_CERTIFICATE_PEM, samlProviders, scimTokens } from '../fixtures/silos';
import { refusal, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const DER = SEED_CERTIFICATE_PEM.replace(/-----[A-Z ]+-----|\s/g, '');
const metadataXml = (sso = true, key = true) =>
  `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example/x">${
    sso
      ? `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${
          key
            ? `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${DER}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`
            : ''
        }</md:IDPSSODescriptor>`
      : ''
  }</md:EntityDescriptor>`;

const samlBody = (
  name: string,
  source: { type: 'url'; url: string } | { type: 'base64_encoded_xml'; data: string },
) => ({
  name,
  description: 'corporate sign-in',
  acsUrl: 'https://myriad.sys.rack.example/login/myriad/saml/corp',
  sloUrl: 'https://myriad.sys.rack.example/logout',
  idpEntityId: 'https://idp.example/x',
  idpMetadataSource: source,
  spClientId: 'rack-myriad',
  technicalContactEmail: 'it@myriad.example',
  groupAttributeName: 'groups',
});
const xmlSource = (xml: string) => ({ type: 'base64_encoded_xml' as const, data: btoa(xml) });

/** Logs in through the local identity provider; the status, and the session cookie when there is one. */
async function login(silo: string, username: string, password: string) {
  const response = await platform.fetchAs(undefined, `/v1/login/${silo}/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

describe('identity providers', () => {
  it('lists a silo’s SAML providers to its users and to fleet viewers', async () => {
    const own = await platform.clientAs('ada').siloIdentityProviderList({ query: { silo: 'myriad' } });
    expect(own).toMatchObject({
      type: 'success',
      data: { items: [{ id: samlProviders.myriad.id, name: 'okta', providerType: 'saml' }] },
    });
    const local = await platform
      .clientAs('fleetViewer')
      .siloIdentityProviderList({ query: { silo: 'maze-war' } });
    expect(local).toMatchObject({ type: 'success', data: { items: [] } });
    const foreign = await platform.clientAs('ada').siloIdentityProviderList({ query: { silo: 'thrax' } });
    expect(foreign).toMatchObject(refusal(403, 'Forbidden'));
  });

  it('creates a SAML provider from base64 metadata, for a silo admin without a fleet role', async () => {
    const ada = platform.clientAs('ada');
    const created = await ada.samlIdentityProviderCreate({
      query: { silo: 'myriad' },
      body: {
        ...samlBody('corp', xmlSource(metadataXml())),
        signingKeypair: { publicCert: DER, privateKey: 'TUlJRQ==' },
      },
    });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { name: 'corp', publicCert: DER, groupAttributeName: 'groups' },
    });
    if (created.type !== 'success') return;
    expect(created.data).not.toHaveProperty('privateKey');
    const byName = await ada.samlIdentityProviderView({
      path: { provider: 'corp' },
      query: { silo: 'myriad' },
    });
    expect(byName).toMatchObject({ type: 'success', data: { id: created.data.id } });
    const byId = await ada.samlIdentityProviderView({ path: { provider: created.data.id } });
    expect(byId).toMatchObject({ type: 'success', data: { name: 'corp' } });
    const again = await ada.samlIdentityProviderCreate({
      query: { silo: 'myriad' },
      body: samlBody('corp', { type: 'url', url: 'https://idp.example/metadata' }),
    });
    expect(again).toMatchObject(
      refusal(400, 'ObjectAlreadyExists', 'already exists: saml-identity-provider "corp"'),
    );
  });

  it('takes a metadata URL', async () => {
    const created = await platform.api.samlIdentityProviderCreate({
      query: { silo: 'thrax' },
      body: samlBody('by-url', { type: 'url', url: 'https://idp.thrax.example/metadata' }),
    });
    expect(created).toMatchObject({ type: 'success', data: { name: 'by-url', publicCert: null } });
    const relative = await platform.api.samlIdentityProviderCreate({
      query: { silo: 'thrax' },
      body: samlBody('relative', { type: 'url', url: '/metadata' }),
    });
    expect(relative).toMatchObject(refusal(400, 'InvalidValue'));
  });

  it('refuses metadata the platform cannot use, and local-only silos', async () => {
    const create = (name: string, source: Parameters<typeof samlBody>[1]) =>
      platform.api.samlIdentityProviderCreate({ query: { silo: 'myriad' }, body: samlBody(name, source) });
    expect(await create('b1', { type: 'base64_encoded_xml', data: '***' })).toMatchObject(
      refusal(
        400,
        'InvalidValue',
        'unsupported value for "data": error getting decoding base64 data: Invalid symbol',
      ),
    );
    expect(await create('b2', xmlSource('<html/>'))).toMatchObject(
      refusal(
        400,
        'InvalidRequest',
        'idp_metadata_document_string could not be parsed as an EntityDescriptor',
      ),
    );
    expect(await create('b3', xmlSource(metadataXml(false)))).toMatchObject(
      refusal(400, 'InvalidRequest', 'no md:IDPSSODescriptor section'),
    );
    expect(await create('b4', xmlSource(metadataXml(true, false)))).toMatchObject(
      refusal(400, 'InvalidRequest', 'no signing key found in IDP metadata'),
    );
    const local = await platform.api.samlIdentityProviderCreate({
      query: { silo: 'maze-war' },
      body: samlBody('corp', xmlSource(metadataXml())),
    });
    expect(local).toMatchObject(
      refusal(400, 'InvalidRequest', 'cannot create SAML identity providers in ApiOnly silos'),
    );
    const viewer = await platform.clientAs('fleetViewer').samlIdentityProviderCreate({
      query: { silo: 'myriad' },
      body: samlBody('corp2', xmlSource(metadataXml())),
    });
    expect(viewer).toMatchObject(refusal(403, 'Forbidden'));
  });

  it('applies the scoping rules of a provider selector', async () => {
    const viewer = platform.clientAs('fleetViewer');
    expect(
      await viewer.samlIdentityProviderView({
        path: { provider: samlProviders.thrax.id },
        query: { silo: 'thrax' },
      }),
    ).toMatchObject(
      refusal(400, 'InvalidRequest', 'when providing provider as an ID, silo should not be specified'),
    );
    expect(await viewer.samlIdentityProviderView({ path: { provider: 'entra' } })).toMatchObject(
      refusal(400, 'InvalidRequest', 'provider should either be a UUID or silo should be specified'),
    );
    expect(
      await viewer.samlIdentityProviderView({ path: { provider: 'okta' }, query: { silo: 'thrax' } }),
    ).toMatchObject(refusal(404, 'ObjectNotFound', 'not found: saml-identity-provider with name "okta"'));
  });
});

describe('local users', () => {
  it('creates a user who can then log in, and refuses a second with the same login', async () => {
    const created = await platform.api.localIdpUserCreate({
      query: { silo: 'maze-war' },
      body: { externalId: 'grace', password: { mode: 'password', value: 'hopper-1906' } },
    });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { displayName: 'grace', siloId: silos.mazeWar.id },
    });
    if (created.type !== 'success') return;
    const session = await login('maze-war', 'grace', 'hopper-1906');
    expect(session.status).toBe(204);
    const me = await platform.fetchAs(undefined, '/v1/me', { headers: { cookie: session.cookie } });
    expect(await me.json()).toMatchObject({ id: created.data.id, silo_name: 'maze-war', silo_admin: false });
    expect((await login('maze-war', 'grace', 'wrong')).status).toBe(401);
    const again = await platform.api.localIdpUserCreate({
      query: { silo: 'maze-war' },
      body: { externalId: 'grace', password: { mode: 'login_disallowed' } },
    });
    expect(again).toMatchObject(refusal(400, 'ObjectAlreadyExists', 'already exists: silo-user "grace"'));
  });

  it('gives exactly one success to simultaneous creates of one login', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        platform.api.localIdpUserCreate({
          query: { silo: 'maze-war' },
          body: { externalId: 'twin', password: { mode: 'login_disallowed' } },
        }),
      ),
    );
    expect(results.filter((result) => result.type === 'success')).toHaveLength(1);
  });

  it('sets and clears passwords, and deletes users', async () => {
    const created = await platform.api.localIdpUserCreate({
      query: { silo: 'maze-war' },
      body: { externalId: 'edsger', password: { mode: 'login_disallowed' } },
    });
    if (created.type !== 'success') throw new Error('create failed');
    const path = { userId: created.data.id };
    const query = { silo: 'maze-war' };
    expect((await login('maze-war', 'edsger', 'goto-harmful')).status).toBe(401);
    const set = await platform.api.localIdpUserSetPassword({
      path,
      query,
      body: { mode: 'password', value: 'goto-harmful' },
    });
    expect(set).toMatchObject({ type: 'success', statusCode: 204 });
    expect((await login('maze-war', 'edsger', 'goto-harmful')).status).toBe(204);
    await platform.api.localIdpUserSetPassword({ path, query, body: { mode: 'login_disallowed' } });
    expect((await login('maze-war', 'edsger', 'goto-harmful')).status).toBe(401);

    const deleted = await platform.api.localIdpUserDelete({ path, query });
    expect(deleted).toMatchObject({ type: 'success', statusCode: 204 });
    expect(await platform.api.userView({ path })).toMatchObject(
      refusal(404, 'ObjectNotFound', `not found: silo-user with id "${created.data.id}"`),
    );
    expect(await platform.api.localIdpUserDelete({ path, query })).toMatchObject(
      refusal(404, 'ObjectNotFound'),
    );
  });

  it('has no local provider outside local-only silos', async () => {
    const result = await platform.api.localIdpUserCreate({
      query: { silo: 'myriad' },
      body: { externalId: 'grace', password: { mode: 'login_disallowed' } },
    });
    expect(result).toMatchObject(
      refusal(404, 'ObjectNotFound', 'not found: identity-provider with name "local"'),
    );
  });

  it('refuses users who are neither silo nor fleet admins', async () => {
    const result = await platform.clientAs('simone').localIdpUserCreate({
      query: { silo: 'maze-war' },
      body: { externalId: 'mallory', password: { mode: 'password', value: 'x' } },
    });
    expect(result).toMatchObject(refusal(403, 'Forbidden'));
  });
});

describe('SCIM tokens', () => {
  it('lists a silo’s tokens without their secrets', async () => {
    const result = await platform.clientAs('fleetViewer').scimTokenList({ query: { silo: 'thrax' } });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.map((token) => token.id)).toEqual([scimTokens.thraxPrimary, scimTokens.thraxRotating]);
    expect(result.data[0]).not.toHaveProperty('bearerToken');
    expect(result.data[0]).not.toHaveProperty('tokenSha256');
  });

  it('returns a new token’s secret once, and only keeps its hash', async () => {
    const created = await platform.api.scimTokenCreate({ query: { silo: 'thrax' } });
    if (created.type !== 'success') throw new Error('create failed');
    expect(created.statusCode).toBe(201);
    expect(created.data.bearerToken).toMatch(/^[0-9a-f]{40}$/);
    const stored = JSON.stringify(platform.db.table('scimTokens').get(created.data.id));
    expect(stored).not.toContain(created.data.bearerToken);
    const path = { tokenId: created.data.id };
    const view = await platform.api.scimTokenView({ path, query: { silo: 'thrax' } });
    expect(view).toMatchObject({ type: 'success', data: { id: created.data.id } });
    expect(view.type === 'success' && 'bearerToken' in view.data).toBe(false);
    expect(await platform.api.scimTokenView({ path, query: { silo: 'myriad' } })).toMatchObject(
      refusal(404, 'ObjectNotFound', `not found: scim-client-bearer-token with id "${created.data.id}"`),
    );
    expect(await platform.api.scimTokenDelete({ path, query: { silo: 'thrax' } })).toMatchObject({
      type: 'success',
      statusCode: 204,
    });
    expect(await platform.api.scimTokenView({ path, query: { silo: 'thrax' } })).toMatchObject(
      refusal(404, 'ObjectNotFound'),
    );
  });

  it('refuses users without a role on the fleet or the silo', async () => {
    expect(await platform.clientAs('jane').scimTokenList({ query: { silo: 'thrax' } })).toMatchObject(
      refusal(403, 'Forbidden'),
    );
    expect(
      await platform.clientAs('fleetViewer').scimTokenCreate({ query: { silo: 'thrax' } }),
    ).toMatchObject(refusal(403, 'Forbidden'));
  });
});

describe('authentication settings', () => {
  it('are read by any user of the silo and changed by its admins', async () => {
    const view = await platform.clientAs('jane').authSettingsView();
    expect(view).toMatchObject({
      type: 'success',
      data: { siloId: silos.mazeWar.id, deviceTokenMaxTtlSeconds: null },
    });
    const byViewer = await platform
      .clientAs('simone')
      .authSettingsUpdate({ body: { deviceTokenMaxTtlSeconds: 60 } });
    expect(byViewer).toMatchObject(refusal(403, 'Forbidden'));
    const updated = await platform.api.authSettingsUpdate({ body: { deviceTokenMaxTtlSeconds: 3600 } });
    expect(updated).toMatchObject({ type: 'success', data: { deviceTokenMaxTtlSeconds: 3600 } });
    expect(await platform.clientAs('jane').authSettingsView()).toMatchObject({
      data: { deviceTokenMaxTtlSeconds: 3600 },
    });
    const zero = await platform.api.authSettingsUpdate({ body: { deviceTokenMaxTtlSeconds: 0 } });
    expect(zero).toMatchObject(refusal(400, 'InvalidRequest'));
    await platform.api.authSettingsUpdate({ body: { deviceTokenMaxTtlSeconds: null } });
  });

  it('are per silo', async () => {
    const myriad = await platform.clientAs('ada').authSettingsView();
    expect(myriad).toMatchObject({
      data: { siloId: silos.myriad.id, deviceTokenMaxTtlSeconds: 8 * 60 * 60 },
    });
  });
});
