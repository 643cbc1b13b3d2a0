/** Whether `url` names a PostgreSQL database (postgres:// or postgresql://): DATABASE_URL chooses the store by it. */
export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);
