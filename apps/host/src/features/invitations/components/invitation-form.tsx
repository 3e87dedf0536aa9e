import {
  type HostInvitation,
  hostTexts,
  INVITATION_MEMBERS_MAX,
  invitationBodySchema,
  type ParsedInvitationBody,
} from '@celebra/contracts';
import {
  Button,
  Field,
  FieldError,
  PhoneInput,
  fieldBinder,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { SaveActions } from '../../../components/form/save-actions';
import type { SaveFormProps } from '../../../components/form/save-form-props';

const t = hostTexts.invitations.form;

export type InvitationFormProps = SaveFormProps<ParsedInvitationBody> & {
  invitation: HostInvitation | null;
  /** The groups already used, offered as suggestions. */
  groups: readonly string[];
};

const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined
    ? undefined
    : Number(value);

const blankMember = { firstName: '', lastName: '', isChild: false };

/**
 * An invitation: its name and group, the people (at least one; a member kept by `id` keeps their
 * answer), the companions allowed and the phone and e-mail it is sent to.
 */
export const InvitationForm = ({
  invitation,
  groups,
  saving,
  onSave,
  onCancel,
}: InvitationFormProps) => {
  const groupsId = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(invitationBodySchema),
    defaultValues: {
      name: invitation?.name ?? '',
      groupName: invitation?.groupName ?? '',
      members: invitation?.members.map(
        ({ id, firstName, lastName, isChild }) => ({
          id,
          firstName,
          lastName,
          isChild,
        }),
      ) ?? [blankMember],
      maxCompanions: invitation?.maxCompanions ?? 0,
      phoneNumber: invitation?.phoneNumber ?? '',
      email: invitation?.email ?? '',
    },
  });
  const members = useFieldArray({ control, name: 'members', keyName: 'key' });
  const field = fieldBinder(register, errors);

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      className="flex flex-col gap-4"
    >
      <Field
        label={t.name}
        autoComplete="off"
        required
        hint={t.nameHint}
        {...field('name')}
      />
      <Field
        label={t.group}
        autoComplete="off"
        list={groupsId}
        hint={t.groupHint}
        {...field('groupName')}
      />
      <datalist id={groupsId}>
        {groups.map((group) => (
          <option key={group} value={group} />
        ))}
      </datalist>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-ink">{t.members}</legend>
        {members.fields.map((member, index) => (
          <fieldset
            key={member.key}
            className="grid items-start gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_auto_auto]"
          >
            <legend className="sr-only">{t.memberLegend(index + 1)}</legend>
            <Field
              label={t.firstName}
              autoComplete="off"
              required
              {...field(`members.${index}.firstName`)}
            />
            <Field
              label={t.lastName}
              autoComplete="off"
              required
              {...field(`members.${index}.lastName`)}
            />
            <label className="flex items-center gap-2 text-ink sm:mt-8">
              <input
                type="checkbox"
                className="size-4 accent-brand-dark"
                {...register(`members.${index}.isChild`)}
              />
              {t.child}
            </label>
            <Button
              size="sm"
              variant="ghost"
              className="sm:mt-7"
              disabled={members.fields.length === 1}
              aria-label={t.removeMember(index + 1)}
              onClick={() => members.remove(index)}
            >
              Remover
            </Button>
          </fieldset>
        ))}
        <FieldError
          id={`${groupsId}-members`}
          error={errors.members?.message}
        />
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          disabled={members.fields.length >= INVITATION_MEMBERS_MAX}
          onClick={() => members.append(blankMember)}
        >
          {t.addMember}
        </Button>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t.companions}
          type="number"
          min={0}
          max={20}
          hint={t.companionsHint}
          {...field('maxCompanions', { setValueAs: toNumber })}
        />
        <PhoneInput
          label={t.phone}
          autoComplete="off"
          {...field('phoneNumber')}
        />
        <Field
          label={t.email}
          type="email"
          autoComplete="off"
          {...field('email')}
        />
      </div>
      <SaveActions onCancel={onCancel} submitting={saving} />
    </form>
  );
};
