// STUB (owned by CANCEL): the tables of migration 0013-cancel-jobs, as Kysely sees them.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a stub until its owner fills it
export interface CancelJobsTables {}

/** Its tables with data, children first (store/schema.ts' dataTables, for resets). */
export const cancelJobsDataTables = [] as const;
