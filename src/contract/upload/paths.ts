export const UploadApi = {
  /** POST multipart (field `file`): stores a file and returns its URL under the object-storage base. */
  upload: '/trading/api/file/upload',
} as const;
