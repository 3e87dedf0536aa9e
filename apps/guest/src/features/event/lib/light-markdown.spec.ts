import { parseLightMarkdown } from './light-markdown';

describe('parseLightMarkdown', () => {
  it('reads headings, lists and paragraphs with bold and links', () => {
    expect(
      parseLightMarkdown(
        '# Hospedagem\n\nHotéis **perto** do local:\nligue antes.\n\n- Hotel A\n- [Hotel B](https://hotelb.example)\n\n## Transporte',
      ),
    ).toEqual([
      {
        kind: 'heading',
        level: 2,
        content: [{ kind: 'text', text: 'Hospedagem' }],
      },
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'Hotéis ' },
          { kind: 'bold', text: 'perto' },
          { kind: 'text', text: ' do local:\nligue antes.' },
        ],
      },
      {
        kind: 'list',
        items: [
          [{ kind: 'text', text: 'Hotel A' }],
          [{ kind: 'link', text: 'Hotel B', href: 'https://hotelb.example' }],
        ],
      },
      {
        kind: 'heading',
        level: 3,
        content: [{ kind: 'text', text: 'Transporte' }],
      },
    ]);
  });

  it('keeps markup and links to other schemes as plain text', () => {
    expect(parseLightMarkdown('<b>oi</b> [x](javascript:alert(1))')).toEqual([
      {
        kind: 'paragraph',
        content: [{ kind: 'text', text: '<b>oi</b> [x](javascript:alert(1))' }],
      },
    ]);
  });
});
