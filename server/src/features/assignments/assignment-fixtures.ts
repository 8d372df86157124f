import type { Submission } from '@atelier/contract/assignments';
import { expect } from 'vitest';
import type { SignedIn } from '../../../test/helpers';

/** The member starts the assignment (POST /api/smartlabs/assignment/start/:id) and gets their submission. */
export async function start(who: SignedIn, id: string): Promise<Submission> {
  const res = await who.inject({ method: 'POST', url: `/api/smartlabs/assignment/start/${id}`, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Submission;
}
