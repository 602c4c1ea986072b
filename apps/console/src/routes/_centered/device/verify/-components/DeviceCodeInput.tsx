import {
  DEVICE_CODE_DASH_AFTER_INDEX,
  DEVICE_CODE_LENGTH,
  pasteDeviceCode,
  sanitizeDeviceCodeBox,
} from '@rackconsole/validators';
import { Fragment, type KeyboardEvent, useRef } from 'react';

/** Eight empty boxes. */
export const emptyDeviceCode = (): string[] => Array.from({ length: DEVICE_CODE_LENGTH }, () => '');

/**
 * The device code, one letter per box (spec §5): other characters are dropped, letters upper-cased, a paste
 * fills the boxes with its letters, Backspace in an empty box clears the previous one and moves there.
 */
export function DeviceCodeInput({
  value,
  onChange,
  disabled = false,
  describedBy,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) =>
    boxes.current[Math.max(0, Math.min(index, DEVICE_CODE_LENGTH - 1))]?.focus();
  const setBox = (index: number, letter: string) =>
    onChange(value.map((old, at) => (at === index ? letter : old)));

  const onInput = (index: number, typed: string) => {
    const letter = sanitizeDeviceCodeBox(typed);
    setBox(index, letter);
    if (letter) focus(index + 1);
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      setBox(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    } else if (/^[a-z]$/i.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Letters are taken here, not in onChange: retyping the letter a box already holds changes nothing, so
      // no change event would come to move the focus on.
      event.preventDefault();
      onInput(index, event.key);
    }
  };
  const onPaste = (text: string) => {
    const letters = pasteDeviceCode(text);
    onChange(letters);
    const filled = letters.filter(Boolean).length;
    focus(filled);
  };

  return (
    <fieldset
      className="device-code"
      aria-describedby={describedBy}
      style={{ border: 0, margin: 0, padding: 0 }}
    >
      <legend className="visually-hidden">Device code</legend>
      {value.map((letter, index) => (
        // The boxes are positional and never reorder, so the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          <input
            ref={(element) => {
              boxes.current[index] = element;
            }}
            aria-label={`Character ${index + 1} of ${DEVICE_CODE_LENGTH}`}
            value={letter}
            disabled={disabled}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => onInput(index, event.currentTarget.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => {
              event.preventDefault();
              onPaste(event.clipboardData.getData('text'));
            }}
          />
          {index === DEVICE_CODE_DASH_AFTER_INDEX ? (
            <span className="device-dash" aria-hidden>
              -
            </span>
          ) : null}
        </Fragment>
      ))}
    </fieldset>
  );
}
