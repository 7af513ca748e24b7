import { describe, expect, it } from "vitest";
import { CSV_BOM } from "../export/csv.ts";
import { chiefLinksCsv } from "./chief-links-csv.ts";

describe("chiefLinksCsv", () => {
  it("writes a header and a line a link, with the product's CSV rules", () => {
    const link = {
      line: 2,
      applicationId: "a1",
      reference: "PVV-2026-0001",
      step: "chief-evaluation",
      chiefKey: "k1",
      chiefName: "Karim, Nur",
      chiefEmail: "approver@demo.ictm.bn",
      emailed: true,
      expiresAt: "2026-12-10T00:00:00.000Z",
      url: "https://x.bn/backoffice/workflows/w/applications/a1/chief-evaluation-form?token=abc",
    };
    expect(chiefLinksCsv([link, { ...link, line: null, emailed: false }])).toBe(
      `${CSV_BOM}line,application_id,reference,step,chief_key,chief_name,chief_email,emailed,expires_at,url\r\n` +
        `2,a1,PVV-2026-0001,chief-evaluation,k1,"Karim, Nur",approver@demo.ictm.bn,true,2026-12-10T00:00:00.000Z,${link.url}\r\n` +
        `,a1,PVV-2026-0001,chief-evaluation,k1,"Karim, Nur",approver@demo.ictm.bn,false,2026-12-10T00:00:00.000Z,${link.url}\r\n`,
    );
  });
});
