import {
  contrastRatio,
  EVENT_THEME_LOOKS,
  EVENT_THEMES,
  MIN_TEXT_CONTRAST,
} from '@celebra/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A colour token of the UI kit (libs/web/ui/src/theme.css), which the themes keep. */
const uiToken = (name: string) => {
  const css = readFileSync(
    path.join(__dirname, '../../../../libs/web/ui/src/theme.css'),
    'utf8',
  );
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(
    css,
  )?.[1];
  if (!value) throw new Error(`no --color-${name} in theme.css`);
  return value;
};

/**
 * The themes replace the surfaces the UI kit's status colours sit on: 'Ambiente seguro' in the
 * footer, a field's error in a dialog, the cart's remove button (text, AA) and the fields'
 * borders (a component's outline, 3:1).
 */
describe.each(EVENT_THEMES)('the UI kit on the surface of %s', (theme) => {
  const { surface } = EVENT_THEME_LOOKS[theme].colors;

  it.each(['success', 'danger'])('keeps %s text at AA', (name) => {
    expect(contrastRatio(uiToken(name), surface)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });

  it('keeps the fields’ borders visible (3:1)', () => {
    expect(
      contrastRatio(uiToken('field-border'), surface),
    ).toBeGreaterThanOrEqual(3);
  });
});
