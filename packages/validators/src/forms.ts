/** The part of a form library's field error read here; react-hook-form's `FieldError` fits it. */
export interface FieldErrorLike {
  type: string;
  message?: string | undefined;
}

/** Marker after the label of a field that may be left empty. */
export const OPTIONAL_MARKER = '(Optional)';

/** The message under a field: '{label} is required' for a missing value, else the error's own message. */
export function fieldErrorMessage(error: FieldErrorLike | undefined, label: string): string | undefined {
  if (!error) return undefined;
  // The form library only knows which rule failed, not the field's name, so required errors are reworded.
  if (error.type === 'required') return `${label} is required`;
  return error.message || undefined;
}

/** Label of an optional field: 'Description (Optional)'. */
export function optionalLabel(label: string): string {
  return `${label} ${OPTIONAL_MARKER}`;
}
