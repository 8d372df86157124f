import type { ForumItemKind } from '@atelier/contract/forum';
import { apiPath } from '../../../lib/api-read';

/** A post, an answer (or comment) or a reply, as the moderation routes name it. */
export interface ItemRef {
  kind: ForumItemKind;
  id: string;
}

export const itemPath = ({ kind, id }: ItemRef) => apiPath`/forum/item/${kind}/${id}`;
