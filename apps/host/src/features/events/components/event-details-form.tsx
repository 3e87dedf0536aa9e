import { alertFailure } from '@celebra/shell';
import {
  type EventDetailsBody,
  EVENT_KINDS,
  hostTexts,
  type OwnerEventDetails,
} from '@celebra/contracts';
import { alertSuccess, Field, fieldBinder, inBackground } from '@celebra/ui';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useUpdateEventDetails } from '../api/use-update-event-details';
import { detailFields, eventKindLabels } from '../lib/detail-fields';
import {
  eventDetailsResolver,
  type EventDetailsFormValues,
} from '../lib/event-details-form-schema';
import { toFormValues } from '../lib/details-form-values';
import { AddressFields } from './address-fields';
import { TransmissionFields } from './transmission-fields';
import { SaveActions } from '../../../components/form/save-actions';

export type EventDetailsFormProps = {
  eventId: number;
  details: OwnerEventDetails;
  onSaved: () => void;
  /** Shown when the host may go back to the summary without saving. */
  onCancel?: () => void;
};

/** The whole 'Informações do Evento' form; in-person and virtual events require their own fields. */
export const EventDetailsForm = ({
  eventId,
  details,
  onSaved,
  onCancel,
}: EventDetailsFormProps) => {
  const update = useUpdateEventDetails(eventId);
  const form = useForm<EventDetailsFormValues, unknown, EventDetailsBody>({
    resolver: eventDetailsResolver,
    defaultValues: toFormValues(details),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const field = fieldBinder(register, errors);
  const eventType = useWatch({ control, name: 'eventType' });

  const onValid = (body: EventDetailsBody) => {
    update.mutate(body, {
      onSuccess: () => {
        void alertSuccess(hostTexts.success.infoUpdated);
        onSaved();
      },
      onError: alertFailure(hostTexts.hostErrors.eventUpdate),
    });
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={inBackground(handleSubmit(onValid))}
        className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={detailFields.date.label}
            type="date"
            required
            {...field('date')}
          />
          <Field
            label={detailFields.startTime.label}
            type="time"
            required
            {...field('startTime')}
          />
          <Field
            label={detailFields.endTime.label}
            type="time"
            required
            {...field('endTime')}
          />
        </div>
        <fieldset
          aria-describedby={errors.eventType ? 'event-type-error' : undefined}
          className="flex flex-col gap-2"
        >
          <legend className="text-sm font-medium text-ink">
            Tipo do Evento
          </legend>
          <div className="flex flex-wrap gap-4">
            {EVENT_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  value={kind}
                  className="size-4 accent-brand-dark"
                  {...register('eventType')}
                />
                {eventKindLabels[kind]}
              </label>
            ))}
          </div>
          {errors.eventType && (
            <p
              id="event-type-error"
              role="alert"
              className="text-sm text-danger"
            >
              {errors.eventType.message}
            </p>
          )}
        </fieldset>
        {eventType === 'virtual' ? <TransmissionFields /> : <AddressFields />}
        <SaveActions onCancel={onCancel} submitting={update.isPending} />
      </form>
    </FormProvider>
  );
};
