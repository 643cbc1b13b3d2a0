import { describe, expect, it } from "vitest";
import { ownerFields, toGraphQLBillingAddress, tokenizeMutation, tokenizeRequest } from "./graphql.ts";

describe("tokenize mutations", () => {
  it("are braintree-web's single-line mutation texts", () => {
    expect(tokenizeMutation("UsBankAccount")).toBe(
      "mutation TokenizeUsBankAccount($input: TokenizeUsBankAccountInput!) {  tokenizeUsBankAccount(input: $input) {" +
        "    paymentMethod {      id      details {        ... on UsBankAccountDetails {          last4        }      }    }  }}",
    );
    expect(tokenizeMutation("UsBankLogin")).toBe(
      "mutation TokenizeUsBankLogin($input: TokenizeUsBankLoginInput!) {  tokenizeUsBankLogin(input: $input) {" +
        "    paymentMethod {      id      details {        ... on UsBankAccountDetails {          last4        }      }    }  }}",
    );
  });

  it("puts the input under variables.input.usBankAccount or .usBankLogin of a graphQLApi request", () => {
    expect(tokenizeRequest("UsBankAccount", { a: 1 })).toEqual({
      api: "graphQLApi",
      data: { query: tokenizeMutation("UsBankAccount"), variables: { input: { usBankAccount: { a: 1 } } } },
    });
    expect(tokenizeRequest("UsBankLogin", { b: 2 }).data.variables.input).toEqual({ usBankLogin: { b: 2 } });
  });
});

describe("billing address and owner", () => {
  it("renames locality/region/postalCode to city/state/zipCode", () => {
    expect(
      toGraphQLBillingAddress({
        streetAddress: "123 Fake St",
        extendedAddress: "Apt B",
        locality: "San Francisco",
        region: "CA",
        postalCode: "94119",
      }),
    ).toEqual({
      streetAddress: "123 Fake St",
      extendedAddress: "Apt B",
      city: "San Francisco",
      state: "CA",
      zipCode: "94119",
    });
    expect(JSON.stringify(toGraphQLBillingAddress(undefined))).toBe("{}");
  });

  it("sends individualOwner for personal, businessOwner for business, nothing otherwise", () => {
    expect(ownerFields({ ownershipType: "personal", firstName: "Ada", lastName: "L", businessName: "X" })).toEqual({
      individualOwner: { firstName: "Ada", lastName: "L" },
    });
    expect(ownerFields({ ownershipType: "business", firstName: "Ada", businessName: "Acme" })).toEqual({
      businessOwner: { businessName: "Acme" },
    });
    expect(ownerFields({ ownershipType: "Personal" })).toEqual({});
    expect(ownerFields({})).toEqual({});
  });
});
