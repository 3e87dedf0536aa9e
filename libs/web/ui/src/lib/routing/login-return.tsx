import { Navigate, useLocation } from 'react-router-dom';
import {
  loginPathWithReturn,
  RETURN_PARAM,
  safeReturnPath,
} from './return-path';

export type RedirectToLoginProps = {
  loginPath: string;
  /** Pages never to come back to after login (e.g. the logout page); '/' and the login page never are. */
  refused?: readonly string[];
};

/** Signed out on a page that needs a session: to the login page, remembering the page asked for. */
export const RedirectToLogin = ({
  loginPath,
  refused = [],
}: RedirectToLoginProps) => {
  const location = useLocation();
  return (
    <Navigate replace to={loginPathWithReturn(loginPath, location, refused)} />
  );
};

export type ContinueAfterLoginProps = {
  loginPath: string;
  /** Where to go when the login page carries no page of this app to return to. */
  fallbackPath: string;
  refused?: readonly string[];
};

/** Signed in on the login page: on to the page asked for before login, else to `fallbackPath`. */
export const ContinueAfterLogin = ({
  loginPath,
  fallbackPath,
  refused = [],
}: ContinueAfterLoginProps) => {
  const { search } = useLocation();
  const next = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM), [
    loginPath,
    ...refused,
  ]);
  return <Navigate replace to={next ?? fallbackPath} />;
};
