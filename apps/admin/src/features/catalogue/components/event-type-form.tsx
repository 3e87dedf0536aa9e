import { getErrorMessage } from '@celebra/api-client';
import { messages, type AdminEventType } from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  Button,
  Field,
  ImageInput,
  ProgressBar,
  TextAreaField,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useSaveEventType } from '../api/use-save-event-type';
import {
  eventTypeCreateFormSchema,
  eventTypeEditFormSchema,
  type EventTypeFormInput,
  type EventTypeFormValues,
} from '../lib/event-type-form-schema';
import { StatusField } from '../../../components/status-field';

export type EventTypeFormProps = {
  /** The type being edited; null to create one. */
  eventType: AdminEventType | null;
  /** After a successful save. */
  onSaved: () => void;
};

type EventTypeResolver = Resolver<
  EventTypeFormInput,
  unknown,
  EventTypeFormValues
>;

const resolvers: Record<'create' | 'edit', EventTypeResolver> = {
  create: zodResolver(eventTypeCreateFormSchema),
  edit: zodResolver(eventTypeEditFormSchema),
};

/** Name, description, image (required on create) and, when editing, the status. */
export const EventTypeForm = ({ eventType, onSaved }: EventTypeFormProps) => {
  const save = useSaveEventType(eventType?.id ?? null);
  const [compressing, setCompressing] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<EventTypeFormInput, unknown, EventTypeFormValues>({
    resolver: resolvers[eventType ? 'edit' : 'create'],
    defaultValues: {
      name: eventType?.name ?? '',
      description: eventType?.description ?? '',
      active: eventType ? String(eventType.active) : undefined,
      image: null,
    },
  });

  const onValid = (values: EventTypeFormValues) =>
    save.mutate(values, {
      onSuccess: ({ message }) => {
        void alertSuccess(message);
        onSaved();
      },
      onError: (error) =>
        alertError(getErrorMessage(error, messages.adminErrors.eventTypeSave)),
    });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
    >
      <Field
        label="Nome"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label="Descrição"
        required
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageInput
            label="Imagem"
            name={field.name}
            required={!eventType}
            currentImageUrl={eventType?.imageUrl}
            previewAlt={
              eventType
                ? `Imagem de ${eventType.name}`
                : 'Imagem do tipo de evento'
            }
            onChange={field.onChange}
            onBusyChange={setCompressing}
            error={fieldState.error?.message}
          />
        )}
      />
      {eventType && <StatusField {...register('active')} />}
      {save.isPending && (
        <ProgressBar value={save.progress * 100} label="Enviando imagem" />
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} disabled={compressing}>
          Salvar
        </Button>
      </div>
    </form>
  );
};
