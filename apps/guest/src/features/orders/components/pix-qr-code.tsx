import { useEffect, useState } from 'react';
import { orderTexts as t } from '../order-texts';

export type PixQrCodeProps = {
  /** The BR Code the QR code encodes. */
  copyPaste: string;
  /** The provider's PNG of it (base64), used as is when given. */
  qrCodeBase64: string | null;
};

const SIZE = 240;

/**
 * The charge's QR code: the provider's image, or one drawn here from the 'copia e cola' text
 * (SVG, with the `qrcode` package loaded only on this screen).
 */
export const PixQrCode = ({ copyPaste, qrCodeBase64 }: PixQrCodeProps) => {
  const [drawn, setDrawn] = useState<{ code: string; src: string } | null>(
    null,
  );
  useEffect(() => {
    if (qrCodeBase64) return;
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(copyPaste, {
          type: 'svg',
          margin: 1,
          errorCorrectionLevel: 'M',
        }),
      )
      .then((svg) => {
        if (current)
          setDrawn({
            code: copyPaste,
            src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
          });
      });
    return () => {
      current = false;
    };
  }, [copyPaste, qrCodeBase64]);

  const src = qrCodeBase64
    ? `data:image/png;base64,${qrCodeBase64}`
    : drawn?.code === copyPaste
      ? drawn.src
      : null;
  return (
    <div
      className="mx-auto flex items-center justify-center rounded-lg border border-line bg-white p-2"
      style={{ width: SIZE + 18, height: SIZE + 18 }}
    >
      {src ? (
        <img src={src} alt={t.pixQrAlt} width={SIZE} height={SIZE} />
      ) : (
        <span className="sr-only">{t.pixQrAlt}</span>
      )}
    </div>
  );
};
