import type { EventField } from '@atelier/contract/events';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

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

const messageOf = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * POST /api/event/register (public, multipart). apiFetch sends JSON only, so this call posts the
 * form itself; the browser sets the multipart content type with its boundary.
 */
export async function registerForEvent(request: RegistrationRequest): Promise<RegisterAnswer> {
  let response: Response;
  try {
    response = await fetch('/api/event/register', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: registrationForm(request),
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) throw new ApiError(response.status, messageOf(body));
  return (body ?? {}) as RegisterAnswer;
}

export function useRegisterForEvent() {
  return useMutation({ mutationFn: registerForEvent });
}
