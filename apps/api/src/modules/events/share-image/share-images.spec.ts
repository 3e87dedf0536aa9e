import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalMediaStorage } from '../../../storage/local-media-storage';
import type { MediaStorage } from '../../../storage/media-storage';
import type { ShareImageContent } from './share-image-content';
import { createShareImages } from './share-images';

let root: string;
let storage: MediaStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'celebra-share-'));
  storage = createLocalMediaStorage(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const content: ShareImageContent = {
  title: 'Ana & Léo',
  subtitle: 'Vamos nos casar!',
  when: '12 de dezembro de 2026, 16:30',
  theme: 'classico',
  color: '#b5446e',
  photoUrl: null,
};

/** A drawing that counts its calls and hands the host's photo back in its bytes. */
function countingRender() {
  const calls: (Buffer | null)[] = [];
  return {
    calls,
    render: async (drawn: ShareImageContent, photo: Buffer | null) => {
      calls.push(photo);
      return Buffer.from(`${drawn.title}|${photo?.toString() ?? ''}`);
    },
  };
}

describe('share pictures', () => {
  it('draws a version once for requests that come together, and another process reads it back', async () => {
    const first = countingRender();
    const images = createShareImages({ storage, render: first.render });
    const pictures = await Promise.all(
      Array.from({ length: 5 }, () => images.picture(1, content)),
    );
    expect(first.calls).toHaveLength(1);
    expect(new Set(pictures.map(String))).toEqual(new Set(['Ana & Léo|']));

    const other = countingRender();
    const otherInstance = createShareImages({ storage, render: other.render });
    expect(String(await otherInstance.picture(1, content))).toBe('Ana & Léo|');
    expect(other.calls).toHaveLength(0);
  });

  it("draws another version when the content changes, with the host's stored photo", async () => {
    const drawing = countingRender();
    const images = createShareImages({ storage, render: drawing.render });
    const { url } = await storage.put(
      'events/2/banner/b.webp',
      Buffer.from('photo'),
      'image/webp',
    );
    await images.picture(2, content);
    const withPhoto = await images.picture(2, { ...content, photoUrl: url });
    expect(String(withPhoto)).toBe('Ana & Léo|photo');
    expect(drawing.calls).toHaveLength(2);
  });

  it('draws without the photo when it is not in the storage', async () => {
    const drawing = countingRender();
    const images = createShareImages({ storage, render: drawing.render });
    await images.picture(3, {
      ...content,
      photoUrl: 'https://cdn.example.com/banner.webp',
    });
    await images.picture(3, {
      ...content,
      photoUrl: '/media/events/3/banner/removed.webp',
    });
    expect(drawing.calls).toEqual([null, null]);
  });

  it('draws again after a failed drawing', async () => {
    let failing = true;
    const images = createShareImages({
      storage,
      render: async () => {
        if (failing) throw new Error('drawing failed');
        return Buffer.from('drawn');
      },
    });
    await expect(images.picture(4, content)).rejects.toThrow('drawing failed');
    failing = false;
    expect(String(await images.picture(4, content))).toBe('drawn');
  });
});
