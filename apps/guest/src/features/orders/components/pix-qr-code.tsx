import { useQrCodeSvg } from '../../../lib/use-qr-code-svg';
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
  const drawn = useQrCodeSvg(qrCodeBase64 ? null : copyPaste);
  const src = qrCodeBase64 ? `data:image/png;base64,${qrCodeBase64}` : drawn;
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
