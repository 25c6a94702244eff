export function sandboxShopEnv(options: { port: number; dataDir: string; extra?: Record<string, string> }): NodeJS.ProcessEnv;
