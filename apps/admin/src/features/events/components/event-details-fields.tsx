import { CepInput, Field, SelectField } from '@celebra/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { requiredDetailsFor, type EventFormValues } from '../lib/event-form';

export type EventDetailsFieldsProps = {
  register: UseFormRegister<EventFormValues>;
  errors: FieldErrors<EventFormValues>['details'];
  eventType: EventFormValues['details']['eventType'];
};

const kindOptions = [
  { value: 'in-person', label: 'Presencial' },
  { value: 'virtual', label: 'Virtual' },
];

/** Date, times, type, place and transmission; the type decides what is required. */
export const EventDetailsFields = ({
  register,
  errors,
  eventType,
}: EventDetailsFieldsProps) => {
  const required = requiredDetailsFor(eventType);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold text-ink">Detalhes</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label="Data do evento"
          type="date"
          required={required.has('eventDate')}
          error={errors?.eventDate?.message}
          {...register('details.eventDate')}
        />
        <Field
          label="Horário de início"
          type="time"
          required={required.has('startTime')}
          error={errors?.startTime?.message}
          {...register('details.startTime')}
        />
        <Field
          label="Horário de término"
          type="time"
          required={required.has('endTime')}
          error={errors?.endTime?.message}
          {...register('details.endTime')}
        />
        <SelectField
          label="Tipo do evento"
          options={kindOptions}
          error={errors?.eventType?.message}
          {...register('details.eventType')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Local do evento"
          required={required.has('eventLocation')}
          error={errors?.eventLocation?.message}
          {...register('details.eventLocation')}
        />
        <CepInput
          label="CEP"
          error={errors?.postalCode?.message}
          {...register('details.postalCode')}
        />
        <Field
          label="Endereço completo"
          required={required.has('fullAddress')}
          containerClassName="sm:col-span-2"
          error={errors?.fullAddress?.message}
          {...register('details.fullAddress')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Transmissão"
          hint="Plataforma usada (YouTube, Zoom…)"
          required={required.has('transmission')}
          error={errors?.transmission?.message}
          {...register('details.transmission')}
        />
        <Field
          label="Link da transmissão"
          type="url"
          required={required.has('transmissionLink')}
          error={errors?.transmissionLink?.message}
          {...register('details.transmissionLink')}
        />
        <Field
          label="Senha da transmissão"
          autoComplete="off"
          error={errors?.transmissionPassword?.message}
          {...register('details.transmissionPassword')}
        />
      </div>
    </fieldset>
  );
};
