import type {
  EventSettingsBody,
  EventSettingsBodyInput,
} from '@celebra/contracts';
import {
  buttonClasses,
  cx,
  Field,
  InlineLoading,
  fieldBinder,
} from '@celebra/ui';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { TitledSection } from '../../../components/titled-section';

export type PasswordSectionProps = {
  form: UseFormReturn<EventSettingsBodyInput, unknown, EventSettingsBody>;
  hasPassword: boolean;
  /** The Senha service is contracted; null while unknown. */
  passwordService: boolean | null;
};

/** The site password: set with the Senha service, otherwise how to get it; an existing one can be removed. */
export const PasswordSection = ({
  form,
  hasPassword,
  passwordService,
}: PasswordSectionProps) => {
  const {
    register,
    formState: { errors },
  } = form;
  const field = fieldBinder(register, errors);
  return (
    <TitledSection
      id="site-password"
      title="Senha do site"
      className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm sm:p-6"
    >
      <p className="text-sm text-muted">
        {hasPassword
          ? 'Seu site está protegido: os convidados precisam da senha para entrar.'
          : 'Seu site está aberto: qualquer pessoa com o link pode visitá-lo.'}
      </p>
      {passwordService === null && <InlineLoading />}
      {passwordService === true && (
        <Field
          label={hasPassword ? 'Nova senha' : 'Senha'}
          type="password"
          autoComplete="new-password"
          hint={
            hasPassword
              ? 'Deixe em branco para manter a senha atual.'
              : 'Pelo menos 6 caracteres.'
          }
          {...field('password')}
        />
      )}
      {passwordService === false && (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-canvas p-3">
          <p className="text-ink">
            Para proteger o seu site com uma senha, contrate o serviço Senha no
            Pacote de Serviços.
          </p>
          <Link
            to={paths.servicePackage}
            className={cx(buttonClasses({ variant: 'secondary', size: 'sm' }))}
          >
            Ver Pacote de Serviços
          </Link>
        </div>
      )}
      {hasPassword && (
        <label className="flex items-center gap-2 text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand-dark"
            {...register('removePassword')}
          />
          Remover senha do site
        </label>
      )}
    </TitledSection>
  );
};
