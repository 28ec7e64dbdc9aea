import assert from 'node:assert/strict';
import test from 'node:test';
import { formatLastUpdated } from '../../../src/dates/format-last-updated';

const themeFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

test('writes the date as the theme does for the en locale', () => {
  assert.equal(formatLastUpdated(Date.UTC(2026, 10, 23)), 'Nov 23, 2026');
  assert.equal(formatLastUpdated(Date.UTC(2025, 0, 5, 12)), 'Jan 5, 2025');
});

test('reads the day in UTC, as the theme does, whatever the time of day', () => {
  assert.equal(formatLastUpdated(Date.UTC(2026, 11, 31, 23, 59)), 'Dec 31, 2026');
  assert.equal(formatLastUpdated(Date.UTC(2027, 0, 1, 0, 0)), 'Jan 1, 2027');
});

test('matches Intl for the first day of every month', () => {
  for (let month = 0; month < 12; month++) {
    const timestamp = Date.UTC(2026, month, 1, 6);
    assert.equal(formatLastUpdated(timestamp), themeFormat.format(timestamp));
  }
});
