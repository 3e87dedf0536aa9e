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

const showAlert = async (
  icon: SweetAlertIcon,
  title: string,
  text: string,
): Promise<void> => {
  const Swal = await loadSwal();
  await Swal.fire({ ...styling, icon, title, text, confirmButtonText: 'OK' });
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
  const Swal = await loadSwal();
  const result = await Swal.fire({
    ...styling,
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
