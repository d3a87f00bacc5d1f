/** The article's body (the SafeHtml section). */
export function articleBody(): HTMLElement {
  const body = document.querySelector('main article section');
  if (!(body instanceof HTMLElement)) throw new Error('no article body');
  return body;
}

/** Which kinds of formatting the body kept. */
export function formattingIn(body: HTMLElement) {
  return {
    headings: body.querySelector('h2') !== null,
    lists: body.querySelector('ul, ol') !== null,
    images: body.querySelector('img[src^="/mock-news/figure-"]') !== null,
  };
}

/**
 * Everything in the article (page chrome included) that could run script: elements, `on*`
 * handlers, srcdoc and script URLs. SVG and MathML count only inside the body (icons are SVG).
 */
export function executableIn(body: HTMLElement): string[] {
  const article = body.closest('article') ?? body;
  const found: string[] = [];
  const forbidden = 'script, iframe, frame, object, embed, form, input, style, meta, base';
  for (const element of article.querySelectorAll(forbidden)) found.push(element.localName);
  for (const element of body.querySelectorAll('svg, math')) found.push(element.localName);
  for (const element of article.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name) || name === 'srcdoc') found.push(`${element.localName}[${name}]`);
      if (/^\s*(javascript|vbscript):/i.test(value)) found.push(`${element.localName}[${name}]`);
    }
  }
  return found;
}
