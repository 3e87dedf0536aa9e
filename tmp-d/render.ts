import { writeFileSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { renderShareImage } from '../apps/api/src/modules/events/share-image/render-share-image';
import { EVENT_THEMES } from '@celebra/contracts';
(async () => {
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#88aacc' } })
    .composite([{ input: Buffer.from('<svg width="1600" height="1000"><circle cx="800" cy="450" r="300" fill="#d9a066"/><rect x="0" y="700" width="1600" height="300" fill="#3d6b35"/></svg>') }])
    .jpeg().toBuffer();
  const real = process.env.PHOTO ? readFileSync(process.env.PHOTO) : photo;
  for (const theme of EVENT_THEMES) {
    for (const withPhoto of [false, true]) {
      const t0 = Date.now();
      const long = theme === 'floral' || theme === 'praia';
      const jpg = await renderShareImage({
        title: long ? 'Casamento de Maria Eduarda Albuquerque & João Pedro Vasconcellos' : 'Ana & Léo',
        subtitle: long ? 'Com muita alegria convidamos você para celebrar conosco o nosso grande dia, ao pôr do sol' : 'Vamos nos casar!',
        when: '12 de dezembro de 2026, 16:30',
        theme, color: theme === 'boho' ? '#ffee00' : '#b5446e', photoUrl: withPhoto ? 'x' : null,
      }, withPhoto ? real : null);
      const file = `/tmp/d-shots/share-${theme}-${withPhoto ? 'photo' : 'plain'}.jpg`;
      writeFileSync(file, jpg);
      console.log(file, jpg.length, Date.now() - t0, 'ms');
    }
  }
})();
