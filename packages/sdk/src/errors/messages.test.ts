import { describe, expect, it } from 'vitest';
import {
  DEVICE_CODE_INVALID_MESSAGE,
  errorListHeading,
  FORBIDDEN_MESSAGE,
  PAGE_NOT_FOUND_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
  TOAST_DEFAULT_TITLES,
  TRY_AGAIN_MESSAGE,
  UNKNOWN_SERVER_ERROR_MESSAGE,
  UNREADABLE_RESPONSE_MESSAGE,
} from './messages.js';

describe('spec §8 strings', () => {
  it.each<[string, unknown, unknown]>([
    ['FORBIDDEN_MESSAGE', FORBIDDEN_MESSAGE, 'Action not authorized'],
    ['UNREADABLE_RESPONSE_MESSAGE', UNREADABLE_RESPONSE_MESSAGE, 'Error reading API response'],
    ['UNKNOWN_SERVER_ERROR_MESSAGE', UNKNOWN_SERVER_ERROR_MESSAGE, 'Unknown server error'],
    ['PAGE_NOT_FOUND_MESSAGE', PAGE_NOT_FOUND_MESSAGE, 'Page not found'],
    ['SOMETHING_WENT_WRONG_MESSAGE', SOMETHING_WENT_WRONG_MESSAGE, 'Something went wrong'],
    [
      'TRY_AGAIN_MESSAGE',
      TRY_AGAIN_MESSAGE,
      'Please try again. If the problem persists, contact your administrator.',
    ],
    ['DEVICE_CODE_INVALID_MESSAGE', DEVICE_CODE_INVALID_MESSAGE, 'Code is invalid'],
    ['TOAST_DEFAULT_TITLES', TOAST_DEFAULT_TITLES, { success: 'Success', error: 'Error', info: 'Note' }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('errorListHeading', () => {
  it.each([
    [1, { title: 'Error', lead: null }],
    [2, { title: 'Errors', lead: '2 issues:' }],
    [12, { title: 'Errors', lead: '12 issues:' }],
  ])('%i issue(s) → %o', (count, expected) => {
    expect(errorListHeading(count)).toEqual(expected);
  });
});
