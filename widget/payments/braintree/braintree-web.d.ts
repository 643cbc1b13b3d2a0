// Minimal typings for the parts of braintree-web 3.109 the card adapter uses (the package ships none).
declare module "braintree-web/client" {
  export interface BraintreeClient {
    request(options: { endpoint: string; method: "get" | "post"; data?: unknown }): Promise<unknown>;
    teardown(): Promise<void>;
  }
  export function create(options: { authorization: string }): Promise<BraintreeClient>;
  const client: { create: typeof create; VERSION: string };
  export default client;
}
declare module "braintree-web/data-collector" {
  import type { BraintreeClient } from "braintree-web/client";
  export interface DataCollector {
    deviceData: string;
    teardown(): Promise<void>;
  }
  export function create(options: { client: BraintreeClient; kount?: boolean }): Promise<DataCollector>;
  const dataCollector: { create: typeof create };
  export default dataCollector;
}
