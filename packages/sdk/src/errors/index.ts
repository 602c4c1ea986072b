export {
  AFTER_LOGIN_PATH,
  LOGIN_PATH,
  loginUrl,
  safeRedirectPath,
  unauthorizedRedirect,
} from './login-redirect.js';
export {
  DEVICE_CODE_INVALID_MESSAGE,
  type ErrorListHeading,
  errorListHeading,
  FORBIDDEN_MESSAGE,
  NO_GROUPS_NOTICE,
  PAGE_NOT_FOUND_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
  TOAST_DEFAULT_TITLES,
  TRY_AGAIN_MESSAGE,
  UNKNOWN_SERVER_ERROR_MESSAGE,
  UNREADABLE_RESPONSE_MESSAGE,
} from './messages.js';
export { needsNoGroupsNotice } from './no-groups.js';
export { type ErrorLogger, type PlatformError, toPlatformError } from './platform-error.js';
