import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { navigate } from '../lib/location';

export type SiteLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/** A link inside the site: a plain click navigates without reloading; other clicks stay native. */
export const SiteLink = ({
  href,
  onClick,
  children,
  ...props
}: SiteLinkProps) => {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified =
      event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={handleClick} {...props}>
      {children}
    </a>
  );
};
