import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import type { Tables, Wire } from '../../store/tables';
import type { MockSettings } from '../core/context';
import type { DiskState } from '../storage/disks';

export type InstanceState = Wire<typeof contract.InstanceState>;
type InstanceRow = Tables['instances'];
type DiskRow = Tables['disks'];

/** A console keeps this much recent output, like the lead's websocket history. */
const CONSOLE_HISTORY_BYTES = 64 * 1024;

/**
 * Rows with transient states carry the states still to come (`pending_states`) and the moment the current
 * state began counting towards the next (`state_clock`). Each step lasts `settings.transitionMs`; readers
 * advance rows lazily from these timestamps, so no timers run and a saved store resumes where it stopped.
 */
function dueSteps(clock: string, pending: number, now: Date, transitionMs: number): number[] {
  const steps: number[] = [];
  let at = Date.parse(clock);
  while (steps.length < pending && now.getTime() - at >= transitionMs) {
    at += transitionMs;
    steps.push(at);
  }
  return steps;
}

/** Puts an instance into `state` now, with the states that follow on their own. */
export function setRunState(
  db: Db,
  row: InstanceRow,
  state: InstanceState,
  then: InstanceState[],
  now: Date,
) {
  row.run_state = state;
  row.pending_states = [...then];
  row.time_run_state_updated = now.toISOString();
  row.state_clock = row.time_run_state_updated;
  db.table('instances').set(row.id, row);
}

/** Puts a disk into `state` now, with the states that follow on their own. */
export function setDiskState(db: Db, row: DiskRow, state: DiskState, then: DiskState[], now: Date) {
  row.state = state;
  row.pending_states = [...then];
  row.state_clock = now.toISOString();
  db.table('disks').set(row.id, row);
}

/**
 * Whether a row cannot have a step due yet, without parsing its clock: every compute call walks all rows,
 * and most are settled or (like the seed's frozen transient rows) far from their next step. Clocks are the
 * fixed-width ISO text `toISOString` writes, which sorts as the times do; any other text is parsed instead.
 */
function restingAt(row: { pending_states: unknown[]; state_clock: string }, latestDueClock: string): boolean {
  const clock = row.state_clock;
  return (
    row.pending_states.length === 0 || (clock.length === latestDueClock.length && clock > latestDueClock)
  );
}

/** The clock a row must have reached by now for its next step to be due. */
const latestDueClock = (now: Date, settings: MockSettings) =>
  new Date(now.getTime() - settings.transitionMs).toISOString();

/** Moves every instance through the transient run states it is due to have left (see `dueSteps`). */
export function advanceInstances(db: Db, now: Date, settings: MockSettings) {
  const dueBy = latestDueClock(now, settings);
  const instances = db.table('instances');
  for (const row of instances.values()) {
    if (restingAt(row, dueBy)) continue;
    const steps = dueSteps(row.state_clock, row.pending_states.length, now, settings.transitionMs);
    if (steps.length === 0) continue;
    for (const at of steps) {
      const previous = row.run_state;
      const next = row.pending_states.shift() as InstanceState;
      row.run_state = next;
      row.time_run_state_updated = new Date(at).toISOString();
      row.state_clock = row.time_run_state_updated;
      // A stopped instance has no VMM, so it holds no place on a sled.
      if (next === 'stopped') row.sled_id = null;
      if (next === 'running' && (previous === 'starting' || previous === 'rebooting')) {
        appendConsoleOutput(db, row.id, bootLog(db, row));
      }
    }
    // Written back so the change hook (the `--state` journal) sees the advance.
    instances.set(row.id, row);
  }
}

/** Moves every disk through the transient states it is due to have left. */
export function advanceDisks(db: Db, now: Date, settings: MockSettings) {
  const dueBy = latestDueClock(now, settings);
  const disks = db.table('disks');
  for (const row of disks.values()) {
    if (restingAt(row, dueBy)) continue;
    const steps = dueSteps(row.state_clock, row.pending_states.length, now, settings.transitionMs);
    if (steps.length === 0) continue;
    for (const at of steps) {
      row.state = row.pending_states.shift() as DiskState;
      row.state_clock = new Date(at).toISOString();
    }
    disks.set(row.id, row);
  }
}

/** Brings instances and disks up to date; every compute handler starts here. */
export function settle({ db, now, settings }: { db: Db; now: Date; settings: MockSettings }) {
  advanceInstances(db, now, settings);
  advanceDisks(db, now, settings);
}

/** Adds output to an instance's serial console, keeping only the most recent history. */
export function appendConsoleOutput(db: Db, instanceId: string, text: string) {
  const consoles = db.table('serialConsoles');
  const buffer = consoles.get(instanceId) ?? { id: instanceId, data: [] };
  buffer.data.push(...new TextEncoder().encode(text));
  if (buffer.data.length > CONSOLE_HISTORY_BYTES) {
    buffer.data.splice(0, buffer.data.length - CONSOLE_HISTORY_BYTES);
  }
  consoles.set(instanceId, buffer);
}

/** What an instance prints while it boots, named after the OS of the image its boot disk came from. */
export function bootLog(db: Db, instance: InstanceRow): string {
  const bootDisk = instance.boot_disk_id ? db.table('disks').get(instance.boot_disk_id) : undefined;
  const image = bootDisk?.image_id ? db.table('images').get(bootDisk.image_id) : undefined;
  const os = image ? `${image.os} ${image.version}` : 'Linux';
  const memoryMiB = Math.round(instance.memory / 1024 ** 2);
  return [
    '',
    `BdsDxe: loading Boot0001 "UEFI ${instance.hostname} boot disk" from PciRoot(0x0)/Pci(0x10,0x0)`,
    '[    0.000000] Linux version 6.8.0-45-generic (buildd@lcy02-amd64-075) #45-Ubuntu SMP',
    `[    0.000000] Memory: ${memoryMiB}MiB available`,
    `[    0.012843] smpboot: Allowing ${instance.ncpus} CPUs, 0 hotplug CPUs`,
    '[    0.842113] virtio_blk virtio1: [vda] 512-byte logical blocks',
    '[    1.406552] EXT4-fs (vda1): mounted filesystem with ordered data mode',
    '[  OK  ] Started systemd-networkd.service - Network Configuration.',
    '[  OK  ] Reached target cloud-init.target - Cloud-init target.',
    '',
    `${os} ${instance.hostname} ttyS0`,
    '',
    `${instance.hostname} login: `,
  ].join('\r\n');
}
