import { Button } from './button';
import type { ButtonVariant } from './button-classes';

export type ItemActionsProps = {
  /** Completes each button's accessible name: 'Editar Bolo', 'Excluir Bolo'. */
  item: string;
  editLabel: string;
  removeLabel: string;
  /** Without it there is no edit button. */
  onEdit?: () => void;
  onRemove: () => void;
  /** The remove button spins and blocks while the removal runs. */
  removing?: boolean;
  removeVariant?: ButtonVariant;
  className?: string;
};

/** The small edit and remove buttons of an item in a list. */
export const ItemActions = ({
  item,
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
  removing,
  removeVariant = 'danger',
  className = 'flex gap-2',
}: ItemActionsProps) => (
  <div className={className}>
    {onEdit && (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${editLabel} ${item}`}
        onClick={onEdit}
      >
        {editLabel}
      </Button>
    )}
    <Button
      variant={removeVariant}
      size="sm"
      loading={removing}
      aria-label={`${removeLabel} ${item}`}
      onClick={onRemove}
    >
      {removeLabel}
    </Button>
  </div>
);
