import { IMAGE_COMPRESSION } from '@celebra/contracts';

let workerLibUrl: string | undefined;

/**
 * Sets where the web worker loads browser-image-compression from: the library's own file
 * served by the app (Vite: `import libURL from
 * 'browser-image-compression/dist/browser-image-compression.js?url'`). Call once at start-up;
 * without it compression runs on the main thread (never from a CDN).
 */
export const configureImageCompression = ({ libURL }: { libURL: string }) => {
  workerLibUrl = libURL;
};

const absoluteUrl = (url: string): string =>
  new URL(url, window.location.href).href;

/**
 * Shrinks an image to at most 5 MB and 1920 px on its longest side, in a web worker.
 * Resolves with the original file when compression fails.
 */
export const compressImage = async (file: File): Promise<File> => {
  try {
    const { default: imageCompression } = await import(
      'browser-image-compression'
    );
    const compressed = await imageCompression(file, {
      maxSizeMB: IMAGE_COMPRESSION.maxSizeMB,
      maxWidthOrHeight: IMAGE_COMPRESSION.maxWidthOrHeight,
      useWebWorker: workerLibUrl !== undefined,
      libURL: workerLibUrl && absoluteUrl(workerLibUrl),
    });
    return new File([compressed], file.name, {
      type: compressed.type || file.type,
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  }
};
