// The payment providers' names as the tables keep them, apart from schema.ts so that each area's table file
// (schema-*.ts, which schema.ts gathers) can name them without importing schema.ts back.
export type ProviderName = "stripe" | "paypal" | "braintree" | "mollie";
