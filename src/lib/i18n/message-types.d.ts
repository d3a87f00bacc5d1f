import type { MessageId } from '@/locales/message-id';

// Every `id` given to react-intl must exist in the catalogue: a typo is a type error.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
