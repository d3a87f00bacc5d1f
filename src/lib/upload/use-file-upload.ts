import { useLatest, useUnmount } from 'ahooks';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { FILE_KINDS, type FileKind } from '@/contract/upload/file-type';
import type { UploadResult } from '@/contract/upload/types';
import { useText } from '@/lib/i18n/use-text';
import { BizCode, describeError, isBizError, isTransportError } from '@/lib/request';
import { checkServerFileUrl } from '@/lib/urls/server-urls';

import { uploadFile } from './api';
import { fileProblem, type FileProblem } from './check-file';

const MB = 1024 * 1024;

/** A file on its way to the server. */
export interface UploadInProgress {
  id: number;
  name: string;
  /** Whole percent of the file sent. */
  percent: number;
}

/** A refused file or a failed upload, said next to the field; `retry` sends the file again. */
export interface UploadProblem {
  message: string;
  retry?: () => void;
}

export interface FileUploadOptions {
  /** The kinds the field takes (a subset of what the upload call stores). */
  kinds: readonly FileKind[];
  maxBytes: number;
  /** Called with each stored file. */
  onUploaded: (result: UploadResult) => void;
  /** One file at a time (an image field): a new choice cancels the upload under way. */
  single?: boolean;
}

/**
 * Start, progress, cancel and retry of uploads for one field. A chosen file is checked first
 * (name, size, first bytes) and refused without a request; a sent one shows its progress and can
 * be cancelled, which ends it without a message. A time-out or a lost connection gives a message
 * with retry; a refusal by the server (4000) gives its reason only.
 */
export function useFileUpload({ kinds, maxBytes, onUploaded, single }: FileUploadOptions) {
  const text = useText();
  const intl = useIntl();
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const [problem, setProblem] = useState<UploadProblem>();
  const controllers = useRef(new Map<number, AbortController>());
  const lastId = useRef(0);
  const choice = useRef(0);
  const uploaded = useLatest(onUploaded);

  const cancel = useCallback((id: number) => controllers.current.get(id)?.abort(), []);
  const cancelAll = useCallback(() => controllers.current.forEach((item) => item.abort()), []);
  useUnmount(cancelAll);

  /** The kinds the field takes, for people: "JPG, PNG, or PDF". */
  const types = intl.formatList(
    kinds.map((kind) => FILE_KINDS[kind].label),
    { type: 'disjunction' },
  );
  const maxMb = Math.round((maxBytes / MB) * 10) / 10;

  const refusal = (refused: FileProblem, file: File): string => {
    if (refused === 'empty') return text('upload.empty', { name: file.name });
    if (refused === 'size') {
      const size = (file.size / MB).toFixed(1);
      return text('upload.tooLarge', { name: file.name, size, maxMb });
    }
    return text('upload.badType', { name: file.name, types });
  };

  const send = async (file: File, retry: () => void) => {
    const id = ++lastId.current;
    const controller = new AbortController();
    controllers.current.set(id, controller);
    setUploads((list) => [...list, { id, name: file.name, percent: 0 }]);
    const onProgress = (percent: number) =>
      setUploads((list) => list.map((item) => (item.id === id ? { ...item, percent } : item)));
    try {
      const result = await uploadFile(file, {
        skipErrorToast: true,
        signal: controller.signal,
        onProgress,
      });
      // The field keeps only a file it can show and send back: on this site or the storage.
      if (checkServerFileUrl(result.url).ok) uploaded.current(result);
      else setProblem({ message: text('upload.badAddress', { name: file.name }), retry });
    } catch (error) {
      // Cancelled by the member (or the field went away): back to where it was, nothing to say.
      if (isTransportError(error) && error.kind === 'canceled') return;
      const name = file.name;
      if (isTransportError(error) && error.kind === 'timeout') {
        setProblem({ message: text('upload.timeout', { name }), retry });
        return;
      }
      const message = text('upload.failed', { name, reason: describeError(error, text) });
      // The server refusing the file itself is not worth retrying; a lost connection is.
      setProblem(isBizError(error, BizCode.validation) ? { message } : { message, retry });
    } finally {
      controllers.current.delete(id);
      setUploads((list) => list.filter((item) => item.id !== id));
    }
  };

  /**
   * Checks a chosen file and sends it, or says why it is refused. A one-file field forgets its
   * last problem here; a many-file field when a new batch starts (`clear`), so that what one file
   * of a batch says is not wiped by the next.
   */
  const choose = async (file: File): Promise<void> => {
    const current = ++choice.current;
    if (single) {
      cancelAll();
      setProblem(undefined);
    }
    const refused = await fileProblem(file, kinds, maxBytes);
    // A later choice in a one-file field wins over this one.
    if (single && current !== choice.current) return;
    if (refused) {
      setProblem({ message: refusal(refused, file) });
      return;
    }
    await send(file, () => {
      setProblem(undefined);
      void choose(file);
    });
  };

  /** Cancels every upload under way and forgets the problem (the field was cleared). */
  const reset = () => {
    choice.current += 1;
    cancelAll();
    setProblem(undefined);
  };

  /** Shows a problem the field found itself (too many files). */
  const refuse = (message: string) => setProblem({ message });
  const clear = () => setProblem(undefined);

  return { uploads, problem, types, maxMb, choose, cancel, reset, refuse, clear };
}
