import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rsvpSettings } from '../../../testing/invitations';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { RsvpSettingsPage } from './rsvp-settings-page';

const path = '/api/users/rsvp-settings/3';

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('RsvpSettingsPage', () => {
  it('saves the deadline, reminders, open answers and the message, previewed with its placeholders filled', async () => {
    const api = installFakeApi({
      [`GET ${path}`]: { status: 200, body: rsvpSettings() },
      [`PUT ${path}`]: ({ body }) => ({
        status: 200,
        body: rsvpSettings(body as object),
      }),
    });
    renderSignedIn(<RsvpSettingsPage />);

    const preview = await screen.findByRole('figure', { name: 'Prévia' });
    expect(preview).toHaveTextContent(
      'Olá, Família Souza! Vocês são nossos convidados para Casamento Ana & Leo. Confirme sua presença pelo link: http://site.localhost/ana-e-leo/c/',
    );
    await userEvent.type(
      screen.getByLabelText('Prazo para responder'),
      '2026-10-01',
    );
    await userEvent.click(
      screen.getByRole('switch', { name: 'Lembretes por e-mail' }),
    );
    const days = screen.getByRole('spinbutton', {
      name: 'Dias antes do prazo',
    });
    await userEvent.clear(days);
    await userEvent.type(days, '5');
    await userEvent.click(
      screen.getByRole('switch', {
        name: 'Permitir que pessoas fora da lista confirmem presença',
      }),
    );
    const template = screen.getByRole('textbox', {
      name: 'Mensagem do convite',
    });
    await userEvent.clear(template);
    await userEvent.type(template, 'Oi {{convite}, venha a {{evento}: {{link}');
    expect(preview).toHaveTextContent(
      'Oi Família Souza, venha a Casamento Ana & Leo: http://site.localhost/ana-e-leo/c/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Configurações da confirmação salvas.');
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      deadline: '2026-10-01',
      remindersEnabled: true,
      reminderDays: 5,
      openAnswers: false,
      invitationMessage: 'Oi {convite}, venha a {evento}: {link}',
    });
  });

  it('refuses reminder days out of range and restores the default text', async () => {
    const api = installFakeApi({
      [`GET ${path}`]: {
        status: 200,
        body: rsvpSettings({
          remindersEnabled: true,
          invitationMessage: 'Texto antigo {link}',
        }),
      },
    });
    renderSignedIn(<RsvpSettingsPage />);

    const days = await screen.findByRole('spinbutton', {
      name: 'Dias antes do prazo',
    });
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Atenção!' }),
    ).toHaveTextContent('Escolha de 1 a 60 dias.');
    await closeAlerts();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.click(
      screen.getByRole('button', { name: 'Usar o texto padrão' }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Mensagem do convite' }),
      ).toHaveValue(
        'Olá, {convite}! Vocês são nossos convidados para {evento}. Confirme sua presença pelo link: {link}',
      ),
    );
    expect(
      within(screen.getByRole('figure', { name: 'Prévia' })).getByText(
        /^Olá, Família Souza!/,
      ),
    ).toBeInTheDocument();
  });
});
