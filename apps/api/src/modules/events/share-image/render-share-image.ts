import { SHARE_IMAGE, themeAccent } from '@celebra/contracts';
import satori from 'satori';
import sharp from 'sharp';
import type { ShareImageContent } from './share-image-content';
import { shareImageFonts } from './share-image-fonts';
import { PHOTO_BOX, shareImageLayout } from './share-image-layout';

/** JPEG quality of the picture: well under 300 KB with a photo, no visible blocks. */
const QUALITY = 82;

/** The host's photo cut to the photo's box (the interesting part kept), as a data URL. */
async function photoDataUrl(photo: Buffer): Promise<string> {
  const cut = await sharp(photo, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(PHOTO_BOX.width, PHOTO_BOX.height, {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${cut.toString('base64')}`;
}

/**
 * Draws the share picture of `content` (1200×630 JPEG): satori lays it out with the theme's
 * fonts (text as paths), sharp rasterises it. `photo` is the host's picture, null without one
 * or when it cannot be read (the picture is then drawn without it).
 */
export async function renderShareImage(
  content: ShareImageContent,
  photo: Buffer | null,
): Promise<Buffer> {
  const [fonts, photoUrl] = await Promise.all([
    shareImageFonts(content.theme),
    photo ? photoDataUrl(photo).catch(() => null) : null,
  ]);
  const svg = await satori(
    shareImageLayout({
      title: content.title,
      subtitle: content.subtitle,
      when: content.when,
      theme: content.theme,
      accent: themeAccent(content.color, content.theme),
      photo: photoUrl,
    }) as Parameters<typeof satori>[0],
    { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fonts },
  );
  return sharp(Buffer.from(svg))
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer();
}
