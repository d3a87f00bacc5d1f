import { screen } from '@testing-library/react';

import { pngFile, withNodeFileClasses } from '../../utils/upload-files';

import type { UserEvent } from '@testing-library/user-event';

/**
 * Note: in jsdom, role queries over antd buttons become very slow (seconds per button) once an image
 * was uploaded on the page; after an upload, find buttons by their text where it matters.
 *
 * Chooses a PNG in the image field labelled `label` and waits until it is uploaded (its preview
 * button, named `previewName`, shows).
 */
export async function uploadImage(
  events: UserEvent,
  label: string,
  previewName: string,
  file = pngFile(),
): Promise<void> {
  await withNodeFileClasses(async () => {
    await events.upload(screen.getByLabelText(label), file);
    await screen.findByRole('button', { name: previewName });
  });
}
