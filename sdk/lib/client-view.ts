/**
 * The part of a client that a payment-method module uses. Structural, so a client from `sdk/client` or a
 * test double both fit, and a module never reaches into the client's internals.
 */
export interface ClientView {
  /** Sends a gateway request; see `sdk/client` for the options. */
  request(options: {
    api?: "clientApi" | "graphQLApi";
    method?: string;
    endpoint?: string;
    data?: unknown;
    timeout?: number;
  }): Promise<unknown>;
  /** Each module reads the fields it needs through its own view type, so any client's configuration type fits. */
  getConfiguration(): { gatewayConfiguration: unknown };
  /** The SDK version of the client, checked against the module's. */
  getVersion(): string;
}
