import type { PublicCustomPage } from '@celebra/contracts';
import { Fragment, useEffect, useRef } from 'react';
import {
  type Block,
  type Inline,
  parseLightMarkdown,
} from '../lib/light-markdown';
import { ExternalLink } from '../../../components/external-link';

export type CustomPageProps = { page: PublicCustomPage };

const InlineText = ({ parts }: { parts: Inline[] }) =>
  parts.map((part, index) => {
    if (part.kind === 'bold') return <strong key={index}>{part.text}</strong>;
    if (part.kind === 'link')
      return (
        <ExternalLink key={index} href={part.href}>
          {part.text}
        </ExternalLink>
      );
    return <Fragment key={index}>{part.text}</Fragment>;
  });

const BlockView = ({ block }: { block: Block }) => {
  if (block.kind === 'heading') {
    const Heading = block.level === 2 ? 'h2' : 'h3';
    return (
      <Heading className="site-page-heading mt-8 text-xl font-bold text-brand-dark">
        <InlineText parts={block.content} />
      </Heading>
    );
  }
  if (block.kind === 'list')
    return (
      <ul className="mt-4 list-disc space-y-1 pl-6">
        {block.items.map((item, index) => (
          <li key={index}>
            <InlineText parts={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <p className="mt-4 leading-relaxed whitespace-pre-line">
      <InlineText parts={block.content} />
    </p>
  );
};

/** An extra page of the site (PAGE service): its title and its light-markdown content. */
export const CustomPage = ({ page }: CustomPageProps) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(
    () => headingRef.current?.focus({ preventScroll: true }),
    [page.id],
  );
  return (
    <article
      aria-labelledby="pagina-title"
      className="site-page mx-auto min-h-[60dvh] max-w-3xl px-4 py-12 text-ink"
    >
      <h1
        ref={headingRef}
        id="pagina-title"
        tabIndex={-1}
        className="site-page-title text-3xl font-bold break-words text-brand-dark outline-none"
      >
        {page.title}
      </h1>
      {parseLightMarkdown(page.content).map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </article>
  );
};
