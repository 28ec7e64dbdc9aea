import type { VendureLogger } from '@vendure/core';

/** A VendureLogger that keeps every line it is given, with its level, for tests that check what is logged. */
export class RecordingLogger implements VendureLogger {
  readonly lines: Array<[string, string]> = [];
  error(message: string) {
    this.lines.push(['error', message]);
  }
  warn(message: string) {
    this.lines.push(['warn', message]);
  }
  info(message: string) {
    this.lines.push(['info', message]);
  }
  verbose(message: string) {
    this.lines.push(['verbose', message]);
  }
  debug(message: string) {
    this.lines.push(['debug', message]);
  }
}
