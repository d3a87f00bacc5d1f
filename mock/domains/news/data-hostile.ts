/**
 * Hostile markup planted in a few seeded news bodies, next to normal content, to prove that the
 * client sanitises. Each payload would set `window.__xss` (and log `xss-…`) if it ever ran.
 */
export const XSS_MARKER = '__xss';

/** Served by the news image route as a 200 that is not an image, so an `onerror` would fire. */
export const BROKEN_IMAGE = '/mock-news/not-an-image';

/** An image on a host that is neither the object storage nor the site: a tracking pixel. */
export const FOREIGN_IMAGE = 'https://tracker.evil.example/pixel.gif?reader=1';

export const HOSTILE_BLOCKS: readonly string[] = [
  `<script>window.${XSS_MARKER}='script';console.log('xss-script')</script>`,
  `<p><img src="${BROKEN_IMAGE}" alt="" onerror="window.${XSS_MARKER}='onerror';console.log('xss-onerror')"></p>`,
  `<p><a href="javascript:window.${XSS_MARKER}='link';console.log('xss-link')">查看完整运价表 / Full rate sheet</a></p>`,
  `<p><a href="JaVaScRiPt&#58;window.${XSS_MARKER}='entity-link'">附件 / Attachment</a></p>`,
  `<iframe src="javascript:parent.${XSS_MARKER}='iframe'" title="x"></iframe>`,
  `<iframe srcdoc="<script>parent.${XSS_MARKER}='srcdoc';parent.console.log('xss-srcdoc')</script>"></iframe>`,
  `<details open ontoggle="window.${XSS_MARKER}='ontoggle';console.log('xss-ontoggle')"><summary>更多 / More</summary></details>`,
  `<svg><script>window.${XSS_MARKER}='svg-script'</script></svg>`,
  `<svg onload="window.${XSS_MARKER}='svg-onload'"><circle r="1"></circle></svg>`,
  `<form action="javascript:window.${XSS_MARKER}='form'"><input name="q" autofocus onfocus="window.${XSS_MARKER}='onfocus'"><button>提交 / Submit</button></form>`,
  `<object data="javascript:window.${XSS_MARKER}='object'"></object><embed src="javascript:window.${XSS_MARKER}='embed'">`,
  `<p style="background:url(javascript:window.${XSS_MARKER}='style')" onmouseover="window.${XSS_MARKER}='hover'">悬停 / Hover</p>`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.${XSS_MARKER}='meta'"><base href="https://evil.example/">`,
  `<p><img src="${FOREIGN_IMAGE}" alt="" width="1" height="1"></p>`,
];

/** Mutation XSS swallows what follows it, so it always ends a hostile body. */
export const MUTATION_XSS = `<math><mtext><table><mglyph><style><img src="${BROKEN_IMAGE}" onerror="window.${XSS_MARKER}='mxss';console.log('xss-mxss')">`;
