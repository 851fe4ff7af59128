// Reading a Dockerfile: instructions, stages, ENV and exec-form arguments. Shared by the deploy
// tests (docker-steps.test.mjs replays the Dockerfile; compose.test.mjs checks compose.yaml
// against it). Not a test file itself: `node --test tests/deploy/*.test.mjs` leaves it out.

/** Split a Dockerfile into instructions: { op, args, line }. */
export function parseDockerfile(text) {
  const out = [];
  const lines = text.split(/\r?\n/);
  let buf = "";
  let start = 0;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (!buf && /^\s*(#.*)?$/.test(raw)) continue; // comment or blank between instructions
    if (buf && /^\s*#/.test(raw)) continue; // comment inside a continued instruction
    if (!buf) start = i + 1;
    if (/\\\s*$/.test(raw)) {
      buf += raw.replace(/\\\s*$/, " ");
      continue;
    }
    buf += raw;
    const m = /^\s*(\w+)\s+([\s\S]*)$/.exec(buf);
    if (m) out.push({ op: m[1].toUpperCase(), args: m[2].trim(), line: start });
    buf = "";
  }
  return out;
}

/** Leading `--flag=value` options of an instruction, and the rest. */
export function takeFlags(args) {
  const flags = {};
  let rest = args;
  for (;;) {
    const m = /^--([\w-]+)(?:=(\S*))?\s+/.exec(rest);
    if (!m) break;
    flags[m[1]] = m[2] ?? true;
    rest = rest.slice(m[0].length);
  }
  return { flags, rest: rest.trim() };
}

export function parseEnv(args) {
  const env = {};
  if (!/^[\w.-]+=/.test(args)) {
    const [k, ...v] = args.split(/\s+/);
    env[k] = v.join(" ");
    return env;
  }
  const re = /([\w.-]+)=("(?:\\.|[^"\\])*"|'[^']*'|\S*)/g;
  let m;
  while ((m = re.exec(args))) {
    let v = m[2];
    if (v.startsWith('"')) v = v.slice(1, -1).replace(/\\(.)/g, "$1");
    else if (v.startsWith("'")) v = v.slice(1, -1);
    env[m[1]] = v;
  }
  return env;
}

/** Stages with their instructions, in order. */
export function stagesOf(instructions) {
  const stages = [];
  for (const ins of instructions) {
    if (ins.op === "FROM") {
      const m = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(takeFlags(ins.args).rest);
      stages.push({ image: m[1], name: m[2] ?? String(stages.length), steps: [] });
    } else if (stages.length) {
      stages[stages.length - 1].steps.push(ins);
    }
  }
  return stages;
}

export function execForm(args) {
  try {
    const v = JSON.parse(args);
    return Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}
