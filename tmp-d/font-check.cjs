const { chromium } = require('playwright');
const fs = require('fs');
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const p = await b.newPage({ viewport: { width: 1100, height: 14 * 64 + 20 } });
  const fams = fs.readdirSync('node_modules/@fontsource');
  let css = '', html = '';
  for (const f of fams) {
    const file = fs.readdirSync(`node_modules/@fontsource/${f}/files`).find((n) => /-latin-(400|700)-normal\.woff$/.test(n));
    const woff = fs.readFileSync(`node_modules/@fontsource/${f}/files/${file}`).toString('base64');
    css += `@font-face{font-family:"${f}";src:url(data:font/woff;base64,${woff})}`;
    html += `<div style="font-family:'${f}'">${f}: você pôr Léo São Ênio ÁÉÍÓÚ àãõç</div>`;
  }
  await p.setContent(`<style>${css}body{font-size:40px;margin:10px;line-height:64px}</style>${html}`);
  await p.waitForTimeout(800);
  await p.screenshot({ path: '/tmp/d-shots/chromium-fonts-accents.png' });
  await b.close();
})();
