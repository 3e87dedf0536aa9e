import { Field } from '@celebra/ui';
import { useFormContext } from 'react-hook-form';
import { detailFields } from '../lib/detail-fields';
import type { EventDetailsFormValues } from '../lib/event-details-form-schema';

/** Platform, link and password of a virtual event. */
export const TransmissionFields = () => {
  const {
    register,
    formState: { errors },
  } = useFormContext<EventDetailsFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={detailFields.transmission.label}
        placeholder="YouTube, Zoom, Google Meet..."
        required
        error={errors.transmission?.message}
        {...register('transmission')}
      />
      <Field
        label={detailFields.transmissionPassword.label}
        required
        error={errors.transmissionPassword?.message}
        {...register('transmissionPassword')}
      />
      <Field
        label={detailFields.transmissionLink.label}
        type="url"
        placeholder="https://"
        required
        containerClassName="sm:col-span-2"
        error={errors.transmissionLink?.message}
        {...register('transmissionLink')}
      />
    </div>
  );
};
