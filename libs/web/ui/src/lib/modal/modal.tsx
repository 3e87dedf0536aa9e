import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../class-names';
import { CloseIcon } from './close-icon';
import { useModalBehaviour } from './use-modal-behaviour';
import { usePresence } from './use-presence';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Heading of the dialog; names it for assistive technology. */
  title: ReactNode;
  children: ReactNode;
  /** Stacking level; raise it for a modal over another layer. Default 10. */
  zIndex?: number;
  /** Clicking the backdrop closes the modal. Default true. */
  closeOnOutsideClick?: boolean;
  size?: ModalSize;
  /** Element focused on open; default the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

const transitionMs = 300;

const sizes: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

/**
 * A dialog in a portal: fades and scales over 300 ms, closes with the top-right icon, Esc
 * or an outside click, locks page scroll, traps focus and gives it back to the opener.
 */
export const Modal = ({
  open,
  onClose,
  title,
  children,
  zIndex = 10,
  closeOnOutsideClick = true,
  size = 'md',
  initialFocusRef,
  className,
}: ModalProps) => {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const { rendered, closing } = usePresence(open, transitionMs);

  useModalBehaviour({
    active: open,
    panelRef,
    contentRef,
    initialFocusRef,
    onClose,
  });

  if (!rendered) return null;

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const outside =
      pressStartedOnBackdrop.current && event.target === event.currentTarget;
    pressStartedOnBackdrop.current = false;
    if (outside && closeOnOutsideClick && open) onClose();
  };

  return createPortal(
    // Backdrop clicks are a pointer shortcut; keyboard users close with Esc or the close button.
    <div
      data-state={closing ? 'closed' : 'open'}
      style={{ zIndex }}
      className={cx(
        'fixed inset-0 flex items-center justify-center overflow-y-auto bg-overlay p-4',
        'transition-opacity duration-300 ease-out motion-reduce:transition-none starting:opacity-0',
        closing ? 'pointer-events-none opacity-0' : 'opacity-100',
      )}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(
          'relative my-auto w-full rounded-card bg-surface p-6 text-ink shadow-xl outline-none',
          'transition duration-300 ease-out motion-reduce:transition-none starting:scale-95 starting:opacity-0',
          closing ? 'scale-95 opacity-0' : 'scale-100 opacity-100',
          sizes[size],
          className,
        )}
      >
        <h2 id={titleId} className="pr-10 text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          aria-label="Fechar"
          onClick={onClose}
          className="absolute top-3 right-3 rounded-full p-2 text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          <CloseIcon />
        </button>
        <div ref={contentRef} className="mt-4">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
};
