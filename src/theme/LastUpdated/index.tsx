/**
 * Ejected from the classic theme's LastUpdated, unchanged except for the date: it is formatted by
 * src/dates/format-last-updated.ts instead of a new Intl.DateTimeFormat on every render (see there
 * for the measured cost). Same markup and translation ids as the original.
 */
import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';
import { formatLastUpdated } from '@site/src/dates/format-last-updated';

function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
              {formatLastUpdated(lastUpdatedAt)}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({ lastUpdatedBy }: { lastUpdatedBy: string }): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{ user: <b>{lastUpdatedBy}</b> }}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
