import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SeedPictures } from './seed-options';

const WIDTH = 480;
const HEIGHT = 360;

export const SEED_IMAGE_CONTENT_TYPE = 'image/webp';

/** Deterministic pseudo-random numbers in [0, 1) so a given seed always draws the same picture. */
function sequence(seed: number): () => number {
  let state = seed * 2_654_435_761;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function background(hue: number, seed: number): string {
  const next = sequence(seed + 1);
  const confetti = Array.from({ length: 14 }, () => {
    const x = Math.round(next() * WIDTH);
    const y = Math.round(next() * HEIGHT);
    const r = 4 + Math.round(next() * 6);
    const h = (hue + Math.round(next() * 160)) % 360;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${h},75%,70%)" opacity="0.7"/>`;
  }).join('');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,94%)"/><stop offset="1" stop-color="hsl(${hue},60%,80%)"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${confetti}`;
}

function giftBox(
  x: number,
  y: number,
  w: number,
  h: number,
  hue: number,
): string {
  const box = `hsl(${hue},62%,52%)`;
  const lid = `hsl(${hue},62%,44%)`;
  const ribbon = `hsl(${(hue + 50) % 360},85%,88%)`;
  const cx = x + w / 2;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${box}"/>
    <rect x="${x - 12}" y="${y - 34}" width="${w + 24}" height="40" rx="8" fill="${lid}"/>
    <rect x="${cx - 12}" y="${y - 34}" width="24" height="${h + 34}" fill="${ribbon}"/>
    <ellipse cx="${cx - 30}" cy="${y - 48}" rx="32" ry="18" transform="rotate(-20 ${cx - 30} ${y - 48})" fill="none" stroke="${ribbon}" stroke-width="12"/>
    <ellipse cx="${cx + 30}" cy="${y - 48}" rx="32" ry="18" transform="rotate(20 ${cx + 30} ${y - 48})" fill="none" stroke="${ribbon}" stroke-width="12"/>
    <circle cx="${cx}" cy="${y - 40}" r="12" fill="${ribbon}"/>`;
}

function balloons(hue: number): string {
  return [-90, 0, 90]
    .map((dx, i) => {
      const cx = WIDTH / 2 + dx;
      const cy = 140 - (i === 1 ? 30 : 0);
      const h = (hue + i * 45) % 360;
      return `<path d="M ${cx} ${cy + 70} Q ${cx + 20} ${cy + 140} ${WIDTH / 2} 330" stroke="hsl(${h},30%,40%)" stroke-width="3" fill="none"/>
        <ellipse cx="${cx}" cy="${cy}" rx="56" ry="70" fill="hsl(${h},70%,58%)"/>
        <ellipse cx="${cx - 18}" cy="${cy - 28}" rx="12" ry="20" fill="white" opacity="0.35"/>`;
    })
    .join('');
}

function svg(body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`,
  );
}

/** sharp (libvips) is loaded only when a picture is drawn: the compiled api ships them drawn. */
async function toWebp(image: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(image).webp({ quality: 78 }).toBuffer();
}

/** A wrapped gift on a confetti background; `index` varies the hue and the layout. */
function renderGiftImage(index: number): Promise<Buffer> {
  const hue = (index * 47) % 360;
  const single = giftBox(170, 170, 140, 130, hue);
  const pair =
    giftBox(110, 200, 120, 100, hue) +
    giftBox(270, 170, 110, 130, (hue + 120) % 360);
  return toWebp(
    svg(background(hue, index) + (index % 2 === 0 ? single : pair)),
  );
}

/** Balloons on a confetti background, for event types. */
function renderEventTypeImage(index: number): Promise<Buffer> {
  const hue = (index * 83 + 330) % 360;
  return toWebp(svg(background(hue, 100 + index) + balloons(hue)));
}

const renderers = { gift: renderGiftImage, 'event-type': renderEventTypeImage };

export type SeedPictureKind = keyof typeof renderers;

/**
 * The seed's WebP picture `kind` number `index` (the same bytes for the same arguments): read
 * from `pictures.dir` when drawn there before, else drawn (and written there when
 * `pictures.write`, as the api's build does).
 */
export async function seedPicture(
  kind: SeedPictureKind,
  index: number,
  pictures?: SeedPictures,
): Promise<Buffer> {
  const file = pictures && path.join(pictures.dir, `${kind}-${index}.webp`);
  const drawn = file && (await readFile(file).catch(() => undefined));
  if (drawn) return drawn;
  const image = await renderers[kind](index);
  if (file && pictures.write) {
    await mkdir(pictures.dir, { recursive: true });
    await writeFile(file, image);
  }
  return image;
}
