// Run first by every npm script that runs on the system's Node: stops it with one line when that Node is older
// than package.json "engines" allows (supabase-js, for one, needs a global WebSocket, which Node 20 lacks: the
// scripts then failed with pages of errors about something else). `--quiet` only sets the exit code
// (scripts/node.sh asks it whether to fetch Node 24). Written for any Node that runs ES modules.
import { readFileSync } from "fs";

const { engines, scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const range = engines.node;
const floor = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range);
if (!floor) throw new Error(`package.json engines.node must be ">=X.Y.Z", not "${range}"`);

const [major, minor, patch] = process.versions.node.split(".").map(Number);
const [needMajor, needMinor, needPatch] = floor.slice(1).map((part) => Number(part || 0));

if ((major - needMajor || minor - needMinor || patch - needPatch) < 0) {
  if (process.argv[2] !== "--quiet") {
    // npm runs `predev` before `dev`: name the script that was asked for.
    const event = process.env.npm_lifecycle_event;
    const asked = event && event.startsWith("pre") && scripts[event.slice(3)] ? event.slice(3) : event;
    const script = asked ? `npm run ${asked}` : "This script";
    console.error(
      `${script} needs Node ${range.replace(/^>=\s*/, "")} or newer (package.json "engines"), and this is Node ${process.versions.node}: install Node 24 LTS (nodejs.org), or use npm test and npm run site, which fetch it themselves.`,
    );
  }
  process.exit(1);
}
