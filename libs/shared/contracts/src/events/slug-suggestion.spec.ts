import { slugSchema } from '../common.schema';
import { SLUG_MAX_LENGTH } from '../constants';
import { suggestSlug } from './slug-suggestion';

describe('suggestSlug', () => {
  it.each([
    ['Ana & Bruno — Casamento', 'ana-e-bruno-casamento'],
    ['Chá de bebê da Júlia', 'cha-de-bebe-da-julia'],
    ['  João e Maria 2027!  ', 'joao-e-maria-2027'],
    ['ana%20bruno', 'ana-20bruno'],
    ['Ção', 'cao'],
    ['!!!', ''],
  ])('%s → %s', (text, slug) => {
    expect(suggestSlug(text)).toBe(slug);
  });

  it('keeps within the longest slug and ends on a letter or digit', () => {
    const slug = suggestSlug(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b c`);
    expect(slug).toBe('a'.repeat(SLUG_MAX_LENGTH - 1));
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });

  it('gives a valid slug for any title with three letters or more', () => {
    for (const title of [
      'Festa da Ana',
      'Érica & Íris',
      'Casa nova: 2º andar',
    ]) {
      expect(slugSchema.safeParse(suggestSlug(title)).success).toBe(true);
    }
  });
});
