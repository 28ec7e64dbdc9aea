/** A file a generator produces; the I/O steps write it below their output folder. */
export interface OutputFile {
  /** Path relative to the output folder, with forward slashes. */
  path: string;
  content: string;
}
