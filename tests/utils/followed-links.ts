import { onTestFinished } from 'vitest';

export interface FollowedLink {
  href: string;
  download: string;
  target: string;
  /** The file behind an object URL. */
  file?: Blob;
}

type ObjectUrls = {
  createObjectURL?: (blob: Blob) => string;
  revokeObjectURL?: (url: string) => void;
};

/**
 * The links the page follows by script (a download saved through an object URL, a file opened in
 * a new tab), recorded until the test ends. jsdom follows no links and has no object URLs: this
 * stands in for the browser's side only; what the page fetched and named is the real thing.
 */
export function watchFollowedLinks(): FollowedLink[] {
  const followed: FollowedLink[] = [];
  const files = new Map<string, Blob>();
  const urls = globalThis.URL as unknown as ObjectUrls;
  const { createObjectURL, revokeObjectURL } = urls;
  urls.createObjectURL = (blob) => {
    const href = `blob:test/${files.size + 1}`;
    files.set(href, blob);
    return href;
  };
  urls.revokeObjectURL = (href) => void files.delete(href);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function follow(
    this: HTMLAnchorElement,
  ) {
    const file = files.get(this.href);
    followed.push({
      href: this.href,
      download: this.download,
      target: this.target,
      ...(file ? { file } : {}),
    });
  });
  onTestFinished(() => {
    click.mockRestore();
    urls.createObjectURL = createObjectURL;
    urls.revokeObjectURL = revokeObjectURL;
  });
  return followed;
}
