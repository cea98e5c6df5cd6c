/**
 * What extraction hands to structuring: the document as lines in reading order, with the layout
 * signals that survive each format (PDF: position, size, weight, column; DOCX: heading, bold, list).
 */
export interface LayoutLine {
  text: string;
  /** 1-based page (PDF); 1 for formats without pages. */
  page: number;
  /** Font size in points, when known (PDF); relative sizes matter, not absolute ones. */
  size?: number;
  bold?: boolean;
  /** A DOCX heading style, or a PDF line recognised as a heading by the reader. */
  heading?: boolean;
  /** A bullet or numbered list item. */
  listItem?: boolean;
  /** 0 = full width or left column, 1 = right column (two-column PDFs). */
  column?: number;
  /** Vertical gap above this line, in line heights (PDF), to see block boundaries. */
  gapBefore?: number;
}

export interface LayoutDocument {
  format: 'pdf' | 'docx' | 'doc' | 'text';
  lines: LayoutLine[];
  pageCount: number;
  twoColumn: boolean;
}
