export declare const SERVER_PROCESS_ENV: Readonly<Record<string, string>>;
export declare function v8PoolSize(cpus?: number): number;
export declare function serverProcessEnv(env?: NodeJS.ProcessEnv, cpus?: number): NodeJS.ProcessEnv;
