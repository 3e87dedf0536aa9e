import { PRIVACY_PAGE_PATHS, privacyLinks } from '@celebra/contracts';
import type { ReactNode } from 'react';
import { cx } from '../class-names';

const texts = privacyLinks;

export type PrivacyNoticeProps = {
  /** What the form's personal data is used for, in a sentence. */
  children: ReactNode;
  /** Before a link to the 'Termos de uso' ('Ao criar a conta, você concorda com os'). */
  termsLead?: string;
  className?: string;
};

/** A page the edge serves: a plain link, in a new tab so what was typed in the form stays. */
const NoticeLink = ({ href, label }: { href: string; label: string }) => (
  <a
    href={href}
    target="_blank"
    rel="noreferrer"
    className="font-semibold text-brand-dark underline underline-offset-2 hover:text-brand-darker"
  >
    {label}
    <span className="sr-only"> {texts.newTab}</span>
  </a>
);

/**
 * The short notice at a form that collects personal data: its purpose, the terms when the form
 * makes an agreement, then the link to the 'Política de privacidade'.
 */
export const PrivacyNotice = ({
  children,
  termsLead,
  className,
}: PrivacyNoticeProps) => (
  <p className={cx('text-sm text-muted', className)}>
    {children}{' '}
    {termsLead && (
      <>
        {termsLead}{' '}
        <NoticeLink href={PRIVACY_PAGE_PATHS.terms} label={texts.terms} />.{' '}
      </>
    )}
    {texts.noticeLead}{' '}
    <NoticeLink href={PRIVACY_PAGE_PATHS.privacy} label={texts.privacy} />.
  </p>
);
