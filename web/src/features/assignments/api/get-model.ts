import type { ModelCheck } from '@atelier/contract/models';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { assignmentKeys } from './keys';

/** How often a model being read is asked after. */
export const MODEL_POLL_MS = 1500;

export const isBeingRead = (model: ModelCheck | undefined) =>
  model?.status === 'queued' || model?.status === 'reading';

/** GET /api/assignment/models/{modelId} (MODEL_API.model): asked again while the model is queued or read. */
export function modelQueryOptions(modelId: string) {
  return queryOptions({
    queryKey: assignmentKeys.model(modelId),
    queryFn: ({ signal }) => apiFetch<ModelCheck>(apiPath`/assignment/models/${modelId}`, { signal }),
    refetchInterval: (query) => (isBeingRead(query.state.data) ? MODEL_POLL_MS : false),
  });
}

/** The task's draft as the task's models named it, then as polled until it is read and checked. */
export function useDraftModel(draft: ModelCheck | null): ModelCheck | null {
  const { data } = useQuery({
    ...modelQueryOptions(draft?.id ?? ''),
    initialData: draft ?? undefined,
    enabled: draft !== null,
  });
  return draft && data?.id === draft.id ? data : draft;
}
