import { getErrorMessage } from '@celebra/api-client';
import { invitationGuestTexts as t } from '@celebra/contracts';
import {
  Button,
  buttonClasses,
  Field,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { SiteLink } from '../../../components/site-link';
import { guestLimits } from '../../../config/limits';
import { useFindInvitation } from '../api/find-invitation';
import { invitationPath } from '../lib/invitation-path';
import {
  type FindFormValues,
  findFormSchema,
  joinFirstNames,
} from '../lib/find-form';

export type FindInvitationProps = {
  slug: string;
  /** The site's open form ('CONFIRMAR PRESENÇA'), offered below when the hosts allow it. */
  openForm: ReactNode;
};

/**
 * 'Encontre seu convite': first and last name → the household's first names and 'Responder'
 * (its personal page), or why nothing was found; then, when allowed, the open form for
 * whoever is not on the list.
 */
export const FindInvitation = ({ slug, openForm }: FindInvitationProps) => {
  const find = useFindInvitation(slug);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FindFormValues>({
    resolver: zodResolver(findFormSchema),
    defaultValues: { firstName: '', lastName: '' },
  });
  const field = fieldBinder(register, errors);
  const onSubmit = handleSubmit((values) => find.mutate(values));
  return (
    <div className="mx-auto mt-6 flex max-w-md flex-col gap-4">
      <form
        noValidate
        aria-labelledby="encontre-convite"
        onSubmit={inBackground(onSubmit)}
        className="flex flex-col gap-3"
      >
        <h3
          id="encontre-convite"
          className="text-center text-xl font-semibold text-ink"
        >
          {t.findTitle}
        </h3>
        <p className="text-center text-muted">{t.findIntro}</p>
        <Field
          label={t.findFirstName}
          autoComplete="given-name"
          required
          maxLength={guestLimits.nameMaxLength}
          {...field('firstName')}
        />
        <Field
          label={t.findLastName}
          autoComplete="family-name"
          required
          maxLength={guestLimits.nameMaxLength}
          {...field('lastName')}
        />
        <Button type="submit" size="lg" loading={find.isPending}>
          {t.findSubmit}
        </Button>
      </form>
      <div aria-live="polite">
        {find.data && (
          <div className="flex flex-col items-center gap-3 rounded-lg bg-brand-soft p-4 text-center">
            <p className="font-semibold text-brand-darker">
              {t.found(joinFirstNames(find.data.firstNames))}
            </p>
            <SiteLink
              href={invitationPath(slug, find.data.code)}
              className={buttonClasses({ size: 'lg' })}
            >
              {t.answer}
            </SiteLink>
          </div>
        )}
      </div>
      {find.isError && (
        <p role="alert" className="text-center text-danger">
          {getErrorMessage(find.error, t.findFailed)}
        </p>
      )}
      {openForm && (
        <div className="mt-4 flex flex-col items-center gap-2 border-t border-line pt-6">
          <p className="text-center font-semibold">{t.openAnswers}</p>
          {openForm}
        </div>
      )}
    </div>
  );
};
