import { Field, type FieldProps } from './field';

export type CredentialFieldProps = Omit<FieldProps, 'type' | 'label'> & {
  label?: FieldProps['label'];
};

/** An e-mail input: 'E-mail', `type="email"`, filled from the browser's saved address. */
export const EmailField = ({
  label = 'E-mail',
  autoComplete = 'email',
  ...props
}: CredentialFieldProps) => (
  <Field label={label} type="email" autoComplete={autoComplete} {...props} />
);

/** A password input ('Senha'); give `autoComplete` ('current-password', 'new-password'). */
export const PasswordField = ({
  label = 'Senha',
  ...props
}: CredentialFieldProps) => <Field label={label} type="password" {...props} />;
