// What an identity provider can answer: a verified identity, a refusal (401: the credentials prove nothing), an
// outage (502: the provider could not be asked) or "not offered" (503: this portal has no client for it).
import { messages, refuse, type ProblemError } from "../http/problem.ts";

export type Provider = "google" | "linkedin";

/** A person the provider vouches for: the address is verified by the provider. */
export interface VerifiedIdentity {
  provider: Provider;
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  /** Lowercased. */
  email: string;
  /** The display name, when the provider gave one. */
  name: string | null;
}

const wording = {
  google: { refused: messages.googleRefused, unreachable: messages.googleUnreachable, notOffered: messages.googleNotOffered },
  linkedin: { refused: messages.linkedInRefused, unreachable: messages.linkedInUnreachable, notOffered: messages.linkedInNotOffered },
} as const;

export const identityRefused = (provider: Provider): ProblemError => refuse(401, `${provider}-identity-refused`, wording[provider].refused);
export const providerUnreachable = (provider: Provider): ProblemError => refuse(502, "identity-provider-unreachable", wording[provider].unreachable);
export const providerNotOffered = (provider: Provider): ProblemError => refuse(503, "identity-provider-not-configured", wording[provider].notOffered);

/**
 * Calls a provider's endpoint within the time limit. A network failure, a timeout, a redirect or a 5xx answer
 * is an outage (502); any other answer, 4xx included, is handed back for the caller to judge.
 */
export async function callProvider(provider: Provider, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw providerUnreachable(provider);
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw providerUnreachable(provider);
  }
  return response;
}

/** The JSON object of a provider's 2xx answer; anything else is an outage (the provider answered nonsense). */
export async function readJsonObject(provider: Provider, response: Response): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw providerUnreachable(provider);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw providerUnreachable(provider);
  return Object.fromEntries(Object.entries(body));
}

/** The lowercased address of an identity, or null when the text is not one. */
export function identityEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value.trim().toLowerCase();
  return email.length >= 3 && email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/** A display name from a provider, trimmed, without control characters, at most 120 characters; null when empty. */
export function identityName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.replace(/[\u0000-\u001F\u007F]/g, " ").trim().slice(0, 120).trim();
  return name === "" ? null : name;
}
