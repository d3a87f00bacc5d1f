import { UploadApi } from '@/contract/upload/paths';
import { UploadReplies } from '@/contract/upload/replies';
import type { UploadResult } from '@/contract/upload/types';
import { request, type RequestOptions } from '@/lib/request';

/** Stores a file (field `file`) and returns its URL. POST /trading/api/file/upload (multipart) */
export function uploadFile(file: File, options?: RequestOptions): Promise<UploadResult> {
  const formData = new FormData();
  formData.append('file', file);
  return request.upload(UploadApi.upload, UploadReplies.upload, formData, options);
}
