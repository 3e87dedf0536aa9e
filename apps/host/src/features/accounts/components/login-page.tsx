import { authLinkClasses, LoginScreen } from '@celebra/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoginForm } from './login-form';

export const LoginPage = () => (
  <LoginScreen
    title="Área do anfitrião"
    intro="Entre para cuidar do site do seu evento."
    forgotPath={paths.forgotPassword}
    footer={
      <p className="mt-6 text-center text-sm text-muted">
        Ainda não tem um site?{' '}
        <Link to={paths.register} className={authLinkClasses}>
          Crie sua conta
        </Link>
      </p>
    }
  >
    <LoginForm />
  </LoginScreen>
);
