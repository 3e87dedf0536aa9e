import { Modal } from '@celebra/ui';
import { SiteLink } from '../../../components/site-link';
import { guestTexts as t } from '../../../config/texts';
import type { MenuLink } from '../lib/menu-links';

export type SideMenuProps = {
  open: boolean;
  onClose: () => void;
  links: MenuLink[];
};

/** The side menu: the site's sections and custom pages. */
export const SideMenu = ({ open, onClose, links }: SideMenuProps) => (
  <Modal
    open={open}
    onClose={onClose}
    title={t.menuTitle}
    size="sm"
    className="mr-auto ml-0"
  >
    <nav aria-label={t.menuNavigation}>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink
              href={link.href}
              onClick={onClose}
              className="block rounded-lg px-3 py-2 font-medium text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  </Modal>
);
