import { useRequest } from '@/hooks/use-request';

import { getMyTemplatePage } from '../api';

/** The most templates a choice lists: every list's largest page. */
const CHOICE_SIZE = 1000;

/** The issuer's templates, every status, to choose one from (a filter of the redemption records). */
export function useTemplateChoices() {
  return useRequest(
    async () =>
      (await getMyTemplatePage({ current: 1, size: CHOICE_SIZE }, { skipErrorToast: true }))
        .records,
    { onError: () => undefined },
  );
}
