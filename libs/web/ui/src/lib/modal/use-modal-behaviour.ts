import { type RefObject, useEffect, useRef } from 'react';
import { getFocusable } from './focusable';
import { pushModal } from './modal-stack';
import { lockScroll } from './scroll-lock';

export type ModalBehaviourOptions = {
  active: boolean;
  panelRef: RefObject<HTMLElement | null>;
  contentRef: RefObject<HTMLElement | null>;
  initialFocusRef?: RefObject<HTMLElement | null>;
  onClose: () => void;
};

const trapTab = (event: KeyboardEvent, panel: HTMLElement) => {
  const focusable = getFocusable(panel);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const current = document.activeElement;
  const outside =
    !(current instanceof Node) || !panel.contains(current) || current === panel;
  if (event.shiftKey && (current === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || outside)) {
    event.preventDefault();
    first.focus();
  }
};

/** A sweetalert2 popup opened over a modal owns focus and keys until it closes. */
const alertIsOpen = (): boolean =>
  document.querySelector('.swal2-container') !== null;

/**
 * While active: locks page scroll, moves focus into the panel and keeps it there,
 * closes on Esc (top-most modal only); on deactivation focus returns to the opener.
 */
export const useModalBehaviour = ({
  active,
  panelRef,
  contentRef,
  initialFocusRef,
  onClose,
}: ModalBehaviourOptions) => {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return;

    const opener =
      document.activeElement instanceof HTMLElement
        ? document.activeElement
        : null;
    const releaseScroll = lockScroll();
    const modal = pushModal();

    const content = contentRef.current;
    const initial =
      initialFocusRef?.current ??
      (content && getFocusable(content)[0]) ??
      getFocusable(panel)[0] ??
      panel;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!modal.isTop() || alertIsOpen()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, panel);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (
        !modal.isTop() ||
        alertIsOpen() ||
        !(event.target instanceof Node) ||
        panel.contains(event.target)
      )
        return;
      (getFocusable(panel)[0] ?? panel).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      modal.remove();
      releaseScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [active, panelRef, contentRef, initialFocusRef]);
};
