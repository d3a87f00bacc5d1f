import { Alert, Button } from 'antd';
import { FormattedMessage } from 'react-intl';

import { useFocusHandOff } from '@/hooks/use-focus-hand-off';
import { useDescribeError } from '@/lib/request/use-describe-error';

interface RetryAlertProps {
  /** What failed ('The codes could not be loaded'); without it the error's own words are the title. */
  title?: string;
  error: unknown;
  /**
   * What the failure means, in place of the error's own words, for an error `describeError` does
   * not know (a chunk that did not load: lib/lazy-part/chunk-failure.ts).
   */
  detail?: string;
  onRetry: () => void;
  /** A retry is under way: the button spins. */
  retrying?: boolean;
  size?: 'small';
}

/**
 * A load that failed, said in words (server error, timeout, offline …, never the raw error) with a
 * Retry button; announced to screen readers. Once the retry brings the data the alert goes, and a
 * focus its Retry had stays in the section around it.
 */
export function RetryAlert({ title, error, detail, onRetry, retrying, size }: RetryAlertProps) {
  const describe = useDescribeError();
  const described = detail ?? describe(error);
  const handOff = useFocusHandOff<HTMLDivElement>();
  return (
    <div ref={handOff}>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={title ?? described}
        description={title ? described : undefined}
        action={
          <Button size={size} onClick={onRetry} loading={retrying}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      />
    </div>
  );
}
