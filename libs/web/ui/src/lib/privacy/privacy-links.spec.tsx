import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthCard } from '../password-reset/auth-card';
import { PrivacyFooter, PrivacyLinks } from './privacy-links';
import { PrivacyNotice } from './privacy-notice';

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('privacy links', () => {
  it('link the policy and the terms as pages of their own, in a footer', () => {
    render(<PrivacyFooter />);
    expect(linksOf(screen.getByRole('contentinfo'))).toEqual([
      ['Política de privacidade', '/privacidade'],
      ['Termos de uso', '/termos'],
    ]);
  });

  it("add a guest's 'Meus dados' on the guest site", () => {
    render(<PrivacyLinks withGuestData />);
    expect(
      linksOf(screen.getByRole('navigation', { name: 'Privacidade e termos' })),
    ).toEqual([
      ['Política de privacidade', '/privacidade'],
      ['Termos de uso', '/termos'],
      ['Meus dados', '/meus-dados'],
    ]);
  });

  it('close every signed-out card (login, password reset)', () => {
    render(
      <MemoryRouter>
        <AuthCard title="Entrar">formulário</AuthCard>
      </MemoryRouter>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('formulário');
    expect(linksOf(screen.getByRole('contentinfo'))).toHaveLength(2);
  });
});

describe('privacy notice', () => {
  it("says the form's purpose and links the policy in a new tab", () => {
    render(<PrivacyNotice>Usamos seu e-mail só para responder.</PrivacyNotice>);
    const notice = screen.getByText(/Usamos seu e-mail/);
    expect(notice).toHaveTextContent(
      'Usamos seu e-mail só para responder. Saiba mais na Política de privacidade (abre em nova aba).',
    );
    const link = within(notice).getByRole('link');
    expect(link).toHaveAttribute('href', '/privacidade');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
  });

  it('links the terms too when the form makes an agreement', () => {
    render(
      <PrivacyNotice termsLead="Ao continuar, você concorda com os">
        Usamos seu nome.
      </PrivacyNotice>,
    );
    expect(
      screen.getByRole('link', { name: 'Termos de uso (abre em nova aba)' }),
    ).toHaveAttribute('href', '/termos');
    expect(screen.getByText(/Usamos seu nome/)).toHaveTextContent(
      'Usamos seu nome. Ao continuar, você concorda com os Termos de uso (abre em nova aba). Saiba mais na Política de privacidade (abre em nova aba).',
    );
  });
});
