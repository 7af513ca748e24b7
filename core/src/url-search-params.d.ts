// URLSearchParams (the WHATWG URL standard), which every platform core runs on has: browsers, Node, Deno, Bun.
// Declared here for core's own check only (lib es2024, no DOM or Node types); the UIs read lib.dom's and the
// tests and the CLI @types/node's, since no other program includes this file. Use no more of it than is below.
interface URLSearchParams {
  append(name: string, value: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  toString(): string;
}

declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string): URLSearchParams;
};
