import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './combobox.css';

/**
 * A text field with a list of suggestions (WAI-ARIA combobox with a listbox popup, "list"
 * autocomplete): typing filters (the caller searches), ArrowDown/ArrowUp move through the
 * suggestions, Enter chooses, Escape closes the list (a second Escape empties the field),
 * Home/End move in the text. The chosen item's text stays in the field; emptying the field
 * clears the choice. No library in the web app offers one, and this is all the back office needs.
 */
export function Combobox<T>({
  label,
  text,
  onText,
  options,
  optionKey,
  renderOption,
  onChoose,
  placeholder,
  loading,
  empty,
  testId,
}: {
  label: string;
  /** What the field shows: the chosen item's text, or what is being typed. */
  text: string;
  onText: (text: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string | number;
  renderOption: (option: T) => ReactNode;
  /** An option chosen, or null when the field was emptied. */
  onChoose: (option: T | null) => void;
  placeholder?: string;
  loading?: boolean;
  /** Said in the list when nothing matches. */
  empty: string;
  testId?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const optionId = (i: number) => `${id}-opt-${i}`;

  const choose = (option: T) => {
    onChoose(option);
    setOpen(false);
    setActive(-1);
  };
  const move = (by: number) => {
    if (!open) setOpen(true);
    if (!options.length) return;
    setActive((i) => (i + by + options.length) % options.length);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      move(e.altKey ? 0 : 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      move(-1);
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && options[active]) {
        e.preventDefault();
        choose(options[active]);
      }
    } else if (e.key === 'Escape') {
      if (open) setOpen(false);
      else if (text) {
        onText('');
        onChoose(null);
      }
      setActive(-1);
    }
  };
  const showList = open && options.length > 0;

  return (
    <div className="combobox" data-testid={testId}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="combobox-field">
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          onChange={(e) => {
            onText(e.target.value);
            if (!e.target.value) onChoose(null);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          // A click in the list comes before the blur would close it (onMouseDown below).
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {text && (
          <button
            type="button"
            className="combobox-clear"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              onText('');
              onChoose(null);
              input.current?.focus();
            }}
          >
            ×
          </button>
        )}
      </div>
      <ul id={listId} role="listbox" aria-label={label} className="combobox-list" hidden={!showList}>
        {options.map((option, i) => (
          <li
            key={optionKey(option)}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'combobox-option is-active' : 'combobox-option'}
            // Chosen on mouse down, before the field loses the focus and closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(option);
            }}
            onMouseMove={() => setActive(i)}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
      {open && !options.length && !loading && (
        <p className="combobox-list combobox-empty" role="status">
          {empty}
        </p>
      )}
    </div>
  );
}
