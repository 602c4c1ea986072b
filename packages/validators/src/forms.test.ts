import { describe, expect, it } from 'vitest';
import { fieldErrorMessage, OPTIONAL_MARKER, optionalLabel } from './forms';

describe('fieldErrorMessage', () => {
  it.each([
    [undefined, 'Name', undefined],
    [{ type: 'required' }, 'Name', 'Name is required'],
    [{ type: 'required', message: 'ignored' }, 'Disk size', 'Disk size is required'],
    [{ type: 'validate', message: 'Not a valid IP address' }, 'Address', 'Not a valid IP address'],
    [{ type: 'maxLength', message: 'Too long' }, 'Description', 'Too long'],
    [{ type: 'validate', message: '' }, 'Name', undefined],
    [{ type: 'validate' }, 'Name', undefined],
  ])('reads %j for %j as %j', (error, label, message) => {
    expect(fieldErrorMessage(error, label)).toBe(message);
  });
});

describe('optionalLabel', () => {
  it('adds the marker after the label', () => {
    expect(optionalLabel('Description')).toBe('Description (Optional)');
    expect(OPTIONAL_MARKER).toBe('(Optional)');
  });
});
