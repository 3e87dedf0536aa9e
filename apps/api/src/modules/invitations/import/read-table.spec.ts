import { readTable } from './read-table';

it('reads quoted cells with separators, quotes and line breaks, and names the line each row starts on', () => {
  const text =
    'nome;convite\r\n"Silva; Ana";"Família ""Silva""\nda noiva"\r\n\r\nBruno;Casa 2\nCarla;\n';
  expect(readTable(text, ';')).toEqual([
    { line: 1, cells: ['nome', 'convite'] },
    { line: 2, cells: ['Silva; Ana', 'Família "Silva"\nda noiva'] },
    { line: 5, cells: ['Bruno', 'Casa 2'] },
    { line: 6, cells: ['Carla', ''] },
  ]);
});
