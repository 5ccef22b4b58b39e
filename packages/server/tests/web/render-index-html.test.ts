import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from '../../src/web/render-index-html.ts';

const BUILT =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>Admit</title></head><body><div id="root"></div></body></html>';

describe('renderIndexHtml', () => {
  it('replaces the lang attribute of the html element', () => {
    const page = renderIndexHtml(BUILT, 'es');
    expect(page).toContain('<html lang="es" dir="ltr">');
    expect(page).not.toContain('lang="en"');
  });

  it('adds a lang attribute to an html element without one', () => {
    expect(renderIndexHtml('<!doctype html><html><head></head></html>', 'es')).toContain(
      '<html lang="es">',
    );
    expect(renderIndexHtml("<HTML class='x' LANG='en'>", 'es')).toBe(
      '<HTML class=\'x\' lang="es">',
    );
  });

  it('preloads each listed chunk before </head>, in order', () => {
    const page = renderIndexHtml(BUILT, 'es', ['/assets/partner-es-1.js', '/assets/es-2.js']);
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/partner-es-1.js"><link rel="modulepreload" crossorigin href="/assets/es-2.js"></head>',
    );
  });

  it('escapes what it writes into attributes', () => {
    const page = renderIndexHtml(BUILT, 'es', ['/a"><script>x</script>.js']);
    expect(page).toContain('href="/a&quot;&gt;&lt;script&gt;x&lt;/script&gt;.js"');
    expect(page).not.toContain('<script>');
  });

  it('leaves a page without html or head elements as it is', () => {
    expect(renderIndexHtml('<title>Admit</title>', 'es', ['/a.js'])).toBe('<title>Admit</title>');
  });

  it("puts the title in the page's language in place of the build's", () => {
    const page = renderIndexHtml(BUILT, 'es', [], 'Solicitud de admisión');
    expect(page).toContain('<title>Solicitud de admisión</title>');
    expect(page).not.toContain('<title>Admit</title>');
  });

  it('escapes the title it writes, and keeps the title element its attributes', () => {
    const page = renderIndexHtml(
      '<html><head><title data-x="1">Old</title></head></html>',
      'es',
      [],
      'A & B </title><script>x</script>',
    );
    expect(page).toContain(
      '<title data-x="1">A &amp; B &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>',
    );
    expect(page).not.toContain('<script>');
  });

  it("keeps the build's title when none is given", () => {
    expect(renderIndexHtml(BUILT, 'es')).toContain('<title>Admit</title>');
  });
});
