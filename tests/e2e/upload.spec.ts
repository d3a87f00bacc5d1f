import { paths } from '../../src/config/paths';
import { API_PREFIX } from '../../src/contract/http';
import { UploadApi } from '../../src/contract/upload/paths';
import { uploadTimeoutMs } from '../../src/lib/request/deadline';
import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, storageStatePath, test, inChinese } from './fixtures';
import { fillTender, reviewAndPublish } from './tender-issue-form';
import { catalogues, exact, formatted } from './texts';

import type { Page, Route } from '@playwright/test';

const UPLOAD = `**${API_PREFIX}${UploadApi.upload}`;

/** A PDF of `size` bytes: its signature, then spaces (the app and the mock read the first bytes). */
function pdf(name: string, size: number) {
  const head = Buffer.from('%PDF-1.7\n');
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]),
  };
}

/** Holds every upload until `release` is called; then each goes on to the mock. */
async function holdUploads(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(UPLOAD, async (route: Route) => {
    await held;
    await route.fallback().catch(() => undefined);
  });
  return release;
}

/** Every value a progress bar of the page showed (read as the page changes, not by polling). */
function recordProgress() {
  const seen: number[] = [];
  (window as unknown as { __progress: number[] }).__progress = seen;
  new MutationObserver(() => {
    for (const bar of document.querySelectorAll('[role="progressbar"]')) {
      seen.push(Number(bar.getAttribute('aria-valuenow')));
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

for (const locale of inChinese) {
  const t = catalogues[locale];
  const field = t['tenderIssue.attachments.label'];
  /** What the attachments field takes, as its hint and messages say it. */
  const limits = {
    max: 6,
    maxMb: 5,
    types: locale === 'zh-CN' ? 'JPG、PNG、WEBP或PDF' : 'JPG, PNG, WEBP, or PDF',
  };
  const openPdf = (index: number) =>
    formatted(t['upload.openPdf'], {
      name: formatted(t['tenderIssue.attachments.name'], { index }),
    });
  /**
   * The attachments' own alerts. The page may show another (a notification toast: parallel tests
   * trade with the demo shipper, and the page's poll brings their news while the clock runs on).
   */
  const uploadAlerts = (page: Page) =>
    page
      .getByRole('region', { name: t['tenderIssue.section.more'], exact: true })
      .getByRole('alert');

  test.describe(`${locale}: uploads on /business/tenderIssue`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.use({ storageState: storageStatePath('shipper') });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('a shipper attaches a PDF with a progress bar and publishes it with the tender', async ({
      page,
    }) => {
      await page.addInitScript(recordProgress);
      const title = `E2E ${locale} PDF ${Math.random().toString(36).slice(2, 7)}`;
      await page.goto(paths.business.tenderIssue.href());
      await fillTender(page, t, title);
      const release = await holdUploads(page);

      await page.getByLabel(field, { exact: true }).setInputFiles(pdf('packing-plan.pdf', 2e6));

      const bar = page.getByRole('progressbar', {
        name: formatted(t['upload.progress'], { name: 'packing-plan.pdf', percent: 0 }),
      });
      await expect(bar).toBeVisible();
      await expect(
        page.getByRole('button', {
          name: formatted(t['upload.cancelLabel'], { name: 'packing-plan.pdf' }),
        }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      release();

      const tile = page.getByRole('link', { name: openPdf(1) });
      await expect(tile).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      // The bar followed the bytes the browser sent: it never went back nor past 100. (Whether it
      // is drawn at 100 before the tile replaces it depends on whether the last progress event and
      // the answer come in one task: a busy machine merges them.)
      const shown = await page.evaluate(
        () => (window as unknown as { __progress: number[] }).__progress,
      );
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      expect(shown.every((percent) => percent >= 0 && percent <= 100)).toBe(true);

      await reviewAndPublish(page, t);
      await page.waitForURL((url) => url.pathname.startsWith('/business/tendering/'));
      const detailTile = page.getByRole('link', {
        name: formatted(t['upload.openPdf'], {
          name: formatted(t['tender.detail.attachment'], { n: 1 }),
        }),
      });
      await expect(detailTile).toHaveAttribute('target', '_blank');
      const served = await page.request.get((await detailTile.getAttribute('href')) ?? '');
      expect(served.headers()['content-type']).toBe('application/pdf');
      expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });

    test('an upload the server never answers ends in the time-out message; Retry sends it', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(paths.business.tenderIssue.href());
      const titleField = page.getByLabel(t['tenderIssue.field.title.label'], { exact: true });
      await titleField.fill('Typed before the upload');
      const file = pdf('drawing.pdf', 2.5e6);
      // Never answered: the app gives up by itself.
      await page.route(UPLOAD, () => new Promise<void>(() => {}));
      // The page's time stands still from here: only the steps below move it, however long the
      // machine takes between them (a clock left running would add that to the first step).
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

      await page.getByLabel(field, { exact: true }).setInputFiles(file);
      await expect(page.getByRole('progressbar', { name: /drawing\.pdf/ })).toBeVisible();
      // Longer than the 10 s of other calls: 60 s + 10 s for each started MB.
      await page.clock.fastForward(uploadTimeoutMs(file.buffer.length) - 1_000);
      await expect(page.getByRole('progressbar', { name: /drawing\.pdf/ })).toBeVisible();
      await expect(uploadAlerts(page)).toHaveCount(0);
      await page.clock.fastForward(1_000);

      const alert = uploadAlerts(page);
      await expect(alert).toContainText(formatted(t['upload.timeout'], { name: 'drawing.pdf' }));
      await expect(page.getByRole('progressbar')).toHaveCount(0);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await alert.getByRole('button', { name: exact(t['upload.retry']) }).click();
      await expect(page.getByRole('link', { name: openPdf(1) })).toBeVisible();
      await expect(uploadAlerts(page)).toHaveCount(0);
      await expect(titleField).toHaveValue('Typed before the upload');
    });

    test('a renamed file is refused from its bytes unsent; a cancelled upload leaves nothing', async ({
      page,
    }) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(UploadApi.upload)) sent.push(request.url());
      });
      await page.goto(paths.business.tenderIssue.href());
      const input = page.getByLabel(field, { exact: true });

      await input.setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<!doctype html><title>not a picture</title>'),
      });
      await expect(uploadAlerts(page)).toHaveText(
        formatted(t['upload.badType'], { name: 'photo.png', types: limits.types }),
      );
      expect(sent).toEqual([]);

      await holdUploads(page);
      await input.setInputFiles(pdf('offer.pdf', 1e5));
      await page
        .getByRole('button', { name: formatted(t['upload.cancelLabel'], { name: 'offer.pdf' }) })
        .click();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(uploadAlerts(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: openPdf(1) })).toHaveCount(0);
      await expect(
        page.getByText(formatted(t['tenderIssue.attachments.hint'], { ...limits, count: 0 })),
      ).toBeVisible();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });
}
