// Loads a third-party script by adding a `<script src>` element once per address (never inline code: the
// Content-Security-Policy forbids it). Every caller for the same address shares one promise; a failed
// load is forgotten, so a later call tries again.

const loads = new Map<string, Promise<void>>();

export function loadScriptOnce(src: string): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener(
      "error",
      () => {
        loads.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loads.set(src, load);
  return load;
}
