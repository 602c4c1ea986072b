/**
 * Which forms on the page hold input the user has not saved. Read from the DOM rather than from each form, so
 * every form counts without taking part: a form is edited once a field of it fires `input` or `change`, and
 * stops counting when it is reset or leaves the page (closing a side modal, a successful save navigating away).
 */
const edited = new Set<HTMLFormElement>();
const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

function notify() {
  for (const listener of listeners) listener();
}

function forgetDetached() {
  let changed = false;
  for (const form of edited) {
    if (!form.isConnected) {
      edited.delete(form);
      changed = true;
    }
  }
  if (edited.size === 0) {
    observer?.disconnect();
    observer = undefined;
  }
  if (changed) notify();
}

function markEdited(event: Event) {
  const form = (event.target as { form?: HTMLFormElement | null } | null)?.form;
  if (!form || edited.has(form)) return;
  edited.add(form);
  observer ??= new MutationObserver(forgetDetached);
  observer.observe(document.body, { childList: true, subtree: true });
  notify();
}

function forgetReset(event: Event) {
  if (event.target instanceof HTMLFormElement && edited.delete(event.target)) notify();
}

/** Starts following edits in the page's forms (once, at start-up). */
export function watchUnsavedInput() {
  document.addEventListener('input', markEdited, true);
  document.addEventListener('change', markEdited, true);
  document.addEventListener('reset', forgetReset, true);
}

/** Whether any form on the page holds unsaved input. */
export const hasUnsavedInput = () => edited.size > 0;

/** Calls `listener` whenever that may have changed; returns the unsubscribe function. */
export function subscribeUnsavedInput(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
