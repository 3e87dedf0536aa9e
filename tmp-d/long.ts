import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { renderShareImage } from '../apps/api/src/modules/events/share-image/render-share-image';
(async () => {
  const jpg = await renderShareImage({ title: 'Casamento de Maria Eduarda Albuquerque Vasconcellos & João Pedro Figueiredo de Oliveira Santos', subtitle: 'Com muita alegria convidamos você para celebrar conosco o nosso grande dia, ao pôr do sol, à beira-mar, com música, dança e muito amor', when: '12 de dezembro de 2026, 16:30', theme: 'classico', color: '#b5446e', photoUrl: null }, null);
  await sharp(jpg).png().toFile('/tmp/d-shots/share-long-classico.png');
})();
