import { authLinkClasses, LoginScreen } from '@celebra/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoginForm } from './login-form';

/** The host's sign-in; 'Esqueci minha senha' carries the e-mail typed so far. */
export const LoginPage = () => {
  const [typedEmail, setTypedEmail] = useState('');
  return (
    <LoginScreen
      title="Área do anfitrião"
      intro="Entre para cuidar do site do seu evento."
      forgotPath={paths.forgotPassword}
      typedEmail={typedEmail}
      footer={
        <p className="mt-6 text-center text-sm text-muted">
          Ainda não tem um site?{' '}
          <Link to={paths.register} className={authLinkClasses}>
            Crie sua conta
          </Link>
        </p>
      }
    >
      <LoginForm onEmailChange={setTypedEmail} />
    </LoginScreen>
  );
};
