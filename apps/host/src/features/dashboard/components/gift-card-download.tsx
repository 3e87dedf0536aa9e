import {
  type EventTheme,
  hostTexts,
  SITE_SECTION_IDS,
} from '@celebra/contracts';
import { clientTexts } from '@celebra/api-client';
import { alertError, inBackground, downloadBlob } from '@celebra/ui';
import { useState } from 'react';
import { DownloadButton } from '../../../components/download-button';

export type GiftCardDownloadProps = {
  /** The event's title, the couple's names printed on the card. */
  title: string;
  siteUrl: string;
  slug: string;
  /** The site's theme and the host's colour: the card is printed in them. */
  theme: EventTheme;
  color: string;
};

const t = hostTexts.giftCard;

/** The public site's gift list: its gifts section. */
export const giftListUrl = (siteUrl: string): string =>
  `${siteUrl}#${SITE_SECTION_IDS.gifts}`;

/**
 * 'Baixar gravata digital (PDF)': the printable A6 card with the QR code of the gift list, in
 * the site's theme, made in the browser by a chunk loaded on the first click (pdf-lib, fontkit
 * and the theme's fonts stay off the dashboard).
 */
export const GiftCardDownload = ({
  title,
  siteUrl,
  slug,
  theme,
  color,
}: GiftCardDownloadProps) => {
  const [saving, setSaving] = useState(false);

  const download = async () => {
    setSaving(true);
    try {
      const { createGiftCardPdf } = await import('../lib/gift-card-pdf');
      const pdf = await createGiftCardPdf({
        title,
        url: giftListUrl(siteUrl),
        theme,
        color,
      });
      downloadBlob(
        new Blob([pdf.slice()], { type: 'application/pdf' }),
        t.fileName(slug),
      );
    } catch {
      await alertError(clientTexts.unexpected);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-3 border-t border-line pt-4">
      <p className="text-center text-sm text-muted">
        <strong className="font-semibold text-ink">{t.kicker}:</strong>{' '}
        {t.description}
      </p>
      <DownloadButton onClick={inBackground(download)} loading={saving}>
        {t.download}
      </DownloadButton>
    </div>
  );
};
