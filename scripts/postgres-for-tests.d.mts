export function answers(url: string): Promise<boolean>;
export function findPostgres(): Promise<string | null>;
export function postgresBinDir(): string | null;
export function startThrowawayCluster(bin: string): Promise<{ url: string; stop(): void } | null>;
export function ensurePostgres(): Promise<string>;
