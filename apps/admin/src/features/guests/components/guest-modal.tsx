import { getErrorMessage } from '@celebra/api-client';
import {
  adminGuestBodySchema,
  adminTexts,
  messages,
  type AdminGuest,
  type AdminGuestBody,
  type AdminGuestBodyInput,
} from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  Button,
  confirmAction,
  Field,
  Modal,
  PhoneInput,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useDeleteEventGuest, useSaveEventGuest } from '../api/guests-queries';

export type GuestModalProps = {
  eventId: string;
  /** The guest to edit or delete; none to create one. */
  guest?: AdminGuest;
  onClose: () => void;
};

const emptyGuest: AdminGuestBodyInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
};

/** One modal to create, edit and delete a guest. */
export const GuestModal = ({ eventId, guest, onClose }: GuestModalProps) => {
  const save = useSaveEventGuest(eventId);
  const remove = useDeleteEventGuest(eventId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminGuestBodyInput, unknown, AdminGuestBody>({
    resolver: zodResolver(adminGuestBodySchema),
    defaultValues: guest
      ? {
          firstName: guest.firstName,
          lastName: guest.lastName,
          email: guest.email,
          phoneNumber: guest.phoneNumber,
        }
      : emptyGuest,
  });

  const submit = handleSubmit((body) =>
    save.mutate(
      { guestId: guest?.id, body },
      {
        onSuccess: (response) => {
          onClose();
          void alertSuccess(response.message);
        },
        onError: (error) =>
          void alertError(
            getErrorMessage(error, adminTexts.adminErrors.guestSave),
          ),
      },
    ),
  );

  const askToDelete = async () => {
    if (!guest) return;
    const confirmed = await confirmAction({
      title: messages.titles.attention,
      text: adminTexts.screens.admin.confirmDelete,
      confirmText: 'Excluir',
    });
    if (!confirmed) return;
    remove.mutate(guest.id, {
      onSuccess: (response) => {
        onClose();
        void alertSuccess(response.message);
      },
      onError: (error) =>
        void alertError(
          getErrorMessage(error, adminTexts.adminErrors.guestDelete),
        ),
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={guest ? 'Editar convidado' : 'Novo convidado'}
    >
      <form
        onSubmit={inBackground(submit)}
        noValidate
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Nome"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <Field
            label="Sobrenome"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <Field
          label="E-mail"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneInput
          label="Telefone"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <div className="flex flex-wrap justify-between gap-2">
          {guest ? (
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => void askToDelete()}
            >
              Excluir
            </Button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Salvar
            </Button>
          </div>
        </div>
      </form>
    </Modal>
  );
};
