import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { TenderApi } from '@/contract/tender/paths';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';
import { expectCards, tendersWhere } from './helpers';

const URL = '/business/tendering';

/** What a gateway (nginx) sends when the server behind it is down or too slow. */
const GATEWAY_PAGES = {
  502: '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
  504: '<html><head><title>504 Gateway Time-out</title></head><body><h1>504 Gateway Time-out</h1></body></html>',
} as const;

// Generous: the first render of a route loads its lazy modules, slow on a busy machine.
describe('/business/tendering behind a failing gateway', { timeout: 45_000 }, () => {
  it.each([502, 504] as const)(
    'shows an HTML %i page as a generic failure with a retry that recovers',
    async (status) => {
      server.use(
        http.get(`*${TenderApi.page}`, () => HttpResponse.html(GATEWAY_PAGES[status], { status }), {
          once: true,
        }),
      );
      const view = await renderRoute(URL);

      // One message in words (the list's own retry panel, no toast beside it), none of the page.
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('招标列表加载失败');
      expect(alert).toHaveTextContent('服务器出错了，请稍后重试');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(document.body.textContent).not.toMatch(/Gateway|nginx|<\/?[a-z]/i);

      // The page still works: Retry loads the list.
      await view.events.click(within(alert).getByRole('button', { name: '重试' }));
      await expectCards(
        tendersWhere((tender) => tender.status === 'open')
          .slice(0, 10)
          .map((tender) => tender.title),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
