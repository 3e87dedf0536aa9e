import { getErrorMessage } from '@celebra/api-client';
import { adminTexts, type AdminUser } from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  Button,
  EmailField,
  Field,
  Modal,
  PhoneInput,
  SelectField,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useUpdateUser } from '../api/use-update-user';
import {
  userEditDefaults,
  userEditFormSchema,
  type UserEditFormInput,
  type UserEditFormOutput,
} from '../lib/user-edit-form-schema';

export type UserEditModalProps = {
  user: AdminUser;
  onClose: () => void;
};

const statusOptions = [
  { value: '1', label: adminTexts.screens.common.active },
  { value: '0', label: adminTexts.screens.common.inactive },
];

/** The "edit info" popup, saved for real: names, e-mail, phone and Ativo/Inativo. */
export const UserEditModal = ({ user, onClose }: UserEditModalProps) => {
  const update = useUpdateUser(user.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UserEditFormInput, unknown, UserEditFormOutput>({
    resolver: zodResolver(userEditFormSchema),
    defaultValues: userEditDefaults(user),
  });

  const save = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (response) => {
        onClose();
        void alertSuccess(response.message);
      },
      onError: (error) =>
        void alertError(
          getErrorMessage(error, adminTexts.adminErrors.userSave),
        ),
    }),
  );

  return (
    <Modal open onClose={onClose} title="Editar informações">
      <form
        onSubmit={inBackground(save)}
        noValidate
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Nome"
            autoComplete="off"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <Field
            label="Sobrenome"
            autoComplete="off"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <EmailField
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneInput
          label="Telefone"
          autoComplete="off"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <SelectField
          label="Status"
          options={statusOptions}
          error={errors.active?.message}
          {...register('active')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={update.isPending}>
            Salvar
          </Button>
        </div>
      </form>
    </Modal>
  );
};
