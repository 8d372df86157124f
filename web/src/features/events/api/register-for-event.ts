import type { EventField } from '@atelier/contract/events';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface RegistrationRequest {
  eventId: string;
  /** The event's text fields, keyed by field name. */
  values: Partial<Record<Exclude<EventField, 'pdf'>, string>>;
  pdfFile?: File | null;
}

export interface RegisterAnswer {
  success?: boolean;
  message?: string;
}

/** The registration as the server reads it: one part per field, the PDF in part `pdfFile`. */
export function registrationForm({ eventId, values, pdfFile }: RegistrationRequest): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, value);
  form.append('eventId', eventId);
  if (pdfFile) form.append('pdfFile', pdfFile, pdfFile.name);
  return form;
}

/**
 * POST /api/event/register (public, multipart): the browser sets the multipart content type with its
 * boundary. Sent without the session's token, as a visitor's would be.
 */
export async function registerForEvent(request: RegistrationRequest): Promise<RegisterAnswer> {
  const answer = await apiFetch<RegisterAnswer | undefined>('/event/register', {
    method: 'POST',
    body: registrationForm(request),
    token: null,
  });
  return answer ?? {};
}

export function useRegisterForEvent() {
  return useMutation({ mutationFn: registerForEvent });
}
