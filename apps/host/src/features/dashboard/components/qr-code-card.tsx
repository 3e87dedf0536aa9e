import type { EventTheme } from '@celebra/contracts';
import { clientTexts } from '@celebra/api-client';
import { alertError, Card, inBackground, downloadBlob } from '@celebra/ui';
import { useMemo, useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { qrCodePath } from '../../../lib/printed-card/qr-code';
import { GiftCardDownload } from './gift-card-download';

export type QrCodeCardProps = {
  siteUrl: string;
  slug: string;
  title: string;
  /** The site's theme and the host's colour, which the printed pieces follow. */
  theme: EventTheme;
  color: string;
};

const quietZone = 2;

/**
 * The QR code of the public site, 'Baixar QR code' to save it as a PNG card in the site's
 * theme (drawn by a chunk loaded on the first click, with the theme's fonts), and the
 * 'Gravata digital' card for the party's tables.
 */
export const QrCodeCard = ({
  siteUrl,
  slug,
  title,
  theme,
  color,
}: QrCodeCardProps) => {
  const { size, path } = useMemo(() => qrCodePath(siteUrl), [siteUrl]);
  const [saving, setSaving] = useState(false);
  const side = size + quietZone * 2;

  const download = async () => {
    setSaving(true);
    try {
      const { createQrCardPng } = await import('../lib/qr-card-image');
      const card = await createQrCardPng({ title, url: siteUrl, theme, color });
      downloadBlob(card, `qrcode-${slug}.png`);
    } catch {
      await alertError(clientTexts.unexpected);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="QR code do seu site" headingLevel={2}>
      <div className="flex flex-col items-center gap-3">
        <svg
          viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
          role="img"
          aria-label={`QR code do link ${siteUrl}`}
          shapeRendering="crispEdges"
          className="size-40 rounded-lg border border-line"
        >
          <rect
            x={-quietZone}
            y={-quietZone}
            width={side}
            height={side}
            fill="#fff"
          />
          <path d={path} fill="#000" />
        </svg>
        <p className="text-center text-sm text-muted">
          Imprima nos convites para os convidados abrirem o site pelo celular.
        </p>
        <DownloadButton onClick={inBackground(download)} loading={saving}>
          Baixar QR code
        </DownloadButton>
        <GiftCardDownload
          title={title}
          siteUrl={siteUrl}
          slug={slug}
          theme={theme}
          color={color}
        />
      </div>
    </Card>
  );
};
