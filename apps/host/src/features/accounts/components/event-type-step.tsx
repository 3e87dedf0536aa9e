import { registerEventTypeStepSchema } from '@celebra/contracts';
import { InlineLoading, inBackground } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { eventTypesQueryOptions } from '../api/catalogue-queries';
import { useLogFailure } from '../api/use-log-failure';
import type { EventTypeStepValues } from '../lib/wizard-steps';
import { CataloguePicture } from '../../../components/catalogue-picture';
import { StepActions } from './step-actions';
import { choiceCardClasses } from '../lib/choice-card-classes';

export type EventTypeStepProps = {
  defaultEventType?: number;
  /** A type was picked (before 'Próximo'), so it is kept at once. */
  onChoose: (eventType: number) => void;
  onNext: (values: EventTypeStepValues) => void;
};

/** Step 'event-types': one event type must be chosen. */
export const EventTypeStep = ({
  defaultEventType,
  onChoose,
  onNext,
}: EventTypeStepProps) => {
  const eventTypes = useQuery(eventTypesQueryOptions());
  useLogFailure(eventTypes.error, 'os tipos de evento');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerEventTypeStepSchema),
    defaultValues: { eventType: defaultEventType?.toString() ?? '' },
  });
  const chosen = watch('eventType');
  const error = errors.eventType?.message;

  return (
    <form noValidate onSubmit={inBackground(handleSubmit(onNext))}>
      <fieldset aria-describedby={error ? 'event-type-error' : undefined}>
        <legend className="mb-3 text-sm text-muted">
          Que tipo de evento você vai celebrar?
        </legend>
        {eventTypes.isPending && <InlineLoading label="Carregando..." />}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {eventTypes.data?.map((eventType) => {
            const selected = chosen === String(eventType.id);
            return (
              <label key={eventType.id} className={choiceCardClasses(selected)}>
                <CataloguePicture
                  url={eventType.image_url}
                  name={eventType.name}
                  className="h-24"
                />
                <span className="flex items-center gap-2 p-3 font-medium text-ink">
                  <input
                    type="radio"
                    value={String(eventType.id)}
                    className="size-4 accent-brand-dark"
                    {...register('eventType', {
                      onChange: (event: ChangeEvent<HTMLInputElement>) =>
                        onChoose(Number(event.target.value)),
                    })}
                  />
                  {eventType.name}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {error && (
        <p
          id="event-type-error"
          role="alert"
          className="mt-3 text-sm text-danger"
        >
          {error}
        </p>
      )}
      <StepActions />
    </form>
  );
};
