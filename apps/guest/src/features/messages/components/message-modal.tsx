import { guestSiteTexts } from '@celebra/contracts';
import { TextAreaField, fieldBinder, inBackground } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { SectionModalProps } from '../../../components/form-modal-section';
import { GuestFormModal } from '../../../components/guest-form-modal';
import { guestLimits } from '../../../config/limits';
import { privacyNotices } from '../../../config/privacy-notices';
import { formTexts } from '../../../config/form-texts';
import { guestTexts as t } from '../../../config/texts';
import { registerContactFields } from '../../../lib/contact-fields';
import { sendGuestForm } from '../../../lib/send-guest-form';
import { useSendMessage } from '../api/send-message';
import {
  type MessageFormInput,
  messageFormSchema,
  type MessageFormValues,
} from '../lib/message-form-schema';

const emptyForm: MessageFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  message: '',
};

/** 'Deixe seu recado': name, e-mail and message; 'Recado enviado.' on success. */
export const MessageModal = ({
  open,
  onClose,
  slug,
  eventId,
}: SectionModalProps) => {
  const send = useSendMessage(slug, eventId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MessageFormInput, unknown, MessageFormValues>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: emptyForm,
  });
  const field = fieldBinder(register, errors);

  const onSubmit = handleSubmit(
    sendGuestForm(send.mutate, {
      successMessage: guestSiteTexts.success.messageSent,
      errorFallback: guestSiteTexts.hostErrors.messageSend,
      onSent: () => {
        reset(emptyForm);
        onClose();
      },
    }),
  );

  return (
    <GuestFormModal
      open={open}
      onClose={onClose}
      title={guestSiteTexts.screens.guest.messageModalTitle}
      onSubmit={inBackground(onSubmit)}
      contactFields={registerContactFields(register)}
      errors={errors}
      privacyNotice={privacyNotices.message}
      submitLabel={t.sendMessage}
      pending={send.isPending}
    >
      <TextAreaField
        label={formTexts.formMessage}
        required
        maxLength={guestLimits.messageMaxLength}
        {...field('message')}
      />
    </GuestFormModal>
  );
};
