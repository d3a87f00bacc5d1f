import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';

import { SUPPORTED_LOCALES, type AppLocale } from '@/config/constants';
import { setLocale } from '@/lib/i18n/locale';
import type { MessageId } from '@/locales/message-id';

/** Each language is named in itself, so both catalogues hold the same names. */
const languageNames: Record<AppLocale, { name: MessageId; short: MessageId }> = {
  'zh-CN': { name: 'layout.language.name.zhCN', short: 'layout.language.short.zhCN' },
  'en-US': { name: 'layout.language.name.enUS', short: 'layout.language.short.enUS' },
};

/** Switches between the two locales in place (no reload). */
export function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const next = SUPPORTED_LOCALES.find((locale) => locale !== intl.locale) ?? SUPPORTED_LOCALES[0];
  const name = intl.formatMessage({ id: languageNames[next].name });

  return (
    <Button
      type="text"
      className={className}
      icon={<TranslationOutlined aria-hidden />}
      aria-label={intl.formatMessage({ id: 'layout.language.switch' }, { language: name })}
      onClick={() => setLocale(next, { reload: false })}
    >
      <span lang={next} className="language-switch__name">
        {name}
      </span>
      {/* Drawn by CSS from data-short: the name above is the button's name at every width, and a
          visible 'EN' that the name does not contain would fail WCAG 2.5.3 (label in name). */}
      <span
        lang={next}
        className="language-switch__short"
        data-short={intl.formatMessage({ id: languageNames[next].short })}
        aria-hidden
      />
    </Button>
  );
}
