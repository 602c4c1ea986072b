/** Letters in a device's user code. */
export const DEVICE_CODE_LENGTH = 8;

/** Index of the box after which the code entry shows a dash, matching the 'ABCD-EFGH' display form. */
export const DEVICE_CODE_DASH_AFTER_INDEX = 3;

const LETTER = /^[a-z]$/i;
const COMPLETE_CODE = new RegExp(`^[a-z]{${DEVICE_CODE_LENGTH}}$`, 'i');
const NON_LETTERS = /[^a-z]/gi;

/** Cleans what one code box received: its last character if that is a letter, upper-cased, else ''. */
export function sanitizeDeviceCodeBox(value: string): string {
  // The last character wins because a box that already holds a letter receives the old one plus the new.
  const typed = value.slice(-1);
  return LETTER.test(typed) ? typed.toUpperCase() : '';
}

/** Spreads pasted text over the boxes: letters only, upper-cased, from the first box, unused boxes ''. */
export function pasteDeviceCode(text: string): string[] {
  const letters = lettersOf(text);
  return Array.from({ length: DEVICE_CODE_LENGTH }, (_, index) => letters[index] ?? '');
}

/** True when `code` is exactly the 8 letters a device code needs; gates the submit button. */
export function isCompleteDeviceCode(code: string): boolean {
  return COMPLETE_CODE.test(code);
}

/** Formats a user code the way the platform shows and matches it: 'ABCD-EFGH'. */
export function formatUserCode(code: string): string {
  // Non-letters are dropped first so the joined boxes, a pasted 'abcd efgh' and 'ABCD-EFGH' all agree.
  const letters = lettersOf(code);
  const split = DEVICE_CODE_DASH_AFTER_INDEX + 1;
  return letters.length > split ? `${letters.slice(0, split)}-${letters.slice(split)}` : letters;
}

function lettersOf(text: string): string {
  return text.replace(NON_LETTERS, '').toUpperCase().slice(0, DEVICE_CODE_LENGTH);
}
