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
 * Shows a popup; resolves once it is gone and has given the focus back. sweetalert2's own
 * promise resolves a moment before it returns the focus: a dialog opened in between would
 * have the focus taken from it while the user types.
 */
const fire = async (options: SweetAlertOptions) => {
  const Swal = await loadSwal();
  let destroyed: (() => void) | undefined;
  const gone = new Promise<void>((resolve) => {
    destroyed = resolve;
  });
  const result = await Swal.fire(
    Object.assign({}, styling, options, {
      didDestroy: () => destroyed?.(),
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
