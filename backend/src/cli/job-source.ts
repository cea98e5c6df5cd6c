/**
 * A JOB argument is a link when it starts with a URL scheme ("https:", "ftp:", even "file:",
 * which job intake then refuses with its message), otherwise the path of a text file.
 */
export const isJobUrl = (source: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(source);
