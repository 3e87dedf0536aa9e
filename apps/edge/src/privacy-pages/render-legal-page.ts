import { privacyLinks } from '@celebra/contracts';
import { LEGAL_TEXTS_UPDATED, type LegalDocument } from './legal-document';
import type { PageLinks } from './page-links';
import { html, SafeHtml } from './safe-html';

/** The product's colours (libs/web/ui theme.css) and a column readable from 360 px up. */
const styles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f7f5f8;color:#1f2430;font:1rem/1.6 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;overflow-wrap:anywhere}
a{color:#b8325f;text-decoration:underline;text-underline-offset:2px}
a:hover{color:#962649}
a:focus-visible{outline:2px solid #b8325f;outline-offset:2px;border-radius:2px}
.skip{position:absolute;left:-9999px}
.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem 1rem;z-index:1}
header,main,footer{max-width:44rem;margin:0 auto;padding:0 1rem}
header{padding-top:1.25rem;padding-bottom:1rem}
.brand{display:inline-flex;align-items:center;gap:.5rem;color:#b8325f;font-weight:700;font-size:1.125rem;text-decoration:none}
.brand svg{width:2rem;height:2rem}
main{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgb(31 36 48/.12);padding:1.5rem 1.25rem}
h1{font-size:1.625rem;line-height:1.25;margin:0 0 .25rem}
h2{font-size:1.25rem;line-height:1.3;margin:2rem 0 .5rem;scroll-margin-top:1rem}
p,ul{margin:.5rem 0}
ul{padding-left:1.25rem}
li{margin:.375rem 0}
.updated{color:#5b6272;font-size:.875rem;margin:0 0 1rem}
.demo{background:#fde8ef;border:1px solid #b8325f;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}
nav.toc{border-top:1px solid #d8d3dc;border-bottom:1px solid #d8d3dc;margin:1rem 0;padding:.5rem 0}
nav.toc h2{font-size:1rem;margin:.25rem 0}
nav.toc ol{margin:.25rem 0;padding-left:1.25rem}
footer{padding-top:1.5rem;padding-bottom:2.5rem;text-align:center;font-size:.875rem;color:#5b6272}
footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 1.25rem}
@media (min-width:640px){main{padding:2rem 2.5rem}h1{font-size:2rem}}
`;

const inlineStyles = new SafeHtml(styles);

const logo = html`<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
  <rect width="32" height="32" rx="8" fill="currentColor" />
  <path
    d="M16 25s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 24 14c0 5.8-8 11-8 11z"
    fill="#fff"
  />
</svg>`;

const labels = privacyLinks;

export interface LegalPageOptions {
  links: PageLinks;
  /** The operator's details are demo values: said above everything else. */
  demo: boolean;
  /** The site host's footer also offers a guest's 'Meus dados'. */
  guestDataInFooter: boolean;
}

const demoNotice = html`<p class="demo" role="note">
  <strong>Demonstração:</strong> a empresa e o encarregado abaixo são dados
  fictícios deste ambiente de testes, não de uma empresa real.
</p>`;

/** A whole page: no script, the styles inline, every value escaped. */
export function renderLegalPage(
  document: LegalDocument,
  { links, demo, guestDataInFooter }: LegalPageOptions,
): string {
  const footerLinks: SafeHtml[] = [
    html`<li><a href="${links.privacy}">${labels.privacy}</a></li>`,
    html`<li><a href="${links.terms}">${labels.terms}</a></li>`,
  ];
  if (guestDataInFooter)
    footerLinks.push(
      html`<li><a href="${links.guestData}">${labels.guestData}</a></li>`,
    );
  return html`<!doctype html>
    <html lang="pt-BR">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${document.title} · Celebra</title>
        <meta name="description" content="${document.description}" />
        <meta name="theme-color" content="#b8325f" />
        <style>
          ${inlineStyles}
        </style>
      </head>
      <body>
        <a class="skip" href="#conteudo">Pular para o conteúdo</a>
        <header><span class="brand">${logo}Celebra</span></header>
        <main id="conteudo">
          ${demo ? demoNotice : ''}
          <h1>${document.title}</h1>
          <p class="updated">Atualizado em ${LEGAL_TEXTS_UPDATED}</p>
          ${document.intro}
          <nav class="toc" aria-labelledby="nesta-pagina">
            <h2 id="nesta-pagina">Nesta página</h2>
            <ol>
              ${document.sections.map(
                (section) =>
                  html`<li>
                    <a href="#${section.id}">${section.heading}</a>
                  </li> `,
              )}
            </ol>
          </nav>
          ${document.sections.map(
            (section) =>
              html`<section aria-labelledby="${section.id}">
                <h2 id="${section.id}">${section.heading}</h2>
                ${section.body}
              </section> `,
          )}
        </main>
        <footer>
          <nav aria-label="${labels.navLabel}">
            <ul>
              ${footerLinks}
            </ul>
          </nav>
        </footer>
      </body>
    </html> `.value;
}
