import { Field, fieldBinder } from '@celebra/ui';
import { useFormContext } from 'react-hook-form';
import { detailFields } from '../lib/detail-fields';
import type { EventDetailsFormValues } from '../lib/event-details-form-schema';

/** Platform, link and password of a virtual event. */
export const TransmissionFields = () => {
  const {
    register,
    formState: { errors },
  } = useFormContext<EventDetailsFormValues>();
  const field = fieldBinder(register, errors);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={detailFields.transmission.label}
        placeholder="YouTube, Zoom, Google Meet..."
        required
        {...field('transmission')}
      />
      <Field
        label={detailFields.transmissionPassword.label}
        required
        {...field('transmissionPassword')}
      />
      <Field
        label={detailFields.transmissionLink.label}
        type="url"
        placeholder="https://"
        required
        containerClassName="sm:col-span-2"
        {...field('transmissionLink')}
      />
    </div>
  );
};
