import { UNSAFE_NAME_CHARACTERS } from '../../shared/text';

/**
 * A download name that survives every browser: ASCII fallback plus the UTF-8 original (RFC 6266),
 * without control or bidirectional characters (names stored before they were cleaned included).
 */
export function attachment(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fileName = name.replace(UNSAFE_NAME_CHARACTERS, '').trim() || 'resume';
  return `${disposition}; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
