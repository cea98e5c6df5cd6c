/** A download name that survives every browser: ASCII fallback plus the UTF-8 original (RFC 6266). */
export function attachment(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  return `${disposition}; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
