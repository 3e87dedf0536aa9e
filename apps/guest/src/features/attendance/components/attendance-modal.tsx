import { getErrorMessage } from '@celebra/api-client';
import { messages } from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  Button,
  Field,
  Modal,
  PhoneInput,
  TextAreaField,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { guestLimits } from '../../../config/limits';
import { guestTexts as t } from '../../../config/texts';
import { livePhoneMessage } from '../../../lib/guest-form-fields';
import { useConfirmPresence } from '../api/confirm-presence';
import {
  type AttendanceFormInput,
  attendanceFormSchema,
  type AttendanceFormValues,
} from '../lib/attendance-form-schema';

export type AttendanceModalProps = {
  open: boolean;
  onClose: () => void;
  slug: string;
  eventId: number;
};

const emptyForm: AttendanceFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  companions: '',
  message: '',
};

/**
 * 'Confirme sua presença': the guest form (names, e-mail, masked phone) plus optional
 * companions and message; 'Presença confirmada.' on success.
 */
export const AttendanceModal = ({
  open,
  onClose,
  slug,
  eventId,
}: AttendanceModalProps) => {
  const confirm = useConfirmPresence(slug, eventId);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, dirtyFields },
  } = useForm<AttendanceFormInput, unknown, AttendanceFormValues>({
    resolver: zodResolver(attendanceFormSchema),
    defaultValues: emptyForm,
  });
  const phoneError =
    errors.phoneNumber?.message ??
    (dirtyFields.phoneNumber
      ? livePhoneMessage(watch('phoneNumber'))
      : undefined);

  const onSubmit = handleSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: () => {
        reset(emptyForm);
        onClose();
        void alertSuccess(messages.success.presenceConfirmed);
      },
      onError: (error) =>
        void alertError(
          getErrorMessage(error, messages.hostErrors.confirmPresence),
        ),
    }),
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={messages.screens.guest.confirmModalTitle}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t.formFirstName}
            autoComplete="given-name"
            required
            maxLength={guestLimits.nameMaxLength}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <Field
            label={t.formLastName}
            autoComplete="family-name"
            required
            maxLength={guestLimits.nameMaxLength}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <Field
          label={t.formEmail}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneInput
          label={t.formPhone}
          required
          error={phoneError}
          {...register('phoneNumber')}
        />
        <Field
          label={t.formCompanions}
          hint={t.formCompanionsHint}
          type="number"
          inputMode="numeric"
          min={0}
          max={guestLimits.companionsMax}
          error={errors.companions?.message}
          {...register('companions')}
        />
        <TextAreaField
          label={t.formOptionalMessage}
          rows={3}
          maxLength={guestLimits.messageMaxLength}
          error={errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" fullWidth loading={confirm.isPending}>
          {t.sendConfirmation}
        </Button>
      </form>
    </Modal>
  );
};
