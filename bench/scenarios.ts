import { apiLogin } from '../e2e/support/api';
import type { RunningServer } from '../e2e/support/server';

/** What a scenario's requests carry besides method and path. */
export interface ScenarioRequest {
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One request to load. To add one, append it below; `setup` runs once against the started app
 * before any load and may create data through the API (e.g. log in as an admin and create 200
 * courses) and return the headers and body every request of the scenario sends.
 */
export interface Scenario {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Minimum app throughput as a share of the bare node:http baseline (0.35 = 35 %); none when absent. */
  target?: number;
  setup?: (server: RunningServer) => Promise<ScenarioRequest>;
}

const signedIn =
  (role: 'student' | 'smartLABS' | 'admin') =>
  async (server: RunningServer): Promise<ScenarioRequest> => ({
    headers: { authorization: `Bearer ${await apiLogin(server, role)}` },
  });

export const scenarios: Scenario[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/auth/validate-token', target: 0.35, setup: signedIn('student') },
];

export const scenarioName = (s: Scenario) => `${s.method} ${s.path}`;
