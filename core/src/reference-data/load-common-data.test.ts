import { describe, expect, it } from "vitest";
import { referenceName } from "./reference-data-store.ts";
import { aCommonData } from "../test-support/fixtures.ts";
import { makeTestCore } from "../test-support/test-core.ts";
import { loadCommonData } from "./load-common-data.ts";

describe("loadCommonData", () => {
  it("asks once, without a token, and answers later calls from the log", async () => {
    const test = makeTestCore({ script: [{ method: "GET", path: "/portal/common-data", status: 200, body: { data: aCommonData } }] });
    expect(await test.core.run(loadCommonData())).toEqual({ ok: true, value: aCommonData });
    expect(await test.core.run(loadCommonData())).toEqual({ ok: true, value: aCommonData });

    expect(test.http.requests).toHaveLength(1);
    expect(test.types()).toEqual(["v1.QueryStarted", "v1.CommonDataLoaded"]);
    const { referenceData } = test.core.stores;
    expect(referenceData.value.status).toBe("loaded");
    expect(referenceName(referenceData.value.commonData?.countries, "BN")).toBe("Brunei Darussalam");
    expect(referenceName(referenceData.value.commonData?.countries, "ZZ")).toBe("ZZ");
  });

  it("refresh asks again; a failed refresh keeps the lists already loaded", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/portal/common-data", status: 200, body: { data: aCommonData } },
        { method: "GET", path: "/portal/common-data", status: 500, body: { title: "Internal Server Error", status: 500 } },
      ],
    });
    await test.core.run(loadCommonData());
    const result = await test.core.run(loadCommonData({ refresh: true }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "UnexpectedError" });
    expect(test.core.stores.referenceData.value).toEqual({ status: "loaded", commonData: aCommonData });
  });
});

describe("loadCommonData, asked by several fields at once", () => {
  it("asks the server once while an answer is on its way", async () => {
    const test = makeTestCore({ script: [{ method: "GET", path: "/portal/common-data", status: 200, body: { data: aCommonData } }] });
    const answers = await Promise.all([test.core.run(loadCommonData()), test.core.run(loadCommonData()), test.core.run(loadCommonData())]);
    expect(answers).toEqual([1, 2, 3].map(() => ({ ok: true, value: aCommonData })));
    expect(test.http.requests).toHaveLength(1);
    expect(test.types()).toEqual(["v1.QueryStarted", "v1.CommonDataLoaded"]);
  });

  it("a failure under way is reported once, to every caller", async () => {
    const test = makeTestCore({ script: [{ method: "GET", path: "/portal/common-data", status: 500, body: { title: "Internal Server Error", status: 500 } }] });
    const answers = await Promise.all([test.core.run(loadCommonData()), test.core.run(loadCommonData())]);
    expect(answers.map((answer) => answer.ok)).toEqual([false, false]);
    expect(test.http.requests).toHaveLength(1);
    expect(test.types().filter((type) => type === "v1.CommandFailed")).toHaveLength(1);
  });
});
