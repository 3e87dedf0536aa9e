import type { ComponentPropsWithoutRef } from 'react';

export type ExternalLinkProps = ComponentPropsWithoutRef<'a'> & {
  href: string;
};

/** A link that opens in a new tab, without handing the site to the page it opens. */
export const ExternalLink = ({
  className = 'font-medium text-brand-dark underline',
  ...props
}: ExternalLinkProps) => (
  <a
    {...props}
    target="_blank"
    rel="noopener noreferrer"
    className={className}
  />
);
