import { Link } from 'react-router-dom';
import { Logo } from '../brand/logo';

export type LogoLinkProps = {
  to: string;
  /** The accessible name of the link, e.g. 'Celebra — início'. */
  label: string;
};

/** The brand in the top bar, linking to the app's home. */
export const LogoLink = ({ to, label }: LogoLinkProps) => (
  <Link
    to={to}
    aria-label={label}
    className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-dark"
  >
    <Logo />
  </Link>
);
