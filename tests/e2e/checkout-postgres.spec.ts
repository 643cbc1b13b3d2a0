import pg from "pg";
import { dropTestSchemas, freshPostgresSchema } from "../../demo-site/server/testing/postgres-schemas.ts";
import { startDemoServer } from "./support/demo-server.ts";
import { ADA, chooseTickets, expect, expectPdf, fillDetails, openCheckout, test } from "./checkout-fixtures.ts";

// The checkout against the server as an organizer runs it at scale: PostgreSQL (DATABASE_URL) and 2 worker processes
// on one port. Each buyer's requests may reach either worker; what one writes, the other reads from the database.
const buyers = [ADA, { ...ADA, firstName: "Grace", lastName: "Hopper", email: "grace@example.org" }];

// The database of this file's worker's server, for reading what the checkout wrote.
let databaseUrl = "";

const onPostgres = test.extend({
  api: [
    async ({}, use) => {
      const { schema, url } = await freshPostgresSchema();
      databaseUrl = url;
      const api = await startDemoServer({ env: { DATABASE_URL: url, WORKERS: "2" } });
      await use(api);
      await api.close();
      await dropTestSchemas([schema]);
    },
    { scope: "worker" },
  ],
});

async function rows(text: string, ...params: unknown[]): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

onPostgres(
  "free tickets for two buyers on PostgreSQL with 2 workers: each gets the success step, a PDF, and one order in the database",
  async ({ browser, api, host }) => {
    expect(api.output()).toContain("(2 worker processes");
    const [before] = (await rows("SELECT sold FROM tickets WHERE id = 20101")) as { sold: number }[];
    for (const buyer of buyers) {
      // A context of its own per buyer: new connections, so the cluster may hand them to either worker.
      const context = await browser.newContext();
      const page = await context.newPage();
      const w = await openCheckout(page, api, host, { event: "201" });
      await chooseTickets(w, "Free registration");
      await fillDetails(w, buyer);
      await w.getByRole("button", { name: "Download tickets" }).click();
      await expect(w.getByRole("heading", { name: `${buyer.firstName}, you got the vibe!` })).toBeVisible();
      await expect(w.getByText(`Your order was processed and your tickets were sent to ${buyer.email}.`)).toBeVisible();
      const href = (await w.getByRole("link", { name: /Download tickets/ }).getAttribute("href"))!;
      await expectPdf(page, href);
      await context.close();
    }
    const orders = (await rows(
      "SELECT lower(email) AS email, status FROM orders WHERE event_id = 201 ORDER BY email",
    )) as { email: string; status: string }[];
    expect(orders).toEqual([
      { email: "ada@example.org", status: "completed" },
      { email: "grace@example.org", status: "completed" },
    ]);
    const [after] = (await rows("SELECT sold FROM tickets WHERE id = 20101")) as { sold: number }[];
    expect(after!.sold - before!.sold).toBe(2);
    expect(
      await rows(
        "SELECT COUNT(*)::int AS n FROM issued_tickets t JOIN orders o ON o.id = t.order_id WHERE o.event_id = 201",
      ),
    ).toEqual([{ n: 2 }]);
  },
);
