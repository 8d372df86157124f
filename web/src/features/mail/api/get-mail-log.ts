import { PAGE_LIMITS, type Page } from '@atelier/contract/common';
import type { MailLogEntry, MAIL_STATUSES } from '@atelier/contract/mail';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cursorPaging, pageSearch } from '../../../lib/paged-list';
import { mailKeys } from './keys';

export type MailStatus = (typeof MAIL_STATUSES)[number];

/** GET /api/mail/log?limit=&cursor=&status= (admin): one page of the log, newest first. */
export function getMailLog(
  { status, cursor }: { status?: MailStatus; cursor?: string },
  signal?: AbortSignal,
): Promise<Page<MailLogEntry>> {
  const search = pageSearch(PAGE_LIMITS.default, cursor) + (status ? `&status=${status}` : '');
  return apiFetch<Page<MailLogEntry>>(`/mail/log${search}`, { signal });
}

export const mailLogQueryOptions = (status?: MailStatus) =>
  infiniteQueryOptions({
    queryKey: mailKeys.log(status),
    queryFn: ({ pageParam, signal }) => getMailLog({ status, cursor: pageParam }, signal),
    ...cursorPaging,
  });

export function useMailLog(status?: MailStatus) {
  return useInfiniteQuery(mailLogQueryOptions(status));
}
