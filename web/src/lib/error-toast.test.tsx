import { act, render, renderHook, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { toastError, useErrorToast } from './error-toast';

describe('toastError and useErrorToast', () => {
  it("toast the server's message, else the fallback", async () => {
    render(<ToastContainer />);
    act(() => toastError(new ApiError(409, 'Name taken'), 'Ours'));
    expect(await screen.findByText('Name taken')).toBeInTheDocument();

    const { result, rerender } = renderHook(() => useErrorToast('Not saved'));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => result.current(new ApiError(0, undefined)));
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
  });
});
