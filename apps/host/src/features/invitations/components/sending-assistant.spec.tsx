import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  invitation,
  invitationsBase as base,
  page,
  rsvpSettings,
  summary,
} from '../../../testing/invitations';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { InvitationsPage } from './invitations-page';

const souza = invitation(1, 'Família Souza', {
  phoneNumber: '(11) 98765-4321',
  email: 'souza@example.com',
});
const lima = invitation(2, 'Ana Lima');
const costa = invitation(3, 'Bruno Costa', { phoneNumber: '(21) 99876-5432' });

function preventNavigation(event: MouseEvent) {
  if ((event.target as Element).closest('a[target="_blank"]'))
    event.preventDefault();
}
beforeEach(() => {
  localStorage.clear();
  document.addEventListener('click', preventNavigation);
});
afterEach(async () => {
  document.removeEventListener('click', preventNavigation);
  await closeAlerts();
});

const installAssistantApi = () =>
  installFakeApi({
    [`GET ${base}`]: ({ query }) =>
      query.state === 'not-sent'
        ? page([souza, lima, costa])
        : query.state === 'awaiting'
          ? page([
              souza,
              { ...costa, state: 'sent', sentAt: '2026-05-11T10:00:00.000Z' },
            ])
          : page([souza, lima, costa]),
    [`GET ${base}/summary`]: { status: 200, body: summary() },
    'GET /api/users/rsvp-settings/3': { status: 200, body: rsvpSettings() },
    [`PUT ${base}/1/sent`]: {
      status: 200,
      body: { sentAt: '2026-05-12T10:00:00.000Z', state: 'sent' },
    },
    [`POST ${base}/emails`]: { status: 200, body: { queued: 1 } },
  });

const openAssistant = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Assistente de envio' }),
  );
  return screen.findByRole('dialog', { name: 'Assistente de envio' });
};

describe('Sending assistant', () => {
  it('walks the invitations not sent: WhatsApp marks sent and goes on, one without a phone is skipped', async () => {
    const api = installAssistantApi();
    renderSignedIn(<InvitationsPage />);

    const dialog = await openAssistant();
    expect(await within(dialog).findByText('1 de 3')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Família Souza' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Olá, Família Souza! Vocês são nossos convidados para Casamento Ana & Leo. Confirme sua presença pelo link: http://site.localhost/ana-e-leo/c/code1AbCdEfGhIjKlMnOpQr',
    );
    const whatsApp = within(dialog).getByRole('link', {
      name: 'Enviar pelo WhatsApp',
    });
    expect(whatsApp.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/5511987654321\?text=Ol%C3%A1%2C%20Fam%C3%ADlia%20Souza/,
    );
    await userEvent.click(whatsApp);

    expect(await within(dialog).findByText('2 de 3')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Ana Lima' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Este convite não tem telefone: pule ou envie por e-mail.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('link', { name: 'Enviar pelo WhatsApp' }),
    ).toBeNull();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Pular' }),
    );

    expect(await within(dialog).findByText('3 de 3')).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Pular' }),
    );
    expect(
      await within(dialog).findByText(
        'Pronto! Não há mais convites para enviar.',
      ),
    ).toBeInTheDocument();
    expect(
      api.requests
        .filter((r) => r.method === 'PUT')
        .map((r) => [r.path, r.body]),
    ).toEqual([[`${base}/1/sent`, { sent: true }]]);
  });

  it('in reminders mode walks only the sent invitations still awaiting, without marking them again', async () => {
    const api = installAssistantApi();
    renderSignedIn(<InvitationsPage />);

    const dialog = await openAssistant();
    await within(dialog).findByText('1 de 3');
    await userEvent.click(
      within(dialog).getByRole('switch', { name: 'Lembretes' }),
    );

    expect(await within(dialog).findByText('1 de 1')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Bruno Costa' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('link', { name: 'Enviar pelo WhatsApp' }),
    );
    expect(
      await within(dialog).findByText(
        'Pronto! Não há mais convites para enviar.',
      ),
    ).toBeInTheDocument();
    expect(
      api.requests.some(
        (r) => r.method === 'GET' && r.query.state === 'awaiting',
      ),
    ).toBe(true);
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('e-mails every invitation not sent that has an e-mail', async () => {
    const api = installAssistantApi();
    renderSignedIn(<InvitationsPage />);

    const dialog = await openAssistant();
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: 'Enviar convites por e-mail (1 convite)',
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('1 convite enviado por e-mail.');
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.method === 'POST').map((r) => r.path),
      ).toEqual([`${base}/emails`]),
    );
  });
});
