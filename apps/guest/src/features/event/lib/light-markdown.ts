/**
 * The light markdown of custom pages (plain text): '# ' and '## ' headings, '- ' or '* ' list
 * items, paragraphs separated by blank lines (single newlines kept), **bold** and
 * [links](https://…). Anything else is text; nothing is ever read as HTML.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; content: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'paragraph'; content: Inline[] };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;
const LIST_ITEM = /^\s*[-*]\s+/;

export const parseInline = (text: string): Inline[] => {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last)
      parts.push({ kind: 'text', text: text.slice(last, index) });
    const [whole, bold, linkText = '', href = ''] = match;
    if (bold !== undefined) parts.push({ kind: 'bold', text: bold });
    else parts.push({ kind: 'link', text: linkText, href });
    last = index + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
};

export const parseLightMarkdown = (source: string): Block[] => {
  const blocks: Block[] = [];
  const chunks = source.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    const [firstLine, ...otherLines] = lines;
    if (firstLine === undefined) continue;
    const [, marks, title = ''] = /^(#{1,2})\s+(.*)$/.exec(firstLine) ?? [];
    if (marks !== undefined && otherLines.length === 0) {
      blocks.push({
        kind: 'heading',
        level: marks.length === 1 ? 2 : 3,
        content: parseInline(title.trim()),
      });
    } else if (lines.every((line) => LIST_ITEM.test(line))) {
      blocks.push({
        kind: 'list',
        items: lines.map((line) => parseInline(line.replace(LIST_ITEM, ''))),
      });
    } else {
      blocks.push({
        kind: 'paragraph',
        content: parseInline(lines.join('\n')),
      });
    }
  }
  return blocks;
};
