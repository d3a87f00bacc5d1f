import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';

import { DictTag } from '@/components/dict-tag';
import { isTagColour } from '@/components/status-tag';
import { API_PREFIX } from '@/contract/http';
import { loadReferenceData, ReferenceApi, resetReferenceState } from '@/lib/reference';
import type { DictItem } from '@/lib/reference';
import { server } from '@mock/node';

import { zhCN } from '../../utils/catalogues';
import { run } from '../lib/request/harness';

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'ok', data });
const empty = () => ok({ records: [], total: 0, current: 1, size: 100 });

const item = (value: string, color?: string): DictItem => ({
  id: `ts-${value}`,
  dictId: 'd-ts',
  value,
  text: value,
  textEn: value,
  sort: 1,
  ...(color === undefined ? {} : { color }),
});

describe('a dictionary value as a tag', () => {
  beforeEach(() => resetReferenceState());

  it("takes the server's colour when it is one of antd's names, and is plain for any other", async () => {
    server.use(
      http.get(`*${API_PREFIX}${ReferenceApi.provinceListAll}`, empty),
      http.get(`*${API_PREFIX}${ReferenceApi.countryListAll}`, empty),
      http.get(`*${API_PREFIX}${ReferenceApi.dictListAll}`, () =>
        ok({
          probe_status: [
            item('open', 'success'),
            item('closing', 'volcano'),
            item('odd', '#f50'),
            item('script', 'red;background:url(x)'),
          ],
        }),
      ),
    );
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        {['open', 'closing', 'odd', 'script'].map((value) => (
          <DictTag key={value} dict="probe_status" value={value} />
        ))}
      </IntlProvider>,
    );

    await run(() => loadReferenceData());

    // A dictionary the catalogues do not know: each value is its own label.
    // The Tag renders its text as its own content: the element holding the text is the tag.
    const tag = (value: string) => screen.getByText(value);
    await screen.findByText('odd');
    expect(tag('open')).toHaveClass('ant-tag-success');
    expect(tag('closing')).toHaveClass('ant-tag-volcano');
    const colourClasses = (value: string) =>
      [...tag(value).classList].filter(
        (name) => /^ant-tag-/.test(name) && name !== 'ant-tag-filled',
      );
    for (const plain of ['odd', 'script']) {
      expect(colourClasses(plain)).toEqual([]);
      expect(tag(plain).getAttribute('style')).toBeNull();
    }
  });

  it("knows antd's names: hues, their inverses and statuses, and nothing else", () => {
    for (const name of ['blue', 'geekblue-inverse', 'success', 'default', 'processing']) {
      expect(isTagColour(name)).toBe(true);
    }
    for (const other of ['#f50', 'rgb(0,0,0)', 'Blue', '', undefined, 3]) {
      expect(isTagColour(other)).toBe(false);
    }
  });
});
