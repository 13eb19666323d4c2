import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** Accessible tabs: arrow keys move between tabs, the panel is labelled by its tab. */
export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
}: {
  tabs: Array<{ key: K; label: ReactNode }>;
  active: K;
  onChange: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + tabs.length) % tabs.length;
    onChange(tabs[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            role="tab"
            type="button"
            id={`${base}-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${base}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            className={tab.key === active ? 'tab active' : 'tab'}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${active}`} className="tab-panel">
        {children}
      </div>
    </div>
  );
}
