import { useQrCodeSvg } from '../../../../lib/use-qr-code-svg';
import { wallTexts as t } from '../wall-texts';

export type WallQrCodeProps = { address: string };

/** The QR code of the party page (SVG, the `qrcode` package loaded with the wall only). */
export const WallQrCode = ({ address }: WallQrCodeProps) => {
  const src = useQrCodeSvg(address);
  const label = t.qrAlt(address);
  return (
    <div className="aspect-square w-full rounded-[1vw] bg-white p-[0.6vw]">
      {src ? (
        <img src={src} alt={label} className="h-full w-full" />
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </div>
  );
};
