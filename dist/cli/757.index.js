export const id = 757;
export const ids = [757];
export const modules = {

/***/ 7757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mj: () => (/* binding */ DEFAULT_MANIFEST),
  t1: () => (/* binding */ DEFAULT_TIMEOUT_MS),
  eY: () => (/* binding */ loadManifest),
  Ng: () => (/* binding */ parseManifest)
});

// UNUSED EXPORTS: DEFAULT_LOCK

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/engines/registry.ts + 22 modules
var registry = __webpack_require__(8649);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
// EXTERNAL MODULE: ./src/manifest/errors.ts
var errors = __webpack_require__(1738);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
// EXTERNAL MODULE: ./src/manifest/schema.ts
var schema = __webpack_require__(6470);
;// CONCATENATED MODULE: ./src/manifest/neighbours.ts
/**
 * The manifest's `neighbours:` key: names from the bundled set, or `popular` for all of them.
 * Checked here rather than by the schema's enum alone, so that a typo gets a did-you-mean at
 * its own line and column.
 */


const normalised = (name) => name.replace(/[^A-Za-z0-9_-]/g, '_');
/** The user's server that a neighbour's tool names would collide with (`mcp__github__…`), if any. */
function serverNamed(name, servers) {
    return servers.find((s) => normalised(s) === normalised(name));
}
function known() {
    return schema/* NEIGHBOUR_NAMES */.Z$.join(', ');
}
/** Every problem of a `neighbours:` value, as issues at its path; `servers` are the manifest's own server names. */
function checkNeighbours(value, servers, issue) {
    if (value === undefined)
        return;
    if (typeof value === 'string') {
        if (value === schema/* POPULAR */.EI)
            return;
        const hint = schema/* NEIGHBOUR_NAMES */.Z$.includes(value) ? `; for one neighbour write [${value}]` : (0,suggest/* didYouMean */.a)(value, [schema/* POPULAR */.EI]);
        issue(['neighbours'], `\`neighbours\` must be \`popular\` or a list of neighbour names, got \`${value}\`${hint}`);
        return;
    }
    if (!Array.isArray(value) || value.length === 0) {
        issue(['neighbours'], `\`neighbours\` must be \`popular\` or a list of neighbour names (${known()})`);
        return;
    }
    const seen = new Set();
    value.forEach((name, i) => {
        const path = ['neighbours', i];
        if (typeof name !== 'string')
            return issue(path, 'a neighbour is a name, such as `github`');
        if (!schema/* NEIGHBOUR_NAMES */.Z$.includes(name))
            return issue(path, `unknown neighbour \`${name}\`${(0,suggest/* didYouMean */.a)(name, schema/* NEIGHBOUR_NAMES */.Z$)} (neighbours: ${known()})`);
        if (seen.has(name))
            return issue(path, `neighbour \`${name}\` is listed twice`);
        seen.add(name);
        const own = serverNamed(name, servers);
        if (own !== undefined)
            issue(path, `neighbour \`${name}\` and your server \`${own}\` would both be \`mcp__${normalised(name)}__\`; leave the neighbour out or rename your server`);
    });
}
/**
 * The neighbours in connect order: as listed, or every bundled one for `popular`, leaving out
 * any that has the name of one of the user's servers (theirs is that server).
 */
function neighbourRefs(value, servers, at) {
    if (value === undefined)
        return [];
    if (typeof value === 'string') {
        const where = at(['neighbours']);
        return schema/* NEIGHBOUR_NAMES */.Z$.filter((name) => serverNamed(name, servers) === undefined).map((name) => ({ name, ...where }));
    }
    return value.map((name, i) => ({ name, ...at(['neighbours', i]) }));
}

;// CONCATENATED MODULE: ./src/manifest/yaml.ts


/** The largest manifest read: ten thousand queries fit; yaml's parser is not made for megabytes of hostile nesting. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
/** How deep mappings and lists may nest, aliases expanded; a manifest needs five levels. */
const MAX_DEPTH = 64;
/**
 * How many nodes aliases may add on top of the written document. One anchor used for every
 * query's `expect` list of a large manifest stays far below; an alias bomb (aliases of
 * aliases, or one alias of a huge list repeated) goes far above.
 */
const MAX_ALIAS_NODES = 100_000;
/** `Map keys must be unique at line 4, column 3:` and its source excerpt -> `Map keys must be unique`. */
function firstLine(message) {
    return message.split('\n', 1)[0].replace(/ at line \d+, column \d+:?$/, '');
}
/** The duplicate key that yaml reports at `offset`: its text and where the same key came first. */
function duplicateAt(doc, offset) {
    let found;
    walk(doc.contents, (node) => {
        if (!(0,dist/* isMap */.jh)(node))
            return true;
        const dup = node.items.find((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.range?.[0] === offset);
        if (!dup)
            return true;
        const key = String(dup.key.value);
        const first = node.items.find((pair) => (0,dist/* isScalar */.jn)(pair.key) && String(pair.key.value) === key);
        found = { key, first: first && first !== dup ? first.key.range?.[0] : undefined };
        return false;
    });
    return found;
}
/** Visits every node depth-first without recursion (a hostile document nests as deep as it likes); stops when `visitor` returns false. */
function walk(root, visitor) {
    const stack = [root];
    while (stack.length > 0) {
        const node = stack.pop();
        if (!visitor(node))
            return;
        if ((0,dist/* isCollection */.P3)(node))
            for (let i = node.items.length - 1; i >= 0; i--)
                stack.push(node.items[i]);
        else if ((0,dist/* isPair */.tO)(node))
            stack.push(node.value, node.key);
    }
}
function syntaxMessage(code, message, duplicate) {
    switch (code) {
        case 'DUPLICATE_KEY':
            if (!duplicate)
                return 'duplicate key: give each key once';
            return `duplicate key \`${duplicate.key}\`${duplicate.firstLine ? ` (first at line ${duplicate.firstLine})` : ''}: give each key once`;
        case 'MULTIPLE_DOCS':
            return 'the manifest must be one YAML document: remove the `---` line';
    }
    if (/call stack/i.test(message))
        return `YAML syntax error: nested too deeply (at most ${MAX_DEPTH} levels)`;
    return `YAML syntax error: ${firstLine(message)}`;
}
/**
 * Parses manifest text. Syntax errors and duplicate keys come from yaml itself, at the
 * position yaml gives them (its `prettyErrors` fills in line and column).
 */
function parseYaml(text, file) {
    const bytes = Buffer.byteLength(text);
    if (bytes > MAX_MANIFEST_BYTES) {
        throw new errors/* ManifestError */.S([{ file, line: 1, col: 1, message: `the manifest has ${bytes.toLocaleString('en-US')} bytes; at most ${MAX_MANIFEST_BYTES.toLocaleString('en-US')} are read` }]);
    }
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
    if (doc.errors.length > 0) {
        throw new errors/* ManifestError */.S(doc.errors.map((e) => {
            const at = e.linePos?.[0] ?? { line: 1, col: 1 };
            const dup = e.code === 'DUPLICATE_KEY' ? duplicateAt(doc, e.pos[0]) : undefined;
            const duplicate = dup && { key: dup.key, firstLine: dup.first === undefined ? undefined : lines.linePos(dup.first).line };
            return { file, line: at.line, col: at.col, message: syntaxMessage(e.code, e.message, duplicate) };
        }));
    }
    const structural = structureIssue(doc);
    if (structural) {
        const at = lines.linePos(structural.node.range?.[0] ?? 0);
        throw new errors/* ManifestError */.S([{ file, line: at.line, col: at.col, message: structural.message }]);
    }
    return { doc, lines };
}
/** The document as plain values; safe once parseYaml has checked aliases and depth. */
function toPlain(parsed) {
    // structureIssue bounds what aliases expand to; yaml's own count (uses of an anchor times
    // the aliases inside it) is then kept only as a second guard.
    return parsed.doc.toJS({ maxAliasCount: MAX_ALIAS_NODES });
}
/**
 * What yaml accepts but a manifest must not hold, found in one pass without recursion:
 * keys that are mappings or lists (JavaScript objects stringify them, slowly for nested
 * ones), nesting beyond MAX_DEPTH, and aliases that refer to nothing, to a node that
 * contains them, or that expand beyond MAX_ALIAS_NODES. yaml counts alias uses but not what
 * they expand to, and its errors carry no position, so sizes are measured here.
 */
function structureIssue(doc) {
    const anchors = new Map();
    const expanded = new Map();
    let aliasNodes = 0;
    const root = doc.contents;
    if (!root)
        return undefined;
    const children = (node) => ((0,dist/* isCollection */.P3)(node) ? node.items.flatMap((item) => ((0,dist/* isPair */.tO)(item) ? [item.key, item.value] : [item])) : []);
    const stack = [];
    const enter = (node, depth) => {
        if (depth > MAX_DEPTH)
            return { node, message: `nested more than ${MAX_DEPTH} levels deep` };
        if (node.anchor)
            anchors.set(node.anchor, node);
        if ((0,dist/* isMap */.jh)(node)) {
            const complex = node.items.find((pair) => pair.key !== null && !(0,dist/* isScalar */.jn)(pair.key));
            if (complex)
                return { node: complex.key ?? node, message: 'a key must be plain text, not a mapping or a list' };
        }
        stack.push({ node, depth, pending: children(node).reverse(), size: 0, height: 0 });
        return undefined;
    };
    const first = enter(root, 1);
    if (first)
        return first;
    while (stack.length > 0) {
        const frame = stack[stack.length - 1];
        if (frame.pending.length === 0) {
            stack.pop();
            const result = { size: frame.size + 1, height: frame.height + 1 };
            if (frame.node.anchor)
                expanded.set(frame.node, result);
            const parent = stack[stack.length - 1];
            if (parent) {
                parent.size += result.size;
                parent.height = Math.max(parent.height, result.height);
            }
            continue;
        }
        const child = frame.pending.pop();
        if (child === null || child === undefined || !((0,dist/* isScalar */.jn)(child) || (0,dist/* isCollection */.P3)(child) || (0,dist/* isAlias */.Vj)(child)))
            continue;
        if ((0,dist/* isAlias */.Vj)(child)) {
            const target = anchors.get(child.source);
            if (!target)
                return { node: child, message: `the alias \`*${child.source}\` has no anchor \`&${child.source}\` before it` };
            const size = expanded.get(target);
            if (!size)
                return { node: child, message: `the alias \`*${child.source}\` is inside the node it refers to: it would repeat forever` };
            aliasNodes += size.size;
            if (aliasNodes > MAX_ALIAS_NODES) {
                return { node: child, message: `aliases expand to more than ${MAX_ALIAS_NODES.toLocaleString('en-US')} nodes here (an alias bomb?): write the values out or use fewer aliases` };
            }
            if (frame.depth + size.height > MAX_DEPTH)
                return { node: child, message: `the alias \`*${child.source}\` nests more than ${MAX_DEPTH} levels deep` };
            frame.size += size.size;
            frame.height = Math.max(frame.height, size.height);
            continue;
        }
        const issue = enter(child, frame.depth + 1);
        if (issue)
            return issue;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/manifest/confine.ts



/** More symbolic links than this in one path is a loop (Linux gives up at 40 too). */
const MAX_LINKS = 40;
/**
 * Where `path` really is: symbolic links resolved, also for a path that does not exist yet
 * (a lock file `snapshot` will write) and for a link that points at a missing file.
 */
async function whereItLeads(path) {
    const missing = [];
    let current = path;
    for (let links = 0;;) {
        try {
            return (0,external_node_path_.join)(await (0,promises_.realpath)(current), ...missing);
        }
        catch (err) {
            const code = err.code;
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
        }
        const link = await (0,promises_.lstat)(current).then((s) => s.isSymbolicLink(), () => false);
        if (link) {
            if (++links > MAX_LINKS)
                throw Object.assign(new Error('too many levels of symbolic links'), { code: 'ELOOP' });
            current = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(current), await (0,promises_.readlink)(current));
            continue;
        }
        const parent = (0,external_node_path_.dirname)(current);
        if (parent === current)
            return (0,external_node_path_.join)(current, ...missing);
        missing.unshift((0,external_node_path_.basename)(current));
        current = parent;
    }
}
function isInside(path, dir) {
    const rel = (0,external_node_path_.relative)(dir, path);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !(0,external_node_path_.isAbsolute)(rel));
}
async function confine(entry, from, root) {
    const target = (0,external_node_path_.resolve)(from, entry.value);
    let real;
    try {
        real = await whereItLeads(target);
    }
    catch (err) {
        return `\`${entry.key}\` ${entry.value} cannot be resolved: ${err.message}`;
    }
    if (isInside(real, root))
        return undefined;
    const shown = real === target ? '' : ` (through a symbolic link, to ${real})`;
    return `\`${entry.key}\` ${entry.value} leads outside the working directory${shown}: paths in the manifest must stay inside it`;
}
/**
 * Every `catalog`, `cwd` and `lock` of the manifest must resolve inside `workDir`, symbolic
 * links included: the manifest comes with the pull request, and a path like
 * `../../etc/passwd` would otherwise be read into a public comment.
 */
async function confinePaths(manifest, workDir) {
    const root = await whereItLeads((0,external_node_path_.resolve)(workDir));
    const manifestDir = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(manifest.file));
    const issues = [];
    for (const entry of manifest.paths ?? []) {
        const problem = await confine(entry, entry.resolveFrom === 'manifest' ? manifestDir : (0,external_node_path_.resolve)(workDir), root);
        if (problem)
            issues.push({ file: manifest.file, line: entry.line, col: entry.col, message: problem });
    }
    if (issues.length > 0)
        throw new errors/* ManifestError */.S(issues.sort((a, b) => a.line - b.line || a.col - b.col));
}

// EXTERNAL MODULE: ./src/manifest/per-engine.ts
var per_engine = __webpack_require__(6009);
;// CONCATENATED MODULE: ./src/manifest/load.ts













const DEFAULT_MANIFEST = '.github/mcp-tool-rank.yml';
const DEFAULT_LOCK = 'mcp-tools.lock.json';
const DEFAULT_TIMEOUT_MS = 30_000;
const validate = new ajv.Ajv({ allErrors: true, strict: false, verbose: true }).compile(schema/* manifestSchema */.rc);
/** Shapes for `oneOf` fields, in words a user understands. */
const SHAPES = {
    expect: 'a tool name or a list of tool names',
    forbid: 'a tool name or a list of tool names',
    timeout: 'a duration such as `30s` or `2m`, or a number of seconds',
    command: 'a program name, or a list of the program and its arguments',
    rank: 'a rank (an integer of at least 1), or a mapping from engine id to one',
    max_results: 'a number of results (an integer of at least 1), or a mapping from engine id to one',
    known_failure: 'a reason, or a mapping from engine id to one'
};
/** Keys whose value is given for every engine, or per engine as a mapping. */
const PER_ENGINE_KEYS = new Set(['rank', 'max_results', 'known_failure']);
function lastKey(path) {
    return [...path].reverse().find((s) => typeof s === 'string');
}
/** Source positions for paths inside one parsed YAML document. */
class Positions {
    doc;
    lines;
    constructor(doc, lines) {
        this.doc = doc;
        this.lines = lines;
    }
    at(offset) {
        if (offset === undefined)
            return { line: 1, col: 1 };
        const { line, col } = this.lines.linePos(offset);
        return { line, col };
    }
    /** Position of the value at `path`, or of its key when `key` is set. */
    of(path, key = false) {
        let node = this.doc.contents;
        let keyNode;
        for (const segment of path) {
            if ((0,dist/* isMap */.jh)(node)) {
                const pair = node.items.find((p) => (0,dist/* isPair */.tO)(p) && (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(segment));
                if (!pair)
                    break;
                keyNode = pair.key;
                node = pair.value;
            }
            else if ((0,dist/* isSeq */.oP)(node) && typeof segment === 'number') {
                keyNode = undefined;
                node = node.items[segment];
            }
            else
                break;
        }
        const target = (key && keyNode ? keyNode : node) ?? keyNode;
        return this.at(target?.range?.[0]);
    }
}
function pathOf(pointer) {
    if (!pointer)
        return [];
    return pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
function label(path) {
    const last = [...path].reverse().find((s) => typeof s === 'string');
    return last === undefined ? 'the manifest' : `\`${last}\``;
}
function describeAjvError(error) {
    const path = pathOf(error.instancePath);
    const p = error.params;
    if (error.propertyName !== undefined && error.keyword === 'enum') {
        const known = p.allowedValues;
        const name = error.propertyName;
        return { path: [...path, name], key: true, message: `unknown lint rule \`${name}\`${(0,suggest/* didYouMean */.a)(name, known)} (rules: ${known.join(', ')})` };
    }
    switch (error.keyword) {
        case 'additionalProperty':
        case 'additionalProperties': {
            const prop = String(p.additionalProperty);
            const known = Object.keys(error.parentSchema.properties ?? {});
            const field = lastKey(path);
            if (field !== undefined && PER_ENGINE_KEYS.has(field) && path[path.length - 1] === field) {
                return { path: [...path, prop], key: true, message: `unknown engine \`${prop}\` in \`${field}\`${(0,suggest/* didYouMean */.a)(prop, known)} (engines: ${known.join(', ')}, or family@client-version)` };
            }
            return { path: [...path, prop], key: true, message: `unknown key \`${prop}\`${(0,suggest/* didYouMean */.a)(prop, known)}` };
        }
        case 'required':
            return { path, key: false, message: `missing required key \`${String(p.missingProperty)}\`` };
        case 'oneOf':
            return { path, key: false, message: `${label(path)} must be ${SHAPES[String(path[path.length - 1])] ?? 'of another type'}` };
        case 'const':
            return { path, key: false, message: `${label(path)} must be ${JSON.stringify(p.allowedValue)}` };
        case 'enum':
            return { path, key: false, message: `${label(path)} must be one of ${p.allowedValues.map((v) => `\`${String(v)}\``).join(', ')}` };
        case 'type':
            return { path, key: false, message: `${label(path)} must be ${withArticle(String(p.type))}` };
        default:
            return { path, key: false, message: `${label(path)} ${error.message ?? 'is invalid'}` };
    }
}
function withArticle(type) {
    if (type === 'object')
        return 'a mapping';
    if (type === 'array')
        return 'a list';
    return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
/** Keeps one message per place: a oneOf mismatch hides the errors of its branches. */
function schemaIssues(errors) {
    // A per-engine mapping that fails: its own errors (an unknown engine, a bad value) say more
    // than "must be a rank or a mapping", so the oneOf and the scalar branch's type error go.
    const isMapping = (data) => data !== null && typeof data === 'object' && !Array.isArray(data);
    const mappings = new Set(errors.filter((e) => e.keyword === 'oneOf' && isMapping(e.data) && PER_ENGINE_KEYS.has(String(lastKey(pathOf(e.instancePath))))).map((e) => e.instancePath));
    const oneOfPaths = new Set(errors.filter((e) => e.keyword === 'oneOf' && !mappings.has(e.instancePath)).map((e) => e.instancePath));
    return errors
        .filter((e) => e.keyword !== 'propertyNames')
        .filter((e) => !(mappings.has(e.instancePath) && (e.keyword === 'oneOf' || e.keyword === 'type')))
        .filter((e) => e.keyword === 'oneOf' || ![...oneOfPaths].some((p) => e.instancePath === p || e.instancePath.startsWith(p + '/')))
        .map(describeAjvError);
}
function list(value) {
    if (value === undefined)
        return [];
    return Array.isArray(value) ? value : [value];
}
const KIND_KEYS = ['command', 'url', 'catalog'];
const ONLY_WITH = {
    args: ['command'],
    env: ['command', 'url'],
    cwd: ['command', 'url'],
    headers: ['url'],
    transport: ['url'],
    start: ['url'],
    timeout: ['command', 'url']
};
/** Splits `node dist/index.js` into program and arguments; quotes group words. */
function splitCommand(command) {
    const words = command.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
    return words.map((w) => (/^(["']).*\1$/.test(w) ? w.slice(1, -1) : w));
}
/**
 * A per-engine value with its mapping's keys resolved: family names kept, engine ids and
 * client versions resolved to engine ids. A key that names no engine is reported at the key.
 */
function resolvePerEngine(raw, path, issue) {
    if (raw === undefined)
        return undefined;
    if (raw === null || typeof raw !== 'object')
        return { value: { all: raw }, keyOf: new Map() };
    const engines = {};
    const families = {};
    const keyOf = new Map();
    const familyNames = new Set((0,registry/* listEngines */.ED)().map((e) => e.family));
    for (const [key, v] of Object.entries(raw)) {
        if (familyNames.has(key)) {
            families[key] = v;
            continue;
        }
        let id;
        try {
            id = (0,registry/* resolveEngine */.F0)(key).id;
        }
        catch (err) {
            issue?.([...path, key], err.message, true);
            continue;
        }
        keyOf.set(id, key);
        engines[id] = v;
    }
    return { value: { engines, families }, keyOf };
}
function checkSemantics(raw, issue) {
    const engines = raw.engines ?? [...registry/* DEFAULT_ENGINES */.oi];
    /** Engine ids as written, resolved; unknown ones are reported and left out. */
    const checkEngines = (ids, path) => ids.flatMap((id, i) => {
        try {
            return [(0,registry/* resolveEngine */.F0)(id).id];
        }
        catch (err) {
            issue([...path, i], err.message);
            return [];
        }
    });
    const manifestEngines = checkEngines(engines, ['engines']);
    const maxResults = resolvePerEngine(raw.max_results, ['max_results'], issue);
    const cutOf = (id) => {
        const engine = (0,registry/* resolveEngine */.F0)(id);
        return (0,per_engine/* forEngine */.w)(maxResults?.value, engine) ?? engine.defaultMaxResults;
    };
    const seenNormalised = new Map();
    for (const [name, server] of Object.entries(raw.servers)) {
        const kinds = KIND_KEYS.filter((k) => server[k] !== undefined);
        if (kinds.length !== 1) {
            issue(['servers', name], kinds.length === 0
                ? `server \`${name}\` needs one of \`command\` (stdio), \`url\` (HTTP) or \`catalog\` (a stored tools/list)`
                : `server \`${name}\` has both ${kinds.map((k) => `\`${k}\``).join(' and ')}; give exactly one`, true);
            continue;
        }
        for (const [key, allowed] of Object.entries(ONLY_WITH)) {
            if (key in server && !allowed.includes(kinds[0])) {
                issue(['servers', name, key], `\`${key}\` applies only to a server with ${allowed.map((k) => `\`${k}\``).join(' or ')}`, true);
            }
        }
        if (server.timeout !== undefined) {
            const ms = (0,duration/* parseDuration */.E9)(server.timeout);
            if (ms < 1 || ms > duration/* MAX_TIMEOUT_MS */.mn) {
                issue(['servers', name, 'timeout'], `\`timeout\` is ${(0,duration/* formatDuration */.a3)(ms)}; it must be between 1ms and 24 days (${(0,duration/* formatDuration */.a3)(duration/* MAX_TIMEOUT_MS */.mn)})`);
            }
        }
        const normalised = name.replace(/[^A-Za-z0-9_-]/g, '_');
        const clash = seenNormalised.get(normalised);
        if (clash !== undefined) {
            issue(['servers', name], `server \`${name}\` and \`${clash}\` both become \`mcp__${normalised}__\`; rename one`, true);
        }
        seenNormalised.set(normalised, name);
    }
    raw.queries.forEach((q, i) => {
        const queryEngines = q.engines ? checkEngines(q.engines, ['queries', i, 'engines']) : manifestEngines;
        resolvePerEngine(q.known_failure, ['queries', i, 'known_failure'], issue);
        const rank = resolvePerEngine(q.rank, ['queries', i, 'rank'], issue);
        if (rank) {
            // Every engine the query runs, and those the mapping names (run with --engine).
            for (const id of new Set([...queryEngines, ...((0,per_engine/* enginesOf */.Dn)(rank.value) ?? [])])) {
                const engine = (0,registry/* resolveEngine */.F0)(id);
                const r = (0,per_engine/* forEngine */.w)(rank.value, engine);
                const cut = cutOf(id);
                if (r === undefined || r <= cut)
                    continue;
                const entry = (0,per_engine/* entryFor */.cy)(rank.value, engine);
                const key = entry === '*' || entry === undefined ? undefined : (rank.keyOf.get(entry) ?? entry);
                const what = key === undefined ? `\`rank: ${r}\`` : `\`rank\` ${r} for \`${key}\``;
                issue(['queries', i, 'rank', ...(key === undefined ? [] : [key])], `${what} is beyond the cut line of ${id} (${cut} results): the client would never show that tool`);
            }
        }
        if (q.rank !== undefined && list(q.expect).length === 0) {
            issue(['queries', i, 'rank'], '`rank` needs an `expect`', true);
        }
    });
}
function toRefs(value, path, pos) {
    if (value === undefined)
        return [];
    if (!Array.isArray(value))
        return [{ ref: value, ...pos.of(path) }];
    return value.map((ref, i) => ({ ref, ...pos.of([...path, i]) }));
}
function buildManifest(raw, file, pos) {
    const servers = Object.entries(raw.servers).map(([name, s]) => {
        const base = { name, ...pos.of(['servers', name], true), timeoutMs: s.timeout === undefined ? DEFAULT_TIMEOUT_MS : (0,duration/* parseDuration */.E9)(s.timeout) };
        if (s.catalog !== undefined)
            return { ...base, kind: 'catalog', catalog: s.catalog };
        if (s.url !== undefined) {
            return { ...base, kind: 'http', url: s.url, headers: s.headers ?? {}, transport: s.transport ?? 'auto', start: s.start, env: s.env ?? {}, cwd: s.cwd };
        }
        const argv = Array.isArray(s.command) ? s.command : s.args ? [s.command] : splitCommand(s.command);
        return { ...base, kind: 'stdio', command: argv[0], args: [...argv.slice(1), ...(s.args ?? [])], env: s.env ?? {}, cwd: s.cwd };
    });
    const queries = raw.queries.map((q, i) => ({
        query: q.query,
        ...pos.of(['queries', i]),
        expect: toRefs(q.expect, ['queries', i, 'expect'], pos),
        forbid: toRefs(q.forbid, ['queries', i, 'forbid'], pos),
        rank: resolvePerEngine(q.rank, [])?.value,
        engines: q.engines,
        knownFailure: resolvePerEngine(q.known_failure, [])?.value
    }));
    const paths = [];
    const path = (at, key, value) => {
        if (value !== undefined)
            paths.push({ key, value, resolveFrom: key === 'lock' ? 'manifest' : 'workdir', ...pos.of(at) });
    };
    for (const [name, s] of Object.entries(raw.servers)) {
        path(['servers', name, 'catalog'], 'catalog', s.catalog);
        path(['servers', name, 'cwd'], 'cwd', s.cwd);
    }
    path(['lock'], 'lock', raw.lock);
    return {
        file,
        version: 1,
        engines: raw.engines ?? [...registry/* DEFAULT_ENGINES */.oi],
        maxResults: resolvePerEngine(raw.max_results, [])?.value,
        lockFile: (0,external_node_path_.join)((0,external_node_path_.dirname)(file), raw.lock ?? DEFAULT_LOCK),
        servers,
        neighbours: neighbourRefs(raw.neighbours, Object.keys(raw.servers), (path) => pos.of(path)),
        queries,
        lintRules: raw.lint?.rules ?? {},
        paths
    };
}
/** Parses and validates manifest text; every problem is reported with file:line:col. */
function parseManifest(text, file) {
    const parsed = parseYaml(text, file);
    const pos = new Positions(parsed.doc, parsed.lines);
    const value = toPlain(parsed);
    const issues = [];
    const issue = (path, message, key = false) => {
        issues.push({ file, ...pos.of(path, key), message });
    };
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new errors/* ManifestError */.S([{ file, line: 1, col: 1, message: 'the manifest must be a mapping with `version`, `servers` and `queries`' }]);
    }
    const raw = value;
    const serverNames = raw.servers && typeof raw.servers === 'object' ? Object.keys(raw.servers) : [];
    checkNeighbours(raw.neighbours, serverNames, issue);
    if (!validate(value)) {
        const errors = (validate.errors ?? []).filter((e) => e.instancePath !== '/neighbours' && !e.instancePath.startsWith('/neighbours/'));
        for (const e of schemaIssues(errors))
            issue(e.path, e.message, e.key);
    }
    else {
        checkSemantics(value, issue);
    }
    if (issues.length > 0)
        throw new errors/* ManifestError */.S(sortIssues(issues));
    return buildManifest(value, file, pos);
}
function sortIssues(issues) {
    const seen = new Set();
    return issues
        .sort((a, b) => a.line - b.line || a.col - b.col)
        .filter((i) => {
        const k = `${i.line}:${i.col}:${i.message}`;
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}
/**
 * Reads and checks the manifest at `file`. With `workDir`, every path it names must resolve
 * inside that directory, symbolic links followed (a pull request may change the manifest).
 */
async function loadManifest(file, workDir) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (err) {
        const code = err.code;
        throw new errors/* ManifestError */.S([{ file, line: 1, col: 1, message: code === 'ENOENT' ? 'manifest not found (create it, or pass --config)' : `cannot read the manifest: ${err.message}` }]);
    }
    const manifest = parseManifest(text, file);
    if (workDir !== undefined)
        await confinePaths(manifest, workDir);
    return manifest;
}


/***/ }),

/***/ 6009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ enginesOf),
/* harmony export */   cy: () => (/* binding */ entryFor),
/* harmony export */   w: () => (/* binding */ forEngine)
/* harmony export */ });
/** Which entry of `value` applies to `engine`: `*` for a value for every engine, else the id or family key; undefined when none does. */
function entryFor(value, engine) {
    if (value === undefined)
        return undefined;
    if ('all' in value)
        return '*';
    if (Object.hasOwn(value.engines, engine.id))
        return engine.id;
    if (Object.hasOwn(value.families, engine.family))
        return engine.family;
    return undefined;
}
/** The value for one engine, or undefined when the mapping leaves it out. */
function forEngine(value, engine) {
    if (value === undefined)
        return undefined;
    if ('all' in value)
        return value.all;
    if (Object.hasOwn(value.engines, engine.id))
        return value.engines[engine.id];
    return Object.hasOwn(value.families, engine.family) ? value.families[engine.family] : undefined;
}
/** The engine ids a mapping names by id; undefined for a value given for every engine. */
function enginesOf(value) {
    return value !== undefined && 'engines' in value ? Object.keys(value.engines) : undefined;
}


/***/ }),

/***/ 6470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ POPULAR),
/* harmony export */   Z$: () => (/* binding */ NEIGHBOUR_NAMES),
/* harmony export */   cZ: () => (/* binding */ SCHEMA_URL),
/* harmony export */   rc: () => (/* binding */ manifestSchema)
/* harmony export */ });
/* unused harmony exports ENGINE_KEYS, LINT_RULE_IDS */
/**
 * The manifest's JSON Schema. It is the single source: `schema/manifest.schema.json` is
 * generated from it (`npm run schema`) and a test keeps the two identical.
 */
/**
 * Where the schema is published: the file at the action's major release tag, so the URL
 * resolves once that tag exists and stays put for every release of the major version.
 * The README, `init` and the SchemaStore catalog entry use this same URL (a test checks).
 */
const SCHEMA_URL = 'https://raw.githubusercontent.com/mcp-tool-rank/mcp-tool-rank/v1/schema/manifest.schema.json';
const stringList = {
    oneOf: [
        { type: 'string', minLength: 1 },
        { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 }
    ]
};
const duration = {
    description: 'A duration: seconds as a number, or a string such as `500ms`, `30s`, `2m`.',
    oneOf: [
        { type: 'number', exclusiveMinimum: 0 },
        { type: 'string', pattern: '^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m)?\\s*$' }
    ]
};
const stringMap = { type: 'object', additionalProperties: { type: 'string' } };
/**
 * The engine ids and aliases, kept equal to src/engines/registry.ts by a test (the schema
 * stays standalone). In a per-engine mapping a family name (`claude-code`) sets every engine
 * of the family.
 */
const ENGINE_KEYS = [
    'claude-code@2.0',
    'claude-code@B',
    'claude-code@C',
    'claude-code@D',
    'claude-code@E',
    'claude-code@F',
    'claude-code@G',
    'claude-code@H',
    'claude-code@H1',
    'claude-code@H2',
    'claude-code@H3',
    'claude-code@H4',
    'claude-code@2.1',
    'codex',
    'ai-sdk',
    'claude-code',
    'claude-code@latest'
];
/** `family@client-version`, e.g. `claude-code@2.1.230`: the generation that shipped in that version. */
const ENGINE_VERSION_PATTERN = '^[a-z0-9-]+@\\d+(\\.\\d+){2,}$';
/**
 * A value for every engine, or a mapping from engine id (or alias, or `family@version`) to the
 * value for that engine; engines the mapping leaves out get the default. The ids are listed
 * for editors' completion.
 */
function perEngine(value, description) {
    return {
        description: `${description} A mapping from engine id to value sets it per engine.`,
        oneOf: [
            value,
            {
                type: 'object',
                minProperties: 1,
                properties: Object.fromEntries(ENGINE_KEYS.map((id) => [id, value])),
                patternProperties: { [ENGINE_VERSION_PATTERN]: value },
                additionalProperties: false
            }
        ]
    };
}
/** The lint rules' ids, kept equal to src/lint/registry.ts by a test (the schema stays standalone). */
const LINT_RULE_IDS = [
    'shared-boilerplate',
    'prerequisite-pollution',
    'jargon',
    'self-findability',
    'neighbour-wins-own-name',
    'name-length',
    'name-characters',
    'name-word-separator',
    'server-name-separator',
    'duplicate-name',
    'description-missing',
    'description-cut',
    'paginated-tools-list',
    'contradictory-annotations',
    'uncovered-tool',
    'ai-sdk-name-collision'
];
/**
 * The bundled neighbours, in the order `popular` connects them. Kept equal to
 * neighbours/neighbours.json by a test (the schema stays standalone).
 */
const NEIGHBOUR_NAMES = [
    'github',
    'gitlab',
    'slack',
    'notion',
    'ms365',
    'playwright',
    'chrome-devtools',
    'filesystem',
    'memory',
    'everything',
    'postgres',
    'mongodb',
    'azure',
    'context7',
    'brave-search',
    'sequential-thinking'
];
/** `neighbours: popular`: every bundled neighbour. */
const POPULAR = 'popular';
const manifestSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: SCHEMA_URL,
    title: 'mcp-tool-rank manifest',
    description: 'Queries an MCP server\'s tools must be found by, under the deferred tool search of LLM clients.',
    type: 'object',
    additionalProperties: false,
    required: ['version', 'servers', 'queries'],
    properties: {
        version: { const: 1, description: 'Manifest format version.' },
        engines: {
            description: 'Engine ids to rank with (default [claude-code]); `family@client-version` picks the generation that shipped in that version.',
            type: 'array',
            items: { type: 'string', minLength: 1 },
            minItems: 1
        },
        max_results: perEngine({ type: 'integer', minimum: 1 }, 'The cut line: how many tools the client returns. Each engine\'s own default when omitted.'),
        lock: {
            description: 'Lock file path, relative to the manifest (default mcp-tools.lock.json).',
            type: 'string',
            minLength: 1
        },
        servers: {
            description: 'MCP servers in the client\'s connection order (it breaks ties). The key is the server name.',
            type: 'object',
            minProperties: 1,
            additionalProperties: { $ref: '#/definitions/server' }
        },
        neighbours: {
            description: 'Published servers your users run beside yours, from the recorded set shipped with mcp-tool-rank: a list of names, or `popular` for all of them. ' +
                'They compete like `catalog:` servers and connect after yours, in the order given (it breaks ties).',
            oneOf: [
                { enum: [POPULAR] },
                // Listed for editors' completion.
                { type: 'array', items: { enum: NEIGHBOUR_NAMES }, minItems: 1, uniqueItems: true }
            ]
        },
        queries: {
            description: 'Search queries and the tools each must (or must not) find.',
            type: 'array',
            items: { $ref: '#/definitions/query' }
        },
        lint: {
            type: 'object',
            additionalProperties: false,
            properties: {
                rules: {
                    description: 'Severity per lint rule (docs/lint-rules.md); rules left out keep their default.',
                    type: 'object',
                    // Listed for editors' completion; a test keeps this list equal to the lint registry.
                    propertyNames: { enum: LINT_RULE_IDS },
                    additionalProperties: { enum: ['off', 'info', 'warning', 'error'] }
                }
            }
        }
    },
    definitions: {
        server: {
            type: 'object',
            additionalProperties: false,
            properties: {
                command: {
                    description: 'Start the server over stdio: the program (or program and arguments as a list).',
                    oneOf: [
                        { type: 'string', minLength: 1 },
                        { type: 'array', items: { type: 'string' }, minItems: 1 }
                    ]
                },
                args: { type: 'array', items: { type: 'string' } },
                env: { ...stringMap, description: 'Environment for the server, beyond the safe defaults. `${VAR}` expands from the caller\'s environment.' },
                cwd: { type: 'string', description: 'Working directory, relative to the repository root.' },
                timeout: duration,
                url: { type: 'string', pattern: '^https?://', description: 'Connect over Streamable HTTP (or SSE) instead.' },
                headers: stringMap,
                transport: { enum: ['auto', 'streamable-http', 'sse'] },
                start: { type: 'string', minLength: 1, description: 'A command started before connecting to `url`, stopped afterwards.' },
                catalog: { type: 'string', minLength: 1, description: 'A stored tools/list result (JSON with a `tools` array) that competes without being started.' }
            }
        },
        query: {
            type: 'object',
            additionalProperties: false,
            required: ['query'],
            properties: {
                query: { type: 'string', description: 'What the model would search for.' },
                expect: { ...stringList, description: 'Tools that must be within the cut (tool, server/tool, or mcp__server__tool).' },
                forbid: { ...stringList, description: 'Tools that must not be within the cut.' },
                rank: perEngine({ type: 'integer', minimum: 1 }, 'Expected tools must rank at or above this.'),
                engines: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
                known_failure: perEngine({ type: 'string', minLength: 1 }, 'This query is known to fail for the reason given: reported, but not counted as a failure. Ignored for an engine that is not run.')
            }
        }
    }
};


/***/ })

};
