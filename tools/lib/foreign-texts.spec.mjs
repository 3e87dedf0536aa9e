import {
  findForeignTexts,
  foreignTexts,
  MIN_TEXT_LENGTH,
  readTextModules,
  textModules,
  textsOf,
  webApps,
} from './foreign-texts.mjs';
import { workspaceRoot } from './workspace.mjs';

/*
 * The texts check of `npm run budget`: which texts a web app's build may not hold, and finding
 * them in built files. The builds are stand-ins (a few chunks as strings); the last case reads
 * the real texts modules, so that a module moved or renamed fails here.
 */

const modules = {
  shared: ['* Campo obrigatório', 'Erro ao prosseguir pagamento.'],
  host: ['Cores e Textos', 'Erro ao buscar recados.', 'Lista de Presentes'],
  admin: ['Painel do administrador', 'Erro ao buscar recados.', 'Sair'],
  guest: ['Presentes Selecionados', 'Lista de Presentes'],
  api: ['Rota não encontrada.', 'Limite de ', ' fotos atingido.'],
};

describe('textsOf', () => {
  it('reads the strings and the fixed parts of the templates, not the import paths', () => {
    const source = `
      export { validation } from './validation';
      import { other } from './other';
      export const texts = {
        /** A comment. */
        title: 'Cores e Textos',
        invite: (url: string) => \`Acesse o site do evento: \${url}\`,
        count: (n: number) => \`\${n} de \${n} cotas disponíveis\`,
        plain: \`Sem substituição\`,
      } as const;
    `;
    expect(textsOf(source).sort()).toEqual(
      [
        'Cores e Textos',
        'Acesse o site do evento: ',
        ' de ',
        ' cotas disponíveis',
        'Sem substituição',
      ].sort(),
    );
  });
});

describe('foreignTexts', () => {
  it("gives the other apps' and the api's texts, with their module", () => {
    expect(Object.fromEntries(foreignTexts('guest', modules))).toEqual({
      'Cores e Textos': 'host',
      'Erro ao buscar recados.': 'host',
      'Painel do administrador': 'admin',
      'Rota não encontrada.': 'api',
      ' fotos atingido.': 'api',
    });
  });

  it("leaves out the app's own and shared texts, short ones, and those its source holds", () => {
    const foreign = foreignTexts(
      'host',
      modules,
      "title: 'Rota não encontrada.'",
    );
    expect([...foreign.keys()]).toEqual([
      'Painel do administrador',
      'Presentes Selecionados',
      ' fotos atingido.',
    ]);
    expect('Sair'.length).toBeLessThan(MIN_TEXT_LENGTH);
  });
});

describe('findForeignTexts', () => {
  it('finds a foreign text in any built file, and nothing in a clean build', () => {
    const foreign = foreignTexts('guest', modules);
    const leaky = [
      { file: 'index.html', content: '<title>Celebra</title>' },
      {
        file: 'assets/index-a1.js',
        content:
          'const e={menu:`Presentes Selecionados`,x:"Painel do administrador"};',
      },
      {
        file: 'assets/cart-b2.js',
        content: 'n=>`Limite de ${n} fotos atingido.`',
      },
    ];
    expect(findForeignTexts(foreign, leaky)).toEqual([
      {
        text: 'Painel do administrador',
        module: 'admin',
        file: 'assets/index-a1.js',
      },
      { text: ' fotos atingido.', module: 'api', file: 'assets/cart-b2.js' },
    ]);
    expect(findForeignTexts(foreign, [leaky[0]])).toEqual([]);
  });
});

describe('readTextModules', () => {
  it('reads every texts module of the workspace, each app with texts the others may not hold', async () => {
    const texts = await readTextModules(workspaceRoot);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(textModules).sort());
    expect(texts.admin).toContain('Painel do administrador');
    expect(texts.host).toContain('Gravata digital');
    expect(texts.guest).toContain('Presentes Selecionados');
    expect(texts.api).toContain('Rota não encontrada.');
    expect(texts.shared).toContain('Ocorreu um erro inesperado.');
    for (const app of webApps)
      expect(foreignTexts(app, texts).size).toBeGreaterThan(100);
  });
});
