/** What a migration may need to know: the few DDL details that differ (an auto-numbered id, for one). */
export interface MigrationContext {
  dialect: "sqlite" | "postgres";
}
