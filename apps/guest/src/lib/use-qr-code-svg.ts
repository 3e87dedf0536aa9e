import { useEffect, useState } from 'react';

/**
 * The QR code of `text` as an SVG data URL, drawn in the browser with the `qrcode` package
 * (loaded by the first screen that draws one); null until drawn, and when `text` is null.
 */
export function useQrCodeSvg(text: string | null): string | null {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(
    null,
  );
  useEffect(() => {
    if (text === null) return;
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(text, {
          type: 'svg',
          margin: 1,
          errorCorrectionLevel: 'M',
        }),
      )
      .then((svg) => {
        if (current)
          setDrawn({
            text,
            src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
          });
      });
    return () => {
      current = false;
    };
  }, [text]);
  return drawn !== null && drawn.text === text ? drawn.src : null;
}
