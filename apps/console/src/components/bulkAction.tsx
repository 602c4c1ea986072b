import { runBulkJob } from '~/stores/bulkJob';
import { confirmAction } from '~/stores/confirm';
import { countOf } from './BulkActionBar';
import type { RowAction } from './rowAction';

/** What a bulk action does to each selected resource, and how it words it. */
export interface BulkActionOptions<Row> {
  /** The button's label and the verb of the job's title: 'Stop' → 'Stop 3 instances'. */
  label: string;
  /** The verb of the summary: 'Stopped' → 'Stopped 2 of 3 instances'. */
  past: string;
  noun: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Why a row cannot be acted on in its state (spec §4); such rows are skipped and reported. */
  skipReason?: (row: Row) => string | undefined;
  /** Why the user may not take the action at all (spec §6). */
  unauthorized?: string | false;
  danger?: boolean;
  run: (key: string) => Promise<unknown>;
  /** Refreshes the lists the action changes. */
  refresh: () => Promise<unknown>;
  /** Runs once the user confirms, e.g. to clear the selection. */
  onConfirm?: () => void;
}

/**
 * A `BulkActionBar` action: it asks for confirmation (naming the rows it will skip and why), then runs as a
 * job of the jobs tray. It is disabled when no selected row can be acted on, with the first row's reason.
 */
export function bulkAction<Row>({
  label,
  past,
  noun,
  rows,
  rowKey,
  skipReason = () => undefined,
  unauthorized,
  danger = false,
  run,
  refresh,
  onConfirm,
}: BulkActionOptions<Row>): RowAction {
  const targets = rows.map((row) => ({ key: rowKey(row), skipReason: skipReason(row) }));
  const skipped = targets.filter((target) => target.skipReason);
  const runnable = targets.length - skipped.length;
  const verb = label.toLowerCase();
  return {
    label,
    danger,
    disabledReason: unauthorized || (runnable === 0 ? skipped[0]?.skipReason : undefined),
    onActivate: () =>
      confirmAction({
        modalTitle: `Confirm ${verb}`,
        // The dialog's description is a paragraph already, so the skip note is a sentence of it, not a <p>.
        modalContent: (
          <>
            Are you sure you want to {verb} <strong>{countOf(runnable, noun)}</strong>?
            {skipped.length > 0
              ? ` ${countOf(skipped.length, noun)} will be skipped (${skipped[0]?.skipReason}): ${skipped
                  .map((target) => target.key)
                  .join(', ')}.`
              : null}
          </>
        ),
        errorTitle: `Could not ${verb} ${noun}s`,
        actionType: danger ? 'danger' : 'primary',
        doAction: async () => {
          onConfirm?.();
          // Not awaited: the job runs on in the jobs tray while the dialog closes and the user moves on.
          void runBulkJob({
            title: `${label} ${countOf(targets.length, noun)}`,
            targets,
            run,
            summary: (succeeded, total) => `${past} ${succeeded} of ${countOf(total, noun)}`,
            refresh,
          });
        },
      }),
  };
}
