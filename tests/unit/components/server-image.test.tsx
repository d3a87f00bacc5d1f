import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { SafeHtml } from '@/components/safe-html';
import { ServerImage } from '@/components/server-image';
import { IMAGE_PLACEHOLDER } from '@/lib/urls/server-urls';

/** Records every value the image's `src` is set to from now on (one change per set, even to the same value). */
function srcChanges(image: HTMLElement): () => Promise<(string | null)[]> {
  const seen: (string | null)[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) seen.push((record.target as Element).getAttribute('src'));
  });
  observer.observe(image, { attributes: true, attributeFilter: ['src'] });
  // Mutation records arrive in a microtask: take them once the events have been handled.
  return async () => {
    await Promise.resolve();
    seen.push(...observer.takeRecords().map(() => image.getAttribute('src')));
    observer.disconnect();
    return seen;
  };
}

describe('ServerImage', () => {
  it('shows a storage key from the object storage', () => {
    render(<ServerImage src="logo/ab12.png" alt="标志" />);
    expect(screen.getByRole('img', { name: '标志' })).toHaveAttribute(
      'src',
      '/mock-oss/logo/ab12.png',
    );
  });

  it('shows the placeholder for another host, and fetches nothing from it', () => {
    render(<ServerImage src="https://tracker.example.net/p.gif" alt="封面" width={240} />);
    const image = screen.getByRole('img', { name: '封面' });
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER);
    expect(image).toHaveAttribute('width', '240');
  });

  it('shows the placeholder when the image fails to load', () => {
    render(<ServerImage src="/mock-oss/gone.png" alt="营业执照" />);
    const image = screen.getByRole('img', { name: '营业执照' });
    expect(image).toHaveAttribute('src', '/mock-oss/gone.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER);
  });

  it('sets the placeholder once: a failure of the placeholder itself changes nothing', async () => {
    render(<ServerImage src="/mock-oss/gone.png" alt="营业执照" />);
    const image = screen.getByRole('img', { name: '营业执照' });
    const changes = srcChanges(image);
    fireEvent.error(image);
    fireEvent.error(image);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER);
    expect(await changes()).toEqual([IMAGE_PLACEHOLDER]);
  });
});

describe('SafeHtml images', () => {
  it('shows the placeholder for an image of the body that fails to load', () => {
    render(<SafeHtml html={'<p><img src="/mock-news/figure-9.svg" alt="航线图"></p>'} />);
    const image = screen.getByRole('img', { name: '航线图' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER);
  });

  it('sets the placeholder of a body image once, however often it reports a failure', async () => {
    render(<SafeHtml html={'<p><img src="/mock-news/figure-9.svg" alt="航线图"></p>'} />);
    const image = screen.getByRole('img', { name: '航线图' });
    const changes = srcChanges(image);
    fireEvent.error(image);
    fireEvent.error(image);
    fireEvent.error(image);
    expect(await changes()).toEqual([IMAGE_PLACEHOLDER]);
  });

  it('shows the placeholder for an image that failed before the page listened for failures', async () => {
    // A failure the browser settled before any listener ran: finished, and no picture to decode.
    const failedEarly = (image: HTMLImageElement) => image.src.includes('failed-early');
    const complete = vi
      .spyOn(HTMLImageElement.prototype, 'complete', 'get')
      .mockImplementation(function (this: HTMLImageElement) {
        return failedEarly(this);
      });
    // jsdom decodes nothing: a finished image here has a picture unless it failed.
    const decode = vi.fn(function (this: HTMLImageElement) {
      return failedEarly(this) ? Promise.reject(new Error('EncodingError')) : Promise.resolve();
    });
    HTMLImageElement.prototype.decode = decode;
    onTestFinished(() => {
      complete.mockRestore();
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    });

    render(
      <SafeHtml
        html={
          '<p><img src="/mock-news/failed-early.svg" alt="图一"><img src="/mock-news/figure-2.svg" alt="图二"></p>'
        }
      />,
    );

    await waitFor(() =>
      expect(screen.getByRole('img', { name: '图一' })).toHaveAttribute('src', IMAGE_PLACEHOLDER),
    );
    expect(screen.getByRole('img', { name: '图二' })).toHaveAttribute(
      'src',
      '/mock-news/figure-2.svg',
    );
  });
});
