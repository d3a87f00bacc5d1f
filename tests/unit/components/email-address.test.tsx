import { render, screen } from '@testing-library/react';

import { EmailAddress } from '@/components/email-address';

/** The element that shows `address` whole (its text may be split across inner elements). */
const shownWhole = (address: string) =>
  screen.getByText((_, element) => element?.tagName === 'BDI' && element.textContent === address);

describe('EmailAddress', () => {
  it('reads and copies as the address itself, left to right', () => {
    render(<EmailAddress address="export@hailian--trade.sh-cn.example" />);
    expect(shownWhole('export@hailian--trade.sh-cn.example')).toHaveAttribute('dir', 'ltr');
  });

  it('links the address to be written to when asked', () => {
    render(<EmailAddress address="ops@yuanhang-logistics.example" link />);
    expect(screen.getByRole('link', { name: 'ops@yuanhang-logistics.example' })).toHaveAttribute(
      'href',
      'mailto:ops@yuanhang-logistics.example',
    );
  });

  it('keeps a hyphen at the end of an address', () => {
    render(<EmailAddress address="a@b.example-" />);
    expect(shownWhole('a@b.example-')).toBeVisible();
  });
});
