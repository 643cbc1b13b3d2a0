// STUB (owned by WEBHOOKS): the tables of migration 0014-webhooks-out, as Kysely sees them.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a stub until its owner fills it
export interface WebhooksOutTables {}

/** Its tables with data, children first (store/schema.ts' dataTables, for resets). */
export const webhooksOutDataTables = [] as const;
