import { getErrorMessage } from '@celebra/api-client';
import {
  type CatalogueGift,
  messages,
  registerStep1Schema,
} from '@celebra/contracts';
import { alertError, Field, SelectField } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { buildSiteUrl } from '../../../lib/site-url';
import { eventCategoriesQueryOptions } from '../api/catalogue-queries';
import { useCheckSlug } from '../api/use-check-slug';
import { useLogFailure } from '../api/use-log-failure';
import type { EventDetailsStepValues } from '../lib/wizard-steps';
import { StepActions } from './step-actions';

export type EventDetailsStepProps = {
  eventType: number;
  defaultValues?: EventDetailsStepValues;
  onBack: () => void;
  onNext: (values: EventDetailsStepValues, gifts: CatalogueGift[]) => void;
};

const stepError = (text: string) =>
  alertError(text, messages.titles.registrationStep);

/** Step 'step1': category, title, subtitle and a free slug (checked by the server). */
export const EventDetailsStep = ({
  eventType,
  defaultValues,
  onBack,
  onNext,
}: EventDetailsStepProps) => {
  const categories = useQuery(eventCategoriesQueryOptions(eventType));
  useLogFailure(categories.error, 'as categorias');
  const checkSlug = useCheckSlug();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerStep1Schema),
    defaultValues: {
      event: defaultValues?.event.toString() ?? '',
      title: defaultValues?.title ?? '',
      subtitle: defaultValues?.subtitle ?? '',
      slug: defaultValues?.slug ?? '',
    },
  });
  const typedSlug = watch('slug').trim().toLowerCase();

  const onValid = (values: EventDetailsStepValues) => {
    checkSlug.mutate(
      { event_category_id: values.event, slug: values.slug },
      {
        onSuccess: (answer) => {
          if (!answer.slug_available) {
            void stepError(answer.message || messages.validation.slugInUse);
          } else if (answer.gifts.length === 0) {
            void stepError(messages.hostErrors.registrationGiftsMissing);
          } else {
            onNext(values, answer.gifts);
          }
        },
        onError: (error) =>
          void stepError(getErrorMessage(error, messages.client.unexpected)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
    >
      <SelectField
        label="Categoria"
        placeholder="Selecione"
        options={(categories.data ?? []).map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        error={errors.event?.message}
        {...register('event')}
      />
      <Field
        label="Título do site"
        placeholder="Ex.: Ana & Pedro"
        error={errors.title?.message}
        {...register('title')}
      />
      <Field
        label="Subtítulo"
        placeholder="Ex.: Vamos nos casar!"
        error={errors.subtitle?.message}
        {...register('subtitle')}
      />
      <Field
        label="Link do site"
        placeholder="ana-e-pedro"
        autoCapitalize="none"
        spellCheck={false}
        hint={
          <>
            Endereço do seu site:{' '}
            <span className="font-medium break-all text-ink">
              {buildSiteUrl(window.location, typedSlug || 'seu-link')}
            </span>
          </>
        }
        error={errors.slug?.message}
        {...register('slug')}
      />
      <StepActions onBack={onBack} loading={checkSlug.isPending} />
    </form>
  );
};
