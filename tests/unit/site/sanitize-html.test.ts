import { describe, expect, it } from 'vitest';
import { sanitizePanelHtml } from '@/lib/site/sanitize-html';

const options = { siteOrigin: 'https://agency.example', panelUrl: 'https://panel.example' };
const clean = (html: string) => sanitizePanelHtml(html, options);

describe('sanitizePanelHtml', () => {
  it('keeps ordinary article markup', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italics</em> and <a href="https://agency.example/sobre">a link</a>.</p>' +
      '<ul><li>One</li></ul><blockquote>Quote</blockquote>';
    expect(clean(html)).toBe(html);
  });

  it.each([
    ['a script element', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['a script hidden in svg', '<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['a style element', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['inline styles, classes and ids', '<p style="position:fixed;top:0" class="x" id="y">ok</p>', '<p>ok</p>'],
    ['event handlers', '<p onclick="alert(1)" onmouseover="alert(2)">ok</p>', '<p>ok</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">click</a>', 'click'],
    ['an obfuscated javascript: link', '<a href="  JaVaScRiPt&colon;alert(1)">click</a>', 'click'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">click</a>', 'click'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">click</a>', 'click'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">click</a>', 'click'],
    ['forms and inputs', '<form action="https://evil.example"><input name="card"><button>Pay</button></form>', 'Pay'],
    ['object and embed', '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf"><p>ok</p>', '<p>ok</p>'],
    ['base and meta refresh', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>', '<p>ok</p>'],
    ['a foreign iframe', '<iframe src="https://evil.example.com/phish" width="600" height="400"></iframe><p>ok</p>', '<p>ok</p>'],
    ['an iframe on a look-alike host', '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>', ''],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['a plain-http YouTube iframe', '<iframe src="http://www.youtube.com/embed/abc"></iframe>', ''],
    ['a YouTube page that is not a player', '<iframe src="https://www.youtube.com/redirect?q=https://evil.example"></iframe>', ''],
    ['a protocol-relative iframe', '<iframe src="//www.youtube.com/embed/abc"></iframe>', ''],
    ['an image with an onerror handler and no usable source', '<img src="javascript:alert(1)" onerror="alert(1)">', ''],
    ['an svg data image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">', ''],
    ['the math/style mutation trick', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['an unclosed comment hiding markup', '<p>ok</p><!-- <img src=x onerror=alert(1)> -->', '<p>ok</p>'],
  ])('removes %s', (_label, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it('never lets an on* attribute or a javascript: URL through, whatever the nesting', () => {
    const output = clean(
      '<div><p><a href="java\tscript:alert(1)" onfocus="x">a</a><img src=x onload=alert(1) alt=""><iframe src="https://www.youtube.com/embed/abc" onload="x()"></iframe></p></div>',
    );
    expect(output).not.toMatch(/\son\w+=/i);
    expect(output).not.toMatch(/javascript/i);
  });

  it('keeps YouTube (as its no-cookie player) and Vimeo players with safe attributes only', () => {
    const output = clean(
      '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" title="Clip" frameborder="0" allow="camera; microphone; geolocation" allowfullscreen sandbox="allow-top-navigation"></iframe>' +
        '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e"></iframe>',
    );
    expect(output).toContain('src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"');
    expect(output).toContain('title="Clip"');
    expect(output).toContain('src="https://player.vimeo.com/video/76979871?h=8272103f6e"');
    expect(output).not.toMatch(/camera|microphone|geolocation|frameborder|sandbox/);
  });

  it('names an untitled player for screen readers', () => {
    const output = sanitizePanelHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>', { videoTitle: 'Vídeo' });
    expect(output).toContain('title="Vídeo"');
  });

  it('marks external links noopener noreferrer and leaves internal ones alone', () => {
    expect(clean('<a href="https://instagram.com/agency" target="_blank">ig</a>')).toBe(
      '<a href="https://instagram.com/agency" target="_blank" rel="noopener noreferrer">ig</a>',
    );
    expect(clean('<a href="https://instagram.com/agency" rel="opener">ig</a>')).toBe(
      '<a href="https://instagram.com/agency" rel="noopener noreferrer">ig</a>',
    );
    expect(clean('<a href="/contato" target="main">contact</a>')).toBe('<a href="/contato">contact</a>');
    expect(clean('<a href="mailto:hello@agency.example">mail</a>')).toBe('<a href="mailto:hello@agency.example">mail</a>');
  });

  it('resolves relative image paths against the panel storage and lazy-loads images', () => {
    expect(clean('<img src="posts/4.jpg" alt="Open day" width="1800" height="1200">')).toBe(
      '<img src="https://panel.example/storage/posts/4.jpg" alt="Open day" width="1800" height="1200" loading="lazy" decoding="async" />',
    );
    expect(clean('<img src="https://cdn.example/a.jpg" width="100%">')).toBe(
      '<img src="https://cdn.example/a.jpg" alt="" loading="lazy" decoding="async" />',
    );
  });

  it('keeps raster data images', () => {
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">')).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('turns a body h1 into h2 so the page keeps a single h1', () => {
    expect(clean('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('escapes text so it cannot become markup', () => {
    expect(clean('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>');
  });
});
