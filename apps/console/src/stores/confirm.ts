import type { ReactNode } from 'react';
import { createStore } from './store';

/** Spec §4: what a destructive or consequential action needs to ask first. */
export interface ConfirmAction {
  doAction: () => Promise<unknown>;
  modalTitle: string;
  modalContent: ReactNode;
  errorTitle: string;
  actionType: 'danger' | 'primary';
  /** What had focus when the action was asked for (a menu item, a button): focus goes back there after. */
  opener?: Element | null;
  /** What must go first when the platform would refuse the action: shown, and Confirm is disabled. */
  blockedBy?: string;
}

const current = createStore<ConfirmAction | null>(null);

/** Opens the confirm dialog for an action; the dialog runs it on confirm. */
export function confirmAction(action: ConfirmAction) {
  current.set({ ...action, opener: globalThis.document?.activeElement });
}

/** Closes the confirm dialog. */
export function clearConfirmAction() {
  current.set(null);
}

export const useConfirmAction = current.use;

/** Opens the confirm dialog for deleting a named resource, with the standard wording. */
export function confirmDelete({
  doDelete,
  label,
  resourceKind,
  blockedBy,
}: {
  doDelete: () => Promise<unknown>;
  label: ReactNode;
  resourceKind: string;
  blockedBy?: string;
}) {
  confirmAction({
    doAction: doDelete,
    modalTitle: `Confirm delete`,
    modalContent: label,
    errorTitle: `Could not delete ${resourceKind}`,
    actionType: 'danger',
    blockedBy,
  });
}
