import { COMPANY, guestSiteTexts } from '@celebra/contracts';
import { lazy, Suspense } from 'react';
import { LockIcon } from '../../../components/icons';
import { guestTexts as t } from '../../../config/texts';

const FooterPrivacyLinks = lazy(() =>
  import('./footer-privacy-links').then((module) => ({
    default: module.FooterPrivacyLinks,
  })),
);

export type SiteFooterProps = {
  /** The company shown (the platform's by default). */
  company?: typeof COMPANY;
  year?: number;
};

/**
 * 'Ambiente seguro', the copyright line, the company's tax number (when configured) and the
 * links to the privacy notice and to a guest's 'Meus dados'.
 */
export const SiteFooter = ({
  company = COMPANY,
  year = new Date().getFullYear(),
}: SiteFooterProps) => (
  <footer className="site-footer border-t border-line bg-surface px-4 pt-8 pb-24 text-center text-sm text-muted">
    <p className="inline-flex items-center gap-2 font-semibold text-success">
      <LockIcon width={18} height={18} />
      {guestSiteTexts.screens.guest.secure}
    </p>
    <p className="mt-2">
      {t.footerCopyright(year, company.name, company.website)}
    </p>
    {company.taxId && <p className="mt-1">{t.footerTaxId(company.taxId)}</p>}
    <Suspense fallback={null}>
      <FooterPrivacyLinks />
    </Suspense>
  </footer>
);
