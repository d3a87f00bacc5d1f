import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

import { IMAGE_PLACEHOLDER, resolveImageUrl } from '@/lib/urls/server-urls';

/**
 * The formatting an article may use. Everything else is dropped: scripts, styles, frames, objects,
 * forms, SVG and MathML (with their content), and any element not listed (its text is kept).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'span',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'kbd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'figure',
  'figcaption',
];

/** No `style`, `class`, `id`/`name` (DOM clobbering), `target` (set by us) or `on*` handler. */
const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
];

/**
 * URLs allowed in href/src: http(s), mailto, tel, and relative addresses (`/x`, `#x`, `x.html`).
 * Anything else with a scheme (`javascript:`, `vbscript:`, `data:`, `file:`...) is removed.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** The only data: URLs kept: raster or SVG images in `<img src>` (an image never runs script). */
const IMAGE_DATA_URL = /^data:image\/(?:png|gif|jpe?g|webp|svg\+xml)[;,]/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_DOM: true,
};

function isExternalHttp(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return /^https?:$/.test(url.protocol) && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

let purifier: DOMPurify | undefined;

/** A DOMPurify instance of its own, so its hooks never touch other uses of the library. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const value = data.attrValue.trim();
    if (!/^data:/i.test(value)) return;
    // DOMPurify lets data: through on <img>, <video>...; keep only image types on <img src>.
    data.keepAttr =
      node.nodeName === 'IMG' && data.attrName === 'src' && IMAGE_DATA_URL.test(value);
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      // An image from the storage host or this site; anything else shows the placeholder, and
      // nothing is fetched from another host.
      node.setAttribute('src', resolveImageUrl(node.getAttribute('src')) ?? IMAGE_PLACEHOLDER);
      return;
    }
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && isExternalHttp(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Untrusted HTML (a news body as an editor wrote it) made safe to insert: nothing that can run
 * script survives, formatting, links and images stay, and links to other sites open in a new tab
 * without access to this page. The one place the app turns untrusted HTML into markup.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
