import { useQuery } from '@tanstack/react-query';
import { RequestError } from '@/client/lib/http/request';
import { timelineQueryOptions } from '../api/timeline';

/** The public timeline of a project; notFound when the server has none (unpublished or unknown). */
export function useTimeline(projectId: string) {
  const query = useQuery(timelineQueryOptions(projectId));
  const notFound = query.error instanceof RequestError && query.error.status === 404;
  return { data: query.data, notFound, error: notFound ? null : (query.error?.message ?? null) };
}
