export declare const SERVER_PROCESS_ENV: Readonly<Record<string, string>>;
export declare function serverProcessEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
