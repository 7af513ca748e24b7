import { describe, expect, it } from "vitest";
import { loadOwnIctProjects } from "./load-own-ict-projects.ts";
import { anIctProject } from "../test-support/fixtures.ts";
import { makeTestCore } from "../test-support/test-core.ts";
import { createIctProject } from "./create-ict-project.ts";
import { updateIctProject } from "./update-ict-project.ts";

const input = {
  title: anIctProject.title,
  description: anIctProject.description,
  budget: 250000,
  skills: ["Go"],
  stage: "planned" as const,
  isPublished: false,
};

describe("the Business's ICT projects", () => {
  it("loads them, creates one (first in the list) and publishes it by update", async () => {
    const other = { ...anIctProject, key: "11111111-2222-4333-8444-555555555555" };
    const publishedProject = { ...anIctProject, isPublished: true, publishedAt: "2025-02-02T00:00:00.000Z" };
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/businesses/ict-projects", status: 200, body: { data: [other] } },
        { method: "POST", path: "/businesses/ict-projects", status: 201, body: { data: anIctProject } },
        { method: "PUT", path: `/businesses/ict-projects/${anIctProject.key}`, status: 200, body: { data: publishedProject } },
      ],
    });
    await test.core.run(loadOwnIctProjects());
    expect((await test.core.run(createIctProject(input))).ok).toBe(true);
    expect(test.core.stores.ownIctProjects.value.items.map((project) => project.key)).toEqual([anIctProject.key, other.key]);

    const result = await test.core.run(updateIctProject(anIctProject.key, { ...input, isPublished: true }));
    expect(result).toEqual({ ok: true, value: publishedProject });
    expect(JSON.parse(test.http.requests[2]?.body ?? "")).toEqual({ ...input, isPublished: true });
    expect(test.core.stores.ownIctProjects.value.items).toEqual([publishedProject, other]);
    expect(test.core.stores.toasts.value.map((toast) => toast.message)).toEqual(["Saved Successfully", "Saved Successfully"]);
  });

  it("a short title and a negative budget are named in the contract's words", async () => {
    const test = makeTestCore();
    const result = await test.core.run(createIctProject({ ...input, title: "AI", budget: -1 }));
    expect(result.ok ? null : result.error).toMatchObject({
      fieldErrors: { title: "Please enter a project title (3 to 120 characters).", budget: "Please enter a budget in BND." },
    });
    expect(test.http.requests).toEqual([]);
  });
});
