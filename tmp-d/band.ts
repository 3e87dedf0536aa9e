import sharp from 'sharp';
(async () => {
  const pic = '/tmp/d-shots/share-classico-plain.jpg';
  const raw = await sharp(pic).extract({ left: 0, top: 0, width: 1200, height: 16 }).removeAlpha().raw().toBuffer();
  let worst = [0, 0];
  for (let i = 0; i < raw.length; i += 3) { const off = Math.abs(raw[i]-251)+Math.abs(raw[i+1]-248)+Math.abs(raw[i+2]-243); if (off > worst[0]) worst = [off, i/3]; }
  console.log(worst, 'x', worst[1] % 1200, 'y', Math.floor(worst[1]/1200), raw.length);
  const s = await sharp(pic).metadata(); console.log(s.chromaSubsampling, s.space);
})();
