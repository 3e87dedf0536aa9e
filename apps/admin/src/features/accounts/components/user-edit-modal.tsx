import { alertFailure } from '@celebra/shell';
import { adminTexts, type AdminUser } from '@celebra/contracts';
import {
  alertSuccess,
  EmailField,
  Field,
  Modal,
  PhoneInput,
  SelectField,
  fieldBinder,
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
import { SaveActions } from '../../../components/form/save-actions';

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
  const field = fieldBinder(register, errors);

  const save = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (response) => {
        onClose();
        void alertSuccess(response.message);
      },
      onError: alertFailure(adminTexts.adminErrors.userSave),
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
          <Field label="Nome" autoComplete="off" {...field('firstName')} />
          <Field label="Sobrenome" autoComplete="off" {...field('lastName')} />
        </div>
        <EmailField autoComplete="off" {...field('email')} />
        <PhoneInput
          label="Telefone"
          autoComplete="off"
          {...field('phoneNumber')}
        />
        <SelectField
          label="Status"
          options={statusOptions}
          {...field('active')}
        />
        <SaveActions onCancel={onClose} submitting={update.isPending} />
      </form>
    </Modal>
  );
};
