import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { errorText, type ErrorTextOptions } from './error-text';

/** Toasts a failed call as `errorText` words it. */
export function toastError(error: unknown, fallback?: string, options?: ErrorTextOptions): void {
  toast.error(errorText(error, fallback, options));
}

/** A mutation's `onError` that toasts the failure, stable across renders. */
export function useErrorToast(fallback?: string, options?: ErrorTextOptions): (error: unknown) => void {
  const { codes, spoken } = options ?? {};
  return useCallback(
    (error: unknown) => toastError(error, fallback, { codes, spoken }),
    [fallback, codes, spoken],
  );
}
