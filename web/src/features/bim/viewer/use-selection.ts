import { useCallback, useState } from 'react';
import type { ModelClient } from './model-client';
import type { ElementProperties } from './properties';

export interface SelectedProperties {
  of: number;
  value: ElementProperties | null;
  error: string | null;
}

/** The selected element and its properties, asked of the worker (an answer for an earlier choice is dropped). */
export function useSelection(client: ModelClient | null) {
  const [selected, setSelected] = useState<number | null>(null);
  const [properties, setProperties] = useState<SelectedProperties | null>(null);
  const select = useCallback(
    (id: number | null) => {
      setSelected(id);
      if (id === null || !client) {
        setProperties(null);
        return;
      }
      setProperties((p) => ({ of: id, value: p?.of === id ? p.value : null, error: null }));
      client.properties(id).then(
        (value) => setProperties((p) => (p?.of === id ? { of: id, value, error: null } : p)),
        (error: Error) =>
          setProperties((p) => (p?.of === id ? { of: id, value: null, error: error.message } : p)),
      );
    },
    [client],
  );
  return { selected, properties, select };
}
