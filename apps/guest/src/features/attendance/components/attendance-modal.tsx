import { guestSiteTexts } from '@celebra/contracts';
import {
  Field,
  PhoneInput,
  TextAreaField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { SectionModalProps } from '../../../components/form-modal-section';
import { GuestFormModal } from '../../../components/guest-form-modal';
import { guestLimits } from '../../../config/limits';
import { privacyNotices } from '../../../config/privacy-notices';
import { formTexts } from '../../../config/form-texts';
import { guestTexts as t } from '../../../config/texts';
import { registerContactFields } from '../../../lib/contact-fields';
import { livePhoneMessage } from '../../../lib/guest-form-fields';
import { sendGuestForm } from '../../../lib/send-guest-form';
import { useConfirmPresence } from '../api/confirm-presence';
import {
  type AttendanceFormInput,
  attendanceFormSchema,
  type AttendanceFormValues,
  companionFieldCount,
} from '../lib/attendance-form-schema';
import { AttendanceChoice } from './attendance-choice';

const emptyForm: AttendanceFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  attending: 'yes',
  companions: '',
  companionNames: [],
  message: '',
};

/**
 * 'Confirme sua presença': the guest form (names, e-mail, masked phone), 'Vou' / 'Não poderei
 * ir', for 'Vou' the companions with one name field each, and an optional message.
 * 'Presença confirmada.' or 'Resposta registrada. Obrigado por avisar!' on success.
 */
export const AttendanceModal = ({
  open,
  onClose,
  slug,
  eventId,
}: SectionModalProps) => {
  const confirm = useConfirmPresence(slug, eventId);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, dirtyFields },
  } = useForm<AttendanceFormInput, unknown, AttendanceFormValues>({
    resolver: zodResolver(attendanceFormSchema),
    defaultValues: emptyForm,
  });
  const field = fieldBinder(register, errors);
  const [phone, attending, companions] = useWatch({
    control,
    name: ['phoneNumber', 'attending', 'companions'],
  });
  const coming = attending !== 'no';
  const nameFields = coming ? companionFieldCount(companions) : 0;
  const phoneError =
    errors.phoneNumber?.message ??
    (dirtyFields.phoneNumber ? livePhoneMessage(phone) : undefined);

  const onSubmit = handleSubmit((values) =>
    sendGuestForm(confirm.mutate, {
      successMessage: values.attending
        ? guestSiteTexts.success.presenceConfirmed
        : guestSiteTexts.success.absenceRecorded,
      errorFallback: guestSiteTexts.hostErrors.confirmPresence,
      onSent: () => {
        reset(emptyForm);
        onClose();
      },
    })(values),
  );

  return (
    <GuestFormModal
      open={open}
      onClose={onClose}
      title={guestSiteTexts.screens.guest.confirmModalTitle}
      onSubmit={inBackground(onSubmit)}
      contactFields={registerContactFields(register)}
      errors={errors}
      privacyNotice={privacyNotices.attendance}
      submitLabel={coming ? t.sendConfirmation : t.sendAbsence}
      pending={confirm.isPending}
    >
      <PhoneInput
        label={formTexts.formPhone}
        required
        error={phoneError}
        {...register('phoneNumber')}
      />
      <AttendanceChoice
        field={register('attending')}
        value={coming ? 'yes' : 'no'}
      />
      {coming && (
        <>
          <Field
            label={formTexts.formCompanions}
            hint={formTexts.formCompanionsHint}
            type="number"
            inputMode="numeric"
            min={0}
            max={guestLimits.companionsMax}
            {...field('companions')}
          />
          {Array.from({ length: nameFields }, (_, i) => (
            <Field
              key={i}
              label={formTexts.formCompanionName(i + 1)}
              autoComplete="off"
              required
              maxLength={guestLimits.nameMaxLength}
              {...field(`companionNames.${i}`)}
            />
          ))}
        </>
      )}
      <TextAreaField
        label={formTexts.formOptionalMessage}
        rows={3}
        maxLength={guestLimits.messageMaxLength}
        {...field('message')}
      />
    </GuestFormModal>
  );
};
