import { render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { IntlProvider } from 'react-intl';

import type { InvoiceApplication } from '@/contract/invoice/types';
import { IssuedInvoice } from '@/features/invoice/components/issued-invoice';

import { WithoutAntdStyles } from '../../../utils/antd-styles';
import { zhCN } from '../../../utils/catalogues';

/** An issued application as the server sends it, with the PDF address under test. */
function issued(pdfUrl: string) {
  return {
    id: 'ia-1',
    status: 'issued',
    email: 'ap@hailian.cn',
    currency: 'CNY',
    invoiceNo: '26310000000012345678',
    issuedAt: '2026-11-20T10:00:00+08:00',
    pdfUrl,
  } as InvoiceApplication & { invoiceNo: string; issuedAt: string };
}

function renderIssued(pdfUrl: string) {
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <IssuedInvoice application={issued(pdfUrl)} onSent={() => undefined} />
        </App>
      </ConfigProvider>
    </IntlProvider>,
    { wrapper: WithoutAntdStyles },
  );
}

describe('IssuedInvoice', () => {
  it('offers the download of a PDF on this site or the object storage', () => {
    renderIssued('/mock-oss/invoice/0123456789abcdef0123456789abcdef.pdf');
    expect(
      screen.getByRole('button', { name: '下载 PDF：发票 26310000000012345678' }),
    ).toBeEnabled();
  });

  it.each([
    [
      'another host',
      'https://files.evil.example/invoice.pdf',
      '地址不在本平台或其文件存储上，为安全未打开',
    ],
    ['a script address', 'javascript:alert(document.domain)', '只打开 https 地址，此地址未打开'],
    ['a data: page', 'data:text/html,<script>alert(1)</script>', '只打开 https 地址，此地址未打开'],
  ])('offers no download of a PDF on %s, and says why', (_, pdfUrl, reason) => {
    renderIssued(pdfUrl);
    expect(screen.queryByRole('button', { name: /下载 PDF/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(reason, { exact: false })).toHaveTextContent(`发票 PDF： ${reason}`);
  });
});
