import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { configurationQuery } from "./graphql-configuration-query.ts";

describe("configurationQuery", () => {
  it("is byte-identical to the query braintree-web 3.109.0 sends", () => {
    const require = createRequire(import.meta.url);
    const generator = require("braintree-web/client/request/graphql/generators/configuration.js") as () => {
      query: string;
    };
    expect(configurationQuery()).toBe(generator().query);
  });
});
