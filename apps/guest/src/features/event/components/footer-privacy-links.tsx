import { PrivacyLinks } from '@celebra/ui';
import { memo } from 'react';

/**
 * The footer's links to the privacy notice and to 'Meus dados', a lazy chunk: the site's first
 * download is at its budget. `memo` (the links never change) also makes this chunk import
 * React like every other one: a chunk reaching the JSX runtime alone would split React from
 * it in the first download, which costs more than the links.
 */
export const FooterPrivacyLinks = memo(() => (
  <PrivacyLinks withGuestData className="mt-3" />
));
