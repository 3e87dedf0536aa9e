import { alertFailure } from '@celebra/shell';
import { getErrorMessage } from '@celebra/api-client';
import {
  adminTexts,
  messages,
  type AdminEventCategory,
  type AdminEventType,
} from '@celebra/contracts';
import {
  alertSuccess,
  Button,
  confirmAction,
  InlineLoading,
  Modal,
  useErrorAlert,
  PageHeader,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { eventTypesQuery } from '../api/event-type-queries';
import { useDeleteCategory } from '../api/use-delete-category';
import { useDeleteEventType } from '../api/use-delete-event-type';
import { CategoryForm } from './category-form';
import { EventTypeForm } from './event-type-form';
import { EventTypeItem } from './event-type-item';
import { LoadFailed } from '../../../components/load-failed';

/** What the open (or closing) modal edits; `id` gives each opening a fresh form. */
type Dialog = { editing: Editing; id: number };

type Editing =
  | { kind: 'eventType'; eventType: AdminEventType | null }
  | { kind: 'category'; category: AdminEventCategory | null };

const errorsText = adminTexts.adminErrors;
const text = adminTexts.screens.admin;

const confirmed = (question: string) =>
  confirmAction({ title: messages.titles.attention, text: question });

/** /event-types: types with their categories, create/edit modals and deletes. */
export const EventTypesPage = () => {
  const eventTypes = useQuery(eventTypesQuery());
  useErrorAlert(eventTypes.error, errorsText.eventTypesLoad, getErrorMessage);
  const deleteEventType = useDeleteEventType();
  const deleteCategory = useDeleteCategory();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const edit = (editing: Editing) => {
    setDialog((previous) => ({ editing, id: (previous?.id ?? 0) + 1 }));
    setOpen(true);
  };
  const close = () => setOpen(false);
  const editing = dialog?.editing;

  const removeEventType = async (eventType: AdminEventType) => {
    if (!(await confirmed(text.confirmEventTypeDelete))) return;
    deleteEventType.mutate(eventType.id, {
      onSuccess: ({ message }) => void alertSuccess(message),
      onError: alertFailure(errorsText.eventTypeDelete),
    });
  };

  const removeCategory = async (category: AdminEventCategory) => {
    if (!(await confirmed(text.confirmDelete))) return;
    deleteCategory.mutate(category.id, {
      onSuccess: ({ message }) => void alertSuccess(message),
      onError: alertFailure(errorsText.categoryDelete),
    });
  };

  return (
    <section
      aria-labelledby="event-types-title"
      className="flex flex-col gap-6"
    >
      <PageHeader
        titleId="event-types-title"
        title={text.tileEventTypes}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => edit({ kind: 'category', category: null })}
              disabled={!eventTypes.data}
            >
              Nova categoria
            </Button>
            <Button
              onClick={() => edit({ kind: 'eventType', eventType: null })}
            >
              Novo tipo de evento
            </Button>
          </>
        }
      />
      {eventTypes.isError ? (
        <LoadFailed
          text={errorsText.eventTypesLoad}
          onRetry={() => void eventTypes.refetch()}
        />
      ) : eventTypes.data === undefined ? (
        <InlineLoading />
      ) : eventTypes.data.length === 0 ? (
        <p className="text-muted">{messages.empty.table}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {eventTypes.data.map((eventType) => (
            <EventTypeItem
              key={eventType.id}
              eventType={eventType}
              onEdit={() => edit({ kind: 'eventType', eventType })}
              onDelete={() => void removeEventType(eventType)}
              onEditCategory={(category) =>
                edit({ kind: 'category', category })
              }
              onDeleteCategory={(category) => void removeCategory(category)}
            />
          ))}
        </div>
      )}
      <Modal
        open={open && editing?.kind === 'eventType'}
        onClose={close}
        title={
          editing?.kind === 'eventType' && editing.eventType
            ? 'Editar tipo de evento'
            : 'Novo tipo de evento'
        }
      >
        {editing?.kind === 'eventType' && (
          <EventTypeForm
            key={dialog?.id}
            eventType={editing.eventType}
            onSaved={close}
          />
        )}
      </Modal>
      <Modal
        open={open && editing?.kind === 'category'}
        onClose={close}
        title={
          editing?.kind === 'category' && editing.category
            ? 'Editar categoria'
            : 'Nova categoria'
        }
      >
        {editing?.kind === 'category' && (
          <CategoryForm
            key={dialog?.id}
            category={editing.category}
            eventTypes={eventTypes.data ?? []}
            onClose={close}
          />
        )}
      </Modal>
    </section>
  );
};
