/**
 * Reads a Docusaurus build log for the problems main must never carry: broken links, anchors and
 * markdown links, duplicate routes, or any other warning or error the build reports. Docusaurus
 * only warns about most of these, so the test suite promotes them to failures here.
 */
const PROBLEM_PATTERNS: RegExp[] = [
  /\[(WARNING|ERROR)\]/,
  /broken (link|anchor|markdown link)s?/i,
  /duplicate routes?/i,
];

/** Lines of `log` that report a problem, with terminal colour codes removed. */
export function findBuildProblems(log: string): string[] {
  return log
    .split('\n')
    .map((line) => line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd())
    .filter((line) => PROBLEM_PATTERNS.some((pattern) => pattern.test(line)));
}
