import type {
  AdminEventCategory,
  AdminEventTypeWithCategories,
} from '@celebra/contracts';
import { messages } from '@celebra/contracts';
import { Collapsible, ItemActions } from '@celebra/ui';
import { InactiveBadge } from './inactive-badge';

export type EventTypeItemProps = {
  eventType: AdminEventTypeWithCategories;
  onEdit: () => void;
  onDelete: () => void;
  onEditCategory: (category: AdminEventCategory) => void;
  onDeleteCategory: (category: AdminEventCategory) => void;
};

/** An event type whose categories show and hide, with edit and delete for both. */
export const EventTypeItem = ({
  eventType,
  onEdit,
  onDelete,
  onEditCategory,
  onDeleteCategory,
}: EventTypeItemProps) => (
  <Collapsible
    headingLevel={2}
    title={
      <span className="flex flex-wrap items-center gap-2">
        {eventType.name}
        {!eventType.active && <InactiveBadge />}
      </span>
    }
    actions={
      <ItemActions
        item={eventType.name}
        editLabel="Editar"
        removeLabel="Excluir"
        onEdit={onEdit}
        onRemove={onDelete}
      />
    }
  >
    <p className="mb-3 text-sm text-muted">{eventType.description}</p>
    {eventType.eventCategories.length === 0 ? (
      <p className="text-muted">{messages.empty.table}</p>
    ) : (
      <ul
        aria-label={`Categorias de ${eventType.name}`}
        className="flex flex-col divide-y divide-line"
      >
        {eventType.eventCategories.map((category) => (
          <li
            key={category.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
                {category.name}
                {!category.active && <InactiveBadge />}
              </span>
              <span className="text-sm text-muted">{category.description}</span>
            </div>
            <ItemActions
              item={`categoria ${category.name}`}
              editLabel="Editar"
              removeLabel="Excluir"
              onEdit={() => onEditCategory(category)}
              onRemove={() => onDeleteCategory(category)}
            />
          </li>
        ))}
      </ul>
    )}
  </Collapsible>
);
