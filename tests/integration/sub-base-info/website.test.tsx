import { screen } from '@testing-library/react';

import { db } from '@mock/core/store';
import type { EnterpriseRow } from '@mock/domains/member/schema';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

const shipper = () => db.enterprises[demoAccounts.shipper.enterpriseId] as EnterpriseRow;

/** The certified shipper's page: its enterprise summary, read-only, with a row per field. */
async function openSummary() {
  await renderRoute('/subBaseInfo', { member: 'shipper' });
  await screen.findByTestId('cert-status');
  expect(screen.getByText('企业官网')).toBeVisible();
}

describe('/subBaseInfo: the company website in the enterprise summary', { timeout: 45_000 }, () => {
  it('links the https site, opening in a new tab', async () => {
    await openSummary();
    const link = screen.getByRole('link', {
      name: 'https://www.hailian-trade.example（在新标签页打开）',
    });
    expect(link).toHaveAttribute('href', 'https://www.hailian-trade.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a script address from the server as text, not a link, and why', async () => {
    shipper().website = 'javascript:alert(1)';
    await openSummary();
    expect(screen.getByText('javascript:alert(1)')).toBeVisible();
    expect(screen.getByText('只打开 https 地址，此地址未打开')).toBeVisible();
    for (const link of screen.getAllByRole('link')) {
      expect(link).not.toHaveAttribute('href', expect.stringMatching(/alert/));
    }
  });
});
