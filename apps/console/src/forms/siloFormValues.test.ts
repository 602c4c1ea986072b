import { GIB } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { quotaCounts, quotaValues, validateQuota } from './quotaValues';
import { defaultSiloValues, poolLinks, siloCreateBody } from './siloFormValues';
import { certificateProblem } from './TlsCertificatesField';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN EC PRIVATE KEY-----\nMHcC\n-----END EC PRIVATE KEY-----';

describe('silo create request', () => {
  it('converts quotas to bytes, maps fleet roles by silo role and sends certificates for the API', () => {
    const body = siloCreateBody({
      ...defaultSiloValues,
      name: 'research',
      adminGroupName: '  ',
      cpus: 16,
      memoryGib: 64,
      storageGib: 1024,
      tlsCertificates: [{ name: 'endpoint', description: '', cert: CERT, key: KEY }],
      fleetRoles: { admin: ['admin'], collaborator: [], limited_collaborator: ['viewer'], viewer: [] },
    });
    expect(body).toMatchObject({
      name: 'research',
      adminGroupName: null,
      quotas: { cpus: 16, memory: 64 * GIB, storage: 1024 * GIB },
      mappedFleetRoles: { admin: ['admin'], limited_collaborator: ['viewer'] },
      tlsCertificates: [{ name: 'endpoint', service: 'external_api' }],
    });
  });

  it('links the default pool first, so no second default ever conflicts', () => {
    expect(poolLinks({ ipPools: ['a', 'b', 'c'], defaultPool: 'b' })).toEqual([
      { pool: 'b', isDefault: true },
      { pool: 'a', isDefault: false },
      { pool: 'c', isDefault: false },
    ]);
    // A default no longer among the chosen pools is dropped.
    expect(poolLinks({ ipPools: ['a'], defaultPool: 'z' })).toEqual([{ pool: 'a', isDefault: false }]);
  });
});

describe('quotas', () => {
  it('round-trips GiB and rounds partial GiB up so an edit never lowers a quota', () => {
    expect(quotaCounts({ cpus: 2, memoryGib: 3, storageGib: 4 })).toEqual({
      cpus: 2,
      memory: 3 * GIB,
      storage: 4 * GIB,
    });
    expect(quotaValues({ cpus: 2, memory: 3 * GIB + 1, storage: 0 })).toEqual({
      cpus: 2,
      memoryGib: 4,
      storageGib: 0,
    });
  });

  it('accepts whole numbers from 0', () => {
    expect(validateQuota(0)).toBeUndefined();
    expect(validateQuota(-1)).toBe('Must be a whole number, 0 or more');
    expect(validateQuota(1.5)).toBe('Must be a whole number, 0 or more');
    expect(validateQuota(Number.NaN)).toBe('Must be a whole number, 0 or more');
  });
});

describe('TLS certificate drafts', () => {
  it('need a valid name, a PEM certificate and a PEM private key', () => {
    const draft = { name: 'endpoint', description: '', cert: CERT, key: KEY };
    expect(certificateProblem(draft)).toBeUndefined();
    expect(certificateProblem({ ...draft, name: '' })).toBe('Name is required');
    expect(certificateProblem({ ...draft, name: 'Bad Name' })).toBeTruthy();
    expect(certificateProblem({ ...draft, cert: 'MIIB' })).toBe(
      'Certificate must be a PEM-encoded certificate chain',
    );
    expect(certificateProblem({ ...draft, key: CERT })).toBe('Key must be a PEM-encoded private key');
  });
});
