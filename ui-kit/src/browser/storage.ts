// The browser's storage and cookies as the plain shapes an app's core asks for, so no app repeats this
// glue. Generic: nothing here knows what is stored; the caller decides the keys and the meaning.

/** The part of `Storage` an app needs; structurally the same as the core's KeyValueStore. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `document.cookie` as two functions; structurally the same as the core's CookieJar. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

/**
 * localStorage ("local", kept across visits) or sessionStorage ("session", this tab only), or memory when
 * the browser refuses it: some private modes throw on the first access.
 */
export function browserKeyValueStore(kind: "local" | "session" = "local"): KeyValueStore {
  try {
    const storage = kind === "local" ? window.localStorage : window.sessionStorage;
    storage.getItem("");
    return storage;
  } catch {
    return memoryKeyValueStore();
  }
}

export function memoryKeyValueStore(): KeyValueStore {
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

/** The page's cookies: read all as one string, write one `name=value; attributes` at a time. */
export function documentCookieJar(): CookieJar {
  return {
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = cookie;
    },
  };
}
