import { render, screen } from '@testing-library/react';

import { CountedTabLabel } from '@/components/counted-tab-label';

const format = (label: string, count: number) => `${label} (${count})`;

function Tab(props: { count: number | undefined; pending: boolean }) {
  return (
    <div role="tab">
      <CountedTabLabel label="Tenders" format={format} {...props} />
    </div>
  );
}

describe('a tab label with its count', () => {
  it('is named by its label alone while the count loads, the room kept unheard', () => {
    const { container } = render(<Tab count={undefined} pending />);
    expect(screen.getByRole('tab', { name: 'Tenders' })).toBeInTheDocument();
    // The counted form is drawn to take its width, hidden from screen readers (and, by the
    // style sheet, from sight: tabs-wrap.spec.ts measures that the tabs do not move).
    expect(screen.getByText('Tenders (0)')).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).toBe('TendersTenders (0)');
  });

  it('shows the count once it has come', () => {
    render(<Tab count={3} pending={false} />);
    expect(screen.getByRole('tab', { name: 'Tenders (3)' })).toBeInTheDocument();
    expect(screen.queryByText('Tenders (0)')).not.toBeInTheDocument();
  });

  it('is its label alone when the count could not be had', () => {
    const { container } = render(<Tab count={undefined} pending={false} />);
    expect(container.textContent).toBe('Tenders');
  });
});
