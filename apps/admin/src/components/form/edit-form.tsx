import { Button } from '@celebra/ui';
import type { FormEventHandler, ReactNode } from 'react';

export type EditFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save call is running: 'Salvar' spins, 'Excluir' waits. */
  saving: boolean;
  /** Keeps 'Salvar' disabled (e.g. while an image is being compressed). */
  saveDisabled?: boolean;
  /** Given when the record being edited can be deleted: 'Excluir' before 'Salvar'. */
  onDelete?: () => void;
  deleting?: boolean;
  /** The fields. */
  children: ReactNode;
};

/** A back-office create/edit form: its fields, then 'Excluir' (when given) and 'Salvar'. */
export const EditForm = ({
  onSubmit,
  saving,
  saveDisabled = false,
  onDelete,
  deleting = false,
  children,
}: EditFormProps) => (
  <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
    {children}
    <div className="flex flex-wrap justify-end gap-3">
      {onDelete && (
        <Button
          variant="danger"
          onClick={onDelete}
          loading={deleting}
          disabled={saving}
        >
          Excluir
        </Button>
      )}
      <Button
        type="submit"
        loading={saving}
        disabled={saveDisabled || deleting}
      >
        Salvar
      </Button>
    </div>
  </form>
);
