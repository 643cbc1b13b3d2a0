// STUB (owned by REFUNDS): the tables of migration 0012-refunds, as Kysely sees them.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a stub until its owner fills it
export interface RefundsTables {}

/** Its tables with data, children first (store/schema.ts' dataTables, for resets). */
export const refundsDataTables = [] as const;
