import { messages, PRIVACY_PAGE_PATHS } from '@celebra/contracts';
import { cx } from '../class-names';

const texts = messages.privacyLinks;

export type PrivacyLinksProps = {
  /** The site host's footers also offer a guest's 'Meus dados'. */
  withGuestData?: boolean;
  className?: string;
};

const linkClasses =
  'underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-dark';

/**
 * 'Política de privacidade', 'Termos de uso' (and on the guest site 'Meus dados'): pages the
 * edge serves, so plain links that load them, not the app's router.
 */
export const PrivacyLinks = ({
  withGuestData,
  className,
}: PrivacyLinksProps) => (
  <nav aria-label={texts.navLabel} className={className}>
    <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1">
      <li>
        <a href={PRIVACY_PAGE_PATHS.privacy} className={linkClasses}>
          {texts.privacy}
        </a>
      </li>
      <li>
        <a href={PRIVACY_PAGE_PATHS.terms} className={linkClasses}>
          {texts.terms}
        </a>
      </li>
      {withGuestData && (
        <li>
          <a href={PRIVACY_PAGE_PATHS.guestData} className={linkClasses}>
            {texts.guestData}
          </a>
        </li>
      )}
    </ul>
  </nav>
);

export type PrivacyFooterProps = { className?: string };

/** The footer of the host app's and back office's pages: the privacy notice's links. */
export const PrivacyFooter = ({ className }: PrivacyFooterProps) => (
  <footer className={cx('px-4 py-6 text-center text-sm text-muted', className)}>
    <PrivacyLinks />
  </footer>
);
