// The Client card: every other module is created from the client made here.

async function createClient({ authorization }) {
  const { create } = await import("/sdk/client.js");
  return create({ authorization });
}

function describeClient({ client }) {
  const { authorizationType, gatewayConfiguration } = client.getConfiguration();
  return {
    version: client.getVersion(),
    authorizationType,
    merchantId: gatewayConfiguration.merchantId,
    environment: gatewayConfiguration.environment,
  };
}

async function tearDown({ client, components }) {
  for (const component of components) await component.teardown?.();
  await client.teardown();
  return "client and components torn down";
}

export default {
  id: "client",
  module: "client",
  title: "Client",
  intro:
    "Reads the authorization, fetches the gateway configuration and sends every other module's requests. Create it first: the other cards use it.",
  fields: [
    {
      name: "authorization",
      label: "Authorization",
      testid: "authorization",
      setup: true,
      options: [
        { value: "clientToken", label: "Client token (customer customer-42)" },
        { value: "clientTokenWithoutCustomer", label: "Client token without customer" },
      ],
      // The option names a token of this server's session (/playground/session.json); the code gets the token.
      resolve: (value, session) => session[value],
    },
  ],
  setup: createClient,
  instance: "client",
  actions: [
    { id: "create", label: "Create client", testid: "create-client", run: describeClient, freshSetup: true },
    { id: "teardown", label: "Tear down everything", testid: "teardown", run: tearDown, tearsDown: true },
  ],
};
