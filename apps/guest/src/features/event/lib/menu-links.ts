import { guestSiteTexts, type PublicEvent } from '@celebra/contracts';
import { sectionIds, sitePaths } from '../../../config/paths';

export type MenuLink = { label: string; href: string };

const text = guestSiteTexts.screens.guest;

/**
 * Início, Lista de Presentes, Confirmação and Recadinhos (each only when its section is on),
 * then the event's custom pages.
 */
export const menuLinksOf = (event: PublicEvent): MenuLink[] => {
  const { slug, settings } = event;
  const sections: [
    boolean,
    string,
    (typeof sectionIds)[keyof typeof sectionIds],
  ][] = [
    [true, text.menuHome, sectionIds.home],
    [settings.showGiftList, text.menuGifts, sectionIds.gifts],
    [
      settings.allowGuestConfirmation,
      text.menuConfirmation,
      sectionIds.attendance,
    ],
    [settings.showGuestMessages, text.menuMessages, sectionIds.messages],
  ];
  return [
    ...sections
      .filter(([shown]) => shown)
      .map(([, label, id]) => ({ label, href: sitePaths.section(slug, id) })),
    ...event.customPages.map((page) => ({
      label: page.title,
      href: sitePaths.customPage(slug, page.id),
    })),
  ];
};
