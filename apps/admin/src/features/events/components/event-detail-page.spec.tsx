import {
  closeAlerts,
  installFakeApi,
  type FakeReply,
} from '@celebra/web-testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeEvent, signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { EventDetailPage } from './event-detail-page';

const event = makeEvent();
const saved: FakeReply = {
  status: 200,
  body: { success: true, message: 'Evento atualizado com sucesso!' },
};

const setup = (saveReply: FakeReply = saved) => {
  const api = installFakeApi({
    'GET /api/admin/events/42': { status: 200, body: { success: true, event } },
    'PUT /api/admin/events/42': saveReply,
  });
  renderRoute(<EventDetailPage />, { path: '/events/:id', url: '/events/42' });
  return api;
};

/** Required fields carry a decorative ' *' in their label. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const startEditing = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
};
const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const puts = (api: ReturnType<typeof setup>) =>
  api.requests.filter((request) => request.method === 'PUT');

beforeEach(signIn);
afterEach(closeAlerts);

describe('event detail', () => {
  it('opens in view mode; the edit button unlocks the form and shows the status selector', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { name: 'Casamento Ana e Leo' }),
    ).toBeInTheDocument();
    expect(field('Título')).toBeDisabled();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rosa' })).toBeDisabled();

    await startEditing();

    expect(field('Título')).toBeEnabled();
    expect(field('Status')).toHaveValue('true');
    expect(screen.getByRole('radio', { name: 'Rosa' })).toBeEnabled();
  });

  it('shows its sections under the form once the event has loaded', async () => {
    installFakeApi({
      'GET /api/admin/events/42': {
        status: 200,
        body: { success: true, event },
      },
    });
    renderRoute(<EventDetailPage sections={<h2>Pessoas com acesso</h2>} />, {
      path: '/events/:id',
      url: '/events/42',
    });
    const section = await screen.findByRole('heading', {
      name: 'Pessoas com acesso',
    });
    expect(
      screen
        .getByRole('button', { name: 'Editar' })
        .compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('forces the link to lower case', async () => {
    setup();
    await startEditing();
    await userEvent.clear(field('Link do evento'));
    await userEvent.type(field('Link do evento'), 'Ana-E-LEO');
    expect(field('Link do evento')).toHaveValue('ana-e-leo');
  });

  it('saves the event with its details, says so, reloads it and returns to view mode', async () => {
    const api = setup();
    await startEditing();
    await userEvent.clear(field('Título'));
    await userEvent.type(field('Título'), 'Casamento de Ana');
    await userEvent.click(screen.getByRole('radio', { name: 'Azul' }));
    await userEvent.selectOptions(field('Status'), 'Inativo');
    await submit();

    const alert = await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(alert).toHaveTextContent('Evento atualizado com sucesso!');
    expect(puts(api)[0]?.body).toEqual({
      title: 'Casamento de Ana',
      subtitle: 'Nosso grande dia',
      slug: 'ana-e-leo',
      titleDescription: 'Bem-vindos',
      description: 'Venha celebrar conosco',
      color: '#1d4ed8',
      active: false,
      details: {
        eventDate: '2025-12-20',
        startTime: '16:00',
        endTime: '23:00',
        eventType: 'in-person',
        eventLocation: 'Espaço Jardim',
        postalCode: '01310-100',
        fullAddress: 'Av. Paulista, 1000',
        latitude: null,
        longitude: null,
        transmission: null,
        transmissionLink: null,
        transmissionPassword: null,
      },
    });
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.method === 'GET'),
      ).toHaveLength(2),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('button', { name: 'Editar' }),
    ).toBeInTheDocument();
    expect(field('Título')).toBeDisabled();
  });

  it('requires title, subtitle, date, times, place and address of an in-person event', async () => {
    const api = setup();
    await startEditing();
    for (const label of [
      'Título',
      'Subtítulo',
      'Data do evento',
      'Horário de início',
      'Horário de término',
      'Local do evento',
      'Endereço completo',
    ]) {
      await userEvent.clear(field(label));
    }
    await submit();

    const alert = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(alert).toHaveTextContent(
      'Por favor, preencha todos os campos obrigatórios.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await screen.findAllByText('* Campo obrigatório')).toHaveLength(7);
    expect(puts(api)).toHaveLength(0);
  });

  it('requires transmission and its link, not the place, of a virtual event', async () => {
    const api = setup();
    await startEditing();
    await userEvent.selectOptions(field('Tipo do evento'), 'Virtual');
    await userEvent.clear(field('Local do evento'));
    await userEvent.clear(field('Endereço completo'));
    await submit();

    await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(field('Transmissão')).toHaveAccessibleDescription(
      /\* Campo obrigatório/,
    );
    expect(field('Link da transmissão')).toHaveAccessibleDescription(
      '* Campo obrigatório',
    );
    expect(field('Local do evento')).not.toHaveAttribute('aria-invalid');
    await closeAlerts();
    // The closed alert gives the focus back a moment later, on a timer of its own: values
    // are set without depending on where the focus is.
    fireEvent.change(field('Transmissão'), { target: { value: 'YouTube' } });
    fireEvent.change(field('Link da transmissão'), {
      target: { value: 'https://youtube.com/live/abc' },
    });
    await waitFor(() =>
      expect(field('Link da transmissão')).not.toHaveAttribute('aria-invalid'),
    );
    await submit();

    await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(puts(api)[0]?.body).toMatchObject({
      details: {
        eventType: 'virtual',
        transmission: 'YouTube',
        transmissionLink: 'https://youtube.com/live/abc',
        eventLocation: null,
        fullAddress: null,
      },
    });
  });

  it("says 'O link está em uso, por favor, crie outro' for an empty link", async () => {
    const api = setup();
    await startEditing();
    await userEvent.clear(field('Link do evento'));
    await submit();

    await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(field('Link do evento')).toHaveAccessibleDescription(
      'O link está em uso, por favor, crie outro',
    );
    expect(puts(api)).toHaveLength(0);
  });

  it("shows 'Erro ao atualizar o evento.' when the save fails and stays in edit mode", async () => {
    setup({ status: 500, body: { success: false } });
    await startEditing();
    await submit();

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao atualizar o evento.');
    expect(field('Título')).toBeEnabled();
  });
});
