/** Ports of the LinkedIn import; infrastructure/documents provides the adapter. */

export const LINKEDIN_ARCHIVE_READER = Symbol('LinkedinArchiveReader');
/**
 * Reads the named files of a ZIP, wherever they sit in it (LinkedIn puts them in a subfolder), by
 * base name, as UTF-8 text. Refuses (LINKEDIN_IMPORT_FAILED) an archive that is not a ZIP or that
 * inflates past its limits, counted on the bytes really inflated, not on what the ZIP declares.
 */
export interface LinkedinArchiveReader {
  read(zip: Buffer, names: readonly string[]): Promise<Map<string, string>>;
}
