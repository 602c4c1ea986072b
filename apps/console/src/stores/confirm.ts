import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

/** Spec §4: what a destructive or consequential action needs to ask first. */
export interface ConfirmAction {
  doAction: () => Promise<unknown>;
  modalTitle: string;
  modalContent: ReactNode;
  errorTitle: string;
  actionType: 'danger' | 'primary';
}

let current: ConfirmAction | null = null;
const listeners = new Set<() => void>();

/** Opens the confirm dialog for an action; the dialog runs it on confirm. */
export function confirmAction(action: ConfirmAction) {
  current = action;
  for (const listener of listeners) listener();
}

/** Closes the confirm dialog. */
export function clearConfirmAction() {
  current = null;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useConfirmAction = () => useSyncExternalStore(subscribe, () => current);

/** Opens the confirm dialog for deleting a named resource, with the standard wording. */
export function confirmDelete({
  doDelete,
  label,
  resourceKind,
}: {
  doDelete: () => Promise<unknown>;
  label: ReactNode;
  resourceKind: string;
}) {
  confirmAction({
    doAction: doDelete,
    modalTitle: `Confirm delete`,
    modalContent: label,
    errorTitle: `Could not delete ${resourceKind}`,
    actionType: 'danger',
  });
}
