import { describe, expect, it } from "vitest";
import { readOncePerRequest, withRequestScope } from "./request-scope.server";

function counter() {
  let calls = 0;
  return { read: async () => ++calls, calls: () => calls };
}

describe("readOncePerRequest", () => {
  it("reads once within a request's scope, whoever asks and however late", async () => {
    const { read, calls } = counter();
    await withRequestScope(async () => {
      const [a, b] = await Promise.all([readOncePerRequest("k", read), readOncePerRequest("k", read)]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const c = await readOncePerRequest("k", read);
      expect([a, b, c]).toEqual([1, 1, 1]);
    });
    expect(calls()).toBe(1);
  });

  it("reads again in another request, and on every call outside any request", async () => {
    const { read, calls } = counter();
    expect(await withRequestScope(() => readOncePerRequest("k", read))).toBe(1);
    expect(await withRequestScope(() => readOncePerRequest("k", read))).toBe(2);
    expect(await readOncePerRequest("k", read)).toBe(3);
    expect(await readOncePerRequest("k", read)).toBe(4);
    expect(calls()).toBe(4);
  });

  it("keeps keys apart, and forgets a failed read so that the next caller reads again", async () => {
    await withRequestScope(async () => {
      let attempts = 0;
      const flaky = async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("base injoignable");
        return "session";
      };
      await expect(readOncePerRequest("session", flaky)).rejects.toThrow("base injoignable");
      expect(await readOncePerRequest("session", flaky)).toBe("session");
      expect(await readOncePerRequest("session", flaky)).toBe("session");
      expect(attempts).toBe(2);
      expect(await readOncePerRequest("other", async () => "other")).toBe("other");
    });
  });
});
