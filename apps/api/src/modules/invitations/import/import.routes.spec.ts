import {
  itemAt,
  type HostInvitation,
  type InvitationImportPreview,
} from '@celebra/contracts';
import { invitations } from '@celebra/db';
import { eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { createHost, type TestHost } from '../../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const base = (host: TestHost) => `/api/users/invitations/${host.event.id}`;

const post = (host: TestHost, path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${base(host)}${path}`,
    headers: host.headers,
    payload,
  });

const file = (bytes: Buffer) => ({
  source: 'file',
  data: bytes.toString('base64'),
});
const utf8 = (text: string, bom = false) =>
  file(
    Buffer.concat([
      Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []),
      Buffer.from(text),
    ]),
  );
const paste = (text: string) => ({ source: 'paste', text });

async function preview(host: TestHost, body: object) {
  const response = await post(host, '/import/preview', body);
  expect(response.statusCode).toBe(200);
  return response.json() as InvitationImportPreview;
}

async function listed(host: TestHost) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${base(host)}?limit=100`,
    headers: host.headers,
  });
  return (response.json() as { items: HostInvitation[] }).items;
}

const people = (result: InvitationImportPreview) =>
  result.rows.map((row) => [row.invitationName, row.firstName, row.lastName]);

describe('POST …/import/preview', () => {
  it('reads a UTF-8 file with BOM, separated by ";", households by "convite"', async () => {
    const host = await createHost(t.database.db);
    const result = await preview(
      host,
      utf8(
        'Nome;Sobrenome;Convite;Grupo;Telefone;E-mail;Acompanhantes;Criança\r\n' +
          'Ana;Souza;Família Souza;Noiva;+55 (11) 98765-4321;ANA@example.com;1;\r\n' +
          'Clara;Souza;família souza;;;;2;sim\r\n' +
          'João;Lima;;Amigos;011 3456-7890;;;\r\n',
        true,
      ),
    );
    expect(result).toMatchObject({
      encoding: 'utf-8',
      separator: ';',
      invitations: 2,
      invalidRows: 0,
    });
    expect(result.rows).toEqual([
      {
        line: 2,
        invitationName: 'Família Souza',
        firstName: 'Ana',
        lastName: 'Souza',
        isChild: false,
        groupName: 'Noiva',
        phoneNumber: '(11) 98765-4321',
        email: 'ana@example.com',
        maxCompanions: 1,
        errors: [],
      },
      {
        line: 3,
        invitationName: 'Família Souza',
        firstName: 'Clara',
        lastName: 'Souza',
        isChild: true,
        groupName: null,
        phoneNumber: '',
        email: '',
        maxCompanions: 2,
        errors: [],
      },
      {
        line: 4,
        invitationName: 'João Lima',
        firstName: 'João',
        lastName: 'Lima',
        isChild: false,
        groupName: 'Amigos',
        phoneNumber: '(11) 3456-7890',
        email: '',
        maxCompanions: 0,
        errors: [],
      },
    ]);
    expect(await listed(host)).toEqual([]);
  });

  it("reads a Windows-1252 file (Excel pt-BR) with 'ç' and 'ã', separated by ','", async () => {
    const host = await createHost(t.database.db);
    const bytes = iconv.encode(
      'nome,família\nConceição Araújo,Família Conceição\nJoão Gonçalves,\n',
      'win1252',
    );
    expect(bytes.includes(0xe7)).toBe(true);
    const result = await preview(host, file(bytes));
    expect(result).toMatchObject({
      encoding: 'windows-1252',
      separator: ',',
    });
    expect(people(result)).toEqual([
      ['Família Conceição', 'Conceição', 'Araújo'],
      ['João Gonçalves', 'João', 'Gonçalves'],
    ]);
  });

  it('reads a paste from a spreadsheet (tab), splitting a full name after the first word', async () => {
    const host = await createHost(t.database.db);
    const result = await preview(
      host,
      paste('Nome\tWhatsApp\nMaria da Silva\t(21) 99876-5432\n'),
    );
    expect(result.separator).toBe('\t');
    expect(
      result.rows.map((row) => [row.firstName, row.lastName, row.phoneNumber]),
    ).toEqual([['Maria', 'da Silva', '(21) 99876-5432']]);
  });

  it('reads a contact list pasted without header: name, then phone and/or e-mail', async () => {
    const host = await createHost(t.database.db);
    const tabs = await preview(
      host,
      paste('Maria Souza\t+55 11 98765-4321\nPedro Reis\tpedro@example.com\n'),
    );
    expect(
      tabs.rows.map((row) => [row.invitationName, row.phoneNumber, row.email]),
    ).toEqual([
      ['Maria Souza', '(11) 98765-4321', ''],
      ['Pedro Reis', '', 'pedro@example.com'],
    ]);
    const commas = await preview(
      host,
      paste('Maria Souza, (11) 98765-4321\r\nLuiz Prado, (31) 3222-1111'),
    );
    expect(commas.separator).toBe(',');
    expect(commas.rows.map((row) => row.phoneNumber)).toEqual([
      '(11) 98765-4321',
      '(31) 3222-1111',
    ]);
  });

  it('flags each bad row with its reason: phone, e-mail, name, duplicates of the list and of the file', async () => {
    const host = await createHost(t.database.db);
    const existing = await post(host, '', {
      name: 'Família Prado',
      members: [{ firstName: 'Luiz', lastName: 'Prado' }],
      phoneNumber: '(11) 91111-2222',
      email: 'prado@example.com',
    });
    expect(existing.statusCode).toBe(201);
    const result = await preview(
      host,
      utf8(
        [
          'nome;telefone;e-mail;convite',
          'Ana Souza;1234;;',
          'Bia Souza;;bia@;',
          ';(11) 97777-8888;;',
          'Caio Prado;;;família prado',
          'Davi Lima;11911112222;;',
          'Eva Rocha;;PRADO@example.com;',
          'Fábio Reis;(11) 95555-6666;;',
          'fabio reis;;;',
          'Gil Reis;11955556666;;',
          'Hugo Reis;11955556666;;Casa Reis',
          'Ivo Reis;11955556666;;casa reis',
        ].join('\n'),
      ),
    );
    expect(result.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, ['Telefone inválido.']],
      [3, ['E-mail inválido.']],
      [4, ['Falta o nome.']],
      [5, ['Já existe um convite com este nome, telefone ou e-mail.']],
      [6, ['Já existe um convite com este nome, telefone ou e-mail.']],
      [7, ['Já existe um convite com este nome, telefone ou e-mail.']],
      [8, []],
      [9, ['Repetido no arquivo.']],
      [10, ['Repetido no arquivo.']],
      [11, ['Repetido no arquivo.']],
      [12, ['Repetido no arquivo.']],
    ]);
    expect(result.invalidRows).toBe(10);
    expect(result.invitations).toBe(1);
  });

  it('refuses a header without a name column, an empty list and more than 2,000 rows with 422', async () => {
    const host = await createHost(t.database.db);
    const cases: [object, string][] = [
      [
        utf8('telefone;email\n(11) 98765-4321;a@b.com\n'),
        'Não encontramos a coluna de nome. Use um cabeçalho com "nome" ou cole uma linha por convidado.',
      ],
      [paste('Nome;Telefone\n\n'), 'Nenhuma linha para importar.'],
      [
        paste(
          Array.from({ length: 2001 }, (_, i) => `Pessoa${i} Teste`).join('\n'),
        ),
        'Importe no máximo 2.000 linhas de cada vez.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post(host, '/import/preview', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('POST …/import', () => {
  it('refuses rows with errors unless asked to skip them; then saves the valid ones', async () => {
    const host = await createHost(t.database.db);
    const body = utf8(
      'nome;sobrenome;convite;telefone\nAna;Souza;Família Souza;(11) 98765-4321\nBruno;Souza;Família Souza;\nCaio;Lima;;123\n',
    );
    const refused = await post(host, '/import', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Há linhas com erro. Corrija-as ou escolha importar só as linhas sem erro.',
    );
    expect(await listed(host)).toEqual([]);

    const saved = await post(host, '/import', { ...body, skipInvalid: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ created: 1, skippedRows: 1 });
    const imported = await listed(host);
    const [, ...others] = imported;
    expect(others).toEqual([]);
    const souza = itemAt(imported, 0);
    expect(souza).toMatchObject({
      name: 'Família Souza',
      source: 'import',
      phoneNumber: '(11) 98765-4321',
      state: 'not-sent',
    });
    expect(souza.members.map((m) => [m.firstName, m.attending])).toEqual([
      ['Ana', null],
      ['Bruno', null],
    ]);

    const again = await post(host, '/import', body);
    expect(again.statusCode).toBe(422);
  });

  it('imports 2,000 rows at once, each an invitation with its own code', async () => {
    const host = await createHost(t.database.db);
    const rows = Array.from(
      { length: 2000 },
      (_, i) => `Pessoa${i};Teste;(11) 9${String(i).padStart(4, '0')}-0000`,
    );
    const response = await post(
      host,
      '/import',
      utf8(`nome;sobrenome;telefone\n${rows.join('\n')}`),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 2000, skippedRows: 0 });
    const summary = await t.app.inject({
      method: 'GET',
      url: `${base(host)}/summary`,
      headers: host.headers,
    });
    expect(summary.json()).toMatchObject({ invitations: 2000, invited: 2000 });
    const [codes] = await t.database.db
      .select({
        distinct: sql<number>`count(distinct ${invitations.code})::int`,
      })
      .from(invitations)
      .where(eq(invitations.eventId, host.event.id));
    expect(codes?.distinct).toBe(2000);
  });
});
