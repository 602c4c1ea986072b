import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_CERTIFICATE_PEM } from '../fixtures/silos';
import { refusal, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** A throwaway EC key (not the seed certificate's: the mock does not match keys to certificates). */
const TEST_KEY_PEM = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgnhqY9Mn2HsvkYqiD
LKOEJb6yzgfl0s6qIlQkE0MSPR6hRANCAAQK6LMDL3la049b7BzhwTsEcbdVRGso
KO6tYpvIfXs93OCQH5qYJKtXm2xE0OgwlJzIpAgBci+xuUeDt1SxaSAz
-----END PRIVATE KEY-----
`;

const certificate = (name: string, cert = SEED_CERTIFICATE_PEM, key = TEST_KEY_PEM) => ({
  name,
  description: 'the web endpoint',
  cert,
  key,
  service: 'external_api' as const,
});

describe('certificates', () => {
  it('lists and shows the silo’s certificates to its admins', async () => {
    const list = await platform.api.certificateList();
    if (list.type !== 'success') throw new Error('list failed');
    expect(list.data.items.map((item) => item.name)).toEqual(['maze-war-endpoint', 'maze-war-endpoint-2027']);
    expect(list.data.items[0]).not.toHaveProperty('key');
    const view = await platform.api.certificateView({ path: { certificate: 'maze-war-endpoint' } });
    expect(view).toMatchObject({
      type: 'success',
      data: { service: 'external_api', cert: SEED_CERTIFICATE_PEM },
    });
  });

  it('keeps each silo’s certificates to itself', async () => {
    const other = await platform.clientAs('ada').certificateList();
    expect(other).toMatchObject({ type: 'success', data: { items: [] } });
    const missing = await platform
      .clientAs('ada')
      .certificateView({ path: { certificate: 'maze-war-endpoint' } });
    expect(missing).toMatchObject(
      refusal(404, 'ObjectNotFound', 'not found: certificate with name "maze-war-endpoint"'),
    );
  });

  it('refuses viewers and collaborators', async () => {
    expect(await platform.clientAs('simone').certificateList()).toMatchObject(refusal(403, 'Forbidden'));
    const create = await platform.clientAs('hans').certificateCreate({ body: certificate('nope') });
    expect(create).toMatchObject(refusal(403, 'Forbidden'));
  });

  it('creates, refuses a duplicate name, and deletes', async () => {
    const created = await platform.api.certificateCreate({ body: certificate('staging') });
    expect(created).toMatchObject({ type: 'success', statusCode: 201, data: { name: 'staging' } });
    const again = await platform.api.certificateCreate({ body: certificate('staging') });
    expect(again).toMatchObject(refusal(400, 'ObjectAlreadyExists', 'already exists: certificate "staging"'));
    const deleted = await platform.api.certificateDelete({ path: { certificate: 'staging' } });
    expect(deleted).toMatchObject({ type: 'success', statusCode: 204 });
    const gone = await platform.api.certificateDelete({ path: { certificate: 'staging' } });
    expect(gone).toMatchObject(refusal(404, 'ObjectNotFound', 'not found: certificate with name "staging"'));
  });

  it('refuses a certificate or key that is not PEM', async () => {
    const noCert = await platform.api.certificateCreate({ body: certificate('bad', 'hello') });
    expect(noCert).toMatchObject(
      refusal(400, 'InvalidValue', 'unsupported value for "certificate": Certificate exists, but is empty'),
    );
    const garbled = SEED_CERTIFICATE_PEM.replace('MIIBrz', 'MI*Brz');
    const badCert = await platform.api.certificateCreate({ body: certificate('bad', garbled) });
    expect(badCert).toMatchObject(refusal(400, 'InvalidValue'));
    if (badCert.type === 'error')
      expect(badCert.data.message).toMatch(
        /^unsupported value for "certificate": Failed to parse certificate/,
      );
    const badKey = await platform.api.certificateCreate({
      body: certificate('bad', SEED_CERTIFICATE_PEM, 'secret'),
    });
    expect(badKey).toMatchObject(
      refusal(400, 'InvalidValue', 'unsupported value for "private-key": Failed to parse private key'),
    );
    const list = await platform.api.certificateList();
    expect(list).toMatchObject({ type: 'success', data: { items: [{}, {}] } });
  });
});
