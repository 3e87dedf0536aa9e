import { getErrorMessage } from '@celebra/api-client';
import { messages } from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  Button,
  Field,
  Modal,
  TextAreaField,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { guestLimits } from '../../../config/limits';
import { guestTexts as t } from '../../../config/texts';
import { useSendMessage } from '../api/send-message';
import {
  type MessageFormInput,
  messageFormSchema,
  type MessageFormValues,
} from '../lib/message-form-schema';

export type MessageModalProps = {
  open: boolean;
  onClose: () => void;
  slug: string;
  eventId: number;
};

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
}: MessageModalProps) => {
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

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        reset(emptyForm);
        onClose();
        void alertSuccess(messages.success.messageSent);
      },
      onError: (error) =>
        void alertError(
          getErrorMessage(error, messages.hostErrors.messageSend),
        ),
    }),
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={messages.screens.guest.messageModalTitle}
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
        <TextAreaField
          label={t.formMessage}
          required
          maxLength={guestLimits.messageMaxLength}
          error={errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" fullWidth loading={send.isPending}>
          {t.sendMessage}
        </Button>
      </form>
    </Modal>
  );
};
