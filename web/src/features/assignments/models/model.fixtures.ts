import type { IdsReport, IdsSpecificationReport, ModelCheck, TaskIds } from '@atelier/contract/models';

/** Models, reports and IDS summaries as the server sends them, for the model tests. */

export const GLOBAL_IDS = {
  wallNorth: '2O2Fr$t4X7Zf8NOew3FLOH',
  wallSouth: '1hOSvn6df7F8_7GcBWlRGQ',
  door: '0BTBFw6f90Nfh9rP1dlXrb',
};

export function spec(overrides: Partial<IdsSpecificationReport> = {}): IdsSpecificationReport {
  return {
    name: 'Walls have a fire rating',
    usage: 'required',
    status: 'pass',
    applicable: 2,
    passed: 2,
    failed: 0,
    failures: [],
    ...overrides,
  };
}

export const failingReport: IdsReport = {
  title: 'Studio 3 information requirements',
  status: 'fail',
  specifications: [
    spec({
      status: 'fail',
      passed: 0,
      failed: 2,
      failures: [
        {
          globalId: GLOBAL_IDS.wallNorth,
          element: "IfcWall 'Wall-GF-North'",
          reason: 'Pset_WallCommon.FireRating is missing',
        },
        {
          globalId: GLOBAL_IDS.wallSouth,
          element: "IfcWall 'Wall-GF-South'",
          reason: 'Pset_WallCommon.FireRating is missing',
        },
      ],
    }),
    spec({ name: 'Doors are named', usage: 'optional', applicable: 1, passed: 1 }),
  ],
};

export const passingReport: IdsReport = {
  title: 'Studio 3 information requirements',
  status: 'pass',
  specifications: [spec(), spec({ name: 'Doors are named', usage: 'optional', applicable: 1, passed: 1 })],
};

export const modelId = (n: number) => `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeModel(overrides: Partial<ModelCheck> = {}): ModelCheck {
  return {
    id: modelId(1),
    name: 'house.ifc',
    bytes: 3_400_000,
    status: 'ready',
    error: null,
    url: '/api/files/models/house.ifc?sig=1',
    outline: {
      schema: 'IFC4',
      site: 'Campus lawn',
      building: 'Pavilion',
      storeys: [
        { globalId: '3Bh3Lz0Tr5Oeu3bV1YqQ8s', name: 'Level 1', elements: 20 },
        { globalId: '0aQ1XkqLv9SgGh1fRz0Fqn', name: 'Ground floor', elements: 34 },
      ],
      counts: { IfcWall: 24, IfcSlab: 10, IfcDoor: 12, IfcWindow: 8 },
      elements: 54,
    },
    report: passingReport,
    submittable: true,
    revision: null,
    uploadedAt: '2026-03-04T09:30:00.000Z',
    ...overrides,
  };
}

export function makeTaskIds(overrides: Partial<TaskIds> = {}): TaskIds {
  return {
    name: 'studio3.ids',
    title: 'Studio 3 information requirements',
    specifications: 2,
    required: 1,
    uploadedAt: '2026-03-02T08:00:00.000Z',
    requirePass: true,
    ...overrides,
  };
}
