import { getErrorMessage } from '@celebra/api-client';
import {
  Button,
  Field,
  fieldBinder,
  inBackground,
  PhoneInput,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { guestLimits } from '../../../config/limits';
import { useCorrectGuestData } from '../api/guest-data-api';
import {
  type CorrectionForm as CorrectionValues,
  correctionFormSchema,
} from '../lib/guest-data-forms';
import { privacyTexts as t } from '../privacy-texts';
import { FormAlert, Panel } from './privacy-layout';

/** 'Corrigir nome e telefone': on every answer, message and gift of the e-mail. */
export const CorrectionForm = ({
  token,
  current,
}: {
  token: string;
  current: CorrectionValues;
}) => {
  const correct = useCorrectGuestData(token);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CorrectionValues>({
    resolver: zodResolver(correctionFormSchema),
    defaultValues: current,
  });
  const field = fieldBinder(register, errors);
  const onSubmit = handleSubmit((values) => correct.mutate(values));
  return (
    <Panel title={t.correctTitle} headingId="correct">
      <p>{t.correctHelp}</p>
      <form
        noValidate
        onSubmit={inBackground(onSubmit)}
        className="flex flex-col gap-3"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t.firstName}
            autoComplete="given-name"
            required
            maxLength={guestLimits.nameMaxLength}
            {...field('firstName')}
          />
          <Field
            label={t.lastName}
            autoComplete="family-name"
            required
            maxLength={guestLimits.nameMaxLength}
            {...field('lastName')}
          />
        </div>
        <PhoneInput label={t.phoneLabel} {...field('phoneNumber')} />
        <FormAlert
          message={
            correct.isError
              ? getErrorMessage(correct.error, t.correctFailed)
              : null
          }
        />
        {correct.isSuccess && <p role="status">{correct.data.message}</p>}
        <Button type="submit" fullWidth loading={correct.isPending}>
          {t.saveCorrection}
        </Button>
      </form>
    </Panel>
  );
};
