// Minimal typings for the parts of braintree-web 3.109 the card adapter uses (the package ships none).
declare module "braintree-web/client" {
  export interface BraintreeClient {
    getConfiguration(): { gatewayConfiguration: { challenges?: string[] } };
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
declare module "braintree-web/hosted-fields" {
  import type { BraintreeClient } from "braintree-web/client";
  export type HostedFieldKey = "number" | "expirationDate" | "cvv" | "postalCode";
  export interface HostedFieldState {
    isEmpty: boolean;
    isValid: boolean;
    isPotentiallyValid: boolean;
    isFocused: boolean;
  }
  export interface HostedFieldsState {
    fields: Partial<Record<HostedFieldKey, HostedFieldState>>;
  }
  export interface HostedFieldsEvent extends HostedFieldsState {
    emittedBy: HostedFieldKey;
  }
  export type HostedFieldsEventName =
    "validityChange" | "empty" | "notEmpty" | "cardTypeChange" | "focus" | "blur" | "inputSubmitRequest";
  export interface HostedFieldOptions {
    container: HTMLElement;
    placeholder?: string;
    /** The label inside the frame (screen readers). */
    internalLabel?: string;
    iframeTitle?: string;
  }
  export interface HostedFields {
    on(event: HostedFieldsEventName, handler: (event: HostedFieldsEvent) => void): void;
    getState(): HostedFieldsState;
    tokenize(options?: { billingAddress?: { postalCode?: string } }): Promise<{ nonce: string }>;
    setAttribute(options: { field: HostedFieldKey; attribute: "aria-invalid"; value: boolean }): Promise<void>;
    removeAttribute(options: { field: HostedFieldKey; attribute: "aria-invalid" }): Promise<void>;
    setMessage(options: { field: HostedFieldKey; message: string }): void;
    teardown(): Promise<void>;
  }
  export function create(options: {
    client: BraintreeClient;
    fields: Partial<Record<HostedFieldKey, HostedFieldOptions>>;
    styles?: Record<string, Record<string, string>>;
  }): Promise<HostedFields>;
  const hostedFields: { create: typeof create; VERSION: string };
  export default hostedFields;
}
