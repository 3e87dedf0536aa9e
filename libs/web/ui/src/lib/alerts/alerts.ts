import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { buttonClasses } from '../button/button-classes';

/** sweetalert2 is fetched on first use, so pages that never alert do not download it. */
const loadSwal = () => import('sweetalert2').then((module) => module.default);

const styling: SweetAlertOptions = {
  buttonsStyling: false,
  customClass: {
    popup: 'rounded-card font-sans text-ink',
    title: 'text-ink',
    htmlContainer: 'text-muted',
    actions: 'gap-3',
    confirmButton: buttonClasses({ variant: 'primary' }),
    cancelButton: buttonClasses({ variant: 'secondary' }),
  },
};

/**
 * Where the focus goes once a popup is gone: back to what had it before the popup opened,
 * unless the user has already put it elsewhere. sweetalert2's own return (`returnFocus`)
 * comes 100 ms after the popup left the page and takes the focus from wherever it is: a user
 * already typing in another field would see the rest of the text land in the old one.
 */
const giveFocusBack = (previous: Element | null) => {
  const current = document.activeElement;
  const focusIsNowhere =
    current === null || current === document.body || !current.isConnected;
  if (focusIsNowhere && previous instanceof HTMLElement && previous.isConnected)
    previous.focus();
};

/**
 * Shows a popup; resolves once it is gone and has given the focus back. sweetalert2's own
 * promise resolves a moment before the popup is destroyed: a dialog opened in between would
 * have the focus taken from it while the user types.
 */
const fire = async (options: SweetAlertOptions) => {
  const Swal = await loadSwal();
  const previous = document.activeElement;
  let destroyed: (() => void) | undefined;
  const gone = new Promise<void>((resolve) => {
    destroyed = resolve;
  });
  const result = await Swal.fire(
    Object.assign({}, styling, options, {
      returnFocus: false,
      didDestroy: () => {
        giveFocusBack(previous);
        destroyed?.();
      },
    }),
  );
  await gone;
  return result;
};

const showAlert = async (
  icon: SweetAlertIcon,
  title: string,
  text: string,
): Promise<void> => {
  await fire({ icon, title, text, confirmButtonText: 'OK' });
};

/** Error popup; resolves when it is dismissed. */
export const alertError = (text: string, title = 'Erro!'): Promise<void> =>
  showAlert('error', title, text);

/** Success popup; resolves when it is dismissed. */
export const alertSuccess = (text: string, title = 'Sucesso!'): Promise<void> =>
  showAlert('success', title, text);

/** Warning popup; resolves when it is dismissed. */
export const alertWarning = (text: string, title = 'Atenção!'): Promise<void> =>
  showAlert('warning', title, text);

export type ConfirmActionOptions = {
  title: string;
  text: string;
  confirmText?: string;
  cancelText?: string;
};

/** Asks before a destructive or costly action; true only when the user confirms. */
export const confirmAction = async ({
  title,
  text,
  confirmText = 'Sim',
  cancelText = 'Cancelar',
}: ConfirmActionOptions): Promise<boolean> => {
  const result = await fire({
    icon: 'question',
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    reverseButtons: true,
    focusCancel: true,
  });
  return result.isConfirmed;
};
