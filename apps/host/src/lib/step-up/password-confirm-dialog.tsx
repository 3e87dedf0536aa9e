import { getErrorMessage, isApiError } from '@celebra/api-client';
import {
  messages,
  type ReauthenticateBody,
  reauthenticateBodySchema,
} from '@celebra/contracts';
import {
  FormActions,
  inBackground,
  Modal,
  PasswordField,
  fieldBinder,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useReauthenticate } from './use-reauthenticate';

export type PasswordConfirmDialogProps = {
  open: boolean;
  onConfirmed: () => void;
  onClose: () => void;
};

/** The api's words for a refused password: its field message, else its message. */
const refusal = (error: unknown): string =>
  (isApiError(error) && error.fieldErrors?.password?.[0]) ||
  getErrorMessage(error, messages.server.reauthenticationRequired);

/** 'Confirme sua senha': the account's password, before a sensitive call is made again. */
export const PasswordConfirmDialog = ({
  open,
  onConfirmed,
  onClose,
}: PasswordConfirmDialogProps) => {
  const reauthenticate = useReauthenticate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(reauthenticateBodySchema),
    defaultValues: { password: '' },
  });
  const field = fieldBinder(register, errors);

  const close = () => {
    reset();
    onClose();
  };
  const onValid = (body: ReauthenticateBody) =>
    reauthenticate.mutate(body, {
      onSuccess: () => {
        reset();
        onConfirmed();
      },
      onError: (error) =>
        setError(
          'password',
          { type: 'server', message: refusal(error) },
          { shouldFocus: true },
        ),
    });

  return (
    <Modal
      open={open}
      onClose={close}
      title="Confirme sua senha"
      size="sm"
      zIndex={30}
    >
      <form
        noValidate
        onSubmit={inBackground(handleSubmit(onValid))}
        className="flex flex-col gap-4"
      >
        <p className="text-sm text-muted">
          Por segurança, digite a senha da sua conta para continuar.
        </p>
        <PasswordField autoComplete="current-password" {...field('password')} />
        <FormActions
          cancelLabel="Cancelar"
          submitLabel="Confirmar"
          onCancel={close}
          submitting={reauthenticate.isPending}
        />
      </form>
    </Modal>
  );
};
