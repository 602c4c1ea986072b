// Business constants of spec §9 that the CLI, the console and scripts share; the console's own timings live
// in the console.

/** Items per page when a list call does not say otherwise. */
export const DEFAULT_PAGE_SIZE = 50;
