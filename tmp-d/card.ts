import { writeFileSync, readFileSync } from 'node:fs';
import { createGiftCardPdf } from '../apps/host/src/features/dashboard/lib/gift-card-pdf';
const load = async (family: string) => {
  const name = family.toLowerCase().replace(/\s+/g, '-');
  const weights: Record<string, number> = { 'amatic-sc': 700, 'baloo-2': 500, 'cormorant-garamond': 500, fredoka: 500, 'josefin-slab': 600, quicksand: 500 };
  return new Uint8Array(readFileSync(`node_modules/@fontsource/${name}/files/${name}-latin-${weights[name] ?? 400}-normal.woff`));
};
(async () => {
  for (const [theme, title] of [['classico', 'Ana & Léo'], ['floral', 'Casamento de Maria Eduarda & João Pedro'], ['aniversario-infantil', 'Festa do Téo — 5 anos'], ['rustico', 'Bia & Caio']] as const) {
    const pdf = await createGiftCardPdf({ title, url: 'https://site.celebra.com.br/ana-e-leo#presentes', theme, color: '#b5446e' }, load as never);
    writeFileSync(`/tmp/d-shots/card-${theme}.pdf`, pdf);
  }
})();
