// The activation mail carries a link a browser opens as-is, and never lets a name inject HTML.
import { describe, expect, it } from "vitest";
import { activationLink, activationMail } from "./activation-mail.ts";

describe("the activation mail", () => {
  it("links to /activate with the token and the e-mail encoded", () => {
    const link = activationLink("https://portal.example.bn", "ab-_9", "nur+jobs@example.bn");
    expect(link).toBe("https://portal.example.bn/activate?token=ab-_9&memberEmail=nur%2Bjobs%40example.bn");
    expect(new URL(link).searchParams.get("memberEmail")).toBe("nur+jobs@example.bn");
  });

  it("has a plain text and an HTML part, both with the link, and escapes the name in HTML", () => {
    const link = "https://portal.example.bn/activate?token=t&memberEmail=a%40b.bn";
    const mail = activationMail({ to: "a@b.bn", name: "<b>Ali</b>", link, validHours: 48 });
    expect(mail.subject).toBe("Activate your ICT Manpower Portal account");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("expires in 48 hours");
    expect(mail.html).toContain("&#60;b&#62;Ali&#60;/b&#62;");
    expect(mail.html).toContain("token=t&#38;memberEmail=a%40b.bn");
  });
});
