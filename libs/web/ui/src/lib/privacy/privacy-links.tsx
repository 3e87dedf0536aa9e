import { PRIVACY_PAGE_PATHS, privacyLinks } from '@celebra/contracts';
import { cx } from '../class-names';

const texts = privacyLinks;

export type PrivacyLinksProps = {
  /** The site host's footers also offer a guest's 'Meus dados'. */
  withGuestData?: boolean;
  className?: string;
};

/**
 * 'Política de privacidade', 'Termos de uso' (and on the guest site 'Meus dados'): pages the
 * edge serves, so plain links that load them, not the app's router. Small on purpose: the
 * guest site's footer is in its first download.
 */
export const PrivacyLinks = ({
  withGuestData,
  className,
}: PrivacyLinksProps) => (
  <nav
    aria-label={texts.navLabel}
    className={cx('flex flex-wrap justify-center gap-x-5 gap-y-1', className)}
  >
    <a href={PRIVACY_PAGE_PATHS.privacy} className="underline">
      {texts.privacy}
    </a>
    <a href={PRIVACY_PAGE_PATHS.terms} className="underline">
      {texts.terms}
    </a>
    {withGuestData && (
      <a href={PRIVACY_PAGE_PATHS.guestData} className="underline">
        {texts.guestData}
      </a>
    )}
  </nav>
);

export type PrivacyFooterProps = { className?: string };

/** The footer of the host app's and back office's pages: the privacy notice's links. */
export const PrivacyFooter = ({ className }: PrivacyFooterProps) => (
  <footer className={cx('px-4 py-6 text-center text-sm text-muted', className)}>
    <PrivacyLinks />
  </footer>
);
