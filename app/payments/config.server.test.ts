import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/lib/env.server";
import { enabledGateways, gatewayConfigs } from "./config.server";

describe("the gateways' configuration", () => {
  it("is off by default, with the production URLs", () => {
    const env = parseEnv({});
    expect(env.KONNECT_API_URL).toBe("https://api.konnect.network/api/v2");
    expect(env.FLOUCI_API_URL).toBe("https://developers.flouci.com/api/v2");
    expect(gatewayConfigs(env)).toEqual({ konnect: null, flouci: null });
    expect(enabledGateways(gatewayConfigs(env))).toEqual([]);
  });

  it("turns a gateway on when all its keys are set", () => {
    const env = parseEnv({
      KONNECT_API_URL: "https://api.sandbox.konnect.network/api/v2/",
      KONNECT_API_KEY: "key",
      KONNECT_WALLET_ID: "wallet",
      FLOUCI_APP_TOKEN: "",
      FLOUCI_APP_SECRET: "",
    });
    const configs = gatewayConfigs(env);
    expect(configs.konnect).toEqual({ apiUrl: "https://api.sandbox.konnect.network/api/v2", apiKey: "key", walletId: "wallet" });
    expect(configs.flouci).toBeNull();
    expect(enabledGateways(configs)).toEqual(["konnect"]);

    const both = gatewayConfigs(parseEnv({ KONNECT_API_KEY: "k", KONNECT_WALLET_ID: "w", FLOUCI_APP_TOKEN: "public", FLOUCI_APP_SECRET: "private" }));
    expect(both.flouci).toEqual({ apiUrl: "https://developers.flouci.com/api/v2", appToken: "public", appSecret: "private" });
    expect(enabledGateways(both)).toEqual(["konnect", "flouci"]);
  });

  it("stops the start on a key without its pair, naming the missing one", () => {
    for (const [source, missing] of [
      [{ KONNECT_API_KEY: "k" }, "KONNECT_WALLET_ID"],
      [{ KONNECT_WALLET_ID: "w" }, "KONNECT_API_KEY"],
      [{ FLOUCI_APP_TOKEN: "t" }, "FLOUCI_APP_SECRET"],
      [{ FLOUCI_APP_SECRET: "s", FLOUCI_APP_TOKEN: "" }, "FLOUCI_APP_TOKEN"],
    ] as const) {
      expect(() => parseEnv(source)).toThrowError(EnvError);
      expect(() => parseEnv(source)).toThrowError(new RegExp(`${missing}: requis avec`));
    }
  });

  it("refuses an API URL that is not one", () => {
    expect(() => parseEnv({ FLOUCI_API_URL: "developers.flouci.com" })).toThrowError(/FLOUCI_API_URL/);
  });
});
