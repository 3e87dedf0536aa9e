import { useEffect, useState } from 'react';
import { wallTexts as t } from '../wall-texts';

export type WallQrCodeProps = { address: string };

/** The QR code of the party page (SVG, the `qrcode` package loaded with the wall only). */
export const WallQrCode = ({ address }: WallQrCodeProps) => {
  const [drawn, setDrawn] = useState<{ address: string; src: string } | null>(
    null,
  );
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(address, {
          type: 'svg',
          margin: 1,
          errorCorrectionLevel: 'M',
        }),
      )
      .then((svg) => {
        if (current)
          setDrawn({
            address,
            src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
          });
      });
    return () => {
      current = false;
    };
  }, [address]);

  const label = t.qrAlt(address);
  return (
    <div className="aspect-square w-full rounded-[1vw] bg-white p-[0.6vw]">
      {drawn?.address === address ? (
        <img src={drawn.src} alt={label} className="h-full w-full" />
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </div>
  );
};
