import { FormActions, type FormActionsProps } from '@celebra/ui';

export type SaveActionsProps = Partial<FormActionsProps>;

/** 'Cancelar' and 'Salvar' under a form, unless other labels are given. */
export const SaveActions = (props: SaveActionsProps) => (
  <FormActions cancelLabel="Cancelar" submitLabel="Salvar" {...props} />
);
