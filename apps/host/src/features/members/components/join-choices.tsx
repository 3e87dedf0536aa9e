import { Button, buttonClasses, loginPathWithReturn } from '@celebra/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { InvitationRegisterForm } from './invitation-register-form';

export type JoinChoicesProps = { token: string; email: string };

/**
 * Signed out: 'Entrar' (the login page, which comes back to the invitation) or 'Criar conta'
 * (an account for the invited e-mail, which accepts at once).
 */
export const JoinChoices = ({ token, email }: JoinChoicesProps) => {
  const [creating, setCreating] = useState(false);
  const location = useLocation();

  if (creating)
    return (
      <InvitationRegisterForm
        token={token}
        email={email}
        onBack={() => setCreating(false)}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center text-sm text-muted">
        Para aceitar, entre na sua conta Celebra ou crie uma agora.
      </p>
      <Link
        to={loginPathWithReturn(paths.login, location)}
        className={buttonClasses({ fullWidth: true })}
      >
        Entrar
      </Link>
      <Button variant="secondary" fullWidth onClick={() => setCreating(true)}>
        Criar conta
      </Button>
    </div>
  );
};
