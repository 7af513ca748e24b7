// The password mails: a reset link the browser opens as-is, saying it lasts one hour, and the changed-password
// notice; neither lets a name inject HTML.
import { describe, expect, it } from "vitest";
import { passwordChangedMail, passwordResetMail, resetLink } from "./password-mails.ts";

describe("the password reset mail", () => {
  it("links to /reset-password with the token and the e-mail encoded", () => {
    const link = resetLink("https://portal.example.bn", "ab-_9", "nur+jobs@example.bn");
    expect(link).toBe("https://portal.example.bn/reset-password?token=ab-_9&memberEmail=nur%2Bjobs%40example.bn");
  });

  it("says the link expires in one hour and may be ignored, and escapes the name in HTML", () => {
    const link = "https://portal.example.bn/reset-password?token=t&memberEmail=a%40b.bn";
    const mail = passwordResetMail({ to: "a@b.bn", name: "<b>Ali</b>", link });
    expect(mail.subject).toBe("Reset your ICT Manpower Portal password");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("expires in one hour");
    expect(mail.text).toContain("If you did not ask for this, you can ignore this message");
    expect(mail.html).toContain("&#60;b&#62;Ali&#60;/b&#62;");
    expect(mail.html).toContain("token=t&#38;memberEmail=a%40b.bn");
  });
});

describe("the password changed notice", () => {
  it("says when and how, and where to go if it was not the member", () => {
    const mail = passwordChangedMail({ to: "a@b.bn", name: "Ali", at: new Date("2030-05-01T08:30:00Z"), publicUrl: "https://portal.example.bn", how: "change" });
    expect(mail.subject).toBe("Your ICT Manpower Portal password was changed");
    expect(mail.text).toContain("on 2030-05-01 08:30 UTC");
    expect(mail.text).toContain("https://portal.example.bn");
  });
});
