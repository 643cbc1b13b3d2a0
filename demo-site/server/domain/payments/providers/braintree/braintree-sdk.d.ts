// The part of the `braintree` package (no types of its own) this adapter uses.
declare module "braintree" {
  export interface BraintreeTransaction {
    id: string;
    status: string;
    type?: string;
    amount: string;
    currencyIsoCode?: string;
    orderId?: string;
    processorResponseText?: string;
  }
  export interface BraintreeResult {
    success: boolean;
    message?: string;
    transaction?: BraintreeTransaction;
    clientToken?: string;
    [key: string]: unknown;
  }
  export interface WebhookNotification {
    kind: string;
    timestamp: string;
    transaction?: BraintreeTransaction;
  }
  export class Environment {
    constructor(
      server: string,
      port: string | number,
      authUrl: string,
      ssl: boolean,
      graphQLServer?: string,
      graphQLPort?: string | number,
    );
    static Sandbox: Environment;
    static Production: Environment;
  }
  export class BraintreeGateway {
    constructor(config: { environment: Environment; merchantId: string; publicKey: string; privateKey: string });
    config: { timeout: number };
    clientToken: { generate(params: { merchantAccountId?: string }): Promise<BraintreeResult> };
    transaction: {
      sale(params: Record<string, unknown>): Promise<BraintreeResult>;
      find(id: string): Promise<BraintreeTransaction>;
      refund(id: string, options?: { amount?: string; orderId?: string }): Promise<BraintreeResult>;
      void(id: string): Promise<BraintreeResult>;
      search(build: (search: { orderId(): { is(value: string): void } }) => void): NodeJS.ReadableStream;
    };
    webhookNotification: { parse(signature: string, payload: string): Promise<WebhookNotification> };
    webhookTesting: { sampleNotification(kind: string, id: string): { bt_signature: string; bt_payload: string } };
  }
  const braintree: { BraintreeGateway: typeof BraintreeGateway; Environment: typeof Environment };
  export default braintree;
}
