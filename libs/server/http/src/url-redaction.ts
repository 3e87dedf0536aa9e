import { REDACTED } from './personal-data-log';

/** `/invitations/<token>` (an event member invitation's calls); numeric invitation ids stay. */
const MEMBER_INVITATION_TOKEN = /(\/invitations\/)(?!\d+(?:[/?#]|$))[^/?#]+/g;
/** A household's personal code: the api's `/guests/invitation/<slug>/<code>` (not `…/find`). */
const PERSONAL_CODE_CALL =
  /(\/guests\/invitation\/[^/?#]+\/)(?!find(?:[/?#]|$))[^/?#]+/g;
/** A household's personal page on the site: `/<slug>/c/<code>`. */
const PERSONAL_CODE_PAGE = /^(\/[^/?#]+\/c\/)[^/?#]+/;
/** Each value of a query string (an order's status token, a search term, an e-mail…). */
const QUERY_VALUE = /([?&][^=&#]*=)[^&#]*/g;

/** The URL as a log may keep it: tokens and personal codes in paths and every query value replaced. */
export function redactUrl(url: string): string {
  return url
    .replace(MEMBER_INVITATION_TOKEN, `$1${REDACTED}`)
    .replace(PERSONAL_CODE_CALL, `$1${REDACTED}`)
    .replace(PERSONAL_CODE_PAGE, `$1${REDACTED}`)
    .replace(QUERY_VALUE, `$1${REDACTED}`);
}
