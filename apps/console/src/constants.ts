// The console's timing and layout constants of spec §9. They are the console's alone: the SDK keeps only what
// scripts and the CLI share (page size).

/** How long a success or info toast stays before dismissing itself. */
export const TOAST_TIMEOUT_MS = 5000;

/** Error toasts stay longer so there is time to read the server's message. */
export const ERROR_TOAST_TIMEOUT_MS = 15_000;

/** Width of a toast card. */
export const TOAST_WIDTH = '24rem';

/** How long a screen-reader announcement stays in the live region. */
export const SCREEN_READER_ANNOUNCEMENT_MS = 7000;

/** Hover or focus delay before a tooltip opens. */
export const TOOLTIP_DELAY_MS = 250;

/** Truncated text waits a little longer so skimming a table does not flash tooltips. */
export const TRUNCATED_TOOLTIP_DELAY_MS = 300;

/** How long a copy button shows its copied state. */
export const COPY_FEEDBACK_MS = 2000;

/** The loading bar waits this long so instant navigations do not flicker it. */
export const LOADING_BAR_DELAY_MS = 20;

/** A spinner, once shown, stays at least this long so it never flashes. */
export const SPINNER_MIN_MS = 500;

/** How long fetched data counts as fresh: navigating back within it shows the cache without a refetch. */
export const QUERY_STALE_TIME_MS = 2000;

/** The page size for a whole (small) collection, read in one page: pickers, name lookups, tables of a few rows. */
export const ALL_ITEMS = 1000;
