import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import { IntlProvider } from 'react-intl';

import { useInputClear } from '@/components/clear-button';

import { arEG } from '../../utils/catalogues';

function Keyword() {
  return <Input aria-label="keyword" allowClear={useInputClear()} />;
}

describe('an input’s clear button', () => {
  it('is named in the page’s language and clears what was typed', async () => {
    const user = userEvent.setup();
    render(
      <IntlProvider locale="ar-EG" messages={arEG}>
        <Keyword />
      </IntlProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'keyword' }), 'Ningbo');
    await user.click(screen.getByRole('button', { name: 'مسح' }));
    expect(screen.getByRole('textbox', { name: 'keyword' })).toHaveValue('');
  });
});
