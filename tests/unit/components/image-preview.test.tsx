import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { ImagePreview } from '@/components/image-preview';

import { WithoutAntdStyles } from '../../utils/antd-styles';
import { enUS, zhCN } from '../../utils/catalogues';

const CATALOGUES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

function showPreview(locale: keyof typeof CATALOGUES, onOpenChange = vi.fn()) {
  render(
    <IntlProvider locale={locale} messages={CATALOGUES[locale]}>
      <WithoutAntdStyles>
        <ImagePreview src="/licence.png" alt="Licence" open onOpenChange={onOpenChange} />
      </WithoutAntdStyles>
    </IntlProvider>,
  );
  return onOpenChange;
}

describe('the image preview', () => {
  it.each(['zh-CN', 'en-US'] as const)(
    "names its toolbar's buttons and its close button in %s",
    async (locale) => {
      const t = CATALOGUES[locale];
      const onOpenChange = showPreview(locale);

      const dialog = await screen.findByRole('dialog', { name: 'Licence' });
      for (const id of [
        'upload.preview.flipY',
        'upload.preview.flipX',
        'upload.preview.rotateLeft',
        'upload.preview.rotateRight',
        'upload.preview.zoomOut',
        'upload.preview.zoomIn',
      ] as const) {
        expect(within(dialog).getByRole('button', { name: t[id] })).toBeInTheDocument();
      }
      expect(within(dialog).queryByRole('button', { name: /^(flip|rotate|zoom)/ })).toBeNull();

      await userEvent.click(
        within(dialog).getByRole('button', { name: t['upload.preview.close'] }),
      );
      expect(onOpenChange).toHaveBeenCalledWith(false, expect.anything());
    },
  );

  it('still zooms from its renamed buttons', async () => {
    showPreview('en-US');
    const dialog = await screen.findByRole('dialog', { name: 'Licence' });
    const zoomOut = within(dialog).getByRole('button', { name: enUS['upload.preview.zoomOut'] });
    expect(zoomOut).toBeDisabled();

    await userEvent.click(
      within(dialog).getByRole('button', { name: enUS['upload.preview.zoomIn'] }),
    );

    // The preview applies a zoom in the next animation frame.
    await waitFor(() => expect(zoomOut).toBeEnabled());
  });
});
