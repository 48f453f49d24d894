// An area-master file as ops upload it: UTF-8 (with or without a BOM), or
// Shift_JIS as Excel in Japan saves a plain CSV (CP932: the WHATWG decoder
// 'shift_jis' is the Windows code page, NEC and IBM extensions included).
// UTF-8 is tried strictly first: a Shift_JIS file of Japanese text is almost
// never valid UTF-8, so which one it was is said in the import's report.

export type UploadEncoding = 'UTF-8' | 'Shift_JIS';

export function decodeUpload(bytes: Uint8Array): { text: string; encoding: UploadEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: new TextDecoder('shift_jis').decode(bytes), encoding: 'Shift_JIS' };
  }
}
