import type { RsvpQuestion } from '@celebra/contracts';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { QuestionsPage } from './questions-page';

const base = '/api/users/rsvp-questions/3';

const question = (
  id: number,
  label: string,
  overrides: Partial<RsvpQuestion> = {},
): RsvpQuestion => ({
  id,
  position: id,
  label,
  kind: 'text',
  options: [],
  required: false,
  ...overrides,
});

const menu = question(1, 'Qual o cardápio?', {
  kind: 'single',
  options: ['Carne', 'Peixe'],
  required: true,
});
const song = question(2, 'Uma música que não pode faltar');

const installQuestionsApi = (
  items: RsvpQuestion[] = [menu, song],
  routes: Parameters<typeof installFakeApi>[0] = {},
) =>
  installFakeApi({
    [`GET ${base}`]: { status: 200, body: { items } },
    [`GET ${base}/answers`]: {
      status: 200,
      body: {
        items: [
          {
            question: menu,
            answered: 3,
            options: [
              { option: 'Carne', count: 2 },
              { option: 'Peixe', count: 1 },
            ],
            texts: [],
          },
          {
            question: song,
            answered: 1,
            options: [],
            texts: [
              {
                invitationId: 4,
                invitationName: 'Família Souza',
                text: 'Evidências',
              },
            ],
          },
        ],
      },
    },
    ...routes,
  });

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('QuestionsPage', () => {
  it('lists the questions in order and moves one up', async () => {
    const api = installQuestionsApi([menu, song], {
      [`PUT ${base}/order`]: { status: 200, body: { items: [song, menu] } },
    });
    renderSignedIn(<QuestionsPage />);

    const list = await screen.findByRole('list', {
      name: 'Perguntas do convite',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1. Qual o cardápio?');
    expect(items[0]).toHaveTextContent(
      'Uma opção · obrigatória · Carne, Peixe',
    );
    expect(
      within(list).getByRole('button', { name: 'Subir: Qual o cardápio?' }),
    ).toBeDisabled();
    await userEvent.click(
      within(list).getByRole('button', {
        name: 'Subir: Uma música que não pode faltar',
      }),
    );
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')).toMatchObject({
        path: `${base}/order`,
        body: { ids: [2, 1] },
      }),
    );
  });

  it('refuses a choice question with fewer than two options, then saves it required', async () => {
    const api = installQuestionsApi([], {
      [`POST ${base}`]: {
        status: 201,
        body: question(3, 'Vai de ônibus?', {
          kind: 'single',
          options: ['Sim', 'Não'],
          required: true,
        }),
      },
    });
    renderSignedIn(<QuestionsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Nova pergunta' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Nova pergunta' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(form).findByText('* Escreva a pergunta'),
    ).toBeInTheDocument();

    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Pergunta' }),
      'Vai de ônibus?',
    );
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Tipo de resposta' }),
      'Uma opção',
    );
    const options = within(form).getByRole('textbox', {
      name: 'Opções (uma por linha)',
    });
    await userEvent.type(options, 'Sim');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(form).findByText('Dê pelo menos duas opções de resposta.'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(options, '{Enter}Não');
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Obrigatória' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Pergunta salva.');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      label: 'Vai de ônibus?',
      kind: 'single',
      options: ['Sim', 'Não'],
      required: true,
    });
  });

  it('deletes a question after confirmation', async () => {
    const api = installQuestionsApi([menu, song], {
      [`DELETE ${base}/2`]: { status: 200, body: { success: true } },
    });
    renderSignedIn(<QuestionsPage />);

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Excluir: Uma música que não pode faltar',
      }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Excluir pergunta?',
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Excluir' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Pergunta excluída.');
    expect(
      api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path),
    ).toEqual([`${base}/2`]);
  });

  it('stops at 10 questions', async () => {
    installQuestionsApi(
      Array.from({ length: 10 }, (_, index) =>
        question(index + 1, `Pergunta ${index + 1}`),
      ),
    );
    renderSignedIn(<QuestionsPage />);

    expect(
      await screen.findByText('Você já tem 10 perguntas, o máximo.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Nova pergunta' }),
    ).toBeDisabled();
  });

  it("shows the answers: counts per option and each household's text", async () => {
    installQuestionsApi();
    renderSignedIn(<QuestionsPage />);

    const menuAnswers = await screen.findByRole('region', {
      name: 'Qual o cardápio?',
    });
    expect(menuAnswers).toHaveTextContent('3 convites responderam');
    expect(
      within(menuAnswers).getByText('Carne').parentElement,
    ).toHaveTextContent('Carne2');
    const songAnswers = screen.getByRole('region', {
      name: 'Uma música que não pode faltar',
    });
    expect(songAnswers).toHaveTextContent('Família Souza: Evidências');
  });
});
