// The image download call names its path as base64 of the path's UTF-8 bytes.
export function encodeFileBase64(path: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(path)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
