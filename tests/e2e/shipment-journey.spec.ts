/**
 * A shipment end to end, each party in its own browser: the forwarder books a sailing (a container
 * number with a wrong check digit named beside the field first), records the empty pick-up and the
 * gate-in and uploads the B/L draft; the shipper hears each step at its next notification poll and
 * finds it on the shipment, asks for one change, the forwarder answers with a second version, the
 * shipper approves it, and both see the approved draft with both versions kept. The pages' clocks
 * are Playwright's: a minute's poll is fast-forwarded.
 */
import { paths } from '../../src/config/paths';
import { expectNoViolations } from './axe';
import { expect, JOURNEY_TIMEOUT_MS, test } from './fixtures';
import { logInAndOpen, paidShipment, pdf } from './shipment-parties';
import { catalogues, formatted, pattern, worded } from './texts';

import type { AppLocale } from '../../src/config/constants';
import type { Page } from '@playwright/test';

/** One poll of the unread count (src/features/notification/hooks/use-unread-count.ts). */
const ONE_POLL = '01:00';
const MINUTE = 60_000;

/** The journey's languages: the default and the right-to-left one. */
const journeyLocales = ['zh-CN', 'ar-EG'] as const satisfies readonly AppLocale[];

/** A wall time in Shanghai (the port of loading), as the milestone's picker takes it. */
const shanghai = (instant: number) =>
  new Date(instant + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');

const bell = (page: Page, locale: AppLocale, count: number) =>
  page.getByRole('button', { name: worded(locale, 'notification.bell.label', { count }) });

for (const locale of journeyLocales) {
  const t = catalogues[locale];

  /**
   * At the reader's next poll the bell counts one unread; the panel lists it and leads to the
   * shipment (read again, though the reader may be on its page already), whose timeline shows `step`.
   */
  async function hearAtNextPoll(page: Page, notice: string, step: string) {
    await expect(bell(page, locale, 0)).toBeVisible();
    await page.clock.fastForward(ONE_POLL);
    await bell(page, locale, 1).click();
    const panel = page.getByRole('dialog', { name: t['notification.panel.title'] });
    // The unread one: an older notice of the same kind and shipment is listed too, read.
    await panel
      .getByRole('link', { name: formatted(t['notification.unreadName'], { text: notice }) })
      .click();
    await page.waitForURL((url) => url.pathname === paths.user.shipments.path);
    await expect(
      page
        .getByRole('region', { name: t['shipment.section.timeline'] })
        .getByRole('group', { name: t['shipment.timeline.label'] }),
    ).toContainText(step);
    await expect(bell(page, locale, 0)).toBeVisible();
  }

  test.describe(`${locale}: a shipment`, () => {
    test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the forwarder books and updates, the shipper hears each step at its next poll and approves the second B/L draft', async ({
      page,
      browser,
      request,
    }) => {
      const { shipper, forwarder, shipmentNo } = await paidShipment(request);
      const shipmentUrl = paths.user.shipments.href({ shipmentNo });
      const kind = (code: string) => t[`shipmentForms.kind.${code}` as keyof typeof t];
      const milestone = (code: string) => t[`shipment.milestone.${code}` as keyof typeof t];

      // The shipper's browser (the test's page), on its shipment awaiting a booking.
      await logInAndOpen(page, shipper, locale, shipmentUrl);
      const head = page.getByRole('region', {
        name: formatted(t['shipment.detail.title'], { shipmentNo }),
      });
      await expect(head).toContainText(t['shipment.status.awaiting_booking']);
      await expect(page.getByText(t['shipment.booking.none'])).toBeVisible();

      // The forwarder's browser, on the same shipment.
      const desk = await browser.newPage({ storageState: { cookies: [], origins: [] } });
      await logInAndOpen(desk, forwarder, locale, shipmentUrl);

      await test.step('the forwarder books: a wrong check digit is named beside the field, then the right number', async () => {
        const booking = desk.getByRole('region', { name: t['shipmentForms.booking.title'] });
        await booking
          .getByLabel(t['shipmentForms.booking.no'], { exact: true })
          .fill('COSU6300123456');
        const sailings = booking.getByRole('radiogroup', {
          name: t['shipmentForms.sailing.label'],
        });
        await sailings.getByRole('radio').first().check();
        await booking.getByRole('button', { name: t['shipmentForms.container.add'] }).click();
        const number = booking.getByLabel(
          formatted(t['shipmentForms.container.no'], { index: 1 }),
          { exact: true },
        );
        // CSQU3054383 is a real number: its check digit is 3.
        await number.fill('CSQU3054384');
        await expect(
          booking.getByText(
            formatted(t['shipmentForms.container.checkDigitExpected'], { expected: 3, typed: 4 }),
          ),
        ).toBeVisible();
        await expect(number).toHaveAttribute('aria-invalid', 'true');
        await expectNoViolations(desk);
        await number.fill('CSQU3054383');
        await expect(number).not.toHaveAttribute('aria-invalid', 'true');
        await booking.getByRole('button', { name: t['shipmentForms.booking.submit'] }).click();
        await expect(desk.getByText(t['shipmentForms.booking.done'])).toBeVisible();
        await expect(
          desk.getByRole('region', { name: t['shipmentForms.booking.changeTitle'] }),
        ).toBeVisible();
      });

      await test.step('the shipper hears of the booking at its next poll', async () => {
        await hearAtNextPoll(
          page,
          worded(locale, 'notification.kind.shipmentBooked', {
            party: forwarder.companyName,
            shipmentNo,
          }),
          milestone('booked'),
        );
        const booking = page.getByRole('region', { name: t['shipment.section.booking'] });
        await expect(booking).toContainText('COSU6300123456');
        await expect(booking).toContainText('CSQU3054383');
        await expectNoViolations(page);
      });

      // Each milestone's time is after the booking's (recorded now, to the second) and not after
      // the forwarder's clock, which is moved on past them.
      const emptyAt = Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE;
      const gateInAt = emptyAt + MINUTE;
      await desk.clock.fastForward('03:00');

      for (const [code, at, place] of [
        ['empty_picked_up', emptyAt, 'Yangshan depot 3'],
        ['gated_in', gateInAt, 'Yangshan terminal phase IV'],
      ] as const) {
        await test.step(`the forwarder records ${code}; the shipper hears of it at its next poll`, async () => {
          const section = desk.getByRole('region', {
            name: formatted(t['shipmentForms.milestone.title'], { kind: kind(code) }),
          });
          const time = section.getByLabel(pattern(t['shipmentForms.time.label']));
          await time.click();
          await time.fill(shanghai(at));
          await time.press('Enter');
          await section.getByLabel(t['shipmentForms.place.label'], { exact: true }).fill(place);
          await section
            .getByRole('button', {
              name: formatted(t['shipmentForms.milestone.submit'], { kind: kind(code) }),
            })
            .click();
          await expect(
            desk.getByText(formatted(t['shipmentForms.milestone.done'], { kind: kind(code) })),
          ).toBeVisible();

          await hearAtNextPoll(
            page,
            worded(locale, 'notification.kind.shipmentMilestone', { shipmentNo, milestone: code }),
            milestone(code),
          );
          const timeline = page
            .getByRole('region', { name: t['shipment.section.timeline'] })
            .getByRole('group', { name: t['shipment.timeline.label'] });
          await expect(timeline).toContainText(place);
          await expect(timeline).toContainText(milestone(code));
        });
      }

      const upload = desk.getByRole('form', { name: t['shipmentForms.documents.add'] });
      const draftKind = t['shipmentForms.document.bl_draft'];
      async function uploadDraft(name: string) {
        await upload.getByRole('radio', { name: draftKind }).check();
        await upload
          .getByLabel(t['shipmentForms.file.label'], { exact: true })
          .setInputFiles(pdf(name));
        await expect(upload.getByRole('link', { name })).toBeVisible();
        await upload.getByRole('button', { name: t['shipmentForms.documents.submit'] }).click();
        await expect(
          desk.getByText(formatted(t['shipmentForms.documents.done'], { kind: draftKind })),
        ).toBeVisible();
      }
      const draftUploaded = worded(locale, 'notification.kind.documentUploaded', {
        party: forwarder.companyName,
        document: 'bl_draft',
        shipmentNo,
      });
      const comment = 'Notify party: add the phone number';

      await test.step('the forwarder uploads the B/L draft; the shipper asks for one change', async () => {
        await uploadDraft('BL-draft-v1.pdf');
        await hearAtNextPoll(page, draftUploaded, milestone('gated_in'));
        const review = page.getByRole('region', {
          name: formatted(t['shipmentForms.review.title'], { version: 1 }),
        });
        await review.getByLabel(t['shipmentForms.review.comment'], { exact: true }).fill(comment);
        await review.getByRole('button', { name: t['shipmentForms.review.askChanges'] }).click();
        await expect(page.getByText(t['shipmentForms.review.changesSent'])).toBeVisible();
      });

      await test.step('the forwarder hears the request at its next poll and uploads a second version', async () => {
        await hearAtNextPoll(
          desk,
          worded(locale, 'notification.kind.blChangesRequested', {
            party: shipper.companyName,
            shipmentNo,
            reason: comment,
          }),
          milestone('gated_in'),
        );
        await expect(
          upload.getByText(
            formatted(t['shipmentForms.documents.changesAsked'], { version: 1, comment }),
          ),
        ).toBeVisible();
        await uploadDraft('BL-draft-v2.pdf');
      });

      await test.step('the shipper hears of the second version and approves it', async () => {
        await hearAtNextPoll(page, draftUploaded, milestone('gated_in'));
        const review = page.getByRole('region', {
          name: formatted(t['shipmentForms.review.title'], { version: 2 }),
        });
        await review
          .getByRole('button', {
            name: formatted(t['shipmentForms.review.approve'], { version: 2 }),
          })
          .click();
        await expect(
          page.getByText(formatted(t['shipmentForms.review.approved'], { version: 2 })),
        ).toBeVisible();
      });

      await test.step('the forwarder hears of the approval; both see the approved draft, both versions kept', async () => {
        await hearAtNextPoll(
          desk,
          worded(locale, 'notification.kind.blDraftApproved', {
            party: shipper.companyName,
            shipmentNo,
          }),
          milestone('gated_in'),
        );
        for (const reader of [page, desk]) {
          const draft = reader
            .getByRole('region', { name: t['shipment.section.documents'] })
            .getByRole('region', { name: t['shipment.document.kind.bl_draft'] });
          await expect(draft).toContainText(t['shipment.review.approved']);
          for (const name of ['BL-draft-v1.pdf', 'BL-draft-v2.pdf']) {
            await expect(
              draft.getByRole('link', {
                name: formatted(t['shipment.document.download'], { name }),
              }),
            ).toBeVisible();
          }
          await expect(draft).toContainText(
            formatted(t['shipment.review.changes'], { version: 1 }),
          );
          await expect(draft).toContainText(comment);
          await expect(draft).toContainText(
            formatted(t['shipment.review.approve'], { version: 2 }),
          );
          await expect(
            reader.getByRole('region', { name: /./ }).filter({
              has: reader.getByRole('button', { name: t['shipmentForms.review.askChanges'] }),
            }),
          ).toHaveCount(0);
          await expectNoViolations(reader);
        }
      });

      await desk.context().close();
    });
  });
}
