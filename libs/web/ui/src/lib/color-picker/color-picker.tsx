import {
  COLORS_PER_VIEW,
  EVENT_COLOR_NAMES,
  EVENT_COLORS,
  type EventColor,
} from '@celebra/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../class-names';
import { FieldError } from '../field/field-frame';
import { useMediaQuery } from '../media-query/use-media-query';
import { shiftView, viewStartFor } from './color-view';

export type ColorPickerProps = {
  label: string;
  value: string;
  onChange: (color: EventColor) => void;
  disabled?: boolean;
  error?: string;
  className?: string;
};

const MOBILE_QUERY = `(max-width: ${COLORS_PER_VIEW.mobileMaxWidth}px)`;

const nextKeys: Record<string, 1 | -1 | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/**
 * The 17 preset event colours as a radio group, 10 per view (6 at widths up to 768 px) with
 * previous/next buttons. Arrow keys, Home and End move the choice and the view follows it.
 */
export const ColorPicker = ({
  label,
  value,
  onChange,
  disabled = false,
  error,
  className,
}: ColorPickerProps) => {
  const total = EVENT_COLORS.length;
  const perView = useMediaQuery(MOBILE_QUERY)
    ? COLORS_PER_VIEW.mobile
    : COLORS_PER_VIEW.desktop;
  const selectedIndex = EVENT_COLORS.findIndex((color) => color === value);
  const [start, setStart] = useState(() =>
    viewStartFor(selectedIndex, perView, total),
  );
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const swatchRefs = useRef(new Map<number, HTMLButtonElement>());
  const labelId = useId();
  const errorId = useId();

  useEffect(() => {
    setStart((current) =>
      selectedIndex >= current && selectedIndex < current + perView
        ? Math.min(current, Math.max(0, total - perView))
        : viewStartFor(selectedIndex, perView, total),
    );
  }, [selectedIndex, perView, total]);

  useEffect(() => {
    if (focusIndex === null) return;
    swatchRefs.current.get(focusIndex)?.focus();
    setFocusIndex(null);
  }, [focusIndex, start]);

  const visible = EVENT_COLORS.slice(start, start + perView);
  const tabStop =
    selectedIndex >= start && selectedIndex < start + perView
      ? selectedIndex
      : start;

  const choose = (index: number) => {
    const color = EVENT_COLORS[index];
    if (color === undefined) return;
    onChange(color);
    setStart((current) =>
      index >= current && index < current + perView
        ? current
        : viewStartFor(index, perView, total),
    );
  };

  const handleKeyDown = (event: KeyboardEvent, index: number) => {
    const move = nextKeys[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const target =
      move === 'first'
        ? 0
        : move === 'last'
          ? total - 1
          : (index + move + total) % total;
    choose(target);
    setFocusIndex(target);
  };

  const navButton =
    'flex size-9 shrink-0 items-center justify-center rounded-full border border-field-border text-ink ' +
    'hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-dark disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={navButton}
          aria-label="Cores anteriores"
          disabled={disabled || start === 0}
          onClick={() => setStart((s) => shiftView(s, -1, perView, total))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          aria-disabled={disabled || undefined}
          className="flex flex-1 flex-wrap items-center justify-center gap-2"
        >
          {visible.map((color, offset) => {
            const index = start + offset;
            const checked = index === selectedIndex;
            return (
              <button
                key={color}
                ref={(element) => {
                  if (element) swatchRefs.current.set(index, element);
                  else swatchRefs.current.delete(index);
                }}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={EVENT_COLOR_NAMES[color]}
                title={EVENT_COLOR_NAMES[color]}
                tabIndex={index === tabStop ? 0 : -1}
                disabled={disabled}
                onClick={() => choose(index)}
                onKeyDown={(event) => handleKeyDown(event, index)}
                style={{ backgroundColor: color }}
                className={cx(
                  'flex size-9 items-center justify-center rounded-full text-white',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
                  'disabled:cursor-not-allowed',
                  checked && 'ring-2 ring-ink ring-offset-2',
                )}
              >
                {checked && (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-5"
                  >
                    <path
                      d="M4 10l4 4 8-8"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.5"
                    />
                  </svg>
                )}
              </button>
            );
          })}
        </div>
        <button
          type="button"
          className={navButton}
          aria-label="Próximas cores"
          disabled={disabled || start + perView >= total}
          onClick={() => setStart((s) => shiftView(s, 1, perView, total))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
};
