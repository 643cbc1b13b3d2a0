// STUB (owned by ORDERS): the tables of migration 0011-order-events, as Kysely sees them.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a stub until its owner fills it
export interface OrderEventsTables {}

/** Its tables with data, children first (store/schema.ts' dataTables, for resets). */
export const orderEventsDataTables = [] as const;
