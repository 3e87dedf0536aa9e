import { SLUG_MAX_LENGTH } from '../constants';

/**
 * A site link made from free text, e.g. an event title: accents removed, lower-case, '&'
 * read as 'e', every other run of symbols or spaces one hyphen, at most SLUG_MAX_LENGTH
 * characters, no hyphen at either end. 'Ana & Bruno — Casamento' → 'ana-e-bruno-casamento'.
 * The result may still be too short for slugSchema ('' for a title of symbols only).
 */
export function suggestSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' e ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
