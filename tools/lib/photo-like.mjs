// Photo-like JPEGs for the performance runs: a sky-to-ground gradient, soft shapes and light
// (grey) noise at several scales (as a real photo has detail at every size), so encoders work as hard as on a
// camera's picture; flat colours would compress to nothing and flatter every figure.
import sharp from 'sharp';

const PALETTES = [
  ['#9cc9e8', '#f1d9b5', '#6b8f4e'],
  ['#f6b38e', '#e9e3d0', '#44604a'],
  ['#b7d3f0', '#fdf2d7', '#b08b5a'],
  ['#cfe3f5', '#f7e1e6', '#7a6a58'],
  ['#f4d8a8', '#c9e4de', '#3f5f73'],
  ['#a9c2de', '#efe6d8', '#8d6e63'],
  ['#e8c8d8', '#fff4e0', '#5d7d5a'],
];

/** Gaussian noise `scale` times smaller than the picture, enlarged: blobs of that size. */
async function noiseLayer(width, height, scale, sigma, seed) {
  const w = Math.max(2, Math.round(width / scale));
  const h = Math.max(2, Math.round(height / scale));
  const small = await sharp({
    create: {
      width: w,
      height: h,
      channels: 1,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128 + (seed % 7), sigma },
    },
  })
    .png()
    .toBuffer();
  return sharp(small)
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
}

/** A `width`×`height` photo-like JPEG (quality 92, as a phone writes), different per `index`. */
export async function photoLikeJpeg(index, width = 4000, height = 3000) {
  const [sky, light, ground] = PALETTES[index % PALETTES.length];
  const circles = Array.from({ length: 9 }, (_, i) => {
    const x = ((index + 1) * 733 * (i + 3)) % width;
    const y = height * 0.35 + (((index + 2) * 389 * (i + 1)) % (height * 0.6));
    const r = 120 + (((index + 3) * 97 * (i + 5)) % 520);
    const colour = [sky, light, ground][i % 3];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="0.55"/>`;
  }).join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1">
        <stop offset="0" stop-color="${sky}"/><stop offset="0.5" stop-color="${light}"/>
        <stop offset="1" stop-color="${ground}"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`,
  );
  const layers = await Promise.all([
    noiseLayer(width, height, 48, 60, index),
    noiseLayer(width, height, 8, 34, index + 1),
    noiseLayer(width, height, 2, 16, index + 2),
  ]);
  return sharp(svg)
    .composite([
      { input: layers[0], blend: 'soft-light' },
      { input: layers[1], blend: 'soft-light' },
      { input: layers[2], blend: 'overlay' },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
}
