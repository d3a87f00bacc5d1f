/* eslint-disable testing-library/no-node-access -- the subject is the markup SafeHtml inserts */
import { render } from '@testing-library/react';

import { SafeHtml } from '@/components/safe-html';

describe('SafeHtml', () => {
  it('renders the formatting and images of untrusted HTML, and nothing that runs', () => {
    const html = [
      '<h2>Rates</h2><p>Hello <strong>world</strong></p>',
      '<img src="/mock-news/figure-1.svg" alt="Chart" onerror="window.__xss=1">',
      '<script>window.__xss=2</script><iframe src="https://evil.example"></iframe>',
      '<a href="javascript:window.__xss=3">bad</a><a href="https://example.org/">good</a>',
    ].join('');
    const { container } = render(<SafeHtml html={html} />);

    const host = container.firstElementChild as HTMLElement;
    expect(host.querySelector('h2')).toHaveTextContent('Rates');
    expect(host.querySelector('strong')).toHaveTextContent('world');
    expect(host.querySelector('img')).toHaveAttribute('alt', 'Chart');
    expect(host.querySelector('img')).not.toHaveAttribute('onerror');
    expect(host.querySelectorAll('script, iframe')).toHaveLength(0);
    const [bad, good] = Array.from(host.querySelectorAll('a'));
    expect(bad).not.toHaveAttribute('href');
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as Window & { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('uses the element asked for and adds the class given', () => {
    const { container } = render(<SafeHtml html="<p>x</p>" as="section" className="extra" />);
    const host = container.firstElementChild as HTMLElement;
    expect(host.tagName).toBe('SECTION');
    expect(host).toHaveClass('extra');
    expect(host.innerHTML).toBe('<p>x</p>');
  });
});
