const esbuild = require('esbuild');
const { chromium } = require('playwright');
const fs = require('fs');
(async () => {
  const out = await esbuild.build({ entryPoints: ['tmp-d/qr-entry.ts'], bundle: true, write: false, format: 'iife', tsconfig: 'tsconfig.base.json',
    plugins: [{ name: 'url', setup(b) { b.onResolve({ filter: /\?url$/ }, (a) => ({ path: a.path, namespace: 'url' })); b.onLoad({ filter: /.*/, namespace: 'url' }, () => ({ contents: 'export default ""' })); } }] });
  const code = out.outputFiles[0].text;
  const weights = { 'amatic-sc': 700, 'baloo-2': 500, 'cormorant-garamond': 500, fredoka: 500, 'josefin-slab': 600, quicksand: 500 };
  const fonts = {};
  for (const n of fs.readdirSync('node_modules/@fontsource')) {
    const family = { 'amatic-sc': 'Amatic SC', 'baloo-2': 'Baloo 2', 'cormorant-garamond': 'Cormorant Garamond', fredoka: 'Fredoka', 'great-vibes': 'Great Vibes', 'josefin-sans': 'Josefin Sans', 'josefin-slab': 'Josefin Slab', jost: 'Jost', karla: 'Karla', lato: 'Lato', nunito: 'Nunito', 'nunito-sans': 'Nunito Sans', 'playfair-display': 'Playfair Display', quicksand: 'Quicksand' }[n];
    fonts[family] = fs.readFileSync(`node_modules/@fontsource/${n}/files/${n}-latin-${weights[n] ?? 400}-normal.woff`).toString('base64');
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage();
  await page.setContent('<html><body></body></html>');
  await page.addScriptTag({ content: code });
  for (const [theme, title] of [['boho', 'Ana & Léo'], ['cha-de-bebe', 'Chá de bebê da Maria Eduarda e do João Pedro'], ['floral', 'Bia & Caio']]) {
    const b64 = await page.evaluate(([c, f]) => window.makeCard(c, f), [{ title, url: 'https://site.celebra.com.br/ana-e-leo', theme, color: '#2e7d32' }, fonts]);
    fs.writeFileSync(`/tmp/d-shots/qrcard-${theme}.png`, Buffer.from(b64, 'base64'));
  }
  await browser.close();
})().catch((e) => { console.error(e); process.exit(1); });
