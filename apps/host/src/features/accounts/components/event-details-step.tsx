import { clientTexts, getErrorMessage } from '@celebra/api-client';
import {
  type CatalogueGift,
  hostTexts,
  registerStep1Schema,
  slugSchema,
  suggestSlug,
} from '@celebra/contracts';
import {
  alertError,
  Field,
  SelectField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { eventCategoriesQueryOptions } from '../api/catalogue-queries';
import { useCheckSlug } from '../api/use-check-slug';
import { useLogFailure } from '../api/use-log-failure';
import type {
  EventDetailsDraft,
  EventDetailsStepValues,
} from '../lib/wizard-steps';
import { SlugField } from './slug-field';
import { StepActions } from './step-actions';

export type EventDetailsStepProps = {
  eventType: number;
  draft: EventDetailsDraft;
  /** Every change of an input, as typed. */
  onDraftChange: (draft: EventDetailsDraft) => void;
  onBack: () => void;
  onNext: (values: EventDetailsStepValues, gifts: CatalogueGift[]) => void;
};

const stepError = (text: string) =>
  alertError(text, hostTexts.titles.registrationStep);

/**
 * Step 'step1': title, subtitle, the event's date (optional), a free link suggested from the
 * title, and the gift category (the gifts of step 2 come from it).
 */
export const EventDetailsStep = ({
  eventType,
  draft,
  onDraftChange,
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
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerStep1Schema),
    defaultValues: draft,
  });
  const field = fieldBinder(register, errors);
  const lastTitle = useRef(draft.title);

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'title') {
        // The link follows the title until the host writes a link of their own.
        const title = values.title ?? '';
        const slug = values.slug ?? '';
        if (slug === '' || slug === suggestSlug(lastTitle.current))
          setValue('slug', suggestSlug(title));
        lastTitle.current = title;
      }
      const current = getValues();
      onDraftChange({
        event: String(current.event ?? ''),
        title: current.title,
        subtitle: current.subtitle,
        eventDate: String(current.eventDate ?? ''),
        slug: current.slug,
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue, onDraftChange]);

  /** A link typed with spaces, accents or capitals becomes a valid one on leaving the field. */
  const normaliseSlug = () => {
    const slug = getValues('slug');
    if (slugSchema.safeParse(slug).success) return;
    const suggestion = suggestSlug(slug);
    if (suggestion && suggestion !== slug) setValue('slug', suggestion);
  };

  const onValid = (values: EventDetailsStepValues) => {
    checkSlug.mutate(
      { event_category_id: values.event, slug: values.slug },
      {
        onSuccess: (answer) => {
          if (!answer.slug_available) {
            setError(
              'slug',
              {
                type: 'server',
                message: answer.message || hostTexts.validation.slugInUse,
              },
              { shouldFocus: true },
            );
          } else if (answer.gifts.length === 0) {
            void stepError(hostTexts.hostErrors.registrationGiftsMissing);
          } else {
            onNext(values, answer.gifts);
          }
        },
        onError: (error) =>
          void stepError(getErrorMessage(error, clientTexts.unexpected)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={inBackground(handleSubmit(onValid))}
      className="flex flex-col gap-4"
    >
      <Field
        label="Título do site"
        placeholder="Ex.: Ana & Pedro"
        {...field('title')}
      />
      <Field
        label="Subtítulo"
        placeholder="Ex.: Vamos nos casar!"
        {...field('subtitle')}
      />
      <Field
        label="Data do evento"
        type="date"
        hint="Ainda sem data? Deixe em branco e informe depois em Informações do Evento."
        containerClassName="sm:max-w-xs"
        {...field('eventDate')}
      />
      <SlugField
        value={watch('slug')}
        error={errors.slug?.message}
        registration={register('slug', { onBlur: normaliseSlug })}
      />
      <SelectField
        label="Categoria dos presentes"
        placeholder="Selecione"
        hint="Os presentes da próxima etapa vêm desta categoria."
        options={(categories.data ?? []).map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        {...field('event')}
      />
      <StepActions onBack={onBack} loading={checkSlug.isPending} />
    </form>
  );
};
