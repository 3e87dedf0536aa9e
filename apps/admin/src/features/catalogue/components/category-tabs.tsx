import { cx } from '@celebra/ui';
import {
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';

export type CategoryTab = { id: number; label: string; panel: ReactNode };

export type CategoryTabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly CategoryTab[];
};

const stepKeys: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs of the WAI-ARIA pattern (automatic activation): one tab stop, arrows / Home / End move
 * between tabs and show their panel.
 */
export const CategoryTabs = ({ label, tabs }: CategoryTabsProps) => {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(selected, tabs.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = stepKeys[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(current, tabs.length);
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b border-line"
      >
        {tabs.map((tab, index) => {
          const isSelected = index === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              className={cx(
                '-mb-px rounded-t-lg border-b-2 px-3 py-2 text-sm font-semibold',
                'focus-visible:outline-2 focus-visible:outline-brand-dark',
                isSelected
                  ? 'border-brand-dark text-brand-dark'
                  : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== current}
          tabIndex={0}
          className="focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          {index === current && tab.panel}
        </div>
      ))}
    </div>
  );
};
