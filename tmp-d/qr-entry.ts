import { createQrCardPng } from '../apps/host/src/features/dashboard/lib/qr-card-image';
(window as any).makeCard = async (content: any, fonts: Record<string, string>) => {
  const blob = await createQrCardPng(content, async (family) => {
    const b64 = fonts[family]!;
    return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  });
  const buf = new Uint8Array(await blob.arrayBuffer());
  let s = ''; for (const b of buf) s += String.fromCharCode(b);
  return btoa(s);
};
