import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';
import { invalidRequest, notFound } from '../core/errors';
import { raiseAlert } from './alert-log';
import { type ZipEntry, zipArchive } from './zip';

export type BundleRow = Tables['supportBundles'];

/** The platform's limit on a bundle's comment, in bytes. */
export const MAX_COMMENT_BYTES = 4096;

export const REASON_FOR_CREATION = 'Created by external API';

export function checkComment(comment: string | null | undefined) {
  if (comment && new TextEncoder().encode(comment).length > MAX_COMMENT_BYTES) {
    throw invalidRequest(`support bundle comment cannot exceed ${MAX_COMMENT_BYTES} bytes`);
  }
}

/** Moves bundles on: collection finishes and destruction completes one transition after they start. */
export function advanceBundles(db: Db, now: Date, transitionMs: number) {
  const bundles = db.table('supportBundles');
  for (const bundle of [...bundles.values()]) {
    if (bundle.state === 'collecting' && now.getTime() - Date.parse(bundle.time_created) >= transitionMs) {
      bundle.state = 'active';
      bundles.set(bundle.id, bundle);
      const ready = new Date(Date.parse(bundle.time_created) + transitionMs);
      raiseAlert(
        db,
        'support_bundle.ready',
        { bundle_id: bundle.id, reason: bundle.reason_for_creation },
        ready,
      );
    }
    if (
      bundle.state === 'destroying' &&
      bundle.time_deleted &&
      now.getTime() - Date.parse(bundle.time_deleted) >= transitionMs
    ) {
      bundles.delete(bundle.id);
    }
  }
}

export function findBundle(db: Db, bundleId: string, now: Date, transitionMs: number): BundleRow {
  advanceBundles(db, now, transitionMs);
  const bundle = db.table('supportBundles').get(bundleId);
  if (!bundle) throw notFound('support-bundle', 'id', bundleId);
  return bundle;
}

/** The files a bundle holds, generated from the store as it is now (sleds, disks) plus the bundle's own facts. */
export function bundleFiles(db: Db, bundle: BundleRow): ZipEntry[] {
  const encoder = new TextEncoder();
  const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);
  const sleds = [...db.table('sleds').values()];
  const racks = [...db.table('racks').values()];
  const entries: ZipEntry[] = [
    { name: 'bundle_id.txt', data: encoder.encode(bundle.id) },
    { name: 'meta/' },
    {
      name: 'meta/metadata.json',
      data: json({
        reason_for_creation: bundle.reason_for_creation,
        user_comment: bundle.user_comment ?? null,
        time_created: bundle.time_created,
      }),
    },
    { name: 'rack/' },
  ];
  for (const rack of racks) {
    entries.push({ name: `rack/${rack.id}/` });
    for (const sled of sleds.filter((row) => row.rack_id === rack.id)) {
      entries.push({
        name: `rack/${rack.id}/sled_${sled.baseboard.serial}.json`,
        data: json({ id: sled.id, cubby: sled.cubby, baseboard: sled.baseboard, policy: sled.policy }),
      });
    }
  }
  entries.push(
    { name: 'physical_disks.json', data: json([...db.table('physicalDisks').values()]) },
    { name: 'sp_task_dumps/' },
    { name: 'ereports/' },
  );
  return entries;
}

export const indexText = (entries: ZipEntry[]) =>
  new TextEncoder().encode(entries.map((entry) => `${entry.name}\n`).join(''));

/** A bundle's files and archive, only once it is active; every download of a bundle gives the same bytes. */
export function downloadable(db: Db, bundleId: string, now: Date, transitionMs: number) {
  const bundle = findBundle(db, bundleId, now, transitionMs);
  if (bundle.state !== 'active') throw invalidRequest('Cannot download bundle in non-active state');
  const entries = bundleFiles(db, bundle);
  return { entries, archive: zipArchive(entries, new Date(bundle.time_created)) };
}

export function fileOf(entries: ZipEntry[], file: string): Uint8Array {
  const entry = entries.find((candidate) => candidate.name === file && candidate.data);
  if (!entry?.data) throw notFound('support-bundle-file', 'name', file);
  return entry.data;
}

/** Downloads say how long they are, so a HEAD tells a client the size before it fetches. */
export function sized(setHeader: (name: string, value: string) => void, bytes: Uint8Array) {
  setHeader('content-length', String(bytes.length));
  setHeader('accept-ranges', 'bytes');
  return bytes;
}
