// Names as they are written in Brunei Darussalam: Malay names with bin/binti and an occasional title, Chinese
// names family name first, expatriates' names; and business names in the style of registered companies.
import { weighted, type Random } from "./random.ts";
import { businessFirstWords, businessMiddleWords, businessSuffixes, businessTypeWeights, chineseGiven, chineseSurnames, malayFathers, malayFemalePrefixes, malayMalePrefixes, malayMen, malayTitles, malayWomen, otherNames } from "./vocabulary.ts";

export type BusinessType = keyof typeof businessSuffixes;

export function personName(random: Random): { name: string; nationality: string } {
  const kind = random.next();
  if (kind < 0.55) {
    const woman = random.chance(0.5);
    const prefix = random.chance(0.6) ? `${random.pick(woman ? malayFemalePrefixes : malayMalePrefixes)} ` : "";
    const title = random.chance(0.08) ? `${random.pick(malayTitles[woman ? "woman" : "man"])} ` : "";
    return { name: `${title}${prefix}${random.pick(woman ? malayWomen : malayMen)} ${woman ? "binti" : "bin"} ${random.pick(malayFathers)}`, nationality: "BN" };
  }
  if (kind < 0.8) return { name: `${random.pick(chineseSurnames)} ${random.pick(chineseGiven)}`, nationality: random.chance(0.75) ? "BN" : "MY" };
  return { name: random.pick(otherNames), nationality: random.pick(["PH", "IN", "ID", "GB", "MY"]) };
}

export function businessNameFor(random: Random, type: BusinessType = weighted(random, businessTypeWeights)): string {
  const middle = random.sample(businessMiddleWords, random.int(1, 2)).join(" ");
  return `${random.pick(businessFirstWords)} ${middle} ${businessSuffixes[type]}`;
}
