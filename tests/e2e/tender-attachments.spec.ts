import { paths } from '../../src/config/paths';
import { API_PREFIX } from '../../src/contract/http';
import { UploadApi } from '../../src/contract/upload/paths';
import { expect, test } from './fixtures';
import { call } from './fresh-account';
import { loadedFiles } from './loaded-files';
import { catalogues, formatted } from './texts';
import { apiToken, createTender, getTender, tenderBody } from './trade-api';

import type { UploadResult } from '../../src/contract/upload/types';

const t = catalogues['zh-CN'];
const THUMBNAIL_CODE = /^\/assets\/attachment-thumbnail-[\w-]+\.js$/;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);

test.describe("a tender's attachments", () => {
  test('a tender without attachments does not load their code', async ({ page, request }) => {
    const tender = await getTender(request, '5003');
    expect(tender.attachments).toEqual([]);
    await page.goto(paths.business.tenderDetail.href(tender.id));
    await expect(page.getByRole('heading', { level: 1, name: tender.title })).toBeVisible();
    await expect(page.getByRole('region', { name: t['tender.detail.remarks'] })).toBeVisible();
    expect(await loadedFiles(page, THUMBNAIL_CODE)).toBe(0);
  });

  test('an attachment keeps its place while its code loads', async ({ page, request }) => {
    const token = await apiToken(request, 'shipper');
    const upload = await call<UploadResult>(
      request.post(`${API_PREFIX}${UploadApi.upload}`, {
        headers: { token },
        multipart: { file: { name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF } },
      }),
    );
    const tender = await createTender(request, token, tenderBody({ attachments: [upload.url] }));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => THUMBNAIL_CODE.test(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );

    await page.goto(paths.business.tenderDetail.href(tender.id));
    const place = page
      .getByRole('region', { name: t['tender.detail.attachments'] })
      .getByRole('listitem');
    await expect(place).toHaveCount(1);
    const before = await place.boundingBox();
    release();
    const tile = page.getByRole('link', {
      name: formatted(t['upload.openPdf'], {
        name: formatted(t['tender.detail.attachment'], { n: 1 }),
      }),
    });
    await expect(tile).toBeVisible();
    expect(await place.boundingBox()).toEqual(before);
  });
});
