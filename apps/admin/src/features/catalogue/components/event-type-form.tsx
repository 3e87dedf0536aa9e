import { type AdminEventType, adminTexts } from '@celebra/contracts';
import { ProgressBar, fieldBinder, inBackground } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSaveEventType } from '../api/use-save-event-type';
import {
  eventTypeCreateFormSchema,
  eventTypeEditFormSchema,
  type EventTypeFormInput,
  type EventTypeFormValues,
} from '../lib/event-type-form-schema';
import { EditForm } from '../../../components/form/edit-form';
import { ImageField } from '../../../components/form/image-field';
import { NameDescriptionFields } from '../../../components/form/name-description-fields';
import { StatusField } from '../../../components/status-field';
import { saveFeedback } from '../../../lib/save-feedback';

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
  const field = fieldBinder(register, errors);

  const onValid = (values: EventTypeFormValues) =>
    save.mutate(
      values,
      saveFeedback(onSaved, adminTexts.adminErrors.eventTypeSave),
    );

  return (
    <EditForm
      onSubmit={inBackground(handleSubmit(onValid))}
      saving={save.isPending}
      saveDisabled={compressing}
    >
      <NameDescriptionFields
        name={field('name')}
        description={field('description')}
        descriptionRows={3}
      />
      <ImageField
        control={control}
        name="image"
        required={!eventType}
        currentImageUrl={eventType?.imageUrl}
        previewAlt={
          eventType ? `Imagem de ${eventType.name}` : 'Imagem do tipo de evento'
        }
        onBusyChange={setCompressing}
      />
      {eventType && <StatusField {...register('active')} />}
      {save.isPending && (
        <ProgressBar value={save.progress * 100} label="Enviando imagem" />
      )}
    </EditForm>
  );
};
