import { create, toDataURL } from 'qrcode';

/** The dark modules of the QR code of `text` as one SVG path, and its side in modules. */
export const qrCodePath = (text: string): { size: number; path: string } => {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(y, x)) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
};

/** Saves the QR code of `text` as a 1024 px PNG named `fileName`. */
export const downloadQrCodePng = async (
  text: string,
  fileName: string,
): Promise<void> => {
  const dataUrl = await toDataURL(text, { width: 1024, margin: 2 });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.click();
};
