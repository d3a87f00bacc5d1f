// @vitest-environment jsdom
// DOMPurify sanitises with the browser's HTML parser.
import { IMAGE_PLACEHOLDER } from '@/lib/urls/server-urls';
import { sanitizeHtml } from '@/utils/sanitize-html';

/** Filter-evasion payloads in the style of the OWASP XSS cheat sheet, plus mutation XSS. */
const PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=x oNeRrOr="alert(1)">',
  '<img """><script>alert(1)</script>">',
  '<img src="x" onload="alert(1)" alt="">',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCc+PC9zdmc+#x"></use></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="https://evil.example/x.swf" type="application/x-shockwave-flash"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<base href="https://evil.example/">',
  '<p style="width: expression(alert(1))">x</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<template><script>alert(1)</script></template>',
  '<a id="location" href="#">clobber</a><form name="cookie"></form>',
  '<p data-x="1" aria-hidden="true" onclick="alert(1)">text</p>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<xss onpointerover=alert(1)>x</xss>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<img dynsrc="javascript:alert(1)">',
  '<img lowsrc="javascript:alert(1)">',
  '<a href="javas&#99;ript:alert(1)">x</a>',
];

const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background'];

/** Parses `html` the way the page will (innerHTML) and lists what could run script. */
function dangers(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  const forbidden =
    'script,iframe,frame,object,embed,form,input,button,meta,link,base,style,svg,math,template';
  for (const element of host.querySelectorAll(forbidden)) found.push(`<${element.localName}>`);
  for (const element of host.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) found.push(`${element.localName}[${name}]`);
      if (name === 'style' || name === 'srcdoc') found.push(`${element.localName}[${name}]`);
      if (URL_ATTRS.includes(name.toLowerCase())) {
        // What the browser would follow: entity-decoded, control characters and spaces removed.
        const url = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
        if (/^(?:javascript|vbscript|data):/.test(url) && !/^data:image\//.test(url)) {
          found.push(`${element.localName}[${name}=${value}]`);
        }
      }
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('leaves nothing executable of %s', (payload) => {
    const clean = sanitizeHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(dangers(clean)).toEqual([]);
    // Text before the payload survives (an unclosed payload may swallow what follows it).
    expect(clean).toContain('<p>before</p>');
  });

  it('never lets a payload run while it is parsed and inserted', () => {
    const win = window as Window & { __xss?: unknown };
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = sanitizeHtml(PAYLOADS.join('\n'));
    expect(win.__xss).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
    host.remove();
    alert.mockRestore();
  });

  it('keeps the formatting of an article', () => {
    const html = [
      '<h2>Heading</h2><h3>Sub</h3><h4>Minor</h4>',
      '<p>Some <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text.<br>Next line</p>',
      '<ul><li>one</li></ul><ol><li>two</li></ol>',
      '<blockquote>quoted</blockquote><hr>',
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
      '<pre><code>const a = 1;</code></pre>',
    ].join('');
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps images with their src and alt', () => {
    const clean = sanitizeHtml('<img src="/mock-news/figure-1.svg" alt="A chart">');
    expect(clean).toBe('<img src="/mock-news/figure-1.svg" alt="A chart">');
  });

  it('keeps image data: URLs in img src only', () => {
    const svg = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E';
    expect(sanitizeHtml(`<img src="${svg}" alt="x">`)).toContain(`src="${svg}"`);
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain(
      'src="data:image/png;base64,iVBORw0KGgo="',
    );
    expect(sanitizeHtml('<img src="data:text/html,<script>alert(1)</script>">')).toBe(
      `<img src="${IMAGE_PLACEHOLDER}">`,
    );
    expect(sanitizeHtml(`<a href="${svg}">x</a>`)).toBe('<a>x</a>');
  });

  it('shows images of the storage host and this site, and the placeholder for any other', () => {
    const imageOf = (html: string) => {
      const holder = document.createElement('template');
      holder.innerHTML = sanitizeHtml(html);
      const image = holder.content.querySelector('img');
      return { src: image?.getAttribute('src'), alt: image?.getAttribute('alt') };
    };
    expect(imageOf('<img src="news/port.jpg" alt="港口">')).toEqual({
      src: '/mock-oss/news/port.jpg',
      alt: '港口',
    });
    expect(imageOf('<img src="/mock-oss/a.png" alt="">').src).toBe('/mock-oss/a.png');
    for (const foreign of [
      'https://tracker.example.com/pixel.gif',
      '//tracker.example.com/pixel.gif',
      'http://127.0.0.1:9/x.png',
      'blob:https://example.com/1',
    ]) {
      expect(imageOf(`<img src="${foreign}" alt="x">`)).toEqual({
        src: IMAGE_PLACEHOLDER,
        alt: 'x',
      });
    }
    expect(imageOf('<img alt="no source">').src).toBe(IMAGE_PLACEHOLDER);
  });

  it('keeps same-site and mail links as they are', () => {
    expect(sanitizeHtml('<a href="/business/newsList?category=help">Help</a>')).toBe(
      '<a href="/business/newsList?category=help">Help</a>',
    );
    expect(sanitizeHtml('<a href="mailto:service@example.com">Mail</a>')).toBe(
      '<a href="mailto:service@example.com">Mail</a>',
    );
  });

  it('opens links to other sites in a new tab without access to this page', () => {
    const clean = sanitizeHtml(
      '<a href="https://www.example.org/report" target="_self">Report</a>',
    );
    const host = document.createElement('div');
    host.innerHTML = clean;
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.example.org/report');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  // DOM clobbering: an `id` or `name` in inserted markup becomes a property of `document` or
  // `window` (named access) and can shadow what the app's code reads. The rule: neither attribute
  // survives, whatever element carries it.
  it.each([
    '<img name=getElementById src=x>',
    '<img name="cookie" src="/mock-oss/a.png">',
    '<form id=__proto__></form><p id=__proto__>x</p>',
    '<a id=cookie href="#">x</a>',
    '<a id="location" href="#">x</a><form name="cookie"></form>',
    '<img id="defaultView"><img name="body">',
    '<a id="x"><a id="x" name="y" href="#">collection</a></a>',
  ])(
    'keeps no id or name of %s, so nothing can shadow a property of document or window',
    (payload) => {
      const host = document.createElement('div');
      host.innerHTML = sanitizeHtml(payload);
      const named = Array.from(
        host.querySelectorAll('[id], [name]'),
        (element) => element.outerHTML,
      );
      expect(named).toEqual([]);

      document.body.append(host);
      expect(typeof document.getElementById).toBe('function');
      expect(typeof document.cookie).toBe('string');
      expect(document.body).toBeInstanceOf(HTMLBodyElement);
      expect(document.defaultView).toBe(window);
      expect(Object.getPrototypeOf(document)).not.toBeInstanceOf(Element);
      host.remove();
    },
  );

  it('keeps the text of elements it removes, but not the code of scripts and styles', () => {
    expect(sanitizeHtml('<div><font color="red">Red</font> text</div>')).toBe('Red text');
    expect(sanitizeHtml('<p>A<script>evil()</script><style>p{}</style>B</p>')).toBe('<p>AB</p>');
  });
});
