import { withHeroShell } from './hero-shell';
import { openEvent } from './testing/public-event';

const indexHtml = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Celebra</title>
  </head>
  <body>
    <div id="root">
      <p role="status" class="flex min-h-dvh">Carregando...</p>
    </div>
  </body>
</html>
`;

const NOW = new Date('2027-03-18T17:30:00Z');

/** The part of `html` inside the shell's element. */
const shellOf = (html: string) =>
  /<div id="hero-shell">([\s\S]*)<\/div><div id="root">/.exec(html)?.[1] ?? '';

describe('the hero shell the edge writes into the guest page', () => {
  it("draws the top bar and the hero before #root, with the banner's AVIF, WebP and JPEG variants, widths and sizes", () => {
    const html = withHeroShell(indexHtml, openEvent('ana-e-leo'), NOW);
    const shell = shellOf(html);

    expect(shell).toContain(
      '<source type="image/avif" srcset="/media/events/3/banner/b-480.avif 480w, /media/events/3/banner/b-800.avif 800w, /media/events/3/banner/b-1600.avif 1600w" sizes="100vw">',
    );
    expect(shell).toContain(
      '<source type="image/webp" srcset="/media/events/3/banner/b-480.webp 480w, /media/events/3/banner/b-800.webp 800w, /media/events/3/banner/b-1600.webp 1600w" sizes="100vw">',
    );
    expect(shell).toContain(
      '<img alt="" src="/media/events/3/banner/b-1600.jpg" srcset="/media/events/3/banner/b-480.jpg 480w, /media/events/3/banner/b-800.jpg 800w, /media/events/3/banner/b-1600.jpg 1600w" sizes="100vw" width="1600" height="900" fetchpriority="high" class="h-48 w-full bg-brand-soft object-cover sm:h-72">',
    );
    expect(shell).toContain('<a href="/ana-e-leo" class="site-topbar-title');
    // The page's own 'Carregando...' stays in #root for the script (hidden by the shell's rules).
    expect(html).toContain(
      '<div id="root">\n      <p role="status" class="flex min-h-dvh">Carregando...</p>',
    );
    expect(html).toMatch(
      /<style>#hero-shell\{display:none\}@supports selector\(:has\(\*\)\)\{.*<\/style>\n {2}<\/head>/,
    );
  });

  it('escapes the title, the subtitle and the picture texts', () => {
    const shell = shellOf(
      withHeroShell(indexHtml, openEvent('ana-e-leo'), NOW),
    );
    const title = 'Ana &amp; Léo &lt;3 &quot;para sempre&quot; d&#39;Ávila';

    expect(shell).toContain(
      `site-hero-title mt-2 text-3xl font-bold break-words text-brand-dark sm:text-4xl">${title}</h1>`,
    );
    expect(shell).toContain(`focus-visible:outline-brand-dark">${title}</a>`);
    expect(shell).toContain(`alt="Foto de ${title}"`);
    expect(shell).toContain(
      '>&lt;b&gt;festa&lt;/b&gt; &amp; &quot;bolo&quot;</h2>',
    );
    expect(shell).not.toContain('<b>');
    expect(shell).not.toContain('<3');
  });

  it('counts down to the event as the site does, and themes the page as its script would', () => {
    const html = withHeroShell(indexHtml, openEvent('ana-e-leo'), NOW);

    expect(shellOf(html)).toMatch(
      /role="timer" aria-label="Contagem regressiva para o evento".*>3<\/span>.*>dias<\/span>.*>1<\/span>.*>hora<\/span>.*>30<\/span>.*>minutos<\/span>/,
    );
    expect(html).toContain(
      '<html lang="pt-BR" data-theme="praia" style="--event-color: #0f766e; --color-brand: #0f766e;',
    );
    expect(html).toContain('--color-canvas: #f4f1ea;');
  });

  it('leaves the page as it is without an event (a protected, unknown or closed site)', () => {
    expect(withHeroShell(indexHtml, undefined, NOW)).toBe(indexHtml);
  });
});
