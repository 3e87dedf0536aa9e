import { getErrorMessage } from '@celebra/api-client';
import { messages, type OwnerEventDetails } from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import { alertError, alertSuccess, Button } from '@celebra/ui';
import { useState } from 'react';
import { PencilIcon } from '../../../components/icons';
import { useUpdateEventDetails } from '../api/use-update-event-details';
import {
  detailFields,
  eventKindLabels,
  fieldsOfKind,
} from '../lib/detail-fields';
import { type EditableField, toFormValues } from '../lib/details-form-values';
import { parseEventDetails } from '../lib/event-details-form-schema';
import { MapPreview } from './map-preview';
import { SingleFieldEditor } from './single-field-editor';

export type DetailsSummaryProps = {
  eventId: number;
  details: OwnerEventDetails;
  onEditAll: () => void;
};

const shown = (field: EditableField, value: string) =>
  field === 'date' && value ? formatDate(value) : value || '—';

/** The saved details, each with its own 'Editar' button; the kind and the map through 'Editar tudo'. */
export const DetailsSummary = ({
  eventId,
  details,
  onEditAll,
}: DetailsSummaryProps) => {
  const update = useUpdateEventDetails(eventId);
  const [editing, setEditing] = useState<EditableField | null>(null);
  const values = toFormValues(details);

  const save = (field: EditableField, value: string) => {
    const body = parseEventDetails({
      ...values,
      [field]: value,
    });
    if (!body.success) {
      void alertError(messages.validation.checkFields);
      return;
    }
    update.mutate(body.data, {
      onSuccess: () => {
        setEditing(null);
        void alertSuccess(messages.success.infoUpdated);
      },
      onError: (error) =>
        void alertError(
          getErrorMessage(error, messages.hostErrors.eventUpdate),
        ),
    });
  };

  return (
    <div className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-ink">
          <span className="font-medium">Tipo do Evento: </span>
          {eventKindLabels[details.eventType]}
        </p>
        <Button variant="secondary" size="sm" onClick={onEditAll}>
          Editar tudo
        </Button>
      </div>
      <dl className="divide-y divide-line">
        {fieldsOfKind[details.eventType].map((field) => (
          <div key={field} className="py-3">
            {editing === field ? (
              <SingleFieldEditor
                field={field}
                values={values}
                saving={update.isPending}
                onSave={(value) => save(field, value)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <dt className="text-sm font-medium text-muted">
                    {detailFields[field].label}
                  </dt>
                  <dd className="break-words text-ink">
                    {shown(field, String(values[field] ?? ''))}
                  </dd>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Editar ${detailFields[field].label}`}
                  onClick={() => setEditing(field)}
                >
                  <PencilIcon />
                </Button>
              </div>
            )}
          </div>
        ))}
      </dl>
      {details.eventType === 'in-person' &&
        details.latitude !== null &&
        details.longitude !== null && (
          <MapPreview
            latitude={details.latitude}
            longitude={details.longitude}
          />
        )}
    </div>
  );
};
