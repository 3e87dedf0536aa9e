/** The personal page of an invitation: '/<slug>/c/<code>'. */
export const invitationPath = (slug: string, code: string) =>
  `/${encodeURIComponent(slug)}/c/${encodeURIComponent(code)}`;
