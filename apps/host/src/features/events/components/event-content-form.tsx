import { alertFailure } from '@celebra/shell';
import {
  type EventContentBody,
  eventContentBodySchema,
  hostTexts,
  type OwnerEvent,
} from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  Button,
  ColorPicker,
  Field,
  TextAreaField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useUpdateEventContent } from '../api/use-update-event-content';
import { presetOrDefault } from '../lib/preset-color';
import { HeroPreview } from './hero-preview';

export type EventContentFormProps = { event: OwnerEvent };

/** 'Cores e Textos': every field required; a live preview of the hero. */
export const EventContentForm = ({ event }: EventContentFormProps) => {
  const update = useUpdateEventContent(event.id);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(eventContentBodySchema),
    defaultValues: {
      title: event.title,
      subtitle: event.subtitle,
      titleDescription: event.titleDescription,
      description: event.description,
      color: presetOrDefault(event.color),
    },
  });
  const field = fieldBinder(register, errors);
  const [title, subtitle, color] = useWatch({
    control,
    name: ['title', 'subtitle', 'color'],
  });

  const onValid = (body: EventContentBody) => {
    update.mutate(body, {
      onSuccess: () => void alertSuccess(hostTexts.success.infoUpdated),
      onError: alertFailure(hostTexts.hostErrors.eventUpdate),
    });
  };
  // Not awaited: react-hook-form shows the field messages only once this handler returns.
  const onInvalid = () => {
    void alertError(hostTexts.validation.checkFields);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <form
        noValidate
        onSubmit={inBackground(handleSubmit(onValid, onInvalid))}
        className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm sm:p-6"
      >
        <Field label="Título" required {...field('title')} />
        <Field label="Subtítulo" required {...field('subtitle')} />
        <Field
          label="Título da introdução"
          required
          {...field('titleDescription')}
        />
        <TextAreaField
          label="Introdução"
          required
          rows={6}
          {...field('description')}
        />
        <Controller
          control={control}
          name="color"
          render={({ field, fieldState }) => (
            <ColorPicker
              label="Cor do site"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            Salvar
          </Button>
        </div>
      </form>
      <aside aria-label="Prévia" className="lg:sticky lg:top-4 lg:self-start">
        <HeroPreview title={title} subtitle={subtitle} color={color} />
      </aside>
    </div>
  );
};
