import { App, Empty } from 'antd';
import { useState } from 'react';

import { PagedResults } from '@/components/paged-results';
import { StatusFilter } from '@/components/status-filter';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/contract/invoice/types';
import { useMutation } from '@/hooks/use-mutation';
import { ExportButton } from '@/lib/export/export-button';
import { useText } from '@/lib/i18n/use-text';

import { issueApplication, rejectApplication } from '../api';
import { useApplicationExport } from '../hooks/use-application-export';
import { useApplicationPage } from '../hooks/use-applications';
import { ApplicationCard } from './application-card';
import styles from './invoice.module.css';
import { RejectDialog } from './reject-dialog';

/**
 * The member's applications (payer), or those addressed to its enterprise (payee) with Issue and
 * Reject on the pending ones; filtered by status, a page at a time.
 */
export function ApplicationList({
  side,
  version,
}: {
  side: 'payer' | 'payee';
  /** Changed when an application was made elsewhere on the page: the list loads again. */
  version?: number;
}) {
  const text = useText();
  const { message } = App.useApp();
  // A payee's desk opens on what waits for an answer; a payer sees everything it applied for.
  const [status, setStatus] = useState<ApplicationStatus | undefined>(
    side === 'payee' ? 'pending' : undefined,
  );
  const [page, setPage] = useState(1);
  const applications = useApplicationPage(side, status, page, version);
  const listExport = useApplicationExport(side, status);
  const [rejecting, setRejecting] = useState<string>();

  // Each answer resolves to its confirmation; a refusal is shown by the request module.
  const answer = useMutation(async (call: () => Promise<string>) => {
    try {
      const done = await call();
      // The member left: the late result changes nothing on the page (see `useMutation`).
      if (answer.signal.aborted) return;
      void message.success(done);
      setRejecting(undefined);
    } catch {
      // Answered meanwhile, or not the payee: the list below shows how it stands now.
    }
    applications.refresh();
  });

  return (
    <>
      <div className={styles.listTools}>
        <StatusFilter<ApplicationStatus>
          label={text('invoice.records.status')}
          value={status}
          allLabel={text('invoice.records.all')}
          states={APPLICATION_STATUSES}
          labelOf={(value) => text(`invoice.status.${value}`)}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <ExportButton source={listExport} />
      </div>
      <PagedResults
        data={applications.data}
        loading={applications.loading}
        error={applications.error}
        onRetry={applications.refresh}
        onPageChange={setPage}
        messages="invoice.records"
        layout={{ cardWidth: 340 }}
        empty={<Empty description={text('invoice.records.empty')} />}
        itemKey={(application) => application.id}
        renderItem={(application) => (
          <ApplicationCard
            application={application}
            busy={answer.running}
            onSent={applications.refresh}
            {...(side === 'payee'
              ? {
                  onIssue: () =>
                    void answer.run(async () => {
                      const issued = await issueApplication(application.id);
                      return text('invoice.records.issued', { invoiceNo: issued.invoiceNo ?? '' });
                    }),
                  onReject: () => setRejecting(application.id),
                }
              : {})}
          />
        )}
      />
      <RejectDialog
        open={rejecting !== undefined}
        busy={answer.running}
        onCancel={() => setRejecting(undefined)}
        onReject={(reason) =>
          void answer.run(async () => {
            await rejectApplication(rejecting ?? '', reason);
            return text('invoice.records.rejected');
          })
        }
      />
    </>
  );
}
