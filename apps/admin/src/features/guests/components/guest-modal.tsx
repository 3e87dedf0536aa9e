import { alertFailure } from '@celebra/shell';
import {
  adminGuestBodySchema,
  adminTexts,
  type AdminGuest,
  type AdminGuestBody,
  type AdminGuestBodyInput,
} from '@celebra/contracts';
import {
  alertSuccess,
  Button,
  Field,
  Modal,
  PhoneInput,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useDeleteEventGuest, useSaveEventGuest } from '../api/guests-queries';
import { SaveActions } from '../../../components/form/save-actions';
import { confirmDelete } from '../../../lib/save-feedback';

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
  const field = fieldBinder(register, errors);

  const submit = handleSubmit((body) =>
    save.mutate(
      { guestId: guest?.id, body },
      {
        onSuccess: (response) => {
          onClose();
          void alertSuccess(response.message);
        },
        onError: alertFailure(adminTexts.adminErrors.guestSave),
      },
    ),
  );

  const askToDelete = async () => {
    if (!guest) return;
    if (!(await confirmDelete('Excluir'))) return;
    remove.mutate(guest.id, {
      onSuccess: (response) => {
        onClose();
        void alertSuccess(response.message);
      },
      onError: alertFailure(adminTexts.adminErrors.guestDelete),
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
          <Field label="Nome" {...field('firstName')} />
          <Field label="Sobrenome" {...field('lastName')} />
        </div>
        <Field label="E-mail" type="email" {...field('email')} />
        <PhoneInput label="Telefone" {...field('phoneNumber')} />
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
          <SaveActions onCancel={onClose} submitting={save.isPending} />
        </div>
      </form>
    </Modal>
  );
};
