import { alertFailure } from '@celebra/shell';
import { hostTexts, type OwnerEventDetails } from '@celebra/contracts';
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
      void alertError(hostTexts.validation.checkFields);
      return;
    }
    update.mutate(body.data, {
      onSuccess: () => {
        setEditing(null);
        void alertSuccess(hostTexts.success.infoUpdated);
      },
      onError: alertFailure(hostTexts.hostErrors.eventUpdate),
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
        {fieldsOfKind[details.eventType].map((field) => {
          const { label } = detailFields[field];
          return (
            <div
              key={field}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 py-3"
            >
              <dt className="text-sm font-medium text-muted">{label}</dt>
              <dd className="col-start-1 break-words text-ink">
                {editing === field ? (
                  <SingleFieldEditor
                    field={field}
                    values={values}
                    saving={update.isPending}
                    onSave={(value) => save(field, value)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  shown(field, String(values[field] ?? ''))
                )}
              </dd>
              {editing !== field && (
                <dd className="col-start-2 row-span-2 row-start-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Editar ${label}`}
                    onClick={() => setEditing(field)}
                  >
                    <PencilIcon />
                  </Button>
                </dd>
              )}
            </div>
          );
        })}
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
