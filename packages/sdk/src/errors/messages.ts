// User-facing strings of the error catalogue (spec §8), exactly as the spec writes them. Callers import
// these rather than retyping them so a console screen and a CLI message cannot drift apart.

/** Any 403, whatever the server said. */
export const FORBIDDEN_MESSAGE = 'Action not authorized';

/** An answer whose body could not be read as JSON; its status travels in `statusCode`. */
export const UNREADABLE_RESPONSE_MESSAGE = 'Error reading API response';

/** An error answer with no message at all. */
export const UNKNOWN_SERVER_ERROR_MESSAGE = 'Unknown server error';

/** The error screen's extra paragraph on a 403 for a user with no groups and no silo role. */
export const NO_GROUPS_NOTICE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly. Read the docs for more information.';

/** Error screen title for a 404. */
export const PAGE_NOT_FOUND_MESSAGE = 'Page not found';

/** Error screen title for everything but a 404, including 403s and rendering crashes. */
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong';

/** Error screen advice under SOMETHING_WENT_WRONG_MESSAGE. */
export const TRY_AGAIN_MESSAGE = 'Please try again. If the problem persists, contact your administrator.';

/** Device confirmation failure; the cause is deliberately not distinguished. */
export const DEVICE_CODE_INVALID_MESSAGE = 'Code is invalid';

/** Default toast titles by variant. */
export const TOAST_DEFAULT_TITLES = { success: 'Success', error: 'Error', info: 'Note' } as const;

/** How an error dialog introduces a list of issues. */
export interface ErrorListHeading {
  title: 'Error' | 'Errors';
  /** '{n} issues:' above the bulleted list; null when a single issue is shown on its own. */
  lead: string | null;
}

/** Title and lead-in for an error dialog listing `count` issues: 'Error' for one, else 'Errors' and '{n} issues:'. */
export function errorListHeading(count: number): ErrorListHeading {
  return count === 1 ? { title: 'Error', lead: null } : { title: 'Errors', lead: `${count} issues:` };
}
