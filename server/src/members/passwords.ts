// Password hashing with scrypt (node:crypto): a random salt per password, the cost stored in the hash so it can
// be raised later, and a constant-time comparison. Never log or return a password or its hash.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per hash, within OWASP's scrypt guidance. */
const cost = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 64;

/** `scrypt$N$r$p$<salt base64>$<key base64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when the password produces the stored hash. A malformed hash verifies nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  const [scheme, n, r, p, salt, key] = parts;
  if (parts.length !== 6 || scheme !== "scrypt" || !salt || !key) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(key, "base64");
  if (expected.length !== keyLength) return false;
  const actual = await derive(password, Buffer.from(salt, "base64"), options);
  return timingSafeEqual(actual, expected);
}

/**
 * The account when the password is its own, else null. An unknown account, or one without a password (joined
 * through Google or LinkedIn), is checked against the decoy, so every refusal costs the same scrypt work.
 */
export async function checkPassword<Account extends { passwordHash: string | null }>(
  found: Account | undefined,
  password: string,
): Promise<Account | null> {
  const matches = await verifyPassword(password, found?.passwordHash ?? (await decoyHash()));
  return found && matches ? found : null;
}

/**
 * A hash of a random password, computed once. Signing in with an unknown e-mail verifies against it, so the
 * answer takes as long as for a known one and timing does not reveal which e-mails have accounts.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("base64"));
  return decoy;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const memory = 128 * (options.N ?? 1) * (options.r ?? 1) * 2;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: memory }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
