import type { InvitationImportRow } from '@celebra/contracts';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  invitationsBase as base,
  page,
  rsvpSettings,
  summary,
} from '../../../testing/invitations';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { InvitationsPage } from './invitations-page';

const row = (
  line: number,
  firstName: string,
  overrides: Partial<InvitationImportRow> = {},
): InvitationImportRow => ({
  line,
  invitationName: `${firstName} Souza`,
  firstName,
  lastName: 'Souza',
  isChild: false,
  groupName: null,
  phoneNumber: '',
  email: '',
  maxCompanions: 0,
  errors: [],
  ...overrides,
});

const preview = {
  rows: [
    row(1, 'Maria', { phoneNumber: '(11) 98765-4321' }),
    row(2, 'João', { phoneNumber: '123', errors: ['Telefone inválido.'] }),
    row(3, 'Ana', { email: 'ana@example.com' }),
  ],
  invitations: 2,
  invalidRows: 1,
  encoding: 'windows-1252',
  separator: ';',
};

const installImportApi = () =>
  installFakeApi({
    [`GET ${base}`]: page([]),
    [`GET ${base}/summary`]: { status: 200, body: summary() },
    'GET /api/users/rsvp-settings/3': { status: 200, body: rsvpSettings() },
    [`POST ${base}/import/preview`]: { status: 200, body: preview },
    [`POST ${base}/import`]: {
      status: 200,
      body: { created: 2, skippedRows: 1 },
    },
  });

const openImport = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Importar' }),
  );
  return screen.findByRole('dialog', { name: 'Importar convidados' });
};

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('Import', () => {
  it("previews pasted text with each row's errors and imports only when asked to skip them", async () => {
    const api = installImportApi();
    renderSignedIn(<InvitationsPage />);

    const dialog = await openImport();
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Colar texto' }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Lista colada' }),
      'Maria Souza, (11) 98765-4321',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Pré-visualizar' }),
    );

    expect(
      await within(dialog).findByText('2 convites, 1 linha com erro'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Lido como Windows-1252, separado por ponto e vírgula.',
      ),
    ).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Linhas lidas' });
    const joao = within(table)
      .getByText('Telefone inválido.')
      .closest('tr') as HTMLElement;
    expect(joao).toHaveTextContent('João Souza');
    expect(joao).toHaveTextContent('123');
    const importButton = within(dialog).getByRole('button', {
      name: 'Importar',
    });
    expect(importButton).toBeDisabled();

    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Importar só as linhas sem erro',
      }),
    );
    expect(importButton).toBeEnabled();
    await userEvent.click(importButton);

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('2 convites importados (1 linha ignorada).');
    expect(
      api.requests
        .filter((r) => r.method === 'POST')
        .map((r) => [r.path, r.body]),
    ).toEqual([
      [
        `${base}/import/preview`,
        { source: 'paste', text: 'Maria Souza, (11) 98765-4321' },
      ],
      [
        `${base}/import`,
        {
          source: 'paste',
          text: 'Maria Souza, (11) 98765-4321',
          skipInvalid: true,
        },
      ],
    ]);
  });

  it("sends a chosen file's bytes as base64", async () => {
    const api = installImportApi();
    renderSignedIn(<InvitationsPage />);

    const dialog = await openImport();
    const bytes = new Uint8Array([
      0x6e, 0x6f, 0x6d, 0x65, 0x0a, 0x4a, 0x6f, 0xe3, 0x6f,
    ]);
    await userEvent.upload(
      within(dialog).getByLabelText('Escolha o arquivo (.csv)'),
      new File([bytes], 'lista.csv', { type: 'text/csv' }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Pré-visualizar' }),
    );

    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        source: 'file',
        data: Buffer.from(bytes).toString('base64'),
      }),
    );
  });

  it('offers the example CSV with the expected columns', async () => {
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:example';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    installImportApi();
    renderSignedIn(<InvitationsPage />);

    const dialog = await openImport();
    expect(dialog).toHaveTextContent(
      /Colunas reconhecidas: nome, sobrenome, convite, grupo/,
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Baixar exemplo (CSV)' }),
    );
    expect(clicked[0]?.download).toBe('exemplo-convidados.csv');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toMatch(
      /^\uFEFF?nome;sobrenome;convite;grupo;telefone;e-mail;acompanhantes;criança/,
    );
    click.mockRestore();
  });
});
