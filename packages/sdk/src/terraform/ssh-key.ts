import type { SshKey } from '../generated/api.js';
import { exportHeader, localName, TerraformDocument } from './document.js';

/** One SSH key of the signed-in user as a module of its own, imported by its id. */
export function sshKeyToTerraform(key: SshKey): string {
  const doc = new TerraformDocument(exportHeader(`SSH key ${key.name}`));
  const name = doc.declare('oxide_ssh_key', localName(key.name), key.id);
  doc.resource(
    'oxide_ssh_key',
    name,
    [
      ['name', key.name],
      ['description', key.description],
      ['public_key', key.publicKey],
    ],
    { importId: key.id },
  );
  return doc.toString();
}
