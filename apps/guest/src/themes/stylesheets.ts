import type { EventTheme } from '@celebra/contracts';
import aniversarioInfantil from './aniversario-infantil.css?url';
import boho from './boho.css?url';
import chaDeBebe from './cha-de-bebe.css?url';
import classico from './classico.css?url';
import floral from './floral.css?url';
import minimalista from './minimalista.css?url';
import praia from './praia.css?url';
import rustico from './rustico.css?url';

/**
 * The built stylesheet of each theme (fonts, ornaments, section styles): a separate file per
 * theme, so a visit downloads only the one its event uses (docs/themes.md).
 */
export const themeStylesheets: Record<EventTheme, string> = {
  classico,
  rustico,
  praia,
  minimalista,
  floral,
  boho,
  'cha-de-bebe': chaDeBebe,
  'aniversario-infantil': aniversarioInfantil,
};
