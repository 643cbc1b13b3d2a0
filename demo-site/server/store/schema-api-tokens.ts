// STUB (owned by TOKENS): the tables of migration 0015-api-tokens, as Kysely sees them.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a stub until its owner fills it
export interface ApiTokensTables {}

/** Its tables with data, children first (store/schema.ts' dataTables, for resets). */
export const apiTokensDataTables = [] as const;
