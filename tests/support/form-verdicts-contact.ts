// Contact details at and around their limits, for the verdict properties of Talents and Businesses alike.
import fc from "fast-check";
import { MISSING, body, field, text } from "./form-verdicts.ts";

const webAddress = field(
  fc.constantFrom(null, "https://kampongayer.example.bn", "http://a", `https://${"a".repeat(292)}`),
  fc.constantFrom("ftp://example.bn", "https://a b", `https://${"a".repeat(293)}`, "", 7, MISSING),
);

export const contactDetails = body({
  phone: field(
    fc.constantFrom(null, "+673 876 5432", "1234567", "(673) 222-0000 1234"),
    fc.constantFrom("123456", "abc defg", "+673 876 5432 1234567", "", 5, MISSING),
  ),
  address: text({ max: 300, lineBreaks: true, nullable: true }),
  website: webAddress,
  linkedinUrl: webAddress,
  githubUrl: webAddress,
});
