import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import { newId } from '../../store/ids';
import type { Tables, Wire } from '../../store/tables';
import { signedIn } from '../core/authz';
import { PlatformError } from '../core/errors';
import { ensureUniqueName } from '../core/select';
import { inSilo, requireSiloOrFleet } from '../identity/silo-access';

export type CertificateCreate = Wire<typeof contract.CertificateCreate>;

export const invalidValue = (label: string, message: string) =>
  new PlatformError(400, 'InvalidValue', `unsupported value for "${label}": ${message}`);

/** The blocks of a PEM text with one of the given labels, each body checked to be base64. */
export function pemBlocks(text: string, labels: RegExp): { label: string; wellFormed: boolean }[] {
  const blocks: { label: string; wellFormed: boolean }[] = [];
  const block = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;
  for (const match of text.matchAll(block)) {
    const [, label = '', body = ''] = match;
    if (!labels.test(label)) continue;
    const compact = body.replace(/\s+/g, '');
    blocks.push({ label, wellFormed: compact.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(compact) });
  }
  return blocks;
}

/**
 * Checks that a certificate chain and its key look like PEM, in the words the platform uses when its TLS
 * library refuses them. (The mock does not parse X.509, so it cannot tell a mismatched key.)
 */
export function validateCertificate(body: Pick<CertificateCreate, 'cert' | 'key'>) {
  const certs = pemBlocks(body.cert, /^CERTIFICATE$/);
  if (certs.length === 0) throw invalidValue('certificate', 'Certificate exists, but is empty');
  if (certs.some((cert) => !cert.wellFormed)) {
    throw invalidValue('certificate', 'Failed to parse certificate: the PEM data is not valid base64');
  }
  const keys = pemBlocks(body.key, /^((RSA|EC) )?PRIVATE KEY$/);
  if (keys.length !== 1 || !keys[0]?.wellFormed)
    throw invalidValue('private-key', 'Failed to parse private key');
}

/** Adds a checked certificate to a silo; shared by certificate create and silo create. */
export function insertCertificate(db: Db, siloId: string, body: CertificateCreate, now: Date) {
  validateCertificate(body);
  ensureUniqueName(inSilo(db.table('certificates').values(), siloId), 'certificate', body.name);
  const time = now.toISOString();
  const certificate: Tables['certificates'] = {
    id: newId(),
    name: body.name,
    description: body.description,
    cert: body.cert,
    service: body.service,
    silo_id: siloId,
    time_created: time,
    time_modified: time,
  };
  db.table('certificates').set(certificate.id, certificate);
  return certificate;
}

export const siloCertificates = (db: Db, siloId: string) => inSilo(db.table('certificates').values(), siloId);

/** Certificates carry the silo's identity on the network: the platform shows them only to silo or fleet admins. */
export const requireCertificateAdmin = (db: Db, actor: Parameters<typeof signedIn>[0]) =>
  requireSiloOrFleet(db, actor, signedIn(actor).siloId, 'admin');
