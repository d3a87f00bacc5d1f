import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { groupHsCode } from '@/features/hs-code/utils/hs-input';
import { hsIndex } from '@mock/domains/hs-code/search-index';

import { renderRoute } from '../../utils/render-route';
import { openForm } from './issue-form';

const LABEL = 'HS 编码（选填）';

/** A code whose Chinese description is unique in the sample, to pick by a word. */
function sampleCode() {
  const records = hsIndex().entries.map((entry) => entry.record);
  const row = records.find(
    (item) => records.filter((other) => other.name.includes(item.name)).length === 1,
  );
  if (!row) throw new Error('No uniquely named HS code in the sample');
  return row;
}

describe('/business/tenderIssue HS look-up', { timeout: 120_000 }, () => {
  it('offers codes for a word and sets the picked code', async () => {
    const row = sampleCode();
    const view = await openForm();
    const field = screen.getByLabelText(LABEL);

    await view.events.type(field, row.name);
    const option = await screen.findByText(`${groupHsCode(row.code)} ${row.name}`);
    await view.events.click(option);

    await waitFor(() => expect(field).toHaveValue(row.code));
    await waitFor(() =>
      expect(screen.queryByText('HS 编码为 6–10 位数字')).not.toBeInTheDocument(),
    );
  });

  it('offers codes for a prefix in English', async () => {
    const row = sampleCode();
    const view = await renderRoute('/business/tenderIssue', { member: 'shipper', locale: 'en-US' });
    const field = await screen.findByLabelText(/^HS code/);

    await view.events.type(field, row.code.slice(0, 6));

    expect(await screen.findByText(`${groupHsCode(row.code)} ${row.nameEn}`)).toBeInTheDocument();
  });

  it('keeps a free-typed code that is not in the sample, without dots and spaces', async () => {
    const view = await openForm();
    const field = screen.getByLabelText(LABEL);

    await view.events.type(field, '9999.99 0000');
    await view.events.click(screen.getByLabelText('招标标题'));

    expect(field).toHaveValue('9999990000');
    expect(
      await screen.findByText('样本数据中没有匹配的编码，可直接输入 6–10 位编码'),
    ).toBeInTheDocument();
    expect(screen.queryByText('HS 编码为 6–10 位数字')).not.toBeInTheDocument();
  });

  it('says a word is not a code once the member leaves the field without picking one', async () => {
    const view = await openForm();
    const field = screen.getByLabelText(LABEL);

    await view.events.type(field, 'qqzzxx');
    // Typing a word to look a code up is not an error yet.
    expect(screen.queryByText('HS 编码为 6–10 位数字')).not.toBeInTheDocument();
    await view.events.tab();

    expect(await screen.findByText('HS 编码为 6–10 位数字')).toBeInTheDocument();
    expect(field).toHaveValue('qqzzxx');
  });
});
