import { useRef } from 'react';

/** Form fields a dialog opens on, before any other control (WAI-ARIA dialog pattern: the first field). */
const FIELDS =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role="combobox"]:not([disabled])';
const CONTROLS = `${FIELDS}, button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])`;
/** Marks a dialog's Close button, which a dialog never opens on: Enter there would close what was just opened. */
export const DIALOG_CLOSE_ATTRIBUTE = 'data-dialog-close';

/**
 * The first control matching `selector` that a keyboard can reach, other than Close. Radix's selects and
 * checkboxes keep a native twin for forms (aria-hidden, tabindex -1), which is never it.
 */
function firstOf(container: HTMLElement, selector: string) {
  return [...container.querySelectorAll<HTMLElement>(selector)].find(
    (element) =>
      element.tabIndex >= 0 && !element.closest(`[${DIALOG_CLOSE_ATTRIBUTE}], [aria-hidden="true"]`),
  );
}

/**
 * The control a dialog was opened from. A menu item goes away with its menu, so an action chosen from a menu
 * (a row's actions) was opened from the menu's button, which Radix names in the menu's `aria-labelledby`.
 */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  if (menu) return triggerId ? document.getElementById(triggerId) : null;
  return element;
}

/** How a control is known again once the page has drawn it anew (a side panel's route redraws the list under it). */
interface ControlIdentity {
  tag: string;
  href: string | null;
  name: string | undefined;
}

const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim();
const identify = (element: HTMLElement): ControlIdentity => ({
  tag: element.tagName,
  href: element.getAttribute('href'),
  name: nameOf(element),
});

/** The control now on the page that is the opener drawn anew: same kind, same target, same name. */
function findAgain({ tag, href, name }: ControlIdentity) {
  return [...document.querySelectorAll<HTMLElement>(tag)].find(
    (element) =>
      element.getAttribute('href') === href &&
      nameOf(element) === name &&
      !element.closest('[role="dialog"]'),
  );
}

/**
 * Where focus goes when the opener is gone (the row just deleted): the table it sat in, else the page's heading,
 * else the main landmark — never the document body, where a keyboard user would start over.
 */
function focusHome(table: HTMLElement | null) {
  const home = table?.isConnected
    ? table
    : (document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main'));
  // A table or heading is not focusable by itself; -1 lets a script focus it without adding a Tab stop.
  if (home && !home.hasAttribute('tabindex')) home.setAttribute('tabindex', '-1');
  home?.focus();
}

/**
 * The one focus behaviour of every dialog and side panel (WAI-ARIA dialog pattern), through Radix's
 * `onOpenAutoFocus` / `onCloseAutoFocus`: open on the first field (else the first control other than Close),
 * and give focus back on close — to the control that opened it (or the same control drawn anew by a route
 * change), or near where it was if that is gone. Radix traps focus in between. Pass `open` each render: the
 * opener is read while rendering the opening, because by the time effects run the dialog has taken focus;
 * `opener` names it instead when the dialog comes later than the press that asked for it.
 */
export function useDialogFocus(open: boolean, opener?: Element | null) {
  const openedFrom = useRef<HTMLElement | null>(null);
  const identity = useRef<ControlIdentity | null>(null);
  const home = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    openedFrom.current = openerOf(opener ?? document.activeElement);
    identity.current = openedFrom.current ? identify(openedFrom.current) : null;
    home.current = openedFrom.current?.closest<HTMLElement>('[data-focus-home]') ?? null;
  }
  wasOpen.current = open;
  return {
    onOpenAutoFocus: (event: Event) => {
      const content = event.currentTarget as HTMLElement;
      const first = firstOf(content, FIELDS) ?? firstOf(content, CONTROLS);
      if (!first) return;
      event.preventDefault();
      first.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const opener = openedFrom.current;
      const target = opener?.isConnected ? opener : identity.current && findAgain(identity.current);
      if (target) target.focus();
      else focusHome(home.current);
    },
  };
}
