import type { TimeseriesSchema } from '@rackconsole/sdk';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { type Completion, completionsAt, tokenize } from './oxqlText';
import '~/components/charts/charts.css';

/** Where the platform said the query went wrong: a character offset into it, and its message. */
export interface EditorError {
  offset: number;
  message: string;
}

/** The query drawn with a class per token kind, the character at the error underlined. */
function Highlighted({ text, error }: { text: string; error?: EditorError }) {
  const tokens = tokenize(text);
  const at = error ? Math.min(error.offset, text.length) : -1;
  const parts = tokens.flatMap((token) => {
    const end = token.start + token.text.length;
    if (at < token.start || at >= end) return [{ ...token, error: false }];
    return [
      { ...token, text: token.text.slice(0, at - token.start), error: false },
      { ...token, text: token.text.slice(at - token.start, at - token.start + 1), error: true },
      { ...token, text: token.text.slice(at - token.start + 1), error: false },
    ].filter((part) => part.text !== '');
  });
  return (
    <>
      {parts.map((part, index) =>
        part.error ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <mark key={index} className={`oxql-${part.kind} oxql-error-mark`} data-error-offset={at}>
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <span key={index} className={`oxql-${part.kind}`}>
            {part.text}
          </span>
        ),
      )}
      {at === text.length && error ? (
        <mark className="oxql-error-mark oxql-error-end" data-error-offset={at}>
          {' '}
        </mark>
      ) : null}
      {'\n'}
    </>
  );
}

/**
 * The query editor: a text area over its highlighted copy, completing timeseries names, fields and table
 * operations from the schemas (a list box, arrows to choose, Enter or Tab to take, Escape to close), the
 * platform's error underlined where it points. Ctrl+Enter (⌘+Enter) runs the query.
 */
export function OxqlEditor({
  value,
  onChange,
  onRun,
  schemas,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  schemas: TimeseriesSchema[];
  error?: EditorError;
}) {
  const listId = useId();
  const errorId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const highlight = useRef<HTMLPreElement>(null);
  const [completion, setCompletion] = useState<Completion | null>(null);
  const caretAfterAccept = useRef<number | null>(null);
  const [active, setActive] = useState(0);
  const open = completion !== null && completion.suggestions.length > 0;

  const suggestAt = (text: string, caret: number) => {
    setCompletion(completionsAt(text, caret, schemas));
    setActive(0);
  };

  const accept = (index: number) => {
    const choice = completion?.suggestions[index];
    if (!completion || !choice) return;
    const next = value.slice(0, completion.from) + choice.insert + value.slice(completion.to);
    const caret = completion.from + choice.insert.length;
    caretAfterAccept.current = caret;
    onChange(next);
    setCompletion(null);
  };
  // The caret goes after an accepted completion in the same commit as the new text, before the next key is
  // handled: set a frame later, it would move back over what the user typed meanwhile.
  useLayoutEffect(() => {
    const caret = caretAfterAccept.current;
    if (caret === null || caret > value.length) return;
    caretAfterAccept.current = null;
    area.current?.setSelectionRange(caret, caret);
    area.current?.focus();
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      setCompletion(null);
      onRun();
      return;
    }
    if (event.key === ' ' && event.ctrlKey) {
      event.preventDefault();
      suggestAt(value, event.currentTarget.selectionStart);
      return;
    }
    if (!open) return;
    const count = completion.suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      accept(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setCompletion(null);
    }
  };

  return (
    <div className="oxql-editor">
      <pre ref={highlight} aria-hidden className="oxql-layer oxql-highlight">
        <Highlighted text={value} error={error} />
      </pre>
      <textarea
        ref={area}
        className="oxql-layer oxql-input"
        role="combobox"
        aria-label="OxQL query"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        rows={4}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          suggestAt(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setCompletion(null)}
        onScroll={(event) => {
          if (highlight.current) highlight.current.scrollTop = event.currentTarget.scrollTop;
        }}
      />
      {open ? (
        <div className="oxql-suggestions" role="listbox" id={listId} aria-label="Suggestions">
          {completion.suggestions.slice(0, 50).map((suggestion, index) => (
            <div
              key={suggestion.label}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => {
                // Keep the focus in the text area while choosing.
                event.preventDefault();
                accept(index);
              }}
            >
              <span>{suggestion.label}</span>
              <span className="oxql-detail">{suggestion.detail}</span>
            </div>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="oxql-error-text" role="alert">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
