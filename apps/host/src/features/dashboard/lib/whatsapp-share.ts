import { hostTexts } from '@celebra/contracts';

/** WhatsApp's share link with the fixed invitation text and the site link. */
export const whatsappShareUrl = (siteUrl: string): string =>
  `https://wa.me/?text=${encodeURIComponent(hostTexts.screens.host.whatsappInvite(siteUrl))}`;
