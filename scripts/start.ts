// `npm start`: builds each UI whose sources are newer than its last build, then runs the server in this
// process's place. It never rebuilds what is current, so a restart is quick.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../", import.meta.url).pathname;
const uis = ["ui-portal", "ui-backoffice"];
const inputs = ["src", "index.html", "vite.config.ts", "../ui-kit/src", "../core/src"];

for (const ui of uis) {
  const built = join(root, ui, "dist", "index.html");
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...inputs.map((input) => newestChange(join(root, ui, input))));
  if (changedAt <= builtAt) continue;
  console.log(`Building ${ui}…`);
  const build = spawnSync("npm", ["run", "--silent", "build", "-w", ui], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync("node", [join(root, "server", "src", "main.ts")], { cwd: root, stdio: "inherit" });
process.exit(server.status ?? 0);

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}
