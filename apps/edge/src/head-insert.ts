/**
 * `html` with `tag` in its head before the first script (else at the head's end): the browser
 * asks for what the first paint needs (the hero's picture, the theme's stylesheet) before the
 * scripts, which would otherwise take the first connections.
 */
export function withEarlyHeadTag(html: string, tag: string): string {
  const head = /<head\b[^>]*>[\s\S]*?<\/head>/i.exec(html);
  if (!head) return html;
  const inHead = head[0].replace(/<script\b|<\/head>/i, (next) =>
    next.startsWith('</') ? `  ${tag}\n  ${next}` : `${tag}\n    ${next}`,
  );
  return (
    html.slice(0, head.index) + inHead + html.slice(head.index + head[0].length)
  );
}
