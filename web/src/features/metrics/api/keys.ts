/** Query keys of the metrics: every metrics query starts with `metricKeys.all`. */
export const metricKeys = {
  all: ['metrics'] as const,
  storage: () => [...metricKeys.all, 'storage'] as const,
};
