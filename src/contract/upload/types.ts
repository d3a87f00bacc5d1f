export interface UploadResult {
  /** Absolute or root-relative URL under VITE_OSS_BASE_URL. */
  url: string;
  name: string;
  size: number;
  contentType: string;
}
