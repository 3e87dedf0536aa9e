import { alertFailure } from '@celebra/shell';
import {
  adminTexts,
  messages,
  type AdminEvent,
  type UpdateAdminEventBody,
} from '@celebra/contracts';
import {
  alertSuccess,
  alertWarning,
  Button,
  ColorPicker,
  Field,
  MaskedField,
  TextAreaField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useUpdateEvent } from '../api/use-update-event';
import {
  eventFormResolver,
  eventToForm,
  type EventFormValues,
} from '../lib/event-form';
import { EventDetailsFields } from './event-details-fields';
import { StatusField } from '../../../components/status-field';
import { SaveActions } from '../../../components/form/save-actions';

export type EventFormProps = { event: AdminEvent };

const toLowerCase = (text: string) => text.toLowerCase();

/**
 * The event in view mode, a button toggles edit mode; a save reloads it and returns to view
 * mode.
 */
export const EventForm = ({ event }: EventFormProps) => {
  const [editing, setEditing] = useState(false);
  const update = useUpdateEvent(String(event.id));
  const values = useMemo(() => eventToForm(event), [event]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EventFormValues, unknown, UpdateAdminEventBody>({
    resolver: eventFormResolver,
    values,
  });
  const field = fieldBinder(register, errors);
  const eventType = useWatch({ control, name: 'details.eventType' });

  const cancel = () => {
    reset(values);
    setEditing(false);
  };

  const save = handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: () => {
          setEditing(false);
          void alertSuccess(adminTexts.success.eventUpdated);
        },
        onError: alertFailure(adminTexts.adminErrors.eventUpdate),
      }),
    () =>
      void alertWarning(
        adminTexts.validation.fillRequiredFields,
        messages.titles.attention,
      ),
  );

  return (
    <form
      onSubmit={inBackground(save)}
      noValidate
      className="flex flex-col gap-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted">
          {editing ? 'Editando evento' : 'Visualizando evento'} · Status:{' '}
          <strong className="text-ink">
            {event.active
              ? adminTexts.screens.common.active
              : adminTexts.screens.common.inactive}
          </strong>
        </p>
        {editing ? (
          <SaveActions
            className="flex gap-2"
            onCancel={cancel}
            cancelDisabled={update.isPending}
            submitting={update.isPending}
          />
        ) : (
          <Button onClick={() => setEditing(true)}>Editar</Button>
        )}
      </div>
      <fieldset disabled={!editing} className="flex flex-col gap-6">
        <legend className="sr-only">Evento</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Título" required {...field('title')} />
          <Field label="Subtítulo" required {...field('subtitle')} />
          <MaskedField
            label="Link do evento"
            required
            mask={toLowerCase}
            autoCapitalize="none"
            spellCheck={false}
            {...field('slug')}
          />
          {editing && (
            <StatusField
              {...register('active', {
                setValueAs: (value) => value === true || value === 'true',
              })}
            />
          )}
        </div>
        <Controller
          control={control}
          name="color"
          render={({ field, fieldState }) => (
            <ColorPicker
              label="Cor do evento"
              value={field.value}
              onChange={field.onChange}
              disabled={!editing}
              error={fieldState.error?.message}
            />
          )}
        />
        <Field label="Título da introdução" {...field('titleDescription')} />
        <TextAreaField label="Introdução" rows={5} {...field('description')} />
        <EventDetailsFields
          register={register}
          errors={errors.details}
          eventType={eventType}
        />
      </fieldset>
    </form>
  );
};
