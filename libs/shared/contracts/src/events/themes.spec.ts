import { DEFAULT_EVENT_THEME, suggestedEventTheme } from './themes';

describe('suggestedEventTheme', () => {
  it.each([
    ['Casamento', 'classico'],
    ['Chá de bebê', 'cha-de-bebe'],
    ['CHÁ DE FRALDAS', 'cha-de-bebe'],
    ['Aniversário infantil', 'aniversario-infantil'],
    ['Aniversário', 'boho'],
    ['Formatura', 'minimalista'],
    ['Chá de casa nova', 'classico'],
  ])('suggests for %s the theme %s', (typeName, theme) => {
    expect(suggestedEventTheme(typeName)).toBe(theme);
  });

  it('falls back to the default theme for a type it does not know', () => {
    expect(suggestedEventTheme('Encontro de turma')).toBe(DEFAULT_EVENT_THEME);
  });
});
