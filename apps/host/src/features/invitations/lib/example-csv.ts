/** The import's example: one household of two, a child, a single guest with a companion. */
export const EXAMPLE_CSV = [
  'nome;sobrenome;convite;grupo;telefone;e-mail;acompanhantes;criança',
  'Maria;Souza;Família Souza;Família da noiva;(11) 98765-4321;maria@exemplo.com.br;0;',
  'João;Souza;Família Souza;Família da noiva;;;0;',
  'Pedro;Souza;Família Souza;Família da noiva;;;0;sim',
  'Ana;Lima;;Amigos;(21) 99876-5432;ana@exemplo.com.br;1;',
].join('\r\n');

export const exampleCsvBlob = () =>
  new Blob([`\uFEFF${EXAMPLE_CSV}\r\n`], { type: 'text/csv;charset=utf-8' });
