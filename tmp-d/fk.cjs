const { PDFDocument } = require('pdf-lib');
const fontkit = require('@pdf-lib/fontkit');
const fs = require('fs');
(async () => {
  const pdf = await PDFDocument.create(); pdf.registerFontkit(fontkit);
  const f = await pdf.embedFont(fs.readFileSync('node_modules/@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff'), { subset: true });
  const p = pdf.addPage(); p.drawText('Ana & Léo você pôr ção', { font: f, size: 30, x: 20, y: 700 });
  const bytes = await pdf.save(); console.log(bytes.length, f.name);
  fs.writeFileSync('/tmp/d-shots/fk.pdf', bytes);
})().catch(e => console.error('ERR', e.message));
