/** 13800000001 → 138****0001, for messages and profiles. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}
