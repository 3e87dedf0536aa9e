import { alertFailure } from '@celebra/shell';
import { getErrorMessage, isApiError } from '@celebra/api-client';
import {
  INVITABLE_ROLES,
  INVITATION_TTL_DAYS,
  type InviteMemberBody,
  inviteMemberBodySchema,
  messages,
} from '@celebra/contracts';
import {
  alertSuccess,
  EmailField,
  FieldError,
  FormActions,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useInviteMember } from '../api/use-member-mutations';
import { roleDescriptions } from '../lib/role-descriptions';

export type InviteFormProps = { eventId: number };

const inviteFailed = 'Erro ao enviar o convite.';

const emptyInvitation: InviteMemberBody = { email: '', role: 'cohost' };

/**
 * 'Convidar alguém': an e-mail and the access it gives (co-host or assistant, each with what it
 * allows). A refusal about the e-mail (already a member, already invited) shows under it.
 */
export const InviteForm = ({ eventId }: InviteFormProps) => {
  const invite = useInviteMember(eventId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(inviteMemberBodySchema),
    defaultValues: emptyInvitation,
  });
  const field = fieldBinder(register, errors);

  const onValid = (body: InviteMemberBody) =>
    invite.mutate(body, {
      onSuccess: (answer) => {
        reset();
        void alertSuccess(
          `${answer.message} O link vale por ${INVITATION_TTL_DAYS} dias e foi enviado para ${answer.invitation.email}.`,
        );
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409)
          setError(
            'email',
            { type: 'server', message: getErrorMessage(error, inviteFailed) },
            { shouldFocus: true },
          );
        else alertFailure(inviteFailed)(error);
      },
    });

  return (
    <form
      noValidate
      onSubmit={inBackground(handleSubmit(onValid))}
      className="flex flex-col gap-4"
    >
      <EmailField
        label="E-mail da pessoa"
        autoComplete="off"
        {...field('email')}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.role ? 'invite-role-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-ink">Acesso</legend>
        {INVITABLE_ROLES.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-soft"
          >
            <input
              type="radio"
              value={role}
              className="mt-1 size-4 shrink-0 accent-brand-dark"
              {...register('role')}
            />
            <span>
              <span className="block font-medium text-ink">
                {messages.eventRoles[role]}
              </span>
              <span className="block text-sm text-muted">
                {roleDescriptions[role]}
              </span>
            </span>
          </label>
        ))}
        <FieldError id="invite-role-error" error={errors.role?.message} />
      </fieldset>
      <FormActions
        cancelLabel="Cancelar"
        submitLabel="Enviar convite"
        submitting={invite.isPending}
      />
    </form>
  );
};
