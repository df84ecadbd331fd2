export const id = 999;
export const ids = [999];
export const modules = {

/***/ 9999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ main_run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 16 modules
var core = __webpack_require__(7909);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(1351);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/process/groups.ts + 1 modules
var groups = __webpack_require__(1157);
// EXTERNAL MODULE: ./src/process/credentials.ts
var credentials = __webpack_require__(7343);
// EXTERNAL MODULE: ./src/collect/errors.ts
var collect_errors = __webpack_require__(7963);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/util/json-depth.ts
var json_depth = __webpack_require__(5512);
;// CONCATENATED MODULE: ./src/util/plural.ts
/**
 * `1,500`: every count a person reads has its thousands grouped. Integers are grouped by hand:
 * the first `toLocaleString` of a process loads ICU's number formatting, about 12 ms of every
 * start of the CLI, for a result this one pattern gives exactly.
 */
function formatCount(n) {
    return Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');
}
/** `1 tool`, `1,500 tools`, `2 queries` (with `many`). */
function plural_plural(n, one, many = `${one}s`) {
    return `${formatCount(n)} ${n === 1 ? one : many}`;
}

;// CONCATENATED MODULE: ./src/lock/lock.ts




/**
 * The lock file (`mcp-tools.lock.json`): the collected catalog, committed next to the manifest
 * so the base side of a PR can be ranked without starting the base commit's servers, and so a
 * reviewer sees in the diff what a change did to the tool list. It is deterministic: fixed key
 * order, 2-space JSON, a trailing newline, no timestamps.
 */
const LOCK_VERSION = 1;
/** A lock file that cannot be read or is not a lock file. */
class LockError extends Error {
    path;
    notFound;
    constructor(path, reason, 
    /** The file does not exist (the usual case before the first `snapshot`). */
    notFound = false) {
        super(`${path}: ${reason}`);
        this.path = path;
        this.notFound = notFound;
        this.name = 'LockError';
    }
}
const TOOL_KEY_ORDER = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution', 'icons', '_meta'];
/** Top-level keys in a fixed order (known ones first, the rest alphabetically); values as listed. */
function canonicalTool(tool) {
    const record = tool;
    const rank = (k) => {
        const i = TOOL_KEY_ORDER.indexOf(k);
        return i === -1 ? TOOL_KEY_ORDER.length : i;
    };
    const keys = Object.keys(record)
        .filter((k) => record[k] !== undefined)
        .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(keys.map((k) => [k, record[k]]));
}
function pageSizes(listing) {
    if (listing.pages <= 1)
        return undefined;
    const sizes = new Array(listing.pages).fill(0);
    listing.tools.forEach((_, i) => {
        const page = listing.toolPages?.[i] ?? 1;
        sizes[Math.min(Math.max(page, 1), listing.pages) - 1]++;
    });
    return sizes;
}
/** One listing as a lock file stores it (a recorded catalog file has the same fields). */
function lock_lockServerOf(l) {
    const sizes = pageSizes(l);
    return {
        name: l.name,
        source: l.source === 'lock' || l.source === 'neighbour' ? 'catalog' : l.source,
        ...(l.serverInfo ? { serverInfo: { name: l.serverInfo.name, version: l.serverInfo.version } } : {}),
        ...(l.instructions !== undefined ? { instructions: l.instructions } : {}),
        pages: l.pages,
        ...(sizes ? { pageSizes: sizes } : {}),
        tools: l.tools.map(canonicalTool)
    };
}
/** The lock for these listings, in their order (the manifest's). */
function lockFromListings(listings) {
    return { lockfileVersion: LOCK_VERSION, servers: listings.map(lock_lockServerOf) };
}
/** The file's text: stable, 2-space JSON with a trailing newline. */
function serializeLock(lock) {
    return JSON.stringify(lock, null, 2) + '\n';
}
/** Writes the lock for `listings` to `path` (atomically: a reader never sees half a file). */
async function writeLock(path, listings) {
    const lock = lockFromListings(listings);
    const tmp = `${path}.${process.pid}.tmp`;
    try {
        await writeFile(tmp, serializeLock(lock));
        await rename(tmp, path);
    }
    catch (err) {
        await rm(tmp, { force: true }).catch(() => { });
        throw new LockError(path, `cannot write the lock file: ${fileErrorText(err)}; fix the path or the manifest's \`lock\``);
    }
    return lock;
}
function isRecord(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
/** Checks the shape of parsed lock JSON; `path` is only for messages. */
function parseLock(text, path) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        throw new LockError(path, `not valid JSON (${err.message}); rewrite it with \`mcp-tool-rank snapshot\``);
    }
    return lockOf(data, path);
}
/** A lock file's parsed JSON, checked (parseLock, for a caller that has parsed it already). */
function lockOf(data, path) {
    if (!isRecord(data))
        throw new LockError(path, 'not a lock file (expected a JSON object)');
    // A tool sits three levels down (file, servers, server); snapshot never writes deeper ones.
    if ((0,json_depth/* nestsDeeperThan */.ix)(data, json_depth/* MAX_JSON_DEPTH */.KX + 3))
        throw new LockError(path, `a tool nests more than ${json_depth/* MAX_JSON_DEPTH */.KX} levels deep; rewrite it with \`mcp-tool-rank snapshot\``);
    if (data.lockfileVersion !== LOCK_VERSION) {
        throw new LockError(path, `unsupported lockfileVersion ${JSON.stringify(data.lockfileVersion)} (this version reads ${LOCK_VERSION}); rewrite it with \`mcp-tool-rank snapshot\``);
    }
    if (!Array.isArray(data.servers))
        throw new LockError(path, 'no `servers` list');
    const seen = new Set();
    data.servers.forEach((s, i) => {
        const where = `servers[${i}]`;
        if (!isRecord(s) || typeof s.name !== 'string')
            throw new LockError(path, `${where} has no string \`name\``);
        if (seen.has(s.name))
            throw new LockError(path, `server \`${s.name}\` appears twice`);
        seen.add(s.name);
        const problem = lockServerProblem(s);
        if (problem)
            throw new LockError(path, `server \`${s.name}\`${problem}`);
    });
    return data;
}
/**
 * What is wrong with one stored server entry (`tools`, `pages`, `pageSizes`), as a phrase that
 * follows the server's name (`: tools[3] has no string \`name\``), or undefined when it is sound.
 * `pages` may be absent when `pageSizes` is (a catalog file of one page).
 */
function lockServerProblem(s, pagesOptional = false) {
    if (!Array.isArray(s.tools))
        return ' has no `tools` list';
    const tools = s.tools;
    const bad = tools.findIndex((t) => !isRecord(t) || typeof t.name !== 'string');
    if (bad !== -1)
        return `: tools[${bad}] has no string \`name\``;
    if (pagesOptional && s.pages === undefined && s.pageSizes === undefined)
        return undefined;
    const pages = s.pages;
    if (typeof pages !== 'number' || !Number.isInteger(pages) || pages < 0)
        return ': `pages` must be a whole number';
    if (s.pageSizes !== undefined) {
        const sizes = s.pageSizes;
        if (!Array.isArray(sizes) || sizes.length !== pages || sizes.some((n) => !Number.isInteger(n) || n < 0) || sizes.reduce((a, b) => a + b, 0) !== tools.length) {
            return `: \`pageSizes\` must give the tools of each of its ${plural_plural(pages, 'page')}`;
        }
    }
    return undefined;
}
/** Reads and checks a lock file; a missing one is a LockError with `notFound` set. */
async function readLock(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            throw new LockError(path, 'lock file not found (write it with `mcp-tool-rank snapshot`)', true);
        throw new LockError(path, `cannot read the lock file: ${err.message}`);
    }
    return parseLock(text, path);
}
/** Per-tool pages of a lock server, parallel to its tools. */
function lockToolPages(server) {
    if (!server.pageSizes)
        return server.tools.map(() => 1);
    const pages = [];
    server.pageSizes.forEach((n, i) => {
        for (let k = 0; k < n; k++)
            pages.push(i + 1);
    });
    return pages;
}
/**
 * The lock as server listings with source `lock`, in the lock's order; `servers` picks and
 * orders them (a name the lock lacks is skipped, so the caller can report it).
 */
function lockToListings(lock, servers) {
    const byName = new Map(lock.servers.map((s) => [s.name, s]));
    const picked = servers ? servers.map((n) => byName.get(n)).filter((s) => s !== undefined) : lock.servers;
    return picked.map((s) => ({
        name: s.name,
        source: 'lock',
        tools: s.tools,
        pages: s.pages,
        toolPages: lockToolPages(s),
        ...(s.instructions !== undefined ? { instructions: s.instructions } : {}),
        ...(s.serverInfo ? { serverInfo: s.serverInfo } : {}),
        warnings: []
    }));
}

// EXTERNAL MODULE: ./src/util/file-error.ts
var file_error = __webpack_require__(8071);
;// CONCATENATED MODULE: ./src/manifest/catalog-ref.ts
/**
 * A `catalog:` value: a file, or `lock.json#tracker` for the server `tracker` of a lock file.
 * A `#` followed by a `/` belongs to the file's own name.
 */
function splitCatalogRef(value) {
    const hash = value.lastIndexOf('#');
    if (hash <= 0 || value.slice(hash + 1).includes('/'))
        return { file: value };
    return { file: value.slice(0, hash), entry: value.slice(hash + 1) };
}

// EXTERNAL MODULE: ./src/collect/limits.ts
var limits = __webpack_require__(7392);
;// CONCATENATED MODULE: ./src/collect/catalog-file.ts









/**
 * A stored catalog file: one server's `tools/list` as `record` writes it. It is a lock file's
 * server entry (name, source, serverInfo, instructions, pages, tools in canonical key order)
 * with a format version and the recording's provenance, so either can be used where the other
 * is. Older and hand-made files need only `{tools: [...], instructions?}`; a whole lock file
 * is read too (`file.json#server` picks one of its servers).
 */
const CATALOG_VERSION = 1;
/** The catalog file of one listing; fields in a fixed order, tools in the lock's canonical key order. */
function catalogFileOf(listing, provenance) {
    const { name, ...rest } = lockServerOf(listing);
    return { catalogVersion: CATALOG_VERSION, name, ...(provenance ? { provenance: orderedProvenance(provenance) } : {}), ...rest };
}
const PROVENANCE_ORDER = (/* unused pure expression or super */ null && (['package', 'version', 'license', 'repository', 'collectedAt', 'command', 'url', 'env', 'origin']));
function orderedProvenance(p) {
    const out = {};
    for (const key of PROVENANCE_ORDER)
        if (p[key] !== undefined)
            out[key] = p[key];
    return out;
}
/** The file's text: 2-space JSON with a trailing newline, as the lock file. */
function serializeCatalogFile(file) {
    return JSON.stringify(file, null, 2) + '\n';
}
/** A stored catalog file's listing; `server` names it in errors and becomes its name. */
async function loadCatalogFile(server, file, baseDir) {
    const ref = splitCatalogRef(file);
    const path = (0,external_node_path_.resolve)(baseDir, ref.file);
    let text;
    try {
        const { size } = await (0,promises_.stat)(path);
        if (size > limits/* MAX_MESSAGE_BYTES */.f)
            throw new collect_errors/* CollectError */.h(server, `catalog file ${file} has ${formatCount(size)} bytes; at most ${limits/* MAX_MESSAGE_TEXT */.z} are read, as for a live server's answer`);
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (err) {
        if (err instanceof collect_errors/* CollectError */.h)
            throw err;
        const code = err.code;
        throw new collect_errors/* CollectError */.h(server, code === 'ENOENT' ? `catalog file not found: ${file}` : `cannot read catalog file ${file}: ${(0,file_error/* fileErrorText */.U)(err)}`);
    }
    return parseCatalogFile(server, file, text, ref.entry);
}
function catalog_file_isRecord(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
/**
 * The listing in a stored catalog file's text, with the provenance it records; `file` only
 * names it in errors. A lock file gives its server `entry`, else the one named `server`, else
 * its only one.
 */
function readCatalogText(server, file, text, entry) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        throw new collect_errors/* CollectError */.h(server, `catalog file ${file} is not valid JSON: ${err.message}`);
    }
    // Its tools one level below the file's: the same bound as for a live server's tools.
    if ((0,json_depth/* nestsDeeperThan */.ix)(data, json_depth/* MAX_JSON_DEPTH */.KX + 2)) {
        throw new collect_errors/* CollectError */.h(server, `catalog file ${file} nests more than ${json_depth/* MAX_JSON_DEPTH */.KX} levels deep in a tool: record it again with \`mcp-tool-rank record\``);
    }
    if (catalog_file_isRecord(data) && 'lockfileVersion' in data)
        return { listing: lockEntry(server, file, data, entry) };
    if (entry !== undefined) {
        throw new collect_errors/* CollectError */.h(server, `catalog ${file}: the file is one server's tools/list, not a lock file, so \`#${entry}\` picks nothing; remove it`);
    }
    const record = catalog_file_isRecord(data) ? data : {};
    if (!Array.isArray(record.tools))
        throw new collect_errors/* CollectError */.h(server, `catalog file ${file} has no \`tools\` array (expected a stored tools/list result)`);
    const problem = lockServerProblem(record, true);
    if (problem)
        throw new collect_errors/* CollectError */.h(server, `catalog file ${file}${problem}`);
    const provenance = catalog_file_isRecord(record.provenance) && typeof record.provenance.collectedAt === 'string' ? record.provenance : legacyProvenance(record);
    return { listing: storedListing(server, record), ...(provenance ? { provenance } : {}) };
}
function parseCatalogFile(server, file, text, entry) {
    return readCatalogText(server, file, text, entry).listing;
}
/** The provenance older recordings kept at the top level: `{server, package, version, collectedAt, tools}`. */
function legacyProvenance(record) {
    const { package: pkg, version, collectedAt } = record;
    if (typeof pkg !== 'string' || typeof collectedAt !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(collectedAt))
        return undefined;
    return { package: pkg, ...(typeof version === 'string' ? { version } : {}), collectedAt: collectedAt.slice(0, 10) };
}
/** The listing of a lock file's server; `data` is the file's parsed JSON. */
function lockEntry(server, file, data, entry) {
    let servers;
    try {
        servers = lockOf(data, file).servers;
    }
    catch (err) {
        throw new collect_errors/* CollectError */.h(server, err.message);
    }
    const names = servers.map((s) => `\`${s.name}\``).join(', ') || 'none';
    const wanted = entry ?? (servers.length === 1 ? servers[0].name : server);
    const found = servers.find((s) => s.name === wanted);
    if (!found) {
        throw new collect_errors/* CollectError */.h(server, `lock file ${file} has no server \`${wanted}\` (its servers: ${names}); name one as ${file.replace(/#.*$/, '')}#<server>`);
    }
    return storedListing(server, found);
}
/** A stored server entry as a listing of `server` from a catalog (pages as stored, else one). */
function storedListing(server, s) {
    const pages = typeof s.pages === 'number' ? s.pages : 1;
    const paged = pages > 1 && Array.isArray(s.pageSizes);
    const info = s.serverInfo;
    return {
        name: server,
        source: 'catalog',
        tools: s.tools,
        pages,
        ...(paged ? { toolPages: lockToolPages({ tools: s.tools, pageSizes: s.pageSizes }) } : {}),
        ...(typeof s.instructions === 'string' ? { instructions: s.instructions } : {}),
        ...(catalog_file_isRecord(info) && typeof info.name === 'string' && typeof info.version === 'string' ? { serverInfo: { name: info.name, version: info.version } } : {})
    };
}

;// CONCATENATED MODULE: ./src/collect/collect.ts


/** How many servers start at once. */
const CONCURRENCY = 4;
/**
 * One server's listing. Live servers are started (or connected to), listed and always stopped,
 * whatever happens; every failure is a CollectError naming its cause.
 */
async function collectServer(server, ctx) {
    switch (server.kind) {
        case 'catalog':
            return loadCatalogFile(server.name, server.catalog, ctx.baseDir);
        // The MCP SDK and the HTTP stack load only for a manifest that starts or reaches a server.
        case 'stdio':
            return (await Promise.all(/* import() */[__webpack_require__.e(136), __webpack_require__.e(529)]).then(__webpack_require__.bind(__webpack_require__, 6529))).collectStdio(server, ctx.baseDir, ctx.callerEnv);
        case 'http':
            return (await Promise.all(/* import() */[__webpack_require__.e(136), __webpack_require__.e(967), __webpack_require__.e(902)]).then(__webpack_require__.bind(__webpack_require__, 3902))).collectHttp(server, ctx.baseDir, ctx.callerEnv);
    }
}
/** Collects every server, a few at a time; the result keeps manifest order. */
async function collectAll(servers, ctx) {
    const results = new Array(servers.length);
    const errors = new Array(servers.length);
    let next = 0;
    const worker = async () => {
        while (next < servers.length) {
            const i = next++;
            try {
                results[i] = await collectServer(servers[i], ctx);
            }
            catch (err) {
                errors[i] = err instanceof collect_errors/* CollectError */.h ? err : new collect_errors/* CollectError */.h(servers[i].name, `could not be collected: ${err?.message ?? String(err)}`);
            }
        }
    };
    const width = Math.max(1, Math.min(ctx.concurrency ?? CONCURRENCY, servers.length));
    await Promise.all(Array.from({ length: width }, worker));
    const failed = errors.filter((e) => e !== undefined);
    if (failed.length > 0)
        throw new CollectErrors(failed);
    return results;
}
/** Every server that could not be collected, in manifest order. */
class CollectErrors extends Error {
    errors;
    constructor(errors) {
        super(errors.map((e) => e.message).join('\n'));
        this.errors = errors;
        this.name = 'CollectErrors';
    }
}

;// CONCATENATED MODULE: ./src/engines/partial-ranking.ts
/**
 * The places of a ranking a caller reads, without ordering all of it: the first `top`
 * candidates in ranking order, and the rank of a few others. A search with `keep` (lint's
 * own-name queries, evaluation) needs a handful of places of a ranking that can hold most of
 * a large catalog; sorting it and building every entry costs more than scoring it did.
 */
/**
 * `candidates` are the tools that scored (any order); `wanted` those whose rank the caller
 * needs wherever they rank. Linear in the candidates for a small `top` and few wanted.
 */
function placesOf(candidates, order, top, wanted) {
    const head = [];
    for (let k = 0; k < candidates.length; k++) {
        const c = candidates[k];
        if (head.length === top && (top === 0 || order(c, head[top - 1]) >= 0))
            continue;
        let at = head.length;
        while (at > 0 && order(c, head[at - 1]) < 0)
            at--;
        head.splice(at, 0, c);
        if (head.length > top)
            head.pop();
    }
    const rankOf = new Map();
    head.forEach((c, i) => rankOf.set(c, i + 1));
    for (const w of wanted) {
        if (rankOf.has(w))
            continue;
        let ahead = 0;
        let found = false;
        for (let k = 0; k < candidates.length; k++) {
            const c = candidates[k];
            if (c === w)
                found = true;
            else if (order(c, w) < 0)
                ahead++;
        }
        if (found)
            rankOf.set(w, ahead + 1);
    }
    return { head, rankOf };
}
/** The kept candidates (head first, then the wanted ones), in rank order, with their ranks. */
function keptPlaces(places) {
    return [...places.rankOf].map(([index, rank]) => ({ index, rank })).sort((a, b) => a.rank - b.rank);
}
/**
 * The tie at the cut of a partial ranking, as a caller would read it off the full ranking: when
 * the last returned place and the first one past it score the same, every candidate with that
 * score, those within the cut inside. `head` holds at least the first `maxResults + 1` places.
 */
function tieAtCut(candidates, head, score, order, maxResults, id) {
    if (head.length <= maxResults || maxResults < 1)
        return {};
    const at = score(head[maxResults - 1]);
    if (score(head[maxResults]) !== at)
        return {};
    const tied = candidates.filter((i) => score(i) === at).sort(order);
    const inside = new Set(head.slice(0, maxResults));
    return { cutTie: { score: at, inside: tied.filter((i) => inside.has(i)).map(id), outside: tied.filter((i) => !inside.has(i)).map(id) } };
}

;// CONCATENATED MODULE: ./src/engines/subset.ts
/**
 * Which items of a list a subset of it holds, for engines that rank a subset of a prepared
 * catalog from the catalog's own indexes (`Engine.prepareSubset`).
 */
/**
 * Per item of `all`, 1 when `subset` holds it: `subset` must list some of `all`'s items (the
 * same objects) in `all`'s order, else undefined. A subset in that order keeps every tie that
 * the catalog's order decides.
 */
function subsequenceMask(all, subset) {
    const member = new Uint8Array(all.length);
    let at = 0;
    for (const item of subset) {
        while (at < all.length && all[at] !== item)
            at++;
        if (at === all.length)
            return undefined;
        member[at++] = 1;
    }
    return member;
}

;// CONCATENATED MODULE: ./src/util/group-by.ts
/** Items grouped by key, keys in order of first appearance, items in their order. */
function groupBy(items, key) {
    const map = new Map();
    for (const item of items) {
        const k = key(item);
        const list = map.get(k);
        if (list)
            list.push(item);
        else
            map.set(k, [item]);
    }
    return map;
}

;// CONCATENATED MODULE: ./src/engines/ai-sdk.ts



const AI_SDK_DEFAULT_MAX_RESULTS = 5;
const NAME_POINTS = 2;
const DESCRIPTION_POINTS = 1;
/** The SDK's tokenizer: split camelCase and digit-Upper, lower-case, runs of letters/digits. */
function aiSdkTokenize(text) {
    return (text
        .replace(/([a-z\d])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? []);
}
/** The query's distinct tokens, the terms the SDK scores. */
function aiSdkQueryTerms(query) {
    return [...new Set(aiSdkTokenize(query))];
}
/** Per catalog, its name collisions: lint and advice ask for them tool by tool. */
const COLLISIONS = new WeakMap();
/** Bare names more than one catalog tool has -> those tools, in catalog order: an app's tool set keeps one per name. */
function aiSdkNameCollisions(catalog) {
    let known = COLLISIONS.get(catalog);
    if (!known)
        COLLISIONS.set(catalog, (known = new Map([...groupBy(catalog.tools, (t) => String(t.rawName))].filter(([, tools]) => tools.length > 1))));
    return known;
}
/**
 * Per catalog tool, its tokens (never changed once made): advice prepares many catalogs made
 * of the same tools (parts of one catalog, one tool edited), which then cost little more than
 * their token indexes.
 */
const TOOLS = new WeakMap();
function aiSdkTool(tool) {
    let known = TOOLS.get(tool);
    if (!known) {
        const name = String(tool.rawName);
        const description = typeof tool.rawDescription === 'string' ? tool.rawDescription : '';
        known = { tool, name, nameTokens: new Set(aiSdkTokenize(name)), descriptionTokens: new Set(aiSdkTokenize(description)) };
        TOOLS.set(tool, known);
    }
    return known;
}
/** The bare names `catalog`'s tools share, numbered, for `tools` (those outside `member`: -1). */
function sharedNames(catalog, tools, member) {
    const collisions = new Map([...aiSdkNameCollisions(catalog)].map(([name, same]) => [name, same.map((t) => t.id)]));
    const names = new Map([...collisions.keys()].map((name, i) => [name, i]));
    return {
        collisions,
        sharedName: Int32Array.from(tools, (t, i) => (member && !member[i] ? -1 : (names.get(t.name) ?? -1))),
        sharedNames: names.size
    };
}
function prepareAiSdk(catalog) {
    const tools = catalog.tools.map(aiSdkTool);
    return {
        catalog,
        tools,
        nameIndex: tokenIndex(tools.map((t) => t.nameTokens)),
        descriptionIndex: tokenIndex(tools.map((t) => t.descriptionTokens)),
        ...sharedNames(catalog, tools)
    };
}
/**
 * The prepared catalog of `subset` (some of `prepared`'s catalog tools, in order) from
 * `prepared`'s token indexes: a tool's points read only its own tokens, and ties keep the
 * app's tool order, which the subset keeps. The one rule that reads other tools, one tool per
 * bare name, is the subset's own. Undefined when `subset` is not in that order.
 */
function prepareAiSdkSubset(prepared, subset) {
    const outer = prepared.member;
    // A subset's view indexes the whole catalog's tools.
    const member = subsequenceMask(outer ? prepared.tools.map((t) => t.tool) : prepared.catalog.tools, subset.tools);
    if (!member || (outer && member.some((m, i) => m && !outer[i])))
        return undefined;
    return { ...prepared, catalog: subset, member, ...sharedNames(subset, prepared.tools, member) };
}
const byId = new WeakMap();
function indexById(prepared) {
    let map = byId.get(prepared);
    if (!map) {
        const { member } = prepared;
        map = new Map(prepared.tools.flatMap((t, i) => (member && !member[i] ? [] : [[t.tool.id, i]])));
        byId.set(prepared, map);
    }
    return map;
}
function tokenIndex(tokens) {
    const index = new Map();
    tokens.forEach((set, i) => {
        for (const token of set) {
            const list = index.get(token);
            if (list)
                list.push(i);
            else
                index.set(token, [i]);
        }
    });
    return index;
}
function searchAiSdk(prepared, query, maxResults, keep) {
    const terms = aiSdkQueryTerms(query);
    // The SDK scores every tool; only the tools with a query token can score, and the token
    // indexes name them.
    const total = new Int32Array(prepared.tools.length);
    const touched = [];
    const { member } = prepared;
    const add = (tools, points) => {
        if (!tools)
            return;
        for (let k = 0; k < tools.length; k++) {
            const i = tools[k];
            if (member && !member[i])
                continue;
            if (total[i] === 0)
                touched.push(i);
            total[i] += points;
        }
    };
    for (const term of terms) {
        add(prepared.nameIndex.get(term), NAME_POINTS);
        add(prepared.descriptionIndex.get(term), DESCRIPTION_POINTS);
    }
    /** Per term in query order: name points, then description points. */
    const breakdownOf = (t) => {
        const breakdown = [];
        for (const term of terms) {
            if (t.nameTokens.has(term))
                breakdown.push({ term, field: 'name', points: NAME_POINTS });
            if (t.descriptionTokens.has(term))
                breakdown.push({ term, field: 'description', points: DESCRIPTION_POINTS });
        }
        return breakdown;
    };
    // Equal scores keep the app's tool order; the app's tool set holds one tool per name, so
    // a repeated name is dropped after the first of its tools in that order.
    const order = (a, b) => total[b] - total[a] || a - b;
    /** Per shared name (by its number), 1 + the tool of that name ranked first so far. */
    const firstOfName = new Int32Array(prepared.sharedNames);
    const ranked = [];
    for (const i of touched) {
        const shared = prepared.sharedName[i];
        if (shared < 0)
            ranked.push(i);
        else if (firstOfName[shared] === 0 || order(i, firstOfName[shared] - 1) < 0)
            firstOfName[shared] = i + 1;
    }
    for (const first of firstOfName)
        if (first > 0)
            ranked.push(first - 1);
    const survives = (i) => prepared.sharedName[i] < 0 || firstOfName[prepared.sharedName[i]] === i + 1;
    const entry = (i, rank) => {
        const t = prepared.tools[i];
        const e = { tool: t.tool.id, score: total[i], rank, breakdown: breakdownOf(t) };
        if (prepared.sharedName[i] >= 0) {
            const same = prepared.collisions.get(t.name).filter((id) => id !== t.tool.id);
            if (same.length)
                e.sameName = same;
        }
        return e;
    };
    const mode = terms.length ? 'keyword' : 'empty';
    if (keep) {
        const wanted = keep.tools.flatMap((id) => indexById(prepared).get(id) ?? []).filter(survives);
        const places = placesOf(ranked, order, Math.max(keep.top, maxResults + 1), wanted);
        const id = (i) => prepared.tools[i].tool.id;
        return {
            results: places.head.slice(0, maxResults).map(id),
            ranking: keptPlaces(places).map(({ index, rank }) => entry(index, rank)),
            mode,
            scored: ranked.length,
            ...(mode === 'keyword' ? tieAtCut(ranked, places.head, (i) => total[i], order, maxResults, id) : {})
        };
    }
    const ranking = ranked.sort(order).map((i, r) => entry(i, r + 1));
    return { results: ranking.slice(0, maxResults).map((r) => r.tool), ranking, mode };
}
const aiSdk = {
    id: 'ai-sdk',
    family: 'ai-sdk',
    client: 'Vercel AI SDK toolSearch()',
    versions: 'ai 7.0.173',
    exact: true,
    defaultMaxResults: AI_SDK_DEFAULT_MAX_RESULTS,
    loadsAlwaysLoad: false,
    firstPageOnly: false,
    readsSearchHint: false,
    localScoring: true,
    queryTerms: aiSdkQueryTerms,
    nameCollisions: aiSdkNameCollisions,
    prepare: prepareAiSdk,
    prepareSubset: prepareAiSdkSubset,
    search(prepared, query, { maxResults, keep }) {
        return searchAiSdk(prepared, query, maxResults, keep);
    },
    clientName(_prepared, tool) {
        return String(tool.rawName);
    }
};

;// CONCATENATED MODULE: ./src/engines/errors.ts
/** An engine id that names no engine (or a client version the product cannot rank as). */
class UnknownEngineError extends Error {
}
/** A client version that has no tool search: nothing is deferred, so no ranking applies. */
class EngineNotApplicableError extends UnknownEngineError {
}

;// CONCATENATED MODULE: ./src/engines/claude-code/versions.ts
/**
 * Claude Code client versions: which numbers were published, and how they compare. Versions
 * here are plain `major.minor.patch` numbers without pre-release tags (the client publishes
 * none), so a three-number comparison is all that is needed; no semver library.
 */
const VERSION_RE = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
function parseVersion(text) {
    const m = VERSION_RE.exec(text);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}
function versions_compareVersions(a, b) {
    return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
function formatVersion(v) {
    return v.join('.');
}
function versions_versionOf(text) {
    const v = parseVersion(text);
    if (!v)
        throw new Error(`not a version: ${text}`);
    return v;
}
/**
 * The published versions from the first one with tool search on, as runs of consecutive patch
 * numbers within one `major.minor` line. The gaps are numbers the registry never had (2.1.13,
 * 2.1.82, 2.1.102, 2.1.103, 2.1.106); 2.0.77 is the last 2.0 release known, 2.1.332 the newest.
 */
const PUBLISHED_RUNS = [
    [2, 0, 70, 77],
    [2, 1, 0, 12],
    [2, 1, 14, 81],
    [2, 1, 83, 101],
    [2, 1, 104, 105],
    [2, 1, 107, 332]
];
/** The first version with tool search; everything before it loads every MCP tool up front. */
const FIRST_WITH_TOOL_SEARCH = [2, 0, 70];
const NEWEST_PUBLISHED = (() => {
    const [major, minor, , last] = PUBLISHED_RUNS[PUBLISHED_RUNS.length - 1];
    return [major, minor, last];
})();
/** Every version of the runs above, oldest first. */
const PUBLISHED = PUBLISHED_RUNS.flatMap(([major, minor, first, last]) => Array.from({ length: last - first + 1 }, (_, i) => [major, minor, first + i]));
function isPublished(v) {
    return PUBLISHED.some((p) => versions_compareVersions(p, v) === 0);
}
/** The published versions just below and just above `v` (either may be missing). */
function publishedNeighbours(v) {
    const above = PUBLISHED.findIndex((p) => versions_compareVersions(p, v) > 0);
    if (above === -1)
        return { below: PUBLISHED[PUBLISHED.length - 1] };
    return { below: above > 0 ? PUBLISHED[above - 1] : undefined, above: PUBLISHED[above] };
}

;// CONCATENATED MODULE: ./src/engines/claude-code/generations.ts
/**
 * Every generation of Claude Code's tool search, each written as what changed in the release
 * that began it, and the changes to what the search reads (descriptions, hints, alwaysLoad),
 * which came in other releases, inside generations.
 */

const A = {
    tool: 'MCPSearch',
    builtins: false,
    firstPageOnly: true,
    cleanUp: false,
    select: 'one-mcp',
    exactName: 'none',
    prefix: false,
    required: false,
    names: 'A',
    descriptionMatch: 'substring',
    hintPoints: 0,
    hintCut: false,
    stripBoilerplate: false
};
/** Each generation as the changes of the release that began it, oldest first. */
const CHANGES = [
    ['A', 'claude-code@2.0', '2.0.70', '2.1.8', {}],
    ['B', 'claude-code@B', '2.1.9', '2.1.12', { names: 'B', descriptionMatch: 'word', firstPageOnly: false }],
    ['C', 'claude-code@C', '2.1.14', '2.1.15', { tool: 'ToolSearch', builtins: true, select: 'one', names: 'C' }],
    ['D', 'claude-code@D', '2.1.16', '2.1.18', { exactName: 'searchable', prefix: true }],
    ['E', 'claude-code@E', '2.1.19', '2.1.63', { required: true }],
    ['F', 'claude-code@F', '2.1.64', '2.1.100', { select: 'list', exactName: 'searchable-then-pool', hintPoints: 4 }],
    ['G', 'claude-code@G', '2.1.101', '2.1.112', { names: 'G' }],
    ['H', 'claude-code@H', '2.1.113', '2.1.270', { names: 'H' }],
    ['H1', 'claude-code@H1', '2.1.271', '2.1.294', { select: 'list-bare' }],
    ['H2', 'claude-code@H2', '2.1.295', '2.1.295', { cleanUp: true, hintCut: true }],
    // H3 changes no switch: it is the 4,096-unit description cut of 2.1.296 (INPUT_CHANGES).
    ['H3', 'claude-code@H3', '2.1.296', '2.1.325', {}],
    ['H4', 'claude-code@H4', '2.1.326', '2.1.331', { exactName: 'case-sensitive-first' }],
    ['I', 'claude-code@2.1', '2.1.332', '2.1.332', { stripBoilerplate: true }]
];
const GENERATIONS = (() => {
    let scorer = A;
    return CHANGES.map(([letter, id, first, last, changes]) => {
        scorer = { ...scorer, ...changes };
        return { ...scorer, id, letter, first: versions_versionOf(first), last: versions_versionOf(last) };
    });
})();
/** The generation that shipped in a published version with tool search. */
function generationAt(version) {
    return GENERATIONS.find((g) => versions_compareVersions(g.first, version) <= 0 && versions_compareVersions(version, g.last) <= 0);
}
const FIRST_INPUTS = { mcpHints: false, alwaysLoad: false, aliases: false };
const INPUT_CHANGES = [
    ['2.1.59', { aliases: true }],
    ['2.1.83', { mcpHints: true }],
    ['2.1.84', { descriptionCut: { max: 2048, splitsPairs: true } }],
    ['2.1.86', { alwaysLoad: true }],
    ['2.1.162', { descriptionCut: { max: 2048, splitsPairs: false } }],
    ['2.1.296', { descriptionCut: { max: 4096, splitsPairs: false } }]
];
function inputsAt(version) {
    let inputs = FIRST_INPUTS;
    for (const [first, changes] of INPUT_CHANGES) {
        if (versions_compareVersions(versions_versionOf(first), version) <= 0)
            inputs = { ...inputs, ...changes };
    }
    return inputs;
}
/** The versions inside a generation where what the search reads changes (after its first). */
function inputStepsWithin(g) {
    return INPUT_CHANGES.map(([first]) => versionOf(first)).filter((v) => compareVersions(g.first, v) < 0 && compareVersions(v, g.last) <= 0);
}

;// CONCATENATED MODULE: ./src/engines/bounded-memo.ts
/**
 * Answers remembered by string key, forgotten all at once when `limit` are held: engines keep
 * per-term and per-text work across queries and catalogs, and a huge query set or catalog must
 * not grow it without bound.
 */
class BoundedMemo {
    limit;
    map = new Map();
    constructor(limit) {
        this.limit = limit;
    }
    /** The remembered answer for `key`, else `compute(key)`, remembered. */
    get(key, compute) {
        let value = this.map.get(key);
        if (value === undefined) {
            value = compute(key);
            if (this.map.size >= this.limit)
                this.map.clear();
            this.map.set(key, value);
        }
        return value;
    }
}

;// CONCATENATED MODULE: ./src/engines/claude-code/boilerplate.ts
/**
 * 2.1.332 removes one fixed paragraph of its own (720 characters of English, about declining
 * uploads) from a description before scoring: the first occurrence only. The product does not
 * carry the client's text, so the paragraph is recognised by its opening sentence, its length
 * and its closing words: a different paragraph with all three the same is not to be expected.
 */
const OPENING = 'If an upload or send would be any of these, decline that step';
const CLOSING = 'are fine.';
const LENGTH = 720;
function withoutBoilerplate(text) {
    for (let at = text.indexOf(OPENING); at !== -1; at = text.indexOf(OPENING, at + 1)) {
        const end = at + LENGTH;
        if (end <= text.length && text.startsWith(CLOSING, end - CLOSING.length))
            return text.slice(0, at) + text.slice(end);
    }
    return text;
}

;// CONCATENATED MODULE: ./src/catalog/sanitize.ts
/**
 * Claude Code's Unicode sanitisation of everything a server lists (docs/architecture.md, "The
 * catalog"): NFKC, then drop format, private-use and unassigned characters and the
 * invisible/bidi ranges, repeated until stable (at most 10 rounds).
 */
const CATEGORY_STRIP = /[\p{Cf}\p{Co}\p{Cn}]/gu;
const RANGE_STRIP = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\uE000-\uF8FF]/g;
const MAX_ROUNDS = 10;
function sanitizeString(input) {
    let current = input;
    for (let round = 0; round < MAX_ROUNDS; round++) {
        const next = current.normalize('NFKC').replace(CATEGORY_STRIP, '').replace(RANGE_STRIP, '');
        if (next === current)
            break;
        current = next;
    }
    return current;
}
/** Sanitises every string in a JSON value, object keys included, as the client does. */
function sanitizeDeep(value) {
    if (typeof value === 'string')
        return sanitizeString(value);
    if (Array.isArray(value))
        return value.map(sanitizeDeep);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const [key, inner] of Object.entries(value))
            out[sanitizeString(key)] = sanitizeDeep(inner);
        return out;
    }
    return value;
}
/** The client's name normalisation: every character outside [A-Za-z0-9_-] becomes `_`. */
function normalizeNamePart(name) {
    return name.replace(/[^A-Za-z0-9_-]/g, '_');
}
function fullToolName(server, tool) {
    return `mcp__${normalizeNamePart(server)}__${normalizeNamePart(tool)}`;
}
/**
 * `mcp__github__create_issue` as `github/create_issue`, how reports name a tool they know by
 * its id: split at the first `__` after the prefix, as the client parses its own names.
 */
function sanitize_shortToolName(id) {
    const m = /^mcp__(.+?)__(.+)$/.exec(id);
    return m ? `${m[1]}/${m[2]}` : id;
}

;// CONCATENATED MODULE: ./src/engines/claude-code/names.ts
/**
 * How each generation cuts a tool's full name into the texts a term is compared with, and
 * what an equal or a containing text earns. A parse has one or two groups of texts (name parts;
 * B's server and action words; H's whole "coarse" names), scored separately.
 */

/** JavaScript's `s.split(/\s+/)` without empty pieces: the clients' word split. */
function words(s) {
    return s.split(/\s+/).filter((w) => w.length > 0);
}
const MCP_PREFIX = 'mcp__';
/** Built-in names: `WebFetch` → `web`, `fetch`; `_` separates too; `MCPSearch` stays one word. */
function builtinWords(name) {
    return words(name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase());
}
/** `/[\s_.]+/` pieces of each name, lower-cased: `-`, `+`, `:` stay inside a piece. */
function nameWords(names) {
    return names.flatMap((n) => n.toLowerCase().split(/[\s_.]+/).filter((p) => p.length > 0));
}
/** `mcp__server[__tool]` split at the first `__` after the prefix (H's reading of a name without origin). */
function splitFullName(name) {
    if (!name.startsWith(MCP_PREFIX))
        return undefined;
    const rest = name.slice(MCP_PREFIX.length);
    const at = rest.indexOf('__');
    const server = at === -1 ? rest : rest.slice(0, at);
    return server ? { server, tool: at === -1 ? '' : rest.slice(at + 2) } : undefined;
}
const normalisedParts = (name) => normalizeNamePart(name).split('_').filter(Boolean);
const originParts = (name) => name.split(/[\s_.]+/).filter(Boolean);
const NAME_FIELDS = ['name', 'name-part'];
const COARSE_FIELDS = ['coarse', 'coarse-part'];
/** B: the server before the first `__`, the action words after it. */
function mcpSearchServer(tool) {
    const s = tool.name.toLowerCase().replace(/^mcp__/, '');
    const at = s.indexOf('__');
    return at === -1 ? { server: s, actions: '' } : { server: s.slice(0, at), actions: s.slice(at + 2) };
}
const isMcpC = (tool) => tool.name.startsWith(MCP_PREFIX);
const isMcpG = (tool) => tool.origin !== undefined || tool.name.startsWith(MCP_PREFIX);
const isMcpH = (tool) => tool.origin !== undefined || splitFullName(tool.name) !== undefined;
function partsG(tool, mcp) {
    if (!mcp)
        return builtinWords(tool.name);
    if (tool.origin)
        return nameWords([tool.origin.server, tool.origin.tool]);
    return nameWords(tool.name.slice(MCP_PREFIX.length).split('__'));
}
const NAME_PARSERS = {
    // 2.0: the lower-cased full name with `__` as spaces, compared whole.
    A: {
        isMcp: () => true,
        groups: [{ key: 'A', texts: (t) => [t.name.toLowerCase().replaceAll('__', ' ')], mcp: { equal: 10, contains: 5 }, builtin: { equal: 10, contains: 5 }, fields: NAME_FIELDS }]
    },
    B: {
        isMcp: () => true,
        toolNameParts: normalisedParts,
        groups: [
            { key: 'B-server', texts: (t) => [mcpSearchServer(t).server], mcp: { equal: 12, contains: 6 }, builtin: { equal: 12, contains: 6 }, fields: NAME_FIELDS },
            { key: 'B-actions', texts: (t) => mcpSearchServer(t).actions.split('_').filter(Boolean), mcp: { equal: 8, contains: 4 }, builtin: { equal: 8, contains: 4 }, fields: NAME_FIELDS }
        ]
    },
    C: {
        isMcp: isMcpC,
        toolNameParts: normalisedParts,
        groups: [
            {
                key: 'C',
                texts: (t) => (isMcpC(t) ? t.name.toLowerCase().slice(MCP_PREFIX.length).split('_').filter(Boolean) : builtinWords(t.name)),
                mcp: { equal: 12, contains: 6 },
                builtin: { equal: 10, contains: 5 },
                fields: NAME_FIELDS
            }
        ]
    },
    G: {
        isMcp: isMcpG,
        toolNameParts: originParts,
        groups: [{ key: 'G', texts: (t) => partsG(t, isMcpG(t)), mcp: { equal: 12, contains: 6 }, builtin: { equal: 10, contains: 5 }, fields: NAME_FIELDS }]
    },
    H: {
        isMcp: isMcpH,
        toolNameParts: originParts,
        groups: [
            { key: 'H', texts: (t) => partsG(t, isMcpH(t)), mcp: { equal: 12, contains: 6 }, builtin: { equal: 10, contains: 5 }, fields: NAME_FIELDS },
            {
                key: 'H-coarse',
                texts: (t) => {
                    if (t.origin)
                        return [t.origin.server.toLowerCase(), t.origin.tool.toLowerCase()];
                    const split = splitFullName(t.name);
                    if (!split)
                        return [t.name.toLowerCase()];
                    return split.tool ? [split.server.toLowerCase(), split.tool.toLowerCase()] : [split.server.toLowerCase()];
                },
                mcp: { equal: 12, contains: 4 },
                builtin: { equal: 10, contains: 3 },
                fields: COARSE_FIELDS
            }
        ]
    }
};

;// CONCATENATED MODULE: ./src/engines/claude-code/pool.ts
function isBuiltin(entry) {
    return entry.builtin === true;
}
function poolTool(entry) {
    if (isBuiltin(entry)) {
        return {
            name: entry.name,
            mcp: false,
            description: entry.description,
            hint: entry.searchHint || undefined,
            alwaysLoad: false,
            deferred: entry.deferred,
            aliases: entry.aliases ?? [],
            page: 1
        };
    }
    return {
        name: entry.id,
        mcp: true,
        origin: { server: entry.server, tool: entry.name },
        description: entry.description,
        hint: entry.searchHint || undefined,
        alwaysLoad: entry.alwaysLoad,
        deferred: true,
        aliases: [],
        page: entry.page
    };
}
/**
 * For each tool, the tool whose description the search reads: the first of the pool with the
 * same full name (or, with `aliases`, listing that name as an alias). Itself unless names repeat.
 */
function descriptionSources(pool, aliases) {
    const first = new Map();
    pool.forEach((tool, i) => {
        for (const key of aliases ? [tool.name, ...tool.aliases] : [tool.name])
            if (!first.has(key))
                first.set(key, i);
    });
    return pool.map((tool) => first.get(tool.name));
}

;// CONCATENATED MODULE: ./src/engines/claude-code/text-field.ts
/**
 * One text field of every tool of a pool (name parts, descriptions, hints), answering "which
 * tools have a text that contains this term" (`text.includes(term)`), "... that equals it", and
 * "... that has it as a word" (`/\bterm\b/.test(text)`, JavaScript's ASCII `\b`) for all tools at
 * once, exactly as the per-tool tests would.
 *
 * Building costs next to nothing: the texts are joined on the first term, and the first few
 * distinct terms are answered by scanning the joined texts. A field asked more (lint's own-name
 * queries, many queries of a manifest) builds a table of its distinct word runs, which answers
 * terms made of word characters (most terms) from far shorter text. A field prepared for one
 * search (advice ranks an edited copy of part of a catalog for every edit it tries) never pays
 * for the table. Both ways give the same answers. Each answer is remembered per term, so a term
 * that several queries or several generations share is looked up once. A term never contains
 * white space (queries are split on it), so a match never spans the line feed that joins texts.
 */

const WORD_TERM = /^[A-Za-z0-9_]+$/;
const SEPARATOR = '\n';
/** Remembered answers per field before the memo starts over (bounds memory on huge query sets). */
const MEMO_LIMIT = 20_000;
/** Questions (`containing` or `withWord`, each term once per kind) about terms of word characters a field answers by scanning before it builds its word table. */
const SCANS_BEFORE_TABLE = 8;
function isWordUnit(code) {
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}
/** Distinct values, ascending. */
function ownersOf(list) {
    const owners = Int32Array.from(list).sort();
    let n = 0;
    for (let i = 0; i < owners.length; i++)
        if (i === 0 || owners[i] !== owners[i - 1])
            owners[n++] = owners[i];
    return owners.subarray(0, n);
}
/** Texts joined by line feeds, to find a term in all of them with one `indexOf` sweep. */
class Joined {
    text;
    /** Start of each text in `text`, plus one past the end. */
    starts;
    constructor(texts) {
        this.text = texts.join(SEPARATOR);
        this.starts = new Int32Array(texts.length + 1);
        let at = 0;
        texts.forEach((t, i) => {
            this.starts[i] = at;
            at += t.length + 1;
        });
        this.starts[texts.length] = at;
    }
    /**
     * Calls `hit(i, at)` once for each text i, with its first occurrence of `term` that
     * `accept(at)` takes, until a hit returns true.
     */
    forEach(term, accept, hit) {
        let i = 0;
        let at = this.text.indexOf(term);
        while (at !== -1) {
            while (this.starts[i + 1] <= at)
                i++;
            if (accept(at)) {
                if (hit(i, at) === true)
                    return;
                at = this.text.indexOf(term, this.starts[i + 1]);
            }
            else {
                at = this.text.indexOf(term, at + 1);
            }
        }
    }
}
const always = () => true;
class TextField {
    texts;
    owners;
    joinedTexts;
    wordTable;
    exactTable;
    containingMemo = new BoundedMemo(MEMO_LIMIT);
    wordMemo = new BoundedMemo(MEMO_LIMIT);
    /** Questions about terms of word characters answered so far without the word table (a term asked both ways counts twice). */
    scans = 0;
    /** `owners[i]` is the tool of `texts[i]` (default: text i belongs to tool i). */
    constructor(texts, owners) {
        this.texts = texts;
        this.owners = owners ?? texts.map((_, i) => i);
    }
    /** Whether the field holds exactly these texts, text i of tool i. */
    readsTexts(texts) {
        if (texts.length !== this.texts.length)
            return false;
        for (let i = 0; i < texts.length; i++)
            if (texts[i] !== this.texts[i] || this.owners[i] !== i)
                return false;
        return true;
    }
    /** Tools with a text that contains `term`, and those with a text equal to it. */
    containing(term) {
        return this.containingMemo.get(term, (t) => {
            const found = [];
            if (WORD_TERM.test(t) && this.tableReady()) {
                // A term of word characters can only occur inside one run of word characters, so the
                // distinct runs (far fewer and shorter than the texts) are searched instead.
                // Common runs ("the") have most tools as owners: each owner is taken once, as it is
                // first seen, so that a short term ("a") does not gather and sort every word's owners,
                // and the search stops once every owner is found.
                const table = this.words();
                const seen = new Uint8Array(table.ownerCount);
                table.vocabulary.forEach(t, always, (w) => {
                    for (const owner of table.wordOwners[w]) {
                        if (seen[owner])
                            continue;
                        seen[owner] = 1;
                        found.push(owner);
                    }
                    return found.length === table.ownerCount;
                });
                return { owners: ownersOf(found), equal: ownersOf(this.exact().get(t) ?? []) };
            }
            // A text equals the term when its first occurrence starts the text and ends it.
            const joined = this.joined();
            const equal = [];
            joined.forEach(t, always, (i, at) => {
                found.push(this.owners[i]);
                if (at === joined.starts[i] && at + t.length + 1 === joined.starts[i + 1])
                    equal.push(this.owners[i]);
            });
            return { owners: ownersOf(found), equal: ownersOf(equal) };
        });
    }
    /** Tools with a text where `\bterm\b` matches. */
    withWord(term) {
        return this.wordMemo.get(term, (t) => {
            if (WORD_TERM.test(t) && this.tableReady())
                return ownersOf(this.words().owners.get(t) ?? []);
            // Otherwise: every occurrence whose ends are word boundaries, as the regular expression
            // tries them (a line feed or the end of the joined text is a non-word neighbour, as the
            // start and end of one text are for the expression).
            const joined = this.joined();
            const text = joined.text;
            const firstIsWord = isWordUnit(t.charCodeAt(0));
            const lastIsWord = isWordUnit(t.charCodeAt(t.length - 1));
            const boundaries = (at) => (at > 0 && isWordUnit(text.charCodeAt(at - 1))) !== firstIsWord &&
                (at + t.length < text.length && isWordUnit(text.charCodeAt(at + t.length))) !== lastIsWord;
            const found = [];
            joined.forEach(t, boundaries, (i) => {
                found.push(this.owners[i]);
            });
            return ownersOf(found);
        });
    }
    /** Whether a term of word characters is answered from the word table (built now if it is due). */
    tableReady() {
        return this.wordTable !== undefined || ++this.scans > SCANS_BEFORE_TABLE;
    }
    joined() {
        return (this.joinedTexts ??= new Joined(this.texts));
    }
    exact() {
        if (!this.exactTable) {
            const table = new Map();
            this.texts.forEach((text, i) => {
                const list = table.get(text);
                if (!list)
                    table.set(text, [this.owners[i]]);
                else if (list[list.length - 1] !== this.owners[i])
                    list.push(this.owners[i]);
            });
            this.exactTable = table;
        }
        return this.exactTable;
    }
    words() {
        if (!this.wordTable) {
            const owners = new Map();
            this.texts.forEach((text, i) => {
                const owner = this.owners[i];
                // Runs of [A-Za-z0-9_], found by char code (a regular expression's match array costs more).
                for (let at = 0; at < text.length;) {
                    if (!isWordUnit(text.charCodeAt(at))) {
                        at++;
                        continue;
                    }
                    let end = at + 1;
                    while (end < text.length && isWordUnit(text.charCodeAt(end)))
                        end++;
                    const word = text.slice(at, end);
                    at = end;
                    const list = owners.get(word);
                    if (!list)
                        owners.set(word, [owner]);
                    else if (list[list.length - 1] !== owner)
                        list.push(owner);
                }
            });
            const words = [...owners.keys()];
            const wordOwners = [...owners.values()];
            const ownerCount = this.owners.reduce((most, owner) => Math.max(most, owner + 1), 0);
            this.wordTable = { owners, vocabulary: new Joined(words), wordOwners, ownerCount };
        }
        return this.wordTable;
    }
}

;// CONCATENATED MODULE: ./src/engines/claude-code/prepare.ts





const TRUNCATION_MARKER = '… [truncated]';
/** What a term earns a tool whose description has it (a weak match: names and hints earn more). */
const prepare_DESCRIPTION_POINTS = 2;
/** A tool's contributions, term by term (each term's tools are ascending: found by bisection). */
function breakdownOf(scores, i) {
    const breakdown = [];
    for (const { tools, contributions } of scores) {
        let lo = 0;
        let hi = tools.length - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            if (tools[mid] < i)
                lo = mid + 1;
            else if (tools[mid] > i)
                hi = mid - 1;
            else {
                for (const c of contributions[mid])
                    breakdown.push(c);
                break;
            }
        }
    }
    return breakdown;
}
const SHARED = new WeakMap();
/** Cuts an MCP description as the client version does, marking the cut. */
function prepare_cutDescription(text, cut) {
    if (!cut || text.length <= cut.max)
        return text;
    let end = cut.max;
    const last = text.charCodeAt(end - 1);
    if (!cut.splitsPairs && last >= 0xd800 && last <= 0xdbff)
        end -= 1;
    return text.slice(0, end) + TRUNCATION_MARKER;
}
/**
 * Per catalog tool (or built-in), its pool tool, and per pool tool the texts a field reads,
 * by the field's key: advice prepares many catalogs made of the same tools (parts of one
 * catalog, one tool edited), which then cost little more than the arrays that list them.
 */
const POOL_TOOLS = new WeakMap();
const TOOL_TEXTS = new WeakMap();
function pooled(entry) {
    let tool = POOL_TOOLS.get(entry);
    if (!tool)
        POOL_TOOLS.set(entry, (tool = poolTool(entry)));
    return tool;
}
function toolText(tool, key, make) {
    let texts = TOOL_TEXTS.get(tool);
    if (!texts)
        TOOL_TEXTS.set(tool, (texts = new Map()));
    let text = texts.get(key);
    if (text === undefined)
        texts.set(key, (text = make(tool)));
    return text;
}
function poolFor(shared, entries, g) {
    const key = `${g.builtins ? 'all' : 'mcp'}${g.firstPageOnly ? ' page 1' : ''}`;
    let pool = shared.pools.get(key);
    if (!pool) {
        let all = shared.pools.get('all');
        if (!all)
            shared.pools.set('all', (all = entries.map(pooled)));
        const kept = all.filter((t) => (g.builtins || t.mcp) && (!g.firstPageOnly || t.page === 1));
        // The same array when nothing is left out, so its fields are shared too.
        pool = kept.length === all.length ? all : kept;
        shared.pools.set(key, pool);
    }
    return pool;
}
function fieldOf(fields, key, make) {
    let field = fields.get(key);
    if (!field)
        fields.set(key, (field = make()));
    return field;
}
function groupField(pool, group) {
    const texts = [];
    const owners = [];
    const key = `names ${group.key}`;
    pool.forEach((tool, i) => {
        for (const text of toolText(tool, key, group.texts)) {
            texts.push(text);
            owners.push(i);
        }
    });
    return new TextField(texts, owners);
}
function descriptionField(pool, g, inputs, key, fields) {
    const read = (tool) => {
        let text = tool.mcp ? prepare_cutDescription(tool.description, inputs.descriptionCut) : tool.description;
        if (g.stripBoilerplate)
            text = withoutBoilerplate(text);
        return text.toLowerCase();
    };
    const own = pool.map((tool) => toolText(tool, key, read));
    const texts = descriptionSources(pool, inputs.aliases).map((source) => own[source]);
    // Generations that cut or strip descriptions mostly read the very same texts (few reach a
    // cut or hold the boilerplate): they then share one field, its word table and its answers.
    for (const [other, field] of fields)
        if (other.startsWith('description') && field.readsTexts(texts))
            return field;
    return new TextField(texts);
}
/** Terms whose points one prepared catalog remembers before it starts over (bounds memory on huge query sets). */
const TERM_MEMO_LIMIT = 20_000;
const HINT_CUT = 4096;
function hintField(pool, g, inputs, key) {
    const read = (tool) => {
        const hint = tool.mcp && !inputs.mcpHints ? undefined : tool.hint;
        return (g.hintCut ? hint?.slice(0, HINT_CUT) : hint)?.toLowerCase() ?? '';
    };
    return new TextField(pool.map((tool) => toolText(tool, key, read)));
}
const lowerName = (tool) => tool.name.toLowerCase();
function prepareClaudeCode(g, inputs, catalog, entries = catalog.tools) {
    let shared = SHARED.get(entries);
    if (!shared)
        SHARED.set(entries, (shared = { pools: new Map(), fields: new WeakMap() }));
    const pool = poolFor(shared, entries, g);
    let fields = shared.fields.get(pool);
    if (!fields)
        shared.fields.set(pool, (fields = new Map()));
    const parser = NAME_PARSERS[g.names];
    const cut = inputs.descriptionCut;
    const descriptionKey = `description ${cut ? `${cut.max}${cut.splitsPairs ? ' split' : ''}` : 'whole'}${g.stripBoilerplate ? ' stripped' : ''}${inputs.aliases ? ' aliases' : ''}`;
    const hintKey = `hint${inputs.mcpHints ? ' mcp' : ''}${g.hintCut ? ' cut' : ''}`;
    return {
        catalog,
        generation: g,
        inputs,
        pool,
        lowerNames: pool.map((t) => toolText(t, 'lower name', lowerName)),
        searchable: Uint8Array.from(pool, (t) => Number(t.mcp ? !(inputs.alwaysLoad && t.alwaysLoad) : t.deferred)),
        isMcp: Uint8Array.from(pool, (t) => Number(parser.isMcp(t))),
        groups: parser.groups.map((group) => ({ group, field: fieldOf(fields, `names ${group.key}`, () => groupField(pool, group)) })),
        descriptions: fieldOf(fields, descriptionKey, () => descriptionField(pool, g, inputs, descriptionKey, fields)),
        hints: g.hintPoints ? fieldOf(fields, hintKey, () => hintField(pool, g, inputs, hintKey)) : undefined,
        termMemo: new BoundedMemo(TERM_MEMO_LIMIT)
    };
}

;// CONCATENATED MODULE: ./src/engines/claude-code/query.ts
/**
 * What the search does with the query before scoring: the clean-up of H2 and later, `select:`
 * and its name resolution per generation.
 */


/** `.` matches no line terminator and `^`/`$` are the ends of the whole query. */
const SELECT_RE = /^select:(.+)$/i;
const SELECT_PREFIX_LENGTH = 'select:'.length;
const MAX_QUERY_UNITS = 16_384;
const MAX_QUERY_WORDS = 32;
const MAX_SELECT_ITEMS = 64;
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
/**
 * H2 and later: the query cut to 16,384 UTF-16 units (never ending on half a surrogate pair);
 * a `select:` list cut to 64 items; any other query cut to its first 32 words. A query within
 * the limits is returned as written (not trimmed).
 */
function cleanUpQuery(query) {
    let q = query;
    if (q.length > MAX_QUERY_UNITS) {
        q = q.slice(0, MAX_QUERY_UNITS);
        if (isHighSurrogate(q.charCodeAt(q.length - 1)))
            q = q.slice(0, -1);
    }
    const select = SELECT_RE.exec(q);
    if (select) {
        const items = select[1].split(',');
        return items.length > MAX_SELECT_ITEMS ? q.slice(0, SELECT_PREFIX_LENGTH) + items.slice(0, MAX_SELECT_ITEMS).join(',') : q;
    }
    const all = words(q.trim());
    return all.length > MAX_QUERY_WORDS ? all.slice(0, MAX_QUERY_WORDS).join(' ') : q;
}
/** The bare tool name of `mcp__server__tool` (after the first `__` following the prefix). */
function bareNameOf(name) {
    if (!name.startsWith('mcp__'))
        return undefined;
    const at = name.indexOf('__', 'mcp__'.length);
    return at === -1 ? undefined : name.slice(at + 2);
}
/** The full names `select:<rest>` returns, in order, each once. */
function selectNames(rule, { pool, searchable, aliases }, rest) {
    const names = (t, item) => t.name === item || t.aliases.includes(item);
    const firstSearchable = (item, withAliases) => pool.find((t, i) => searchable[i] && (withAliases ? names(t, item) : t.name === item));
    if (rule === 'one-mcp') {
        const name = rest.trim();
        return pool.some((t) => t.mcp && t.name === name) ? [name] : [];
    }
    if (rule === 'one') {
        const hit = firstSearchable(rest.trim(), aliases);
        return hit ? [hit.name] : [];
    }
    const out = new Set();
    for (const item of rest.split(',').map((s) => s.trim()).filter(Boolean)) {
        const hit = firstSearchable(item, true) ?? pool.find((t) => names(t, item));
        if (hit)
            out.add(hit.name);
        else if (rule === 'list-bare') {
            for (const t of pool) {
                const bare = t.origin ? t.origin.tool : bareNameOf(t.name);
                if (bare !== undefined && (bare === item || normalizeNamePart(bare) === item))
                    out.add(t.name);
            }
        }
    }
    return [...out];
}

;// CONCATENATED MODULE: ./src/engines/claude-code/reading.ts


function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** `\bterm\b` in the text (JavaScript's ASCII word boundaries), as B and later match descriptions. */
function matchesWord(text, term) {
    return text.includes(term) && new RegExp('\\b' + escapeRegExp(term) + '\\b').test(text);
}
function clientReading(g, inputs) {
    const { toolNameParts } = NAME_PARSERS[g.names];
    const cut = inputs.descriptionCut;
    return {
        queryTerms: (query) => {
            const terms = words((g.cleanUp ? cleanUpQuery(query) : query).toLowerCase());
            return [...new Set(terms.map((t) => (g.required && t.startsWith('+') && t.length > 1 ? t.slice(1) : t)))];
        },
        ...(toolNameParts ? { nameParts: toolNameParts } : {}),
        ...(cut ? { descriptionCut: { length: cut.max, matches: g.descriptionMatch === 'word' ? matchesWord : (text, term) => text.includes(term) } } : {})
    };
}

;// CONCATENATED MODULE: ./src/engines/claude-code/subset.ts




/**
 * The prepared catalog of `subset` made from `p`: the same pool and fields, with the tools
 * outside the subset neither searchable nor found by name. Undefined when `subset` is not some
 * of `p`'s catalog tools in order, when `p`'s pool holds built-in tools, or when a tool of
 * the subset reads the description of a tool outside it.
 */
function prepareClaudeCodeSubset(p, subset) {
    const base = p.subsetOf?.base ?? p;
    if (p.subsetOf && !subsequenceMask(p.catalog.tools, subset.tools))
        return undefined;
    const inCatalog = subsequenceMask(base.catalog.tools, subset.tools);
    if (!inCatalog)
        return undefined;
    // The pool is the catalog's tools that the generation reads (first pages only, for some), in order.
    const member = new Uint8Array(base.pool.length);
    let k = 0;
    for (let c = 0; c < base.catalog.tools.length; c++) {
        const tool = base.catalog.tools[c];
        if (base.generation.firstPageOnly && tool.page !== 1)
            continue;
        if (pooled(tool) !== base.pool[k])
            return undefined;
        member[k++] = inCatalog[c];
    }
    if (k !== base.pool.length)
        return undefined;
    const sources = descriptionSources(base.pool, base.inputs.aliases);
    if (sources.some((source, i) => member[i] && !member[source]))
        return undefined;
    return {
        ...base,
        catalog: subset,
        searchable: base.searchable.map((s, i) => s & member[i]),
        termMemo: new BoundedMemo(TERM_MEMO_LIMIT),
        subsetOf: { base, member }
    };
}
/** A term's score in the catalog, kept to the subset's tools. */
function subsetTermScore(score, member) {
    const kept = { tools: [], contributions: [], points: [] };
    for (let k = 0; k < score.tools.length; k++) {
        if (!member[score.tools[k]])
            continue;
        kept.tools.push(score.tools[k]);
        kept.contributions.push(score.contributions[k]);
        kept.points.push(score.points[k]);
    }
    return kept;
}

;// CONCATENATED MODULE: ./src/engines/claude-code/strong-places.ts
/**
 * The first places of a keyword ranking without adding up every tool that scored. A term earns
 * a tool 2 points when only the tool's description has it (a weak match) and more when a name
 * or the hint has it (a strong match). A tool that no term matches strongly scores at most 2
 * per term, so when the last place read among the strongly matched tools scores more, no other
 * tool can reach those places or tie with them, and only the strongly matched tools (a small
 * share of a large catalog: a name holds few words, a description many) need adding up.
 * Otherwise the caller ranks every tool. Same answer either way.
 */


const tiersOf = new WeakMap();
/** Only the description has the term: a description match always earns DESCRIPTION_POINTS. */
function isWeak(contributions) {
    return contributions.length === 1 && contributions[0].field === 'description';
}
function tiers(score, poolSize) {
    let t = tiersOf.get(score);
    if (!t) {
        const words = (poolSize + 31) >>> 5;
        const weak = new Uint32Array(words);
        const all = new Uint32Array(words);
        const strong = [];
        for (let k = 0; k < score.tools.length; k++) {
            const i = score.tools[k];
            all[i >>> 5] |= 1 << (i & 31);
            if (isWeak(score.contributions[k]))
                weak[i >>> 5] |= 1 << (i & 31);
            else
                strong.push(k);
        }
        t = { strong: Int32Array.from(strong), anyWeak: strong.length < score.tools.length, weak, all };
        tiersOf.set(score, t);
    }
    return t;
}
function has(bits, i) {
    return ((bits[i >>> 5] >>> (i & 31)) & 1) === 1;
}
function popcount(word) {
    let v = word - ((word >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
/** How many tools any of the terms matches: those that score (every match earns points). */
function scoredCount(termTiers) {
    let n = 0;
    const words = termTiers[0]?.all.length ?? 0;
    for (let w = 0; w < words; w++) {
        let union = 0;
        for (const t of termTiers)
            union |= t.all[w];
        n += popcount(union);
    }
    return n;
}
/** Per prepared catalog, a zeroed total per pool tool, reused by each search (and zeroed again after it). */
const scratch = new WeakMap();
/**
 * `keep`'s places of the ranking of `scores` (the terms in scoring order, each time it counts),
 * or undefined when tools matched only weakly could reach them: then rank every tool. `wanted`
 * are pool indexes; `places` how many first places to order.
 */
function strongPlaces(p, scores, maxResults, places, wanted, mode) {
    if (scores.length === 0)
        return undefined;
    const termTiers = scores.map((s) => tiers(s, p.pool.length));
    let total = scratch.get(p);
    if (!total)
        scratch.set(p, (total = new Int32Array(p.pool.length)));
    const candidates = [];
    try {
        let bound = 0;
        for (let j = 0; j < scores.length; j++) {
            const { tools, points } = scores[j];
            const { strong, anyWeak } = termTiers[j];
            if (anyWeak)
                bound += prepare_DESCRIPTION_POINTS;
            for (let s = 0; s < strong.length; s++) {
                const i = tools[strong[s]];
                if (total[i] === 0)
                    candidates.push(i);
                total[i] += points[strong[s]];
            }
        }
        if (candidates.length < places)
            return undefined;
        for (const t of termTiers) {
            if (!t.anyWeak)
                continue;
            for (const i of candidates)
                if (has(t.weak, i))
                    total[i] += prepare_DESCRIPTION_POINTS;
        }
        const keptWanted = [];
        for (const w of wanted) {
            if (total[w] > bound)
                keptWanted.push(w);
            else if (termTiers.some((t) => has(t.all, w)))
                return undefined;
        }
        const order = (a, b) => total[b] - total[a] || a - b;
        const found = placesOf(candidates, order, places, keptWanted);
        if (found.head.length < places || total[found.head[places - 1]] <= bound)
            return undefined;
        const name = (i) => p.pool[i].name;
        return {
            results: found.head.slice(0, maxResults).map(name),
            ranking: keptPlaces(found).map(({ index, rank }) => ({ tool: name(index), score: total[index], rank, breakdown: breakdownOf(scores, index) })),
            mode,
            scored: scoredCount(termTiers),
            ...tieAtCut(candidates, found.head, (i) => total[i], order, maxResults, name)
        };
    }
    finally {
        for (const i of candidates)
            total[i] = 0;
    }
}

;// CONCATENATED MODULE: ./src/engines/claude-code/search.ts
/**
 * One search, in the client's order of steps: query clean-up, `select:`, exact name, `mcp__`
 * prefix, keyword scoring. Which steps run and how is the generation's (generations.ts).
 */






/** Matches (summed over the query's terms) from which a kept search adds up only the strong ones first. */
const STRONG_PLACES_MIN_POSTINGS = 1_000;
/** A fast path's answer: the tools, in order, without scores. */
function listed(names, mode) {
    return {
        results: [...names],
        ranking: names.map((tool, i) => ({ tool, score: 0, rank: i + 1, breakdown: [] })),
        mode
    };
}
const nameLookups = new WeakMap();
function nameLookup(p) {
    let lookup = nameLookups.get(p);
    if (!lookup) {
        lookup = { searchable: new Map(), pool: new Map(), searchableLower: new Map(), poolLower: new Map() };
        const member = p.subsetOf?.member;
        for (let i = p.pool.length - 1; i >= 0; i--) {
            if (member && !member[i])
                continue;
            const [name, lower] = [p.pool[i].name, p.lowerNames[i]];
            lookup.pool.set(name, i);
            lookup.poolLower.set(lower, i);
            if (p.searchable[i]) {
                lookup.searchable.set(name, i);
                lookup.searchableLower.set(lower, i);
            }
        }
        nameLookups.set(p, lookup);
    }
    return lookup;
}
/** The tools `select:` looks among: a subset's own. */
function selectPool(p) {
    const member = p.subsetOf?.member;
    if (!member)
        return { pool: p.pool, searchable: p.searchable, aliases: p.inputs.aliases };
    const kept = p.pool.flatMap((_, i) => (member[i] ? [i] : []));
    return { pool: kept.map((i) => p.pool[i]), searchable: Uint8Array.from(kept, (i) => p.searchable[i]), aliases: p.inputs.aliases };
}
function exactName(p, query, lower) {
    const rule = p.generation.exactName;
    if (rule === 'none')
        return undefined;
    const names = nameLookup(p);
    const find = (searchable, pool, key) => searchable.get(key) ?? (rule === 'searchable' ? undefined : pool.get(key));
    const at = (rule === 'case-sensitive-first' ? find(names.searchable, names.pool, query.trim()) : undefined) ?? find(names.searchableLower, names.poolLower, lower);
    return at === undefined ? undefined : p.pool[at].name;
}
/**
 * What one term earns, its tools ascending (a search that reads a few places finds a tool's
 * contributions by bisection). The order of the tools changes no ranking: every ranking orders
 * by score, then by place in the pool.
 * A tool's contributions depend only on the fields it scores in and on whether it counts as
 * MCP, so the tools alike share one list (never changed): a term that most tools score on
 * (Claude Code 2.0 matches descriptions by substring) costs an array of references, not an
 * object per tool for the garbage collector to trace.
 */
function termScore(p, term) {
    /** Per tool: two bits per name group (1: equal, 2: contains), then hint, then description. */
    const fields = new Int32Array(p.pool.length);
    p.groups.forEach(({ field }, g) => {
        const { owners, equal } = field.containing(term);
        let e = 0;
        for (const i of owners) {
            const isEqual = e < equal.length && equal[e] === i;
            if (isEqual)
                e++;
            if (p.searchable[i])
                fields[i] |= (isEqual ? 1 : 2) << (2 * g);
        }
    });
    const g = p.generation;
    const hintBit = 1 << (2 * p.groups.length);
    const mark = (owners, bit) => {
        for (let k = 0; k < owners.length; k++)
            if (p.searchable[owners[k]])
                fields[owners[k]] |= bit;
    };
    if (p.hints)
        mark(p.hints.withWord(term), hintBit);
    mark(g.descriptionMatch === 'word' ? p.descriptions.withWord(term) : p.descriptions.containing(term).owners, hintBit << 1);
    const alike = new Map();
    const score = { tools: [], contributions: [], points: [] };
    for (let i = 0; i < fields.length; i++) {
        if (fields[i] === 0)
            continue;
        const key = fields[i] * 2 + p.isMcp[i];
        let shared = alike.get(key);
        if (!shared) {
            // In the order the fields are read: name groups, hint, description.
            const list = [];
            p.groups.forEach(({ group }, n) => {
                const bits = (fields[i] >> (2 * n)) & 3;
                const points = p.isMcp[i] ? group.mcp : group.builtin;
                if (bits === 1)
                    list.push({ term, field: group.fields[0], points: points.equal });
                else if (bits === 2)
                    list.push({ term, field: group.fields[1], points: points.contains });
            });
            if (fields[i] & hintBit)
                list.push({ term, field: 'hint', points: g.hintPoints });
            if (fields[i] & (hintBit << 1))
                list.push({ term, field: 'description', points: prepare_DESCRIPTION_POINTS });
            shared = { list, points: list.reduce((sum, c) => sum + c.points, 0) };
            alike.set(key, shared);
        }
        score.tools.push(i);
        score.contributions.push(shared.list);
        score.points.push(shared.points);
    }
    return score;
}
function memoTermScore(p, term) {
    const subset = p.subsetOf;
    // A subset's points are the catalog's, kept to its tools: a term is scored once for both.
    return p.termMemo.get(term, subset ? (t) => subsetTermScore(memoTermScore(subset.base, t), subset.member) : (t) => termScore(p, t));
}
/** The lists one after the other (`Array.prototype.flat` is several times slower on this hot path). */
function concat(lists) {
    const out = [];
    for (const list of lists)
        for (const c of list)
            out.push(c);
    return out;
}
function keywordSearch(p, lower, maxResults, keep) {
    const terms = words(lower);
    const isRequired = (t) => p.generation.required && t.startsWith('+') && t.length > 1;
    const required = terms.filter(isRequired).map((t) => t.slice(1));
    const scoring = required.length ? [...required, ...terms.filter((t) => !isRequired(t))] : terms;
    const scores = scoring.map((t) => memoTermScore(p, t));
    // A candidate must score on every required term.
    let allowed;
    if (required.length) {
        const hits = new Uint32Array(p.pool.length);
        for (let r = 0; r < required.length; r++)
            for (const i of scores[r].tools)
                hits[i]++;
        allowed = Uint8Array.from(hits, (n) => Number(n === required.length));
    }
    if (keep)
        return keptSearch(p, scores, allowed, maxResults, keep, terms.length ? 'keyword' : 'empty');
    const total = new Int32Array(p.pool.length);
    /** Per tool, the contribution lists of the terms it scored on (shared with the term memo, never changed). */
    const lists = new Array(p.pool.length);
    const touched = [];
    for (const { tools, contributions, points } of scores) {
        for (let k = 0; k < tools.length; k++) {
            const i = tools[k];
            if (allowed && !allowed[i])
                continue;
            if (lists[i])
                lists[i].push(contributions[k]);
            else {
                lists[i] = [contributions[k]];
                touched.push(i);
            }
            total[i] += points[k];
        }
    }
    // Scores above 0, best first; equal scores keep the pool's order (the client's sort is stable).
    const order = touched.filter((i) => total[i] > 0).sort((a, b) => total[b] - total[a] || a - b);
    const ranking = order.map((i, r) => ({ tool: p.pool[i].name, score: total[i], rank: r + 1, breakdown: lists[i].length === 1 ? lists[i][0] : concat(lists[i]) }));
    return { results: ranking.slice(0, maxResults).map((r) => r.tool), ranking, mode: terms.length ? 'keyword' : 'empty' };
}
/**
 * The keyword step when only some places are read (`keep`): the same totals, but only the
 * first places are ordered and only the kept tools get an entry and a breakdown.
 */
function keptSearch(p, scores, allowed, maxResults, keep, mode) {
    const names = nameLookup(p).pool;
    const wanted = keep.tools.flatMap((id) => names.get(id) ?? []);
    let postings = 0;
    for (const score of scores)
        postings += score.tools.length;
    // Few matches are added up faster than split by strength (which costs a little per term).
    const strong = allowed || postings < STRONG_PLACES_MIN_POSTINGS ? undefined : strongPlaces(p, scores, maxResults, Math.max(keep.top, maxResults + 1), wanted, mode);
    if (strong)
        return strong;
    const total = new Int32Array(p.pool.length);
    // Every field earns points above 0, so a tool a term scores on has a total above 0 from then on.
    const candidates = [];
    for (const { tools, points } of scores) {
        for (let k = 0; k < tools.length; k++) {
            const i = tools[k];
            if (allowed && !allowed[i])
                continue;
            if (total[i] === 0)
                candidates.push(i);
            total[i] += points[k];
        }
    }
    const order = (a, b) => total[b] - total[a] || a - b;
    const places = placesOf(candidates, order, Math.max(keep.top, maxResults + 1), wanted);
    const name = (i) => p.pool[i].name;
    return {
        results: places.head.slice(0, maxResults).map(name),
        ranking: keptPlaces(places).map(({ index, rank }) => ({ tool: name(index), score: total[index], rank, breakdown: breakdownOf(scores, index) })),
        mode,
        scored: candidates.length,
        ...tieAtCut(candidates, places.head, (i) => total[i], order, maxResults, name)
    };
}
function searchClaudeCode(p, rawQuery, maxResults, keep) {
    const g = p.generation;
    const query = g.cleanUp ? cleanUpQuery(rawQuery) : rawQuery;
    const select = SELECT_RE.exec(query);
    if (select)
        return listed(selectNames(g.select, selectPool(p), select[1]), 'select');
    const lower = query.toLowerCase().trim();
    const exact = exactName(p, query, lower);
    if (exact !== undefined)
        return listed([exact], 'exact-name');
    if (g.prefix && lower.startsWith('mcp__') && lower.length > 5) {
        const hits = p.pool.filter((_, i) => p.searchable[i] && p.lowerNames[i].startsWith(lower)).map((t) => t.name);
        const results = hits.slice(0, maxResults);
        if (results.length > 0)
            return { ...listed(hits, 'prefix'), results };
    }
    return keywordSearch(p, lower, maxResults, keep);
}

;// CONCATENATED MODULE: ./src/engines/claude-code/engines.ts







const FAMILY = 'claude-code';
const LATEST = `${FAMILY}@latest`;
/** "2.1.19 – 2.1.63", or the one version. */
function rangeLabel(g) {
    return versions_compareVersions(g.first, g.last) === 0 ? formatVersion(g.first) : `${formatVersion(g.first)} – ${formatVersion(g.last)}`;
}
function makeEngine(g, version, id, versions, generation) {
    const inputs = inputsAt(version);
    return {
        id,
        family: FAMILY,
        client: `Claude Code ${g.tool}`,
        versions,
        ...(generation ? { generation } : {}),
        clientVersion: formatVersion(version),
        exact: true,
        defaultMaxResults: 5,
        loadsAlwaysLoad: inputs.alwaysLoad,
        firstPageOnly: g.firstPageOnly,
        readsSearchHint: g.hintPoints > 0 && inputs.mcpHints,
        localScoring: true,
        prepare: (catalog) => prepareClaudeCode(g, inputs, catalog),
        preparePool: (catalog, entries) => prepareClaudeCode(g, inputs, catalog, entries),
        prepareSubset: prepareClaudeCodeSubset,
        ...clientReading(g, inputs),
        search: (prepared, query, { maxResults, keep }) => searchClaudeCode(prepared, query, maxResults, keep)
    };
}
/** One engine per generation, oldest first; each reads the tools as its last version does. */
const GENERATION_ENGINES = GENERATIONS.map((g) => makeEngine(g, g.last, g.id, rangeLabel(g)));
const byVersion = new Map();
function versionEngine(id, version, label) {
    let engine = byVersion.get(id);
    if (!engine) {
        const g = generationAt(version);
        engine = makeEngine(g, version, id, label(g), g.id);
        byVersion.set(id, engine);
    }
    return engine;
}
/**
 * The engine for `claude-code@<version>` or `claude-code@latest`; undefined when `spec` is
 * neither. Throws for a version without tool search, never published, or newer than the newest.
 */
function claudeCodeForVersion(spec) {
    const id = `${FAMILY}@${spec}`;
    const newest = formatVersion(NEWEST_PUBLISHED);
    if (spec === 'latest')
        return versionEngine(id, NEWEST_PUBLISHED, (g) => `${newest}, the newest reproduced (generation ${g.letter})`);
    const version = parseVersion(spec);
    if (!version)
        return undefined;
    if (versions_compareVersions(version, FIRST_WITH_TOOL_SEARCH) < 0) {
        throw new EngineNotApplicableError(`${id}: Claude Code ${spec} has no tool search (it came in ${formatVersion(FIRST_WITH_TOOL_SEARCH)}; before, every MCP tool is loaded up front), so no ranking applies`);
    }
    if (versions_compareVersions(version, NEWEST_PUBLISHED) > 0) {
        throw new UnknownEngineError(`${id}: ${spec} is newer than ${newest}, the newest Claude Code version reproduced; name ${FAMILY}@${newest}, or ${LATEST} for the newest`);
    }
    if (!isPublished(version)) {
        const { below, above } = publishedNeighbours(version);
        const near = [below, above].filter((v) => v !== undefined).map(formatVersion);
        throw new UnknownEngineError(`${id}: Claude Code ${spec} was never published; the nearest published versions are ${near.join(' and ')}`);
    }
    return versionEngine(id, version, (g) => `${spec} (generation ${g.letter}: ${rangeLabel(g)})`);
}

;// CONCATENATED MODULE: ./src/engines/claude-code.ts
/**
 * Claude Code's deferred tool search: one engine per scorer generation (A … I), and engines
 * for named client versions. The implementation lives in ./claude-code/.
 */




/** claude-code@2.0 (MCPSearch, 2.0.70 … 2.1.8). */
const claudeCode20 = GENERATION_ENGINES[0];
/** claude-code@2.1 (ToolSearch as in 2.1.332, the newest). */
const claudeCode21 = GENERATION_ENGINES[GENERATION_ENGINES.length - 1];
/** Cuts to `max` UTF-16 units without splitting a surrogate pair, then marks the cut (as 2.1.296 and later). */
function truncateDescription(text, max = 4096) {
    return cutDescription(text, { max, splitsPairs: false });
}

;// CONCATENATED MODULE: ./src/engines/types.ts
/**
 * `subset` prepared for `engine`: from the whole catalog's prepared indexes (`whole`, asked for
 * only when the engine can use it) where the engine answers exactly so, else in full.
 */
function prepareSubsetOf(engine, subset, whole) {
    return (whole && engine.prepareSubset?.(whole(), subset)) || engine.prepare(subset);
}
/** A query the client itself rejects (Codex: empty query, limit 0). */
class types_EngineQueryError extends Error {
    constructor(message) {
        super(message);
        this.name = 'EngineQueryError';
    }
}

;// CONCATENATED MODULE: ./src/engines/codex/logf.ts
/**
 * glibc's single-precision natural logarithm (`sysdeps/ieee754/flt-32/e_logf.c`, from ARM's
 * optimized-routines, also in musl), which Rust's `f32::ln` calls. It is not correctly rounded,
 * so `Math.fround(Math.log(x))` differs from it by one ulp for some x.
 * Hand-written: no npm package reproduces glibc's logf bit for bit.
 */
/** Parses a C99 hexadecimal floating-point literal exactly (mantissas here have <= 53 bits). */
function hex(literal) {
    const m = /^(-?)0x([0-9a-f]+)(?:\.([0-9a-f]*))?p([+-]?\d+)$/i.exec(literal);
    if (!m)
        throw new Error(`bad hex float ${literal}`);
    const [, sign, int, frac = '', exp] = m;
    const mantissa = parseInt(int + frac, 16);
    const value = mantissa * 2 ** (Number(exp) - 4 * frac.length);
    return sign ? -value : value;
}
/** e_logf_data.c: 1/c and log(c) for 16 subintervals of [OFF, 2*OFF]. */
const TABLE = [
    ['0x1.661ec79f8f3bep+0', '-0x1.57bf7808caadep-2'],
    ['0x1.571ed4aaf883dp+0', '-0x1.2bef0a7c06ddbp-2'],
    ['0x1.49539f0f010bp+0', '-0x1.01eae7f513a67p-2'],
    ['0x1.3c995b0b80385p+0', '-0x1.b31d8a68224e9p-3'],
    ['0x1.30d190c8864a5p+0', '-0x1.6574f0ac07758p-3'],
    ['0x1.25e227b0b8eap+0', '-0x1.1aa2bc79c81p-3'],
    ['0x1.1bb4a4a1a343fp+0', '-0x1.a4e76ce8c0e5ep-4'],
    ['0x1.12358f08ae5bap+0', '-0x1.1973c5a611cccp-4'],
    ['0x1.0953f419900a7p+0', '-0x1.252f438e10c1ep-5'],
    ['0x1p+0', '0x0p+0'],
    ['0x1.e608cfd9a47acp-1', '0x1.aa5aa5df25984p-5'],
    ['0x1.ca4b31f026aap-1', '0x1.c5e53aa362eb4p-4'],
    ['0x1.b2036576afce6p-1', '0x1.526e57720db08p-3'],
    ['0x1.9c2d163a1aa2dp-1', '0x1.bc2860d22477p-3'],
    ['0x1.886e6037841edp-1', '0x1.1058bc8a07ee1p-2'],
    ['0x1.767dcf5534862p-1', '0x1.4043057b6ee09p-2']
].map(([invc, logc]) => [hex(invc), hex(logc)]);
const LN2 = hex('0x1.62e42fefa39efp-1');
const A0 = hex('-0x1.00ea348b88334p-2');
const A1 = hex('0x1.5575b0be00b6ap-2');
const A2 = hex('-0x1.ffffef20a4123p-2');
const TABLE_BITS = 4;
const OFF = 0x3f330000;
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
/** logf(x) for a float32 value x (rounded to float32 first), as glibc computes it. */
function logf(x) {
    f32[0] = x;
    let ix = u32[0];
    if (ix === 0x3f800000)
        return 0;
    if (((ix - 0x00800000) >>> 0) >= 0x7f800000 - 0x00800000) {
        // x < 0x1p-126, inf or nan.
        if (((ix << 1) >>> 0) === 0)
            return -Infinity;
        if (ix === 0x7f800000)
            return Infinity;
        if (ix & 0x80000000 || ((ix << 1) >>> 0) >= 0xff000000)
            return NaN;
        // Subnormal: normalise it.
        f32[0] = f32[0] * 2 ** 23;
        ix = (u32[0] - (23 << 23)) >>> 0;
    }
    // x = 2^k z, z in [OFF, 2*OFF] exactly; c is near the centre of z's subinterval.
    const tmp = (ix - OFF) >>> 0;
    const i = (tmp >>> (23 - TABLE_BITS)) % (1 << TABLE_BITS);
    const k = (tmp | 0) >> 23;
    u32[0] = (ix - (tmp & (0x1ff << 23))) >>> 0;
    const z = f32[0];
    const [invc, logc] = TABLE[i];
    // log(x) = log1p(z/c - 1) + log(c) + k*ln2, evaluated in double.
    const r = z * invc - 1;
    const y0 = logc + k * LN2;
    const r2 = r * r;
    let y = A1 * r + A2;
    y = A0 * r2 + y;
    y = y * r2 + (y0 + r);
    return Math.fround(y);
}

;// CONCATENATED MODULE: ./src/engines/codex/bm25.ts
/**
 * Okapi BM25 as the Rust crate bm25 2.3.2 computes it (`Embedder` + `SearchEngine`): 32-bit
 * floats rounded after every operation, tokens identified by their fxhash, df counted in
 * documents, idf through glibc's logf.
 * Hand-written: no npm BM25 package reproduces the crate's f32 arithmetic and hashed tokens.
 */

const bm25_f32 = Math.fround;
const K1 = bm25_f32(1.2);
const B = bm25_f32(0.75);
const K1_PLUS_1 = bm25_f32(K1 + 1);
const ONE_MINUS_B = bm25_f32(1 - B);
/** The embedder's average document length when it has none (empty corpus). */
const FALLBACK_AVGDL = 256;
/**
 * An edited index's changed entries over its original's: editing costs only what changed
 * (advice edits one tool many times). Advice edits only the index it prepared; an edited
 * index edited again would overlay the same original, so overlays never stack.
 */
class Overlay {
    changes;
    under;
    constructor(under) {
        this.changes = under instanceof Overlay ? new Map(under.changes) : new Map();
        this.under = under instanceof Overlay ? under.under : under;
    }
    get(hash) {
        return this.changes.has(hash) ? this.changes.get(hash) : this.under.get(hash);
    }
}
/** The embedder's per-token value, every operation rounded to f32 in the crate's grouping. */
function tokenValue(tf, length, avgdl) {
    const norm = bm25_f32(ONE_MINUS_B + bm25_f32(B * bm25_f32(length / avgdl)));
    return bm25_f32(bm25_f32(tf * K1_PLUS_1) / bm25_f32(tf + bm25_f32(K1 * norm)));
}
/** ln(1 + (N - df + 0.5) / (df + 0.5)) in f32, with glibc's logf. */
function idf(documents, df) {
    const numerator = bm25_f32(bm25_f32(documents - df) + 0.5);
    const denominator = bm25_f32(df + 0.5);
    return logf(bm25_f32(1 + bm25_f32(numerator / denominator)));
}
/** The crate's average document length: the f64 mean in f32, or its fallback. */
function averageLength(lengths) {
    const total = lengths.reduce((sum, n) => sum + n, 0);
    const avgdl = lengths.length === 0 ? FALLBACK_AVGDL : bm25_f32(total / lengths.length);
    return avgdl > 0 ? avgdl : FALLBACK_AVGDL;
}
function countsOf(runs) {
    const counts = new Map();
    for (const run of runs)
        for (const h of run)
            counts.set(h, (counts.get(h) ?? 0) + 1);
    return counts;
}
function runsLength(runs) {
    let length = 0;
    for (const run of runs)
        length += run.length;
    return length;
}
/**
 * Fits the corpus (avgdl in f64, then f32) given each document's token hashes. The embedder's
 * value of a token in a document, tf*(k1+1) / (tf + k1*(1 - b + b*(|D|/avgdl))), is computed
 * when a query reads it, so an edited document changes only its own postings (and avgdl).
 * Postings are filled document by document, in order: a token seen again in the same document
 * adds to that document's tf, the last entry of its posting.
 */
function buildBm25Index(documentTokens) {
    const postings = new Map();
    documentTokens.forEach((runs, doc) => {
        for (const run of runs) {
            for (const h of run) {
                const posting = postings.get(h);
                if (!posting) {
                    postings.set(h, { docs: [doc], tf: [1] });
                }
                else {
                    const last = posting.docs.length - 1;
                    if (posting.docs[last] === doc)
                        posting.tf[last]++;
                    else {
                        posting.docs.push(doc);
                        posting.tf.push(1);
                    }
                }
            }
        }
    });
    const n = documentTokens.length;
    const idfs = new Map();
    for (const [h, { docs }] of postings)
        idfs.set(h, idf(n, docs.length));
    const lengths = documentTokens.map(runsLength);
    return { lengths, avgdl: averageLength(lengths), tokens: documentTokens, postings, idf: idfs };
}
/**
 * `buildBm25Index` of some of the index's documents (`kept`, ascending; they become 0, 1, ...):
 * their postings are the index's kept to them, renumbered in the same order, and the corpus
 * statistics (document count, each token's df, average length) are theirs alone.
 */
function subsetBm25Index(index, kept) {
    const tokens = kept.map((doc) => index.tokens[doc]);
    // An edited index's postings are an overlay, which is not walked: count them again.
    if (!(index.postings instanceof Map))
        return buildBm25Index(tokens);
    const renumbered = new Int32Array(index.lengths.length).fill(-1);
    kept.forEach((doc, i) => (renumbered[doc] = i));
    const n = kept.length;
    const postings = new Map();
    const idfs = new Map();
    for (const [h, posting] of index.postings) {
        const docs = [];
        const tf = [];
        for (let k = 0; k < posting.docs.length; k++) {
            const doc = renumbered[posting.docs[k]];
            if (doc < 0)
                continue;
            docs.push(doc);
            tf.push(posting.tf[k]);
        }
        if (docs.length === 0)
            continue;
        postings.set(h, { docs, tf });
        idfs.set(h, idf(n, docs.length));
    }
    const lengths = kept.map((doc) => index.lengths[doc]);
    return { lengths, avgdl: averageLength(lengths), tokens, postings, idf: idfs };
}
/**
 * The index after some documents' tokens changed (`edited`: document -> its new token
 * hashes): the same as building it again, at the cost of those documents' postings.
 */
function editBm25Index(index, edited) {
    const lengths = [...index.lengths];
    const tokens = [...index.tokens];
    const postings = new Overlay(index.postings);
    const idfs = new Overlay(index.idf);
    for (const [doc, runs] of edited) {
        const before = countsOf(tokens[doc]);
        const after = countsOf(runs);
        lengths[doc] = runsLength(runs);
        tokens[doc] = runs;
        for (const h of new Set([...before.keys(), ...after.keys()])) {
            const tf = after.get(h);
            if (tf === before.get(h))
                continue;
            const old = postings.get(h) ?? { docs: [], tf: [] };
            const at = old.docs.indexOf(doc);
            const posting = { docs: [...old.docs], tf: [...old.tf] };
            if (at !== -1) {
                posting.docs.splice(at, 1);
                posting.tf.splice(at, 1);
            }
            if (tf !== undefined) {
                let to = 0;
                while (to < posting.docs.length && posting.docs[to] < doc)
                    to++;
                posting.docs.splice(to, 0, doc);
                posting.tf.splice(to, 0, tf);
            }
            if (posting.docs.length === 0) {
                postings.changes.set(h, undefined);
                idfs.changes.set(h, undefined);
            }
            else {
                postings.changes.set(h, posting);
                idfs.changes.set(h, idf(lengths.length, posting.docs.length));
            }
        }
    }
    return { lengths, avgdl: averageLength(lengths), tokens, postings, idf: idfs };
}
/**
 * Every document sharing a token with the query, scored; unordered. The score is the f32 sum
 * of its points in query order (as bm25Scores sums them), so each point is computed once.
 */
function bm25Matches(index, queryHashes) {
    const byDocument = new Map();
    queryHashes.forEach((h, t) => {
        const posting = index.postings.get(h);
        if (!posting)
            return;
        const points = postingPoints(index, h, posting);
        posting.docs.forEach((d, k) => {
            let mine = byDocument.get(d);
            if (!mine)
                byDocument.set(d, (mine = new Array(queryHashes.length).fill(0)));
            mine[t] = points[k];
        });
    });
    return [...byDocument].map(([document, points]) => ({ document, score: points.reduce((sum, p) => bm25_f32(sum + p), 0), points }));
}
/**
 * The documents sharing a token with the query and every document's score (0 for the others),
 * without the per-token points: each query token adds its points to the documents in its
 * postings, so each document sums its points in query order, as the crate does.
 */
function bm25Scores(index, queryHashes) {
    const scores = new Float64Array(index.lengths.length);
    const matched = new Uint8Array(index.lengths.length);
    const documents = [];
    for (const h of queryHashes) {
        const posting = index.postings.get(h);
        if (!posting)
            continue;
        const { docs } = posting;
        const points = postingPoints(index, h, posting);
        for (let k = 0; k < docs.length; k++) {
            const d = docs[k];
            if (!matched[d]) {
                matched[d] = 1;
                documents.push(d);
            }
            scores[d] = bm25_f32(scores[d] + points[k]);
        }
    }
    return { documents, scores, matched };
}
const pointsByIndex = new WeakMap();
/**
 * A posting's f32 points per document, idf * value, computed the first time a query reads the
 * token and kept with the index they hold for (an edited index has its own avgdl): lint and
 * evaluation search one prepared catalog with thousands of queries over few distinct tokens.
 */
function postingPoints(index, h, posting) {
    let byHash = pointsByIndex.get(index);
    if (!byHash)
        pointsByIndex.set(index, (byHash = new Map()));
    let points = byHash.get(h);
    if (!points) {
        const idf = index.idf.get(h);
        points = Float64Array.from(posting.docs, (d, k) => bm25_f32(idf * tokenValue(posting.tf[k], index.lengths[d], index.avgdl)));
        byHash.set(h, points);
    }
    return points;
}
/** Per query token occurrence: its f32 points in `document` (0 when absent). */
function bm25Points(index, document, queryHashes) {
    return queryHashes.map((h) => {
        const posting = index.postings.get(h);
        const k = posting ? ascendingIndexOf(posting.docs, document) : -1;
        return k < 0 ? 0 : postingPoints(index, h, posting)[k];
    });
}
/** Where `value` is in the ascending `list`, or -1. */
function ascendingIndexOf(list, value) {
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        if (list[mid] === value)
            return mid;
        if (list[mid] < value)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/engines/codex/names.ts
/**
 * Codex's names for MCP tools (codex-rs `codex-mcp/src/tools.rs`): a namespace `mcp__<server>`
 * and a callable `<tool>`, both sanitised, concatenated into one flat name of at most 64
 * characters (counting the `__` the model-facing qualified name puts between them), clashes
 * resolved with SHA-1 suffixes.
 */


const MAX_NAME = 64;
const HASH_LEN = 12;
/** `_` + 12 hex digits. */
const SUFFIX_LEN = HASH_LEN + 1;
const PREFIX = 'mcp__';
/** Every character outside ASCII [A-Za-z0-9_] becomes `_`; an empty result is `_`. */
function sanitizeCodexName(text) {
    const out = text.replace(/[^A-Za-z0-9_]/gu, '_');
    return out === '' ? '_' : out;
}
/** `_` + the first 12 hex digits of SHA-1 of the UTF-8 bytes of `text`. */
function shaSuffix(text) {
    return '_' + (0,external_node_crypto_.createHash)('sha1').update(text, 'utf8').digest('hex').slice(0, HASH_LEN);
}
function namespaceIdentity(server) {
    return `${server}\0${server}\0`;
}
function toolIdentity(server, tool) {
    return `${server}\0${server}\0\0${tool}\0${tool}`;
}
function isSurrogate(unit) {
    return unit >= 0xd800 && unit <= 0xdfff;
}
/**
 * Byte order of the UTF-8 encodings, i.e. code point order (not UTF-16 unit order), as -1, 0
 * or 1. Compared unit by unit without encoding (a registry sort compares thousands of pairs):
 * up to the first differing unit both encodings are equal, and two differing units outside the
 * surrogates are two code points below U+10000, ordered as their bytes. At a surrogate (a code
 * point from U+10000 up, or a lone one, which UTF-8 encodes as U+FFFD) the encodings decide.
 * (A test compares it with the encodings on random strings.)
 */
function compareBytes(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        if (isSurrogate(x) || isSurrogate(y))
            return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
        return x < y ? -1 : 1;
    }
    // One is a prefix of the other; its encoding is a prefix of the other's unless it ends inside a pair.
    if (n > 0 && isSurrogate(a.charCodeAt(n - 1)))
        return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
    return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
function baseNamespace(server) {
    const sanitized = sanitizeCodexName(server);
    return sanitized.startsWith(PREFIX) ? sanitized : PREFIX + sanitized;
}
/** A namespace ending in `__` keeps that ending after the hash (`mcp__a__` -> `mcp__a_<hash>__`). */
function withNamespaceHash(namespace, identity) {
    return namespace.endsWith('__') ? namespace.slice(0, -2) + shaSuffix(identity) + '__' : namespace + shaSuffix(identity);
}
/**
 * Names for tools already deduplicated by identity and in registry order (sorted by identity
 * bytes); the result is parallel to the input.
 */
function assignCodexNames(tools) {
    // 1. Servers whose namespaces sanitise alike each get the hash of their identity appended.
    const servers = [...new Set(tools.map((t) => t.server))];
    const namespaceOf = new Map();
    for (const group of groupBy(servers, baseNamespace).values()) {
        for (const server of group) {
            const base = baseNamespace(server);
            namespaceOf.set(server, group.length > 1 ? withNamespaceHash(base, namespaceIdentity(server)) : base);
        }
    }
    // 2. Tools of one namespace whose callables sanitise alike each get their identity's hash.
    const entries = tools.map((t) => ({
        ...t,
        namespace: namespaceOf.get(t.server),
        callable: sanitizeCodexName(t.tool)
    }));
    for (const group of groupBy(entries, (e) => `${e.namespace}\0${e.callable}`).values()) {
        if (new Set(group.map((e) => toolIdentity(e.server, e.tool))).size < 2)
            continue;
        for (const e of group)
            e.callable += shaSuffix(toolIdentity(e.server, e.tool));
    }
    // 3. In registry order: keep namespace + callable when it fits and is free, else shorten
    //    with a hash of the identity (then of identity \0 1, \0 2, ...) until it is free.
    const used = new Set();
    return entries.map((e) => {
        let { namespace, callable } = e;
        let flat = namespace + callable;
        if (flat.length + 2 > MAX_NAME || used.has(flat)) {
            const identity = toolIdentity(e.server, e.tool);
            for (let attempt = 0;; attempt++) {
                const suffix = shaSuffix(attempt === 0 ? identity : `${identity}\0${attempt}`);
                const room = MAX_NAME - e.namespace.length - 2;
                if (room >= SUFFIX_LEN) {
                    namespace = e.namespace;
                    callable = e.callable.slice(0, room - SUFFIX_LEN) + suffix;
                }
                else {
                    namespace = e.namespace.slice(0, MAX_NAME - SUFFIX_LEN - 2);
                    callable = suffix;
                }
                flat = namespace + callable;
                if (!used.has(flat))
                    break;
            }
        }
        used.add(flat);
        return { namespace, callable, flat };
    });
}

// EXTERNAL MODULE: ./node_modules/porter2/dist/index.js
var dist = __webpack_require__(7192);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/engines/codex/deunicode-data.ts
/*!
 * Transliteration tables of the Rust crate deunicode 1.6.2 (kornelski/deunicode, src/pointers.bin
 * and src/mapping.txt), brotli-compressed and base64-encoded. Generated by
 * scripts/gen-deunicode.mjs from src/engines/codex/deunicode/: do not edit.
 *
 * Copyright (c) 2015, Amit Chowdhury
 * Copyright (c) 2018-2021, Kornel Lesinski
 * Copyright (c) 2020-2021, Hunter WB <hunterwb.com>
 *
 * Redistribution and use in source and binary forms, with or without modification,
 * are permitted provided that the following conditions are met:
 *
 *  * Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 *  * Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the documentation
 *    and/or other materials provided with the distribution.
 *  * The names of this software's contributors may not be used to endorse or
 *    promote products derived from this software without specific prior written
 *    permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT OWNER OR CONTRIBUTORS BE LIABLE FOR
 * ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES
 * (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES;
 * LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON
 * ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
 * (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS
 * SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
/** pointers.bin: 419994 bytes, 3-byte records [b0, b1, len], one per code point. */
const POINTERS_BYTES = 419994;
const POINTERS_SHA256 = 'f2e1772f608f050555f6bd0f1d7a2b453b929bd02300927ce2db6afb88ad500f';
const POINTERS_BR = 'W5lodgadsi4ZyBG5n8NtHSJlUMedwNZtj5Jjp0jBQen88q2svmJsjNxO580ShSA9OPL/////+5JJ2NYkxUl2u31+yqO0KiAHnKcnqJnOl+svN8SIXKagFCXyqg5oQlvkKCM8wnIEOGkK0Wk9Bq0JaJGkjyNI73O0iNM2iDmmjoE02TdFCAqztFq125f7ZCIqxeEoiMjXouDbaxSOlCrRuyAc3iHojbYLpxGpEgsG0oYea56IUizjLokJhy0SQRioUe+1JcN6eoeZtEohzJQPHEuV7Ad8ijXr+XKNQ4pfaFeS/IIVMGNwaTAsdDdJE6VoLftU3hAV/0PFZS6JO2ZJnz8UXu+O8xKCXuKh1TIoW5RL1nd0iNlum5uarpeHWvAQ5mdBZT07GyqWoyaFucrsf0/a/fupElNQ/sGU+mdR6i6nE31A0N/03/12gmHYyfmCvuiUa+t8UqQ81Co39f3zi15pbxdZmqibUTgefpSGqpejDXSFWWatEU2GVfufpZLEQyybfQDbJQMl2mjQzObelRQ1ZTn2gRSOFq2oIjLWyHwAzokpQG/By14wXsv4qz/p4Q/UHx8e+PT8oIcHDs/jptH7cfyW4KGiMjGtGsFoRCICs6EF8n+Sn/78JD8k8PPTiM1p8JhD4IBivzpIz6geKRc16IAFa1MDJbXZjBW0R2SRgYeUUM3arIk0TVmJGzhWWQ/PlDc8buv5Pu+X96MuWjnFA4aRZx6ZQ8VCNzYWyYKxnZ8fmfHm/c0qNAw8lhGju2c67p1z/TLtrXLTFe19Opw4XWft/as3OUISgi3lPr4uBubN6Vc6MwvUxc7ePr4Zv02bdIA/hJukEMA2nyJbiiVb4Ahsyx+OC4hX4u4NAN6dznsiU5FJ7tGzkn2BIpA3W7qs0F4esLqiLYK4oPVrvqmCjq2BJ5DnhNWakNmDN7auLUAwULAGCHx1fZXtuBJ1dv/9YbToEGpgTb/9xKOas1oG+KQefJDd5RrWZrJASS5FUrayVrbClD0A/78i617TiYEWcDrxVLZ9RvC35RSFvgLW/wraFI/n5xb3/kbG6BQkBZQqbSRsHDBgxAaDVlCpMpJSUZBqCYkUqVQRA1TAQKVEECDq5cCfye69AKjiSkJFs1KV9DK+CF85/3u7T2vkp9nPVxcugglEKS8MwKkyQKYkLQAcSXwenm3953+XXW8rRYfS/Dqukx6VI9+xaKT/8BzU1HgHnfA5ND5Lm8dz0eHcBblfGOymKAUNIbTMhp5B9+rtY0qh/+5gJKUyHsocPCSu79a/Jx0P62HTWiyOzKItnrD/lureFpdSEPTTHiEx/uC/ZNJmT9LIWSSAXCkJSqCpGhPF7D2JUCpQY0yX5v49SJe0fB2QUtzUmM3IYz3Sa1//2E1JhP4BwXQRAmp6vyXBQEEPABRsnp5qsx/7vZ7VUTzuGnLg1sRABLKOFhSRcnJgoR8mUiXFR6Js+vGanu5+73Vjv+nZGVZz3Lp7a/aAEqgdciAFfsgvx5OIVZghB2dmyDJ4IOFjxRJyuR9zAKUucj3exB+rlRqdFM4L4CMSgE57xn4tf4OzbXehohoaWbRFQiV0XqeaqQsFDsABlA28KlUDd2c7CmJtrZ/BUElgugHofP3/6fb/SPY+nAiGKlgQK02lGAXxNZeAEAJYMAnV9rojr2t9SmgJ+NuoIq9O5n8w+9O//vSvLqsGFw8/xA/QBcQ6GeRL/C1fAG64Ok6iQWBLy/i/T5RImfnXrQqQYBEDzrQT7Va0OrP6vN9Z0zMdiJOZ0+FpQojpz6c5KUUr01KsOs1hlqTF9vxA2lwPUpmYCtATgM6xoyH2WqLwqVe6//EnyWI1dHhN0YhbqR31/5RQqWRm5Q6xziv8JTu5RSw/N3AVVjTipq16/4mHLgCggBWZjHOZsFHw8afscmsR/Fc3qHJC0iaDE52lqCoi8Jjq3qCiwcXhH1n+t23NrlTrcAZjUbWc2/JeIB5ZZ+YHi0V5/OfX/Cyjj7YLpIrfuCUoHLx9xjeZmfj/7vf5IiftJxbWE2xMo8TMene+5uyFmVFBxRBJ4FdgcoyHS/qT8XBjr81C6Wl6dFMobUsHe4wMAC0Pz5ufrj1icQpLvIS0pKfO7ruZ0Yi92hGf1Tjtl9NDn/AZ0l8kpzXRMZSQS9fE9hNibl1UrjqqjpJSHSWUNKUr/O/Nsk/3ALlbi+ldkt0RYExS6aZSfv8efGWutug4a9XNOtU30af5Zifxi4HCryXyby0R8/urRgBfiZcvs6omUcBQKAxWSU8qzM6sFuYPWkqGr5VFVxkOaTgNYDSFEOFTGyZNbdJ3aXgW4b+cpPQd27It2wQJLjSHmqKvIqVIUDbSMYflioqhywIvsAgWSzktDVg+OUAe9N+bvaVbKwUiOgI/Yi2ladJVylrlGDQ8vuoETrHPTA15BxWxvfsYhZiirNXy1evGdDT+KAjjowEqZQntrbIotLceLUdI+P8yy0/3reQQFuAlhbSaQvpWv6zcYKIuVuBMdASzt4xGvy8fKNAoqqld+jR8es7+acoeCqE8ujRMhyZNZ/PtK3aYP4QyNKx9iqtwoNASIZEUB8///6qvku5kJ5jBC8uYiXmKo/c1ngxNkaEpmr31NZlr9GTVzlHAgiUABaiYmgv+66231E1qBccaaC15ywYthmEg891hY+qAn5z7uxSq7hehDiTVwXnDrfW1ImTJlOu2PHmC//fLzz6npz2bbdn2dbfs7E81n/FELFaycuUPAbv+FZBVt+0BCCgAyqUs5WeaDu18907b+wL81gC69eco8G1ziCzAKBxLsRflHEvw/fUVfO9E/Nz4yeRSXpI0RVM0PVvPsjc122J/WQ+09V7yKummaZqmaZqmGYZhGIZhGIbhB/FG6co3PO50bXhd2X1k1xmfh3xtuOFGe1am1UTVp/LT3SiggQYaIMB1BAgQIMBzBIQTwF0vQOcE6JwAAQQE8BwBAQIECBDAcxIkaAAJEkTJc0cciqRIDjmk2M1md9O4brZhk022sWxfbTy72WxHK0ORoowlh+Ia78+/b55vzu8P5Qd+YE+e9YmveZ+IS/eatr1eBa/QEiQQPKYwk4xFJiOaSSYZsTgWWPMZ/0u/58z8zPxkhgOBQNYCgUAga4GuBQKFPvFCoc8KfbZi9648k66WLbe7fj1XrPXbbBu1m8xEJzaics7MkVGJTJLatu/LbcX0nNF5viu/XzF3zzwtma9H6UtAckFHmggzGampalRDBTcK6lKjWomf4N8reOrn3LtJNikyxi9C8yg+oWmax9Crgcomy9waRn18bROMPyOxJ7TBqkoEqgmkCUbw1ze18rp/+v1oprpKVarSHvhIB+yjBcIDAB0QOYRks2wOgSHEDstBH4aQbSfWOiicSVg8Z/ND1P/vvWt0oOgxYMSEGQtWbNhx4ATDhRsPXnz4CRAkRJgIUWLESZAkRTARBEpMQgoj8wacHEFBSYWkVkZDq1wFig5N700G6kRuuOmWJcDlgZAVH0YEQhTDCZE1SdGMWCJlZW674657Z3kBeiGtb+zKjG1eNn3F0g8xHmuJryLY4vKi5pPyjgfkjP8o1xCMwxgo2vEosXq1JPMDaJs9vxsZpzXCK1v8HHPY2Q1NiEApwtQBJx/RCaYqWKFXIiXcYScJECLQLoJxgJ1qDKqVRoDGA3poDiBaZ4jQfkAfnQFG90zJFfuYQGwo6AAhxOGaFENvF/4EzkaiL9WWbmQMV7RISG5IRYDxAypMdtGYvlgGcyQ4ySwWu2RQcFFXHekpGvrOGUIG8XiojkSs1IYZjg0+2yKKhXltH+w3Cd1NIoOoOhnJoOnnMO5QsZpJ4CTMLj8mhr+zsGFhu/UkzLVijLnDO3csXZF0iXNzIZAhZIl9D/CW2veAyC4UA/YBT+3Qwr6qCH2WFgzpdTYp4j3Ptcq+fiwdk5nrb9hDPDoQDbdIaiIs6teo8mgw2ULKI3qAV/SnJKPV8aGECBH4Z6Dg0AgOoasS3Sx7UYc4FDI5pOp4uFnGYa41zkuyNAAMbhCGl0hVbCdCsNNnLwpDIO0AHcP+QhgGsAHnmFBasgwJPBuRhkBjyDR5gHj/pryTMCMUECokGqpioWWlECgkwrroYZghFp1nNIXx9oZyD6/eITM1N39DzQQEOyVPgIMLWrIGS9JxGVdxM8xocFDCLq5jR7cw7OK5UN7B4mzbBGVV6Ud2zwUjx9ooJVXxpCc87rEeLTdzhY7hwgk87UBcbNtSx4g6nrvttRLkPbO3LNwwC4TLf11cYATMInLSkwfAYJDQiEM6Pjlu4YQdQ62cISZvqsqCxpVpNceLobDZw4tLPslbV5qJCWPoBmSDNhZq2XVDRMwOFNBop0M9wOKtTIG6uawDUTBKLJ8AQiZk13sYryykiOBQRxjXl2RF2hsEHQ/L/WtMELddcp6Go6oea6rZvHEuoqFyFFNppnRQTmFQE9eNjtK5PU9oBCfJRwSzSUfN3Ol2N5e70Om4LJyKom1CIBAug1TN7GbzEyJWHQY2pr4qEw/f0uwZTyc9YoaGAzMmTZiD49q7Rpmn8uOqc/P3OXBy4PTKa40o0EmPiNFwwAKJIcaJFa0wQFOpSdUFanlmgUDAlAxgQIDKGYQAAwsWFGL+EgjJ4R/27yQ9tl77qCRiE6u6orSOK1wjA5lcdYoCK4PFk9J5TYL98Ylf7x+PzrB8m7eR9xDyFcNYH7SYrPMOBYR7KHT02kz+l2ZSWkL8mhyG1AkR/pA845DZ3zXqUEEe2tjunnfoHL0hk/2lm/PzPaiCYc/kDygdVQNzg7lY1CJw4cHXJzAeHwYeDm4rk4JgzyOA73ESsdnYVrRI9mLXoRw7+QwFHyveDsdwKyAMivwqj1dZCwpjjeK+937Qc5gprYzdLRIjPEcDapl30FwuusdHv5Z5XgN3HrMuCeSR75GKRV50ORBk+hV1zxL7CQc9vyX3ZGBQXGiUlAkimi7NcASUd8Wrq5pZfeBH0ogexmWa/Kong/35CEPHFiYY1aeZqXrdYCm+pBDKGRqpRLvBnXbsIsrXBiaLaLpkcQRUjZJDmBKI4pIE3uS8kIKUfw+REUjqDMTSKpbPf8mooyWuJQ3xHCVolEPpAnCaTO/+vvyctTFI1QAgRDAiImpcOaNKCBNLwigMeS+4CbFOzlh1tBpYMVIYK8AidG1EJE7DUhFpzjBOBBQfjA/WD2UmuSQsxqe6rpxR2slv/FJxuE61MDv6GbXxEUQhf2jUg7V3xe1sF8VE83qY92g4Rx4Bh4qRFGBuJQ5YE+EKKW23wKpzoyBKOIMSwUnJV9bUAqdTkr8PhMeoPCIiLQ6MBPdga8DpDUYYj0E0J3iqKXeBFMKdBfBxMI6sER5CGTsowsWa+4gOEP6tbePYwrGDpl0K3KhQUT1LPHLY3UNuEZZl7o0amgABxannNeI85SmQGFJJGWI3kQg0gggwqdodm0FArJV7gKyGnAGnA2zKfeQUUD0gvvNwlx7V9oy2kg+oYj4ViBTTIQ8Z0NS/wuoEMBeqlcyBkifl0mqi4GKHUYVilAPiemSWr1BjCORtrK3a3lBFvjuiAzs6T6KU7eASKriH27irotjLw3kfbUREWaJOH5B+v8UKPMYLPkaYXFtSEgFGclAbILQyMjAStWXUQzoKGKqK4w62lTMOLO9xH8sLj5bHsTGr8gXcJTRPHeUaRRWH+IYQwp0xl+koUKDjaiQq8ljKUFFdBVQ+I0w9J+E3CvlRo2L4wrWFKPkPOjwg51/BtBq5pRbw8iuHChiyzqD6hzfXNLo+0GSVslgaYZn7WAWJVyI0pMa0yjrXPpAaia1bBKODXHh0k6EgtLjEG0IUdPsAJUdh0fiZq6x+zEifWMgwyuEHzdJinImMpyFCURTd6QWP6WtyGlliiUCCBAmt8EjMaJ94pJBNt21tyMwMSBA7WAmGcetV5WEjsuct1KVFyAMIruCOdt8zPTh19GA17DQPSHaPAGchJOnRScHNVQQZ5/A85WJOz4zoCSe8HBIms1l5zgMlXW7Yp3KLQz9ZokXWumFOsQzF7rxQ7A65yqKEWH97EsZ0NINTiDrfLjhCrVWyEiIVqETpXtIuipt6XkAl1ZhTFidN4MW4uh55scW5XAd222kKY3EbNyIBMoG7PQ4GRNDATA33IhiC4HDQ6QGGBXpljEXE4Qz14KcAed9eDgyuqOfICNDQyQs4zgZlb3KuIHSwc5HTgN4IxPyFTUBGVPCSPu2eslIKPuZ5TaCqdfYVAuYR4okrfYhGI6QiALPaT+zk0AxIZbDevtkEmpqAdVgqNCq4S97CWrmRxGEPbf4L4FLXisM1k8qY+7SukoJBN0z4CnBAuCi6kChZ6ZqJEwhLFpL5NGzloEtTBNFYXNCViK2pGf8eV/5UkcTQBJ0nh7eRDmUpp8i8a0Q3etA73/1udTEQNw1MkNwrATsTzKIxvAzyd4zw2q7uFqUop5ZijOddDEHMiYgdES6nlZS4YdGTM0VOBcas6XeK3l0/h25yKmoiCIRjCaeAhJAWBa2u5Ninm/cnIMPU50K6QsGXa44QPdVgY7h17CwkHN5BJmLxwB0tsbZEN1iQkLigNC50VjdxbUkQJ42qRyCYdyAYDAaCFxA8x52k0xvhB1BGQkN1C7uSC+lTgmkGHZPQ4Amu/zD55zvWP6lsOWahNB+WjxR7Ex4FKGfI0rTjKKcOFhdqItpiHSRUJe8U0geQ+ELlNI33OLMHzoIWIymkF5LiazbfGRDhhA+H5zWBQN8+JHTACXeenJp0gESADq0Co62JdtzWCKQcjoB0Uboea/XRR8d1Tes5Dntn9U+WL1RIt3l01K+/br3V4Nr+BPIs0l32puofvU4SHuNmYb/gJD8PGLKXDqSA/qrTHXOiSWCPtUsTQPW+OljXTcK7xQebivHNIoRGQWvClY85OeIvA7u0W5iogznzUwgyUTOHyMJMdGxYftUHr3pEbN17kkUL0WDmmMy4im0hZkjkwmXrUHamD8Ewuq/sbKIkCaMpIzDueaT8izCGXoucbhsoOKIq5o9myGSvJNekIG8puJJXShIfh8tdbfxP0YOH458ZZFBIlkiIwkgwC0Qxk4i7NBEG+EwI4k3E4jCZ8TqBWko0yfMePokIftK615GABUnZa2iOZuNtuI4vzrghmif21cTbHxTwcHkuJSCzS10zFHXTler7ca1vVnftFF8f+/1mAhtDBQsQ2TYcrNU0JeneTClWppR+qQwGT6QxWCqDq6xfK6zonstu+Kzq2rU1VaxoZS4+dDkYE6MFwLMv7ZuZ34KxNiI4fSyqlrb2GIO83X7prA6UGc8mQ9RBy5JQUjezmPaSCw4kaGsjNsk7qUlUww4wBvZoodAXru8G577ThcprlncbIcLtuKomXGXLCbckAtuOZ/eeRzmjg6vxmJfZ0MtpaRDVxG6+OH8Z9RzIgBKICWrEKaZVgXkU9XaG5/qM+xXDr4pSKsCJVYtFSoMHSd5HwydiF2l5vukIxGhcZaBzJFQVJTmZiQD8c7CJuQfA9LALgHEA9Sv4WI8OK6S36gE8wdq/6R94KxrnOjSJ2wR2oav//Io2zE4sdl2SmC4wOHA5xzzsyM5x1mMe/wMz8Kux2iXbRwsnmq+CqdItzWq1CU57kaYVH4iVEckVWMXoiehczpFTjoqhvg8pPWBRslAzCu+DRVKleNFY5Vws5TOLQRtZd1MlaOL7Nq+C8DAYpw8ZpOc2YGMVLJgoPAnRAZ7LLHlKmPMuIuA3KFxm46TSM7dRe3C/cbBQWnTgWHf7nf6ec8Y98OCZHrSo+V0N/IQaKnVXlcIK17W2G7rjG1F31VC0CFYYVUJ6mGk1Ly81CKSZkTBFwOrGb7gSumHIp8suuYdeul/6kKjIIE2uIagl6B+PON0EOnRAjp7F12RgGtv9CdBdANLUXPTYgsAYDTJPn2QGc7z9ZTtSY0I4OMuHbgYVRFshm0YLpFNmrRJpfrNIMKWJ1ltaJ9U/6tfJEqXNsFom12Bjgv4IoyPSR2fNmGVrmRcfZO0I5+xnFGfzO5yB//DxjB7ooKTRDNyj9zbmbLTcbFuoHKvsk00HZ6QUOtqkfupQfTxrLkWLrsF67rmqM2Ut7or4AJ86djV6/3YtdjQ9tfn3HtMBz/FQ+up46orVhjvyvgS4Sz2X2X0d5Bf4ED8k+AQ6yHvKzhdhV/CqReEBN0pkTSc9/epmVG5XTWfufrEph6V+uaekFoKvbs9MUdCuLNpSrl8RFVLPPvFTAPMTEJcDdB+gEVqYeQngLzw+F/YxglCj3/hMGRQ3QPIBkIW+XcHBgr7Z8AzwWxFB5GN81AVQdoG26+P6aWgNLVvNS+OybKPbwy608Yxbsfkbf/GH+BpyavB3/iRHEGACJACe19COBLgA+qfRBngrmOlSPqIiRDnCqOBSiGqoQoWems6F6qjk+//v1u4ufMLesG1BBx0UUhpYXr1m1y8D5UQadu/ahcQsv7eTyxnniR/vj5e4uSgKGFuurbnoLlJ/TdAlSJB3PggSFHMLDQ2tHK2JaKOhhZwGIiKiyfiyEBFjEQkRIqQkuERcIUOIkEa/2ZknNrU0RiOP1pDily/f8kNNn8aXb91Eq/kJywAKAVgombdB1QANAByULA958mXsbsmuDPmavBtmZOTyXy3aISNbHDXUwW82nqACEY8TJY/Ula0/71xOs0bC5FWttW9DtJGvgHMDGIIFl+x4MFIQLDj+Li644EKZtlu76+1Ce7CECSt/WfSsECbsq6kjtAD8U9aVfgck7XQAPYC8E4pQoYFnBT6hQlOQdL24cg0VFwdXrqv9QCJBdrsays6eeEBwo/aBXubFK7YW+3nxqnQJSEJCKlVL4AUgIU07C52yYeVhEjQd3WuYUTvq1QTtLe81KiXigWckZCAYOE+F8AI4gKeiGkQSAIkSuBAdKlAq2IUZOfWInkjIkKCFqFiCroJCwaxl1aqU0CBh6nq9EgUJg5K6GrWhHABTwKbOro05TePTtF3rCLk7vl0Tvm6guXMXGBzU5M49lAgoKCgRugcpKCh1AKkkL/kTya/m0Qfm5D9Tu3eJ/sLghfprm+5poLB69q+8uwJtQ5nvg827bXbac+sx/z79fP9n1HdlPtEjC5fUN36e2/x6Xg2/4bHcxe7q2QJBlWTI7jifAGlYGatD3oDUnLx58+bNmzcfPnz48EnfendbQ1czVnaAuhF0+5WjG7DQ8KttB90+4DrdM4andRJCWl1xNTQL5wDNiyvXCmzAJASSFKlS13/YK+GArqqmoNtKPRej4aSfC+aYqFYk94TbV+xIiofn5NCXwKgp7wf4rA4QH2Zv5ohhlPGcm1NlIw8QDTM1UBDsTYbTNQqKk/ZNIYlVLniIDfKiWTJSC/n6Rb7aCEQZmUe5raA868dhvgMUF7qHKKC0otCxfQiF/Sjxgo26jYTh7s0uNIx6ETE7gHjPFAv6B82N1tJAdUUjh31A9V1sgtmbWsU64C0hrSPoaAJxqpyG8Wv0By288xGOJKhvoavVcE0nWmRQX5GpuQWAbKYPURJaRlrfoaNtIIU0FJgxXIJR+pcnAy3DyJh8/kR0k7VE0Fz3g2ZbAKJpeiy00PmIYvYzImYXkdKDK31MzEjZRaTOittJyeTNx1r1PbJEhvgDDaPfSMqtId8yrDbPYelRN7sPtb6wb+VLKy2FrzkQ0BWYjyX4zC9yX00JeH4XkYYr8raEAG8LCGCRoKOvBGWEw0BQQPcAAvzHzs3jmhLQsUUarcj1VkCA2XscUNChZ3RIzcMUY0T6TxszMaJV5gpP6F9++HlZwKOIh5SututqL7kIjvlOaFTCD9rgOmAXaC2nQfF47IQYOwzKpZCy4jEEfFMknm6Rpq/kdksRamYHu2zQESJBGYkRCMpIisAjy54tAeDnHLzlg5Z/QOzgL6+DN/kf4v0uyhHSzeN3W/c/hsA95B4sXt2fXae4m16nEiG1qPAGgBYOVI1Qdp8SJWjS5NMQcSG2g63S2muReM1eQk/Eq+HZgZ8ktl7zzbkJOGVK8DBv8GjCZeWHnlrqO6xfqWH3So2eGurXJEZ0NtAlZBdRzYkcqa5qthghTa9BC/ID4X3u2nncVHzfea011V+4s4Vlq/C76l9Af1uVAOttpQKMt5G7oruqeuBB+rZeJ32UAWzmR+njZtPp9Afphr3hZ8gNcswUQm+raEAi7uhWOOSg916aU6gDaPiuaQL4AOoZaPv0ZLA6X7+Bo1fd+t9DJxiVD4OQvx7qx73NOHS2difUWwewY0sKVyk5+YyOWkAzV7tlDN7hhTUTFhP6YWhfMO/31awPo8dhvyeZrg6jc/+g97qbE+0Aer+okXAH0Ls4LZsnrQNoJm29sATc/8NIKfzxm+WzztzthBx1bj/8Lib8YeKHq/HGr11fAUgDk1YlAJMHYTUpFXDTA6Wm4aR4kAZtyDFfNi6O/dpkzzrvLiOjA0jj6KMku1JIzz/6Tm5BDVhpI0fn/0PDMN672aTFqUNXH5+y7jInw84izi8fcYw7kDqswUTNmhLih1LgrutmX9CKu5GLnMHJk7lDxGuGS6CWwEJmxS7NOmxhAzKgwKoUehvGhWiY20reyfCC4AZ6ByydGKA0whpMvm7jLeRVkAICkZeihww5S/mUasgZKuMwMyulL5jV5+4Z8CxxjEnLm5yi8IQQEqDk71jF5ICD+GPNFUBlFRJnIQsKZ4YKWhrJxbIIaMAyyhXiICAu+6wO6u/wmxgxqVclqFI3lPEcth9+dEbXLK+Y4x4U/sbeBQSIVgEcCIzfEM8Frgil048s4RJcW4Zdyyy/Lvcar6WB71oyGBwMC4Ius90bhYakIU0kpsvYEaiDJh55KCT1ET9RVB56gMdBY3vZK4TBsWj1QKDSAQ0os+eTUqEZv5b1hxlYOhMwM31o7g7yAXk4Q3rYk24PuNyFf2bxEcX4ok0hi/7yw9GrYqdlp9KTcij5isMRlPiZlqIDXxb362mChL6mlRqiNW5WrOGPWXG3zvOW7c08ErYu1N8EemZWlUkOTRbfeA2E0MHk/qhsopX2CuEjIwqenpwRmb/OiTUhQ3jRanQus7DK45mQ8ghOP0NiZQW1VmtE0MEx5jjaXrkqdTqMOym6Pl9ixiOIFIkiF5cApA+4pCO47LEW4CkAEyyelCyCgZX7wChg0nlXZ1XJwnoV3cTVZoD0ZAplkevOejPzp1pNWc/qzC2c97VQq1xllFenjaxDWxkeT7FpvIWeTyjgEAq7AzhW1LkanbclR/CcyiGy66InmUaOy18OMfxbEbib/ToKGxAXotAB20vYE7EWl2KLdgH4CWUiVFSQiaBaZlEuO3cApARgkn+B2sIsgiGLKlMwEOSIfxYYOU2ScBQADE0xTOUBp6YPCXxa8S8CezNwv6Mc7ucFNTu+HZYS2YpqH8pzLwKVnWBYIREeTQ5i4EKOAsk8dzRJ35U3wzZBkH45zEDNSQpnrOgyTVcCH2NeeXMVqxQTvvVyEXfB66gElxBSiegkvwOqIPaa5ITJ4eJLgE42/XmC139iNgFDGJWTv564X8Iqy9VHPzKaH8Qm6IfGonI13xJSAZI2840sW7Vhy+6fhNqWC6kAST+OD24JWbFu00655Hh/lgQSNoD5TdJH9jjBUuV5XOxWHqs/5iDSc66A5+aktQIIFsBdKDCtyoQ9R5PzfK2kXX3SlGfXnmt+YBPwzMpdKDoXSOgX4CbQHrrKbBN4hjw+S/fTACzrFVK7AwE9frd+PHrprqF1CCxdk0GG+NNyx9oJfzFG2dWcWr6rRDeBLmC4tGxg9gUObpiNQbXaeRxyPZcXmBwPQkwApQ/3x4jkHBJvU1HXdr9L3w37wvT9LsmNcU4DyeUEWCt1GxifIZNamdh9kEcDqGoXhlt0lAJ4lottoaGWOQF0hwepW5GXFfttq9KIS00TXagzSLFIU1A1aR4psFbpkATpgxhPlvMuCAhK+P5xUK12wLnyI63g7Z9w9eP3Anv0GgWh4uQgyXwEBknIWKYHCla2SeBFCZQqDhdvWUO/85JCf4EEeQla58hWw5ObY+IOXlfI2oRCL0ojGEtWRelLM1EpO0lnjLrraTXrEOBLmKpSL45nFvSDC3MtCwN0HuSE5gjiqmTHKDskF2Ti/KodgC6vRw0ClShASAIZQeCQvlkVOCxQiHIgIaAz1+8b966Fg1dFzGmJoLqNg9Aqxm2x5mZIAS/veBnHhsMWe0qsYQzyb/RyGMi8mL2Cp4zTiI92ay8XS7WZjptgrrJy4xJ2cIgDNFHv9nhu2eIFrTd6TUyeIfNVfiQ4EdMZFc7gGH09ViKgNC0mc0Qyvm7UCAgEJIqRsilUWLxfKNDteaTwqq1bxFdVUvBrtTaaJTKeMgzECyIAkm/o1RHgZ4ROKcJCdGEnsPQXZWEFTwxNJo9oIIN+OKza4nWWQsjggwd/szOQEOG+I/gdEu3iOEdVKb1oQDMBIvEH0jsDWI+3qa4ClFknEQwox2G0sWJYHRPx3ex9AOmjbGcHMYPSKn88RH6SgMXge1MdZXyMiNEs7F1PoMLmja4m6dymf024YvJuQ73HZcYb06aB0BL8VarBx1phBAIOdoSt6TjqYUBIAGkJwGAQ8RmXhby8lhhhwZvYYhZiDPMzTHA8SKMXx0YAHPT0BkBQtGqsnBJqjzrAyfvukN7idcnANnYG4kkoHjmqKC5FW7YmcdTSxO5IOYP6NcKYBzINZ9I6E3Im3d0FjyDdBMShp4AvwkzS1xHYmfQzsDbyJOMrLUdI3du9lBqc5LkSZ8ERYeLeTReq+iyF2bbtQ44ejoj3rG1iEKxdWHSQwy90h2xENqYOGL3qwodadK806rN0k+BwGyl9B7Ipw/AecN+QS0t3LDz1rh26LmDTnUHgPESRIKhKqPWrh8VPAS++xYt3baBkfGe4Ys9reyi/sN7uxeu4rXdRvPL8A5qXIYCSje1f5JAhHUdL75gvGY/GizDwNoOB9vfMvu54ZiTyYr9bDursEXMmfxHoOaRtzGz9c+YuDerkO9mJOADb3GyIn6Ogh8cN3bb7bQ8Ipax+7Nv0qITIV/dKxn/IL4X2fPitt+rgNX/L5NTm3ZtjgfkfMvFJ5rApZVYuINqo5X/O+LdTDWXydlb5w1tQfwq8+7vlXIclfZBx31g+9xy3MV5i8PB27i7emILcduhe7gEFvQvsZT4hw1mXVAEX0XvznhD7CflTQDimNEp6hyOfZTQmpHprkbk/8XEm0yfxzzIBFBAy4ggieqYh/1/9eX3+r4ycq3YFxv4qvXDiQnmUMR8cavuD+d8z5Sct6oe5x3p79RflTjcZgxlFuDJWlUhhqZ/c+7wm1a7UT9bO7OPlbEo2fbLo8YMa5XHXd5mEhubs6Fmc6VETEwfWGW+PNH0qk3p87VbE5z/xATS2lNn2p8j1PZ9PxqJfYvVL0j65P2XPxAYPUp1miJiYG3QIIbJ6XEzw3AhFBUmcm4ljLhvtKW6L2GGUSTQGJ5L5cQ0sJLC0a3UxOQLNgSGM0bORayIIk/CDUBBHJ4oI7B6EHRlMAAVyCRnAVkVwwuwJs1d87ofK1KmDYQQLS5/WwCBzV4l0odiFrIf+AW8iVEPDiTzpd1XP+T6IccOkij1Z8naJx+9ZKuQjSyTGiBx4x0USJcx9xJFj8yqJalH0Z4QF46FKYDbMA9tIdR5qG9dxQz6NEp4vD7s7mTwhIAAX8s5hjKAj6nA4HTs9tqjYPeoo/gFL/RrBnlt/jhz1+C19lkXiJUR0na2AEpp1LOKGODRVRzyVrJ56RVTSjzyCyeqMhevwWb47m129nWaWTBUxjKF28ZE/3mvAvqaTRBR2jDLBGgFviPTE9YfOP/AOZAOc7QWmfY4jzE3SSEMdY5kbnVjCMEbD+M2CCYqliVY+Tic8QiJbWhoJe/A0SXYYtA+2DGYH84PtWBrsz0FmnlBsXHLLd8C0+w1zYXBgZBY8nAWhCdxD41DgNfiCWB7vuPcoGvL/uCociy+jodkZmTxYKfgneeu7ebIsk5dCpeAD/xsT1cTtu9c+YbOYjRjqB4TWp7X678sV2bVt03qYseEtuGyNbywykdgzGaGlfwTtU3Q1vQV3tru97FtO/MSmhjVWlsEj6xvaIjQWljNR0QG7ZYT7vVXvsNnPnRqW3K5jfbAvemjeP53XJ6TBVHmHdUkI2HVvIRXgm1YLroaJE967KKAJESFKtHjJJcktjBUqUrTPEqXKlOPbfbc4Xye4KcxasBynyIWWY1crfjn3372tfJLX3KUiv4RA598FUh5x7Qh6YhGn3IUr/9170nJsPgfasfqMZ+js0FEdBNzP5XGl2S/kLjKu+ZhXTacRCoc6MGFfDjH+s+MGO4u7j+2c3H3kJemkQU7np83yms5L9qSxaHqGO3aZUwf+hB91p5MTr5X7OF48rzVWh04s+/bE2iTmsMb0qlcOeRga0l4LkfPXUYWf0nf6Ver3rPr2qX6zheN/JT+AsmbVk4HLGU///Cchib1ouNF59l/rc/98E8ffovPrF3r+Bh908EuYOMS/D93BlQPYbivjJ771fyJ95IzV81n/UXR3j/66Gq9SYV7YT0erdzzwscE3rD6nE7SCKJmNIlGsGX2HK6MK9isoEckPktV3M+CRV+tydFOvkKFOc+aiHlivQq1weCW5/1/ubRXcHJ/Vy2EV45CjlV71caZdbfbMmoWt90MqcLiGb8zYcOLBb8afB7qB3sVWMt8+NO+pguo4izqJsNtEvHu5Pq0zdTfiV0179xXId/iym89bqWeOWhtviPxc5S2U0VvM++NGlTBQTuxPrPTbf1umu5LpjgR53hyCa238LX3LyjrxTTz/H7W0Hn630wqu5pN5txf8sDbyPqOMsOjB0ml5+a7w3lgl+KD2g+CoUFWhekRBNW0N18e9GH/hI8tb74MOpKtWOmMEsmDjYfgXIlTtSuRjbmKY90X1Ga8L3JmJfyFedanyuci2qi/WYxj/zTw+OODE154mfKi6VOJh4iMh+quQvv2f3BStoFXNt1HkCSViCuaEgCIl6LsnHYQrG5cV4Hje1Gwyp+qOz6FiefH5aSdnSBv3hT3fYf6RkEwk0cczAt/LE50SGiNtaeafdExag1Jo3J7sgphHIX4mbLewMafZU+vI9Q7A5L+VUK5QF7nKIZPEO7HiIRgypoyOdGji3RdnyPeRgX5tlWEhngoTYqrZwVIurUAS4NGZJFgJozrDKSOgM3Ex3U06S9v+wyzHhZoMutfJusH3StMdSeKGajCWsTBQplGFX4+EMZQuyZEehQP9UIzUPcoSMNcjweBb0DZBQ/qJEoqWEcAOlyN0CVXlIVZ2MUrkAuQ52LOE86SbwXlxV3G6dSjnSZeVzlBOe7SatZlLTbM2wxsqMLdObAN1sGA8Y8rCtMXobDvEDOn9MSPDfM6ozA6Dsup/+JqR9SSF/qZpULZ/hhLzPSM/+7EUZw1LY9bRac9GlpyY8LTTqcvL9ufv0LNYhpOOk55t9PVUZF0V6KT8ozqGoNQf68kVYmmXg06v5owxiL22k2tLZ3M1AD1Arj8jL/wkkzy2sygDNL2LWHRMGatuJ9IxRJUmaW1jvtB93V/8w3zp0qfIgHKNvnVEarQpabemyj8N+5Rctq9xU76bM2xamyXjFvRYMeCn667aH7umHFqw5bFnturvRu5XTz2o/SrOaz55OAN/7tlhXc1f1t0gDzZd9Viegd0X4/C6gQMKsXp+DS4b0aAPKOSDSw8lqtIYMTr0ZTa28tQuJ8/VFz0WnDjxkSKMlwgFUlTBqauvUI02PYaj51/zMfWv87STx3Zs/Osx/eTxn1HyTK8jfnMmeWXZ2Uw1RFJPgiTzyCbWOsMWT8cSv94CjrHPs3z8r9V+EmfBhcXJwKgolVB2Zpwu68526tWcdfTG8wBPC3UaWV5EOjFyY7YaSwdRwyWMP/VQm+k6EswrdvFoctgPhSKMc9qTu3R2s4IsJe4B9EAiRvAZyTTGRn4O23cJ2SOPH0Qw7ZmT7dnCmEwNk2LedEaMvZ5mgR/xdC4HJCQj670U+okWRZo+tMg0/Dm91w+OHUketg9g65vLGQM9gXL7uYdCR8mgFoY/MW9PdVyhEDqZMHqEguCkR7ViTk8hnyVEJKMxITsM6i8yun0A2xLxquVh3cQdSNG/bnyRxHKqP8FMYNGOxCHOaCeYCEVoZMsLGBEtjMlibiFwzwLnG5IKJgQnm5UsPQsR3wqakmFh9mZ3EYDcqGzc9wjmQREZfInPFnZPU17PUheygoUE5sJeU8d+wpr4DXbCS34kDsgIUb5X3Xw4SOuNPtavx2cD+sYi7sRt0biA22IkyGgDiaRNVNCGnRQDrlzuvH084RafR/a4fZExicnYws1K+KKmJR2NMy8eUB/RdtD+jK+PT0y8hCRofC6i++3vW/Db0xY9eNwkfw8mkUK2So2/PPvW5hOWONKfd3citxMphq43jEIkL9/SIMtPxmseUQXRPLaFPPvK2CbKn9Eggm4RvEp+MP15eie2O5FYdL0UCnTe5MLWjbq5ghUMSNCBfVUot5gQghW8i4BJWMmvcXgoHxgwaIgEmkDq5vNIyjvh+MtQ/QJIIIPydrCYBIqZiCSLcA+FglX/BH+Fr1IeHxyhWrmlCK5KzeAIjRqhTiM4KbVjadhLjWF+zVjPyci/5O8m8a/TDXWBraCjGyIj3A6vRCywWrnRWAy0FGYnWz5rtH3L7gZYQ3w8Q09KEk/jb/C7V8V2hQlq9OVn3gUbxhk1wl4cPZgWqqHEtf+yPV75Mj02etjCFoDDh2mxYcZ+ZVhVn+gnMX5MlzLewkcYl/M1PisQbWFKRDRqPGxJ+uJG4GAnDUdWO1GhXBPekzahNj6PKL3npNRA0l+q8T7a7BPesyMk9vA1yc9Dyy1HFrdiq/5/le/GCjZv32d2YoCZDofM0HKU0Ax0qsPPdo50uM4iKv+R69f3+vOS/owJoecF1HZ/lfNs7chNWKocgEys68nWK3zlivmS6I1caaVjS8CzYGWYTAy1N8q74Q5HvN/UrzsbEFKjD8lggDLchguwh/A69wsFoBqlpjl5h26TXE8CjGEQXYbSg2w919QBU/gwVdMBKElke5HeMls3UEs1f5ZyuOfqZlYiu1w+mMzPVc7ONt/NCwpOKwt7WCDhHnTQzZs1L6M0ob5ddTwRY43Dsdf1Yumzl46LywP4FCmZI7qfJPTu0DlfgBOwBL9GkQnv22S+PCSG0TFdgTuC5kDm8K+RzSfaE5WQiZznPmC847ISgnbk0cbC9/A13VbwsyPJDbPoZTrd5mkUvMkWX+b3KnIL/ZJSWfbEzJRu+bKsB4op/GR9pO2+ybUay1s3oxPpFEWGn2zRTeG43+EH5DCtaafh5/u+lEjZnJPlNfYBP8yCho+aQV7086rE4LoCW68KQ4SDsutnkBpAfyM2ZQPa1LFkOmsPijrUCsCqInn0d+BRItKuiHFOUTvdcsytMWYrobOQDmm3JfWcogu+OoBJvsmLxmJ9I2UJAb6ncMsSzPYkbysEWktEhz2ezt8quVoLoeEJ5uBBsYEWL/uVY0VXi0Gpd9S7okq18N7mJ/4/tDBrLKDwltRoido49UADzXxbK8cckBwzsqP3KuZBpoSAz+6LPV5XGUsFhy7EPH1WRR700Yg7KYCifd5/lTQH3PxVuKJhAIWh2liocztaRjR/3aZI3lppkFAYWc4DLCV55dciM0tt8b7fSmrl4FVN86CaIpMDXnNIr4p5Bv+bo8gam2dPTWOGwpXT3pLx60xZIFFinvlcZ0B+6Jgtko4pxVjxVUbA3FygCAE43cqsUtGPJpMVVVhke/2qR2ooKTMbh95mT0nl4fPdvyzhskNkq/nDyMO1K4Fzavduq0JkisTQBS+fO4DROa6N8ACfxLo8oLt0Ujy6r5QHI9XY/dH9hUqXEavul0gaHrVJr5oTxigwb7vJO+pdCjP5q9jl5SHL5xI+9eyDpGZr+m2Mnup5NTdn8PgrDncGhc8j4nHUV9+ITXkF5gaoP0gRv4yBaISKDVmH2QhxX6jhAYeD20mZzAAAguBwUHyRKixDqUAmcDg4rFPcAAg+2qjvYddEtgAAgCAIDoeDoPjKVwCCz8kanukkT0kDIHjxToEjAODm8/B8Bdtz80ityRQdMZ93rrTiXg4V76gNjDbS5hYZxH+5ITb7SjdPPouOI+yhiQl64TBcRQf7GOr4a6Ip/SnRKBdMoYExagf9Nc3Dq/Z2BTv3TqVzb08w72sYnARHX/VG2VURTZ9vC0/GjvwkUal15PlpBJL091MqF2r/6QWW+dL94hOAr6wt6O1/z5ud8r5Eiw3m4UKFxacpGBYJ+78EZo0E3OFVPJ9SQOvL63MF8ML+YfGH6/InmyYKtT/Jp5F3qihGv9aQFY8U6H6wWGt9auaZsWR4rQm2DDek+7wV0ZGx5emJs5N5+RF/eVrSWUneTEfIeUOmq/rBEd8AqU9dfmSDn67xA1ZY522FXhP9M3Tu9FhirUYGLkq6ikzPvEyua2Z6DX0usqOzhjEeCNTOQuQ/b0UXcszJalIzTZnUfE8hOZEDNyWdHi/Tbvy93/LuCS/GrrYNKdG2jIYeE5RVAPrV0v+ddC9p/EeAL+/oczu6d4+LtXoncx+hBaUa8nKVHzU1GBXeYiWL90Fenl6+SFeiRoWCg2S82+jmxotv0q3GaEJEiBItXnJJcjfnnnerDe7VOLLFFQZHplMjDp+15LKy7WJsq61L+idK9TXtXR9k5UuzqLZHxlZZXwj61PE+QDb8vlecWHFYyXHbfXpDfpq4AShlvbxdweOvjGRKAZLO+bZsLKWU/3LtmAb+Pa2J+P23EENB9V3fXTE4fr9WOI5ey5t/cPXVTHVNAaNW7WxKTl7DXOHnde/6vqp2+3zJS6nWMcq4kAqQmreC6vsCqQBJm5hzzP9fH/2/SosfzhgAdso5VFF3FLQTI8LMzMzMzMzMzMysIAr130hwGA4cUyYd7aQxd4Ln3A73971y/2POj8KXNgHMrZosAFkBsJK6/EnKtep4s53fL/m3UEp7HosVnFmufbLpK/f2ip43796b+7z8Q0jo9qku/345lAX7Hfc+uVxO/L9PsoI0PI8km3+W9Fwrldc1+77YEYDiAeAKfc8zy6rKk0jbq77E8AAWz9cCJy59daaLklDh6Xl9OchfNpAFkr6htTtyb97w8ly7a/+ZWt3o3/C8ESPAAM+788Xj0fGFe3b4W3bTo8Aq8mZ4/soSbzoc9s4dcQh7Pnv08+TOsq6y7rKest6yvrL+soGywbKttRcYklHb+IVEJaTlTCiYVYRN7J8R4Emtiz4PSDOyh2DMf4X620829fmtsyU+d/55L4x3V5JcI0In4IKrSwov/y9865/2Gm53XfR5t/gKPg1lJCP8mUpWLR8sfgSKwEWZEekEJVy08taXG7hmXpct6RzInu8XuMIywNKfmQ4oVrWBA362V19ZEettxS8hqzwjUn5afIUZTjLkOfHYd6e5eUPcl/TYFfp4vrWStwc9xIGDG4i6sBWExWmMDLagv9NTSfEjnHawzWPaYSXk08ntex+rg9Y2IHds5R3ZkBl9op5AY1N5jPKw1K5PAeJpvPjwEyBIiHA4/6+RxhhvkqlmmK24eRZaYrlV1tpgs37X110//KcHV3x4YPsftIza5KtMbx4+hXIHPFB5GE9kUWpcXtB/o8/PqCg/279cKA8esnA6W6FXEEZtV+ydwrbWzerSfFphvZLJYtPX5dAhTXlAQ3QFAV3iK417VrMSDzbOz/jChjzJUE+0snkAdQpwIdriqfKFM9X9HfK/ikZ3GWc9nihQqVYul/OstNNkD75HyPNpUzRusnuq+gf+8qg5ektdcpZbJ4q5Ibd8XT74s46xAeSJxlrd8cV5hj6v4wciPRJ0SpkapvYTLVZ5qU/okreHjWR7m1k4KRq8m47BZ8xtXo5XBHdxYBliNbXdSGLEb40zyTfIwGo9EVIUGqP5eG6PaaCJ3GWI4TlaxHyZQ6osp3immOkBmPeyI4fyUQrCemV8DSN07XVVpojYnN9SyDpeqR55Eo7ZcLx9gvQrdceXpd2Hxd/pLY2VaDjZHW/bSYvSzWmGXObeOXh5UMQnNuTBm7n1+LGsJICVur7LYTun5za+iMHJlqNB3cy7HbrihmAYqG3da+YQkuNCBiAOV9IO8eLMIVaYDMYadRhzJhmcSRHMU/BbBsoLXImdNXvo9iy0cyOlw4L9jr/OtKdzxePAcrfiARz/ySzi1q/PTTL162DYuWkRaxREk6zGX27eSZs2evQ9XRdP9Hc/4xcI/FUlajGqXksBsCniS2E61gjktVbM06eflQvrk1iHSWCsP2MQd0oyfQfGyjejpnWEpX1ye6uYAZe9ku4ZZdI80mU5sCCtAYHhhtyaYc+7qMbiUnBdvPFots1KvV50w0BZzjlgS9eibckl60k38daIxP54+mTmujMDQRQziF+vpux2eerpCURxSMrMzJiDZTNQciiu58JlEA+kEACJ5G80btWi4tri1WphiU3crs5tyTejBuu1DmlT0egAT7hVBUE0+KKJxUp1mgc2CAxpZlEyjIJsRt6rvq5Mi9SmBiH1sdJTfSPU8cx9GqKWP2xTCVtawo/BTWxSNBuGGVmaJ3+bUB47ljeg6b9ep6YEnt4d0SAyuU3mJ1WvHXFgwWv+lHkk1nupp/KnM9Qkyg5tXCgieSSYQIKPe9eWjMzSkwxtLY+nMGpK0To0YW81vVfB7un79o8eEoanJ06PsrN5NfN2BjM0x20yLEbS8Sys5o7r+tPGLTmTplop7mh2cbOjs+fg0+pSS2L2ewVPzYSQZKCmV9CXrdMZLba8m71RJ7i5zSAyyY7ZeZs+Olkh3mDWJOPHBG+K5zxT7gxnHi1h9LGT9N3+a9mQ7yD8U8K+Uuaz3lRkJLSn60LKftDenDR3t44SpOZQKSR9mp2e61KN220qwvk29S9As2EABVJqQZtQbkpUbLKIInGWfIWkpiSIf5CzqRTISm1+0KpeW5LPue4Gqoou3H7En0+xcrg8drT4WZK5tHoMMctW6dLQF1dTEvnyANdmvnuRHZlgS+8ckGYFgpnew2/j4+b3ht3ce0qvRCtaWEhEfdee3sLUYzTuZDorEpWKSlAyi0GTUgOJzvc4zOATGUfL+Ot4fJNpF19GQMTFasqC5OhmVxlpsrsFRsN9bC6yZ7XpUnqEGg/hBrr4BtAK1N1eIkCnir3PVdOYZ4JFK+Dz67Q6P3W7BsiYddCgudZc0lVjljjTrwmaZcFj3bScoRKwVjO5MotTJ8p0nyhHNbt1ycQzxm3RZbowkUd/XxddfMJFxmWfxs6zVf12XAHhWCdCXSG8SD6HnzHn0n6nmjoHo5OvswtTyp2x/iBlU7XwJG3X6Fj5JnfzRS3+mknH2LLVxgsZWrUr+An0Y3bAzHkI0o6mM+PNB8wj152V7FKPglA41tWcuQUa8NqjdOQl42jBcjdF1WMXUXLYUxY62a2uqCqOEYTfhRujMK55UaMdUbjhfqydnp955gZciHwDJmh0z68pVcdkYInoJDs+Q4HX9tXocDXGuQH4qlW/6H3Vy188p61fPImNKKRokpz9C/az7smjU630k7yjJIsD99aRQixsyL/Qgy4JMB5OBNggjKatTd0mBKgPvsSJcm+G92LyUqPqy1SDNi0CUE1jrmLdKe9b1RnPTbglW9Mt93du9Ua2Gpw+55hWH6fmhAwLudFzRhw9J6VbBYR9jyJpYeNynFjJMIKa7tFslmvuUqSRhLADCZ9SMve89yePsSwSA+stuEWhhvf1Pdk4Nl3NPDqOPVP0ghGFL3LarexmsFysa52ln1bMkgso4FEMiXoRgBYhorNi1FwmUandk9e8beUYvXLuyEjzpbNEapfSSL2yprVduBfEMAZNqf1BYY529ZfoZvyYZqFCvpvd74BJhPBgOfY4WzHqmEJtsPUmgfz2XL83JKHRa55PRxLGo5FLpZowydU2sSGDXQODrFn6Yny6IQfr8HY2Wy82ZBm5MntXm/TfdlK2/eNdkcf9dpHJ7jofqDSArHFaB+FARJFrTsmoo3dEmmd84vIlajR4+/Q0EL+HAxgNuNXIxbe1o3ndUSKG0RME8FjyWFPhPGiGHW2biHBMtL/DDM65nzHGVGHRDS5EBYhwJdggNYfZzo8oFARZOqEaQEhApA4+XI0I5Ttyie9laoVh//lWvZRvYFHPOyFiD23IOB+AvEglMN9oyJd1f61Fm+QVZ+VxQC1HOq4nkm+7WL+BUXM7jW7qpPbB7DKLt5xb7LxanJUULtRJoFY7izu2aI4UXN010uNSKRY8Wih9qDpgsqy3b32Z1lpk0axhA88sHQf/FkaU19TWlJnFYaf08213wvj9HJi8EQU6VFn4shhO5Hm7GWe80S7C51zZ15yhmhqU54wJfnQW1ZGLnMPTIB9tjj3Fe6TpWSG7o0WbR3KFruVGADntcXGYkW4EGm//XKQjc5IlFpCmrGNob7xQ1fXlGN+r3cchTVYkxgDqWqeaDoIym0tLV4fDHNDAwjy6sGujLjMe96pip0Fu7WzDvwVYhERdCKB348uiPtO9sv0QuloYoouxobOFGXbp/BYITjE1VpiHJL/n/g1sRi3/2u1B0LymD+VIXhp9FoDqF1qh7VYudXQNdUnSAzVK1W6TZEQ4rsWK3CKb9KTqbwwc4pIZCvoYpPjlEMGU2bOauzw9/2ap3jUCgfrCajbLLubiQtgobxpFmLMdbDF95enXvZTSQlwILR9aEBXam1AXw+e72fjZnZFDZZRgeWvOfO3lvcombeKSl0kS750MH/K6I6PClR6fBeeJh+DiBYiszqp3F73TOmsK9l7pYQv240NmkDpyD7K774cdeTTRZ7GvkQvdPcA55MlmwasUwKEXifOqmYjJBDUpVFrzc7wrddHYj7ZGBOaZuDSL28iXhYaMgWpOgMSIGlCpnmEixIdUyA6FEAOjR+7g2oKxDi3N9iyNVJqC+g668X+uc6MEVeeJoYYbcqczNliy2+300RVWdABF8sypbXcghAK83ghsCYJE4oZ7uJi0Swe3dqw2rJIwIWE0MTqJWcy1C5WUdDR3K1rRc7kjVoNzXKv5eHuzGHc6V7pxhi6sUJNbRCGFHeGepM07BBFYyFY3fnksR42xfhGRhw0nwDoffkJbnopbFxi5Jdg+qYMgqYM1yZep3D9niDdNqeOpEw9DkRKtT0MhBmndo4UhTk/0MH+b9dkBpSZeJwNCleeA1KcPQdJB/vEs/TbjpvrrwDCiV0uQnhqQzhoaiLQocAkqw8D2hsZY4P+3DgwQGPVqwPvgp7ddCrHqWvncQswI3o3bFMZ597D3O+634pmXRsmcYu49MfX6qTX/P73JksJDcOFyUGsTk5dSXt6sYFc7oxKhH0Kvop4UXV67JNuwoyRNpKmT4ZUa9Jw44UYky+aVDDd0M5FvB865MXr1GX526e74//vLWZNdcNFYcjrYhMgurDonSywMIR3sWOWBeLs4mz7vaMlBANjR6ibR0hWdizvZKo8zx0oHfHNr1o5GaiYq5/GRWVfMaDvDuLzSKbFpaZP1UpOU2dG/sGwn6dhQ3GcxTprmT2KXGilH+2o4+wRf3kj84whIigyx4F9HpYTRcjxxNhBcwZVEdcXKZFnB/vXGwcwHtmVcSU8egqcRkACkuxfMouVRkuY/j/dbwyndolgGcXrRo1aogRU6HRd3W8nMztazoAdtalYNWWKJl0VBLRms4WRtYz1vVCq3M8ns6DohnubGZ95vzo5uYkTjJgd4apMV1swS/r86mfWaAhoy0km4ERxtyJ2xYonBZOdoiLjtKEckXQLUN9akMX40jQJFHQ8bsjfJME4G+aBql6vDzvOb44iEEPX/0b5Gq56R4qqSNI6C/khOyuopUfn2LjY9nvnu/ZNFkXGqitiaMfsq6nuQJRIxIkTcZ6Vp5dOeOFVlLj7Ok3xA62NLalsrYgWQArv8UNiAXPF/XigLFGk/SGXunbeEK4NavdDmRfQUjFJRQRdL8uVDATF6lSAgtsnAkWNS2wA08adLtvdYtdThDCMmfb1HM9O6ojnmqtMzxTmZ9K6NpHNo6sheWofIGYEWHyfFHlTefWzEhTNsjPQpRH+A8LT9u5a5x4yQQboDZD3UVJ7TRAsejTUJ2nYwaRaFds3fZUNh3dnIooUZhDsVX5JZKu8Rttwjlgz97v3XRnY5OaI53f95pePM2VGBTEyXGrm1gS+SKL/6nLyAogh66jhJxrMDmeYXQbgGG/KbHPC0fphxWAl9xvdX/o4ZNzU9SuV7mGg0RVY2L2e0ymqqrykZN6nUVoTYMICYWCDNFEQnZwQkoPRlQ28ohFCOxZN2dxeResJPaZMJdkPpPp4zy2urVmyUFyAaWWd8pl6RNpNMp2f8TF/MYJR99VzJC6lL0e3mRIT8IKke6lo6L7MTrFDtpTPYew3TtOdBVfNVObZuYjunAVc74+I6jUT9S14UNIayXFhkXCusF+NROuDibNqr7tLRul94msU9Bk7jac6HF3L34HqtFoTqo4eJXPrZqh3mouxZS0hJM/ObX/Xs/NnXim7/hGOlK1fK9JKdDIawNEvVgpOT6etLSZbgfufcgTlFiBjrI7AhWMatxLGCjktBlJXvtn5NKGPMcrvGpOX5P7krPupZGffNWwi7p4936z2YUwYAEyOIw8cdx6BErXIdutQ8jI13mZdksrWhRnWlgNhMNSrC+b3E9IZ2m91EIWhVK5CbalTNNKWvRQ5U2pHSZQHZnRpSHbfVd69oVlVgcwnU6vqJwv7FlZRJ3ZmiOtFs1xJXSCWhQ9bSYtov90cDcKmXQB+jMsQBEUZQlrKADTkW1NOq83AVaEchesgSRvLTpoyG7tnHNZeKHOrVU/m+ofQ01ztuRhEjOlYt69vl5e02NxxzpoBb4Qrw0Rk+pU3lF5EzKjXhkiHP/zmeo2N+KbLSyJu6TxvUEeL9JpESx8+iujp48nXb/AfajqYZfM4gfIdx9eGb9LW1bX0UB29p6zlD1ZvV/aVFYvP1uLZyyFaDF9I8V5SOOVAjHTME6WMjL3iXWwf56XSgC+d3t7W0PEJG/+Fw+TPrcymWDlpiQuKB+iao3Gm6RMa7yTHPalraMrUGk/D3bDDRs9WP7FmF7H9IuhWSLw7MeABXq4vfpxJ3i8d2JZHX/JbqhsMwUlAthabjpc7bbRLldoXYEGPyp4TGSs2BxIKYXN648HhdXlGE8CiYGclFcknsSOEgWhp/6RtRvJ5rBg/ZK2XpqG0g2N48FR4FPHnDsEBvcUgSBMw6jznMCo+MS31v6nnzwuDd/P8mrTuN4qn3atw0scJz0ELHd7zg4uop3mCNe2tEZJ/ESrhL43x8LDnkRQCxZmXUsZFa/Df05uhULVriJpTz00aL0NLFW7v1q7mEXeM2dgxWnKULCMdnjboXyZwTUBoVXTH0TvuqRlkQBOdi79CtZwQK+5/paz4+7Gun7nyrKgbEQz2KF7iLcNM4IMkwnAjQYpSIBBSvXTjTGy0C5jnpJi9el+MH7Luxc75Wy9Vhf7R04T6n57BCcwCBwo4/7DMg/utobEN7oqjWGETeEwz7+QsJp/kwMEbOi/zLuPP4uYBYMfiXJ8lHLy58mzAQBu6dcMic36UpcTDFqIh8sf0B4Ri63oDIOgLyZlxRME9e9CU/a83erB0sI73v5jkPSV6mRYPpMjjMHb7ga4tkw1TaJnhZuZ0yoqkkHo9ija2Oq9EQr0Kfs4sidsa+rKhESyeuZXSo0BonZC+VlVLJYuVjnyE0FHtiUyc1BYjT3ECaVRiv4zb3iMhERuiX0lGT5OvKvXBdPesYVEa9JR4mf3mpWLOvpKuHNKfGRpd+0Ap07XMIjByr5lAyj217xigZJRo/oyMZmXbp/YEUlXfxMJYy92Cyk+7DDUSZhLLcgiKgHYSv1fLU8RXM2jmkBFTmAAmfNsm/2fNcq7muRfYC9hZZ3UhzgtJ4tmOMW+eThE7q4MIVc35hzAx7ypAhxQ7I4qjU1kmnZ9oeH/c7U0uUfddB5wONNFuUowg41dGnu3zTo9omq8UUmZeUbwzgNimFdu5LXh//fyelsB0l9o5o8BmPXdQNGsrXGGKGFQiCTpjMITHorzfvsYSr0b8oI4N/OsMmyrdu1Z2SvGXZffnpHl3zQDFHARXKwAiML3K29SXXJLcxjDgJxUi0gTUu5bL4/KB8ArWzZVuhN8grKM38ziHSnIRh0M1AKZwusdxNyJoSyDNG5j8Wor0/7273uZOm3eB2GuLBEemexR78KNr5K1LXyVOXmzaKdggBaoKcmF3YFhHtAZQz//cFyk4BwMPvrhgq8oczxq3KCX8K4dj59eii6cSgJBj9edXnC2F8rYv7X+ECFytTe1CmJV/zEHEvUE/AfWRC/Pr9mOR0Mz+Z0GE71FA5gd3NYVVJYOF2r9DkcouEWIIDu3F/Sm+6F4Q3obA0O+lmiT4rVIqRZkN24A2e57VWUDIE58Qmt7ONOdWnM8/P5AOLPISgbiyFN2ImVezGq65xYdz/PbChuCEwj5AKzbrb3hIND2NMu2G9rbi7U8BDnNnQG6Zso7cuU9bSEWlq/YJKtUx2uQTaEA56iSQ648JAkwS1XeO3rncTN66r38YdfMgjSJ+gRQwa6GlHhFhXqhB5AKM+w7ExAn1Rk4RceM32CErkIMDGuz4/evicRLUZm/JgSG5Hd864y0jg9qDBSpXM5FJVbK+jDnE3cY5kTKnkfXOrfwkJwf+iqmpfkb0fYR5qwhNSW8DlRo+lM2LdngrdW6+Kc808enmMJGXf6XRvMssMMKplCD1LQOCHFhcTfOJjXHRZW5B0GYGHxIz5aqyElGZ00+aAMsOzMvE9ztBR8oJQo7j9pLeXL4GRk+5XvfVuB3YRSy5BNtR2XTfXcdZmK1YP8YtUPRXRxkIX908TxBYfIRzbRNV2L/kRD8QDmiD/rcGejRGvkVLCyfS0N3O3HcVycRSeDeN7WFp7LTcGI1euwXG4XVD+xjdiVt3EuDdhtJXQcUZz0b4ayXreKf+YJWkuvSpilttmVZ7JaiXDvQv53V8398j2eWFgLWw7OxLsuorycQBlLRSJwk4hgGwYs0BkCsmX6wfGjvauN88QFgyURK5ssXRw5kEtqvMNE5LzVtMaWc3mrRWAmjB6LKb50Eu5ujh++LxeYTZM9RrbDqiAAGrgFLSDBvVOJkgMj1VDDbhMW4RfJBkruRuzimp+nxBn26ibr8VNiVLjWJz/FgO4SF+i546poKAh0+mHsook3wGbGxbDvTo+J9rUtPpMr0lN7yWFTHauXlSQ3pFUkhsKVABP/XKbqe3oGKVi//ztAMii2sQD9pIZyvMTUK8qILaLkGoeg87WmNFV54G5HPIwCjbewxqL9g2LqaIx1ts0RUn36GQCNfDCbM8ild6jwsXrafi1t+bMhXv9QTcxtcJnMzXkIpNLjBq54ZAF6ChJ5yAnENt1IU/f7mYOv+qbjVxTZz3QvYpbNBDzJJshS7UGVjJjZgM+R7ctTvOdhcmzmG0QUCDqz8Y2IG7bihgfkBGSR+F5JhjV2YI6vHKnCxTOvWR1iuia//y48zSinFRJuXpjFKcv4ZFn+4ImcKk+YqjNYOaKXDz8eSA04hOPNR9VHZuDQsHGKakb2UiaKVnKSZh5oZlQozhLvqHrZkNxcHojjNr3ECpzPslpljc6wlgYeJnn2rBuBB5uT8TMgawqqGxMfuq5hEwK1qL25Sgif6gdhjykptO2IOJ266bgtn+xlFGhIX642QAgeSV3Cakzloo/byukYRQrLeEz3INvh9Fbc93UjSYwd0bqRdHTJuB4Xpdj6ShpaTRpcWYFQvOZHF4Klt1PAKQBXsPo6GjPvntQVGsvMVzV/loXgjhVgd2TDpKzjIcWU4pJELsItSgDh3C5QJKUc8AnGHOSrHkdJPWWnR2TAeGxupjV2W7Kf2Do/oWbyDDX6IqcGTleI2O23NVV1fz6kT/bz9GV+X6VV1sIGRIETPRACvr6YbpYdWqIzahrdX1/lfV2K5NY7Tto7qA5b4ZnlTw19FZaXDUC4Tu0CCkCKYK8EdgaRHtm2Q0ngFi4u3mOT/7xlviJ+RNwJIrKbKjp9O7zICUzeh7UjIFYrBNguOKSD956y3S5WR/A9BwExdfwa4qYe9RpOiXv0HzfuK+UVUt09+PMmnbagt5iHrVryLm1TVMe512IfPCyo91mfWHbH4/v2tJE/NHjuCoy25cFkh6sOx+yIYFd10O/fWzvfZf1sxObZXoE3QCAFwIvDj5w6DZeiF/R7p6zKwbreE3SnM9lCN2uu2pnC94czKNgXJllJAwPm3vyHdBdVcD8Apa8FXwAdoqqqwxI312K/LjOIWZVeABuwom6K+ZfdzczVFaJjz34lGzX8PjG22T8Cm0G7l3rBC8jwqsYV1XVb8+rPX7wb0R2RgCwGiye8uFPxU4cPaIKE8wbCbgip7zHOtJOWIzkYd7D/OkBnnkI3lPGb/tFp9nO1Mlk1GudA6DwblcGW/Wu67os6VEKF3fzRa2lcbbS3DIwln8VHJBIHfI0tXYAZTemKOesByqXreFBU4S7EVix2acUYC4zwJzutMfFmKmI7EKdq9CpYo0qPr9GzPENzxvMhkWTaNpQKS9pIf7Y0rzdhriiwWY9p41MT86WBhWfFjGZji4/oRcFgx1nu0+F3ocrtIBT+kDtbnDLdYihjhsmE+3+YK0rOiRiUBnwCETXwQNThz1UFGVqKSVGgDVmZ0IdAYijGbhtmOazKWXz9xO0kKKzHEHyCbbRXgOsllw21aClBoGimemakFI9yLVqTe1P9sOtJ1xvzWni8/pGpKkKyQC67lbIGAu6ZqdlGEpfMWwT3BS4ET3QzUfJpzph6m5s97vyo8957UqYOj2EOpCuqM13ON4W4CKKjkqxAQtes4pDfC3foNN2evxfGVHxK/lVnPyrWfSiGzX9WxFy252BgVP0VPdIwNOXEgdHF1k6az1kXzvI/hh47p4/6/vpQjcTqBeP3l2KpvYubBY0k1QxrnqFX1HEQnckHcqQHfOhGGjXbd92Hj6WeRtiB5ASWx9pFp5QB3yFPuu9qF2b3/Ce6pcQXbn869bZg4gqLuQXE85BLr/MmSDfx2ZDzD6wPBJH2opwxrpkugzimBIi/OeGGeiJ0fWythSs/4o4VBqzcGokou5pJZciZVHekYawjkSBWMBVmUwbwsshWHu293iHEa/G0qmt8y/GVabWtpEP6D/HbabBxtLvN/Bh/ZPtzUPRslv2KBAggs0ktAUpy2lMwO9Qelfk+JVkOWqwM+mUH7AZidq3oWa4NmxwFw1IlEafVbvqRXe4vYAJ60BK719WV8C9qb//2sKs68dbSjkWRAuxhDn6mDBv8AS/B6MwtDwRW74QgIfvotjppbBIRQexAh1iQJa0VVLAcFR1YajASKuUtqS0Y5b0bazqVpfvVoQH/EQ83DQAHvKoS1VHnC6DsmFFy75c4xRoCYiP9Y8r9aJu/MHS40mOB5ouZrSgznoGnKIuZJIyREgRTQSew9sC/EDEH6fBy5be7Qp96S5rr9hvP7F3qVaJbGzQE62k67tUc2IgELXMNfOwXvgxjIohPILq9hVzgjRf3EKqKVQbZ5tSRAcppQ1KXW7cwFPnpEEY6gkKbCbmdXopx9QqZ0bvTCbTNoNmuikvWW9KKFhroJlHo//rA4t3FTEeQm1B2LGBW7AhHmjsQkXM4O9hH0LeD9DrjynhhX5S37T5yRBb+141xVQ4Mdx/umG0GdIsUMb1Es0Sa+4tGZllZWAUSV5O85dQaHb/tqYZWervS2M/ALJ3ZXd/5nebfHMRc7m3rDR2wOkXowzJfIloH3Ze7vx83Ga7RldFzGDIqdrZiyUW1cjU7ZZO27jnpaYjTwLKKulg9yzBO1bX9GvNhrBvL8QUNxxAsZD/ig2AAHAIeqXLYrEFMcvu33L+fC3r6k7QixVlPeHM7cRHi/3AoF9KorYAZnN5FV5DjCsmLaW6Hx8NBq3VRETY+dWOhMRYmEmbExTE6orGntEksfjAzZoxpKb+BLkqREaiZXOIqur2yUqTKXYTK3XPtkGZPcVf1q+jz6nCrIOf6szbYFmglrpHjWe+lRmWaF1OZ2pwbGnVov0q12rAgtnQ9RKGsgjw0x3jHlvbt6PTbTsmqeIvKysiWvTLu1QXgglZqKM3uHvGduEcZroc4dit4MZSZz2UNYe+00jsIuThk0BHz4b6Dd1B0huBhQvnXFL3/SdBgrSDC0vhvnZOYzsHyEGtG+4h2aWGEOOuQxPIvIeY449Xu69NRpYi62rPq9tEMk/onHfn5b8YZUi9hqinrVVa4xT6zJBMHRRXtq2u1oGWCmWZ+sbQGAN+12z4M7iYGF85f92tQuoY1Euw7I6EcLJqNWGGpH0i2nkz5Ik7bmHjGczhXJT4LXwNKqzm5QBWdapDN00JFALXtZGcVKd84WJDcUwZal3+W09hmxsB1HEhbUYvAlWvIqhL6E0dNcaejGyB0OJ8l1kDLDPJzJgL4ir9yV6TY78dqdKZT6fgdtxnUc/b8YefymhxyP95rFTfCkgAfvvo2UzeOwMWO6sPre1MSCHvokHsd0+9W1iE7uDNFyqSDdC5kTXMvaFXhRCgyRZj1bSJWTYyjxCH2DMSrGwL4bvwMjSxtZ7hNI62jbP7Jx1TxRSdZW2eKViyc9Wtv711yJ0Rbx306n0GWCDuwGPfdpiR7IgM2d1+fbQzTBu95V/VDkdHtAGpt0Pv1KTJcH87EndlBn2gJ12o1iKiY3LcxzEGqT7IoSD/oXaRjq/F1SU8dkC0K9BFo/sKBath9rZWU2jeZhhIJLqy9rlkla9Hf7UFTTCTZiDGPnPyxpex+62BTL8dzoU35akYytuxkbLZWMdIydw4aeDmZBopWuN9gu13AHRtY6VUDrUCIhQWPaM7KDqUlnKXAwhuFoq5df+ziKFpKyZSA2o+3+hasvgyDGPVRY+byUekOoY+BCrjGmNpvqhbCMc33bDOle31tYTIN8UnD+hCUPAqNPsSmMUQDGJ/V/D2xC/x49+UygLi2HSHbmHxbRctE2CKke13bx4hcrBWVXf8osc1Oe5QFQwTTaR2AuxUOb4jWthYe+naBYpIy8Bg72ud9VleEnPV6QfdAJPi03nPYQ4pwCbZnTbOoVzPeTs2J/N6yvHhO0w3WBbh03aXva2u15iB4mgKmkVHBvLzqE+fMWbYFm8+h5B12FqFWQX2NfwaD10uqlqHHXMR73bu7m5+mfAgVUBpKoK9eVOPj5ZQEhrxq9RXaT8KgdrBCTEqYKa9aq28blrQSvFMcrNQIdcjv+fWVRXiqGJZ0l8B5F3zw0CrcKC42qS1Pmk9B55wbcdqR6aaaE9kiwBNgYgjIq/VCrFixLsdcLpS8bRnSSDlyeB181uvftT710tzs74B2D3xRBia9UjIeIzHVO6H/OzFDgwPhi68iZUJae56kSjrcbKDnzyaiHMMJDH8tzc1h3gsM6Z4nvpYrhUHPa4sVANaYxx5KYPgYX8Etstq93nCiABR3Q7MkcczgGM+sDdapcB7I/loTVIlkXx5zfaCFxDAyM1yNeJSU6b/TrcxyDcZxsdaiYeYRuoeAYlIJiNfDVsmxOK7jFDoKcQTBKKGqMYuNHkArXHpSBsDuq1JnjDAZvi6l6bAFP3cDNARp2kAjN4h7lZmA5HgqehgYARY1uiAykJGJkBxsuO3zjNuJfGUpLZ8umB2FufWF7rqBZ+8qRnIyRJr++fisoMM8mhSWJeq0E3XOR8QOGX03h630Fo8eSB1EVP3XVRVgzKKqnK6TfuS6rUemqJ4GHRWNB2hCrYOoGvFfZSqekeXuLfE6yeWztABi3bl1sb1RznuRtQ/gRQi2ehVyOi0B/IMvnDty/Y5pqFkiRcUHNRHzpJrmelgISJVWRGTtkkulOt3GCGnXc0BdEnlja2gya72M2c9D4eyKSVXsO3lVr08mWDZWQDUqmTJtQPgwo9ckw6D+DmPh0bSu6vvz+3tjdig+d1UYRnFEZ8oNHJSRHAv588xPRGuxqZBElD68qSUyJhEOj98qsyRdWnhCoFTr5S6bMv7aA8T2QXBxfHIgR5Un7qbOqWEuHqcuLg8RZdDP3tHJ+WUXN/uA3w31J0yVZ11z+/95YE46OLmsNHZQFH67qKYE5m6Qws9fjfIvt3Z7R6PDi6NwuPNGJs01VUeUkx1Mcq5idxPNAUuZoBzwhOo0EmHAET/ggv9HFd2fxsYoER00Rph8XW9hsgWTAihqauW4CfUUFY0S+xcs70St7MjjuPeFpDdUB3h3AVWZlBf3rC3CKtMgulF//QkI22EcqphCenKljhxR/J1V6AR7cHbm4FRdxdVJ3oJHMuyk3RpiIYSfhik/U/1jTpYtg6lpdQAAclrEcyfCUoT4L4ZnN2ljPw0DR0yajLt5E0sPeFovZCzSdrOMHYOXTQjqlvMirDU0xIQMoZCovb51DlpyGMJepxCcgjDiUHwSBBxvjPsyqvAS6whIrvYkoxGS9vaNe1acPe5gxA7m6cR+Emxurym9XYz/EuvyTxAR2yYprvRfFgTyKiCVNAdDAWFE1I4eDi2GTaNgVYG+8SLIj+kQ8s3PeZmDEj2WMANN/CRWkmk6PSAtMKLDmK/3wik6SZOVQp9ortB7/8J9wU+eMWnkyD5hRngg+XnH7QUfzWiZT3QGY6QO5cfYR4TmUEXBlV+I0/t6UFeFwEBBfJczHUA1XR8IVUg6O04/Jyvksy4OpGYXL75m1RV7mJptYMtUGKmK+N9pt79Q9lkCxtFK5Toz6bDjHSkjrOlsuPBrzRbTJTniAmfgyzSetzlGeqCQPA2UTBAexFdcUymOrcqTsIrrHmUTAnndaFN8qQX7tazZH0m/maijC6KpdkjmqXNGJuZ9ejz7jjo6li3MBnngBFa2ECwUCd4jwLxIo0VEMouyLVEVw1hrdWYZ+uDNL7SNW/IO/fmSjfgtE38ZGoWB0rkCWHeqsJrxGo7lnhNb0sht0J0hxG6oUuaGB2PVemI/BNwpCDYIoKjFTdfTaaVblyIQS6ii9EGX1mmKQzDwOwTSwuozOpr+c1J4ngDKJB2pZqXuNtKSmqO6XzPMpuK9iza+KCAaQTpGLkPBsesEIcp47qzYccC4ir3+EHHL/ryvPgTNX3lhIc3WyAwjOBMg6LA33SQQVysVNfNY/5n8DK7wGxYds+ldRkeVQboS58j2v8+kO6L3f3fXNdYHQ5DQA+jb3wnFgSWhKgffuZ5oM+49S3JTuQr90c3ne/nqQW/K+q+3CcxhYKqwqY1vSwixuaz8yGMQgG7rzH75lv0fFZXVGndcTYyyDH/rJ/+v3/M79X3+/ErXdcgYHE/VhO4k+2N2S4XdrWW9pnvy8CqgWHPZU57UoW+/zNru4gAK8Rc22+ChHXXrNxVFKnH3byv4rbPPgsDDT7v/PnKCe93Tsy4fTZ3UZP52h9WzkS71iyXsMe32SyMLfyUNfd3zj65hlQABZWjGkCun5tfycvKpI1QdX35RB7eaTvJpV8cit3YfRcuasDF6TTA5CJvZbHgh/DVbSq8QDEB4awI2bZz2pvXukORNnG4umlF4zeyRkfhUdv/k1rBu/JFZae/HOrMvtVANThhPwuVsumQf+XfN6kvnn6QC7COVkp2wigEEmhVegODyxoPLnChpbWRuyDjByazsYYOSZ4cP5A4IYB8cpjsNqta3b3kFPOovwfmXN/yUPilTVe2hpbUbY9dO/scp6EZ7aMEBBMAO9FJKEQ+lIHsYHUyGljt78osN/oMG13ipHKrpx1ydI/d/ivlq4+Llnhg/3qY2FT6WM7iWW1MXhbWIqpk7n05hipV+cYHGi2DiiulaZ17XNZzMiysPXPQcYwiuspFLYKfPTR0SBQUAxLbd2F1o9QYdrGZSrOF16D3IwtUJCHvhegyQiBsLKl7+t1My8YaGcsrc6SVMLQzhd0pstbIOGawDAJnA/qdmevcgev5y2lISO5uXrqHxy6VEKCxnGQVdhFb8sSgHazhYRRUEDwROqNEUC4C9egZUpzg19+ylv6sVRMFGI7uwyxvbZJ32qMw5yKS6q1jGRSFiEpqewGBjwvkanwYfoWT8I7ZeFlOGIOF1r+RezZbSv9sli5ysgmvaRu73gjl4c2MzyBskwHeaKdYnodY9YqkeqqgUZ5M1cC+uZIEAp2WJPrC3g3XkUwlXFqpYg0vSHCeEYb1OOr+zYF1s2xLvaUR0E25Q+cesj3nQOvBwRLX3RjaCQNW/W5He5get9g9mpQMM6PWF9qjlojzIx31R3G4dN4bIdARO+UpxW37TLGJhOqTWp4rPVpeeje6JITC5qL/KlWzA7ZrUnmlJd6tNC31Lqm2GRC9Eu4D7Q2mMvkYUgKd+QkCNMjzq0rkZpdDhxZTW8aMbi1Cd5fBZ4e9tZn2KqFnnMxkjO+FZVCYGMc6t6BI5Ho4I/K+535asXOJmrAoVJPIflMchn+WtRZYMU2gszEVR80xSgYyHUiph9y/cMCxzqV5ODX6nr80vveBotdxUsC2fTbDlM1ZssIFU/q7qNxr5wnVwbzKm/KsBuSMwBN3RNDD5/mqgfWRGnjnKEx56+jmkBn93E8qUqUEfv4AOS+pm0LdJSAUn2USPohoZNulJs3CO/bvFgShU/KbMI4XafD1oWMN20VgiSqVTMZFSMpcMQ9x185uDN0KLA9ZI5srX+0CjLIZO3UUzNTe0p7KrwOI7lRD7TrIrEu9ESSoM+hUHUIBetRSJpBYT9CS8vMW8rqwKF4uVSciN1LbpGOjpZU5br45lPa010nNrLBv3HM0V505twzv0v81rRkMnjXH8U6Wqq2hBS6tObirmesvn3yZodRIu9h63YsFNSaKiMnLLHf7cgL00DFumBm33q9eR4GRbusXI1mrkniacnsuZECi/7CmJ55k4Twqk4LVKLU0clSfNJ/kNu9N28nSbp8jU7N1uNiqWgZYRHLNFwLxu92KLvm4wvPoVyKeEruatiGdaOOgZhkz6kBddVnWHU1PneW7Y2hQ2S4eJtJrsc4d54YMY/fcK11hfh0ThswVd0OZb91luwrMoTaMRR7JXOquYtiUj0zR5Lpjc45pgELWcDMCCH4KoI/ODU9o1tGC9NynkS5clrp6nSU8x2UQ0lNBhXc2SkC/+h6PJSi1soHsA7vUKDc5nZ1zqRmHuO3uvOIWAWWkijU30mvK7FMiKbB9kmm0AUnxcuOyIjhw+DVy7VG5g1a08hw1c1XP473j2Amj7AR0Ydo/yB3GqfyKpI7rKkJ3uEexJMF3N1X5AClSg5q4QhVgU55W4385RoQI3a9PASVXXYGclZt/veEl4OfvSUgKrW4DmDZZbunL43GPdNbASwi2WqZhgq+i7p3bHs4JejPYT6W2r3HoOEJamcTOuij+eSILS5zZiJHVRhYFcDVxbVjKGQq3jfXtvIfvDkPhWcA1Nl67yXnt/tnTAnhH82NWnX6S3t8zmfotupOj0bgD9I7NDVsbc6O0DTMZSaQPwUxoAS4aLCxr0Vi/EiJkoX68zkba97Tf24w59cUiClBjEjbJ8GR2u+1+dXiIXqkq8EouNwXTVJMCH29k5IWEpX8fgcLVkCWuTQq6cPi3rh6L1yYksw1uer6LPvdKpsd9y6myAwtllwXT6vKlKolkzcHRwwQmqHw8+Sc6MuDNEGlbstws5CVRYKdh95YJeTI+xezOhjFBXS5vBXzrgDjSbeibTVJ6mN3yovmGMUBTkxor10EB/RERYHRvfPFoOreYY/Yb8iwIB8E11tcbF1SumFQUPYeY2AojugvCF+Wlsc/LjUg3VVmrFHFuqxX15QTtjBdJ5f8PqQ3iX0lFHpptfcqpHv3CrXuUoQLQtY1ONU+20AObrYVzlLqJNHZ1s6urVDeevI8M6PFaf1Bup+ckyZWAsP3KsfZMk9qwP3awe0q0idNUbR59thRRTCNJebgZKkEQ8FQtzUPjTEKxuyVz7xrWu8BRJvOyLvVc/u/N25ciOq2XfMXK/aPE8SU0PpXEJQ/nfiPm9K+nGKFMkh4GNLZGLgWIDNuBuNs0l0ztXsxF9wQ/bLBF45SqU4GR3noka/yRlDsXTU2JVIecWbxcPKioLbSIJ1e+Hs3KKfk5ivq6IuziRpgel2gkJWxgiur7JEXYgsatkD/EmKMJbhWF1ZuiI6wmg5mxrdo0jVNKEmFfT7MJgyaFPMbNQIy3RjlomDqDQLsLz1XIb2HZQShWcFKEm11F5d5GPdVHwixDlC2Bgy/k1ZZM9XxENpGrqGigBARDeX06Nd6SkWfI2AlVUgn1BUq8rPnaw6lvTdYE3HKPYeY0YqyEqxGQ0g5UxKl+okvjMFHBkkl/THNc/rgSkBugWm47y1dXVuSKvLSfzfidVBKBIkrCoHySte/8155kHb1jeYtfd2+ESLUqrgZGFAxOacie6dh9a4E582RDZVlxnq/5miiieeD3DLTaa1lBoMIIvU+WCaGr8iKrV5m19KW5SqcagJj58S6AOK0Kiims8Mak05ggPB8PKoG+yQCtp3HTmYii26hX1gK5HBRCTqBNxYne3EpGovk8OnlTuRlx8EuYgjnliB3XSXGLR55AVp9w6Nj8oX05fYmSuscawgZsUTmrU2aK6GyeGDoomVsxUJ6xOCtkGPCcIASFhAlpolaIGtFZKtkCNOsvrw6bSe/Q6N2mgt0uyeoEKGUk255uxYby8gjIFcuvThh4Dgp7p+xwCHpkshdoQYqA2GLQWCrz0CwZsBR7tLkVsYUaUkOUZ6w3S8Z/PQL3FNGENiM2IharqSiGRi6NqP6Zo/AytexrR30SmEMeaQ8HtOgP5MMkPwYEC/S6mcD1poyEv+2843i0UlirDIkglFXNBCdoz7Vr0MVUpJyU7nF5xW7wGAsKNxGSVn0hEPxK3OyM8THjOifEFmgYaz7uNo5HoHjdJXDCMPjCbLwJU2NDF18iEpIPER7HKsTx0TneHiyygzrpd1TfUAuawFT5WYimM5S3VxbHotBIR66sIG41hneZybIkVq0VNg9S1GV1j8ITUTT+Brty4pvlrauDQ/WBvpoCaCnSMrRHAQSZFx1NwoTHmmq1iVO9URy4t+w8lPr1PLFHVJqYzU640h5DV6fOQtptUlaZ3ZKv+NLvgVRthl6buhYmGPTZOZ2QWYkydQjE4fx2/LlK7zzdyXyxB2s9rTjZMlDavGQCGpHprcKp8XSTU0LJEpZiWhqTOpSp2c+aHRYUSThadvYZswwFsy18Khb2NYfclimaqdtEFaZAB4sbxhaeadbcRJF02kBlxwRdeCMyOhK4CK4gOw2DEoFZMTuMh9b48eUAZ2ymlEJ9q6PUGSChHFPghvOggJFZk/SiZtbNIuOM3+giDskj+HxnaSD8MVZcHqmGaBwfJrPfwjSUNd5skpGI4Dib53Yl80K1800zCDPQWGTanSCWa0OTwTEiIfDEXZjZtr91w6ljjn0qEt+bnFxSp/09LFADmhCYHOkLjlUpo4IsaNzyxNLpL8vicqjwqevwd2XdlQlKbvQ+CDYyL26GoReZAFvkJDZc/tVF4nSlTJqMDVOg8Fpx1E99DyCQ7Be7ey7SIHiR3w3IbXkrl6TPtu0xErw0HYPepC/NkvnFHFMrwpvN/93SdKrajcYeAueaPAyOkhoHyXxFK53J2/A1lwoq66w2L/cN9IEyL+YMLqTp+7hfJXZIU71YjLmIWMnt3IxZ1KGl3DFhTwBsMhvgBzjSBSRotdLQwYD49aNpxNidO4xNGEhIB2TS5Toa1MhqL18GMEmcJagOocsxR7UfZ/nIUTD//QoyIiAia7qWDj36QKT/XNhDZzqtoOFKyIVOJjph00OShv8P0+Cre9aGIgPPWlJ9cUilFzfBFCNS5e1nZCPrSPHefBW/tKj1Cwt3xT81zJy95VIEKS/yguXaNN1NE5Ed+WIL3I7G1BQ1tBHqjbXRLq7W4SZoZmHIGkVLxZC44ILmDoL0wiiypp9r74J4JcdUO8PFwI1LNOV/ClfgcaQ78MjJcwKI6eGHch/yJTXeFB4+nDWEGdanpjkwpKtujItTaKxtXQWfW0niEHZvFRhwRgB5DemMNKtt6QCZ93tb8kIyTYHalV5LvQDzSHfLPJGgFtihOJ7hZEm2h1w0tM8EBFrNa1GwJfK1OtxdPvxSY1iyg36Zyfnx/P7fZtGXdc4kB6dJZtaBAERsFoNVdrNR61ovt804HJDgXme1kiJqtKc5McDUNNHa0jhUpz50SGyiyg0D2ejmSnppuo0PjbNWJH6HRLGlALwhrp1OctV3wAwcw8fFHWQ0bBV2rFmX02xuLcCjYsTe7tTYTyFYL9lhH+crg0SZH60Fmx6KctNEv0J9OMgKnSrhgjxVUehZx0hQVRKCVqdsnNIX91pX9Sq2Vfi5eA+/ZoiJLQhJSpOQcG9zk+OyX+Jq/f83S3bm+CatQ5CaH6359YKDpPGYbWPUy3TNUcNuGfWMNKSLQL6o7Wo8ZTkKycYRPYWOG1beRuJPsuK7bOt+QkiEvSfYT1pwwg+ejJif+IkTlAN7mV8qWb+v3DXOMwk31fxf8BTzICHNEEHhKJOlr5kgYwoKnOSlB9oE4ORSksqqj/cO5kfBUTR2i8I1bBEzhpCwZjKTSGijUi9qW+iJAYC5TbFXMJQ4vs6mt0mLMWPsAEXUJfmGBctRrwoaTb6bLAi6rlERcUQkh3v82Y0hOXvffLfv/eNtSUsX2WdduDzJ72q8kjmCk3KQs4OKHEwCw9miPt7HsUbVn64tc1ExITgaF36vM40qfgrZesnScoLEQFUAv1FSSwYQIBZIIzU+U8I6XXzw4K9EsrB0y1ckghuu97W/9uKqfr0Ag/IwtOf6hkniBg67MQN7uQLYtV6sAJchNfCJL6DusPQqNDFO/t7/OdXLLdGDj3BFgs4GSYUl7RbV4OoseiSFsrnkS3Lh45fk5iGeT9MGPTe58nlGEBLzQ+MK/t0nWaX1zxWKOWAcLJmUZntZaD2j9yRT6m/cXd9D2suVRSHwYavAdmrOVuNqhRk8BmKMuCKcj7zX5+s/jJFv8eBdySKrcR8oVgLEOLb+bOuFfqZBm8N0xYSs+ENBn7XQWcjhV7+mSXe/A3Jn02AXP2Rq8ooaWx4yBF6Qh5HUaKdnf/4xI1B4CbhdcHp50rSutK7rH9RP8bpcD0xgUFXQwB4bYWS60RdXUasFCFZO+4d2hlo579VhVi+qZmCEEei/4v/xvCjACPBqtvzhvgAG8V2mNxJnMElbyCGiR8lLMPSg3ROb3oCXFeTeeK9MbVyLMotMCStZA3pWWd6bX/RCojq7qzsztiial+R7wKvD+geHndv0VUKXyqUOdn4diwM4s3M6pDA6cz8k7JCzilRJrp8vJWsr2Wu9IQQKgMaaDPcJAQENj9mS2F7uxo0g7H/Liyia3iHNDxQ86c8Ckxg9D3BxYzm9q4ed7TOpQ5J2K2Sxg3Us9FiSX7g3q/K8JZ02GSb3XA2sLS/vDCDley6XhRCziynBgJpth7XP1R5qkWCYMg0ECBNOHFTYbPh6gxWEbi564vmznZbIGtzwq9te16+ItjWEYA7yecjg/acP0kjW5ca9dXmqCTSvZxWjnW0bYpesIQy9LQv8b1ESfp5H4KZu5oEGQFlCmDjVW1jcqAuOZQNmDJkUrvs/Le76GVN1RBi8/ntqHpqGa9w54aXW0m31Cb9yMTGlE4XGRoPirKTpdD/MUStdQ8kxyCiUjiv+xuv0agT8Q5LnlK/zlc+Dlgr9Klr4dg5jROKImilUkEffDOLKNWaykT6hk6FKgernMQYkM+H/T01KLD77pNCp3IeDMWg9PYsWCnyJEx5pfWEPGiN8clUWXlKkInhR3REjGw4WRVZQcOSuf/ImEqyoRZy2xZax9Vun9VQ7IAqcCuAgQuhtqZsR03VFUabZCWR41JaOQSBifVUF6wrCZwPI4Znxe91ygNHnP4kr3npikMj4dQBNV43TWEhDk6Cb1XpnP03SuM/oCzWWuZINUSjfHS1DQvRvvXDGKda2uSUm3AL5ePhRAjso6BXKc2egXer+XsJJnx4+UKmwS4IEO9RuD1+lMYeRx9Wwh286s946ro3GsjGv/wF5ttICmUvBF4A1vjServYgA8qK4raaurPKVWL+QlTKsKwTzLkZ6jwNbIfBS6MKmIuQv9WtchN5u66fXVnWq6dqx0nYMhPwxeLNG8nfWFy9s6bm23wzt2CVOsr1Dd3AmG7VLmK8G62nGgZ4Z7yt8hb0I3llu83YhljVi4VtTVBpJPxPwtW/NPAzE0swftOV4Bqd8RaerAdVBQBX5mQagZf9owp6X+vXpOVlSvle8iu8xF8a+E+fTmJpVuFrI2SdPR6Hi+lQEKXbLKTjFMr9rBI3MGfFDAZC4HW8WTmtZNAWmb5m2aEfZneJEllztDVzOXpVfl4bXgNZx8lj3DVN30N19WdZUEBg7XTVtG0hFDmqpH/82DJ40SCmP9H9+U2uiqzGPy4l5POrkAPIljWyraw3b2a1TCyohjoeXj/pDo7FHRzgOc6ehYcLJWD36hf1cnMRdEDFEeKMHDamAuuE+1l9AObdK0+m7H1Hl56DLtZxDmWynHx7q2IFuXEtsIT1WPxahFlOuQG12AE9DifZF7a4L3k5jm++FAgoDlkhIFeTg25u2CUJU8zl5V6n7kLbwtbfK/tJwg9Eq99i8jPlykMYS4Kay5QHQjP6mNtPpnLaFWeOH2uJSHf8VknT3PkwMN5bgZdoDTYzNrlBcwaA+SAeFEWJAnIWs61EAT8A1W+r9v5rCEMGFL+LYSiIC6qrLJIHCN9fxs1wrh7WcCvFaGX2oevjKUFETD6K2mBwaKACNi3ljVddCe3xBMUv8CCDAyAg89mMbs3cum0cOzuzrczK+7hakXPMweYW7bTXV0Hf8AYrU8PeuNqvQnOGTN4PhgKN5vpSNLZHC9UG8e95yyZn9LUwBFYfuUKQ7c+s5mvTSrdkGh+7aN6mi5QbRl13pXhVMHNzcdIgP3JrLL+FM8KLqCuqtAy4l2CE43P2qAOCgfHDZY1NJiVoYD2tV00YcIHTpJf85REOSytZATIRHnPUS/krKmysDWzFIlJroC3YWCp8k+0UWG2zUUBOJjYBKOloQhYiVJP0e+/ZSRdu3pywgBYFlIDzaYcZMdAa2NFwFNMdDYlzIAwS+PFD7nPJqhhO0aO7lqWUpdx5IAuu0Rq8g8wWiyI2QRyVAm6zibFDEAoiZaUuUXiPBBpXmLM62wul0vH7tx+PHn341et/iu+ligoUsjOx/aId2HUwVv8tcCkoSQrcRka6peMTL3PIjOw4En6x31GSy7lVmmHnQpt022gxD/m5LV8LYQiXWtfXaCl4XovhiwKLJCe02peZ426QuIlBklE+B8YIADv5OmGEkcUhlYEypBN8IZAXeck5VRIIuR0WbOJ7usC365/XInBqgShQC1+b+5/GHHT9DQf5ec+TSUPaI1FsZTGcB8kJYWmBujSmCtjXlbRDYyyXlzz8p9asjt7hrsAaxs0r6eNJJW7P44LaBTzxjNn5r9fgjs5n4iJT8D67DS67XxoQ0yvDhH/7+6ezoFYUgMUNr7qo6oxNwqAKe3m234lipw6LfI1rzNFYc4jmnJnc3QHQODsleiZ8XLHiRgPeX2ft1rkGSCPFFGQPsFhVAhdGtCA/5zoi4VvAe1c7YQaiUbL2Oj/tNAHpbanVvF0p+aGhywozNxlUoDMPAe/k49MA3fqlKEhddDzUpOaLUgwSJDw+bE7p7DPZgvw9zA4B1I8YfktI/u/Y+4B58v3HVZGBZI/SQUrHJ4VS0IrRFS1/QGNaGPDiT3IFk0oCFk2E/VACjfd6SZWO25GsrcfN81Xe5pHoQB1jD9veBBk3wub5J0pgTwOfpxkSOOJF7VHarXD/i9MpWXObCmsOm6wzfWO0iyDUgyPy1A4fl1T4Tj3MYqSsQRZaZxzCZovodVkw02uPqb/8OZjZSXFPmWTEFKjvExaoSQIqbH3Qr835jTHC4HiqwN2q+cEwxrInyj5oQrk36/V2J0uz7QdXBAHbxAcBVVu+MDgomYYEXtJ9orr2AwerkxlfzBH/v+XXKQc0lpvXnlIC9eNMvuJYQKQL2VpqP8dFS1omlPQJaPAkjkw1YHqD6wUIFnYLXIt26wTGcy18boWl3OXSKPNZK6qAXnU3xJ31ZyLMQI5+ZHchU6Q2R7EsSo0BLKPKgq5w9/986GhjQIZOv5Rv3sKXGNwwSrieWco6hfGtjvYLgHBk4YJIJaozvHHd2yk9eQJAOpZfAbbR+1UIsEGDVjgzg317MW3nTbJ9Z1WG5KJwVq0d7yP2beK+bHXydSRnvYZbhiK5mzdJCoq5DUo5c2axUoq1RUa+VR3SVtUdw92NTvl6Zv0LyQfvkBSxTEXozrPoeEoBUBAi1acTwMOMoj0Gu2HFHfPJSe93oDc8SFmnPI2ptKiUQS+ogQB3url+FyTmAscinDBeJkhyK9fn90PoSmnykamVfHdzIKFAYmt2n6yN9zbZG55tUEIGQmMB/ipVTpIE91PPuX7CIkNQX3XWKO2WYbOLTdlY4ZwcKOHHq5YxpV+CgDbxrVzmR2MOBfsuzb91syGf/+0Or9UoNgvHUqT1bGGSJ4uo8aen/8wIALuCqLpr0lQRQ/1kcEIWAYP+zFsOhcByftgWeSyfT2MZZGiJDKDgfl/96x+vRKniXJ5fX+nlsELbMaxSfftBylqEk9QtAQF2NcaimBvcfml1PCA9ROO8+vokXGv5HLRYNZdAGteVtzC+HCop5wX4P1+q5sR/uANSuzmlDqiKh0JHt4Ukh5/vLVNQav77Py3x5bU7ucyPIDNpZySgguCsYjOfC6wHQKFbABtJ507dAFJECgTemToXNeI3/CAKYYayUvE82K79VgVue03DQBmGVaiEesn3sy1bnjI5bB5PcojuhETW+Wmt2fNFZLy+L7D+pRfIgXfNJOo8mFv4eCSGkmuGwF9awN6pjVF465MRkRBfQhIHQ3s2JpmwtcKoi0kvdp2vJcp7VbloFFBr790x1Dx/qGrDKVLi0QYy5r6SitO03xr/++Wwo97Jsjbsn0CacDnZlTF5TDxlbCNquhoDPPolbFqHz6XTO2R38PvpXcapCSSB+UO3JZT5dXZrg/yBf28Gz+iHf2GSLpZNtAFKPMKERRC4lSgRUOWwHFt4N8RDL6uv36SPEF59fk4Bp1GUnnyhSSF9fxDkXHL1YgEJIeUfDBYSKXvZHZfshG1z7RuLoUWODP5+4gxu4JzaQSkiH3w08Zap/2qAFhQE7RnGMcgdUXse6e7QQHIezNk5PqjAc/WvNELAIM6tWjmESZWccXtYIqJwZq/361uOuv/eFrZdAJDrZw6w2mBS6zlYyTMhJKDZL9jRcSEpY6d/TP3x5CD9i62hqFuVbe7ziEhYECuxLxHkUBnAo/TreSAovTwP8xBN9jhpER0FwfDP9RNM589oN9DCaCyqwltKt7Xqh8AgBMyKz1yAGqRoLPj3KAZ9EibAm8fj39SglV/4ZH3DpQgS49EDyxfeGGlhXauFFRjMzZrSzev6IFfEBC3hkPhRA7DrruLacILarFyeoFeHTY1JxJk0FKQ9N01UnuBrnSpjB6klFuW3ADohP53XhCwWOckApLRejOhOPb++DcdzU4eVmBCRJ6GgEbGLLpBL+klU1d4sqHoseYKyilcfHJHQBT16SJI1Yx9+TcJ/rldRrlDsd4lydmsv4XaauD1yfIpWUesRYFOrYdSuRaeQfS3QmLe2ARHuBUkNd+C6XiigeLARW0jC7u0YElv6IGrMJ5t13lDVhv3ICkGx4Los0V2aUCMd/nDqBJSL4+T6uCzNhT8uAc1Y/3Q66P7CY15hxHGAGrHjtmS5zxkYqz2xe+q3XZc/+fLpbpujhXjvElxlh0oE3/W4uZDBsgaELzERIXLm4iqpZ6TgiNomfGI6IyDqC7MgiisshBnQ/2uxvSt3+rPE5x5D6Eu2Wx+HCLEbhXqc7ud/smvAR4yNIstksUeCsRZH9IImoZztdgzxRqY8ZwdGPw5cA7vmpj8TdK79ETkvAu5k9JZfs2+zVvEIXQhMC/gBzuQBkjF4RuCdWMeF56HSobzQdLVzZuR2ri62OUxLOz89dB7Mzg2sn05OBViW/LooJmRlANIKIwTPkNeqcodAIiHVADgLQ2dyLjcwCOq3JM15SbK7X+eWQZTfQs58kqWrAMKtuMBuLWXb2Op38UhzGGmH5HdTW2DLGonczE3cHblfMeEZKg4QUUBb31RBBqOJgpP2n/08864t7uPx61g9A7ZElgs3L8F8gw5KTAbd2RxCp+91bCzM05zRsKHwl9Uk/6Iu1K1sVoggYWo36KdRofOUs0KWvr8eTepfx7Fm1LwN/rhctimY6RGVFlm7ZXylSDSUBRoOS5lhwOXhnR5xqlHQV2XgZzfxr/k8DOqIzrp0zDwsYGULHq5FigM2eV2AOoahTMAbziQr0a1kb5RRNkObRw8InS8SLCF7YR0lwmn+cjKrTynV0gToerPNjDRObmppZt5tnUjOjousXixh364XDlDjqGlGZ3UaIdRllambzOeAXgQPr/8+nqtAzkyuOZvniOUSlYOzh5flRkQWqC2+AQhptSPrYLJi5LiATBxETgLS9gNRDAEqmd+dsXOwty/Dzk4fBWm6s71W5NqpQebWp8U2gqCaBwm1KyfscQCg9kXfi8rXvQLEkB6dCTa7/3BfkmBlie8ebBrzUFqJuh6XXCJ5tD7OwiFsByvLyUrJomowdY8AZCNGlMfOFM3zx2lrRt7GlvOdxrsLfXOpaFBHqBqB+twAB2ymB9M4Dq+LI3MehbjnETZ4L0zKp3G4DmrcMiuQaeepK8eFVEWTexghnZhqYdKhEjwmSDxo2vcYoJ0ZWW8tTBgnzJRGpeeRDDhIjw0UEDKSEKGKNR2bjIGY3+lxu2yDKHqLLGphasoUMYievt4xhuN49U9nDVPZOcAKJ5ALPWoH99kSFI1qC+wntl6gYW3N24HRrk4sm0tPkAgNq3CN8NSdvs6ByAHZLsJ2lIAJOY61+Tzr/HFp4cSfS1jpAH6d4JiNqAsXCQTB8Tlb7ApmtFtGKjGm28zHynxWhXFc2rKgLoU7VAdSwLkdMrbKQJlrRvSqZqZlXEGgdaxeL9BI/DxF06XyA7kNSxZz56maP3NC9J4JOIM2WUPk2MJE+JdL8BQx+LEzBOedIkD6tdgOUxyEfrQgxK5haA02AqddRbTqMnzmpIrkfyJ3GbHeQvEt1ivM6s1bQkA4GgPrkVNKP1fqoqCzyjzCaXhkOxLZ6raGinqP2pgKC3Tr1T/CPqQe1ODiaFXXKIo/BrKDsO1rAazkKWkJgIqSkLyfVQAiUZ5sm01+hkn0T4OebLHHWTWtHYnhPwhkSMR0xX0zsHhU2EgYHM0qsyQKDzLde5K4wUTyT+MUY96bJ82ew07nD01iVVVrPXw4HXQqJcD5zZWuNkvUQFK0W7La6r4NQqcYd83WoUa2ob5tNByGHYmuwHkr/0vHe5G5bKfVGFaDmREUTBDCK2mqUbmobHKbV+3cdC5ZESBFZw+r+R9vBv8kAHv2aGhtRVz34+xV43+C7pR1dkl4RR4wvaOqcUAoPMkafHPuiIEtqMNo5lp2WiaSbraxlMrbnw7C7dlA6kwDhmdHieRU4AybYhFQ7e4A3dEITvzohnFHErEFQkyKS/MNvcltPtxBctkFu1DTjt5JHURlahxHijR62opjgJhPHcvdJf2YLM4eOyxKqrlrd3S9jNRXL1Ot9bm7T7fV1zKKq2FVByjoKjC3qbNWLlJMBqlJ5g12clFxIKUmqutaTVd4HAJq6dR51BwOSW70NHLVIkSVt1Z2IATfOQmdokkgGB/MxqSljgvOqOxk745O2fQPgdhaW+uf1MjnsOIJ+UYQdv09vXe8FA4/jOwOq0idlWMPnjq+kFlsL1dlr1AtMXXz6UlO+gjnBkgHeDDlpfQSY+dcMz9Cbq3nGCRNVsPlVPIub0cX29ZHOews5kz3zWpZSznkaKKn/gWhdUgu9bIShaP41aErDus76NSDczi5Cy0l19gJSBANjsx7lEYIEmFFcWGat1Z9R/IvLuEjlwrXnVXkYJtdwe/ytDn2bKrHQ4Yp+ZYbjkbiXC018fYi85l4ajM8lXv6EGZvQX91YxYH2i1xwU9qIQwWlJ+R4CwLoWb2E8kHOafevrusuQwlEeG1qq2Cb49ZvCSXzShzM9WrkMMqmpZLBAymSxMimoBWAqHDOHav6r8puPynTuQi4ryevjxShHnIF2ChAuuH8ns6as6eyf3KEi1lOGeTYGlCaCCz+LgIPAYNZdMi+1CSzqXF+BurNyXNBvS7sWNxlJ/WONNWvsGyjecRoMSyqG0E+rcgw770IDePfvBeb1Wg9FJXHEzsUqol146alZZ8rAA22SAwbytLz0WzrmEqj6zGbYUxjUQm44gHnSg6GTQ2KDGd2NhfwKKqhKGjhaDo73P1TQJRhL5kR/QDFSbQKfJndvTwxMthupTNZoqkOcdTpiSrWuAw9G9Dl+KrZgcDxpxZeYOus2lF66ObPYFJEOrLeiH2u9v9QPeX52ikSxE0RfPnbQDMm4JdPXo3XmiO/swUDzXFWLZgl1KFJn2RSdhoFHLrIaLQoNQ8vyBkR2dRfV3D9GO4rSIBARMq7/RpomHVcWBFL7GoTgzzoj/Q745LeZpTUnQWGZvyp93t7pr2Ie2z8/lcAEbLQIGJXhRhNJWDi9g05XtGE8/gZCnF2B9yHUDpVvfeT1svravTE28+2vXPlhXXXhAZcM7Xb5kQEB82Z1SulBaAcKkUK/i47dVSLj16jJ+zg8ORYrl88uqWOZo7Iq2RUt9uIRWOqtgcK+piWn/+P3SsXvluwctqSsidJI6KrRwlo8qlxyqRaWTSF6pu8iwqRnGnBAVxQsvnT3z72ZHkrzcur/r3JaAu05IxrprObV/T7O1SNzivYs5xGK/fD867+H8fVLZ8sthRKo8GCUjyTWOd1PQy15LxMewLpCRXEblSA/xewQ6lNqHIM52t0PHt9tpAS5yeuLpGpE3fkl1S9zris9uUC/sgCTnjChVN02nPbnpkdc+4lZhxV40A5qayJEot/bCOtPvm99t+c7r4fJ6yQlvLN1e994fzk5QbO1jcz+CehnPRbxY5Df6riEKj809Sk9PU0+8MkYJD8dCOYuYQic/CaShykSTyq9gGY1qRRijEZOervDctkloCyXY4TPwlEtkohinlpaXqNQDXey2prz8toBN2Nmu6YuFnF+RkRYUFwePLBet4GokUwBseXlvb1+NNfJDn5o7+N0fOT1LfgB9VvnV2GalHJsJ7M4q4f//o9zf2K5HMuyCRmTe/yTw26yel5WNB0XUD3ziCdKKKESqO+E3T2q9PB5z7oVKnlqlc6/iw56h1HGGKqDUiC+6YGDlKA0+eNS7lmcxbKHmk6fbnx3qG1Nrd9lAP05wR69tpQnB96Uyqll3YSeHfJM1zfSNl5/iJooUIBlHrc8Z5zz4oHXL359NhKiAm6o3Ja1sHi9xHujXe7oHmUYJnQH/3hf4NKnlj45Bn2Ayw4Pf1OJMj1vm8y1W7K+WpggFl5mQJ3Z6tzJrPgVO5baPqYY5nEj7KOOXiYb9uWaGm/OOyK5kvXIzaFtVL5aRpnOavQ0yiw98cR6b+m0epWsvyAE6RGgQOwOD3+SLRS6bm3C8Sg9VnbLyxH6Zc6sYBo14wJiAHQP1uHzEQJKTgkpIrajg3xI5E3GkqRsgly+ugekXMsOeT4N8Yc3+vjDLs51xXnW2acI2/6JlD0G7hnmBvXrXFD+lxBmk4EDZjv/oYnU/5yNTEYt2/VJrkMTx1DWdfKhU5uxzM/Mmf0KSk/JbZP3t9GkI1hIv8dPadYGdIP2Voj8iyigVY38OoQMkN/FvW3y/bNhE57mAltE7jnpLvRSOaKiqNhU694KipjYsDjDTpTB5CV1dvEWU+vDRqP7QpS+25QZBGMwZKhGGO0fE6OWyhcmbdyjF2njESGUgNJhPmb8AMwL6yD30wS9SJrc6ablG03jQtSnmGgl3UaTgPF/ej6/GFMoIMjzVhOH2EwdF6fea0tJYdK/PUhpnP9hs9TWvKBEzfPbEu9mt08+0VujSdnT0aXJXl8zeDPj8vbX8Qxn0SkGOH90lqddRSB3pnj1Te3b1gZXVXQ/44PNC6BMqe9bMrr3E6VpKPizUmNpm2J4mmQf7ALR8Pn3nwVM9MRfl/kHINn83kKBY6q0h2AtREXyb5aRzZIhx4PqjCpe3fdmoOfkT/IAuoQ/Jxby9qPMm7ItO/p5N1irumFRGVfgHNBHE2kYBZ+5SlNrYnbRKoxKmcatf7WVvT1gzABVJzJYmkiV4X7H5DCssex7mzJFCpcYWoB0cTmpFaTa73O2X1aNF1ptJNfvrLX09/flwRFI14bix0QsVaNjudLkUG1B2vNFZHIemtX3nviVsSSkTaBTdB+8ikPb+LCQDXr0QKM5ftsXP//Lcu4fz06OElv7eEVqS0DC6CSgtTNztrj68eu5fYZsCFwSIYosTHHHH44q0QRUW/usGeNHzPsbpOJ0Kt6zJYB2FZQiSImVKaWgz29VEHJpT2mg5KNv+IZwtY5bFmo2zS1IyfCggbwD6UBYHIfuTgTKOm9Gnv1IusFKC5WiEYtz+T2KLGnE/K27J+/7e3/y6CbDYTda3bTUV6+6M0X1Slud7RAb0hvOo2z6B/FBOYIsmlT02Minfbxj4pVU7PsII3MKAudkHxMstvr6yVF6xA4BLOJ+Gfc77zNkp21YyrTD3VXJVqL3S4f6IJXJGW/Tlfo9ya8W2Rm2GNyHvVBJ+mrPzNR2KB9tO9VlgNXdspnG7ZcB1DbBmJYLJ0G1J+bS7rKsLs68TgWCJOCe5ymY91kPAKUT+EeMpcqgrCQl2IJgsWu0+pf6UVMfS30qNupXvB2seVnqPOEAsJH1bREdCe8y6EV3WUvApvLCMruBQBgymnbdw0rYeJV8OgjdqCJu0x5VtDgXo/0zq73BdQptvaEo1Fs6QXXQTPG+j8HxaEHigvXeGtNXF1MdsLr9vXovajzFJ4sBQhy1oBSMU79m81eFzE0nrhHYb+mMSTKShuSoH4K+XhNHo/qTGLLZdtcys7VBkqzTqyzXHFkejvZoeicAGmNQaT5mxiSm87zYkVzLt9bCt6GSfnbDI8lpfzAkSsGPy8U3v+IHFrrMsJ3/P1OEbtOR5r8ZgjhaOcXPGedNscUcEt6FFN0yWlqzlQvXJs29y+akYbONsE8IPyLxTe+kqPp+GU1NnwjgHV8DQbNm9uG3LRnHX9XMc/dC3OKKmYWH/0ybVlwCUdz2bk558c0CYJoV1Z246ruHFeCCxH1gDNzPeD2D4z724/na0G2rP8Gln/xkljXquwktu3nCX7Wu7YRZQHO474eba3uA2t0xZVnvwjulQQJPbtdPtxgzGLdSf3tvPYYrpG29eChpbvVsc1cq6UTMNRyWe+9qkITonR6Rs0/MOpImuQw4P4rMjOIgUeRJgbjt3TdRzmJdSqv7CwyjEV6OcXZpHhRb0U4MsCun0X6QKukkJnCo8MAt+4SOO+0NrINL/r2Dcww03fNIEjuHinVIN5MIpXIycFZCgcNfXVrgPoRBrME2jk8t4PpLIQtCqMq+3lo9lYpdgdpuZZlHAmv0Nas7TPd3cRC4AZkGDRyRul7veSUkdvuVZLZSCFhufyHyHru1P6N8IMH2aR/4qnSCw9abUa+Ew1Z7RXNt99I3vVfL7bN33Nudi/JgFg3A9i65BWYW57ub7Nt1aJobL8j2LwQv4u/xwJvz+dAq0B1ZST9zTvy9PvrbvpBhiVjgOwg+S2vr6WHNIXRpzFGnnFXChXr/yhhSKz+tppo1TrVXzMp3L4eVCINChorNxeYGWKE9cLPt1C51CsGOMy212UNPfp1MmTwvp4oUVZmypuMRzjmoagtjQ+gap9DrUeVRj658mpOEp3MSGyTyOX41scGD2zZIOSLBMYMGFHjHiI+Msvq7HhpLJUsfZbBv2uK8w+HX3nz3yVlgPtOYa4HUfT8++iweViaHV7G71/bp22Jw5ztL4R6CCQf1ePNB6uQz0QCv1buJgX5Swg9QFWFbC95BUZg3PmpELMFQ0MGNddhbZkvi24pNQUiNOqRMDTIke/+VJYKYG1ij5ttlDJu1y9SAeNZqOVCZ35vDT9AJMOxtfZArubZPp2zHUpWhOHxx6pPW+bbJ971WLsHSFg4WqPedFS31/kPDsIObAyC3l3jd1mZnNdxo2YukyKmlG9MdMJ++RH47elVPOWSkkKGBGMh6/hIFh8q+Rq7FSUadlq9uTt+fV4lySnmuvcXr9JczQ5rX64Qg6jSmx1v+eKWdJ7MPdQM0DgVXhvbXISmXvuk9rhLIkrAi9kvCTgaN15nLapD0c1mWBopypHOjuNf9bivr5nNqQgZQBG6NcJAc40XA72mGkC7yWzM5R5ra8fKtxmVBnWHtPUi4wK9mNh3/vDQXyShA+mkj7ATfIk5l9Eip458huszLtt4GCyclAN1BrQJLzRBhLG3AWn0ZcslyZ201h4XosQTO/xmoZThlTbRZ7iuoihdHeCLApoVdm2/nYLPtqSVrQZkMBdHI11HEn8PqQ0Wheh7gIjYY+6Adb0IWcSV4pm8/cGSK19I2iM1ciR+afT4FK5tK+TidqjG8c2cXTWnV+o293A4Q9Z87ea9qzava8UpvOqsPBdSrD/G3oD/a07Mk6/d7/9uOQX0bvyC7Snvh9TpCng36OUsj5NAeSbhbwlnY3VejNvLP6eft8qKY3JJnUk37KZfwKv1YlqRaXmlCK2e5YdZzsPOclqu8XQMGg7XBQ6Yrrxbio65qqH/ISZxs04LIRyXFrmsg7AXqA9Z4f6Eab6ReN8ipHJb3h8z7YIZJmJxMho3dldtPoPOnuD9ulflcy598fyVHZ5aV/o1BM7sujzY9+nlBKdg0JHWJjvedSwgRlzPCjkPJnvHIWaudvdqvpPNQxH1Ac6XuWPFbo/uS/jpyyiosTABCUeDlan6ZI+gE+rDB9aUw81HXdaNYoY/VlROWsIQR1b0bEmKqdCNUohqo+cAZ0DRhxGnVCJwMPD2xTMSfVGUJ/vFRSPdS709mMSxqh+0l0Zixb38aQ9mvH49XMOZDa98M4MxOrGzk6RR7os2l7vnAIQ4pWZQRjh5ISHRkiI3ZmXmuiQzM7x6OdJKrHW6SaU2bMwxSZT1QHlTPdamuVTR6y1LlcrIqXh11w4CeX5JaIBvAbBAPFjeNcRoUx+7Smp3EGYhlZ7DyBQWzwLL54Gc0OrANZrS0h2WAEU5HM8qzy4ACWzni8QawLMTjOBSE4WKy+npw0udved7HofEVC365ggAcOhaq4EZcYgSDVpwQwwjZyncW424GgdPZlbWD50V83alOxq1KskvDBkKMZa1/rdcjr3TkOxevyNRwkF8jh3XWZbkL53diqUsUBjFaJwpr1Z5/71TKCHzlj2jzUyw2gLZVH1ajYYg4TLcu6JVANMTb3Kejy693O1SuDRxJNS8/JKzLpnluzH1V1tyjy5EiT4v/BvQCwAwMzoOYPp9U3f/HT6+uPDv3dZlxshMnKX7ReHpPmogbDm+F2xz8Reokmliosqg/h/TW+TqU50x+En8cwGFip3G771JgsSkVOiK8jMdjuemj0jCXFjsZuy+cs/t46mTHLI+wkr5ivFTLph2Zyu13uJoa8TpEaZx6Gxwq/yGVUM0cUMkQyVJ/NUCGK7rFoGrq6hamIOquycFCmr9Zn2ubxoCK7OuQs/YVSh/kg6o06rUuKAB/5HLdFH2kUOcGjN6SPVw/A4bli7DhDKn5oLdp6cV5Xg5jnxlHnxNnKl6CB73iOZ3nXw3lOTIk0sPkf1JLgzh7LxgWxefJD/tMaXOR+2GxJnCAsDeTGyWX1p3nVsTaGyUvzSPC8fAsTyMD07A+AvKw2Mb+geh4AA4yJ7EY8aNtMrDIzoitpH+ZMQcYYPxWvXyDigTvSQs/66tktfkpWyfhKmLXm4HlfyqVHpqLN9u01Ct4pExtnuZQFqB03TwySSEjeqnUkwJWRZUlXR7Ee9iaEbzh5tX2YDAsQ6UlsANcmhZE7J9wwrPw9W6SlPmlItYG6TgQZX7IPPndjLiNbhiOliUBNl5uxlV4GF/Xt7NBzt3S1MLGwCoqFZDK5Js455/eo/WDlsteEbzrVZrWuVOC6wk2m1rOJ/Y6ffjoOK3llyvKVOxeelihvapmqaKeplTVsfNXtRyZGEVR9aadWQU4Oi5UDZnsdh0FYq1XtT9uWYhwyoEUotsIiDkxH1FGtH94vgpelf+RyPhaJ+mpjldmwGOUxrhqNIVectcFZ+6HsiHS3sl+bdh+Rc06gNwTbRbCxtFbcxUmzSmiZsKOR+xM9SOfJudfYOO/zRTLJRsiokLVOsuD9H1+mV+An5jYYPqq4UcxGbpFWag+VvV52DgCQcV8pkMWmZBr5Ju1CSwEq0yO0CxVMDsDqEJKNKC+OLoBMcBjpMxx0db34xOfWXR+Wn8g9v5Hy5CnXXDQ+gBi8zdBHcRmomi/ljeI73WYsdHDz5AfrKV3R/Bc8iMUiokTjyZRk+8sw2uubR6IoqhCen2rv2LYZAKQdeGn0PVNmMxSUaD4vL0e7JfdyqwPzpHgZ3Akh4buh3ZFANzfnGWxqnAOmUMIOpJW0PuHmkK3/fjGtcYRtlO5Zlnrva9OpSCQ3Cl7fStkryrHKp+dFYQYpWW9BOkGWsff5Q1U5QYbt4zwQ0AqDScD9NXbv/YBozcPVLoiSk55tbVx0dVSVb1Tj3OuUFjEBgjESjCvNEJyunhekjMj1l7e3r20r4IY0BKAvNA2iu1XkAZITHZwjKXk4UuVVNW+tNqpkh7WZb583BxdvG5ksfk2kGcxQ1/ybXR8sU9bqKfT2RCp3i+EwVf97b2Lt/pjb2MLyM5CuWx0CS//LWpn58/mteLgoXBP5/1X6ffFvSzdAf18+dmYPOagh4ke5E5J+R//ghC00d5zy3vvxb7+5LJRT2+HuzVYQ/ayFus9EvS59IOYSdQ1zP4iNJCs+fzKHpVqjeJpEylLqzeP5kHqa+qRlxMMIjyImdBvBe0klqx9L/GFSYppPKtL2RdepjQTewb6OpXlqq9Nm+W9txy/DvDro9mScnjy2mIzu9p7an1j1p3juhbfogGIra2dIk1bGf3HwJSc2p0uzjmL88/43wNvbkzVY/tA39jgOhxhzpXpk8yfaR138+qmKf3uybHdU0gjKRlYFqDgIh3yr53QRBDPizlZ7X3jILL/dW80amjrxYVPBq0+13mPjuay+fiW5WSmTVlAPNbjg1d6WkSwdLgOqyzj1vPNQ51I0eo5B2IddokSgEqUldtWtumhvoQKFoG9a5CUGAWijkhWeseuZaSWz0nnoFFhXpcny6np/r6K/0SciWl1N6zrC4CEHcZlcT1V+arO0nVu1SdgvOSFuL+XRlGxpLJTHaKBilKWcpyrIOkP2nx9vwQolfUdmriEpKN5mrgE3YR+nuD2mFXCgPaoGzrh36Xg3F5zDI0fvXNHXkLozc4lVMka3DNggaT4oG2maevP08KxU5nlk8O4nVcw2RBMxwpxlKCPjXYhOsjBaYuKzPMkOaXvGHI9IDEB8eJwKaeCkMYBaJo0Rs4xHTqrQSazULsGh7QAfNV/dW+2r/9P3P57g5nc5CkB5S/B0gyJuGjPqtc0JzI1q2I0zUaYvYbNk81tw/j00CT0YrsgeDzvw+F75HP3AUHKXt5LgA+t1tUqs9fp+ZHbTqTJ/7oBN1Ca8vja/5Xondj6ueRahuRl7pRs2BXaX/CEYwynds12YP3huEVE0b7JilzZpXfr2oXZ6GgsoQ8mv0R967YSzsqttcsOR8opOLiw541tbHoyIISgAHQdJN7kXRYXekBM8Cq/3vPeTuXCCAN9FxqAl/icaExJi5RyRxFSlp5eBz25SnZwrDBabU+zNsX7FVwqhwkrDAa7TuKy9zA9tQjpHRgVOPAaANJx6qaHKPeFwzS2GmSMQLlS2allZP5MG7q8rFDELKzeZzg4uKy/up8tx8xykx1a7oyYZLci9flDde/jO7kPcXJyeZLKhC+J7dpPHkVQEoidmyZyMRLr8WQyuC+ZvjkTxYw15awMpj9UoWU15dhGLbo2+d3jSQa1/t3sDIi97xkEwAaHLqKzYQvjDcWnhSkizOnG84jMrxAJoXgleS6RiPMcztp/v+HV2Acd5xMbUvbIKal50+s1spCGhODhe+bAf9pHx+2ZnwbweVn7TTIFWQ+HS5wD4ta/ZVrUI7JEm80yLL/eBUTPJpKpQWd6qKR1A+Qhc92z1ZZ+zDNC4YWQdbt6rEvakyeyQK6UKtCbUaI1LBA0eto5ckmNp0f2HCAKg7iUMKbYgeDyXTAFSJZjydtxyMJ8qHnIV2NmKscGJlUnZk0LihCIh8TdVMSWxtvyW4JxBOdFykNmheRzsIzOGeJJYebS1xaqUjierw5HN+geKjVLJraVBvbDPlGxgQN/Af+qh3CN2bnPBAXzCn9MoqASgnyIy8i0lJCEwblPF87f25mD4ub8tIf3xaOfEZYrMHtfYtuSSSUAbNbnJSFOzIjAAOwZ+HUaSe6iWrdr0GNMfKDmCmXQ5MZ9nmBi4qJ2HXdk7ShNL36lehlU6jv9m9D+L+I0Mremz6+GsNgUt0sEwK0A8uM3/UkL6P58X738rPDanMYmfaJ32jZ2Gc15CkHp5czi9VDcUaYHPrwGFT3jsa0vTHGrE+FvNFYXRACSanJPVij4MmI4Dd6VfSYAVBgPIp1rqwH1G0H5mqosuLJqHwCBNtyfADd6MVyTgF2QOi3vvztULvwtgTBGpst7ciyKeyRmShmfknjUxOex3DTPWWF8TrSZKAq93B4UpKUdMbkKXiCb5tTAdGVg1USliov6+nAVeDsalCy1O6/VnRHJjNVBENMo8vLeF1V2vURgsbHSQDe+wzp/KiG5y67HiibA+xDqVlTS+mXhKr8OpQg25U0zxnazCFfciY+kKwqn+BQBXaCW4wfjkYXayIGcKMjkjpqdpPVrpRYZ2RSJzaatWU/VBfgoQfl1NLRDkzqmTvL0VHdFCzVudtmlbVj4qAVzROwo/i7EoUnmqwQxKZxIlmxbx+aVdXtg6Ib1GG4q1YzliDyqZD6Jy05bOgnLfGBWFRpKcoI2LzU8DaM2GoPUchFRlwQoND6nMG23cFYGaF3nyrxCQZH6jJVRqrEvKfnGPeRu92nKMomjrQpyp8D7jTdnXCleZxfGwa4sg4R8qIslbWm8QicH4Ydz2mXmTCT1VIJUjlRahKoS35aTIjnjkb3ii8SXC3A5cxGmcUIvycVd4SO3tJHvURDRHd/prcDPIIU9zHf9ee843A7Hgiyjbm1u7IYfE0aVpXsdoW5Gys4GOWEwgzbftt+gxJmvbs3SEeAsdthSTTiHWg4aVOe/bG19EpO8XMf/KsXK2chcBPvvaKJun2pWU017DWKbofEEPD6xDPnBJF3pEFoYBAJEoarkhjB6AFMzD7oSlNQHXxxH/pvQqmPeUzjh4NfwMZBAHf05ideKF0zG6LeXW3qs+wb3RDYzV87HhZywm9tZtnQhiwUMbLKIA2O1blnNOKh6vw6e6fkYz4sm9zWrpSjPOX8kSg8YUMZo3G1+qrALaJRRjsvGovIOunRv4Ps3AGGJgfQHJWBLHRnqEHOg8z28LnzWq8jjArFiY8cyWRD3VEigwK3Q5ivInpEX8+CqUQxk9dpZaAA3qjMRD5tJA8MkLn4RR3sZ4gIrtEHn21AwU1PTmlnmxbXtWmukxSlu6s8mxpGKBnG7fCu1C+Hxlz1PqkxnYcMSsCBZUvICbYkHD76WzUWwxgq2OoJXy409OKuklwzfNyrTrZXO/SCOZCesXJhWYvvj39jyNY/ueieOWKReiXlATn2zVQfPc9q3q1TS0pNCrLK7/zTNtzRpzlAWojgLAtaZheceBRQdTZydo4m0lVkJhkSFvcl4oaSeCSNGeCSJ6g2sK9T9qX/Uh6Bvync6fCQesSdSgPwIwVe8FlimLRqJ4hVqcuRtRTstc9nS1GuOu8iG2iE8UDPfW/XtZ6e0HBnz1bQMhBgWgpl1NtZJb+msWKpx6PAKyhpJI7DDHPsBqtRMzP4Mv3eslbcNJEAOmDWron0vpMkIW6UiS8IAV39fKgAG3uzPCYaRc2xauLRUsEuX9p1TG7aqS2SLXsFf3K9Jl7DxFNkYVMekSqLjz6MH5jKHpbEGCAt4AH0ApWTNvOQbKeqBrsYCQ87H6VkKSPykNVChzWF7K9z7wvBOzfdv3guS1JOyfP6MkQ/Lh99dzGuK5nwBPJ9Yr0Pp2yoC0gnkVNJp3FZLhYBo0O6y6pwhxD6TTfJZRTH3/va3c7qvQ4khb6RLvPGEBhYWQux4wRtjIagVUnTUwbbqpbmJ5YIV9/+VnJd0yGPfKyHtcqHRr75bKLRYYRZKckQb7Vp83sfkPHRRdWF1nJ3O58vr/bf1rdbWQutD20nArZr3a46FJKESCAI8Q6eY+BT4IqBLTtBOi9SmTbVeQ23zY+Il0dei7dyU8KxpcZfWlWDy1SVPaXiHlySeXtefJ2wDaoMUOY+4kCYK9uT+JfSQWnAk5/utspQqvOPSVZr4yIiYqRKzFfUXWaY7ibZJn7L7FSC2m43Mua12PFBxm0n4DqVLz/4fvPxVenrSqlgikNTS4RJtFMnXSqzdL0RmY2qeIthhItYugT2UPb1Gjj+Oo4f/HXGbGWutORxj+/u09ok3jEfT12NcySBfTellXb56luOnfffWMLQQr/QS/6n7W5THVVZf32OvPbRduZ1pP6ppb++a+rbyXOkddseYT7aNQ7l/uB5ryOii01rE6B2XRBnJZkynryCEurVLZ3X6FjblQf+tPnwyhAYAG6ylZ2s89500QeCMvMwNE+FBJgZfezKfVmVcrMjo71xbfpVPHIrG/8ghml4A3DQvYkR05wiyxaa//bS4F0ETlN6OsqE2Cu5EBKLeEjV42z6T8sDQ31ewDtX5Hf+tLYhHJ4OAePjQ61MGKLxjHGmw4y9eJqKfaDpFSMQoLMl30n0EbeDyYGzRrv1TwykUPu9pWSVGIfbs+1pmdVO3iSKAFIhowWowQ+VBDNarErARNYPjzd0oVPgy9mbeZ9C5KsBxJwj6jLVLoPYTLw4H9Ykjd98sJilEQRB2KR8qXnbfDA/bIk5DURysMqBYtwhajjGBUuP+1koJGMZXH5YYXfeLqSeXe3y9keVBNQ46maaUyMrIumDVjxwWuOGhuZOJndz8jOmK/zrWD2MhJq8DrD35bjfig7GjOnw8ejysXP6pG2Lp82AIt6YnuDM2srzmmiUM1PCZGHIevu+pe1BaDO7QT9smMBEzXCs94d1KN7mHIc5G/mXla/vqj1+ppGLtEr4cs/EiQa50HNmAsZ4oO8ILGSsQBU+h5mZSdoU9ey90broeJD04r9bmv+ZfFALK1TEVUsYKhclrAV3M/FGSRTkJrfdodtlXfvl6wzkpK/Ko7K8gLw5w5eZ2AbghfEu3e/55TPUXZdf2+g87WHtSQjNhLaGvR7f8Pe1E1xrZ++Hhq7qQITNt9dYQxDAF9yYsGSqYdpPNpQrMOzpvFTiIkBQWyjpwaBS8n1pQsO5eaBszhCSjH5u6G8WiRzO2voZdCBWK/iVuRatpkyC1lQAO1D4GwBx6CSLtKbGcqrlMzKA484iZNemHra8t4baqpAoniA5CjkK6AZdtNiKFMwLSptzL0BMBGICRTixdUQnpvaZgwIuNgjyDjXMRsMdVPMOXdPQc+lw3QCVt5i1CGSf+rCYnb8XpaU0ZsMUq3kuWfycYSiIwQBS4k84glg8uoO7eGFEB/gFWjIoutUsXRWL2leBJBLoo8OPXyKWrgM+wIM1xB0LpvEqEsdnSURGcA5Y3NXT6DGKgMagwsxRXk5Kq8S+UZ7jh6qz5i6Zx4+QJIqzHuzXpetvfWeLwSAjVDhSwrCu8y1F5GG2hKTBEE+OSvM1eBlY47EXDQcTElkkrKpG9JKDKLEh86xqXzcgjlzyg/o4RiO0ENE5kpxwSJU3ij4Gn9qRtotllH3x44Ncs5psTBliTTduTVlUCoavU2BcCmbkD100aOwpupkuV5FBheO/lTOODc0Ro/pOpfk551tJjXzZCBpErofpGh2tYkFT2XzYX17qQBzRicPTBhA7Olho58yAHtlEfFb/QNzH5UBsA76WY3SC0IzItPcgxEI4R1pZyrjIYksvsAcgSkgwvArA+C8Ewth5iytyHN33Jwfr5yQQuvQOZagkFsXJeRWObK3y275u4pOxS+wf+MA/kPJ3OtU1cAC9MkpXn0i/06ATNN0zwSF8hsXwmVGOpnv3btSgzVUVjSsJ/uU2TbGhV2Ecm+hZrxL6WKnTH3dWy0h8+2U53RiU59vVprOM1yEkvK7jpCJRkgYSuAVFyw9UzOh8jQ+hRYPf4xcOjrQXp7fVk6qtyKd0F6q24udhTCZ1yMYgCryTHNU7/kVjYH0BS4CeT+BpfBeOt+FR19BRsHmZzoeqx/+p/8gyeZYcwX2Z0N9LZeCUFXS9KYQWQg2QKHuLv0XAH8KY3dqpDpaccA295to+NCwFq216qu4aJOBT08oII3O7BxbumrdpDt0Zkvmut5MgV6m6unM0XpuT6ewM+xnvAxnFfJDt6itcwYeiUCqSDZSihKwim/158fkVVSKF5uJ8Cg1504tzvmY3OBgqIHUPgi7TPS/1HTkKwKNviZUm3gY85Vsb+8pvVDbzt4KDqDxRTfHliRcoBz1GhiYNQRBpTkeYvipQtA3nUwwy/ehW13sNBlXIkzd75or6wTrHJZTw+adouNhet5+Hi5+kXl8S3n39rdQbYPE9PXUJcMfH5fgsfUioGB/1UpWIkeT9DwCaw9VABJZNUi0APFaKHwEoGf1Cpjy1IxqWmyJvv7Wpg8xv5iqTrnjToyTTzG3bQV78nBnMPk0oSLT2ei4+qxJBJaDWWJmhCJYxGK0KfqCJ1XPr1u+OkM41ZIKLEJjLNuqQwHbW7WVmJa/LEFC32QdEawP8E3Oan6v9RwG1AM5P/tJ39iQ/cSO1zhJKYPUQ1LJCjIXGohXgtGeNGDxmijx2+qUIdSzzhgxhqZIZ7dP9Z13G/ftUqM2ToWWJNKyiKweK4yeFxV5ARpPTkhNo1ovUY1aDjWAFrmL9LDOEfnptNbhydG1VbEQiqzMvo8bZJAYpUsDBC7C970tAkIHPV+0opJKcbnonFQ33XXNYd+vmz9uO2L1bEYYoZNsH7nhbnoiNyODpqOaWqVGn+VYJ1WY8KTPzsxwIXL6KTbbzFMFWelfsSDaJrzWcDzi0wk32oi+V6K1Q3Ofv5ywm+LoSmvDvixns6kIlaVYY8wvjfWoy7HAj0C4MhJO+3mVxy5iF+eHagvF5b/p++suDrizEzswtU+l0NC+rYk+KL+qNKEaBfAIQXgUS3SkFE7FKm1T5Dk29LHDwXKJaEZ+/ZrARe0yZMH4UzvbOvhJ7PNg+FxOZKtWhsn56nJPH25Or1j9UIi/TExOc0OWjJ8RRO2vsZe9dQGm3yARyYL7YUkpWPVItOtIpaEzakegZiFQBf8iefuQnjUh5+nkLOdUlVxk0S+s1G4i9cvWDRkKge9+UQwpclZDiBEZeQe5M7yenG+vPGRA04FW1iYw9IR3dNZSi18R17Oc26cfZNlQvKHl1V7cbRa4Iu3v7nUusduWrEQG6lpkiFpYTWDJizQAG2PSYYL/rNl2en4u7ahCjYiPmVe80FnB9JNva+2rYsErp1UGMcoJL+9R6FDDQwViEeynaNEoVRNDqI32bMNLNXWDJ4tLGh2ym2ujophvwGugwdPpjLkTUmDvVNBKR2clwo7jS9hblFonUTYkjLKTCQHae41EJNP5BrdSC/uYUrMcbYUn2/cnY5WcDW/XvUQ65rWZBs3Z4ZpSCSNXgiln/ZIqLhmxf02aRtFh8a02F2AU1EhtvBFDBuFuqBssnY3zqCk7ui890qy9p1E2kmYfv2FV+8W2gYaHkKzaSpBqPwK0nJiwj2AVw3rMAUIN7s6H7terkRxUfX+Lq0pAjFGZrGWN+cSEilGlinBQYME170yCRIYh24De6XoGcvy+zkWnQ2woy3RpkVfFsntxIfLbIYFSSXA8/Ir1UbcNwH8kEsr2YXGdnPCD6K5rpAaj6fvS2TM1my05JToZ7Eq756ybqusQOF7SdoZHHhDVkS1NZ2NHrdgmUrHHLOlZR4Lprvy6k076poy41IEPNgrr6kSdpmoJC0b2yA4knNxBd4lGigvjVNt2FfTsYobpqOO5CGukJGz67oscMkAgGSTr5UJLAKNjwC532trPf36UmIj050lXiufG7uznXzv3C/8ueKywyPO4nifx8fJzdSDW3zymcpA+P9fo22C9p/CjSs54WxwuZZeJNt6lTpu2Lb1aVCcYcsbRQy8Zty6XR6+rnPiBkmn0RSfGcZINlgU6yn9WHc02ILp0ikbWDiZOhrY9FHf96yn+CPJNqHtpnj4kAxqMp7Qe8eqTegaZORLBB/05uE+wnT//dfuRvV5eOpvOVZ+jW+ZuDSsSnCPrHVwFX4hQcC5VkGaoRe3iJXEmuvJ6Wg1Mcp/HSOkzVotvFA6V9Jx0acXBVrcX3/1Z4Akj8ezlZVTZdPmzif2H+6pKpxTV2OhjBUqitEtx0UQU72PN6ZGiNQg2pe7cJ2gYLCOsK0aQ4jy+vKmzg5n9rYxkATGqGAXalmDo3MUVTBMfavXcyOXgNYmQVCzEVSvbNaZ9vdxVsuCmMtfvwnL4rqL9kqL+Nni8ywB8Y/epLfo+V4NiCeIPFtbNVNBQSPdIjyMLGq0v2sXDZWikAFqv8tLCtkoB299UpNIlDPmFxMGWRLfoz5Kt1chITnoTqhfqofcHYz50C1WHS5tpwY2SBeuHW0kOnkrXzitHNV3ZAw6U9tTAifJFeX+EQr8Jy7Co00XzEO+yiRT/3Ai6Uo6kqmGdF0cxtphQCCwbGXnozY9FBhrCikUHtt8sysJZC4gzKt/gY0mKdn8EMtj9qs4tEGR2HoYfTuZhp0IfJ4ULxIeaaUjFCizuBsapUVr0lMgCoS8yAFuC0GI4BokXRF2zapTUFpuQ2MqEjyU7eIhVRe23GV5ZmT2/KHBrnwk1eYW1a2wR1ElG9gzTJltA/YEhtIIgqqdWDatqYVt3YrsktiWKrla7OxwIQg6UhJtDgseV6AGFE2skTVC0202M1x89knB7N4gDR4lG0OZZ8L3bsitegKFfWm0wjyJlaaTSjp4sG/tTk9Efx67ckZgCUmfhyaCMBs+IA+laF+4iZxkyRGhqxfcXnW8LEC8iO+3goL2dkAbN6KYtoY+jyEvfRdxOfQPi2KIxjsCIpFRdKMWVJRR7lhLN4P5QXZ2WeOiIdKjiI5Tse1jrPgotGpgbZeDggjDSXfJMU/32JoouBYNrF40F7T2NC+kgGWfA7ndDZhn7W51Qx0rrzwrsSIiDcPpQWUrHx0FKSfHadkeD4UZvSXQYV71nixAcJULPh7PYmmpeXRLfwcFiSBQTxzR+txcbRf3g7dKVZtMfCv0efTD9lKPUxz3gJ3BM9JzvpwbDggwCnmNngD/ROYFv6sn1dCrxk7Osuux3VVFoFBo9rzl5nHZFUXxNY9gLo8JlTmyJxCSDX2AHjmZ/drggTZdJK3BDYquMdq+bC8e6dSQpEVL2q3eZ8DSBMG6mUiEz1FlRupDXDUV26XJWSXmunw2nH6kEDBk6g00pbGlpB0iHt4I/OJAiZ10qXxFYw4keQ096hHYVZzMovXLc0Xe6ZqoCCKurWqDi6N5gCUJj1izNR1izaBLhX+erhak5WdM40izn7h2x9T1y+D/2NOqQqWWkKhS3JgOW5hxGG8QIVOsjdNNGDhV2whc8CN71ztjvxj5Te2y9m8Z5kDq3QaJ5yddwMCY7d1noP3gtflTFFNzhP9sRn1uX9MrCsV7tzxibO82zyAcxE4CNfwBsMGJva6KSYa0DjrwhY9LBc/BwkXwz/tIp+voqT6OQ0ykYYcHVO3F5V79avfg+RmT9XoCt2cF2i/gU7s6HRgNEYEMYNxnPTIlLQk3GBpzJ+hM8jtRINd0uCaktnCF9bDCpuqfWodYIMXP1QV2j6rq/H3jams4jz7LfJNKvdAMtzb5eHpZkhVeV4My8cDsZ6eH84jlI39GBqE2e3dUfK/HBSZAtcW1dAxLNOkhbIeM7YTqaKlAr3gVkSyTOJRhr0mMRB8W4aNJ0uwFWZSAyhVUy1QIS0qHIt0HYVTsEla55Es4eoMmXvJ+r3EkELX83fln/BwWt1CFqUKjh8JUgGsB/46a0wjTbS4uvFwkd4vXTVdi4mH31tM2fbzBCASqMutO+Ot4lvpPLbIGW5/n2407UekDHD6Fw08pk1jrsBI89+1N1Q4qjeeNxwM8cNFmCpZ2aPMGOnoOQqnhZZEPzOSXS0Wl+PLhepC+jsMXtbZ4yiIH7gIFLXAQxDr61CVGacR53TvhPpOrenqvdFnq1IsTJWk3Z1yi7ypynk9XZ+fovK2t1oYqqwoGVXrMlN4jZuPC1IWgPDl8lpL/58Ob3v3bbmtHKX26ew87PndEwPnV6tkG7VNh32Qc1EYuZEl096cqKny/FEaQP2U4c15dq3TfPAzKpei52Xxx/mgwPQbxrAsqPAY7N9esmf5YpQ6SpSSSQTwZ7pOxdMm92QekYrBq4lDh/WYw1f3hSppkHowGTmSagikcYEe2sUbkvw9vIsTs/EaRyZV3MUGpkDORVzB8Tap5YsZiPC5SGY3r+BOsQck9eMPqZdCQ9ih9Hr1FaIsUcdiJGGW1goLHXkP/fWj2fS9Sjw/tOf5XTXCRJz14kzG9DndirT71dCfF2oMnmvixiGZwP/UpxLAWhIDo3L6oME3Oa18Iu3oL352Kxnq4FauT4ugz+7nK5ro56u/aec/lLUQps9Cq+kobrsJAU3bZhS1JRalXNMVEJ4nWrEHgWUpKsoA5S2e+2qi1jKBIPoZ9EG3b7ilDqG3keLhL3dA0xvcW4nhl/h/CsdMPyIGlO6SEJ2KY8Ozrw98qWeEOrVm/u0lviNy7fX7oOnhgtH1j2LiNNWIVY+g/xa9a19OOkRvIX3OpywCXZSiZQYC0bDvlEIOkYuYhNT/q/Axdm7VvRBUqtiQd8aT6lTcu2gVHAUIOMB1ppAZ1jdgZHcmWnMthDfOov0xIxXkS7+vtRlR2nz9MS8XCUr7I6fUm9SD6GmoZQPZWE7544eC9yVpTWXGyGMWxlgNSvWUisMB7pckP1VG5xrr58GFbvJQstgj4hugErn6m6GM2RDuCNGce1YN5rVA3PWRSdIyaECIZD6mcwTbPlBDuFN2ita+whxA+XxlZgmnOYj5PKbdVWLR8OrFc1j1BmEVy8iMzwYTSaGRbgLXgf6p5KVEh2aPPIeka32KUqCXighLEw6ICcxQhXM7Rq4PusQYh1eEYbSZebvNagNZWsWsF/8vX51jmySc9uEX3KM1GXl7VzgZdFqEvCT4Lnp5C7uauVvpvVVOPlFVhGoZoPZC/Dgu0BH/Y2y2k4KylzHYgBhtI5VBj+kqAcXqTWI1KNpTzwNeBB4xJLv4xTLDWfcyk0t5zBvdkRVYOZriI1T0fe5J/X0RQxKEwuy4yD7cmv0vooeeke7WR5BCXc+pT2sMacUgmWNtoFoZVW9w1EnfuHNsyHXXtjZT++jLhPeKwD4Sf6HIKfPitBAJ4xldqLpCLQ6dpW1Gl/jZCpyShNaeIEtZUrCX/ZsWARqYrjfC/ZGQkd0HbYF0E9233+nv1vVylXB2bLLrqgBvIwZ6gXyiv39ItctEBviNhZFMkbA2V7sshOdwv79EqX2PoLdulUh9AhAZ/XqXXTERIozVDk/D9hm04UVI2oOfPhl0JezNxfEVdQPHzp83HY9N0M2rsRtiKreXgsQFsh4fWNjOvhm6d5huORTATuCa0jCg1ON0Yyre9B3wtLYFnIPew6A9MeU2AQZ60nofLjy1iGxZ5mPaaGC5uFeFXvTxbTTtEeoMmpITvU+pchVncL+7I2BZjNBSj59JFaJQvH8Wj4B5FWU9DesMwzC3sIznGx+01mSELqHLI1NAHRXYG+pmxMF+EaX7scdwDd0zV1Dm26pTl4fMLBnbEQQRp3+Ik8HO1fSiSOVAUnHhL3soFOdET28+UB4sDGxtCEyEqLTAEojqpkhVSiU3Ha2OCXnSJ7uhjveoD7bQK0Rp9iKQrDMS853uvTaMJqgS03MTF8irp6HSn4g4kEc9lCXRtnnTWgsNtUCiCQW5PeZSYKTgKHTCnLVyVYzAE9SUevZGSBM7JhdzI85cllOJhZAaGg0+wmJ9or1cNJMNAPr0e6pSIqjh5I2WrzMP0y4TbSPZVqybU7oL4f6fAHzlH4tJR8maIhUUQccGfve4vUQKfd8NOpyN5GiUjsxe7J6sgvrQpwGo7stjhdEioXa4nzGoRuK73cqxjrjcQqJ6aWSvL2lQ7jwlzqIyMfpU8PHxsFkl6+qKc5vWPFMKkmyPjZ1Vw7348oAQDor2gl1Z95L/UsAoW6UKHye6eetp78sg/Ga9+Maw57g1I8l7gxdupu9JA6wS5bSXBgiJPD0zt3uHfmfxc9gh5sJ5IX7XxVcuoLqkPrQvDGza8ili0RKf0Lp2asEIZ1RNo0mm7yGwu6nGBU+9ZRSEOpqHOLbG+rYpIgoeqbigzoI0eyqDB3UG42Qyt4OnWl1LXP41DDmuHR2pP4YaR4VoHqoN2uWc5LR9oM7jmmi6YK4aF6eqItIWKbxonG14eRKF3whvYumw5EoZz6oM8bYcwo6vBcOJdk1j76gY4yCR0Xc/ZJNUTF736haeE5SZezN9OYRPgelKyqVmooVlG4NmsAGz8ejdKm+ne57KFEE/yuXtU7rkcWjaTpnqHD87jp017bGSI9lcirK4VCrIkEDCLF3qUIueiHYX/31yMWFhgNFhOiT8fQCVloqfb4Mb9kow9LK+WX2UX27DfAOvEKyaE0kP0XpwGj1Ud/4zrbJosFT5VgTAf2m/WEi2NZF1aK54PXhXS/4l0XZx5UswbC6bPO+ETe5NcHnFHWCCP6szTwpnAel+iP6HdgleIqdjRAFR+RUHK96g4ckUOhtw8MEhrhvv17+GX3iNzlaqwWmdse2duKWjw1+GYZap1syz2uLagMqmCwY8gslEnkZg1m0LqJBeUainc/RkLXnkQAFeA/brKpf9sglE1AUOtxNAqz30Oiy8HmrrHz1Kbw5pENPRK6cWpujD5niITYOsiI1+H4OZp8aIqfENK/oKIBEK+0HQEYsOd4MFSbrlwTaQb7Lowg3k3uZIna4o5xqPw81o+KnngY/PtpYAF/f//tcoNtIeNsQNbYb6wF6egrioH7LPm10nN48h4fugNYPpeNQvNvAv+dlO7eacPApr51YBRlmk1I88mGCi5DU4fScxMNqG2E4o/PgkktB9iLkrYNlRVMo3gJZ2vv6jMhDhxJw/CcNIAlL1uhTXpuo5uu9gk96YL41MwQFkDuDumhTmhG0m16I+M+RBNdSoaUFQbHGPJsQGYkRa76+3rTiY2oERFnBwQVvae4zfcDn5ZjangRJhZRtFUPepjoM8YON2UhJp2O4jgKQy+5KkFF+l5DedJ76ojC73L8gSGFYQCVaJkLj90yYcwZfeaITJIttRLBYiHIxEJSUwDnBYY4Fz6rVZLTbU60U/PU59OLLy8sVsHXghsbY0uY2nrnxSGwQMN1B+HztNASId1RSgRSuUdkk2CEaQUdG7Rm3Gxc/XUgWZU9vMQRuhID8B5hYzBKNDgfRBr5NHeeum3Q0tX9zFgD/HXfsKUHcIClRvjZt5CxaZHGkF/ll7t9vvJeWv6Hu4qR7P6fsHSXKaC/t+UXpae5iyf/mI6+HiZCMDPrD6IH6CjL6Brfpv08qsuxX+rLLIc+UHQCTzxumWhFDmpxPuC89H6LLaocf+Qjor+rLTkFNzScuhL3Vsx3ssrhlaGvTCvyRmD9Ry99Uv7AR7bY5dUvusrR65b9P1lmRNZiFyBbuXbXepYnR0gTryOZaA07pLWYpYuyAupJpoDm1S452ZCyHDw13T6jYNMTLQZxm6QjDAo9JhKuCDv0TBDpowYozEtd+GI4a43l1gTjVE913drJvR4HrRUGkbHWjPpykPtm0B1A8HA5BdEjV9alMV/dEvSk7l1NLyI7KeKROPLP+kIhyvQjxvsJUceYFZBEfsVWKE6xQYKbBOzSphKwh2oUfOEgc4ip8vUMtlggfq0ln1KJ9I7gSZnPSSRfkfnLo2SOatmKUdphNDBdS9ogpGOg//ayS0ROraLPExr/j1qK2Sw5aIi0tXNCrDlCgs2Ku4569O02DEjxZL8B7IaSYeadSmGddfCPNoeek7RJ05bBVrMn9TwjeCspj3omAOLL6K3NaQ8CVepRAfDoAR5xRYapdQdkuHsiYClYTgKCrhbBh4XoM7oGinp0t2bk+gkIOuWXLwXvAvenCXbcclJwdLagoVJn0U1H4UfZmc0rTK4IG9yB4v6U/gBajf6KkvWXLoEv7HIZhrvMforaNUtMzU8W5uYWkvo2T7lgXXrCJYFMBMDcZeolsevFsKmsfNOnXuVOxBIyue7cR0ZMsOyY9hopdbEY0rHlMN159f+m386dZt+QuBiGy6m2S7OOn5MKtQCqFBtr4AyfFwrh8ggwOku9eCmhFmKxZJOu3tewQRgFvnbFVtrvqNEKrWY6DysGq9MY38mzDLEqpfiLEYRiRGBvgo8PMTfM0DzZM9wHkLkbRrkqnKM/aUeNo9fyOBqlCC4h0sIgUL5coIU+i0VcaKujM2miiGC5yBV034T8pi5UuusVgkhPqkr3RU1ICwQ6lnAKnjkLhlTQIvhsLX/DpRal+eoW7HQkFrwdB+iaWmH6Ss7M0ViOVwVxOxszqsh7g/nGWqpLLlXfzDfvPp0k43Fb9PwVhzV6iynL/BaIOakEiUPYBG7AdXhZjSluqlLhDmzKhsQH6RvKh8rUfHWVVehBHu7isxctte////e99OW397dt5V/9x/8dQ1QLrJ/94BNtQ/+e0QF0r7nCD2C1Z+2AJ5VB34hrUXop60NieUvooXPEgnU4Ywz5wvcCbK7E6cZAqOaQ20b6LgQKKvJaRFohHbB14yeV4eKIDpdTuqTtxQK16FhoYHyoFt3PgcpYx4VUiBOXhtB+c6rMKeqXrYwTAUsXlVTJ7bHvV5P56nHhZACKPREwuXQOJVPeoARRvZlM7zPbiabJZelsuiiufXLPiLV9YiWWR/QcG5jy7S9/PYEAmzc9nwdzefA7t9woM8GWkZL0xkwDgvx61tYQNKr6vSR6v9BWYREuIrikuCsnTlWp06A8tQeywQrqdR9wgBmwP5GWMfI1ZsMaZEutqlqiqKgL6SSJDAFbu3kfk8VzsW3398M/3rKdob4QUY0nvChT6JgrFUIxJ0qGq2ZZ4crfLQOGI5+DyhfK6xsMqJE/g7PHlfHH/cW2yjpreLqdIMlc1u6ZDaLdtcQUS6Q8QTWBIqDav4dWigBoLO05MO5fIOSo4Qz0cDeTkjS50b23mu/Vn0L6/KeyQ/xt+NHe+8Wcv8Xa8YY+7uiZuGddp0GZzRdOOcOCYzR0cjeGVn52rSJU+4SHoEXKdZkBuLSmLQpQSklK2ObU0POmZFj9B5sgF9oOUz1Vzgi8TX9kVgnsFntqD0tNTEZI+tytAhXlGutiY4Jfwb/ZADt0LqPRoYHn2/FY4du5zUnV0xLJ6nJ3Q/vNx6MH5vP1ilSuekR9re6XQK+2ep0QJPKj6NJcKUJHOTeoSimQS7r1hm8pvr/89p54Fd7IKYBm1sAx4K2gfI50ZwrJAnM5Pv3jRxvUJMa7hESpb/lmYDIGkna5lfslGjDOOY52vZN55GytmYuRjs1Ehbq4HLfb9bUFhQqPLH/tqwpO4ZdDpNnPWwaqcqYaHw1Gn3yfLY2BmPZvIx37JpXjMuJQcDUMzhkYwpr3PnKoRWkuiEQmxfRc1GepesFheaf37bdlrHLNZJVc/riW5QYxQ5OpGho8I65uR6BtVA1wWM8KxRYgdr4Jo7zqHxSMwiCqhnzRLlHVZGfLcC9XLMpV7+PnDSqPWkm6LLy/zQnuZqfJLHyynB8RRjg+sR5os3PPr8YosNn7X/P/KuHiNSVo8LYwDTP0C5SQqPtHrfqR2I6sMEli9DBKimZSZGd7dOSxnQvE/1f9Ip4YbkrhJkHLO8di96ungN4Wa5cnqViLZY4T5Or1o4jqtViq8uFnj8n39XCO3YLxjIm20GTupWHxWHhodE+vjlVUHZOiNXQmr5cebMvQ7bAhSVdhMrw+VqgYZqljaQTJKbCOxGJZx4p8SYjZg4U4H7l4GiJZhJ90SBDBf+uOuRmCcHndxwhtWnPzsiAv7BN2/ALoUl7WXsWr2rmEI3QmcQuuSCkDQZvy0uv3g8HJWk9UlcDUTgbPYEzNzPLZ0tCxCXl6q8NKljQ210r0ChUmVUvMWqb7vN4L0NMxX1wzZhRQF0wRDfPKJQHhz8p/nq6D+VzdjzvY/G6baKfeaUhBsslskSu0uAIm0rSpH57WB0GfS6XPIRNtLKZxwpXIHA/qyAtpnJEUeKCH1TzJj3WYqSEpCpnL+4l6ZDownKUE9JkYM32rYinN63PLPE12Up5N51gBdMb2cK0qk9b1CcYKsTjfdbXq3PxgLbTx7856uPuy2pNeHNqM6/XpBk9K7aKuOCPIf9Xe/J9dz5506bmUI1UhQzZqMNAuG64IG93cNwJfoHUdVIxFANrk17Kk7r9QSDQ4NjGli42ezHkuW8kYjZACGNOwI+hzgRGCsJ963MlwrK9xPqMjiPi3/euz61Pnke21DTUxZj1WLvVAstihaIi6nQTmwFynzP4V8OEUgMK1mKeGlVy7APpr27VpSbHxRLyHVmfT1FHg73UnKZkbaXwyaKpl91FbPETfWRxhXwEN7FczykBFr6mH0a/0qZLOJPyoBc+70BchHfSCSsTAJXrA2P1May/zeRlBZnibEQKpw2rk4ss6url97Cg4eqY9QkrOu+JE+bmdnxyQNg2vIvgwcQgXF/vTJoBs8pBkFuhnxoEv9m0pX2zDQ3FRpB5ueTz4stpvleWICb4LOCDSTKp6YqNCZGeTJtIcXOGEhkCBdoWgRub2qWc+WRr0DQvA5CJSoalDlkoeM81Nok1n8WIo0EAnQL/LpkTNaINULS1IYaNw++PXtzx5eabk8jRn0iBJKnZGqbMsq0zkh68ESwTk7lJNIFz8QKDPriGBhDaRVw/O+506QjRjsAPXqQXtL+8l5uhPX5ry9zzZwCIPp77tVJS4tD1T06PihjFSFbm79nu0NYQnsm/jk6RGnOFD2FH4neBXNtMwo9aVmkV7yfJCfVN/YKoltGJSP+7WdigXBjG2E0IQ1/S3y+4JxKfH6ikPfj0zz81MnAyyvNPHYp/0z7z2GLAi+ECLWQe9Bl5Y7Udte3yNsOAjdBcm22r0gJvHJ8xUgFTjE277KGX0cywm2iN+3lc/Mubwk71+XOf+0z35fz9BhRgsgNHHXMNy8YHmBW02OT/sjz2RVGmVupGoa80UWJng2hez58b25dPlFD+hkNe+V3/xgqafibcbbQszYgtNbTV+iQI4N+oMfKd7HTr5l6zRshnehIcxvj9PfA2036QN7OdqaiA8vvhc3MF3d7CDATco5UnCOIhFqmoBQ9waToWS7pxSvrf/CF0J4s7ZrGowqm0nNi6eczgq607sa99FrUxz+29Hs9axqGjnBN+Nq1tTHc4Wf08QNXi0fAbcepMtxx4Gpn/81RtkzvgIDWv8VMenTXJ+WfAxWTaBYRpd54pnIQRpKojT+gCN2rUznX41t85SuL011wTEzLsdigNWUvKUI9i6TGk+/Q1KpKRb+spLy6Y7NeKuvAgO+LBN+iFfTIMYHX/oLx3u7IzkSqmLgcWdYmNJt3OQPg0fp0cl03+/WuRWReWTLzpB0pzOZsnKslGhdKeoygCdw98dK/5NaYRXE72kjNIczfsuMsvnk1Bs55tXJ2froomZtqZaxumUA6Qh0wAdOja0Hg/+as/r58066kBZPb0Iv8OhTfLJNhplYlglXgQNx3teutl0W1J9WB/fzKy/IP9JbW79mNMPbKTE++Jw752oRAcSZmegwFb75VD817bvvCcqJfLePK437lUbfjITXRUKCsKKA8QiWIOg9+QFSgbUXB5TUyNBnomPz/aHBuV3lcd8T5tEf0qQfdDXr9tNjhGZJQDfFjVIuz4UbRUpXTf5wsmuw1UcCcmeWA3pPhA9JyTa/BA1VgXBhInOvSpMyZzvyWl9kjoH7BWLbnxwoeF4ZuzyOwRqhhuPVdOlx8SewpDBA8HtX1aHU0TZsrcl5HDw7lZOI1KnrjtnaIbZ5Ca3fV+IbsmEeWmmmJq9M53DcFxnMAQamzQdxz4K+ub42mC5uJI8W3IOa18AH1rjyg46Ll6hX06dq0F42P6Znw4wuNiElVvWOn6UTFG8hQUx26mtjabjyyomaeJ33+MqM+ceUZSfsnZ4asJP2a4Gigs2UzK7Tl3aPqQVLpYF20jvPUGhhrKOT7277SnDOwKsrULW95VncjCdGdlCWHgFMLj/F6VlXhNhe5qycf246rs1i/43QijDnMc1fRfAv0VV0dBS+NfVCQI+gFa0qGrIHTAQPbjjqnBlVEiOwO7fDJIUplGRyh1/GwDloTd8BmMaujtkA9408ksaOHFfcUHA58KfUz7n+btYEifAQiFx5mTeWw73dng0eleXkaMEGgPFwu93cGJfXs6i809yyqKLefjQwGQvxFI6DkxtiGrzla8cS8AA61x2up+0Q7REssw3rDSZhI4uBTrmI4hsNafTABX2AsmnGVC98IJR84lNOXw5eggw5ZCXa/QaakY67dmf9A8kQaoKSasWFWYu9kXjiwAUz3nAV81TEwlSC1K4EKh0wHvQMiSHKrPK9DNE/6pN/3Id9n4G7+sCncONmifwc7BIkMayBzsSEXuLsZO8ylf90BvceQDClIqSfMggta1qqA5kV3i5kN//UKKkrnoia9y+UK+hgZwDFwRmCmhsLoqOe9Es3VZmJqATC3m1skrG9p7tlLz1wdbtB2RnXYaxIze3Rt09Yv9mAgPs+/v8uflYxzOXht5AT/PY4+/JpcS26WhgpR3+e74MlgszwH78LaV8/zlsSaFCV8NIrVJY7KYyymTwI6khuOdWZDrscWUDDDRjVFbRTHU+egXOT8cCrRPu9uNSjmzbQ4H2FUqeftmP4iTk9/Us204Cxxc9WsEhnaDICJYN9vih1+Jj/EGq89kXVS5/dl9olJ6HCs5YT4mND1sG3BN/QGlTnTKzbpKXsVPupLCxCcqIYOyqBXusN/qAost8iEVys0bgXS5zv8rL7rIyYqcUHwsRDtcgs2f/CIgVAYJ8Lp5OTvg+k7UZ1p4NiKsVgPCFgGOlIRrDZhtw5Bl870Mf71yvGHhlhoM35D5fQJSMlbFooo4L0ElOtyns04MrBkCQX9SL/Bvz3+fGRjMW1LOlqNfCUXTcT/6dtGyORwmwTKSvsPbOr6HWudhOQKzu33efdnmZj7vE6bGkbLCd5nKCpcv6UiPmHLDHYzTf9Sai2gtjPOLem56xw/T/BR4+lv2/hic/0+/fZShIZXMfMdOxSR8jLh0Ns43vxx0pQkmHhYFZW7cB7E8uFULG6acK3Hsp6aPm/5k2/77vtm2ez/oyCrMAIE20Mxsl+dRNjk3Z+L/uMyetri7igOZfgI6vtS6w2O6aIlJv6vpkvv03784XYe6+B6yJdgLBGfbL6lhucLsGh5fEQLZTAKzSk55lEjAomOv/fAA1xXfWKNoOGatPtuiwB22zqvXwM2oyHo21/kh5ucoH9y8LD1ZdzDSbzmPEaWPr/am/eUmIij18gcZ4e3AMfPh4tJQWShxvnNf0iaCyrBNF4XrOvrn+z/fqv5Nts/gcyK92WlWdrh0tRD9oTjMhkKvKR+BMaDNMTtTwmKhNrBBdnuMCKD8kcQSkzD9ejRF1DKygOferexuzVeg0Wg6oh5lLQ/xqAZhCaz1qzSlRtVUXtnbKTEoiPZELEsxcNqjCnllbbfAghsoarb8Xe6hafRYGUeU6NVV7nQ4RIjylY7f0MpLCSMThlLTvRsFjWxpUY7u89ZQrAWylVTspXlXlXZHEDbb9gIOvVavhFajM1VpJv6oD5dgae+t0Gbe94qpLPAuQUync7dM+/PAxmnZFYM8DUQ7xqqvDQYaAoMp8P9BXWBnqwajlL0Ct5lBEZDQ0o6sV3tyvoNK0FTESl16kcJIHZRTbpp16bWuKzA6cfcMoo9dSlCuiELqUSkcoXXRzviIPJrLHXfHPoz98QzNf2Ime87dpWmTIKohIhohUTTGP40uXROF3T3EtAv592sCgmO8+AX8d2mYBJo3OjBBukMb9gkeNBHt2OX3Dj4s/eLSot5C0p+vIOJhlwjNquvYEJUX2yuTbjgGizu+/hWwDvv4KX+40xsIX+Ox7RtQSbT+4ZR3NI6q/1foAC2Z1q+DGhhH3fmTTNAN89VmiXIWcSG/y+He1fj0aiu6RuRCUZiQ4fZQbkgU6a1KhhKli5F6rlG/QJ6M380o+9pFAVbEhHClb9I29q1oQKYVIt6IV86fgwEYpUdwMYVUw3BmNxW6TqUeJy8noDOvHpmzaUq9snvcPijZGcu/OVTUYedbtLpOAlSOBl0h4ZBHQ7MMqjFVPwcFMlqHP2iu0ajkZsJia7N5aoopydSD5rc8iX7KLpNTKfGszcRwZywcyBqI4aGZRdhEhawM3RaTSlUPYzFIyFxW32LnApivk19DPM+Az1vRZ9mC25awx0NLsfyCYfSYDtGmsGg4J0g0v/j7W9syvOHsTeqaOKLs2YVuTXZGXhrimZTy3SIUUskOx0mnpbNDabHRmNp5IkPn7ndqche/AyQ0aTFuQ6m7HITFQHYFQyzLgDFDIxQhKf165bEFaqrQpc4jU/NbrFzVcE0RCsq8M07yjQEKHcLZIo59+o7/8yYl479K7xhQhlL/picOTKzpqFtsRdtVidRD226M9CDomKGzW50tiN/0di3Py8FNdbawpB4OFbVE1+03i7WsNGLvVL9UOGLlc3VEnrEu6C32lrDdi9VOIo+drtEiR1v8hknv/eXTRRNRIRi/2bVqIHSs9NbRwbtEenKvx4whzNFHKoO2uo4U0vdo5xC3W4r1U8gAaNwGqRMenIDgLN0+QvpelwkFSfX7fokgILinHWW6pFdC9iNWAbZKSNOHSMCvTY8NZ5nFSK4w5i1YrHo2mT7kWugHjeuwYK9yNgaFZjntG3pYr82iqTQxwnVs6MsIThI3zLdcaInQ00/tyRdfw7WzMxfEIEa7tybNhm1b81/nbbaJHUovV26ArcG2jDUEuCvPSrkpNHqnZxaQaFxk5zKcPWOdXZr8sQ5VxMwb+KKLg+xbzquL5bsv/U7RsWwFhcP/Jsmxh/P9/8D/y1dxF4+1Pb/gA3/0/vWEN1H8zxu64+8BkJPT/KUT9/8Vd9zzx4mrYp+yK9/vHv7Iwkwfwtv5/2S3alHIAr1zTRKZt1LRXXCj1U8edp3Nqtv3rL1+vz93/Rq67/smZJc8/PMPzbFiZYG3C0xUDuMxlvQ8cLrjgcqHQQSBtK36BH374yc24PRMsLlvgPO0inN6C5anV9qVJj+zbWTckNsfLHrp+ZTe1U0BzebsLVjjmOblEaudfnHfqtEB96HymuRyiNiB90eCAAv6HYDklLsF2KqGHA3YTzdE4NO1QmEcwCQqlzdB9uH+CIpmy37Cfdrw5ZtudfMvuUfa8sIWcGKe2oAv6OW3FF6f6vIozuOPOX/X8iZ4+fHHFF39duARVGwqTxyGMy+P/FEXKFG263fD2odajiJtBSMYbFwbjzJCifPE+E61kft7GpEeOL/+V1TjlqmC5SGV5XDiEuhImQ1WnRt+3ngq5+A1+vsXXsbXehh6fML8hwff5hlx4UBrzTbn4IJLlf/PW16LhfQnjCv3uNXk+8N2Dm/GQAGPg1J1P2f+q73M+EfZDksx8F4YvJ5F+6k3upG3au0hI7tf70wXOvs0kdR88YnPvAReMd/OLG88WgFMEV1sMLpHzq+/rf8TfkrxL5RZ3Iwiuz2XfSs+yU755f3jIu9w8UAGtJk6VlFGsRmiOIHmeFYYUBp2t5/Su7TmfhHwSXCNg8U+uEEegzPohdZZEwDPdpN20RwN3hUC40s3sXcDVZSgHxMNVcoc+8+cdPrJwoIHzkQ3fyWRrt4ywKjc+E/wzTr5LTfd8fbA9nWLb5nJ3Z+UMcNftknnB7p9Z6eEqIWbiKkHsUOJ72cMnCm4SSb1ppQYpNdgd+LnBDQmJB1WGsiUmsnk89vEUUoHceaegFhwoDqCETjQKe6UPpvOhhgNkckHkApbYtsM/88Fxmf2HWbwachjdA5cO1R9361r5qXnnvK0hdKwvXZznrg+F11m/BOACf1/0DRzn84WeO0/UxgKbdv5Mpr3BqVZf8JdbkMKXPjbyunCISzNzacKWLvghYHIRPi/yOFN3TZ1NLvVxoaR5bhfSOJHr3WvkZ4TuBt+6WQ855L7lh5etaFDqVaoK1R0aRpkaq0v7EPUne4NOD41/P1tTMi7WzAskX8mkBy14B6mO9GJ9CJlO99qt9egKJai18EwuxaIG1L06eF7elY+9pl7yCaZrkkB3ZkcoyAS9D69Zb8DMtTVlBK57KKr+YxCzVxF8wKlRddnmt7sWOlgIkvQ8n8i5ZXA6FreR4eSxntDHlj7LjZb4dOPFWAwFQ1wiJcgUJgqkB9ldIdbSjMvtS2pC1AR5hKZC3kBgfWAtTIUf3lKYSwkR97DIiqHoWUno/f8jA6Fh1hKam+ABaKadr9FOdI8EXkepvNK30HK1WdE9c5ObsRXa1UZU5/ABGQKSZRZ4tjcZR0DO4vUEQPh4zMRXLJ9nFSfpSD6ylFMFr5ZnNaY9kWZkGclArhtbunitP2nFDLuYlFjplfMQ7xV3hBOxoDgtR+KJAqJ4f3P+X+8i5BkqKQ8T3QH/DG+Sq4Ut1T4CvWtQa92M/wfXZDQUsOgEmyGDtIi0GHlR2RZMxVvlFuyWgeQoPQqDW9EbboK95+5FmVGYeRj95H4yv0Xt27MojJ5E5XZXrJ5HdYTJ8xyUkHtYa+vEu6bhGVE/A2+MgY0IU8ZMZfCiNAL2qxqGr5NxO4TwiPDFIl++GGODNu9t0t037XB7fRLu0bXfUVzC+/Ypo5thxMW6SIqlHePsprHXPGs23Y1lxEzOzI/lJrmUUUQRVRGYoM4DE2aoRR06PCI0ljAK6on1HXNsCI3eAmksNhUzb8cPHvfex77+7Ae/fNuX5dif5Q8bbGmjWGGDja/3Eay0FABDxH/uV0Vr7JEETrkZ0+6/ecQCWn4PbwTQ20ZY7ub0VWZ54vJN+N8xphFpMhmdBE8zmORHCl6RLLTsGDZIbvM0x/pikyQHLY8Sf5mziSd5Q3QFbhiJT/cvpMVJdZaYwom0t68vEk/oTUrP8mTlpAVgzwlnUv6puNrp83STHkAzZQBG6phoNFlhV38tZstY/lT3fEScONgQOC5hKuj8MuI8VOA0k29eCOeclf2XBeUMCaRll7mqJ0MYibNUiNUQn1dxO3V/qyshK8WvsO/oUepkfiJDPtX8pVzF0JRLS3iean3oHPMN60xWdC9N//FZMl4KFYdTMxUz3T5QD9+ZzwupLsUvVvWXQ3FuO5oCBWZGqX2CTtRQgxXOTBvgWoc00Qy9ed5rQjYqWkwimQQ5R5DJFM4/ybdChbF/nkI90zs8w7RUfGqj8TjxNw9OgOysHzLM/E7UPN9Rj3ixTi5h1Ix1jR/k+cgvcFlvMrD17yaSL9JnWCFnNS/YICxMyGwsDazvxkq+4wEOjW0Rt4/T7g5M4LmH4GMcH3OZjxa49eqo2p0CFZA5Ij+poMQ0V9bUtB183W46aux39SOaHydV7VMz3C46ctpw0kybRbwzGheU1/5QZ1RPt54njQ4zHY8hqynXYXJwcP6jXH/xj507AxPykBbgmNCxU6vkrWjZ8h5FhRA1YxEiODEzYafH25DD2/ioUnQuPg+PknO3NH5I1wVXle7lMo/bBTxUGAvxlOiJcyEABxNykxdeCChjfuPLAHVMoHhGA8ISR8VDGdKTEBNhhoBEplzuGWdKVMf7SqYe03o7Ga+IZ9uPGZ2VR1nOC28JT5mhwJnTfYwsLwJYqCpHOZRX7ohQQsHHSUQStBK7yIy6HMWhjxPb0O7oR2PuD6MK7fh044e91fhP6v55znnd2bBcibZg4Va2DHdrT4r5re36Gi81N+6fHvzXMTzWNXuy2kWONGepb/572Z754av3Pq32MrbkVn6p7z7pc8vuZC4+Zb7nzDrPss5bYz5PiN//Tyn/eab512ao+lQaF0dgLDAmuPvLU+JvBRY6+L+doYmUv3KlqZWB/+aORFGQvyI50MA5dpSRFL/8Lv9NTA2nSLKH+S3QCBFYXyoPqwH/g2RYMMeIQULOcEriceVk8e7qv8poUQsbjwyDF///Ofw/xAtOHVY0ScSVGjVavWTxmpzSEKutEtQxH/Q/Kt15AMJGiLmBYt0j55R1jbOtmcqkDT46QRCR6afhDsHxc2GFyyEy3YMSUuDx9UMiUld9dKlUUGCLtoFU/zFht6HlECKZG+hlmx4lppJPVz5jprTBx1YFKePt//zPPCR4PC+nNHKmBKs9A/8GtFUfe0ypQSfKLUvFUGzx3RNGJy0CIQTMDVS/b3L/Nh0oT1V0lrbw8ainPucXnZuZhwSPzZn0xmF5GtPVocEaaBz8lOjUU/95qBxBA7vh3KAn5oHkNkLMDfS1Kr+B4rO252l3jv/SBh/rt7gq/+s03CE4zr8bF+MSme5Dh/TcOPqpMqmr/mqpVNDEfPlJ56jDdAbsgI4LojhNo8BWyNEyEVGEqBiUaPjUuKruUcMPWPGvRCbTuPr/31Tq26O76FCl3Tu7QfbTb2YLpL/V1YoBbGkZqui3eUwmgT/3a0wEA3JInMCOf8vK2wmJiIIh0X8YNgsU/QWyKf+LEa4C/q9cr0yk5FMmUwphsfq/0qsxc9SS81+99Qy8H/lx7oogtZER/6Ux8yQn82aCOGrLXwfPT26+GIBZQxN4Q+Sh60lC01XL34bnFMBZt9nlbdgvgUiCptxjo8Djo1ppRQO2FQJ5mAuIm/y70FSFRkPeI/dKxA4Wl1x/wXrlaH43ackx8oBPeLcXH+EiFAA/ScsTuR1QjhE/fKUjl3/skSg8NsX05NKM+z0w8ugaCRSlGc7K3UcEvGk6CtdkeL6N/anLA065DIIOR4XnhyLN3T+Cx7q81VhVchwtvk1f7mgYkem/KFkkzRC1HXA9cvvVJJarxfNNhEuoLPQSPMSvCnan10Yv4SZindcYUeq5ZfJudIDrSUbr0PNwAacGFQMeKNUuDtdHesUBAQODeBDDDp37y0qI93CgxAApPyzjyzSQojj1WTNlchmQHVTGeVQznKWSctInqrDDYtdw1T896zCiyfrRwzQfl6nBAYJ/BwGiFAINKk9BuF+8G5rgu05QvBMmBMdNPLd6pdsSbWr0wNGQR4FRD+5XmPfPSEMqJwQ9uqDhfDL6BTpooY1DdLHGASbYD8dfj84RTXSxxaPeAOZIQuP0i7OW+P2mJMESLE1f2NJmRuJDBMKSQf6aD8N4oa6mFJKhw0BH7KYjRxYuB3T+clueg6aYdWBkmUxcgqUodqe7G9eE3fOMCkfb86zVIY+RWJLo/Ew626VE1uOUE2ukWo1QimzeHnvxvOrbA7d0TTtuTFBevQBU59WqjvPa16qVriVcHCgWPkITR+JCzi7XsvKaK9CSLIjxrDe1qiW4j9clqRKgCFljyWrBOWB8wrSNTQdiwE3cQ3HWZ9pMBz3CCQ4TANQfiRVrhjU2xxGhu4QLKdsUptCgESMQ6ErGEw6j3gmFXxYkZ492/Z2LoQaPcTCo7QoWCfDvf+Y6RAIitE4HjrwBM+6Dzk4iAHc+peag6aTLZuF0kyo7wQjKyL46Z57P59+NNXVMSeLmfYgfwovMuANZlzvPwmbcsEkHIb4U76ZpN/k8aKWydoms7ElGRiA0MrN11vAJ8Rod0PbYI5CFML3DJ3EOl8PVLvLSXQHnEEIoZxs+c+Df5IYhSZRxSv6Ya1EbozIzr3TAsWLdsusc10wXfVE/vJ21mr6EZA3JdIxsFQXvDWgBzNvUXyaCEbJtZGlkpQGZICKzEsdXmMmJStqKE+XarxQ03XcipS4kdBZScAZ2KK/vG0AiV29YoYQUGeT81ybHr5w0NP8ru5a/lB7+LNUDxxkjamdTRlWP+mk6vwECRYhCKk4w+C80jPQREBERGUwplRGiblaMeTuAjf+Dyn5tRCfOMvgl76aD38jZIcZhTGoMZB4L4k0fOOR1b4jss/+u6Y05KZxSxoE14S8YHEWVALjbZfb+Ax0fPicDzQbidezVW9tv89X3f3YEjrOZNyMLfvl71dqC2a/eLWBpRtuf7/vRjdjDgQca91rOccdjYyFtIiQxTsRAoTBoIxT/uqiInxQFECTZpO/9Ep8K/BRR4NdMARbFgA/DzAnAlEMXRud/5LOUEURe3rP9hziKkxR2oCJEQ3EQitaw6NEd4FYX46e4WflKD0Wu9TVkvvCRG+2h+mG7QSgACU2WI0JAGeeW8x96dxsKiG5NGkLgrJDeTplwdeZSNbP5ET7P5+U7bibpo2CkeyDHbQVn7/88mY3KWVE685sWfH+17kJZH37d33f+h28xiCNGccjujepmeAcvwYpDmQZZ+9u0dFdN1rLJbNpmuvWZMOzNVhvA4eOw43W6znHa72dckyvP+lm4KwKlnPMzcfJ0TzbdnMWZn1b89/dkMIVqA9gbLl5cmtgd72XLZUmW3BbiuRYVBvpkdevuG1Zk41MoV65Wu6bLHqGXMkz9HT2mjW68KZxNs+a6KGu2LP8KL4FYTSG9xCBuxcQ2XBp+wmRJUL2QDEpasXfrTDAU3efqJhONZMGWPWdHEM+/m85pk7e25HHd3kS3DU1dH1oujEFAc4Bgb7iP4hbElr1HUFof67Y3ELpcQsBM7hRTEpdmmlKZ6sgoKVFnSOdRW0hzAKaKybIHy3EHN1XLSZycLVH8BPJ05QzSClemZMUUN+FaUWKkSXT3Qorc0orMvUjLk0dP1iBQpBFlqjXrUG/g5Nz2UhuTWjE6vNsIRKaqD42PEtt0GLihmO4sf0eZ68beah4/j+W3BPVaVOl6ftBcEGoaVkx981mzZNnqrwZ5NzV6A9gbTl+aiZQ19yaVjowjTvYMvFARRXZmhQhpMiuy2PmktOCnf1YvdGqUIUBvGE4SsUpCbm60oyEMAtFKYw9tikyeYAYNVE8HVZPVMJpBNtxECJA85jm6d1zN6escJ3J1NVee9ZNwVwRKOZWJOHW6p5pujjqhTX/mD118NCWRNoxIYdWD5ZiDV5ltZUc49BTO8+TLVcipsC2ATFdIcWlUtqnTmo6+novethGYvd1NaQ+kHnkvW+3ZeKa0NejwSpPpPlkjRvqZFdn7KVQrV6tdk/4LM4KXqmm008es6S05RPNp3mKXZWvTS6E1ynaesQReSoMI2MQzSUS62x48jvHmEDEUQDcmhpP5UiLjSdVNnXYNxMohJpzPAuIEnlyx6fyUElWea/dCzzHF0bd5CUUQiv5GSIQrjZOb7kvx9BwhcvBUjk1FM0m89WF+Hrpy+UzUYpga2irdWi21X/qNdErmLHpn7VwmlvFEd+KhLdwqsWlnGM0hYDs+cPQ2nDRilYbc3oh7jiAEopXGHtoUmVRgGayaDp6YrEZkTpLcvD/0zaPaHMmhPC80r4oM7J/TOw23mc6TJTsnnXKUa42ZsjGc//Scz7NvZL7dPLdRFNXXcgqC9tO8ql4VLUDvi/z4DL4Q4d1aW/SI9rlJyPZNuornZlvxhefGC7l2dtsOnEwVRXXnRduLj7eQaQiEBrG4SdvFBEaAtNRgxYWeWLuXAIHCAa8M+/vFw2Xcgmkrm8MMVDvUaNXgMmPQP9TmsOFYt2yghNcb8d0t0aIna1OW1B6enmWvss/uXT6RZZDD3MBvkBjPS/SU4f2+bpY38hS1Eu36NJhs8Ro23BWs/Db/s/VpfbbVfuh+4XQ1urkgTXT2WDa7wTK4YRt2eig3Hp3/CkxLMGQQaWvC25IwBzc9EXL0aLBfCADAkpa5KyCiBPZ1m5RIkauS6DCkzvq8azNLTy5pyWGe2t6uAF9oo6jvAvEFHjMI+A2y5XkHns69H8lW/8d/TxuF1IQrJNAwnFRbUa/M41kpj32gW7GAEcX/yOeKxwyU3pLkq1K0qGz3dAZiwLTW4sabo/DTJ13g1hS3JUVPYLowHyT6JPOSa4K0tJy7m50rlYInhi9Upcl1mvUa0GHyxPGF0fS8mJZnh6CDBMU0UdT1SNPBzwJTtqSM5e+g3HWDV9MXPoXKWoMOfZoMPTfTW7hqmt6Sxmcv/ZFz17/6ZXefXtAM/AYRXnlSK8G53+JW6kOdbk3gxJ210K4tP36NQ1w/0u1PD7Jn9uDa2w+EBRhAb2DQO4LxDvG4yUt6kkGCsnTgxIeZ1BNFFkW2PalsSwoDkUVMeCgQoz12OcWdtLYz+DJjgKE2ZsOxbhIonLf4kzVz9PaUtS2lDiwzH+HZdTh8lM40QJHIyApVKZpUNrRDT/QY1VwcubLhdzJ1eGam8IwcPGwdMLwzQB25CHbMQEhvGVNXXvZKBd7v63blUq62LRgwpttyi9eMme5hr39o5af12Vb7odvE6ww4um0Us10+NixvWgtoF7sOe26Pg7TTDcznx8xguhpCsiPhz+fMSdJlP87Zfcv8YQHBbhzVTtAvFlDFhQ0YvoqIAlVSDM+KzNo7k82OZD61mZu0+6HHyLHEKb4lJ0HwgTDRIAkS3mhJ9UW8ks6sb761/qhvFXsx86ptzpnD1WUvc+vOSJ3tv4b176PME2nCTJdkx6F1N+d55vOd6W3H7HGuM997GYgcosA8NjnFWwJBCQYU8bwJXnYSIUFZOnDiw0yqxEuESFVYkRSGIjsthvnjsPLIkb2MAmtW5rkys0Cx7IKnaId0NslTpsuIBptKivlicsz6uG+QbAccKq9lFAnYp3Ff3J5PpzPCYKN4MBYwuZLNRDvPoS6w4SeIF0Q5dwytgLCJ6RQj6vX/8gnP7Oc/aBPAwGjx765ZSJ71u4L57biOiBQtbpFz5MuQ/EzqKMl6rsvKlZPVkSZfuWK5lxuz5qzc0V4M6N3VHaM2aXaRt+xbs/Ss7zjOer7JyhfT3tGs36jBr93zgb2d1m4Gu8y8e8huM5wgVqQIMYL49HUlSGi2V6S0QZVHAHyUSGAd7y4jM5bNuLDtiQ7+JEJykdXpUCLX6WW4erK+lMxmuWPepgO71l7dvjsFAjjR9aJDlAXcub7iIAOeOr0dAD/4BhJD0IUD4yk3I9DVH2wQGLv3XwYqzRyznerMmvOAeIyGf1QDEuwNl79b6a5q7xwuaxztepfToEXTxvp+rVnrtlekg/G9zEOQzz4Kv7QAJF3K6c22b7I3W1dxqlC7yE1+6NH+hHWNXHqeuJRnRrCLlyg4WZIXt9dT6S40dh2CDkye9jOOXcKGBQcuvCBO1xniX6fg7h5IssDPM5FX5MGk2277MXNm02TxUl7tJjYd7aCuvbTnuudy72UgCohyhnVhKgwS52S8iemKEidJlrQvZ7uk6z7IwyuInlDkfpM3eMUQElRYQE/a3LC9SXRP4h/W3Axg+EgQviQ7TzYnKVZN1Bjs3C5t0WZVU7Hnwof7md8VmJs+5OSwKe8qVq1eu+ajCwC6Yp9yJ+bkL2d3V1ouF/mqXI02jWd/V3duHs7J32e0a9DEkLBAisf5Lrf2TXeL5a7JprVnwcxclzhw4tqdC29n8cxWd0D8mQBgymYqVA8zHgO5tM/QIYK94aT3gu9R8248t87QYVQLuPBgJ6TTy49fP7EiRc1C7hV/HNp1dUFCOMvJd8/nHGQ4fxjDH8BwghhwkaNBhOXE8Qf6/MyblzmHoIcEBSgaTAcBAgBvkFB+8S8Z4tgKH3Cq1RITlvQ5n7Aeu/zknZcQw9sjSJQsSfBLPUBAXgptlMSKotIESZDaLClUJk/DqdFTnZ+78nLr6PQYMBkaFgi9WPT05yMPdUymjLHpvMz73Q05cGrH7enQc5mfkQQPP+V36UHwEsRP7KUKAKQIQfRPHEUg9Mb4HjIhQ10oOPBgJtbkJbhqVhAk6Unv+SJvCFggTiv86vZyvp4riJZwBSExCs7VvPbMlPdq4ejoiSE/fdfTX6t/9Zjp9QCEBEszH/yaPtuNPp7NuD6fowXwBtQS6Asz8c/c99pksXOdxRJCqADe51OvKGHECkXCKyCAeesF0Y6jkMSJEcBQWQDfQMl7MveWxy1VUDQq1K2IFiO+62rmmjTZOa+I31MgyFWqRb2qy+nK/dlb7PXY/jlup3t7PP9AYUB9gxpD7kcI+9kroPXXYPQv2GdUMGDSmqWvs/MB6fr5uAKZzH8Wjx8qGeJMiQUVFR5s6Cu4hAlXyksJPrJ+4pSY0KNxZBL4E7Lyc/h09c+L25YgYIT5uCLifJUlpXurWHErvSLq51xw5PqKogQvgvuL7Xf3tOjPgihBEAPAo5i84gQwxIUoTmlBjAEfGNbiL2HCE2k7CbKv5GpXtqOOV0a1XAp0/qG+OpP0agobprvVzzl58F+kMOkSRLdr5cptUSlqJXvE73uZ9Mdvcxf11dvzL47777r1bysWPOdGYURULQU22pKD8FQtYAwM9sCCZ/QLtJhwZsfy1fb1NnyH4OpdUMhAqIDNqrb/xEpolKQqlCfr5FArK4zqQtEw/GrchCeLQtqjuNokIBRYSHzKsUA5b1BrgbJo0l8nTLlxZN3O5c27gV4R4TNY0OenZXN+fZkE8ZYaVmtf1cdddMDwmDS/Iq26cGi7cevWbV+84iEgOckKSPFVvUrFh6AFAPgGag3oDuwHt/WC0fHL/IpYcWLfZrfW5epxF1i8zHHBvguvHtwcACYGBNGKI0RwNkAZKNI7TIvgIEkY7xOiDPJBD5XgQmvwRJiIMaBFcbFtH6tYwMoHYXxbWp2EyVJchBpTBrSfcuqsRA97ceEyquoUaU4+heKLrroM53gLg5zgryHzziCI1phwLid+ymSJ1XRp0aqhVySLcQyy5iZcIO+LugkQHVzEN9W+SN3uom+pRNUiGgzo0fb0Fv0MekwFFwsTKgoQJVWC2GM1eBZb/YtTf3eW6MruvS5uQGYkNlzoZ66IMjToQgvmKRUVqNKpRf3BGToLvopAisjuEymYKu1FGHJmy/w5IHIPefiGFsEzKRo1a8uapSMydBaxTUS6xL0vyrECZYuo0adD0/NINBTyGA8tZuZadO5+ICqAcnkRLYXOYr07OLSzMVXg3G48Lm5IYfiGCXziFpGGB3V4QT/kRURocGJBf7F9Od5iIbTfkAzEt6E6+KNKaxH67Fgyqcly5vxJYT9E32OjzsLfHdSj8I6h4HJ9/qEi6KRZPRjT23c9FsmW0yK5CeHP6/nYEyl4jhHk+FeUAHjtAef+TFEiJ3oAUFqA3sBJe2XsyeUuRbhwlKttIZoN69fZjDVhorOsSMuTL5yjRLM6lZeTlW3sSbs9Oi4ctcP9fzz9QGYg+hYkhswfAaxnjzCNvyYGv8Q2I8I/TFi1+HVmPlDeVR/uIK2+h1dufxAygp0lEghK3FhBK7CECFXykKwCW8afmCkypkv9sPSPZN/3l6f3e1PYP4X6sEif5cmU3N1VpKgVtSLVzZnwoasrshI+C99dcig8LvY2sBJiKAEuN2IHANEgR7Mi0+PFiaV4S4hQxb0iywyZiggVhsccit6p1FYpT7cmZs1kt/hzSu786iSh0sT72M6VI6eFR2Er2MP++m3ChmWzF7XV7fqlo15c/11seKGn3MiMBKKlhIWmZCA4VQoxBCa2gMQ9eoU0GXNiy+KSSsGtIHnVHyH8N4sqMsWIX+QUBXJlln2Vrp6rCnL98Km4CE0mRamPYqoJUDAgiX/KsiBZb3BLYaVHg946yYQrB1btWF68GmABDWMPFO4to5bMmvwyAdJbxvrV17Zab93vY6ChMWGuQ1hx7sBWP6///vcZzxtAbsr8NDmbJ3UqFP0QsAAD6Bu4RdMV8F3XXis8MibNrUi/Hdvzp5vr3+rpNiA9z1HhPede3Ls+UJgAhqAWWwhhbxRlJE+0GBeJnQQhPAUvOXJVLsrVZOOKYxQi9GiQX75RYBFlzvJeQni3lEo8yYAvsioT+rSesipL0ZOdKDmPigpOY75RVHTRUaU76e2hk5vw1iL1fvrBaIwRx3IeHyUyRGuyNGnWwAxqznYIZlVchQngdUl37mNQimvKlSVlI8S+pmKV/Sr1fujWenqJjQanX0FpfkLE/EVKES/mWAmOtNl9ObG/M8Uv5c5LLzUAZkIEB9qZI04Rmt6FJKYpEc9XqUOzuoMjNBJvhUWS8O4VlxcVWotkwIkNs/5YCIj6FJ8GsSfER8qMTasWj4jQSDFNuNIk7D3x7JSvdJGq9WrX2MM1uHoaC0nTcyV+5m7AKoh8eRZfDI201m05sL0xVPAsXXtYpLeNFw7DQCeOCpKEJ6qwBB2y4oSocWAGvURS4CnKgpveApSG2DZQKTwqNBdJjy0LxjVeTpw+3Yrc+gFkrTJX2e9IiqK7zv57PZ/PzXluF9Uig6+wK6kV4EkAgY1BlLj1I8A0ST9NRjCngCxVrhp/FVX7vnzIBpB6251FDoE6fg8oQvI/QopSzJmviizmFPEy5SpVcBarqopzS1Gun2pVuXrNurVfmizQWZT7jsGi/OvsV/0s5mVz1m078fccVP0rzo9F+f9MqEZNm7f2dXk+gF1xLOFgYUn0fCvOH05w0tTosGB0AlXRLjx5hCWXwVZFNARI0aE6mEqR2Q/ukix6bqoESlmeFGUajOieuyrz0uRYkmzmRHXgwrU3T6+e392U7+78fxQQCJoGLIEACYRgAwX74QQCQd+5bxR9NH0kfUx9RxzQPjdt13HyV8u61vShdYHWDyV/6JPjOj4EhwcppFHXJ1HbtVRSSpLRXClXq1Dn6VmqOTwNh6X+8SsVLEKcaBkXv/All+Sc5kuJ/C3SVymV6tosvQZ0mDwl+kZL81JJnh2ZPgXKtKkzf/V8vU336cN4P/rO3qyv3R/O2s+tntTZQkUK5HsuLl90f4gbfNz37txnGz9pIIBw3Khh2C9yFLBW4rz1uV9y7P3nvgu58bDiHlUNsQzwq9fSiX345ZmyLJNMZl+qb8oUyfkyESbNdhkblve78rt25KK7GmRWAukT/j8Zy2OxMoRsXyIYrvJsRMiRxH8R9pxS2ffU+TbDoLOr+sweaw6L5CuIh/etW+Gr589l+eO09TXpM2JA15FUjpzebPkme4/3FacKtYvc44d2Tc+pvpGy55myPDFLfXP++GvH6qtn+1wI4JjreR8KErPu6rrzoWb5Xl9RguCxDxyDP4AN/dXtb+bPj5ir6RKAfIDmbf/DA/sdfhzldfSEH3YcsIHewDT7Mexj826xPPcQJL6cZOnRoNTVZcKkVmZVB/Ze+c1y5N6184sKB3gpextFHSHqgFk3QgfwBjGKFZkWDCuGMi2+1bPwlSwxsAE2vCSJEjy0OADgDZK9SvFLjSLZag8DpiuSFXcu7AtfPqunwCspbDQGVOiwYMLg+HAV+VMTJU1ibdQvx1dFS7lcm0Y1dZDu1fP3K3l4EAMuvIQJ4nfkcgDd2PjV018LpkV1ZfyxuyIfunPlrDHrefWMrAFB8CQNxEmTL1fWgaHBgCBuiYQcUYtVmoMey1LmJE4Ib8tFZvUEv5bUpn6gWrN+3dpfPV+OjgEM6jo6oOK4CfPPBCNMD4g1yzbtOnHwav4vfzgX/EANZvi471HOhb4tPicte+25+DwfZjATwL0qsQDSIcLyn11AgFJoBzrEBlYmKuhTaE5zOESHfdx/ASg1d//8WhlAwWVwOV2NANNrklXtLxf2W3bIPbnzaYBEiRUq9YQPJVzPeddy1igPqdNmTJ/5JcQCKLyWy1otDaq39VCrtOpqn/z0y6Dl035o7nrevpbXx2nIlYcAPr+ExAIEegO77ue1L8C7v9eHSZiP/YxMeZJV9GQVKWoLK1LdXFx/42EDNPEVWD9QNRlAEL8kByWSHTH0Lr3DWFbhIwxG9vw4JHEzq91IihM7FC/ZF+lKXl2/u3DP5aFga7CAGqvYy8u3pWkZ6tBg0Kh+3af23Phw/B72cf8FoMPc2xkHBCy7z9kv9p7r2p9I3ztSJo1s7Zvm5Lc/i3ThvyO7NVhPqycIG4Ygj+VNJpx5Q7C7dO1fwI0U2iiJFbXXhxJSqqxFLlWlQG63Vv3qufNGbpmDoV0X7lw7ubi+3tOweLuGcgBICAC++83/hlIMHzghECA+6pIL8bl+fnSjwTgqWCdv7r7cV3MzgNJ2VbysmfTdIA/2J375uTlH5tKy9UXecuHYfnnWzer54UZ+HeERfuKUyJP+gsUGQwhKJjTINkALGRIb7kUSoEiGWFGX+upJ90AyHrzbMRFjQIviaHCefcPKwG7xgW21EeEhQXZFhtOnRbVaYrJ6sryV7MZwRJcpR7YsD+fbkRD1lgDefa+GHlFil1K8XJlS6i4FClpaK3LV+I14CRIjStjFtX1xoyKpaZYm99o2J0sAWS1GvjJVmtSdnXO1owcZVugb6ZqVuUkzI2072t825zcQcU2WB9kfSJ67/vb3eC+0/ojySYaks+X23IOp/EAqnN7bOwwYNWvysg4s3cpr3SpbjvfAyL7su+mF3HsZiDainCMjmNqDxBUZb36NjJm1aMPKsQPwGhSVaSsy67k9wlDJfGCEiIOTOfdHVCuTfkXSmtORQ//ceHZ/mFRGsqyd2EFspDFncRZQbwkRKV7MCQyFlMqcW5EzByMUIHAQoEByFFQil7ZKqrRsmrF6qdfXThkwatbkCR1bqsxbFXltWMcYceIhQuDYr0Q+7oVceHhKjN1UuAnOcALtJHxZwY/rNN0lrM+yuiwxNrssHHLMWc4XH8fJ3ZLLlQ0Dz11ur59+SR6Aj0sFTYQoIeLPz79E70byro/7L6ClX2qOYb4Dfo9955HtDri4YDmEn6KXvNkABg/V1udx1w0KzPSsawRHZxx36FxhuegP+fCQ9dxnfNewmSH3gXRO78odQ29Y6WnVpzZ4R9FrlS59K9I7c6aMPAP1Fk89rZ2alidSL0yCm1JFX9z/ZuvUt+hVEF4FsuVG93Q8RiC2nNTpUCLTrGXIsNZekUwnX/dYhUa1X4vnA2U+pV3haPvwtKspXtoie6JIlju1X5Uq21orsvq5MO0UbyH8uR/tY/q2y/qMnppYd6269HFbxopUokq+R+2y+tVT19TUMkO6V16bM2v8ctGwoBc/9ktkA39+6j2AbT26NzB76OAlWA5hPud3ib0ZCm8K6fm+a+EnTxEQ7gruw6/zo+dvUTbYCZsxsfumzcmiX53TYMJd1u5g4zkyjecfZpL/lAnNu2lTFq1ZNnfp+ZutqW/RqyI8fRMHYHkjh4RASFGvCC4CWNE/eSRiEQ/FyEJmxCSCFGhSIX2xfj09aWG8axBsYXF9HodvP9d6wknE+pEF83siacVJjAypSB7UMAYIdxAU4PWIGcZMmlGPLHRrbJaMd47EPrnwWESUT0L4PfMlSRGP3MgiYyolJZr16lD3ZdIs3hLzerB1At4VRoibLOXlZMGeIa2WL1euDfKK5D3NEbX6TRjWecxGzmK5G7ZrYw9IjtK5m8UNzImYhvSrx4hRCX50UEcXpDMrmbRm35algz56FqzlggCufSwRM2nwRRixoEPteSGxi3p4RBcu8yC5GYAeYEF9fJVYtw9fLkhKiXcoN6EWo7GCLUKCLGF8V1ItDecpXjWMAG2Z2qbVojTmCaKAsAu91iEo3lLkep/WJXvnF5VlX5Usp07fNaluyBo12kWvSFPzKSpKhkK5ki6HQHl0Udtm69S8DWT9acj4ItbtWDJT03W4etxEF+djL7PiLpAPl6PTAtDfxh6jkGIDw3ILk2EOPCQrgixgoKj6YfHjr7RXhOgkyj75oshXaQc8dhZq1TEjOi13LQ5bzksRLJIv99ZI7OqRHlskTpus0XfjhnUfObGzKGiZ1Cjb07Km1K53EdMWjRnswlpbPQ5ii+35I1tx6MqZ3eMsdhbXfZA3D73TK4gL0LkQV0DoMKNE3GdwLoZIfME3YH1AhoscEYyL9cvRKAX9JnYeJ1g2uxbvI0hs3VChSYF0uURv9bBQ9nHfE9Li44pFwFhRgMmjmJY9BbDeybDyXcL49uiYRJIBX2R9JrSoPifGLO88Od9JdjM/Nm1tnCnQ/lweK7LC3nC1BzUf6PQOcVe/DRlfTut2LJmp9zp02BuvSOcTeleAWKkSRF3s1vZ44C2kw8DsiMlNsu7GHySoViQYfiygzVuiRAs3eKXZZXcXlgZdWlV/sVtT3vt6XYG8ttphESlG4iKvWJU8GdVZjRrbX/rbQS0+Ncq6mB8Pdj9+WA3xLYVoog59ErX7704a6XJWpBpNyhR0aHX81sGKFalvpu4e89uODfMXXwo4uJNPeym3Lvfm2FN620BdfDKCIZXGhvbcHaOSPDNJMt2cjB24dvfoS4EXYyNrlPerC7ZmYY8ftmOHLrqjAVKYMPqC2+fMYfjrzKNdL49s1g9bcujGuZ3LyNoeD72FFAnMgZjehF0aX0hQrUgw/FhAy71EiRZu8EqzRaUFijwNyqQubhSgK0lG+4bLBub7aczxec+jjgifj9JBfL357POkS9IlbUgYAAxn3CjQ8xEjDCbMqkUknRpdFox2trSdOXNfpEixgvk+v0knRjzlRKT0qZAu1qRHu9ovE2bpLSPT+uNcj9/7FUQSGzKUlvPM2TGg2bL13vsGWmC92E2RakqfcUM6jpnISEtdv3as7x/Sh+nMdQ81IE6C0Tc8PEek8aJMVFGJZGakJ6zas2nxgEZHYims8IPtI2lRkaKwSIbMaVPt+bJlW/fiXmf2vfR1DYoeYoI8vkgHUgCeLBOX4qJFsQk0DIkF5yKLkyGEtyQLvnrSkiXVodFQYJpACgy9QDUHENJbxoj1F7tekvfzjZY58hQ3Ex36Napq8Box0gUs/Pbre0SLbDoK5Eh8OQDLoiLVtOno0LT15frSoLFFWrNt0XRN1sHq6ToqnY2dnCWEAN6cjw4Lgt24h2hv3wHByJvQjQFD3CmxYGDGiQ7lGSXPF5ukYpLIJMjHylIoT+qhEBtJtdpiSFtZzcWG04oUJIIPRKtXzOopLSYlTKt8g35jhnQd2bGR8lsq1Uo7pTYebXqW0pQFPw10XlZXT39j0tZsyP924NKpneM0NtJV7+XVfW/1CuRCNC6CI0DvMKFA1CdwLCbhuMQ7IH1EgoMMIfSLMQVQKzK0zBcH5s2m4UkCRBdZmQZ5UoUt3dWTuSIZjaCGl+RYUqBxRfUTr+f7sYS1woE9voA7XK5y2nyUBTYMPj5IlSC2iitL1ieRQUbfampTFd3XwgWYpxje3yXiWMhVCRqU9jeFXjJhtQgH/jy9b/EKXT2i4ouYqVVUaPJDj/a9un4JR4K0frFvvnSElhxVGpaizagfujuxfq0ec/HF0iwqZqw6svd1cz4gbffgOnew1+P+p+cfAErCt9BjqL2RwH3uxDF4a2LzSlxzHnfoZsDciHR5jMPkZkAQvyRChWSfK6CJBWwR/BRIEen1Ul09tI6Svezk/L/R32FwzFxY4S8Bjv9mIbwvZpCB+DYOU3zUaK4beiyZMHyeWc/u0f+1Hw1H+q9Eges1nBG63idjjqBrCdEm6B0kicqZCrltckQ7GbFcJAdBvLnWakWunmK9UsK4HnHg5aMwARdB78UdLVKaKXkyt3ZVUapQt4gWw/p11mBNrB4zR4uFsaoyZc+HO5eL1+sFVhdhO8oQj6j9USvhSZW1buSpUqrgae+4+qpHc7UH5iwwQeuTlNmkrD1maD0yVo8WW582LHDfG9RWdWKX7pbjZWPzIKqhnN1VhPwg4xdUM1z13bgVC6a/lADsDZfuLcerMHdQXsWo17aces0aN1iW9dvv/vGKtDv8PBhRauCkLz8XwXPtjQ7PkJ85tz9VtsOZ+4rwFSNC0HO3KoH3SOUXmXNWdehq/1z0GXc/8vjDoqjlqFW+wYbQnDr1L2LYkhnjTwxDWOc9tvnF/hDV4CLHgh7Nxat9Lo77Nk7tTfsJnvLoNVtLrJa0KKwIFUZ0aWxdBJgv8/kMYP3q7FqpVqGvLAuAA8rJpVbr2DvSZe/k1d1PTnggKsSkIgQAIceJCW0vjX8xiW5IUvPCuxsALxLBgXaRMAIojhfvdigAGXl1YkHONewPD6F1Q4IGJbJFiN7qYXy8MJ+AGm+hEsSK2sioANvDlvMnggUi1g1KrfF5gkTUBzG+SBX/zHHs23GN4uNF+RTW5CnTqkH1UXt8Fs3tOPp07K6aIRs3s4glB7attX+drR5Xx4vbGasZMmXDb/PH8/HZGxQ+hPABljfu1BAMMjQrgoEALqw9WGLEKu0VIT+XNaduB2QESJenGpWTs9CqvpnSL7prfThyWwpvH4UJKI7ErR7JJ4v0IasjRI0DM+ir18vVEeDRVbDO0MCY6DWTA0MjQLkakKfLmtmvDI3AVi2H+nCpb30OQ/U/h3qu9FMTlGnKj+icf1gpnOy3DgtEwHnLaryfAKGLFCVFvJjCV6bMzxxFTj+ANDQqGp29RJ3r00AjHifJVtHUKfarqnsYs6yu2fPjwaVFK2QxRcal6KlRLtfou25te2V98Ue81GZdX2V1mBYfleqXUqsR33V1fE2a7GytSIuzoDxtxaHdr3/mA+Vt9e915u9ei3eTnn6gUJr49tBiqLyPGM5zOx69t+axesuDzVm8A9dXEDd5i+/hwOAGGIJXYqFEvM+U6RIzzkXiI0+ScK+WCpVq1oqkO8/Kd4NsgLgwgC+SBnxVmXwbskAoX6n3VMCBZ50sSJ4U0aeJRrnq/5q7a+p9g7w17vAX/rhDDdYIeClPvLKmTHYbH6WVDFks8uwF8vK+litCRGNKzG/xz+Mo+3rig1D+rwLefT7yGcnNOHJlbK1qhShX20JrNqRPR/XXuPFOsyLNj2U1E3a8IThfVikBVSn0asYCY6pH7g+a+CdFZuORq1KJ/NPOsbrq3FT1cd+geE0skucPdfUxXVMMaOVI2vy0ZkF73uDW6sfPP7frpOeNxUMghnx2VSfgJ1Jeopyh6v3G/DZv6ksxwL3h07wv21tB7kfHVz7qtC7n9ZgxZqDMa9lyN7wib2f4+DiJUKVA6sB1jW9pawx4Zgz2RnWb4QSxIvmIFi6wOxIvvim1ImXMafUDl1ek2k/Vb49cfqTCllmNsg0yxKbUoW+RhiyaNlb0tbZ62uKlvSGsjYMMMyjqy1+Ks2PfcDDcNQK49xeN6JAivyIrM6RDvXlitnqyqkm2U6IpUDF/qceXGs2Rl/L+9VZe3P7kmA9IRTCoTPgAIsOBEU3/GR++ihwilWQ/8916UHgJIWyoF0cWSH7se7TbdxBDbrBTLbaHm2DZIE6dIpm6LV26NYJRzdj+tbxKiHgxIrcbC7Q5bDh9urEgt9zglNreT6DweiNalhRxzVxffW0RilrGLqidW0q1qFd11ByP1NT2q1f77qw9mMZML9Kiv7astm+dOu1lrUj/52ftQb+sWzZ3PB2Pt5D5CJgPMbnJdm38QYp6RaLHD4alf5co0Up5RZKbf7VP/L8CjfCt9uOhfDKSZvXMhN5GM0Kr5MB1kbx8EMq/2Ouzz02qFSltSOsToMKOCd3FwECj7vsC258yqi9ybdDI1SlRX5F0WDFl0JZlvzw5133cD9tie+dHUqJN+1W/Qf6utH7k0gmzaDHQy+MSamZBEILLmovPXUafhypzSUa9C8EyaTIuAZeliwIuD3YnCaLAxeWy4uJxeeRyy8XmYtCkQZNGiaLXRe55+1AmZ+R42mI0aFNlqHnr5apxRiROXrkHUCnzXKfmRw2B0IUjMvFEnfl6Pn/wwyw3WdELRYSrgqSevUfEy+N9mXjrdWlWN2eV7mDzBFOwZwC9YQli6aJ3ucuRzR7ZnrQI9VpVGuzT1bNqeiuaJqZItkKdDi8e1QXdIvwA3tCc6JLI77oVUvg7/trZGAHyiBBWCqeEgqQ0akvEPSOnoGKvA//t5BB0hXXuHxatvzJJxC0U04MJxG3NzfdQJA8lGrWrNvxHt4DbUu/6mwfvqhTb5bYyz6PbP9lqIEBv2CexRdFfdSeouDE2/N+IgLhFEAv5U1xRQpq0JJPayCoq07Cf7qOOYKjBTCFa9VA54dD21+Yszs7VVSiCeLl67qMgQnlwtXOcYvxEaLsidv9gJeHeP3gp+P+QRQDAvIhf6I9IEA1+a36+TZFdMXJj4JXg4WEjgBgW/AJ+S3ID8HtwoMNT4OfyW/Hz+D3yu+VnC164qXBT8a4iDw1ZigSIZrRyFcVnSjVoVa37/KjlItxyMMLIjy3WQ1+y3/RdmX2btYd4/vn3vbSgN8xAylTSxrspxaPjKIeeBZk/V1F9t0KFNoUVKW7mFBct27L2SC8J/Qx6Q7givCSM7sGvEZsk3NUIqlGMDHU6lJiesccYquMhlWg9TGaA/bW24zEW4VSKS2ikEcKNTqg6f53nTL5uw41XKRLhqiCppwopXh3vq8Rbo0HSYTAEBkT+tRnZ9MWr5cwQvLH+EArB+NdlLdB3+XoNk4C5LUPatwx2BcfSowl8UHmTBQLdT1dZL/vo3uZt4wPQ0Bt2SypD8rF3OaoFo0BZa9Gpzwuv+3SNrpq+SKYPU6RaoU6HFwZegw1eEHptbEdQ8F5/y4tBUkP4rCou+WV7M0jBdcp+nnEkRin9AdJxQBDfN0omXefvHJkF2jHL0ENSsCOWglgKiWNPUZDJIAqDnpIaWNDA6mANsdbYw1hTbAOLMg6xx9hjhQG4YbtBZaRqUj2Js3M/qWUIoRuFHBRyiIylYoLzMwdIA6xL2KuId8sDqfLOUdJDPFZgYvFMkWZ8HAkGZB6/kNw2Mjm4USO27atHm28dGANGOy3zlsxaP3+RfuGRXho8wG3sGumf3WEyBwj7JdRRw8GN8NJQoIbnRLYnzzzBE6IYGep0KDE9CfMMT8ZDJ3zcNxKdJwX54WWA81/vme+U5v96SxwFEhjPUBYDVAY81zx9ezG6mMRjbDBHMGYYZxo8TWEY18SFMUr+VdvRBkmA8TAhRmMiDMYC8knyNJx1PnXTSOC6fdQKfaLErhNZ8qRK6OsqVNhqr4iyAYczDNjw/YoVC4AWzuznAN9AOScKTlbG7xruNRq1r4gx0wb1tnUtrh7bJ4u16a/r8tOcXwY3fOMOjgNnvbYH13u57jU3kB/RvRSU6EoM3HO9jjkx+BILzvlbt+3CgxvHX+AbJPXqwZTeFkmwTk7cF+mjeKH8KrXSpLWwFDaHrZqgUAzYMKN1sHMAwG8gJwaRmA/Efq0LHOGiV8QX36SKfwKMoSTh0ZBYVA2WMaAiRosC3sX5u2NoFKyfCwjMWzKd5iNEfDlUaYGTeaIRMPoND8vGwuSVQbfpPnZXC+oUjmcbI9W3zXp/afuRMJjGzS7SX2c2/W7Pulk9oVDjA3na6GfCgHmbVvy6VGzcfmJx0ku5c7ntGp5zowggqpaCHG0JgX06NzAmB09ywT7eDQghYkTyvzi/XnyjSNnuRkAuMreQLucpUbmIDr2a1VVsta8ek40euBuBcjpjdrNFvT3CdXQMCCUXEp8+LFDOGzTboPRo0FsnHLiyYtKl5cWrYV4RAbPVsObItXN7X5AY2BsOjZrg+pBw9zGJatBjW5GkwAnjadxSp15Tr0h6k5WUokidCnmHIAcAfAO1JHUl953bfcPwmDC7InYd2bDcl3WxejwlF/8HYgIocJEjgnEgCzIgCCmWEMDaNE2kiRr9IgSI4cJa+iWzeqifLhSHs4mFIGlieC7O7VNoLlSqKXo0t4bOOZmzWYQnP64cq7MiVo/oZhExJjpHFwfQAJCLuY7EAIHewDa+nH08vNM95TdCfawfchRKE1/jVaGibaxI9WN/ypKHEH5cLg4MIOp08alJR4akHdeUkwqULaJDnyY1TV5Dq8fM6WJ8cpoyFKtV4duxgvCOpVPrXzvWNfVgnLnugQYkhBh9w8OzvQkvxaBKLUjmR1OPcQumDV++LwJNLVgKK/xge6VJRKQoLMKQOW2q/bNsVw/31MJ5Dpt2v14+vnlrpz98UyeL4EYiVuRGaklIabIXUa1RqfyCVvvqMZha9A6OKaAjRYcKwTGWOovpLsqaxc3UspX+Ol3E6wCF8d7Vk70FXdiDxGcL3BFo4SZJiRyRi/PLqbcWOp++rjP0nr3uzGPFfjl8BHLnUucVKayfvCI+jKfOV+isUHePPrpBBFGXvNd8N6DueNCEPJFi1kmZcqWI78sqUNAqr8ilAwoHeqx4cWL8YsgBvYGzT8o/Ucrv1d9rNGhbkX6aMqCnLWvBQrdqRVqdvvqdRs2aNHBR2NjfE+m0V3bvqkvuy9kAfoLm5UThXYmAc67VZ0pMvAmJY/brbzl37/rr0XygPLXqmgndLZzIKjlC1Eo+iBPCt5IrVWoLjoJms1USyZs+a6Y0DzYOCPQN7Mi4JXhz2y/1A0aYjytSlq9SxD1RjLE44ak+IVUOpjFCEKFBDvcyj9A3fJ+lvsu57iDV2/sIElsnq9CkQLqU6yS9WnhFMh56PQnKNO0hf+RvUF5dW63nl9YfiQbSmJlF3r5Tfyy3e127viJTE2Rq02NHP/2Rncv+cX9nJ/O1fGN7CXt23H/XrX/bttFTbmQBAumlRIamBMA6nRoxJCfupMQ2Xo3cBIsWwe/ySMU15ORmIEfGFtTLTsUqFrldjya1FV1tq+eJhjwysnpGbOcf7fVRQW/XOIJJSfzTmwXJeoNnGis+6nSrCHvvWTLu4vLk2VBWJP/ZbLzq0JUzu1/ejM7bRaU24VATYm7Th2SUA4q1lJCkQAh3Py81ajWBSXXZmcmSS6Fa5XIPAQ4I9A3czGdnUn/u7hoPjXEzK9KOQ+uW+mznzvvoFelmwCaIDAcZQugH0ulI4GIaPsxSuyQHFehS4icKhqVQkSZdtVqR4MPRnJkAKaK4LyhoAPmmpFwN06Wx1fWckhnrRfLg6z2Haq/w1dPHphw+xnoOXIYBDQi+mOm5MyDgN4i17zn5cvd+Oqf5jhAf6otsBVLF1WiVK28rWltH7T61yLpbMF/OL/YMMPJUpNgmHukS9+fm2ZavdJHa9WpU3aQ1aLDTtSKNTXbzdEVqlPt6/EbFnRZPW/vatqaxf8epq/7VAIUIel9x/2xrjptiokxJxPO9ebcx86YMHXSpkZjLWfhw7t/NhUWS/CIZMKNFpRvLhk0RBVEn9kHznfLPo/9ODp/USEGNuGJE9E2NP1J9WUpVGpT49gSaYluqp4GU1DPYpoiGxDuU8I+fqZGmuoBVC5ux9abtO1mklwEIkzuXT7bWaMIeQnQm4Qx/ay4SFMkSvlxRai1J+9PHNQNvdnqnH0t2y8lbAATnOq3LQhvrFTlqPPR8hMwf2u2jtx7x+YJ1Keqa6rxYffTrg5/tcJLdW0h2z8Nt9iaP6+zyyS0ASq58S4AKffHO+1kOr01WiGTALp+VP0tpQU5tluXJ2g36R6lM9SI36NeltS2rc/U81pKnplv/XIs+PTouYa6bb8m/uyE7Nva03td06nKRb68gM0S6/+k5r8ds5kEcMwgSzqrelFlLvvj0JczFWxRnvTvD5B3Z/RzGS3g5SdKiQr7Uy4BBzbwi2QzT/VDsRAngPqTuR5KvsmlQ3ud69smI+SLZ8OTKsVcrePUUfC9FzIN+3f9higAM/Svxu0s/PyxduSaddB0R0WfxzwQnJFmSFKnSptEy27eYLCbS/mn8WZVmbY/f7DfysyjXuOZ0FuJsLZSF79i3B45Acb2CFDfluN8ke7qYVZyVFc2tt6e7L9szuZfvrJK3cuVR91ZuO22fN73NfboNm/Demx7G/GL++VZenJPPj3O+fmdze+5yIUbOPkvPa+YIqM99Xt1/MkUQeBqKS2IkuOL6WTch5Xnef5a3Xwf/WP5iJPcXnk0ex/9Y7Fl5K/99/n+L4Rx/OOs5npCaE8SEhwItYqxn4aTsw8z3IMOmdLJAsWrlnn95YxZvqf2s3jOD3Ak/PDbGTHcR2w6sua7EOnPWN7z1gS37kGJRpU+L5WHyMJJdnS8E590zSUveAhoqsRJEyTq/T7rxMBc+yHkzNOmlPmOGTB15D5Gr2yCtGvbapAbp0t8hmTJvzMa5OWn6YT54kHdmd9JXS/74aedCbN/tRP67MkQyuEhgeH3rOxAxgw3uMkOMFCH8ZyYC4/ShHwtwTlN6nfrZA4SNfN2xH77jVvPHwpISbwkkQjBEEK9ucvowyaACXU78RMGw9HJJk66aVyT4PD58O0ALxIb2+Pbw4RIEjzJpqYwO1eaZJp/YcS+yFHmiBCqwbFdPuo+SxohP02fhEBsml48mzpe8w+gx8y8b5rTqMVx5rkgRogXzq95KWj1nPMrJYzrNmStvHi5c+heJdu2W83j+V4n8r+7327rHm6XSgFG9On7znstL89KjPDtB00JckyRO5PH2MfJW93FsX1KXx42HXmhQLRELoK8806a5n5gpn2SSyZm+67FCebIPyafIjGUrXNh23bS2iJBcZHU6lMi1aTmtnqyfJLPpnK7VpleXFxfiy/2aSiPb3wRYwcR++w/vno8+r5sWrcmZv/14LjzZvOv5/66Pe/l48q2/NG+MqceVJ8gGu6YDTNdxCds14DuTF657SZQgSbJUKZ5wT2vc+68xs4J23bLd08xcqa9ux7zOzy3Yd3giva/H5SGowmrQ4etjw+2zJNnSK76yF3PFk1w88u+ZsHGQvaO7lIPao1ZT2692P2pIm44eEx3JzshiN7Fa0zJvb86fnDuq7emFrEeW7AbkV7/5SLF8xel8ltFnOtmd109bfJY8uPAT4pOo8/7ppM+m3M+kjI1ihS9siBVigAjuQf4cmeagf5Y5T7/3FJ+zEF7iZKiCn0HvHXueTJ4l/Yl6HylOojtuXMjfXeK7fHC1d17R++zTaSbvPQuVqtWg0m7Rfko3ml/nq1fZPXKNvbSHwnPlMjCSyyHYG+7R+fLPK/HehcWrRpX6tqDPiC7vnm6LT517tnheNjdei/uhuSRE3CWXg6sLOfnz+sId7gdfZ1iGh32KMtUKNT9HX9cvPL9cyB0z+fqNWZ999PtCjiy+yh+fgTSscSPdxubzf9NHw02wlcuYYKd+gy+eorEUHOPG/iv5i0s8YY9jIxo0DCzk0U8BiKa4Mcn4jH3EAn/Xyf89+ufkyfDHdp89o1lDEDgcf0yRNkN6v2jECAR6A1981v/PPOVnYVsjsihCRAkWkNFgQPYLwVpsi0nwc4l7qL6eFBMubOiOONfZG/6vF/maZO6l/pj5UKK+IpmxZkincovEoR5ekd6P6h+zZu80R0cvjRz4fi0FlduyKIsR1fNu4pHm1lLO9Uy2+yVKyeq5bilXDjlOEiBMEL8LeeNyLK82VhLFXg83pifc6B2keiDPY9nniUZhPEtjWTnExoXvvl/Olrj94t7YfyHKzGpjR9jspuUn02kui4wkVACftq1IkY2pFVnS9C3vNmzWa+OXKArmlr6/sP0J/Vn+Y9fGN57tTU9EG4Yrn3FiORviQqtZfOXjvrH2eDO6jRjQezECILOSFT8TGKSWG5uIa4pe94smU8ccZHW+jjusHm4E0OnVL8zH+Duf/fLdwlHAAfQNc+PTa5Vf7q/GaSPU5RX5NTekiH/+jd9d9Zy5kh+90iW248jlAAv8kbeKXNRyq1G+eZINqUXnIveaNmbwKZB8t/L8aSV/HfGkMGlqlMgd1RxAN/Z99e+vdb/t7ZY33XpMqzIzwfKC49RJiq1n6bWsMAeS+kwdYsPiQnYcS+TJzQzgDJcr7YuxY87WE258UIUKPL0bl5J5JfGQGRCtQRU8Tjwnvw+Prue8PunCneQD9jby2LKvjLdAd1deC1GqVoNK/a83xyDReYKfC901nExlUFjjEgReLWnwOSCa31XXkPdWF4Z093jSJJmwrJ2cdMpRxHM6eW4991mXe8xM8oN53y1YvrCxg/+6PLgRckXEXknGSqykpssDOW57dm4kc9dz5Vouma3k7kAsZIHH/oWNHfaGu36xuxdlea9ufa7kKmgZGrWp0d+m1a2705j+bZSPc2X7bMKw2R+v1wV57nNh7Qf33Ok/9sdGt9k4N8Ri9HhP/jSH2yAxQxYcobQYKUrkaF9oBtVUauzflP38tu9zAVBLgQUbJiWCxN6h3XLAF1+80r6pv/4NBt1uSPyULrDCc+eAew08O2rYG272YvMXLdU9aeNfY932invshl1eY8RwKhgLXs5kL8vEZ6+xKkOWTOhe8Oxga5QfqT2c2W//9Dkj8ljkwSL482nQihI1iYZEMftyOqzFSpXo6istYspzXdfbaRUEWe5fMxqPUk9bgEdK1KtRccb90pTO1tRDFYSKGk+v9RxcPyD2sbQhByDNkG993mHQfW+sM5395HrWbJRoUqeyL1frqrnLkF/NcLrfuA9mTH9RvlSmUd1rP909ZGyWbBxZZCeRuDjd8eXNu/7FvyHsWePXZc4fPyxcbgusG/LWk86Euet+Ls08OPCuCBKkQJpYvy6V1bOGKevMcvqbFbu2bBySHEBvmIG5sZmF9xnioO04wn5F7swD0bniljfvUr0iDxr2OMiMmxgh/BfahmQmZa+vRxSzGmdFQzXLfbTtZ8KaeRvk4GLaZ/Lo23RDGoHHl4tLzeTytrEOs+u5fLnoy7L0M9x84mWW6Y7HnqlS0iirX8y6LstaJtE8Rppbsty7rEOPTTn/KDbl2tMpW2HmVo26vDJmsGcwvZg/mfK7cc1e4MFbAL8tBODr8dX3HxkM4tfYunlw9rd5T2e95Y2REDN4sJ/hWYL1sBBAUtaicy0bKU6SG1IPeSuyyqFhyQbnnayOlS0Ys3WEkxN9gLOLOckqvziPs9nyFKpQcnhbU049gqzyqLMmG27liWKkuSXLvdbj8WIutuT8acu+0KXXsP4LPwcVlly75htqDF0d9++tlvOQV8a99sm7TuPrYv5u+bhv7EN2BvMWrFi+0BzfMrlxvd8Bs1vn5wbEB+Kx4CGAg9h5XEQon1K5Dx5+2djmfNuHD3Dm+8/mDNi2BSAnSvshA3uzan69d8A+Hn2tE3VqITZMHTjFJxzK57Hch/4CYrkPdhpcrYQxRHOy3we/LfL6c8tCZ3vvkf/7hsweiEMwoqQI4j298/L2rGHLKkPLU0S4JkrIpe8SHVs2qPFlwXjH5W3TEfaL/CKSc5ybtLx5T5BdEOq+mU9rGR7L+Xp3PlA20qnrnakdbn8uLVrunIbu6o/rFtaeUfas+5ku4aqMexLtY9yS5b60i/0QHtty/mexrcL7vHytNGpdkQeNeaXrWZiftj1/suV3U5kv1aB52w9RLS8UQ3uO7N7LHc/j1RZojT6T3ixy1qIvPu1nCH6sH8N71+/XJwxSbSk1daYMaB5iVyqTqZKoU9pf7XWSIdNFZs2ZvcP9vs47X7fiVjJ73f532RomT4Shu4hdwe4Jg3hKuEQR9lpeKslTWWQNRgzodHOZMx8bJxuHX+kT4P88VsNZZMP0QonwFiIJ1yEBkaLM6/FW8wQJVwUK1GkxpHdSW0bFf23eB7O+jWwF4uqrOQ1pY4jxy0DPCSdyp57FWaRtVbyYLqLWW4KEixF12hUTnPmmI6fOieIRjs7x5PaFeqUsuJfkkoR9z/maXHO7aZLhkRL5Z5Zz5dWs+ars+eQ7P1asQqPaY1yA11qcOx158PQu9jp52ph3Pvnu60kp/nLmf468NiFFmghR4kUfuw5dh7wQkxcM4jmTiuxeQaIIpMjToHKmFbXd2ciV9edu8aYMOYrkXygbuYUsbaXUqtzWExqkQXPbZciEbu/OG63XxUNjFj4XP87d1oPvWe33cTL7UD94ARLsDdd5tVdXDXvP3P2kTJrpJ/ywYsFubdbmqhnLAZQuNofdn+DExVnkCy8Ad7ec0sArTOBeLEamSNFNkBvuSvXo/FHMdOciV86b38U1m5uu9J+i8w9lFfTB37dy9xpXwz1jImyxFp3txagpgz6Wdc2smr+58pfhLPMiECdC+vjlRl77/OfarT8sX0ZkgpiwEyCCh1yVTXIxq3uy8uwpa9J1gAHTQ9uLrP9p5DHPvWXZZtg43BM4w4UT8tO27O55HuiVU+Zw+TgHZ53icoR5Ux75Ge1J4N6tnGqpbvYeHsmTpfzpWS7yPDd4cs34lKkCRQgVf6E4okoZfSUNIL2cvA/+ceu5J3PdzFfkiYfPZ62yUrOq9HG/o7bWDZ6e9vpe/fW9s/3kZ3MdUWeNP6vvuI9FreVX7ecQ6GmfdRjyxqSxV4cxHKJhlvlU+vS/G0ihxVbiDT9aeTzRHGy2WjzIne29BvTuL+XRNGVmkT9atuRLl9aq1dn0bNrZf8o/2/qmT4L/5d9LFwe8IUGMZQMXto0lQf4kTGKRZWlSo1Smpbd63u/Lpq9sSbCLiyunLEIoH1+4rpUJVPSQIrqt/CskNVqLTJ8dC8Y9uI6tnjlel50dB//HnObJ1YXD15/ygIZIhJAtUr2SYiUtcrps992uxMpdPT/z5ZJRqMpQoUuT+sXDYFBJo+1KgRkO7V8CT4fVXv3fo7Afp+p5Z57/W8TK//XmIR79Z4hrjyzCd14PAWjiEcwfIggZdsURr+d5XRa4K/39Dj9RDUOsZHfdaN3KktWCs5TlTpt/k259xg1f9Ch47cuzx5wv/zj9qwt+Xvfb1tAFM8FOPQqx+wwiBDLPhFWDXHZVisRXj4gQBbHner061nGm29eBr8gjyOxDPFGs3DPPT9G96uq+ztPoPcUk8fm5MQKLCfv60MqjEC/cNIgGnKWu3DRSDpY/FW6pB1mbPnM2jJw4W6qHg7lj0MNFe1hHteeqxKKhap+xL2cA7A1Xdr2a6xpy70zw1tGqu/2YNmvUUl3WvPmusSJbHvfgZBRhAkVfrvUgMuj747cifo2lBE9Wrwf5jgxPFXqo+nxTLQvmF4H8fGary1Z2J9sGtn7McNC99uCerz49djoswyb6RuYtem/lZEiGP4N5O5A3BpcMmbHjx0384rFxegjfkBD7jYDsqZRelfb0aFAVjSrCkDE92mcEAvP6YVlHqm5z1dizhHB4rB9nftHa27pWb6M36uKNEGuWDl/EjUBsRbaHNkUyxS0DBrUyq5qwOcNZiiBpYvhewynwhEihqE44hXTsfT1eNwgZB4t18wlODrN9OtTPhp5fDPu4b+xc/RTbi0We5taLXJwpIIXl3ut8Q4FCvfrUw8Iij+jw/Ia7UiSUujJlTl4oz6MdWg+0qG0CUbRc+jHGQfeKwsu/qpWLb/1o1rGcR0zq97LJ66238zn02Yd9q57eMvbLSI7c+7EUBnm5q/hrdefW/+dm8EN4LWU+QuUE65lfF49mxUiWmbJ6kVrNGlQdgxzdU4vW/NKlqb2Gw4Tlcrbn7Ai7dq9zzo1HlAfiHqy/ahPeeW301cNxvuMjzef6e99Z2qZ7B9NvNvtb/g+WAul/5XnblzGmlIFsKeDjvkf3ZvT/r8gEXgrujeDU3q748329sCc4BL5PBbmeu5G4J7rLIbgHiZH4xHqM9m6m7uQmVMoiP3n6AxhCku9P8blZpOY2PlTJ+oft9kqnKM0ZBoR2A7O7VE0f/h23fDX8YjF8E2zvPPbg6ncXmCNKgQZ0qDY4I0dKr6kfHRSoH9TY+6t9tSbI6rOzJfQP+13Mclkxrji3DFjX0Q42ICsHb/vnPgDYxH+uEMB1Wb73rCq1jreaJAjYh37qJmeu741dpbTcRrF5Bc/A5rMhyYYgmKTAA9ORuN61U6fGeyexujNUkl51CwcGhmjuRr6kBhlVHwyr3Fj1ivia+nqmZB3vyNHG3pq/27TMN1NLD31wurm3hcw0xXZrVfYPJv/i8apuL/linqd2Vo1vPUWsRrbPwdWgZeB7SpM0jx/D3O+woGq2D/yVaqvqTrp37C/Lr4Ja8X83ciuQe0IJYBT8QF0h6O2NO2n4Esh9O8RTLgVWvAFb7a36e/VaPr3CpZcr6M1MQPH8eL9x9VSVHuOWO907qZT0JpTz/yHmSRBY/V65P7lhqwPMpfG7/xMjF1H/t0Pt46jutHqf8/i4w4nueZk2Hye7rwGmqj8NJ99u9LP870jsFrDsj1SNFTFvckwoMmT616kNiJOCFPsSvePgBb89TBzmlDkmNZsGckOIkNquVs//CEXMM1l9zus01GeHDmVh0h7ckA7SoZpyx9AEWwhxetYi+3jSZvPPYVm/a5L/2jSIjYO4kN/k2oyV7MbkuyjG/1N8Ne3hzs9mnMz0ihcoKK/VkRk8QdINiyjY64GiEqAQZT8I42Hq4uRATrP0BJYVIJttL/jKD3p7xAarxCikt4oIhW07JS4yUOn9dmQ+1xmC45MgMlr3I7KejJ2ODdlBSSTVoimJHgSEA9KNj9wp2LFhkGbdMoy/jk3tk6+r8BIGAQ9zkX02jgmL8RVIg/KnMI2Tko8gVn20ipJECbJHwY0Ax/BE6/+v3c6uQvGT8kqZ9Jo6UQEnOFs5WrohnR+bCPw4cj9XVW6VCt4lUyLJE6zkf90DLeoRDDpsnxQ41QIsLePvD5yDowBSiOJIaqDgZB4L+MOKUA7f6RIIHwQuRqUNWQAcgwgDbCGY23sYgZhbJtoI0yMNfg2BxqfnXkSDfSjsqIcHBJhpOAuNJhdFH0TSpQwGsjh6E5BDBrau/UBW3GjFWUvWTq0NksHs/WahLI0y5tLVIns94kEY7faBgSVQWj0neHXDflBjzUmb4OA+ykktx/dBUFmG/gTN7Hhw9ybwiAbUgFUX22+HZRSrtZEIeD89rAGC7Wktd5l1MbCY3eX7ueks72UZe1orLAHVqmBjQFgcEEzYSqP/U6ADy92z+ODz+b/h8fgURIhVKhAIBCIxtAeASCT2l0x6o5lpDmuYaXo07Q8poTVYfSnwfAdWomMSsSfHZ4K3de2rASLHDBgQOEBWGQAfweF5OjjVQZNsFfF6vA5x1X5VALH/HttVpooDjopKSvMJEyZMXpidPR/ldbFieCQmTH55+yj8TRDEmrC2GDu1kZcxHx+JibjzHsRETFjim7I6v8bkDOdir1+hghXKoWH41/yI85cdRUkuHhaXWIG97z/AB1naBmAKeitZYd8rfztAPyhIW9iO5Er57Zo1xK8CYvWXFStn3Urpx9K6OuwonbrdedsFvWOi+Xin8qPyLrwv4TVnO3bXRZ/bMfDJXx3qBq+x0jSa+iFYa7+uuY6HXKhjZNmyr8UFxEoPx4AgtMmvgja7NWBd/F47Ldo3tsjKvzFcCGIiUC4H+Kz0tniMjWtp5Kz5MB0G7LJ2tDDo5pQG3NzuzhpuozrHvlINySrei/HJYlbffI2R1QFLjwawYqt/HUWjZO2q01F7oZ1R8oN5wNEUZlZWq4ZG8a8quc6ug8hPgsMnOwFxK7v1DTgS+mGU7CX70GVwkiwlaZSnXA28vKpeNazs2dQyor7KVIpCAYwPI6dUS2nVVdcUqaNP6XYTnPT82QzFn8QLX+n4/Iw3GG8sej6l/Vpm5+3RZ3zD7J/+n++7yTfZRmOwx9JGZ4NHIG/oLcOO7jb1YnmP+YTfNT2X7jGo/uK9w8M4hmwws2UXHz2pbiVqQ8K8uajRjNRgeDCmY+DeKEhBG2TAFxa412DLBkA21N8sjUeqDWiDEy4/fHSNPol3sRmt2BY10BQ1jAvQywVEJOaccExxFs7BPBy+l5WYGkegFsSBgXAdMrxTRyNSYB124vtDjMNCgANCGbyIGtoh0q1C2KmjYS0sOpS+He4vF9q53hnupDvZDh5TJZCBndZ+7hWww2FAJKHpe1QZ8bNuQzn6m0fxsRIhxxXcKspqzXApetcdaY1lQWxj/4QWgE32aiEXE2awRl1CAmuEhD2sEdwq1vzrVceTFtbPHonh8OSKqSt3JaTueF39AYCHAiqqNELipOoFj2TejKwY1RiVubBnvZsMzkZ9r2UOpT46gvpSfkCGDBkyKqiggsoFCLZeIYSQiTwhhJABIRhFfHSY9PbAglVorDyVL3KA3TQE1bZn3Er+a9oqT+069gNYg9r+52/CD6gwMagS54/+xwsAAAAAY4wxxvgRp+9MIL27Eq+ZgCL7OEx+dPx3/5/g3FVLK/5ireGoMQFD8MEW0Ui+s5jyeG8EyAH4URnrykn0CzOdlqcy6LuhAxCAxv7X+nSogRy/uoQhPA9oc8zTvQQ1o4D+mpRdJG2QM2j4fPvCVb9su2qckpL3nuJ2/u+MWnsTH447CyNRAAihf9XGJYLsLxdnZm6dHK3tqaCeHAeTcH3aLEiWzDTGsPZhLaphECH0IS5ofkJYiPSIAEFhJQkA1nIxiOFtHxFHBQYcYeAjJVAiep9WDBiSzFFlnPKVVoXxF3C9gtRAf2lx3TA9XiIzApqMXMRZlviO7B+ofqXvmijCm1VugpcRKS6jmYmNw9bu9egbP9DIuw38M1wjyMzFZ0fRkGgFCH8rYfOcEvTom6Bw67fk4wYz3wH98KAmF6hQrwSIFbC8TsqxM4Eqgsw6sBUDAEBk4tRWd1sPf73IF+8gQ5AeMvrOyAAf2nuJxqw7DfzqlOa3X/RrakAJGKEieqEMirZPdNPZZeDjWYMyvyGm3TmQSTlXJW7BQ4aDCutQ2wDKAT6XGPrXHZdWGDdd7WvzTS3wQZJjLCsS0p08CFHQiDSqzzFFl2/ia4l5LTGFE3QwQF0TozNvYDEdIPYwKycqAwGKxWSMrcXWx0S/LD1f2po2HF8fpKB8LdEQklMdwZlIDeY2zH/bYIVYmh6oUcgZO03ZW7FvjSG3DWGtHqBKpZ4i7XpYkCHOIWZlmZK/5qe9QsHBCpjp51J+KmIinhLLCf0qQzckMy4u5TEskNDhOMG8iePwnziqrqDb4vQTdhlSgkolJGxRnwJs05gWAMhSqiWYbKKIsKEtlEG9dV3yY/vlmLeIyKRjzXy77oTiO8pgmPYJzjsR1DCGvKP5q473kgIhzsyGrP1YC6x7FWgxkJUrW91sjQrsQBw0MFOQCof/z4h6JzNBnC4TqZRZaIJShb2XzAWTCQGfLT+dRvOuisM2A3Kc4WF8+YDxAyga/dHUj4mU+XO6GaeBOAvZpKpV7h+7pKF7aujgfVQkhQLNuaNWQqE0Ls9wg+bI7oHHX+kQKPipwBndDgGNsgKG6MBPGIz1I43MkyiFZISgq0lPOFVqjDRM1cTh7hlUtg4ncZgfEDBuUMaXC9jhoU9JL3KwZ8aMK2+6KLib2FYOEm4mAUzCB5+D1kn+lkC5OMeAockvlJavkVbDP+LFOAQIAhDEfL41vddLGGADrzsH86Sbi62951jFDNFT4QZSaW+BJubeTgF7yfGBMzaw6SkhLdcLFah7CdI0koeAIFZoypiPc1JlkZn0SyOoZTUzEgNhobcYwO6RYdU1IuvGE6dhLkTfEjllsv8q8qfjheYiVYIQicROSOx6epKId/4EY5ouxwAGQqIOowZasoFXH/00BafX3CQDyn7y9X7hYJbsJfiUN1BweTQiL+zFVCNOI2BXk/lHPSba975xVcl6HeADxSskI9NnF/iFaGZvIP7LntaTkXX4on86Duv9MZlXfiFdlVubm4rI54/Xf3SGWS/HcRzHcRyuh+s4pfJMLE6YcECYntumX5DJu2kEy88ipJD9CBoaYtJ+h51KsyRRPUS92I+DZ8pMOV2MQlQZgHvpe0UTYI7vKhE4CVpaixDcIzis+vLM7KEaWpl2YHEnf3KU/ZjqWc/PZSiOBzB7YUdhkITMtEFRz49hDV5wjqIoBSRiJQ8LPiTq+zDWtE1z4cLFcKn961a4dEgjmvhO1C+y6kghKYji2iuQ00niBBm0ihK4IHb+2iogkmcsswZG22gao1QazQvC6uKSyiQrLj+dYmiV1BenJ0sMGhdLFkkoRFIlTb+3c+F/PQVFT5wggTBC9D82+M4HMMt22DZz2kl3jk42tMzL7Pv6XFYkeLD7eiAT8xFCc5gLbXqO3rscBO/kza0j12HP41e40YMRztoWGAiGC70QDuxJG3EMqqPoPyWGE+NpJu83tbz80zydaAbbF8rL8dDFGZg37wNKr+OeksrwNoshs44jvMBDOLD7FiKO6NdikYh5ZUYL60qz0+GhOz2I4dWKIG5r1WlGc6uYWRtfMQ+OI0zRqDDsyoXoaaxkDUaGIr9JZkAq7i+4/mqqogmEJf8IDvzNlTnzeKWJlGiK1Lr90/Q1pyBSlKUBlfbPfPIH6AhcoQnJL+5zKKDHP4YUo/QIpVE3xeA45X14Rq6fmsggREDpICCvn4BoZzyluxcS40yyJpacHOfoSO4CIQ3qCcEvEM+URShTKmLtmf8FK1Ft59jno6Q+0Uo7210y8RqQDdKdkMNjrjJLjEk/7y7FF9bgsUo9xh4+DqVtWpqz4zX8v2Qj7GObWRDJGrvbKWMju2OYAfLG8JIQGNY0alHC9vJnxebQXbehKQ6bUQ3aYaEGBlOqFS2+nUjio6Ngy39kS8gcusjZNihAdrsZQChw+rPPGRn8BMbJ0YoFlgEYYQgiKSDGNoB0+elcD6Zo6PoYxUHH603aRpA0sondKh2KrQuVOcWw2ZtQXSenUf30CFwWxOEODMkwRfHjciaXRtzZPYkELqYobApOMnexz1Cdo3AY3OaFaqlbEvJsRqN0mJeZrCzCyF6T9BgS2G2afArSyDCNScwkNC8ZW0I4R1UGVR5+wZbpynTqYGiaAZLAbmhH2zZTygFPO4MRF4apDoWDjfasFRDWZ8AQXH4aTUzVJ4tN3voWy+ptdL9FL4yEcbgQyAhNFWoJTE3a3iIWu+thsf5Zn+RtaWRghN7P/RtaubicQeNNmEMGtBX43iZhhhncwtInAKaQM5CJTMBig0w4ieMl7TsxlFHibBCrzhjMMYXnq3MoZcHMgehthsPwFFTGp8Qzoe9y8ZRAVZp5cmAWcVx8yRQHZGAWAfcMwXRjaFERkHG88HjNBCu30ZkvnnRPF0uxY9dmOMR+XWzSAceWFKbr7zFmKjLhFTNX2bDv2WKBzbB1OdfTRIocbBeCj7WMVm0J9kF8RsdeLGthgCyeEcLYxmIYjXKfuq7zYddkGNC/QZ6LiSR0J/WeH1gmU2QTOVT3zEDHIUYXUzjhRIsW+uihrQOG/ayB5s4JjlDHAB0c+hw/xjCbnEIGp8dOBwY3U6hBkHmC4OAy62efOloIS7FRtYRMym7AqRbpJEowT2glGAiWFgHrOyMoyNJFMdpGGUvUmvLTnimuEt4rLgS0PjbyfYelQ2+ILCFOnlDUvQg7dhDFi1VxujzXZ3JsdZHZIhrfEB8JphgMhIuhsmyAcybr0QOhKtVuNyUtmw12L/qi+Mp2DI7aUhidKaLr2EKa/9gKgACn8Ri90JEkdsnPOFsSzC4ugjr+7nr4EcZ7zvn7dm9Uvqwilt/heuMf4bJjZXD9sszLQPR+IKcLACJTfM+g4St8ILhuTkJE5N/i9027BGFKJvwdaA/iKgH8Bj+9jjoCcUO3l5HKy6C4Ik1PMoxnH+HTm5htcZo7SoMt5v0gJCjh3P/F7JKApeiFq06AG7+W/KnDfUDnuHxqcj+YHFSBGTHGJuE9CuW6MP34jtDhCmnNH+2FxFz1B03cTxSa4hBzbi/fQk93I4oBk8atZn427BIvFjy7x1P3K/QWdrWpSzRVrle9By+QdtfCL+rprUz/DOzyY/QFRueSp2pK/OA47IJQlrf7CV1YJM0YvY47bL5GBynqlSCAjBZs10XOuf2aFmFVldzTplkf3ya2Eg/ZAdp7N2iNAEpCijDuN8xYbl4bomDTQoFCpHLM5K4xqgIyuZQApcpRXJDmTRIxKfiNqQjuF8hx6BTTQp91GAAQW4yxpd+UYAua4k1tp9sdP5ej6Dj/OjqnzvlRAz9NdNJchsTGKV3Ft3PDCWVzqEHtnBzhwop1K+whJ9enJ3I1nFF8YODPRgwAjFs8a9sAAFyYou11E3LhJ4CCymwt37WR9ns0clBytCcjbFFPI+sLAEUB4jdGS4W0XkhERNXf9n9AMETf2syFVICkZ4xxoQBJf531L+/XvyS5CnwiP8lTpEKdFopB3pQZ87zo8WpDF4FC7VZN6mleDbfUN3UTH0ltRusXGP70nI49uPMnpfrRDG7Ar3+cvxHvtF/87Nzb2pxb8XA6K+DjI9IBv4+1SERy5JgW+FS+U3ReFeVsD77U5Vx6G6kx1am7BVdDhQhcsbLVV9DXT7xL3aq2Yr+w/4KznW7gNq6uBC7sNRt+fglUao07wzXHfvQFNZhTEuN//SEyuNL3n2sG8c12vYFGhFSEKwgPo7moRB6Yyx0pTRl3KHx/zunQPGsx/L4pFFIQ49rtHJjFw4vSvIlqa2Frs71rBOU/1H0bb6OoCqsf68a03+0z421dwhiHK8WOgGt7SzvtTb3pYymKwWNEuCxOzbE1I95ppkLF9Z/3eDVyTY1b+AtjHuSQzqf+Is+aiOaerOm/IFvip4U+QFLis15VK3q+rqZyu7hylpxU1h8E1L3NGCsbf2VkHw0Val9GX7jqwtvcO8NeCBoZOqBuQePMPMLVxPKC9GKQx0p+cY1RuP7GDlndn8OKNEzMO2NVhODzQy1qdZXI/38gnT7Vsmp98FM8MNe6Xy3vUeCsca2QNTCCrEyXzDewWp2/G+9w03DIgfKo+pjr0rTLvCdvcKyz5zel3dbCOpA4QVUNfI76a75bdorPODraFX1mv/+cQRkGgoxV+a36yw9mb8agG76KGedwiGH5oPhXb9X6g1UX3+ftNZhg+o/QTB8xq1DmOvWr1WOKw2lCqk79hqb+sksnWFm6pP8ug1+eyXyw5mxidfikQ1UzsidfSdMpB/of2onzxP1DeV9dqv4OzvtAsOozrC7xLYwU9sHXmHBhdeGxw1tVcflzaZeXT43PzVW5Qyxj0lp9mwKJK8+xeinNW3ilOnFtLj9sT38Ur7yA8Zfasb/KO3uDvIkr8BFP7TpaS7yWCld58yv/zhOrBei2vXoJX1YjOqDnThGV3Mi53JQ5/rNPfoSi3FNUXj7m9+cqJnpuAKr+uMR0HAfzgpTb0fNoWRBb1yPotn7Bxv8wRntNtP347DXmodwEfiUvusDiLdATB/Q0czVQNn8uN1sy14gCS5Gjb9hb7pDea/v299KMmvvmqII2qRX2YNERjWRk9cXa/phXckKzOyMI40FGiTCmIqXZ6xLrKS53jn3EO8ixKnibiPACprnI1Qw6rT7nqC3mpFB37she5khrJhC4PrpZiUbs4zD4kydNdeA/hM+4NLPGvhZUvX/59b/iXo9ZtjqVU33RRlsmI/qcSDdFIihUekVntUTMICsJQRWJ/L0dPmrC5mJTRd7Dp/m3EH7VV7M4dvr1LvNsQwbAXO/P+uEB0KAdxm1g13x5AO4yQzTr965kbgk+NmHHyJRbSpAfMua2QHz8vbPbSV7yUAnPiSwvsWO33kthGwaDqaqqqiKRSCQGg8HQ6XR6rX9ErW2v7NaOwEH1J3dodVdUvK2dLZ1jWskTilCvtrq+3Oz2q4TMvxNYPyl1WKdU1bJ1pUjw4zh9kOcW0KamAUKKn/maE6WvVaGwk2s0rOY+KVC68dYtew8RodRHC5dPMbModzmxGWGV5soZsrP+2IdBKpwUDldx2RRhlLtnGQJJX3K4bsf1TeL6c2o+shkXEzttx5k1Oj3JA1mf0sHFZ16evEpucIe73Z/SmxTU1h5KbMPSEGP6x7xve1eGBdgAPDvJqaa+PFRh3oCpW3/3W89tAJp7tDaoAvEqy+VhA2TiKACbyp9VPCeGhz20fYUN9zfCreW2Axqp3p8nqb9+DbpLNLuxYK7e1NOGbnhz61CH9229882g1K/N/+8ff4Gqoa8uE72mvadY+9H8+Y/rn3z/d3/dQNf+llzA/F3RNRzcbO/pxo/UZ9id7Vn95/+e8X0jZY+udMlO907kem7s2f9X/qf/yd9IbKxaYqY4ZQAcA+uS/m12iEcybmrjCJt1b4Rz+7NWFtIN01sKdJawZqno+QqzZvYFDCNN1IhpbKZyMnPxbStrqJI807mnt0EAwYCAx2xaY7a+Kf7VQGL7Bq4PQJgesWg5V4O3P8axhP8SvfGG3AzKReGt1687fHLP8qBHQLhPMjhscYnjdlNMISO2gpvgB1OF7sNOHyKBs/SOdATjrKx9iMAPsnChk5ogikwnSmRA5KUNjMEwzBSnbrElV4YR1aLgt/LuWRByA8OHXPV53MZg7Edmh0oUhk/Ikk/W/4hqBq23pQbVgdcmp8OR1V++47ve64TttV+BfqGcCjSeCi2f33Ogr1JiYqSfFqiv3i724ahX8vHHs2r6shqdYRAWxJCOi8OiFsRzs8udn4O/yeyFfEHkGJiy1c+1BSKYdaLf2YMMh+VTVdNAG97G8Ep33fScUUx84x7ZMtEcccOqSWDHbUlYAWDRgHHhggl/FO9WPBKeNX5LCHHqrX0KuwdsnBLANMOWoYqX0GtVTjmX2Qb6u05i1S3cReDIVXd26uZUWAFEAnqw3UXUEw3EIEfK5qTLIMPNS1vfpGEPCTVwLvaSh0kl7I8O0iOHhTwg5t3QynuvX4ynOmgzISydoS8bZPYgieAfqgRWlWpTruAy5akeJJdfUu5Tmawu/3jQra+15pmA5fkFMQxiesmT8f/q9Io9Ax6DiHvRpEFggwN4pgPjUE0Qi0FqJeGxHjdysQztt3C9OL4dMm6DSoChhreXC2EkTr6BrT9M6FTKpXrAUtEwyLQEwVI6tLsOM2kETRHpuJ6XdjMtdwNZr2N5doBOsNDA1RB4I0+e/6GOOQHS0a6yERSPAAncEshHXf02nzoVSLXquAfUocJuGNRoYY4TggD04g6ZVx9vOqKAxIX4vUNxnk9v2A1SpgBsAUMPR8uH0S2PXyVPAlhWG2JfGRdC4h7Bersbb6dMB4ZM69+iyQWEMALBl9eia7qT/NzbWQnJqDgp5ZH1sEk0iBo3tpfbH/dLsZ0LALt8qoL0vn1BpB7mPUnSFpBI6W+4zlIxg3TsDMqgZ1xMv5Ib1LiTAyo6BZHWkpF5BviZlTp/mGVEhrCMAilr2sgP9Q18bTA6iurLe5hjdzVoMJxFfr88XrL2dfGlyJi2kS3IZQ9vmKz3sT6SFRgMV2ZNKZzwDFJKtj25xAVfNIIAL2KUwH277GrwLlIWta/b89vQfXVmUOgkXmOAxyQlC+k8TvZbl3t173qKv/FF+z6hEGHC6CdnxbuIYYeQohgO9ZYThoJtOnk6J2Savem1036h6IjXT+zQdzO8iKkBOpfBW594w7tnV6IO+q77gdh6krt56lK9A2KHTS5LXFAq8oPnQnFpLmi7nOE2sxqKppFnMwP8ac+QHSskjco+9cAQ+PhOOutUPWXWo9zBKBValSv1j8qD7q97EHpP+qKO+ej7cO+i5woGra/yQ91MGzZKwsf2///5UvSkwqgvIiWm5PqORd5SJi0Bs4zZLljJwiJ8xEgMFDZLbYOvh7gla6fjh90iCNMwtZkeGPYP4p2S05HdB1vUIPf9b76pLVIoCHBcNFcqoElIML4L9J83IOUAPdJgPtNBga7Qp3fnjVYslSgxh4WZddytcEx3IKu1bGWqVEXrHpo9FCZqiftPU2kgi3ZWwXojpy0k1NVsk93KjxbEYg8/iaF+A/cgHVwOuTPrYYcIAliFhy+44EX56fdtJTxW4Q1cEGxtPQyWx80yAToFcSvt2Li0LFU4IkUhPt9M6haZZ+f9+52RCfXcNrcDA5OdYz+D9D0kfPZ+8iUt6T1T8/EK014ZyKhBhYdYwBT2M5x3O4j7oEn5BPgVxQWqhFgl/waohDulV+IzR4TTXXxgOcsQ0ygr1f95O7P8EXLSsvUhOMX/vwcbFv5/Kd4cFnBN5cdkJ4TQAm1dxmCA5SpqNFN97J184cbUzEM8YEsV1rfFtasK2PGx1XQWLT4w7BLk7+dSxiDJ8f2wMFvlWaZQFY7SJMuw81uv0JLXue69qlzfEyckgQ2ejI2VDqv4mRc0LLpKil515H0IHpfhR5ZP+MXLeWe/LeCtPLcd/31+BgENTiHBY7nk9oq98/W9YI3n/w/zJz7rPYwdiy3qFFgicPRf43LmtHD9TNOc87uzXOGsZNvf8bPrgIthaWqbCGb6qNgfF06CcrLMIrpgSbOrGpwGmqJxkNxoTMeA/GhthsbbYRUU+TTnsl4rDdwgcznmhMvTHas+OhPap3dPf5E1DehVv2ss7yN29WvXDMhghYcpCNTKv4FYNEgKDF0XIb4pIn5gsIyySpkOyJaplts3eNqF7ZYKYhzFDCqOgCs60AZyrE0nFCJ/eMRjiuk3fIm0PrzERhCgVuojQ5f31dDQvfov6BtaKieUD/ovH5hw4Jt3j5iEJpwe+lSlwreLjp2UkR9UlNYqziAoHThBOXBuQ5rwcGJG7Yv3ccgUI1RWj+n5U5W7JOvCdXG2VRWIIfs42P4vEmgwjjyi7asPTUJDroqB6SIhSJEg0egpN/RIq5CEOvYKqr51QOc8BPEzJm78WtcbtQNtTAsCpeo2Qcojb9fcczQVJM+FVPA1g5ehbDBVUkfhbJA0qV0fu2aZtBG5GrMRJDIcRgnxOQacuggX0sIUS9id5TcQks+M9tUZk+twjJHd/7EKszWtxWEQA4pKplbSGdIqlruSJU0E4cccwJBmnGAMrbQYC83t3zp0WuJ0dU4qCb/Z9HZo0yrFDKa2xBXmof4iBld6bCfIEyZNlTWXK4DoDZYJRw7Te+wZMNyOmn7Gwwwp8NYaLGTq/EucXiuQjW6cgshMc2YzXMJuyQMKpWWRrSXCXIzRiePnTBaWbchQScmvb15vFzIiOaxIcfMwFuVwDUvP0N5yhnY1eZbeYAowUAl2gzTxd9g4Oq+EUwVCB8VYWJEIEltw1hqk5M1eTUyfrGRYQkYu309Vg4PsrLbNVQYdRF0D6oT1rG3EiKdiFYUl8CxFep4vL1EXYzQl8sX57z9Xg7CAy69k4hQgYvhUB4rREmZg9vBn+hncvk50HeIM48jgRXMwhlVqOkAhydI4wXw8gNzVADWa2P/5IiguhLicAyPUx5Bpl+FMmU4tJKSaHGyIBWWokrMPQQAWh9w8s5yjnLa9iMDMw9ZHE1vf2EWPSTPFz4YzoOEy0fDZ5tdOO0JBCBYK29e42sLJ10pf4pbrZpbyO5YXLd3YoCJjhqaZba8XiJoGgjpG1LtwqW9YTXTtLRnGlkL7MyoJjGJ45fBdW+e9ZHUKRC6e/+HLNebMDtaD+y0W2D2SYeKiB0/IVtmibZRNnFPg3H5jU3MeLYbezoCeMU3NVeYJnw2i9ii73PYaVFLRcryFpNDRqSyBrYab4dJYwCrsGxgr6SiPnRW2XjNYtBgoUnzRbo4apRHlE9EW2qgv285DlVjQC1YqyRiWCdVtm+LRFpguSyDMeezr6/h0N3ukqJ0csSDfpQu3ggBZmiMOqVgvaUNJEU1NhtTIg6qnNd1/N2OkyFSPhy+oQUPoHmKByiEDx3v4kdwpQR91E4ZFfpAlzGA/jGwRT43m7aJUwIvn1n7fnY/IMIUg9xjKpiWXdqOfblDZUhaNqJ2q0MoE5cVr58kKQ/+ziiUvdnmmtW/LOASBM80Qew5K0q1DsemTSwVRN0+U9wHz2X3PtjBwH4G0tPEXGK3dpSiGqHRELjzyWEVgTI6I40JzX9zIkWuDL9yPHPISEx2ayJItWFQJb5TyfYwJhHoPoKSRctzHwHzw9TPL9fSHJ1SafJzNJdbfWqIZKCn2bI4mFQ0voaJNwMX31zy4R7vFU5suACb+7UwsEDt7KYZ/emzLfCXKJ4MU+8JpRT5si1GT+KkKRNoid4Au4KhOBVrIIikU9qc7FPRoMHFmH217Tj2teytgCAslWDGeui+wwpKat49XjMixm51Soas5ufDEbv4+6lRFN17CPMxMt9AyVH2DldniTMRQlZ/xERfRI7wZejeO+M+WfyL2ZJQKaMa90Epq6r7VkXezVWi9s8qxiLgPq9Ljx3FIy1hAZY95/UJYSVQy9AZ8uRDj3kgh6Z9qku/SBDi5D3hMnZgX3VLSQVe28SJshnyUG+i6YG6ZoKZMvCzPdICllRyLO0818+uCqK6DuHwV08xyr3gfVbE/oLA5v/PhDXQvozS7UbzWV2FpzQQ6Qfo3MENbWGZe/xM1YxXrN2nCgwY/phB3kAZFNR/SjTlsheCEQ5o77x9BUJv3T6A1ToKHYp4ASNSI8Gj+/otompuBkpcQP1ch9lT145PK05qne+xNiGHwl6aNLGpO99mP1jIBVq1ib0IFhHtD2EyQZm7X2TtZfPLahH+Cn0FyzCpmBz9sGVnfIUtbYnweNAfPbffcLRvPFI0a0anqznz2SyiFE0FUEmiZIgr/BgTE7mCn3RUYzvly5Jwtcp8sfLfT9golmpMKslyWn/hdvId6/LyvKuQIT+ifA3TZPaUTaIZ74/dTK8GDIuzbEF7NeTKERfBUSUkDzVV0VfmnkmkiW3opID8g4ASWCYipDJMqNthmc0N3VryYsXwlp/05FUi3z2aZIkvHF5o53R4e7TWOCB4S4kd6xKKbVX4s9I1/A0EBbXqgLBpi2npjgc4YBSIegDTHVwp6ym6FP3b3nICjJ3XIET+aHWghO+H49t3710yIkDyJkKEeqnRl5Ult6M6Y2tQzCSkiOda9K0q9IziktA0GCquuPH2y+qTbGKF2gJZXOWdaHTIhVKRvmoRJL15JKrc69J+PdVxQcD9HvI2bU99yx/yFVUjfn0fPneCQ++oKTB7tSIOAwvgQBI5XYyjTOIKEMa5uo89np4440EjH6z15la9nROyrZ7op7vTwqTRza6vzZF6r1tdnuovDqc6wC3+cAzWSkPCMFt4UPzT8DP/aPIEQai4FDkvDuQIr1yQdc7tT0VRaL02F6YpVnwznCJSwacNVBAM0uQgC8DYd7UR//Qn05vBZUA48UgmD+rFe5d/Pq9yXE9Zv7l33pdJnxx5ERZ3cKKaIvV0UuLe83Pq0slcugjpvXjNZLTNJJgWtNI/edZGVV9PD1ZDyu4jPrmHGf7NzUS/oL7qZG7KsCKpk/+QWT05tVVl1LRoXFrr3CoTrDHMyIy4Lf817LAgCcAJWroEQECD13BsBnoarGVpwaKejaUasFNrhj/qN4WYIg2KwysajL0qdDcyNcStQr/8IgiYCasNw/ITpxSZAFL7kejoYCfNe66id3TZ7NdDNCUYQTMg1TXHHp0T1qx+KK1d0cAKbjRt04RNCro6C+q3dmtrsQW+zZ4hR4rBEAFU8tic3wKb1ki2FCa13xHpkc0YlXhle7xVTmKk0ot6Zy7DkIt5tVjs5Rt0HPYK/6vI+Xw0qMoM61bHGDEKOUiRxdF04nBaLEfD9yk+n9oboi4S45sw5eQ8cJ1Om/imVQXiSgSb59Jp5m+mgfDra4GaRw9UlncOrobb1VzHOSeZFIFT07fV6Bi9tlYIH2+LQXSIX0AtsmmdTIGGBvXqKqkbmMm3iIIvH7KtqS8xgsdEZizSvQJ2l0/pbowbWDIhbALPOOODBQH6cVo9EXYhpQ9kbJ1Q4poZz6qSKBbpKu6VexTAPm52LafWIFJFAWNyCKLSN6Je4AxQsBOV00zy0e7Y0NN25zsIf5uzYYdY3oLiLIArRkgYPxAoAsMZzfy93l2XGKw3JDIbZUYWhB8mmB418uMWyfgPbPAesbBNxP13vLhMemRSyek7l27V9VQd5CfNkr9SwR6hfOnM1ZjmrXPw9V0OUMAWYzrv21jJH+ol+Tw6u4Xu1R/UmQ8kL2n60xWKlQMA0AG2UfQzmZapK5foN48qgBy1E8IOveI9mYhnxhUhYwGa2oDS9bRNwm9N93PnW84b5Ll87ZXWRTnpGJEcUW5LtHyTAsKnpeGw1QTGCR5nQvhnyrTJPcYNmBYCigV7ZPFfjDR2p0r8VmqFlUiWVcTk8JOlIT26FNWOM4otyRKrNPziscxjzxEPJ9NmUvRNGzLLuFpQa9RsIahji5nxwto/Needan0is/UJ3A8xVQ2n6wJkrW+YyoOpTUK44MQfUCbBcD/xPm7c6h764yCQoi0LdrJaxoYIBzqCgUDva5Vhrcz22H4+eFhVY71nRQOHUsWL/N6Cvv6xTEIKNxzn7QcaRDmjjssJ+gcqc8pHLY2DHB/FtZk4s+sMYYlRGFYM2Q9iF4LzbQX5I2XHOjs4ktKzF7AemmD757BDfrj+1Ecd60ipeqjbkFZNYOgPfeBRWKalSROktSuqzR3wpbKK+gQtWXJmPlDYBsgfFz/UBhd5jEOahbD+L8s3e9VJBLBVwbC06jVCq9ymHOSOH7j7kDpDrHwdAoTTOtto2Z7ykDlViFKu/O+hJnb1Z3IcqM2iq8mqeQZ1yh5ItBT+GThA+QNJA88b+b9zKRvR1TKu62rPLBuXH7D1GS9DgUSlCV+NmxTIFt8zzwSx/XLfEEfWzqJunQFzNrhuIW7nuWNfYMsngsgFaZ2SCXvPqyFjz56DYrMNY4sSUYXbA3LOBk2/vQJqMX4PS/gFqd86ZP7ZvNiqzHQLxK4ScvQUBqBPmt+sp9Bpo8BvJDOlKhqi26ENDSqu+7dvrziJZcNyBXfQzlBgs5eqNwBIey1q8+LqKaNN4up/ICqjxXTdhsjNtheZlhJnVYbMP69mJwUPvwibNX843S5xAgqOlar5hmHx+r9rOsUOGzCU1TO+CCqnvQ5uVWEryWTI5SrmpRbR7vcgkbIPMRM3zbmERsBNfgtsJeCvEf0Q3Rm5qepWbF8PHewKSLpzPOYVF4MIkigweDkOiuOlxxw61h9e0Rh0Es08Sq/A4VGaC1lMMC1FwcF4y6Vo+pvZDaJHqe0GciNPMQNHV8HcRkx0Ko2H7Am8Y0AZ6E1kU0MqcJsBJQZMeXryA6sBkJjPckZ4eOS3MLKqJCZ5kYDVqfO3fUgF81NFZeXKc7Wr/vY1Kuy/rGhhDvKeIZZzvnJqbYYs3V6ohGBkv7RhQA4HLLJ1kJ/h6DrTFEEMG2CdnFtzgsCp52Lm6M23Vq8NRM1YB8Jk5+mEuLNAWRWgWhD4Tup22PjMEdI1cfFpeMiMvPvOd02JVHl8UOXDIVxQFYXbCrh8SvOgV4MOhfKSSCfZiH0HPr66MDit80Sc/lTG/mhH1h3er6X3w4vBodQPRLxunJxWIITMU8OsqATJPcYbVVyjmzua2EC2j4GXlRA4EF3M2tk/FHHGBGotVKmDovc2V7NvzMUzUQ0tby5qNUcsd9ML3T7IuwR8B/9UqjZ30gCck78uEh7Op1v4N3YGb6vqaI0RXMkmHD8HJV9Zvt4SuKXm1wU4ge4DfxC3Xac6KwCHOMdX4k5l4n0smzCeZDt+RccjFSljB0MS96YXfpW7HBo/bC1wfho6AxP2X05m3xNfzZzew+A9Ci+TLuymQg8X/j297Q5Kdphyy6L6QoN3DMgY1DAPhuLYEsRv+kRxpIByiDUpX766cPK7/2DEfK50ooOCr0HIK996uJM1hFF7s3QotMfmWh8bbOVs0CAaHRYZsMIdiZN73s1ADmWFJuUm1z9Q3XMviq1ijEYALjZGY1hnPPQNmn1gV14obEhc0fGo7Mt1gZKG78LvBYM55dCNobMWnMETIETiSiSotQQC6rcIlXyTwmBRLqSM3IK1nBr29N2MxgIsLjo8Irl+f/dSArApuf85QA64EFF8dTbSB5nV+8NDRxkG7ql0p7dySzfcGt035+c/Z5weEJ4QAvJQyW54JZD6+F7pvThMsCbJ1LS8QnF7z/9pZyQXAUx2cCXxft0vWatteHvIk1e7IlGliMAcDlKDw7ZOzegFbVvXd3Bi6YIzDkIBl2yHTdfMTGAj9dmG9PjOGWnZnIG8ehumzJnndysri1ZjA3pynzj/QIG6eH+/7zE7pEGdjm6KRw9ljlF1LXM9+ni0OKOj6TU9ajSB9Wz1keSQR/MzWtnByG0UG1PKGOvadBtV2vWe+hv7Vsj+MjcuWMPLE9zMOaAOktHG4JbH5SF6iIy5EFo/8MI4pp8l7oSbLa1lDhJAM0sDMB6TBpj3aQcYH91VGxR3qcjC4r8cA+9OFQPgPT+22/eeh/iaXSlNnmMvB4Iyrj76aImeTlzvy17c7sc6pEpKGgxW1b+8nXrS6ap5GQcacMOcYpv2PYfm22QG3kUBh4GkKQMQrVWVIO9um0A4rXtNJ2YYoExBOLpBhi8lp0oZvt8Jby/FXJjGXPFgeXx5OtvtaP5RcuJ8MOrT4pT9yNL7zicJpZpfRj31dstBVooh6gPo5Nse2SxyZmInWdxqE0oJzLb2sVwCxwdbiaMYGAQeogtODZv/Gy8r9GkE4XkPCsmSb0ZY1oCbG2gkrE8pMHxbUi9kbbHUYe4/YISUpk9S7QWVz3izRtiKK6aBQMHIrlyogLGHp0JETvyIWElhf5KSWkIQbp1zski/EgttGBFsiDulyBTJfdrfuARF5kh3L1H6IA3GUMRQFX+ukpvZ8eRCMkbsQuM/ZPpvZQXFe8z6VUqcggLidtRUOTAdFphyCbMOZtclIFp0+s/4527GDeP19dMmDrnhJgUUydVx88cAQd3bVNRCUx2w9baMn0aXOWabQSo3vnf5Es1Ymtv++hUVDuXzJCfBpfRUz5g7KovCm4qrK+DFzZ+523xDfa5laWAa5teAb3DCTLRPDwfrDWI21YHnZ83akDB9Fd3h4RjRK3YIZDW7zUiGHJjJzTSr8FjeIPxp4+LYw1WRBsBWfc/04vxbwsNbDpYK4b4gfW52Qk2OEhCMBPUZ3iNEns0hxjyP0MXvjMTC63+UK7VSGvZlxNfqksU+wVJhgMZ92Dov0rZUU7EGjY+SIoNvz0MkwdnHbR023USw6DIo68yHWCJa8rKfFcxZutoweKJ0vl7iBknFF14Uztz/LCpXrt7DEhzDRimSDNWdTR2toN9lWpEhkWtILhdtiilKp5q9KJMDTrldjDegO+8dD8nbHmSOd/9eiRUs+bvr4VLH9xOk2uKUgNz0CqVFCCdMgfRqk8Yh01Q70iCAvgf9MFOIgUdNnMmzpv5Mgcu7cTgGiOIrc0+BAZtzrybodlRnOisz+hRrsUa0b25VUzTrd+hLPoBN6gPSk5ccEMIvCgtUpkXiw0m/CwnfvjF0OTCIX+IT55JtosWkCg0D+BOnxtL6emdIr73GLl5jxxdmugqx3p+MzwMiUZaOu9jyMcP8s9QyG0jbS9br8bGRKVhSnzyzTnrCNobqZUIjFP/PIH57oeCgNePppmBmMWARycfSNK2ZAzWiiYyckAt5JubnHGrJYXMwNbQcM/FclhAXurOjbf2FQY2h6qqwMbTvBA+5pK0p/SY8tZVG9kvcGlYkO6+tQkLBO9S4RqOeXAokvgmcP5IJmMoMellk4HstockLaCVFs238fqoZVIfm2GB6Mq98kqps4dsXXof0zMwj2iP7r2ZF3G1C4vTzg6aY4wFk4zEAGH5LRMI3sDrx7HqjzyC/cZiCxao1TvcBHGY4B3MYIlCKojzf0+nN7ta9Nbfm0Q4zqFJ3M0Li+8VAwvEsS1/TMvH8XaaCdgoP4Vh6JjBD403WP6lZyrDPCic0/kxSpiviDNn8gb05b8oRr7yEMboiQ1QTx6sHsRqEXslLW68NQZIJ+ZR3t1YiiVbwqFbBnA4rxOGtVq68ySVgDHjjGYZWU2hYTuuKXruk0DHkAt6ZoGhFKInyydYsvjyxnmDTd+l609YeBcqBzRklAz7vnsEnIRYiynndyrGDJXYiD4lhL4qHBzHDu5mc5Ae8G1MBFXOGRmkBL8FIwsUDn6WyoByYJG1/8og0cKtOyjeLyvptPixavnjLrnidrxYuVLP4UrOhAjSxeaV7JHsonWF8IqjtIAaKT7syxGaqRsJM+saWjebS2dPiQP8rqPiGEEqP0m/ZWCuZLAn0SkPXXY5Q9ZCB0n0nLdNuwNYdbC8Zey6jPIAGdsKZBeWSmo9TMG0Ffkz7wV45kZijLNk2ZXl3GAJmuvgh4j8ySDqrcZ38yDGU6Ql8fKOvKlrpJz+U+w5xFJ0hlMtnM5ZLx/tkBOJH7rpqVUMUs2FA2i6wR6bLKIuG9cyvOBG6L3s2EE/zDXo6Zs/uo6dgK32kw0cEMNHdUtH4Iy3fVKfR/XZkNe691mgtA72eCYnvd+v+3C4x7QYAKypJKa7Z6THyfbiMs3zxY5moeGY16DCw9agpLGS8PiL4X7iwCLyh4cGHxCUs3fqY+iDB0AliNlhUf+iQf7maR/qCO8gyKcSMgFfnWfmwI1hLZmnhX9N2N6M0byKkKj/mjYgH3oWqiD5pYwMN1Hihk68ueQQ2TcXgNo60fRhxO6YBdZTHJqLOATL/nU2tY3cdUtEQMM0/UmDmOyHe/PoxoHli0e/44GG7X8NAvl8PGu2ERa5jWGDk6lTM8ReRDau9ZPwFmnAnNmM3ZZSuRQCDYQ6JWeplYymCHDwUqLjKJJbQRn1rei5FQL5VngGFvX3p9AEHoWcKZtdFnp2hfOW1be0syWu6qmFOiVwdS+jPz6ExdOaARs4mOHoKSH4CS4BUdYeoWSG4m814MsuB7PQf65bPgrAHbwQkDcUELkUWL7QSBFRJQAGNX04Y2xYt9iqqTf1PQhswBn4C6vpoGvn0trpIzTjluJRFhOQUx6pHKMhKMrnpXpGLVqdimBzz1Foa7VF3EwA/gcRdNG7B9gezk2qG3L/GnLFjtNnnfTpMWATq67H3ccuHVHwVVI9kbWF1B5yMyJ2RU6nFaIffXOyutGUv5PEseWOZ9yUvaZPbTEXyCyAolkDEc5dIu0LKlh5FIUi3z4mRv3q2/NLxJTSFsB85V7Xy2zrLGnZVeh5QPOdZX84G749UMfS9/ZKcg0b0C6JTEhTR+du6sVunJpLfyaD8vUmgnWz2btt9I7r+Tj5FiPncrTL9AN1Xot9D96GFtYoaYT3fcPkpyzPw55UNg/j5x2cAEX2glJO129qHdVI2ap5cD5HKN/qJeHiTmTRS7Qo/ywtERtQsWJ+7co8enJdcHreZTIqMmPPSlW/kf544R5eF5ei0KxXtjaFdN3UQI9nw3hGpU1uy3ClcmQihAkp3RkOGKQCqiKLMX+LvP71KQd3z5/mVc/yyYcs6brGwV+d5qK9XITiONNFAIOP1NQlr8fyU57RneQNHFrbRmb5kvg+MEZ/Mi5ALSKTvDOHdqHVfHduckWHsgHrEghUAj34VLaGjGNzRzk3yMn9upbTIIoWg9ac/4sFPWAOuHfXhCSxaIEUBSPdr2RFTPPkZtgZNtUG7QuWeIKpM5K8Ft0FayHsOowT2CQjeRGq/p+M2HSoe4DsxnySgzEmURYez6eAkLfB+8Rkbyd5YR+qqme9sgSaDaBMPiGp0Qor83MxJqGZ+UCnh5GHLrB6xmQZwVL4HEooClQE2W6v+O6PDvb9bKUIJ5WY7ONHqAIIHitHGYdTA7udypcXymvhC6RSkmEt+eu3/EjiBEnh2Ue73G0FEgd9jBbrGw8hjmjwVVO2SwtT3/Z/smcX4grWtI37Sb8nZcLLx/NUMzNejYKsgC/SSscO+E8e9RDdCvGZgbJpnapCujsrLNdljLl/HTIj2EmdWZV1e2U0jBfAOSVJV1eGca9u5T7A0NAvFiD55eDCt4qPRvQEhU1cnRgkb5gkUZ498kjMMKHUm/92E52vOJi0y4flCtwwwhtqx72lZOc+3/zMnzoMLpFeVZ9Fp9nV7RAjc3VvgaH0dLbht6UrkmueWysuXzHEUJia1Jm5rW7B329/vqa0EYW3gMbyLpKV+0nNKYmbz5brBoZFbsuD+varbKcbZDGsrPPrQE/zRtfT6LWWwrn2eCywvT4UT1GDJmRkIkWNUNJRpQ/GLa0pTJ0aYnrtRzC3bocw6l2+ETgKhB35n5JyyKBU8/pSsEmhaXsAqbUYtyQxprBbzbWdE8Qokze7BKyrqYQdpy/WKt2L+y73lyEXyCDtAp78IHX93uIWc/t8mewsjHHX1ART1X29N2qlx+FiFKmmcy5NbJwd7kofSCeSr8TkdA7wHvH2oflth3pkG4vQsKyJX5oSWaUC1l12vmFWFpbZVhRNzFDE7k6Gjzv+kEMpKnCoUiSydGF01OIec+DctsmRdaJZMp+GkHU0potwSP5MMMRVxeAbFX8yecOEXgqRY/qVS7+3Jzf1QtMsuOrXjgN3v8TmMR3C/sigbt3KPMb0A4dvumEfemGZoTLIR7gWPVFwTq2L/oDEcUbtemIfhKTDr65+1Tn8wIDKJeT/zundMgiKpvwTCMI4I0XGy+jJaDpYgCxjCRbeyHDvLi+ASNeLl2xmmepRiimLesT+P2zXnygRz9knNsxZ1O4tdKwL09RWgZc2HyaOs0F2wP4sqv9PQMgRTvxGU+VSGc4U/HYfCib6Rr5Cq9dKCd2MnpsaGsTH69/bn9Kjt64wo5Xo0V4kQulJxUxcInNXVGcD5IPSzt5N1C94zWbnN6hDFXLzZF6yxrhQPfmuxwOtbW0tIUCTHHMgH8C+bkBymrkrmtePkwFrBZPZK2/pXesZRDI4Yank2EPk0BAT/UPLbsnbUYc85KuO7Gns6wICF2fNjzxwGo9a1cnK0zmLptgUT+/LFIIUKaQj4IjStRAJd3AfsWCW6ZRtO1kWzLsVAyr4KKhByFjD7nzTqq+T1O1ihdGasHrrjWv843p556aHAsOsIwZBE0aiCfyzOLMQu0BTETSNdfUM7BE9NtWIBTgM7IDao5jPvaN5vX3pPvZ+XLWVmzSH6fbmz1BO6nY4Eh/U6D9/kvDEr6BuxYetWXcaYBBUruCPd1Cvna6Nyld1Ubi3Av6L9VAQAiw6BYvwSOcOLcpRt3Hr0EkgAADFXv7L9vQ6f1XgIGwK55QfvE15r6sVot4JRaYElpCiXxbDqrNh/frALW9AJT4x04wBWdZ5taEtR/JnwlAU8lyUVeAS9ICrjGDNYygnB3MClJwVZmYCYmDPXdFBRymGSmKOCtlAUcfnJ5TC3KTZJKU2AldQrPauVhaoEpBgPGxZko6Z3E+qxg2bApZXCTlRz44ZvkUGcvOMl7CJ58+AkUIlyUaJ/ES5IqXZYcXxUrUKoiba+xquduSa0WatGgucy4qFboLJ0CPUKfH8b9MmTUjDmLdZz7nWGtceJ9YTsPsBdy2HG4UKd5YVdu3Hn0EoBRCM6nCQlmohEMzERgj0K8NLwQ5spEXpKEbgNU0yaDf+ZHuWlv4WLQMJfGkP13laUYz2AOmVhINuMcuAOzF4JESvFQNSFFhnxuTopUqKeW6DIolesgo9CCMdOwDtlx5MKNRymNeYf8BMY/IUioCBw+iPE5VE5JiUsheeK8op7kX4d9N10mU0TCUQYTP4i0zER2nURCWO0i/gsZH/dR6MvPPBSlzM7HKBWmIqpDBiXmACyh6jRmi3SJHNprz336/DCUoy65qAFq3K+coboIAS2zRKuDY6GUqnHZJFbiH7FuM2DCjn2HeYkT58zd6LTsLrKJpiDz5cZj6CWQIgDlagg8BtFKWh/mGMSBH79DD77ZCKIIKYoQ83UGdeQdekxYc4tkn/EcEBhhUXXL7ogeFvCzKp/SSuj7YNQ1VcykCNKnSD5OnAiL+fNnzKpw5CvJP/M+ynfFIi6POKaGU2qVMhFDTL7a+kTlRTXFIMC0WcaSoJLqSp0XvOwOrdVRxIrTFYM0JvX/WPqHcogzcsxyZFbiEGuTC8uIjffsITjVh4Bn6g1Fryi/iKozQe75+xflb5hEuQttwSWyjlTR2Sz+ticYwIKY8Kh7UJ1/LyaIkQNGjbqhATHxDoUCy6xcDg6shHFSAG5sSog4M5xxRwqFzGgQSKKjoSpgJMRrUzbgFCFLjQg4A44N6bDBiQ3hISMCn7BjQxwyk0rBMtHwshQPocOWmIddeswWxP/BkBbyzUiZ7+uf9k/29XBPA/9ZMmMxVN3ot3rQpoJU5KLrd1mWwBPfqkXcHZ6+ed7qN9DTttwvbxXupjd9h3hwiHMzxM7qE6Sm1hBzpbva3R0OK+RQE6fmH3chdt90+Cu//HatQ0OsGfC985Eu2fU7ZYgHprhjSYaoM7TN9vvwvPZd+e1R13XuqlY2VbeVGqzb8Nvvel+vNs1ONYiwr/P0TY170s2I6LPIC0/sQfg8chNq+89AGlPZzeq/i9qHB1gBoGwNnUKjFt4tR5w5H/0eB4c4O++jz7N/ibQ8NcC/qDsGs97GuS5D39R1wcO5HR+1Y2cc0cJOsdjOuPDTs+5aJOl3LauaD7XNogtc+c2HBs97Hg5r8ty5gWSXXb9nvwGLGaxM7CH+ZoCZW4vnKUuyi3st1pUnBt1f+macLpz/dvC8zMheDxKNNe98kK819eJxi/7jq7uc8zlH4AbDhc41h3UPq1oZrPb8VW0GfeeftORf3rDZ5tmrLF/ZQd+j834WHoEHOPDc49li2ex9DfKZT06fmw26Y83lt5uHBqyRi9tMp7o/fQVZdD2sFvomSmueSOBF+0nv8Ot8fG6mzECPbD2tDGbT5fM1LCatrJlC7t7a3XYHtaijUtfx3p77WXPEiEvskf/H3GKnDkpiGweMLXMHB/Bz/WXgWeZY9AunkHUZ6vB0pwN7ZQ9s6mPbBg7MNao7/dW8X7VaxJ1mAgc3v95Z21R70JFzgLxRU+RgcDlp+1+T2qFYfcTr5XFkePnDghh1Qe6uhYLtbSWsLvzc0SZIjRFu41MXHG3/n0zFviXOKBsUHYC2SAL45P8v9XfHNC9H2k/Zewrfg6Q1cyVus12qnb78UFrr2lUpmsj1QPqkBR6O32vizqaDCC/ZI56ypDGCfce9wfuI/DkHz/ec4Oy8Kz932nDOdqe/DPsos0X99/nnPfpWLKYPI1X8z7EEQC02wTjDyn6Hb3sHRwjedsptP8Bc8LvaRf/r0LtPIOww9N+0CPxB8hDb0lFhJf0jNmi2xtPp3vx6/JnHI+/y7r1pVixrTE55FDzWb/l9l3Wvcf+ITaw3v74a/y7jNYkK3YUOhX/a99eDryL+e/z2wKsPZTwYxj9uXf4aQg7VqQeDIDv57k1H2PHwVZJzefrNJRFcWuP7u6p2Dz66dBCOIt4/8Mvm14TrJGYl89akOSvHzcV4VKhCNzqJruCfdCCx872OQkm53fKSxD/LhQJgk5XHRsJoHUxe84yvx6vzLyZUQfx4w1NpBnsKiKwPxTJCabId2mVzGS3oZInY2VZMH2HuqGSxmyOCMLuOnSB8+eCz4LNkf/ewvPkMBaibeC9zZn/I5UvYjz8DvOqdPNaj2j8S1Lk0T75t/TxHPHBG9mbnnaiRBv1U27jUvHtid7pm1XXlhhULlnJvPBk5vb37tRWdeR55i7p0tdGPph23096iU8vr7i8EY94+CCPsenEK/5ptJOBqQfFOUyDCWDZwjReymV8hI4s/4S/FxzFFZtacd84Yx0Q2da1Z9BoA+RsnUFyaibHueP13hbZf8617Eg84rp7Fg8dHzwWoPZObagdnxhchlaIgDbdelRWu3yTjoTuo+kQMw4hyB0mE/RKMvHXTJIzTcMrKN3dGlt7Dr2+hUFwqICdRlp4RTxaB1Gk4JRed0vz1CXvzeUr0erEnIh6cyX56Dwlb8Avfq7/IA5sl2KxmjLstQ+3Um+jy32X8O6/ATLnZyjg354tVKju1wl07lar1j6tTWoKB63hBzXj0b6g8uYgWAdy1yrDhcb+fD4ccvJt173QOKmcaWEeAjAj4UOegV67X9P38szsHKQQ+UA464EBn4J+CHASagK0cVM7sQLk7raenKQI8oJzZvdTxjt7PAZsIZCcD/6PYLGy8mR2UAvx5cU1S2p+W86CYI+lscx7Llme0S1x4wbMx73L3vA4E0s3d2m5aKAQuredNnr0mAPiOfb9pamulMZRf24X82v2RrpmuPcGyUjr3/ch/J7zp7Nfgq14SjAR1He8bulDELwUO+z7N41uPJ10VGz+sIUggDZzOwQ8qBzvfjTQ/sRtJJwfzE0R6ichgDwsBA9zlzaSZJWlwyP4MCL/hpKQ2PPfNovsbDMya5jcxUyVqXhxwWC7noVJGlX3z8eXYBuAK+jZLlKqXFWu0FOlreCrdImXX2le+2vw2EYJy7+VAU1dQMkV9CMA9wGqkWMarBnV5eCkOwtiUWNpq0TJUKjfzNxiqBn5ahRjZq+ZqKHM65sLzzMNQAXH/pPokBGOMLXvp+LNipDDQnVQDpGsBW47MIqNZ64K/8IK73VRplTu/U7DKwFwI5Z6WKcxeaSCR6kIX7Ut+k5rEbwCP1ljdADvaoMiirq0/yPyxLWqw6DTr368EIcypvfbhOBAoLJhAP8V9GSuIy09wFbtCVoSZBPd+kznQpxPLsuoZZcRWim5Zb98A002cQdDT+b41BG9ERX8ZDPhyMg7dRW95mDZ2baTv8934KZsWu8t5EkQHwnnuhqIH2aVP2RXiJ8XRvr3WtQBvymEwRuXWdcnkvvPgXoGPwgnPBixET4qSUT9wEZMVIjoiELNI8ZdVzd5zTl6QFF2XZy614CdFTbwEEIy98m+hKkjQHK412j/Oj2IJT/wrxE+KSXHT3ezCPGciOClOlQkATIZOimn2oxr9165bkG7BAoACC3yzydfuGAm8nezoQ5ZDa3Q1Ojf2lu87W7WKZVhWLquCfBRFeAbgbxmx3l63Bi4tgC8LoP72FHi3NMrQSZHv11XzTyi8HJzftPGb5ofbHbzxm2qPyzG5DLNxRdOGpwvL6+c6pVJd2gTZNT+LAvwP7gE/tB33vI0LYe3s6tU/YudzL3aa2MsMRoieFJOrZTcRTNcQ3G3Z/heSwryh8i72w5XSUNeYlfUy4RKn6KJfNsE0lU4bBzgJU8uGQwfDE21ZG6icYZNSZL3PpQMvex0wa5l1N2AbIqcPDaSVCqKEhgkDHCGsjBEjj4W1p5I2BO67Yme+K+fAe1Qf1Bxpl5CJ9bdhAQCaTXu0BLjbOHjwvOsl3S5++vPVk+q/VWxZwt1vuIG351+9tcQLXy7e/YN1fWf+FfWD7yv2fInyDwNwp3mWwHksssCwaIXGPtB231xgAaCAi99uNstBvctixjUdyAfKwS0IbuVgoloEsgi2cvD+HPxAOch7EyBR27YG3gIfTzkIDls52BRMhib4MM3BBMQGWL7+biUWvuD7X46DIIx1d+3U3Xr0XoX7du7fqW+6NujWo1effgMGv23d8FJRUVFRUVFRUWEymUwmk8lk+nihvpQEJI3Uf7d6ZSu3EBhHVk6uljdtu8rp0+CVtlTltAUGNdte0D7wLlRsN2ALrylqvVmdZ8md5EHyOLPdeRYf2YVSbzZfP/zuvnXxvXvmTjYbJGkrf9QKAACAHfqW9+eaxO/NRqBXgmcY1yDuxoMXH34CBAkR7v9xPTwkrH+UyG+UtxAEVBiw4SFEghwVWlCMWNbUXKfsYf8PrPHgJ8RMw8Z4BYTFBv9a8J6NGk1TC9rX37VeDh3fwrmLNv0sNJb8q6kG/flHjWzS+NnoiOjP6dGvi6MvYmE9OBZNnalBXb16pgbvzcC+yLW3cf5+l+63Yt/te59LHgJLH+89dOoVtHRjzzyK+fKWygd7/1+G5j8CPyh+R3Z5bzt4lfU9TaeZ789/noqO7gzd/g6Ix6hVfOVI3A/9vPojOr+H6V0V5eQgemXMqTtzGl7PeLW2c6tQcInlo//EV67NutxvpKfVjDrqd++U58T/RLv/ysO5rDYEWppfuL2WdZSXnZSXs53T9fMud/3Geb9PfvX2Nv+y+6S09Q9/93+d53Rl1cvzbc+XnVWvzq1C17t3+t1dgy88HUj4QKY3kU7ej2tF/68P0959J9/+eyNf3/qE2wvuzU7E2b2Vf/1DbJX1kuYqb6rsnSXTeq/pBaFsNdZtWuH1DK8SvXbqRwfefwTP5wQGee0KmpAq5ZQ7E/f+OFT5qVyUKr34XMfDP8f+NPFT/t7t72Wd3iRayeSdvNsdy3fTptd6Ek/C9XvymGQKGQKWcEjkMhST8KCu9K8XiyDyNVW52TKkCVfzSpio7hSENcdem4DaXlgidXpxGZwF+VhnSorcKYg+CtWpy2XrP48W8pDBgu7P0mvU4jYKFsrKsbP88vnvgZrN1KeZPwsEcZOSmrPaERIEqw3TBRcLKtWYraZcKyhRxRo/zqIS2wX1xXbQo0nz727GBOF2UGZJvBGG/bVgYeSCCacE0UODXmK4whooI4iB+dZUV0OJGTerIm/Sd2uJs4K4qhdPb+lzSCZ8RdEjD82Ru2hbVtnXBeuD6Ik8tYLaUCKPxNansSPNuW6TkYwxJv+6ueZmTgVnvhvNftnsfB9RnOlJsHJxA6uNXxyoV0G9rVb6I6Wq29bqLU/19X8Gj29ERtKlmxoYCs50XIGjkgLfbZzn57envwTHGrlZMFx0eGIL597N79G3AglFDa26W7kaus3HTAnmoNCdH1+3n4ELUolfzLesXWlV5vD9epE4gphy1V6RfV7eBolRkljjovA9sxi1v9jMVadYTeXv13hHc81xSKx5zncc986nOoPIquFedh4/U1nPb76hEojEsmrge118t0NqOMxijujdyPETWIBLyENez6aYvjEK2c+wxxLz1AyTjbMzb/VfoeQ69dky7DK9DehFfTCISnNifuhBEt/7Da62TOk1QAOG3Vviz1BJiZk3GQdLaNiykaM3E8aLupiEQ1q8j9a86uoG+HTKrF+X+ck3SuyUv1NXVtDyHyWevr/rcNVVgB/gWlpXmIZ2c6YiH8o099qW8GyY8sD/N19JC3VxnROZFrrtqy6uHredPvfgIgE4l0nn7nzELiqAuSpN7OKUs7e0TkvUJ3ZZ4tmHkpfekuNQsRLFrxHcYXnl1AqRICIAOwY576Wul85eOtgVq/O2xKZl6ivHVrZK+HgZj5xwLw/U1GIYna7OAhAKcCWTnypjYcMAtifGDxAmAKNQfgWx3sKf2IBX1womH40q79YARILYoFGxwa1MxxNFj/9ZkYRf4OpPjH7evJBv3de/fPO2HISXXbgqfOgS7n3K581ZE49xn3kiRQG+DMdCXMs8GjHjewEPMi1Hvh2E6OlmT2LnmZQ4LtaR4iHMrrdT8R2uOC/3CcalyUNHoH4LQouPTC+3N874SwkHDOUszq5vVldbXeglQY8Nzm4QJYH1Y3c25VT8gwu9BWP1fToxnBaMEML/TCcCX+f7cwU3uekbuLYir2nhX43EzhAPcH34hCCEn7txeHrVMJwYBEPDNw9Eg+RZdiFo+A/X2rSWpherig5scegxmMRIarzMJsh+awnfijGvBXFg2rY5b4FSGrWqi1duzXOmPUb2mKXRXR0y0O4lWk273i41QE7JAI0NbQVtFYL7ARGDRTrSbrugEEbtSl+zqcSMAJ8nD8lknM2osT1U7HwudpLo68TkmqxSI0VvbBwk5qrsg+m9n16RDnPMkp/Vw1brrhBoMH0rut5zVqSBfpPXyF/qkE8cBtozlqNGus2oFMeYNQajsHnU44CX1C5fmEMQZoJQaac9+egtPFrmzwMvJwEdLhLre86ZIZDSWIoqIDOjaMQtCbEM8CjyX17a0Ww+NKYKoeosY63oDWQUgpHm9EsXOhdpAYjWik57SRXqnNW3whVV5S6xKpLwmsn4rpfzduXyRAcoHvfkbT79EHfC5+78W41NPht8Mywp1By/nUyh8kB4xFE8p0ExqmTzEw7jKDlU8qkUTSnjkSjRZMD89S1hSH0Tp+cq8qcB1rWwEKPBjJvIcIcqSp5mNxHZRfqBJt/PQwbscmk9/8zyc1f32oIQNu2iltWu027XpCdI2djnltVWQX+gHXxDnNPgE+zFHI2RLhAI31Zgz4Q0olNi0+ortf2hK/Q/j0YrND2V25WBsfr78G+rIhnUQeWjLX1JUj73kjr8PmObDYbG1gjjfa63M/W/SlX2ehZT6/StVWP/VMP+zge6qX6v2DVPZ1AlRhLJ4Ohh+A1Z7U0mj6RvdhWOFt1I3/CkJUM5Enh9ATCKqYqyZh4TUE405vkr0t0/nd704OUV+C1f/v+BAKsVRVV4J4VJYfoTgK3rnLlUxCDA0yXtC7pWF3Bcp8Z0Mnao49IQLoB4K1SBbTkY6dwxv5BBx0P5JE2KncRBmpTNY8epwiOeM7JFiXjulZyM02F4X2GiV2JUF7EkU8oegOEyiFaocxiwlCnY3i1jsQlDMGU/QK9c5L65hkG2QnV8C8zF4JuqrxkpJVO2wZm+Cekee50D6FrbKjVpPx2M7RcGzHFRx1Xvbht+so6nKNdIK6ciwtCnGENjrzRXN4753WqmRQGXkg9Wy80PwTIUIDyfbVIpcqnuZ6QDutPvdlcjXwh7+4hcBn6qza6OU2Kq+3af2LMOAbTO16uRmgrEkEyWZaZdhit101l25L91cWGo96uPx2jlCf8c4GQww3wOVr6Rb57NgpH5uYdSm+iK+ex+zgTbK/jHcI67JIiUWkYYyuORHv/ecSSCqyfif00I/kUpUixfyQCSsH8xTRh2KYb/IISFU65q2Kofeo0J9aqCfH75QmauuNhdnErKZbqSlcsYApGa1ovXLzUFgp25nHR5snCCa/0JMKq/YzY4WwuLHZbaexwlkXhvvYTWYtbf81+iOhksqhWaNfA38Ttif3PE7C7MyD3QJMB8Qe/c8FlnoNgF/9lkH/VCQW/Jy/DfXfQ1NlVGwjY96ueU3cIsuH0iD7aAuNwcfz9dH3Uqi2X8vPzeS9kWryc6xvywtsc7IhvoLEoBEwCV8RAHHHfY+gTeMfriaot82fFHZX+i63bQM6Go5Ud1kyG3ngvBfReu325HAU2VP5xwpOEOHiY2Tc8I2umxa7LBA/q/FFnj7y/++f438dt57NC8qWXDabnBcCwjys8opz49y6yU8EdZekAkVtznRc5d0dkzyna49y6k7dxAnly6J55d0L3HWre0YF3h4N29KC1v15voQe6FoFVXBXPnv15OO+2HrUpyqnkxrUKnzO7U7snHIcDA9Jgh2fxB8lchA1B32TqTb/NLJPrZm9vozk/l9s0fcPXH0Y/GdoL44bJk/J/PI1Y4exTWXTrXqdEw1hDOatnPyLmg2W8Zu9jYpP0qzHLml0pyvQ1KaQ/d6jW6LfvonFfmYkOaDaPez7LYy536dW581mFxbvg8HE0St7PubEjX0rGdH+/5CVr2yPidXkx97B2xNzulxWmWZjkY2iNAuSr+6WFqM3a/U20dwu3TXvi8uvyMSW0tDJah6Mm+RHIIDN3hsFmSnBxHJ6X2I3aGFcqW1nxl6/y49zm17JRSC1dHo+cDxuE0L9624fhHQGEbkBivYt8Pg5mvzxibUp3eWAwCYj72+SN2cKMuwvCGCIBYj70zV1ZqtYDmMlhWqA4KtiJRwMAfwsBhxX7K9j3XsJ+mopoB81PrBOwSXU13ahH9RVuoMLUAlqcWT2P15KpPjQFHTVe8PbWpXKEQQgrzyDABOAyowqrikOgY00Su9VyzgFEQzLJ2nY3Psb/9DwAAU35icWNwbcVCLAMCattCHHns1PWpdx3nu3P6rEl709idDUhLagkQwXLv5toAHJXzGzqmTH1uH3VdSc3d366esPYDzvm3UyFSHx7nIuDO8eK4RdcYb8Zt4/Otn8OdBaHYw+nUsGrbHCt0DZB1QBeARcve8rPb4GWu5RhPhfq/mkKpIK7OKWkYMnpyr9Cp1O5zpSL/KDV+ywnc1MApbyrS7GxNjTyIEz9v/URurnNrdLKYhz4IC+LcZOo6lh1iT9XrnnjW3572Y71cD8vd6Rn3GMmueVj93nT4vs73Jd81HPy4Ppp2RbosY7qb2qB9Nd7Dwe3iHJ7ROhm/PbFXOpkjqLTgyKmNpRZbCDcQuyRJ/bCYO979d7YgzfVeDkLLVH07DVkQ3FCSSDFu4hQFCcplMzWC67EKIUi55f07UKI4OjhubJP8K1Qy0ikOP8yP7WY4rkcZBKSEwq4gYASkCOK2QokM5CC1oRo7jorZq3rtpz7JohzpRWrCEf+a3cNqvBe6TlZi0ewu+dGB3LcwN0AsreuiHz3LboW4S+3nkDQl0gV2buxhiilMi5EaxmcVhhIflMtWoi7B0btsaqmFj/xjdJ2Uu39dsxTE41pAd8Fdy05DMCVXSonUL8YW51V33SXx/PiUMYvovwg/iX30dHsKs4eEopz4CD/jn18YjYFvaJ7qnXx29r94m7dCUb44FGZl7T+R/iw7u0N1m1uI8Y+/HQNSmX4+dQC7L+2OvNTt6TasAkRG8A0rQEAm6SR8HC6K7jaHqfbfhTEVxndxHSNzun7arcyXn9UCACB1UdvaO7AmvUS6t6LB5Y7uFwhW9tp7ZfVB8GYaAwDfpUv2zIZCjnZ3SmQYr74PAjDf3VBe47x7snEM+bZCx4fKkFnLZ9xtPObjHiT31xCO0xR0YSe+du9rQKB/zv/WkXdyHVnxUG/5is9qVA9vw0VG8XHAD07jqH+RF2OAK6ScQGCOJqVJK6Lf+/51LnZuJf7pvNCuEn8H6GBgl1npWmWaPALIq0TvgL6lcJq9TqyXVXmoPnzIV4b7zZqDbGpFcVsPCu8dCDxwrGzfO+1y7Dl+s6WysB6sx641ldNST/TeH1hCyp887C3LXzV83288s6IwTlTuHYBYI2jiT5doP7rCPY1GWi6VgAH8dsgC5pKv2oDDo/PQvOP91ah5fAguBQ9kyQsgwOpp4/ebOoEui8Cp9YwGJkbq9SCwOIkdrgMAPvSHDx5M0sGX2TId1Jkc3f74JFwAAboA5747d8jmW3s2VeZ5dAviSOuVO/gh76pDyz/Umqi5QcyNv0CQPezEH4DTE4n8JNQNgOPGMXL1y/IeBbxMQdYVBsl4tWPcsdIUUglTH3J5m2IaiqK7ubDVvaTaeQYCAbjSVAGWCZIWofJ4MrPaedi8QkHwQM6jHumlbmxclQS/6N87Sm88lZ9glruHze4qwUWKsk59Mg/nN4wwwmAdHvl5z5btR3XJt+uh5muteRtafPzzIDPld0sLALNP+XAW3dcXqE6tnbzeJWrGrqv3SgyoILKT2HlbyTxTZCkrer6IzcRO+fgALwuWR5H4+2FMMPKmycvKoS1Hpd8h97N2lWC/Gdta56yqWY8GAvMlptyYbsaLmkhbE8N7ZHgzrUOgMIQW8/my1kl6U0YMzKGiuC4rl8ufh8UbeGYBIaVo2MQr1EqO4lnd6gQZFiD6x7NgoUB5JmjIKC2qmkLGGrnu0vJwCvU3VUY49TwHlNUDvP0JQIFsFeVw9ZRsYYFwr2i2tOMBkQmlJc+8N/cYBTSVCnf66PVW6lEf4p487+0eEdBHK2Vl+BoRU3iqpE8+aYDZex/IlqpMWp+Sb/uqesFg2fSjWeRowflkDXl62o5LHa5BU/FPAFoxDEJRxYi4Y5b1Rp/csjfzRKgCJJxE4R1TffdqEVLtFvzijprBb4H9ZWluBcqFoxdxyl6juHyTBaQee3nTi2equtpEHWjYSchle45PHV7sDEUXU9TpJQOsXFvCTa5fxj0sXyijndmK1xuX2FBMBVTz8A0jXVeIlLbppvkXqCpdcS2ZSmbl17Su5O/LAqqwtQ5VvuKwinJNbAzA+260DeL0gWYdnd9A7kE1HNPqMXa3OpMKIqtWQ6UnsiWT16sEnFmIKAerQiivnFxa/1w9HGs9AwBEoUGJT5QUaafz5PCPVcdWnoQMApfcCx5KF95vUMiSMQmr61pGnYK9idi7aKsZ+Ppod1T7APfzRo0zEf9OPygBKWTK6yW8WFRPEGdmwtuciJURUfvU1RA3tdytUpBFJUSxtTq2K2ZOJ2b6SHZiP7QXn8gU3E64AISByjT/rLSmtHbHmzeL8pniDPIzjLFpL6EqJVe1m1w5C2fxTVcZRU0dAiL/rTW9dvaIdiPfnx7fcKyoIIvcOCkOFw5cWrtUV4zQwKWrnJwmtRWO7DkTrFpZuwBWT8AKwiQn4xfAg+nI1I+lD5x4h9TOb8CGYv/v9NnjMiqBrZuAx8AK3i1L6T5lWn0CIsm8+h6PECS3HM77dahYzYVL1GP1hfTqOw+46t7GwdIKXn0i6+faj9xWPu+kMVYPCMJj9MxzEwX41YJ3KjbR3O5KEnNCn3zaazO0sGeoLrnyPKDxQtQyaAecgzG+RjioVp1tBUpMEWrFQOh7T6ZU6tpYpDrF4Zupal35yGbEfCIHMbhF0cppHeZrgF/oLi0eNUS6k95d9jOZyKGxE//ndLuxkjBuT1Vi2y0sQM4pNYSTmwoFJ6X+U8rc3JIDW9hvUunjeuPo9CHCtmxYdIPxtbntdOQa9oN0ucCG/JkpaBTZ16XGMVLGqnnEGNEVpt4hwCXEF7rTj4fILfvKBOMKHy8XoudP83asVE5hNx6nD22OXlp72Yg0hu94BB0ZNxin5zwyT5qZIh40g0AZ0IEb8CIswRZoXdF5QnsxGwL2hWSzuGy3kArn74E5mUSIunwchS488wH2ZGBYlk7tX2JdBOkoNhL7JdW+1NYVYKIC5d7urdhvmN4zxySuuGdDaIgtqeS0DpuWq+4SFW42/RoFOsKU/3h1rEfgyKGOBwXhOoM+rY4/vCgkQSsqnDxE+BNCNLD4nShyTD88b7wZEzVZiIY3HpJwuuLRyh0pDy8f0SU0rTv6Au1s/lagQ/tqqsRY45jfCYbrGK9hEhLBqdYWQg56dqw1/6RAcJnHLGo2SQVV5njm4TYFfdba2vSRs+aeo+XYuM4wVSi7qefkDq6so02gelk94gJ7L5eP3trtv+qeNmteMuiGFXU8GjhijLYipRm322VgRXithZulQPedFwXHzAHR0ro1iv5XgUCx76NOUxktIJ8tqZSuCYOTTooOX97Vh1RQJeC/hVdmqmkQUxhSUhKmuDSR0r3kcM+fm6GbigZqffFErdgMjWtJ2cYmIzfZho33LmDPTd7me8R0jbhYGlNzp6N7oDR3qlW+zCXm8JHAtZ9VM9lYBrcVXlWKXacn+4pFV4kxiJOPk2oQ41Rohzf0/xAvnHacbv/8J60728nRQOHkEnW68bQ1pR8v/HrB4FQGD9Ltqxudlbk3jLdAxX290s5o6oc68xtUDRPOz+FAwlFkSoPGWVUtRQsPOOOS3OoWajuhBcqkJyX81KCYWRV2S0YTgQRD07DxhwbLy5XgfvG+OnOoropdlh0rWK8RYNizFzfxceLPBENakkZCg/aAJrsZ9RVDpgXRScYwjdTTXAMrW8qL1edi88sbS+mvMDR4vmgaVSRf+0yuJ3Vp3KVPi9qjL/wUa6+mJvuLJiaGIa7j4u6uEqVStucVyp57oHptgIoRm3QL3k8GdZttOm53zvVJO9p8pHSjLtmQeUo7M9kDtXWj0Vm+t0NRc8VMawvN66065cxPHAsX6+cEukmXZNVQI9lZ717dfvvUQqmpJvtnLt7KZ+v+MXdLnbrrXv3hZe/UPmOXNGoFCrU0KFpr8Ah9Wq83e9tNjpfEjGD67z7TcqwRcqF9yFzts/vHi3X2lsFYnXElhpEeFFGdijsoqj0cu+iO/CQ4WGGrlUdUdk6hOnSKS72UL3MvjJcHCgSrrLLikb2Ve8Ihdde2V92bBPCoR1RYjDAzal/T/4TsAzs5D+dgWc0TLz+S7HTVMKrMDXmRxbNQtsUiPR3m9CcfXnkVmnBlC4riLG14eaHKWRdgq49Kx+uMef2Sdap961jmgfqjBNRVnNF9FMLWoTXUZiMtKXKOWxujdXNF1/npqY/vMh8K7yY1UeiwH0J6AsAGXjwndc6kRMfWAap0L1W7Eyki+6QAtD6y0deHl3797hq+PGlRY7eZ/xyADq9RtE9X4v/snnurb2iffgmFC0UP7xpqRV5WTf7vP2EYYAN7LFUovGw/WixyCGFX4JBhN7QiKJqNi+F/GAtse5j8ZospEoQ5wC3rXT0tAt5yJm5t9FEH8cFG1sKM4UaoDBDTIHRYXyPv5CV8BfS3/QYZvgZczAZtqLnROxXkM+qy6hHLAT5c5kD0lRo8kq8RPOsgvUZqZAno0Me9NbpemJnK4jtgqKd++DLDQ1k880xpBqVnOCdqCcdGUG+09ndbPGsIaWfDoGyOK6zpJRCINa6i1QI5bY/sfLI4ZrII/SJjtiDA3nxv8czuQknd1YPe/SVmgWfmG+2v/O/weHdZfb43Gy8qPMOJXl1gPOnhqNxXtNovOB+Q0yIacfmis97OoCOqvPJXkaj2nrfW7TvSkISl4fJWVmbRddH0be2uTKO+bT2hh4HmqQKyBzKhsSvOaawNYNMelohRQQQjWgBPwt2zR2H6GJHNzqeIFKYDiiuEKDh7mkIN7oW94QpZHNM572ixpe061vUEC+Vsu63z9IJaqSArALE/ZSnJc2ozpdYgEmjLcWHyl35fekCbptJ5khmyLpe+8I5AsSKqzuUPStRm+GsucQ7vF0ZotltoWWz4Wz80AaknF34THmFJehHVZmolubMVz8O2qsyfFjkcVrbKd+XluhiUoMLHzGh3ttd/XaoH11rxiZJccZn0z90/3ygpVGLSM4aQq56XP2T4yLWoaW7eLPGmfilLoDsMyVi+NwYAFANAkVpVVEWtLWjDhRcwEJI3VEVXwleg8hXml6U1vW6mrPeiJ7jG/5BrHuZcCR+mVhhRIJfjmiJVS8KPCgia56HJMFUyeScNquNBeuRDcn4a8xnHkxan54JSOvvo771ghz6G5tSAjVx/Cd8aAwua9Gx7O82Yzo+uiA/W8r/1ooagx7uTv7/yq2RUb4ho1zUP1x8+NdeC6Cq1do5+9NV72kme/bQPYnF5Wb0+Me+dHfnmsNIzQEI+cjaziyyxE3O7FLKAqG64nIfYcHJXtQ606ULImy4mILL6bNSwZO4ZLBmm0IJ3KihSnkGS72fkE/VV0bOJ6ol3402JGeWzvwrIaT+JHUz2vfpamXxxpRs4yKcC+Ky+J8FJykjMiEKYvQDd8VKC+yVLGstDHhbO0C/wu6CSNpR+4hb8AlaTSlWhC5LN3nDLUf8Y8s78S7qkP3g3Q6OXavCjucU+K1tZS1jFGzR/Cpsh2OD6PKQUEu87++Pw/xzwumo4ykJBdHV5cCiJy3IyonIUJ0x/W0kLFVE0DZVaSfY039MGiAgc6CzGo/gva/qEGFiyEwBATr+OoDtE/ZxxNbIMrN9ZUPMCwjf/rxc21juzTxI7UQmEiH7BH1I5taYtRLutIC5ZyGQXwSBBa3nhvV0/LJ7fv1OQ0D73QlqZ8YUHAn8MMvQdtzNIsqyQBjguFhbvXvqT92dvb7uPTZkx2dwLqDqnLXA7dGLyersJSYgeeffDtx4tVNaS9l8322Q6znon4SAPySLo0uY/fFuToW9sEypEhFNXsaJI2q4bocXWlgNTY8V6FAP8lnWsowsRtLMoDa890RYn++SPjQgUEgpyJ62nHDDjLx4h7rnRo+KRP050FTERbw50yRHpDafYJ5y8QOUF3AsGD+cy4lqMjx0fPUCvfvZOu4EybJTYEjk65Dkc9Vsz/7NSJSFR9VxHep0Mc/ur+mVwSC8+hX94rLzaF0r2rMEQ1W+38jEIalXDKscmpJ+8Z94/vTvbne6xi2IOX0Xy6g3UVOyhcDsG2gidAvTFnsh3Flnk2yqDmqou2p9YKKbLIyqSAMQ92GA6Mcc2GN+vRRrQpVgu22OBDjLUYGRd/Jfd2bagvRATdpKpdnqHXohu+jqEC/2TCxfjp1zFCCAaUx8o1LmFE0D7pgkxxq0yj0IPvC+mFd2kztutVfHyvkAZaQypjr6rR8G7ypuwS+INKrk7PN0pGjTFNpY0nUmDjkmCWBsT0G2orkuQ4i1VNNZ2Aj3t4lOYpRJuvv7PY2fZd0H0FGd339ebpoW2qsdN+pt2SUhZ2ujT4n5F7QUNLpm3lQTlOiCvak/oyhQN2lHuUD48ST6yNJ1vsDn2aB5bQOw/T1NZc+GK9Wbg/PUvGRQ7G9Tfg2m+frUo7SKM5Lkc0CsBMKzmLD3xbtNV8pgy7pryUszszHVUdTDfP9wQ0UST5phFTwWrEiBZUmYQzG+RFWtitxBVgJRv+UNQ+n82DBkO7v+eeLq222OCEDVTsUgD9VVAdjbosMLXkn3CwcnuWKEw/ueHNCQndkgT1OoFtxQ/sxS119+Z7Cwgvy/lk+ehQsVCwiRngBPT1ZRDkeZ5GjnWFwWbUzu01iqYm2TJVeV0sx4F2JRhwxzjROT87KjRatq85aE722HUCUv73QtiQeh5RwnlqXOylZhXij0n5HJIq/MwbixyY7LElbUlg/KaVJe9kEaKBTVpjdiwEmwMHdnJb4aZzxLUCU3uCw4xnR82BTJGNXtR7ErG0uAr/ob2/o5nYeB1EWSNrcGNi1ej3TK/HssIK/WWyQlQnJXo8VIiSd9PWvkYHpriIdzWQtTBMm0qlCwD/TBtZIqKXTqLWkbtje/0FuqSUiNIWvXCL2v00lXzFuqUFdBgigiuvEou5OM0DGc5eiQTftotmTzIILhQTextfv9bv6xSE6S0iRdylf3bz3+jNSG7rv0ajtRHnpmwLWtJjW8SkuQqySIV/l/REOwMHVSH59saUrSQrVFlKWTXZypTJEud3sMUxlJaRLHtQ3xImYe6lXvT5Ka05HADQLxuNZp7haQJCJ/6YwnQj8qjZDhFFIqkczdUF2pxT0erUqpeSKk+jZttX+LiP+jlqIGS5QtHZQnBhXK8Y6wLvdPLCe5Uz7mih83KV9GulpXUBi80GOl3tt3mXlYokUWPFlncqJeCV0bEGhctOurhGDyPi0BtntEtWtl7xz6NtbRFlhUIpi0btlrZD/PK8XGrrYJei45vkjMGB5InR35Gdh2dowYwsz1scTyIJijEJkcB1W32p3I4NX8OF3fCVAK34ehZrT1xHlxsEYEzXt1b31QMYkhERVtxdpnq1U4kYR71eGmMboX9QEArUygNpixDaEOsb+vpKtQdCSFJHXOdyVlceT3N6AH+Nla1V8DtDFUwV1sqQi14W+HHCRNXxV4ll1tRdWZJyvyUBW5jKY+NDtiXPn2I9iIx/f8pWglClaMS3ZftMvYK+7KpYWUMvLKpd26ZpNrkNdwsRh/4CJ2j39C+TMVuJ4KsEdL/V1WzdQmKfPZEGFkCpI9ihzOO82vqsOfykSZGlnBo8ksUIDwEgyg5xCq5YMrtWqHO8w/1Xu9rNdwL400MVYlcAiJxtZfjmx08KFXIWb3y4h5dQBNGPCWR2SOFnVmxcKt9bwDF9jVWM7GNDUPAV2oOsGbf/kzeLNid8CS7Yu4Fe4g2oSp/Bg8/ndo9bM2ev6Z5vtO9D2UKIqjdylBgXeJSaOGPGN6rZ1wyOpu0jnhfRsBA6QiNx0po2166DIonvx1HIUZIYWQGmDNppQo9/M398xRAR84ez9j6edpCug5WKRq0GSZ7J+yQRUOszsndL8bd+4glnVaMl7WpS2mFFMZhfEjzxuSVhJT3n7AV5JWrHAtFUuXzvjWOuy6B/24Mk/kgIx2FQIZ3JYYXNbIhSUBsVvgvZJn8dD8FOwkebFnI3qAquhbTQc1ixpZU+YrFa/DAPt/UyibgIX74LkoyB101URkYFPrjIraXijLAxKSVEmhbDDr/aQiAuN4WF77bnSirwXNKC4YRWclGirAI2jwxL0kak/B0EbfncLynue8KrM4XuBJd7Geip6SxsfydDIQd0TzCKFBhcofKxCsXRdagMmJF/2saVUVZ8EB1K3GVtkgemBn6kYn2UBgOvI9FLafnZo48g6D1RFEL/ez4VPvhAscORiV6YZ+pIrlLG509Xt51izT0+lba05ksdfgSAKCYpF2ZQ02zfCvNwJdFDXsnQD6O+LI/8U3uxGTC6tlvHJE+V9kWwNJ7Ty9zKOFKIxnDRMWUBOnciolruPDD4ovV62XMEhMVV80bQyaGGmR+RpYvMM7a6g2/ju94kaJmjxyMHXoHqeiixwgfGiJVgXwm8EMFGq2QwNMXsi/2VGMpxxFdXt2X5/HvBSeO8q47ohlWk+UQlhHfg2K3pEe0xK++ui9mCphzkYizN1P7Uc6Uy1co72q9yt3cdiWSXxuTHnanuGVZHMGGPeQeSzQUBV5fZ2hGqFWpbPWuShLgfGzaSmhpSRUfuak+fbNYZ3+Ehnwpu7fwtUhqBdjU4wF3lXlQjFDmQ6qpEZgukDQrlaEhHVOehwNEgXsJBCRRkKwxVrbhposkmy0FZKslAQb+iEr2BgV5eDdN2JZd3JasoKfYnLjI5fKBbK8ZfnyyrHfNGqw0xs6mMvGmzyynSwnA1V90bCaIYQZnkn9kvDBYjHfvf2S3zljFnJxXKJC5gkzrA10dWbTMO1L8DMvdScUEOKH/pVS+4+L63ZVDytrkqZtmqn4uEprfl7WGU268LAxjtd6LdLjkn4jXlG343UIjZd42syHbeEesXbZEan8b5i1OKoCSyHLNFDNhi6vwLrm2h4pR8LlzpYjOgnOsD7QROwv9Yh+mxaYwi3q97fd4MoVF1QFXlEbe+I4hM+8oSsziF5sR4vlpR4EkBiwas1xMOBxz8jnZvVKkTaixcTcU5aeYHVB1KopaQHFO76photQHTiSHoEhUxX13eJOl28SAM0keGtFihmR/DRE2rfJm0hchq9Y7CmBv0pXEkk9rhRF6LxbGwkSjDuoUPwAAthLJa7Fo76WNDBnskMisB8n3t0hW2/KSxr54QevGtTTdMcZYywR4MTvslVnbrjC37H5PYL4h0XMOhrJMc8JZ5gTtKeaTJBtBNZHSbeQnH4s8Px8rx6/B5bTdmqK7qvk9RsC3wU+2DVVtGV32BjEVOPTnxNtcNCvzdUpvihLPp3C+SoaoiKMGsx1jGUsBhLWLTg1ThLOoNrUKlS++N5NAfiU7kHU5KUlFeb9tNiPpe+VtFE6wPEBLHKkA4JFhkqpZ06RNyLl3TM76Ow7lNQTDmHLmuYrP8x56TARzmld3OMjCI7P9cL0ml+4lkaDKXF3c0mU+yYtKNkliXhi578TP0POorK8OFb/6Whm6GojoD/ThJH+r3Ga9dMshDQGZRoh5FiPrBpMk/ScYoxknWprC+dHZFSzB53QLqnpe6bwr8eGUbDeFYqctsXMdiGZ1VWGrIlnNiooaixbehmGSbI7Ep6XVQ5c0KWB3TsQorph7cReLe7CWu6aJB9MyQCvrFO+KFXGHPM4TY7It+IwO+RNK4cK7eYOYvlMMopc8Hu4zmVv9iQlsLqnnQOOOg7Glf6+HNYTwCdorbg2m2w+JOtLi0TA9pLHlK2JApTPpyDkBM+rYB/m1z6m1Ua2LRXHzNui+/m665VnhYcQzrMCuqFAsjq96T708sP3p2kMGvwPwaE8LBe02reYKCNU3qPsxsdvPY8kPlv0jlFFOxn5MFIg6r58nFgLuWMS9Ix72SLqSM6GG4nBONoA/2ERYUtiDtCPTz8qEuFJOizQIbgqCDSAKSfC/Erg0HE8ac+2VrEE31yk8fq/+Lg4bP3kGq0ll3Y4wm4FIVKK6R7MCpFXrzHpy1eL6pLX7RHmxc0MCCNkXPQOLVaLxobGq1/xXGDVCNXZNwDrKgnehfnMOJe1RN2CcKPZZKQrGqlnWoyhKkWGXiJQ/1nIpVFqI8Ng2HEBhhiLRR14N+5E3Dh+hg+QJ3SwVVCOV/JaM58jklq82a+e6/JBZ50Lg7AuR2IKAjfuTXei87JePX+KFN2sPRoLrPn93ojxDUAV/hfZxqlfeLBtQw7wYZZHt9qDmZuUAgcTQygMBkg/NK+f8xLJkMkWCa4dfJIUcwYN3E61MvNaPL/ypEshi+5wIlcjdx5LOlirKPFH/D9Noa2n7V3pRCp4d+i+eHQHM3mSb7XHDACGjrq0OvhUvWsaA2WLERM3FTr0o2ocZrkxfRXF6N03HruQ6P2aEpfz3JWpnvjBdzVDhJcwWvAhylJ/Z6C1Qi6uwdWXPnhBoAc/8eNprYVHiBS5s4ehYTXa2bBLybCXLFdqhtSVvEEcfzFR205H6VQKPvPUzrNog8tY9iXbsJedWwWU6wGW0rMDq1pNCFLGooI8VgK3tSmq/KVHDsc/KpFUAWwsgYMTO4+ziOmDUcG97MCWoGu08KL2e9vT+1l/QhBzcVoD/MkXu3rRibzmIWuy2X3/mLrvtThYT8ELpwkHXdVchLGQo8ggh/uREltEvFCr0lybpAjAq/jhF1o+ckCss3AoiuDcT4VQHlAGPpmW5PJGH7aXUX6o51IuKiiHGhle7K/Uu14mYJJZ++mQqKTrH4S83+Xty6s7jARSOssXCZRCJRxVlqlc3i2qyRSVWmzh/Vh7WEZXRl+iF5dfpg/fdOKZ9/yG+yYNZSD1ZmxKcFH4mo4t5grAxoIPrO9AM8ORcj+IjPOwrzsmEXU3/vQ/OJBYqa4TiPj0aOLw5hJizmJVAT2qJvXldzcvpeSUupD9LIXKehK/G1LO3nwiSL9AYeesWG+koo9PUcFMK6x0pzV601aFQubasX5I2KOe80nqRfE5Kj0ZIMM+9tlzmsdGWdl64H/M47HCcrpvMdqmLioFZRNNpwYgeMN+25Oh8fli2saxTS36eAFdsxqKkZiMYwsgfW4k3A8tKqFOBhG27ltChTDuv8N+kRUwROVfnJs6V6xD4cYzG+iEJ7RPgsAtCwk0UTxh7mxQ927+/19iVraSNC00cXK7JS//8w4qjS0xJBcWpp6MV968VEGuckufatT6BFk9JZnqbywh7WMEuKrvcFI/iK5VjeV2pv9XPbTW3Xhe34Y6H9WXj17IyzpyGurc3U0ELk+oU6hw/895C06+zLH5ETe4P792dbjZ78GBWw4BB8usNYhIjrMRoC8r0xuLcB07NQVGShCVV3hqsUbmJhrOTZUcB5ey3HVDLlCNZZCE9XDiGWBFuUcZPEEtOcyVMGKqwe2EAC8MIwPxn3E8Z1dFrjlgFa6SvgDCWUvmxQrsO0ixXleyZDIB8F+iH4WVtjAyViVTpKpBTozKGUbGOKIvcRSJ7Sd28v0lifNjDxnQNowDvr4Mi0k/hqgaAFKsrt2Wh0HwzrGKN4UikmrcRSqYrzl84ekZmJQUnTXvcTp3h6NdJQcx/PWw9VGzNddbuy19SR9OH3ES6PP4+ZFudS3Ibx8j1qdswQvJiJ143Jk8lzdC61ZIqlbXHTWohAOCEAllXfaci/7LMSNTHfMgdS0KO657EPhkjxWh14zeScXlM9B7X0ZDiIMcjACx67Zl/JxGJzsabMj2vDwNxgocSARxs8E3iH3EtIUzrPIRSk+o3IUSciQjBG6dPLsK1N17bHZfo/QtSHOn3+CKall2BS1Vo46/fXXhA13NUuJGz4S4VjKGYod0YE9e0Lkd2a7gvKVZ/jYNSFZkMXiPPqQ7ZMBDE7ZAKACUsmdYVTZM38owpTqn2pgm7yi8RJzTBIgsN31XuXCoi1sV15UzeqMyOkottVeCH0DinKOhTndHsymWLMLYfLFUy+QYuswb2Q3oR+CyuucwFKjnDth+Vub6qDHoTsaP6EKMlHJq4cwh052R2LC3JlriUr0oy4PsMYbpBMig112FJTZ2PVL4NjdHKKG5iVyRk0ixvMUl77mqnEiBDksEOFUthyHh7p+uMUB57FXHpU8hgeMPkPNXEwBNttMRduwoVMVVYlMnrIDtEKMgkVbB3KPWt8izEcq0bryz9EpXUV4dFytSOFjdOssR6PERdXBdjyx91VI2N5LXM9YX3NhAgHmzy4LvE1mSztHNjWXjJIYuma4wm5l7VzJ2yqa+siH8wQkrKbvtbUXYVxkStwGw4A1PFCJog63kwHg2q1BcGieerS1WDgxudJ1UyG8gA22w4FuCeNO+ntZA31pOl1nq7lmaosqE5uAtczdzus0c220gy0+v9e4ZRmaUEAED9jS9EngN6ZNs26wK7wpfJ3xTjM9W5ueB34GF16Vg60M9xSWMFfW8efABoVrCkGhmclZtzsD4YR7fCkayeTfYptpLDtIkdOjMoFUSnosllEIFG8GjoiH3djVrrzNNVvj2Qzkux2tD5HO2CJultD9yxcq0ZdPE2Cyca';
/** mapping.txt: 56405 ASCII bytes that the long records point into. */
const MAPPING_BYTES = 56405;
const MAPPING_SHA256 = '8cb5a957e0bf7b702accc3ba25bf01bb34c1b0cc5d5fa4f0081d36c2cb63db20';
const MAPPING_BR = 'G1TcVwp2+CeqYHPbgAP4wy7176ED6LHtqAIyb/UIkwUizUZGsHEQIGzvBFRVVTUvaYyjzWl3oUTAe4vgxqDMk31eqNSVAk3awi07WkmiOx0zFzRUajYlVunkyzand+7mNa3Oargi7WBPu3BNW3xbrke3TXC9ASfZ9Ovxlh2f6MkfsmltPzQE33D+dCLDhyQNySb6ZMvUkWVoLA6Z/qKFO58TVLEu1q2Lr3F8UI7iAXdhDzoiJzmNLJNYIzmEDJeTtAqwW27iFHm60oVkUxqm+YWgJ0hKbCgPn6/ippV5dRMR8lykX/kK5/r7vfn09zfrsgtEaVTkeYlpe8a31Hy78jsX/Rd5l7kKt8oVvNrx4UN4wJCANXTYlvbv6Zrj/l4TI2y0FsgYyTbw0jaZHfxb2VRbTVLZda6iRuXgG8ICn4FLO1+E4ZFOo+pd/JrYrba+p5QtYfYr9LrP3QlLA8PwgKQmq2joiTjzZ1YfpRUkd98EmTE2VDPaoRoksYD+PVZVQ3JaM06PDp262XmClFNFxtFGIHh5zH9XV5KfSRUdVLEKceO1rTMSSex8a8eDv1ftoa9auk2h6Lb7MXfXNgPYstCTYGR5z4e3vWJV7datMIKvyyTPzEZrOMg2n6+o6q9IorK4kDmORzw1h6/s2o5HSaiYL/DSuSSFDzoVsmntvBbI4wdwUMOpKmTNYEVVG545hLAwBnUqWMM0Nz2Ew4sH1SAr0Hv2dDjdQ2TyqR1eqbVNpXk+cHB+O3RNKAUHJYk+pvFfnbZN0QNFNi6U7e6W6TbKB75kB5lPihU1G2/7rNqLn+4yMDAQLdr0Yv9FRCATk1a1U3SvL+oQyclC1p5JS7IAvtTFW7Wv/dWVuyuuAQa8wrAI24nI/6mq6x3Ipwe4U2niJmmilKp9I/6/g4I7uh2kFECVdCVc2RKRbm1N+jA6W8aMbG58kpvkSibdlXJ62ZzNw5jShmlvbdh2b+H5p71Z0nvaqZ6zBk0P0jfSsBVnXU+zodqxtSlqnKKYQ4KGhtC9yCHSjKgJIcvz/50kZ96FzfkjCyWpWzN/KWONFpzq/zP3atevBiQBhZ53fffevC3JMGk5pSQFwPwhuK5qwG5nQvbXju14PppZ0tF/OayqsAQlgAYA4q491UYjtm5CBkGAkjwvzIyk/q9XJLYBbOkUABJrhkRhZnWPiy0sLM+HN91+RgHg3UtqNsJRPDx/9apn7MUGL35M0t3t3q6vnyY2PzSYWlIax8ehLpvXWqAKWDm2hswH5nSrGg9od/ljaO+N99ciBgeguWH6K7YmMq063wokC7ZVLbHJiDue13/ZdtoLRomYbuwJ+C9YimbgLPOtyPaVtRAlHSKHZpllki8dUix7U83hM9H3x7anENQYVy4mB5iSvLb/foHLyEzJ3EFoH+FFdOnq4MRB4qCWY4G3QbIqSpEaA483OXT1p/fksxXHQYpKTnT5Ysyhdr0S9ObaThgkqymTIhRhqtqKmkZVc+amwAEJXUVXj+6qi0xm+lDH8c7Vh6apQWj8NbD1g91MhRKgF/RiGUOib+RDvZi/d5I/Kj6ysRRNXso7dl2sq1HALtvGQzZXmdnm6jF0GnZVIIYyJIbahFw6VwwFJEInQ67DaplWRKJ4KJw5fGUB35U7bZ31fS25MqwOZ+l2UgycfQwLkAsQ0KdUNUTRZF/92Y179t6fRTd2JxF6ocq776q8Y+jMowvsBnOPlwUQiwPO71zHcRx6TeQiTbNPqzY5O7k73CWK4kqLQRcQrKuv7MESRTl/39WfG+/TIVQdKrr6tboUvwh0l860ZAEFyyguMQZzvdWr8BbcAmVtsk6fkGk8Xt67qqHz7kPn6pdOsCjvSx3H64hhFOVdxVHUseuNFdT2qzn1PLtkeQxTiMG7t8mzSEyz4KSEoWHGByVel+Ciikq3vmnG0iZjNBRlD5OGVdQgpPtPO17wPHdb4rv6cyWf9yXbUM6w/YAbER75cdd7XYQzWM4RvEne1f+eG81oskC90dDgbRAyzqmw/OQRYKbIzETg0cl7FwKomuGiTmeCVQd5j0FV/DV9Q1WEc5uAhs505X1NcNfpkC9+x4NDwYvaXL3oNB+aUXnvqtkUPKcjBlN0MmIwJFl0ctG5enXWS2d+efcYk3HM1UUdI60xhk0EwdGHcjDGckVdlpUYORXPMBMjryKYzoQair8yAvrDWe9VcTcwZ9v+iH8m64uMD3GJjmu0lHkVDIO4GJdfp8/3scYbkfGisZzCIQn2ClVJktWjX1/UCeghl//JG9yAO2kyPCN03fizI6EKQq/UUqQ1PsJQK0mMFDvbbJ0Zc2xM6rJxazxkczh+5ziuwvO646R8fdBdiBEu+wnoeTLxSNPaHzt5Hd6sGS7Xw+Ufe7Mgv4L0Hvrzmp6r4gtSGtnZycGgZ5xUE7c11ywH6KEysxVLPWN3OvLO+zX+bYNZIGZ0g9XAphNuisICnxBvfkk8S4fqBBtuecD4l/ZCdG8Pacef+GiPZIEabQAb7TN9zPSZP3P12C1AdtW5ZKMHYtiEDLuSVgRPmt6X8hQC4qxDp/agjBrSVC2AzXVGikLC1DHbHEA/XncX2y532W2upl6zKQoqhITm3LE/VBnqGafN1Y9mBBcYJL9FxKfprvvWYyiCKWelOhFcOUflbCwRg7NOqzp96kTwadWnT58IbVqNP+0xfL6OMGLDWIC+LM/YH/hbE6ZWBerzKXo8i+K1fEF5vOZFsem0ip5/2PdRZ6XScfON2nu0mXacn/U/O0ER33kUV/qmx2EeLXh05/HBWumXKmK+Q3S44+GKK33TMcyjO8TLNT5YK/26Ds1znubRco9W+hmtp2Wvy7TFdx6t9E2riF1FgEiGPzIBrQypDjmOkHGDHPNdOkPGADneNNYcWMw7wMTUeYbiXIHP2MVh27IGDUCCIcFkhxhno20oK8JK1jTuLKGXHpfeQ+/7c+ldLr1jOEIdQhOTm07OKqvD94Krfsyq/USjMw5inatMR1OwTODviZGExDC8zipqLDrRpmNXhlnkk3HUdSzBplhzmjIYypAxeYsCl05uztostbJvwxlpujoGpncpegltx5iGY4KvzuzKuJSxq/FV3jLBKtOdd0xiNYFzpatnH559Xx8Z6wXIV/jMWrstH47btHV9my+MzafIwUWOXfddSym1VlG9VBHyT121ilWs8xpjG1L8GsGkIgu5yOJZZCIXKTLKNm53p3050amc+66opC/VELUgVCuc1SBEnKgj1ME5ZFroFB1j4iFoR7DbusuKcUKcicC+iTzMVyYGgnEW83tTMx4Q6rX5M3GEGn/iFlr3bpVzV/bSenLOLoQLgpfzf688CA2WIpxJtjhjeUgHcpEAclTqzqkF6WCSHJ6LnCfn/xyERoQiKA/FyiKTcc0ikfUiHX6gyIwiyQ9CVWVgY7bo87BztlBbsuxDDl0ScyEbdWHYwN4VWvGe5PLINAybDQ9QjHx9MjuBjYt6izje4bxX4H5/cqWCT95REIzLYFgU/v5qmEbXqUbx6SW9fKsgVB/f6fO7DgLDeJsUmk9Q+HTdeppSTA/P8mkeBqVTPZ2aefI8bImnZvPI+gbs+LCH+eo4a+NGlqWHG6w+DcU8QFtGld+XvS9/f5yRgMCXqHjvvo7c3ZtJ+TSfoN+685ls2q36PzKGFyeovczoxnJrp+U858mr8yz7DM8QpXNwTkXOwwQ73HE9id1nWLkj738fV2lVwlODVBI+IWJeW5VE3JPnhZNXkaFxtS/KREIhHwusSHhbntgoowvREEq6Vii3WrlAnRhAdZ5Q15xp1+aIu2/fucB4Oh/qyt37JujFsZn/dY5NKQBccEh0ztLcbYLIPQqLYmxJYZJtqz+ZgE9iuvaD3LRzXHvhRI+5GOTQXwG4mjZXd4w08jwtdfVn25CLTMAgVOzafBl1nyBGY6GNZ5Fty6l/NRm39YI3vc/3fkBvYG3/Nuz/9jb9+jCn75ZZAJYlWNWhhWf64+vtqnfqnc6ykk8yBGcrTxL4QxdjIDM/zCvHK2yxXxvH974XBHQEPDndehb++esECZbYOHK4V3dWJIrUSFcR0KuBocZrVljUcKQEj1ZYtJpqNX/Qif6dWxUFcdedh0C3xTPNy/sxnJ+PVtaaWtMp4SDyHmTJ5zALvZ785G755kRaVn9ETNHvQYfmX45jEJB0gKrpZc4yg7XPhAvOUqGXp7bO6nq5e2P9G13pXpKQmqdZvFJTZ1XY9+YPKZxqGILGUPSyu7IGf+smlEFFJlRksu6mu/kiJAY7sQ8llDudEOzqEW6X080Bfom45AiHNyYND8HOOAlIdsUxLOtIZX6tF1QQRp6xukFYuHu1AQSxMvsiKm7DB2Fkke4OKfKKhi5gNo6d+eIMPMZ2HNNG/wF//mgV0M3Fsmgv0UzlHHv6rjR7nnpagGzA6WJnziOyTAnqAac6I31zRVI2u5mlpsVOHrJZaxaLjc0gJGqtYWwYsgGGE1KbeweGMA7mGT7RxcTDmTRjmT9kHVu9nb1AyD5nu66/TArAVn4jsVAc6FGofTLgWeSYPIu6RM7a4q/s7rmII03GMpEJBqmoMW4qsq/shRKmRGBc+BMKPGu8kfqiFNjjVApEURiZYI6g3ORE0S1Ayi8LRydIvj9j73iulebkWqqAO9vOiE/kSnWNrhEPiWO2s0mC/Z9Tiz6XRcEHih3WvpXfBh/nnP3Y5qjk4xkH5cuT00lxFcarxzTmgwIE7kzWxAmvaRi6goU718rPULhubO+6671btVbvR7VnvVerclYTtnpaXZW1AziTpfj00lHb6m11WV1m286r1V6t37ffdsz8rs2s3/ZSZ1XKq+6jdYOM/wku7Cfzyfz9+PTWDTHIVj+MYgaTtIuADVmqejC6nT3RnJmdSTFX/3cGCIHOheFwonaS7oMTuIgxuFN3BpgBPp/VmcAPSLJ6nRkYFrPDOVFz9kWTb+9fg3ifV2subkRchMr56x6cWL9mdlvN1wuVi2IoVgzVSWSakQpM6JFLqq7JvttSVISfVKV5Hqh989NrZd5t39iHSjVU6X0QFyyjmqFlHha7B9Fxtfd5Oi17tMWjIOHtXun4/8TtPT6XbngE1JWTH7jgDCuPuPf8cqWbWi8GSR5YuXTRH0pcoGeEMM6k03J52ZC5M8IGZyI62We0jf/YLFgwlWOArB9GtXIDwyZuLnCHyEKezrH43ahOkNh2J47GTIll3PCEeywdEyS2YyeOxkyJZdzwhHtBHROMuLomIiKiiIgoGmocjWMWFA29//7edsIJEtOHSwSdKVFO/MtOhRMkpg+XCDpTYvLpb1gbQDTUwSXC6MXQYqQ5dJMJEtOHSwSdKXHk6vx9zvsQTpDYdjsSNGZKLPwMr8lvwgkS22U7EjRmSiz8FW6tPlE01EjQOGZBdKiZILHtdiRozJRY+G+Y9yJv2nHERcNlu4HO3KKXcvifnYoVDyAxfbhsNtCZWyy70+zu0T96tYkoIqJoiCgiIqKIiKKhoXfE+1TDCVZ5fOASNGZKLPwMrzNowgl++koHl6AxU2Lhr3DrN0VDDZegccyC6FAzwfLxgUvQmCmx8O/hfHEPbvG+n/Wf3fZn9bsXaTd0vvtV7S/2M5rhn8/n72c+G5jztl/h/unl78oohZRSSimFNHmff9Hi+3IKKaWUUgph16d/Na+IbWqW+/FuO3cXaZDYdieOxsxL7eAiXz902F+xTc1y8+buIg0S67wZY4wxFovd+sS0vnxYMT6zRo5GE1xwh/r2DlOzXO9j7NoGpVJKKaWUSqn9nhOel+d5nud5Xp4XrdimZrl50zrGbA9RRERERBGV7qm7kth2J47GzEvt4CKTG2tt1lprrbXZ7G3/39fWLJPFGGOMMRZj+22r5+V5nud5npd3vOlgn1qDRPtwCRozJRb+CP+2Uw0S7cMlgs6UKP/H/+vTKyyi7AXaR6KBo1eXRBQNibZLR2PmpXZQ+B1e7DDRINE+XCLoTInywP95nwobJNqHSwSdKVEK39290UzLcD/ef3bKwwaJ9uESQWdKlK+7GhN7h2ZahpvX5WGDRPtwiaAzJcqXfZFXEX75/cwKlwg6U6IUvrt7o5mW4X68XZujlFJKKaWUUuerRdgg0T5cIuhMifJ1f2ru9g7NtAw3r8vDBon24RJBZ0qUE//rVtgg0T5cIuhMiTLpstZaa6211lqb3bZcxhhjjDHGGGPnuythg0T7cImgMyXKG/+9bc/vCspeoH0kGjj6yc8vv+2EDRJtl47GzEvtoPBf4S/bI2yQaB8uQeMxq1eiQ0ODRPtwiaAzJR5Z7MxjciMSbR/3QWPmpXZQ+CNc0yilTNbJ8pyyUTRmSiz8HWYWpZRSJic2A3SmRHngs46TvuT2NuRsi3uAdIknLtUTQTJJkiSJdT2DnFrYILHtdiRozJRYeIXdP1szDcsV9nR/kEmSJEmk5fTW7K9ma6ZhuXldHjZIbLsdCRozJZ74mtY+IqKIiIiIiIiIiIh2bZlSKqWUUkoppc5XK2GDxLbbkaAxU2LhU047T7ZmGpabtyCiiIiIiOjQU99qkNh2OxI0ZkosfNJkrbVZa6211trstsUyxmKMMcYYY+x8dyVskNh2OxI0ZkosfCgNuxkhpZRSSCmFptS4P+5P5Qa3ifbhcthAZy4xTxu/+xe2ZlqGK+zpJEySZJJM4ixvO6tQdspO2Sk7p53nnuHmVfk4GWCMsRhjLHZY7K1PxcQnQftwOWygM5eYp41X/+6+QzMtw/14V52FUkqplFIqdZQ6Xy2WkxSllEoppVJHqXmeEBEREUWXzqUpooiIokN06q7Rchbmum6u67q5x809366sTFKstTZrrc0em922yBhjjLEYYyx2GDvfXbVq1tB1XTfXdd3c40q7j+iTZpIkSZJY11OXqYUNPiMYuASNmRILr7D7Z2vjHliusKcjnEmSJEnObzn99vur2dq4B5ab1+Vhg8VkgDHGGGMstp7CTDm4ppOIiIiIiIgiIqKqXtXP6mf1BZegMbOo6l39XeWEDZaTH6WUUkopNc8hooiIiIgiIiIiIvpN961SYOG6ruu6ruvmrqc8E2GD5WTJWmuttTa7bbGMxRhjjDHGGDvfXRU2WDVr6rqu67qu+3H3d4/V1zffOt/tRSLoTInywP+1Uyyi7AXaR6KBdImFv8Pvfqqvb77l38rvPmjMvNQOCn+EbztFg0T7cAkaM6e4+ovOf28oouwF2keigXSJhT/CxaJBou3S0Zh5qR2c+Eq00iDRPlyCxmMWRIe2EzZItA+XCDpTorzxyWBmg0TbpaNx+VLzxiTQGGMydaZ8KufGpNGYcU/+TOb2wRhjTKY4heme8ZgvCzwoO7N2h7a3IaedOMLVnOLqMap+UwsbJNqHS5iC11Bi4Y/w2dsJGyTah0uEKZlPEflBH/pCWETZC7SPRAPPXp0SHZpokGi7dCbwGl76ERT+DpFJgBEAgiKCbsCBnfILByfxSVD2G3wPKlFED8aVEk98dXho2HgFbZeOxkyJt5E6CG5HAmEM6qAclQjuRhYBNoBr9myGJmSk+/84yld1c228dMKuHPOZGF05sorXa4exdPrGsykONOTv3PnC740j22J2Tz79w9nQMZod+fygcc6v7ktyx9s4d8bfeRw+lOC+/XpcyjAfhR+bBWginpHl9lMP0qpcd+l6YxBas0yJlnEcAMEUZT6uVVG3dK2CaCLWs24oFoSZWdQ4hF4GhNYsU6IntVvcu8hNC26dPEKlmdCaJc2dVLHQw61Z6ub3tZBmg6qZEMoybbLCY1h0X/15NWteP/uMQhN1vJ/er6p1rXuaBeVW/ZynBcHIgsvCLggxQJYQxLjNAr9shHC9t66prC03MW3O+UgrerP27bmOlRZUGnvg2cO0oNLYA09c04JKk53v8LamsrbcxLQ553z3RRQBWmuttd4aw9vVVNaWm5g255yvVqxiqfqNFy2otAeedUwLKo2dqVRKqdTecTDtum6u67qu67q5v7sXugSVNugwLag09sCzr2lB5YEnPqYFlcbOLQkhRGKjgjlfIRJCCCGE+L94/o7jrLiprK6JkmzOKXGRZ1ePU9xUVtdESTbnlLjIb65jaCpAmi/7xXXGTWV1TZRkc06Ji/wZg7GGpkKCybYzbiqra6JksnNK7P0Z+f0Nj4urikV1TckOZZe4yHruY5oKaeHLfOs44+KqYlFdU7JD2SUu8svzt8uLq4pFdU3JDmWXuMifwShraEGlyZazLsrdVFYXpWlzzkdaUZGP5yucprK6KE2bcz5CVOSc832diZvK6qI0bc75SERF/vb8xecx1MfHZ24JAAAAAKrj7LiprC5K0+acj5SoyO9xN5czcVNZXRMlk51TYq/IPW5DhQRz7NWDbaiQYI69cNmGCgkmW+6msromSiY7p8Te+c7rb2uttdZ6FfY0MTMzMzMz8/X9aruokGCOvXzYhgoJZmYzZmZmjrftq6qqqqqq/q4RERFRdH3UdlEhwUxSVVXV9K2lREREdP2puUUAQFgmAwAAAMDB5jmhJI+dq+aWldF1XK+V50VEkqG4u6aV0XVcr5XnRUREJNnEwjVBkvfWNa2MruN6rTwvIiLJBlSabPuEXCzuqtl1DI+b93eSVZz3u0GSXYPsrmE6lsfN+yIiIpIskObaIMkusruG6VgeN++LSLKJA4mbyuqaKMnmnBIX+TPiZg1NhQSTbWfcVFbXRMlk55TYe5C/hLuprK6JksnOKbH3F/Lpb+KmsromSiY7p8TeTT54rgc3AgAAAAAweDye45lWhBBCCHHEvq/2D770gO3txS6Tq0FWF8ed2JzzkVZU5P2ca10mV8nq4rgTm3M+0oqKrOc6ticbodJcm4t8Ct6uprK6OO7E5pyPlKjIub/CvXBrtQRIk21n3FRW18Rhhc05JS7yfs5lLqWUMjlZh+ycEntF9rFhFSHBXJvrW0opk5N1yM4psXeTubyllFImJ+uQnVNib/ot3As3qxHSQqadcXFVsaiuOaxxKLvERT6eO7y4qlhU1xzWOJRd4iK/PmdfZ1xcVSyqaw5rHMoucZH/eU7cEAAABAAAAFAdp7i4qlhU15xa41B2iYv8+jzncMZNZW2xRJLNOSUusp77mKYCpDn22cM0FSDNsU9c01SANNl2xk1lbbFEks05JS7y/AN6ttZaa63vchI3lbVVSyTZnFPiIq9i8FtmZmami6y57arfwqY7zqwqpZRSKnVf5yBuKmvLJZJszilxkd8bAAAAAEH94kVTAdIMruu6ruvmLi4LAAAA1fEqTQVIc+wznHFTWVsukWRzTomL/PV5OIeLIqtrohxW2DlzofN6HYumQoI59tnDNBUSzLFPXNNUSDDZco7TNwBAAADBAa211lrrd71OuZRSSqWUUqmj6jderamQYIbrGJoKCWbmUCmllFIpof5daFmSbEm2FfII3j/YQFMhwWQ7TFMhwUzfruu6ruvmLi4LAAAA1fEqTYUEc+wv4RxnMoQQIiGESBzx21rDmfjNumqCkmzOKXGR9dzHNB0WSHPss4dpOiyQ5tgnrmk6LJAm2874TdM4AAAAAGit01prfZczcVNnzf1xz8zMzMz1/V6l6WSBNMc+fUzTYYE0M5fMHDNzfNcnuc119nSvqqqq+rsSUURE0fVxUSAAWFDVVFXTFUQREdH15xaBACDc+BzkvpmZBgAAgIPF8PlKk2mamTXmqpSwDqXIjeZP0zQzd0BKWIdSpFD3zx53YhnulzfXKSWNc9qDlLAOpcjPwJ79sKd2YnlGbpeS4pRVuD2UgNOlFLqT+YqTaZqZK5ShJXzUigtVcvUP2xx34f7Pm6+XynhH45y2lKElfMThadur752VNM5pSxlawkcRF5rUOq+yx50YlpvXpaRxTnuQYi2hlEKPpHc1zmkPUqwllFJozvv6KxrntAcp1hJKKTSPXY//2nVLlmVZlmVZlmVZ9e2zksY57UGKtYRSCn1N7q+XkuKUVbg9lIDTpRQ61fc7JcUpq3B7KAGnSyn0zdU/bM0c92F8uXedUlKcsgq3hxJwupRCP0PY9sM2tWEveVWqM6rSOKctZWgJH7XiQndyV3fuUJzyaEuxlkCFpPrXfWumsQs3952dxjntQYq1hIcyzXr1vVPSOKc9SLGWUEqhn0Fz+2Fr5rgDN69LSeOc9iAlrEMpyXOXkuK0BylhHUqRG93l7Lqu6+ZuYB1KkRtdXNd1XTd3A+tQikwrtm3btm3btm3bx/4vv14kjXPaUoaWMx81vh8/uhMWMsJ6kNOWMrScRb9zVMnVP2xTs9z/vHWKq4+td6pxTlvK0HIW/c7Rz0DK/ZJdp9WZfYblnrlKJI1z2oMUaznNCc4E+fz7n1UMIFQo08148P3k4QQg1OIaFPb163me53nH2ww4/ZJ3khuxhgEAoUKZbsaDs+t7AwDMYNxBbpeS4pRVuD2UDGvSpRR6JM9dSsoq3B5KhjXpUgrdCW/PBABgkAUAAAAAgywAAAAAGGQBOLgNLnEdk4xV1ljHwvl/U7mlvIokGaussY6Fk01yS3kVyVjNml7DxcxxZS0yXiWMjVNcWYskGWvZw3GFJMl4xeJkzeGdmBUy7mwh1T7iYs1cNFPJC0nGetYw94pLOO5sIdU+4uLsVjJ34jNjxuuzppBqH3Fx+Z9gf38vbzA1a8y7ajASFF952kcN8r5+p1DMI3nvc/Rba63NWmutzc5iZlwG+drjqHFDbim3sUjGG/uGtNZprbXWemBcKl97HDVuyH0oc0r++YuLAdusLCTJliTZC5olgBFAqBBacPDJE14DAEItdrgAYAAQKoQWHHzyhNcAAIR6ZPQF4fFxebbGrYEj7hA/eprMfxLe7Hh53vF2ylGU3FJu85h1jFCTboS6XI9nxrM1/hp+ncszcBQl96NYljHC5IIfGBxFyS3lMgsYQKhGTXYsYiyFJRjDVRTC4gKwLN2wM0jOp7DW2qy1NjvLF2Gy+P60yzjDiuSWUsydsHCB7dvRWqe11lrrWbIYD6YNS1uMxRhjjMVL7FlE67m053s9d6xLJzLUu8Y4NZzdO22Wu9J/2OVMZMDP2HUFRW0LKVJuq5R6WsrBealh6sj6r3LGMRR31uPwjUiposqxXoz1TrwmMsrx0n1NHzQtF0autmf0+aj5pG3aR9f/6MR5YEZwXBOjEkfKxKEY3ERw6MXoyjEx7kU37bBCOWxPNR3jLl6XciiMqeTSz0Kln29YMdzNlOvrA6WHzYndpu+hEOG7T7u/bbxUJv/Zfa+fHkN9HOpje9s4Ol924dEtvncs/trwVZRficTLEumzukjt8G8OkfLyBwur2KVBdtuTvyJEVlyzLjjkkyOLNeaOZ7OwSLLIsj+qrZ9tM8Bc1mpie+pmxAUhLtcJu5wzeccmbCmIa8XTR28ba5fWG9ohDNdwS3lcnG93lj7Zz9eCjT7h+FwQWTM/4eMwR3YtFMePpethmnZAE5cL8WAqxZdoNRc0cX6Fffj7ei1FHiu0mDgUxGExzvFIVTocF+LMUyxUsiReuPAjrqy9RQw4fix9C9SEo0NxMdNIVfJt62PShAEVHIZruAeD7zlVIIjLNRX7AWr3mJllxftgt3jkPSs87Gdf+/c1NWFABYejExczHZOwW+L01N9XVVVVU2cVO0h5XBGPnpEVtn7GMOC4Vmjb8yrUhKMTF2saSaVia7eetl0BxT/pjLDjGvQzH+aLl2B8SprTc5ll/WOr9Q7v6O4idlbvjriYuFKhVjx9asdYa2JerN5GGKmRlseF2J6hUFyuuFgcKhVqhXbl6Vmcj/RjwRs/WQ43Rwcd6rjGy600VtRq/VlCS+m/MyfX5LDLuFZ4LltdZv7M9OrPytLcn8f/bD0w8szIofjdOENDxS8pvKgIqm3btj8bpG3btp3nOOeccymllJIxxtg9+6lgMJ0zLiqraqIkm3OGeJDjuY5pKkCabb89TFMB0mz7xTVNBUiTLWdcVFbVRMlk55wVK1wvOcNV959fvGE0FRLMtt9yxoNrFAdVNSU7lH1zjEXbtm3btu1hzagz6ow6o86oM+qMOqPrMDUVBzcHFrxR+H5v2662bdu2bdv29R9sakGlsUGFaUGlsRu+fU0LKjd88TEtqDTvv8+o1z8UX9TnxzJa0C2/4bzmbwe+waqJkmzOGeJ5n/nZ+rLWVnDWRjeTUvjJB//+QvX6mFZ/L51CBguZpwBgh7v9+7esbipksK7Zruu6CSGEuBd4hrPiwfV68d8DWpNkyh5ir45pKqSFbZ4epqmQFrZ5cE1TIbPDWReZ4S4qq4rS5pyj/PgN/R903/3cMFpQabZ9yrl8HBxJVtVESTbnPCZ+fsM0FSDNtk8d01SANNs+XaapAGm2fa4zLiqraqJksnOG+Nzzv0/J5wfbNBUSTLbCNBUSzLZPX9NUSDCHNQAAAACj40BTIcFs+4QzHlyjOKiqKdmh7O+K8f1znPCz8/f57HfY/TzncIqLyqrizJpszjnKOLryPBxfp2P2PU5QaeyG7GH77hFUGrshcW3fuEGlyZYzHhc7ZlVN3CdKNv/aqc3ea4nlXTRsZikB0myb5YyLyqritIzsnCH2boYLt7P7V9u2bbsss5d218peiHljsz84eqY9VUwJ5nbzo13btm3bmbZt27ZtX//B5sxSQlrIVNi0lJAWtsm+Ni0lpIXDEggAAABGx8G+O1TIgydDbhd8azLcXVRWFWfWZHPOUcbRbz0fxf6m4FNfe/s0Jgj+j8ueT81rzpIgXwrxJc+HlaYCkgXTVIDMVpmmApJ1TVMByQrTVMCW9jBNhQzeRr+nrPLc6a/mbS4E2OGF7SqjQgZ1TVMhgwrTQv5ldPD1B/n6TR3Y67NJfHaywTezLrkXc/4fzkXc4/cVvw6j6cwCabIF03RaIE22yjSd5hJ1ulaazlqQrDBNpwVbvoczLiqraqJkyhlib5B1TE8rSDDbvnuYnlaQYLZ945qeVpBgsuWMB9coDqpqSnYoe4hfIqe28PjzS2+Ynla4nu9yvhu4nfcHsLRt27Zt27Zte+Np2NRiZiVjN7zrmBbTSsZueHeZFtNKZtv3dS4fB0eSVTVRks05QzzIbgxg4WtFgTTZCtPTCiDNtu++pqcVQJrDEoAAAABGx4GevQJIs+07nHFRWVUTJZOdM8RnnuvHr8S5xYNrFAdVNSU7lD3EXh3TVExrwTafHqapmNaCbT64pql4mLg7nHWRGe6isqooTZtzjjKOBnkz4qRt23a2OdxX5WbQxRvA50vbtm3btm1742nY1FTAzBrbfuqYpgKmNbb9dJmmAqY1tv1cZ1xUVtVEyWTnDLH3GPn5wTQV0wKTrTBNxbTAbPvpa5qKaYE5LAEACABgdBxoKmYvMNt+whkPrlEcVNWU7FD2ED85Y/2zZ4B+8v7ubnF2XFRWFaVp85fOHFHeWOSao+SdjtGCSnNtx8HpYVpQaa5tDxxc04JKs18443GxY1bVRHmnHPz86o6jn5TQ1VX5oMjNkIq2bdu2be+2nDMuKqtqomSyH54S5138hmkqJJj91jFNhQSz3y7TVEgwx32/fdu2bdu2M23btsfbFwAALIyFS6bCNBVyWrDN6WuaCjktOCwBAIAAYHQcaCrkF3bwwILLOeEuKquK0rT5jRPy/UWdgQNt27ZteyrNmWU5Q5z3dv2cSYmdyT9L/BqObZoKkNdmnN09TFMBcvr2blyjqQCZLWdcVFbVRMn0cKPOEOddNExTIWG63f1+8bZt27Zt23am/XxdZN+2bfvd9KmZpc1M/51ZltVZmhVZmbVZyN102dRUyDd3398LHs51F5VVRWn+A1v4/jn7lvE1q7Ov21sXf5P7/mq72radbe+wf7FECCESIjH6HqYWVM6sdWgAAAgARseBFlTOvt39jvAnPsUOVlbVREnHnU57c9l3+1n3n5lTzYmS9xq1c4bYq2OaCrnHOLO22WpCTt8e4RpNhdwDd7LljAfXXfEPj2bWLHZmbrdeWjwnPL+G3+8L12ioVrQ8rW40i2iGiIiI6Ml1oq2+rsh11W+MfmPvUMem/nyccvrsvp7rvBd6lDR7dJkWVJqzq+t+4S5c5oWlaqKc1sY57yP+TyVfWFsnGE3FHj9MtsI0FXv8IrdRX9NU7NE3D6cBAAL4EL696jCaipmVzLYK5zP9j6CCq2qiZDtniM8+1x/uX32fv9rPvf859//fOHLP4G5+RGVuVzo/yrU/H/XV8aTOD39QOET/37fB1GgC7VmoV9uGNkeL9b531C1Wf1aM/hNzPPE+NX7qFtV2/PQxbdS4q/ldn6jPM3uPrOubdcWs65N1Hbitv/g/L0CKTo9qe9eZb/iuBiFWixfZ5F10ZlPnq4ZXjWUazsm7inGoMwY1Zd7OGmO6T8elyZi8u7OWybs5q0zHpVhNM+C0BckdiuqK5fuqMVCHzaU2V8u5a87dFLUzpDiEpOcgE1//A5DMFZJhbJzHluvtDamP4d8xcuU5p4JRFiFRF12fZ2wyxlhYwx9UwWv2pr3+4fyZ9lH7aH7UL4SLsxeWhXBzvici5+ahQ+pj7cn2+Pbwg1A8dDJ2itf8Te3sL3eK16/OwcJVxEH5wXheUKtutVmNVodVWO1Wzepj9WX1Y/Xj82Vk2SAGlqJuQd/pSghFZLu8XdkutMtS8VTygzpZ1upr5boRnoan+XPhCTx/FUqBfPU/75T3O4+a/Dr+nVIw/j/1VDzVn4GndTxMIg5p0A2PP//hhvoqvPg78S8tRler3cPwED1e3UNUggel7stYokPJPLiH5OHr4ceDesg3UzpnUHTOcvexWZZpEKKcD7mdhtP8tGQrLGzcC4uvaKut5+Zzr/iYfsw/dj7QD/yDQ9kPZUSW7PpJ/aR/8nxWfNbzWe1r+jX/2vlCufMNd9LC+bp/Wb98vq5fP9/Ub/o3z3e174rvepyhnvwQd7dBwtFSzmUUnbOEHcfuwyAUOCbBJ/zcAF1AkYeTS3TEi4xPkOX5FJgWKxqUXAu7RYJ6Focy92I6iAu0MSmx+8ag+FXxXfGgNtf/4a5sBPQMU/a4n3+3LrFcg1Q7F1z8JT7P4v6kJ/8D1HI/6ENtQqbr9DP5vKYNudDvvbv/c7zpI4Xt7NB4ODlWS/zE0+z7QmQ+i1niG7BD6AZ6jOzPnx7xNeA4wqAfj99NH3owdzkX+uMr8zg/qTzOz2piflaLZ63Qsr9z8Xy65UTQbqORZX75aJl7xHlqaS1zQK1Xo2CwiGX5hkSd6ec0LwA73LmUwsNgA1g7rzdfUtgiyaKchN9eCKuieMksjuIJUrx/mNDqnlr8KvYk6jBFj567YbZJlByGXk6cD7nhrGA7NJDZWeg5oMTPlqRPhUmWCxWc0hSY3ZWu9vNtpxcnWIOG/gG1ImMHPCeMUXQqpCtdps/wH/jPCgYM+2GVJ2FVz/T0vxdFKsdTPOlpxqJyCnjm6iwLlpTZUZyqijhuwkSDxZ3m5CfjF2/GyXerBL4M89qiQoJ89EO1zwXirbL5W12cEip4pgbMs7l9P9EXvhWmEuecL83R7xIrN6+WUMYlZuLYCQRtZfrkRD2E8mcBpvuqT/kftFDxZVteneiuaDFM+1ROtRl6ZXTde8qlKthkYjPP62CjO4tZnekzOdOe0YwuQGtyXKKzsDwhKOOJ0tCmyGDGJ4mczpz2I03sRG8TNUmLXdHlpU7ONtE2fncGYGpPrG7TQbeb3v9zTfg8y1CFUtoCit657MxrXjvQEQv3AN5B1hMdK5W3ZTX0qiVsPq/6g+4etbq5hsgVdktamlGN+VOTTnxJciozkCA7kiIB9dEbPTTaJeuA2Js1LeQiMGC8DcNHL3zG4pfJnyzXBpEXqOvqivABqnjnahanJKRlXqy9zsmhkEWgevthNT7TCIngF7EKMnxhFtC/cwekaOMnrjnxfDN5yoWf4zdX4KenSiXUYQoghenSwe3RKDyjZQxwuRj4Tma+GJrP7O3RNeMPhC4Hm4bAjBmOi3cUeOUTBeeJPQ+aT+CmauP0wuc4/GQSOWHIK6mDXdIwpKm2tmN39PPCqUI8zTvUxpc4KUh3iGiAJTsHLC9iRbVoUlSmHgm2F2XRPUV0wM4p4yVYwkp6SSvJoVUYn5rJQqEXstC+FAVvUvlvRklOoEpawyMUHGiw9362dDajOpv6kCpCHVRLU4a2yBbSwlswgFdWQ63+MWZS49PHnESttPSW9odDJlEjjd7ILb5FAp+xxWQLwrMRXYqwb7Ud+pm9dcfskLYQ+A7bqTuDN6J5dW2UkVlo7AQ0/Sy+eVXfaZun9qeIbvomNw2hgneL/h8RXrH+O6rh8iE2hB5wq86ePGqhrNw6cMtQH8qhdml0uO+hDfeehGQqoKfjDoX2mumEImEjw2yyoZNrhLR34EiaiI/gCBtZpSL3FSNzwOsjZSRH2mB0eHJwig5i46ZIAIS80B4ftEFW0Spp2nhEIq0rvrMGP1pSCZWvKvRC0lX2hZ1DgoATMZqYovYvbJrY7weyhv9qCMVSv3Clpte0IS1Scys+dDSa0HglWU8Q742fcWhaGPN6ruv1HK/n/ZX39Qldz72v3lt/reZ+lXr1Yde6x/ggPy9dEedt17pv23avW+auy+5t9mpW7a52m5uUnX3Lvk+/j9mp5z52Xu282LH7/HD3wY+u8y1BA6+CaOLp6MG+9zAsgX/JJcYgbD9z9Prp/ybbGDP+/dU9x3bNo25HbLXbrvHUzpGrBtlTP/Pps27ziRt4sOPprc/jnfUO6fKMz3tX8OceFXF3HjZBDO0WnZXS3rF/sN+sMevJ+v2PcdTMH43AurBuztc/iW/U+9/ql897RMfemH1R2t8M178Nt4W7Fc1ZVlblPWx3fJ20G2/eL/NC/WWm5f54HlivsgxCwIpMqliOxTRankcd9R7nPc46ziF9XH1EH5hr+7b1rq38n5dBZ9aRYX+xv7y/NjIHhlIyC5IzDIBOc90yQMtHn9kHGpx4vAzGoAw58EF1DEPBGSPBD3OwiXIkiGMcTLANcySMUSUOjsfkUN3oYqiH97MpRs2eJnNU/sr3oRBMkxXDzLLUHYN5qHYQ1zjlI6HMqYH7MH9hfAcFsDOAFfwOTZG2OW0O0rxQSBCCPAlzkhsVQeyAk6ALijPgaDDIB2wPsKeLldsrfxyZ/Rcjc2Iwb7u5HfdXPDihAA7szO4wFFE+hCfEFmdUFC6dBoUXUxI2XvZAnJ07BlmZPc+xC5seQ+R9GUhDbs8BlISvC9XHvFJMJNQgI0qMYoMsY0dG1NUX5IWHBS7pegIyGTad1ZIIi8ZxagoDoZvQjCMb5iVD0H7qF+IogaN6oiAOBnSAJpkBjw+aHHljR/Ew4aVAX1tHSggD1D0+JuatTIShUTaVBQgndbdxyVFY/VJxLMFN2ChHoDkhEmwPjz0yU5oY1fkWiiLQDlI71TwBBQepgEfCKEoqq4PKjtgeMCgsGQOaVzHKgqNyVAJQ+9hgmwi+vMRss54yQ4z6EgTEDqGcJBrcToT0pE8Xzz8hB4VYGmxUF8FHwQIDDzZAgwVjSI/N6jYJYBpFE0hEqRTF4WBMl2ghpEWJctRdQ91zqf4s0zSArZgUzklKhRtA75AHEAZKMzM4tMKeDCslNriIebA3bcRrKBJ0TmryAggw1EGEPEi4985JoULT1LZYbY2o6eMO09JdFZhFa6CZM7mu60g4SY+JFAIQEC8+VJLhLIejA0QYrALRcRPkayBumhiFBGQhZBCoJy6Z5R5zNIronC0gAuI5uxCwKDY/KFGMYQ+boRnERColNXRINh4VDQC1Z3GyTkIRzGmU4k62HgmIckwK7hoZHQ8HJw3cGDWQA3M82NsV3ToIB+WLPZhbhZQFNkuBCtxBx6kuFBTbDB9aIiwiEigQaYl8G/1QkNtGSOHu43UabZerinq+QYCF1FAHNwJACo4AdQgXgP52/TriAbgb4NUPfR6bclodn2OAn3XxKfXnN6Wy1nXfsN/fFVzulO8BDuDvvHTnUdq3WRawEzKNC5SKdCYODjAPJirsDOlXKNxx3esf13q/9MLWkVoHcctGaIUmbRsj8QtPTaAVx5QqB1yUvTK9k2nmRuFQoxkCGPKEm6dUMCQH423eRYZFdrDPoQ4hukhQOoLKmENrv4iecQGzB1qqxVMa6YFstXcugaAzfIZaLTbJRzAHicNxVJyodrwKRdRClVM/e1whOjjVX+3Tzr1CxgnzGZdreMiu7JRTaz/eQTAUZJHLHhyv6+ncuTDvV9QEJCxAdDuZN/fpSzuWLAewh7s+DkBn3+dAml/g2QAU7DZLBUxPOVXxAVw9t0aGtIfYI3QSey17hIU5lMiGuSW2Xy+rVUpvTAl2bK8dXrjhr3tq8xnhVJPqQYjpDIZ6XISaSZuLGegkjz3YxG0v2mX95h3NuzE2qMhbfWAU6mGEsZHqtCKwUY7clpsQ/AH/ow64eonBeI/rkAjh16owYsL1gvEFuM766/PIp9shARGvIoEDFqcqDqdbBYu7DuUqnQ3gK3oKARBeCU+Mam2GO/UTr2KR0YMKYGJcATST2Xx8AOSnOJ8CrwgT9ds3x2vF2O74Jh3YJDdiQDXqWTwJBpmRpmoEzsYZ/CN8HQaNmCM97mKGA1SPhY8eUMRAYUoA5Lep9BH9YXhbmYKqXDRnGwPBuxMt8L3qOaDrUGpfWSRHPMSgA8eY7jEJ8yd/IgngsiYxc9BZwgIX0nSwTS3XzhwnCvy4rhQUOQXJq1ijXn3hPIKuL794b3PbothVFXUmO14HGS3RFwjQ3iOwiLGCTXyH2r9giOGHqxyT/dTk3LiAVA9gh9qksQ1yWYEsA3OUC4ibqQf3d8iIEOmhDBOgWcYitoWKyFhOeYH97zStKf2nAirOVfPP/Q4eiMcldtuvXt9mcYVUVAPFcLHEtlFtd9U4+PHm0mKTt/atbNbkBCQ28Bk1DQ+6WC4GWUl97ZTIXf0QCWwiwnb9BTZyleSxmCYPcUIG2ItfQlWcs0s2KmVQAhaxC9BNfNQ9yCapOw8EMbiEtG+L04fnPrpGuYuhXuy1cgVwU2c+Ay9YcHuAfxojL+0u6uHdEQcmBpRp2JVJQQxAewEa6ZzFDgl7AFfO895pecpM3FvRtmOKv3KLWwPFZvXGJKO/bgtm8/mZbM6u6G+WAQBzPeXjkG43f3Lo0JlLN8B7XLJ4dSvR1sBZtQX1OVJR1RfcoHaL8npTHGTsdUcU1mri3x7L5h0FuQDlMcHtmukPWqlFl+EFWi9Q4u5nKEQH/Y4NPLzO9gaSa+1XMMARMU9GGykQC1/tdKSlxj2itsFHdchZ/uF5ioRaOAv7rA2iy1BZ59eQcz/UbVapNZKoS+xDgb3e5JBxye49KL9qElqQRiVzOFK4B5IRjtwYAPy3awp7xFVEh9ymhy7jqYuHkbNBfVN+q+jQIWFUwqqnId5EOJmR2VDbUPYZKMCtiSIJA84qVRL6B8CusY6Eq/YNqyyFhv4PNnvfL/tqxu3U6xnquXRuScw2IFy3y6ugnb1j+feN99IMxlSO+3W0OohySylmmwJDcHHzq9NathKPw3e/uzu77TIuny+V84rWuw9tOcIHtr2PmeOE0Nv8sVH6b5R3VHOQHG0G+4ixNA7QnTGw8CUSUGoTXbYTxUT+U7zXr65kOU4nQHCQ4vi5RzAcRHN+fNkuyy0eA+bggLTjuG5vpOxZYxf2QWsO4G5ocni16jwb5TYYDzUcMmUDLv+Ka5mNBFQsVm0Q6LWT5hhWsSi5TJGFz7jf4ZTQCGSKpx0I//XvD/cEOLqduEQL97KcQTnuYNocl3ELLEQyrODp9lVwwFeAc0Ntg2zYs7TR/sVNP0zgW6B+B1lpeZr7S4sYHvzA1TOH8gI5rRxqjJbOlMhU7qSva2GNePI38/gH6wSfCGx4oq6LAsC1N6h+ZilhTOcBdBB6Q3xQvcYhwj8cZZIL6Oo35P6EMMATn0XoSdiw5CEWMB3yseGnUk6iRxAi5Oawuoe6R0zt5pxw/1Q3sSOZDsOFCM2BNkoEenJMU5Q8uZUJeB6/k/qjOD2HgC9qbzyBjGYaVxWqSgfE/mEjTDUSgtUeEE7LMyb8HE8MkPaDZf3YmyzYFyAhh/c0jzLf+rYbF0EejNbyUiIp3IHmjT2cepQwLWmGwmLlHlh7kkvBV7bAEYx0DlA4zokku29lg4/GpXJaYIFm/P84/rRZaiGlI9ATaEpBnbuetcfQlJ+xaEUGJgd354f/+Ok8EG0yVdZV6FCEu/moZQztRRtSvtfUWq1r03SOx8qkgoZZ6Nu0JDDTGxJlYyie8Z9w5xarFoIlfWJMoyezi70ppgxuq2DAIZrYDkYpml/9fWNRs9yF5+98bZ06ec0OlN7gYdzDxuzfjZO6acxc61OszoZipnRTMV4g5jBU7dxH0jQu7XGg9TmCo3Gb0h9eySuWkT4jMJa5wVkje7BKwkXOpe4yCACjTx8a8rH1czhb2Sz5Xr1W7pwDPmr2x41eQ1Nh4t5VOz5/7f0qIfTbjX54xWnLQ05wStk9qXw3YaZiggWUM2AlQVs+tXxu+dLyteVby3f6Y2DnOR5DD/6F2bjgzGh0LhdG4oDGa7+hO/pG03/cZLsixsP+W8Doke7ePz3EZvo3plkDOHyEW/dJm3HOHqK4ysjWBROcQs6ElmEhCeeuVs2aVm4kqXtMEUsZUfvtSgFwvKUSlqmKKTeLPgspVN7hKVzr4oKjc/KE2DWwETvGZQdPjMNkKjqKXOJ/jvudV+niTWwCZ96FJSlpnqpj+plzVhrlwYg9dRiqsY4PiizVIgkel1TOQ0UPVnvhJ65jV454vSjK8GYhNzaS0SXaWqyFF77juQEVc9UJ74BEmVzjKvx/D/HyDOl2dswArzylQg/iGkZsZ02TW36zSV76uOqYxQZNsaTiDhjeYGJiOAdSxarknkVhHmgDoNPBOaeJm6bLwtVZzZLV9XJnaVxBCzMuWaOLijJ8BjYTH4HNTjh46ePqIE46g6eC8TxPe/71q50Ghi4eHgZuo3QYPHtCWkFM0u6WEcC8KDagipqdMxRfslTyMqVgyFNIECSBFnlxMie/MnuAMM4wZnGaoFzBUB7QEJvZuVg902nFn84jkD8bKHu1ODNVy9Q1hVMzElkNC+OVqUHiZNJrc7U0p80siCV2CZD1HQj7rVpjLqdkWXqDL3zhC1/4whe+8AXUB6Ubb/QFv8A464NyD2xLG7QTq4oPQe12TobRwMltFk9TCPc1smR3h9VjMdDytWXpvNMh9Qo2SiBxyOHOKmKNqPTZlGuKRroUh0EbcW90ldNeF46LO19KeCCX4GTvR2Y0jYJlZAkNdUs4aDrbj2MnMsweQh0U3iR5bFHZRCxp9ESuW/VpVHqs2Priz9bPz2nyyge8AqWOE64wHf01DTbvWfdsNF1eC8mmMCOQWqZsTyEafvNIHAljV7BlSdMwyEf1UStBhUk/kDMbELrktQm9YrjLKpNwFxwcHbEkxeQxrM3j5dgd0PCyWZwVC6lHBqWBC1yNVFqF7ypmqRi+EktWuzEOzbBCwnY/nA7T+X6n8B4TJax1myFgfqyAYzxSTEAq7myhhEIKauLu61YlJnJQl8D3AgVtrWC5dSCQxRGhPZbz0dxiRBYQ9wZtzsH1Z+rhhtyQPMMtqtEkDNUpTLO0Ymv0N2d0AK04LtKPP/uf9df/yzOP4cXXPP86vXDg8gAveuni+de6aC+ul2Mve5V584sDSZ7DMZI4M7ujGv9RTsyi5oQ7kJEMoGYhZxJKEhE7Lu4w+wPLPxSCQwQilA+e8oHChbxZOOkrp24Lj5QSVqh9gpgDkRWcqWyLKXBwuoukBTvPf8wl3BalW8oGOIMdXz3EaiBMQmkWkhcwTpi5MHlV3g8YwquLlgnwCMChk5kO1Dtdbukqlpt4ouIFU4EyGyc8OJmJJ9PTqXnKXQowMgW8QpIfTDnUAjkLs2GU4sH9/3+efyvf3Qzkb2GdRrpmSkGXcuuA9wFcaJ1RO54sJGfrK/KRpGN5xhtveM+L/OnvCDysX55sT7f44yfykPNiq+b/I/2bjHR1+uj/kAl03Rf55+OPY1IwjUci4kzq86eVkMdHMXdJepLpvmR0qHqBvWz+HEFI69qwcq2mBc6HfhPW1mTImsedhc19bOJQk/hF0LVOf0o782LKWyOIuRb32lrDbKeFbR2XOE8tjs3JK2WrL2K1RuGxtUpfGpP6tktZbUP0VLXF/7Q12eVa2u1+dfpT1Yg31aBW/bGJOx7BmP4UMtUK0TzWnf3pxMHChR8OTKeuFiMeyhGjzizV21v861+DsHbWX62hLUcE9h8BlAs3eekZbmdA3hxEt0hJlUOmOBL5pC6PitUyUbmWULPZLau+byym92BNzSbfdh25NWxvO7D4EXmPoxFhx7JkKubz6LOOxu9Xe+Nid/aZ5/kThykaed4B16dtmgiEwZtRQtRNr3ZAitJW0EK56B0RpMDjXQsmjmZVk7ZmE2ZL2QzaDBLPCPolmZ29UOISJrJnbKhAg7mBtdJpW8fOEu9hdUu0EhRbnJjNiRlJMW3qj8/IZxBzBNJC+Dh9sNqIVrKI5yp4K+0uaUbx2thCyWXMBxnnA7FqPZgC6x1I79pEUxIzHKvdYltCHhGmUxzWhXxbSgu6I6gIm2hBIw2ehDvi1Sacr+pSLzruxZLuX/BSWy2aQIp05Gfoi2OYDqkDdKQducVjhDacDLUEPrJ+TmZhI44M5dANES/gsDx/oKvwEtMEMkgNEYXbsIeJEemUqKmFXKV1lEGBJA1pQ2TwChjVQ0iDntHb4gTiQO3QOjSD6/AMvSrqIBiigcQoGmxzQA3IIHoFYer0naXBBxT4/9MbGPSDviIVC5iAL+RTYg2X+LwU9/MfPq+J8L74LkPP/X8uIsOGuzMeief7B597i8y9aObUvhVoJE/kb/eC6/peFplnEJw08FYfa93ezbU4uqxHM6kndhaLaaxzRZG8Zz5xqxRn9AopR0H1mtN6lXNsrc/9+pzxjgfHlu3Rc/LYVbyb+9HMeSni+O/DTvTwQ4BThMN+lSQVqIACXe6BxfeLT0M7mkAbj90OjWRcId4HTWT8JoNYxFY0N4rUN9td8B7KXdBq0EYZlwO+BA3uAWR8U7QNQmOjYLKeBXjBFqzpxkfyJB5QCCR5jCA5kGoGh1piBHyU0FZ4KD+Vb1gtqy9PGrJ5HtP3PbB++v1TXy+/f7aynq2d5ezYV8YlAF7A7FxuWFyIymNriOgmtgNV+VaKO+8wYzGX3lfGzkOYTmb8+nBQ79hpf1iUWNsAxwWuud3u3jkW2aUQhdpVnXHYR4k2pJ2J//vvQc/giITJqdO9X9MlTSlZ0+5ASToGMB4MQ8ZU83vxmW4s/37B+Q81Hsf/ywkui7uKhu1o9SPkrrAlguYN8l265WN56N70HnrOWp65TrcInnxS9cyL9ROWOtJz2i90Z2F3Mi6Qju3iZYB2sTKuQ6sQ7yEVyP09oIxHSBGCQPAyPl3wtmgCqYVgIR5l8JCCDFXGu6tCF9B72IKmkI/3IkBoCqmBwAe5gwAQ3D3Q0FbQ9FzYGV/A7pJ0mcW8Dj78BuvQ9CzXs6oul2NUTBa3VVnwQYBR18GES7oL5Qh2m573Iy6G74yVA6hRPZWDp/MowMmnomXQeBZyL5ifrHbfpaoe4p1lxZN62srpubsi9m+D3wD/F9+HP57z97e4iG+tXwwq/9dwR5pu16gjj3hNbsk3AqI1MoyPcTMZJ0CERFxQot57K5/JiRwiLo5IJW/Gu/JbXKMjGscX4jJ/xOSWcFHBYVITjgjjRxy8jlZRh5vkhLiG+jGiK4q/p5InC7upmoVL5KlBV9q+Yueor4Q2uzCjm8Q2Lh5aasAiyEY800g5TvP4Rc6Fczb5vi2x2vb67KuV5mp0Gk2nPB7bOJGka3Ud/RKh7WYCL9GIP4p1a2NplvqNn4IKVjCDDEbQZf5QLIqzjzaLzo4f+v8nLCEODg4ODsYWVEBIBkJzeOSF4OBgK4LJSKt47BhgwK/7ldbqPrg/D8/ijIKtpvdiObNCMDAwMDAwMDAwMDAwMGD8oxERERFRpEA2AIDfxLork4/YsBmXkvU/ywZ9srne+WWsl8mRH3c4lQ8AAAAAAAAAAAA6VhRFURRFUTRFKIAmZnMcRMmRjPj7Q0oUyws3yYr4Vb5plXm84sOoXnSf8wYnjB+zO+wYOAEXKBXpzO0LVnO7yI1Go9FoNBqNRqPRmHkiokh7B6eHdzzYsET5R+Ts7CzsJ4/3XB7S4N7Bh83N4cy/8+FC/UwnfbwQcQWbH+hX5w2TnW/+LuANiPt0T/q+6wqFLR0C0/oFFOnjM+2UDQUgMGPSRHKOubazIm0Gm7VD0M+nnrrTW1u1UbUg7kslke2u58f2QG2QHszmth1v5XFuLprhwWE5Xd3G9/LB6h9c+x0Pd28CpRro4aevrLaXa7xao127vgPqBvbaAlygVKRjXjsDLg58vSbX/bZl/R+WZVmW1dewLMuyUrPMcRzP334JVkZh5z/4xT1g9b/H+hxQJsMj+uGNu8rnIuqUaPCy/rzL55ffXXphVnaMyoALlCpt62iAzzHOrpLow1V3EZHRlH1ipqi2BEKTuiOsAKQqqnIumiavxaDnwzXeBrN3oFSk82tMcYEJcxqxotM2C6OTSueyTKVNPAABz9VVqjAXQkABWAAp1n2chfM5nJFEdZ0VxNBtLSa2gUw5SqoFybZGu6BUpHO9qTfvIfJ8EcRIH8f9qvNBpBulIh3jbtCcUpGO8UCEp0EGz5GRQ0eMZ1Y5sZQpRNBzKlm0JOsnWfQl4FCqrmgb0qx1iCND6xeS3HAirQPHyCgDjlLFhAx44r4EBm73QyIdqV8RwUtqHmTLTFyXI5ees6Ji27g46ls7e6NLI/on7WZ3uDUbrvZUWK5+c0+02GTdML+rtvSZHHt+HhCdtsynj/9/HcjBYpczf3xC6PWkH85V9vtCJvzfd/n2/rx8C5r/vMz/esf2oey8n+8/4TB9eTZcqy7asAdBQ3CP/jE9SlCwCr8GMH/z8el0Fp8WuZtfp4sX3y5T0EqOoQfh/5nP0/9JSMJ9fykvTszvPy3RMzRwOtVt6xl8zCArPdf5AZzCF/JPMvJxXuS7JLevxi/kF/ylVneYPr/8HMQ/3pza0SyvzZHBuzgnjexmb3+nRyfPT3P3+fvpmlgun/rXeVns53+/+hf//OPDd/nz5b/f4XPPbN88CDbvRvjlSsAv4Bm/FK9+410MbR5hdxfEl3Q08iz48NmegoCoxQ52cKm5GdpSd9AFBblqODhbEa6eNX3an5J+ghZNwmeyni5+sdsTXX7vcmZ+M/ibR1UuxMd0XzB3C7OtYKybG26NcrIjSD70eHnkA17clofXP+CZTMDU6UGPCuWpXRByuhcytOF2h+15mm/CRzUgfpukuVwHTrN3KDzkax7Lc7uYpu69yORNa4Ntbv508JEYc0y54+6o4+uEeb7A17Px5WZ3zMpdH39djL+ml1+WCBdz8WZ8TQch/gf4s2M/fkIj5HL5+vfp0+AgQ0bo7VaGlkVINezeWF0sn0LGQG5EileGX2uj8pGVUvntsSQIxRNpGxlX3HyiOCL51/69MfL/8ldoUjU2eP07/336HsnxAQ/7kEfUx+1SnLf7fB9Zvk0uXHV3lKT+vv781y35VvLFuJ7TnA49WaNDE5TF43OwU3R/4mp8NW3HUqQZ1KGT0TDjh/r36tbrw9yqs9y3R3RVTe63flevAZQPwq6lthhahWKAQtoles2F+GQaODRBPLhcz+ZgGkM+EZoLIUJcXJ5ouzpwyaaWq0fV67uQqgVtDzbOjguU5RiXtJ3Mau8FGbuzsrqqlt2Z5tOVLPVgxxIXy126shtO2PVUrDMksOtJDmAntR0gLiawBLbgLgJcT0PTE75zeQK7zvihcqlPrn6D/Ia+evK/Of1m+8L69N+/o1KK2f9Ybv1za/lavC7felj6JWHi+H0xFcJuuvHdHRm6fDzy4mXCnud+0l6zaO6ATO8t3LO+t3DfwgMLD6HjXo0sRgrb3vcCskd4uB3TbZDbHbv+R+POtDo36QeTHVaEylaHTmqN2t+7G+7da8P7wavF2L3b/7NrJjWmu5PYPWwM9kd3x+JdWO8Ys1oWQ4EpSB4TgQU4iRPZI4VjiSa1C1HalCHFs3cAVp8tXHdZ2K9zMIdXNZcZ1eIa1UKu69p9zblwjD/W+pj4DVsz+88XtGu9fmm76vIl1y+whu2aJj0G/gBl6b2eyFv8e50aw5x6o1gGDfBB/xgpgSArtj3kGCa6oZzCqQRNMDBLjF+3w4GpsCMu1grkZNp4HIqOoo6dipQzihs3zsGUio58jfgxCkUhYMFE0yAWXRFibFkdK1kvNcoCd4QsTXhoJ73IHJNgUGB8YrT+3L3N2Oc1Owx3D7h2MA2wegMHHY2IF7BZItRitcnK/2G9diW/xLg+vhvRJsF1wfcOu072+vT2TcTVte7xWgE8KVKyKvDSAx4ads2x+klvwfEUYPlpyoqMB7mRXdZMXddwzbNmNOBG6i6dlUPdyCvOtIROpGkqyr1iU8jCSyfionzBBlpSbnB0JKYtjM7TtIbTrWIUVMms2MYLlm2a68RNuDzKyamyW4oM1/JTqLStjSH10cuaIQE=';

;// CONCATENATED MODULE: ./src/engines/codex/deunicode.ts
/**
 * ASCII transliteration exactly as the Rust crate deunicode 1.6.2 does it
 * (`deunicode_with_tofu_cow(text, "[?]")`), over the crate's own tables.
 * Hand-written: no npm package reproduces deunicode (any-ascii, transliteration and unidecode
 * all differ from it).
 */


const PLACEHOLDER = '[?]';
let tables;
function unpack(base64, bytes, name) {
    const buf = (0,external_node_zlib_.brotliDecompressSync)(Buffer.from(base64, 'base64'));
    if (buf.length !== bytes)
        throw new Error(`deunicode ${name}: ${buf.length} bytes, expected ${bytes}`);
    return buf;
}
/** Decodes the embedded tables on first use (synchronously), then keeps them. */
function deunicodeTables() {
    tables ??= {
        pointers: new Uint8Array(unpack(POINTERS_BR, POINTERS_BYTES, 'pointers.bin')),
        mapping: unpack(MAPPING_BR, MAPPING_BYTES, 'mapping.txt').toString('latin1')
    };
    return tables;
}
/** `deunicode_char`: the transliteration of one code point, or undefined when it has none. */
function deunicodeChar(codePoint) {
    const { pointers, mapping } = deunicodeTables();
    const at = codePoint * 3;
    if (at + 3 > pointers.length)
        return undefined;
    const len = pointers[at + 2];
    if (len === 0)
        return '';
    if (len === 1)
        return String.fromCharCode(pointers[at]);
    if (len === 2)
        return String.fromCharCode(pointers[at], pointers[at + 1]);
    const start = pointers[at] | (pointers[at + 1] << 8);
    // Unknown characters are mapped past the end of the mapping on purpose.
    if (start + len > mapping.length)
        return undefined;
    return mapping.slice(start, start + len);
}
function isPrintableAscii(code) {
    return code >= 0x20 && code <= 0x7e;
}
/**
 * Text whose every byte is below 0x7F is returned as is. Otherwise the leading run of such
 * bytes is kept and every later character, ASCII included, goes through the table (which maps
 * control characters and DEL to nothing); a multi-character transliteration ending in a space
 * drops it before a transliteration starting with a space, and at the end of the text.
 */
function deunicode(text) {
    let ascii = 0;
    while (ascii < text.length && text.charCodeAt(ascii) < 0x7f)
        ascii++;
    if (ascii >= text.length)
        return text;
    let out = text.slice(0, ascii);
    let current;
    let started = false;
    const emit = (next, atEnd) => {
        if (current === undefined) {
            out += PLACEHOLDER;
        }
        else if (current.length > 1 &&
            current.charCodeAt(current.length - 1) === 0x20 &&
            (atEnd || (next !== undefined && next.charCodeAt(0) === 0x20))) {
            out += current.slice(0, -1);
        }
        else {
            out += current;
        }
    };
    for (let i = ascii; i < text.length;) {
        const cp = text.codePointAt(i);
        if (isPrintableAscii(cp)) {
            // A run of printable ASCII, each character its own one-character transliteration (the
            // table maps printable ASCII to itself; a test checks it): the first settles the one
            // before it, all but the last are written as they are, and the last waits for what
            // follows, as character by character.
            let end = i + 1;
            while (end < text.length && isPrintableAscii(text.charCodeAt(end)))
                end++;
            if (started)
                emit(text[i], false);
            out += text.slice(i, end - 1);
            current = text[end - 1];
            started = true;
            i = end;
            continue;
        }
        i += cp > 0xffff ? 2 : 1;
        const next = deunicodeChar(cp);
        if (started)
            emit(next, false);
        current = next;
        started = true;
    }
    emit(undefined, true);
    return out;
}

;// CONCATENATED MODULE: ./src/engines/codex/fxhash.ts
/**
 * The 32-bit FxHash of fxhash 0.2.1 (`fxhash::hash32`), applied to a `str` as Rust hashes it:
 * the UTF-8 bytes, then one 0xff byte. bm25 2.3.2 identifies tokens by this hash.
 * Hand-written: no npm package implements this exact (0.2.1, 32-bit, `str`) variant.
 */
const SEED = 0x27220a95;
function step(hash, word) {
    return Math.imul(((hash << 5) | (hash >>> 27)) ^ word, SEED) >>> 0;
}
const encoder = new TextEncoder();
/** Four-byte little-endian words of the `n` bytes `byte(i)`, then the remaining bytes, then 0xff. */
function hashBytes(n, byte) {
    let hash = 0;
    let i = 0;
    for (; i + 4 <= n; i += 4) {
        hash = step(hash, (byte(i) | (byte(i + 1) << 8) | (byte(i + 2) << 16) | (byte(i + 3) << 24)) >>> 0);
    }
    for (; i < n; i++)
        hash = step(hash, byte(i));
    return step(hash, 0xff);
}
/** `hash32(text)` over the UTF-8 bytes of `text`. */
function fxhash32(text) {
    for (let i = 0; i < text.length; i++) {
        if (text.charCodeAt(i) >= 0x80) {
            const bytes = encoder.encode(text);
            return hashBytes(bytes.length, (k) => bytes[k]);
        }
    }
    // ASCII text (every token, after deunicode) is its own UTF-8 bytes: no encoding needed.
    return hashBytes(text.length, (k) => text.charCodeAt(k));
}

;// CONCATENATED MODULE: ./src/util/words.ts
/**
 * English text helpers shared by the engines, lint and advice: the stop words and the ways
 * a tool name and a manifest query are split into words.
 */
/**
 * NLTK's English stop words, 179, as the Rust crate stop-words 0.9.0 ships them
 * (`src/nltk/english`), which Codex's BM25 tokenizer drops after lower-casing, before stemming.
 */
const WORDS = `
i me my myself we our ours ourselves you you're you've you'll you'd your yours yourself
yourselves he him his himself she she's her hers herself it it's its itself they them their
theirs themselves what which who whom this that that'll these those am is are was were be
been being have has had having do does did doing a an the and but if or because as until
while of at by for with about against between into through during before after above below
to from up down in out on off over under again further then once here there when where why
how all any both each few more most other some such no nor not only own same so than too
very s t can will just don don't should should've now d ll m o re ve y ain aren aren't
couldn couldn't didn didn't doesn doesn't hadn hadn't hasn hasn't haven haven't isn isn't ma
mightn mightn't mustn mustn't needn needn't shan shan't shouldn shouldn't wasn wasn't weren
weren't won won't wouldn wouldn't
`;
const STOP_WORDS = new Set(WORDS.split(/\s+/).filter(Boolean));
/** The words of a tool name: split at `_`, `-`, `.`, spaces and camelCase, lower-cased. */
function words_nameWords(name) {
    return name
        .replace(/([a-z\d])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w.toLowerCase());
}
/** The query's words as the manifest wrote them, lower-cased, `+required` marks removed. */
function queryTerms(query) {
    return [
        ...new Set(query
            .toLowerCase()
            .split(/\s+/)
            .map((t) => (t.startsWith('+') && t.length > 1 ? t.slice(1) : t))
            .filter(Boolean))
    ];
}

;// CONCATENATED MODULE: ./src/engines/codex/tokenize.ts
/**
 * The tokenizer of the Rust crate bm25 2.3.2 (`DefaultTokenizer`, English) that Codex uses for
 * documents and queries alike: deunicode, lower-case, UAX #29 words that hold a letter or digit,
 * NLTK stop words out, Snowball English (Porter2) stems.
 */
// porter2 rather than snowball-stemmers: the same stems (a test compares them on every word of the
// recorded catalogs), in 15 kB instead of 850 kB of 24 languages compiled at every start, and
// about ten times faster.





const stems = new BoundedMemo(200_000);
/** Snowball English (Porter2), as rust-stemmers 1.2 computes it; memoised. */
function stem(word) {
    return stems.get(word, dist/* stem */.W);
}
let segmenter;
/** UAX #29 words of `text` through Intl.Segmenter, keeping those with a letter or digit. */
function segmenterWords(text, words = []) {
    segmenter ??= new Intl.Segmenter('en', { granularity: 'word' });
    for (const { segment } of segmenter.segment(text)) {
        if (/[\p{L}\p{N}]/u.test(segment))
            words.push(segment);
    }
    return words;
}
/** How an ASCII character takes part in words: a word character, a joiner, or a break. */
const WORD = 0;
const JOINER = 1;
const BREAK = 2;
const ASCII_ROLE = Uint8Array.from({ length: 0x80 }, (_, code) => {
    const c = String.fromCharCode(code);
    if (/[A-Za-z0-9_]/.test(c))
        return WORD;
    // MidNumLet, MidLetter, MidNum, Single_Quote, Double_Quote: they may join what is around them.
    if ('.:,;\'"'.includes(c))
        return JOINER;
    return BREAK;
});
/**
 * The words of text[start, end), a piece without white space or breaks: its runs of word
 * characters, joined as joinedWords says; a piece with a character beyond ASCII goes to the
 * segmenter.
 */
function pieceWords(text, start, end, words) {
    for (let k = start; k < end; k++) {
        if (text.charCodeAt(k) >= 0x80)
            return void segmenterWords(text.slice(start, end), words);
    }
    joinedWords(text, start, end, words);
}
function isLetter(code) {
    return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}
function isDigit(code) {
    return code >= 0x30 && code <= 0x39;
}
/**
 * Whether one ASCII joiner between the characters `before` and `after` keeps them in one
 * word: `:` `.` `'` between letters (WB6, WB7: MidLetter, MidNumLet, Single_Quote), `,` `;`
 * `.` `'` between digits (WB11, WB12: MidNum, MidNumLet, Single_Quote). `"` joins only Hebrew
 * letters (WB7b, WB7c), so no ASCII.
 */
function joins(before, joiner, after) {
    if (isLetter(before) && isLetter(after))
        return joiner === 0x3a || joiner === 0x2e || joiner === 0x27;
    if (isDigit(before) && isDigit(after))
        return joiner === 0x2c || joiner === 0x3b || joiner === 0x2e || joiner === 0x27;
    return false;
}
/**
 * The words of an ASCII piece of word characters and joiners ("issue.", "e.g.", "don't",
 * "api.v2", "1,000"), as UAX #29 splits it: each run of word characters is inside
 * one word (WB5, WB8 to WB10, WB13a, WB13b), and two runs are one word when a single joiner
 * between them joins the last character of one to the first of the next; every other
 * boundary breaks (WB999). Words without a letter or digit (a lone `_`) are dropped.
 * Hand-written for ASCII, where these are all the rules that apply: Intl.Segmenter costs
 * loading ICU's break rules in every process, for a few pieces per catalog. (A test compares
 * both on random ASCII text.)
 */
function joinedWords(text, start, end, words) {
    let wordStart = -1;
    let wordEnd = -1;
    let alnum = false;
    for (let k = start; k < end;) {
        if (ASCII_ROLE[text.charCodeAt(k)] !== WORD) {
            k++;
            continue;
        }
        let runEnd = k;
        let runAlnum = false;
        for (; runEnd < end && ASCII_ROLE[text.charCodeAt(runEnd)] === WORD; runEnd++)
            if (text.charCodeAt(runEnd) !== 0x5f)
                runAlnum = true;
        if (wordStart >= 0 && wordEnd === k - 1 && joins(text.charCodeAt(k - 2), text.charCodeAt(k - 1), text.charCodeAt(k))) {
            alnum ||= runAlnum;
        }
        else {
            if (alnum)
                words.push(text.slice(wordStart, wordEnd));
            wordStart = k;
            alnum = runAlnum;
        }
        wordEnd = runEnd;
        k = runEnd;
    }
    if (alnum)
        words.push(text.slice(wordStart, wordEnd));
}
/**
 * unicode-segmentation's `unicode_words()` for ASCII text (all text is, after deunicode): the
 * UAX #29 word segments that contain an alphanumeric character (Intl.Segmenter also calls a
 * lone `_` word-like; it is dropped).
 * Fast path, same result: in ASCII text every run of ASCII whitespace is bounded by word
 * breaks (WB3a, WB3b, WB3d, WB999), and so is every other ASCII character but letters, digits,
 * `_` and the joiners `.` `:` `,` `;` `'` `"` (`-`, `/`, `(`, … are in no rule but WB999). A
 * piece between breaks whose letters, digits and `_` form one run is that one word (WB5, WB8
 * to WB10, WB13a, WB13b): joiners join letters or digits only between two of them (WB6, WB7,
 * WB11, WB12), so before or after the run ("issue.", "'name',") they break off. Pieces of
 * several runs ("e.g.", "don't", "api.v2") are joined run by run (joinedWords); only a piece
 * with a character beyond ASCII goes through the segmenter. (A test compares both on random ASCII text.)
 */
function unicodeWords(text) {
    const words = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code >= 0x80 || ASCII_ROLE[code] !== BREAK)
            continue;
        if (i > start)
            pieceWords(text, start, i, words);
        start = i + 1;
    }
    if (text.length > start)
        pieceWords(text, start, text.length, words);
    return words;
}
const chunks = new BoundedMemo(200_000);
/** The tokens of one run of deunicoded text between white space, memoised: most runs repeat across tools. */
function chunkTokens(chunk) {
    return chunks.get(chunk, (text) => {
        const tokens = [];
        for (const word of unicodeWords(text.toLowerCase())) {
            if (!STOP_WORDS.has(word))
                tokens.push(stem(word));
        }
        return { tokens, hashes: tokens.map(fxhash32) };
    });
}
/** ASCII white space as unicodeWords splits on it: space, \t, \n, \v, \f, \r. */
function isSplitSpace(code) {
    return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}
/**
 * Every run of `text`'s deunicoded form between ASCII white space, in order. Tokenising run
 * by run gives the tokens of the whole text: unicodeWords splits at that white space first and
 * reads each run on its own, and lower-casing a run alone gives the same as lower-casing the
 * whole text (white space is neither cased nor case-ignorable, so not even a final sigma's
 * context reaches across it).
 */
function forEachChunk(text, visit) {
    if (text === '')
        return;
    const ascii = deunicode(text);
    let start = -1;
    for (let i = 0; i < ascii.length; i++) {
        if (isSplitSpace(ascii.charCodeAt(i))) {
            if (start >= 0) {
                visit(chunkTokens(ascii.slice(start, i)));
                start = -1;
            }
        }
        else if (start < 0) {
            start = i;
        }
    }
    if (start >= 0)
        visit(chunkTokens(start === 0 ? ascii : ascii.slice(start)));
}
/**
 * Tokens of a document or a query, in order, repeats kept: unicodeWords of the deunicoded,
 * lower-cased text, stop words out, stems.
 */
function tokenize(text) {
    return tokensAndHashes(text).tokens;
}
/** The fxhash of each token of `tokenize(text)`, in order. */
function tokenHashes(text) {
    const hashes = [];
    forEachChunk(text, (chunk) => {
        for (const hash of chunk.hashes)
            hashes.push(hash);
    });
    return hashes;
}
/** `tokenize(text)` and `tokenHashes(text)` from one pass over the text (a query needs both). */
function tokensAndHashes(text) {
    const tokens = [];
    const hashes = [];
    forEachChunk(text, (chunk) => {
        for (const token of chunk.tokens)
            tokens.push(token);
        for (const hash of chunk.hashes)
            hashes.push(hash);
    });
    return { tokens, hashes };
}

;// CONCATENATED MODULE: ./src/engines/codex/index.ts














const CODEX_DEFAULT_LIMIT = 8;
/** Unicode White_Space, what Rust's `str::trim` drops (JavaScript's trim also drops U+FEFF, not U+0085). */
const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
/**
 * Rust's `str::trim`. Hand-written, reading only the white space at the ends: a regular
 * expression anchored at the end tries every position of the text, and descriptions are long.
 */
function rustTrim(text) {
    let start = 0;
    let end = text.length;
    while (start < end && WHITE_SPACE.test(text[start]))
        start++;
    while (end > start && WHITE_SPACE.test(text[end - 1]))
        end--;
    return start === 0 && end === text.length ? text : text.slice(start, end);
}
function textField(value) {
    return typeof value === 'string' ? rustTrim(value) : '';
}
/** Top-level `inputSchema.properties` keys, in byte order. */
function propertyKeys(schema) {
    const props = schema && typeof schema === 'object' ? schema.properties : undefined;
    if (!props || typeof props !== 'object' || Array.isArray(props))
        return [];
    return Object.keys(props).sort(compareBytes);
}
/** Flat name; callable; raw tool name; raw server; title; description; instructions; property keys: the non-empty ones. */
function documentParts(tool, flat, callable) {
    return [
        flat,
        callable,
        tool.rawName,
        tool.rawServer,
        textField(tool.rawTitle),
        textField(tool.rawDescription),
        textField(tool.serverInstructions),
        ...propertyKeys(tool.inputSchema)
    ].filter((part) => part !== '');
}
/** The names a query token can promote a tool by: each name, and its every tail after a `_`. */
function promotionKeys(names) {
    const keys = new Set();
    for (const name of names) {
        const lower = name.toLowerCase();
        keys.add(lower);
        for (let i = lower.indexOf('_'); i >= 0; i = lower.indexOf('_', i + 1))
            keys.add(lower.slice(i + 1));
    }
    return keys;
}
const tokensByText = new BoundedMemo(200_000);
/**
 * The token hashes of a text, kept by the text: advice prepares the catalog again for every
 * edit it tries, and all but the edited tool have the same text as before (segmenting the
 * text is most of the cost of preparing a large catalog).
 */
function textTokens(text) {
    return tokensByText.get(text, tokenHashes);
}
/** A character from DEL up: text without one deunicode returns as it is. */
const NOT_AS_IS = /[\u007f-\uffff]/;
/** ASCII control characters, which deunicode maps to nothing once past the text's leading as-is run. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f]/g;
/**
 * A document's token hashes, part by part: the tokens of its parts joined with spaces, taken part by part
 * so that each part is tokenised once (a server's instructions are part of each of its tools'
 * documents). The same tokens: deunicode keeps the leading run of characters below DEL as it
 * is and sends every later character through its table, which maps printable ASCII to itself
 * and control characters to nothing; the joining spaces stay and break words either way. So a
 * part tokenised alone gives its tokens in the whole text, except that once an earlier part
 * holds a character from DEL up, the whole text drops this part's control characters (which
 * can join the words around them): such a part is tokenised without them.
 */
function documentTokens(parts) {
    let pastAsIs = false;
    return parts.map((part) => {
        const hashes = textTokens(pastAsIs ? part.replace(CONTROLS, '') : part);
        pastAsIs ||= NOT_AS_IS.test(part);
        return hashes;
    });
}
/** Promotion key -> the documents it promotes, in registry order. */
function promotionIndex(documents) {
    const promotion = new Map();
    for (const doc of documents) {
        for (const key of promotionKeys([doc.namespace, doc.callable, doc.flat])) {
            const list = promotion.get(key);
            if (list)
                list.push(doc.registry);
            else
                promotion.set(key, [doc.registry]);
        }
    }
    return promotion;
}
function prepareCodex(catalog) {
    const seen = new Map();
    for (const tool of catalog.tools) {
        const identity = toolIdentity(String(tool.rawServer), String(tool.rawName));
        if (!seen.has(identity))
            seen.set(identity, tool);
    }
    const registry = [...seen.entries()].sort(([a], [b]) => compareBytes(a, b));
    const names = assignCodexNames(registry.map(([, t]) => ({ server: String(t.rawServer), tool: String(t.rawName) })));
    const tokens = [];
    const documents = registry.map(([identity, tool], i) => {
        const { namespace, callable, flat } = names[i];
        const parts = documentParts(tool, flat, callable);
        tokens.push(documentTokens(parts));
        return { tool, registry: i, identity, namespace, callable, flat, text: parts.join(' ') };
    });
    const flatByIdentity = new Map(documents.map((d) => [d.identity, d.flat]));
    const flatNames = new Map();
    for (const tool of catalog.tools) {
        flatNames.set(tool.index, flatByIdentity.get(toolIdentity(String(tool.rawServer), String(tool.rawName))));
    }
    return {
        catalog,
        documents,
        bm25: buildBm25Index(tokens),
        promotion: promotionIndex(documents),
        flatNames
    };
}
/**
 * `prepareCodex(subset)` for some of `prepared`'s catalog tools in its order (the catalog alone,
 * without neighbours), reusing each document's tokens: registry order is identity order, which
 * the subset keeps, and a document's tokens read only its own text and names. The postings are
 * the whole index's kept to the subset; BM25's corpus statistics (document count, document
 * frequencies, average length) are the subset's own. Undefined when the subset is not in that order, keeps a
 * duplicate whose first copy it drops, or would name a tool differently (names resolve clashes
 * among the tools present): then it is prepared in full.
 */
function prepareCodexSubset(prepared, subset) {
    const member = subsequenceMask(prepared.catalog.tools, subset.tools);
    if (!member)
        return undefined;
    const held = new Set(subset.tools);
    const documents = prepared.documents.filter((doc) => held.has(doc.tool));
    const kept = new Set(documents.map((doc) => doc.identity));
    if (subset.tools.some((t) => !kept.has(toolIdentity(String(t.rawServer), String(t.rawName)))))
        return undefined;
    const names = assignCodexNames(documents.map((d) => ({ server: String(d.tool.rawServer), tool: String(d.tool.rawName) })));
    if (names.some((n, i) => n.flat !== documents[i].flat || n.namespace !== documents[i].namespace))
        return undefined;
    const renumbered = documents.map((doc, i) => ({ ...doc, registry: i }));
    // Every subset tool's document is kept under the same name, so its name is the whole catalog's.
    const flatNames = new Map(subset.tools.map((t) => [t.index, prepared.flatNames.get(t.index)]));
    return { catalog: subset, documents: renumbered, bm25: subsetBm25Index(prepared.bm25, documents.map((doc) => doc.registry)), promotion: promotionIndex(renumbered), flatNames };
}
const documentsById = new WeakMap();
/** Catalog id -> registry place, made once per catalog (an edited one shares its original's). */
function documentIndex(prepared) {
    let byId = documentsById.get(prepared);
    if (!byId)
        documentsById.set(prepared, (byId = new Map(prepared.documents.map((d) => [d.tool.id, d.registry]))));
    return byId;
}
/**
 * `prepareCodex(edited)` for a catalog whose `changed` tools differ from `prepared`'s only in
 * their text (not their server or name): the same registry, names and promotions; only the
 * changed documents are tokenised again and their postings replaced.
 */
function prepareCodexEdited(prepared, edited, changed) {
    const byIndex = new Map(changed.map((t) => [t.index, t]));
    const hashes = new Map();
    const documents = prepared.documents.map((doc) => {
        const tool = byIndex.get(doc.tool.index);
        if (!tool)
            return doc;
        const parts = documentParts(tool, doc.flat, doc.callable);
        hashes.set(doc.registry, documentTokens(parts));
        return { ...doc, tool, text: parts.join(' ') };
    });
    const result = { catalog: edited, documents, bm25: editBm25Index(prepared.bm25, hashes), promotion: prepared.promotion, flatNames: prepared.flatNames };
    documentsById.set(result, documentIndex(prepared));
    return result;
}
/** Promotion tokens: the trimmed query split at every character outside ASCII [A-Za-z0-9_]. */
function exactTokens(query) {
    return query
        .split(/[^A-Za-z0-9_]+/)
        .filter((t) => t !== '')
        .map((t) => t.toLowerCase());
}
/** Moves each result up to join the first result of its namespace (Codex returns one entry per namespace). */
function groupByNamespace(entries) {
    return [...groupBy(entries, (e) => e.namespace).values()].flat().map((e) => e.id);
}
/** BM25 tools tied on the score of the last place BM25 fills, when the tie straddles the cut. */
function bm25CutTie(prepared, rest, byDoc, places) {
    if (places < 1 || rest.length <= places)
        return {};
    const score = byDoc.get(rest[places - 1]).score;
    if (byDoc.get(rest[places]).score !== score)
        return {};
    const tied = rest.map((doc, i) => ({ i, id: prepared.documents[doc].tool.id, score: byDoc.get(doc).score })).filter((t) => t.score === score);
    return { cutTie: { score, inside: tied.filter((t) => t.i < places).map((t) => t.id), outside: tied.filter((t) => t.i >= places).map((t) => t.id) } };
}
/**
 * One `tool_search` call. `ranking` holds every promoted tool (registry order, a 0-point
 * 'promotion' contribution per matching token), then every other BM25 match by score; a
 * tool's score is its f32 BM25 score (0 for a promoted tool BM25 does not match), the sum in
 * f32 of its 'bm25' contributions. `results` is the first `limit` of them, grouped by namespace.
 */
function searchCodex(prepared, rawQuery, limit, keep) {
    const query = rustTrim(rawQuery);
    if (query === '')
        throw new types_EngineQueryError('query must not be empty');
    if (limit === 0)
        throw new types_EngineQueryError('limit must be greater than zero');
    // 1. Exact-name promotion, in registry order.
    const exact = exactTokens(query);
    const promotedBy = new Map();
    for (const token of exact) {
        for (const doc of prepared.promotion.get(token) ?? []) {
            const tokens = promotedBy.get(doc);
            if (!tokens)
                promotedBy.set(doc, [token]);
            else if (!tokens.includes(token))
                tokens.push(token);
        }
    }
    const promoted = [...promotedBy.keys()].sort((a, b) => a - b);
    // 2. BM25 over every query token occurrence; promoted tools are skipped.
    const { tokens: terms, hashes } = tokensAndHashes(query);
    if (keep)
        return keptCodexSearch(prepared, { promotedBy, promoted, terms, hashes, limit, keep, mode: exact.length === 0 && terms.length === 0 ? 'empty' : 'keyword' });
    const matches = bm25Matches(prepared.bm25, hashes);
    const byDoc = new Map(matches.map((m) => [m.document, m]));
    // Codex orders equal scores randomly; registry order breaks the tie here.
    const rest = matches
        .filter((m) => !promotedBy.has(m.document))
        .sort((a, b) => b.score - a.score || a.document - b.document)
        .map((m) => m.document);
    // Promoted tools first, then BM25 fills the remaining places.
    const order = [...promoted, ...rest];
    const ranking = order.map((doc, i) => rankedEntry(prepared, doc, i + 1, promotedBy.get(doc), byDoc.get(doc), terms));
    return {
        results: returnedIds(prepared, order.slice(0, limit)),
        ranking,
        mode: exact.length === 0 && terms.length === 0 ? 'empty' : 'keyword',
        randomTies: true,
        ...bm25CutTie(prepared, rest, byDoc, limit - promoted.length)
    };
}
/** A tool's entry: a 0-point 'promotion' contribution per token that promoted it, then its BM25 points. */
function rankedEntry(prepared, doc, rank, promotedBy, match, terms) {
    const breakdown = (promotedBy ?? []).map((term) => ({ term, field: 'promotion', points: 0 }));
    match?.points.forEach((points, t) => {
        if (points > 0)
            breakdown.push({ term: terms[t], field: 'bm25', points });
    });
    return { tool: prepared.documents[doc].tool.id, score: match?.score ?? 0, rank, breakdown };
}
/** The first `limit` of the order, grouped by namespace, as catalog ids. */
function returnedIds(prepared, first) {
    return groupByNamespace(first.map((doc) => ({ id: prepared.documents[doc].tool.id, namespace: prepared.documents[doc].namespace })));
}
/**
 * `searchCodex` when only some places are read (`keep`): promoted tools in registry order,
 * then the BM25 matches, of which only the first places are ordered.
 */
function keptCodexSearch(prepared, q) {
    const { promotedBy, promoted, limit } = q;
    const { documents, scores, matched } = bm25Scores(prepared.bm25, q.hashes);
    const rest = promoted.length ? documents.filter((doc) => !promotedBy.has(doc)) : documents;
    const scoreOf = (doc) => scores[doc];
    const bm25Order = (a, b) => scores[b] - scores[a] || a - b;
    const byId = documentIndex(prepared);
    const wanted = q.keep.tools.flatMap((id) => byId.get(id) ?? []).filter((doc) => !promotedBy.has(doc));
    const places = Math.max(limit, q.keep.top) - promoted.length;
    const found = placesOf(rest, bm25Order, Math.max(0, places, limit - promoted.length + 1), wanted);
    const head = [...promoted, ...found.head].slice(0, Math.max(limit, q.keep.top));
    const kept = new Map(head.map((doc, i) => [doc, i + 1]));
    for (const [doc, rank] of found.rankOf)
        if (!kept.has(doc))
            kept.set(doc, rank + promoted.length);
    for (const id of q.keep.tools) {
        const doc = byId.get(id);
        if (doc !== undefined && promotedBy.has(doc))
            kept.set(doc, promoted.indexOf(doc) + 1);
    }
    const ranking = [...kept]
        .sort((a, b) => a[1] - b[1])
        .map(([doc, rank]) => rankedEntry(prepared, doc, rank, promotedBy.get(doc), matched[doc] ? { score: scores[doc], points: bm25Points(prepared.bm25, doc, q.hashes) } : undefined, q.terms));
    return {
        results: returnedIds(prepared, head.slice(0, limit)),
        ranking,
        mode: q.mode,
        randomTies: true,
        scored: promoted.length + rest.length,
        ...tieAtCut(rest, found.head, scoreOf, bm25Order, limit - promoted.length, (doc) => prepared.documents[doc].tool.id)
    };
}
const codex = {
    id: 'codex',
    family: 'codex',
    client: 'OpenAI Codex CLI tool_search',
    versions: 'codex-rs, bm25 2.3.2',
    exact: true,
    defaultMaxResults: CODEX_DEFAULT_LIMIT,
    loadsAlwaysLoad: false,
    firstPageOnly: false,
    readsSearchHint: false,
    localScoring: false,
    queryTerms: queryTerms,
    prepare: prepareCodex,
    prepareEdited: prepareCodexEdited,
    prepareSubset: prepareCodexSubset,
    search(prepared, query, { maxResults, keep }) {
        return searchCodex(prepared, query, maxResults, keep);
    },
    clientName(prepared, tool) {
        return prepared.flatNames.get(tool.index) ?? prepareCodex({ servers: [], tools: [tool] }).documents[0].flat;
    }
};

// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(1916);
;// CONCATENATED MODULE: ./src/util/suggest.ts

/** The closest candidate within a third of the word's length, for "did you mean" hints. */
function nearest(word, candidates) {
    let best;
    let bestDistance = Infinity;
    const limit = Math.max(2, Math.ceil(word.length / 3));
    for (const candidate of candidates) {
        const d = (0,mod/* distance */.Io)(word.toLowerCase(), candidate.toLowerCase());
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return bestDistance <= limit ? best : undefined;
}
function didYouMean(word, candidates) {
    const hit = nearest(word, candidates);
    return hit ? `, did you mean \`${hit}\`?` : '';
}

;// CONCATENATED MODULE: ./src/engines/registry.ts







/** Every engine the product carries, one per client generation. */
const ENGINES = [...GENERATION_ENGINES, codex, aiSdk];
/** Family aliases resolve to the family's newest generation. */
const ALIASES = {
    'claude-code': 'claude-code@2.1'
};
const DEFAULT_ENGINES = ['claude-code'];
function listEngines() {
    return ENGINES;
}
function engineIds() {
    return [...ENGINES.map((e) => e.id), ...Object.keys(ALIASES), LATEST];
}
/** Resolves an id, an alias, or `claude-code@<client version>` / `claude-code@latest` to an engine. */
function registry_resolveEngine(id) {
    const direct = ENGINES.find((e) => e.id === id);
    if (direct)
        return direct;
    const alias = ALIASES[id];
    if (alias)
        return registry_resolveEngine(alias);
    const version = /^claude-code@(.+)$/.exec(id);
    const byVersion = version ? claudeCodeForVersion(version[1]) : undefined;
    if (byVersion)
        return byVersion;
    if (version && /^\d+(\.\d+)*$/.test(version[1])) {
        throw new UnknownEngineError(`unknown engine \`${id}\`: write the client version as \`claude --version\` prints it (e.g. claude-code@2.1.50)`);
    }
    throw new UnknownEngineError(`unknown engine \`${id}\`${didYouMean(id, engineIds())} (known: ${knownIds()}, or claude-code@<client version>; \`mcp-tool-rank engines\` lists them all)`);
}
/** The ids for a message, the lettered Claude Code generations as one range. */
function knownIds() {
    const lettered = GENERATION_ENGINES.filter((e) => /@[A-Z]\d*$/.test(e.id)).map((e) => e.id);
    const ids = engineIds().filter((id) => !lettered.includes(id));
    if (lettered.length > 1)
        ids.splice(1, 0, `${lettered[0]} … ${lettered[lettered.length - 1]}`);
    return ids.join(', ');
}

;// CONCATENATED MODULE: ./src/manifest/errors.ts
/** A manifest problem found before anything runs; each issue renders as file:line:col: message. */
class ManifestError extends Error {
    issues;
    constructor(issues) {
        super(issues.map((issue) => formatIssue(issue)).join('\n'));
        this.name = 'ManifestError';
        this.issues = issues;
    }
}
/** `file:line:col: message`, with `label` (such as `error: `) before the message. */
function formatIssue(issue, label = '') {
    return `${issue.file}:${issue.line}:${issue.col}: ${label}${issue.message}`;
}
/** How a failure report tells an issue: `file:line:col: error: message`. */
function issueLine(issue) {
    return formatIssue(issue, 'error: ');
}

;// CONCATENATED MODULE: ./src/exit-codes.ts
/** Process exit codes shared by the CLI and the action. */
const ExitCode = {
    /** Every expectation holds. */
    Ok: 0,
    /** An expectation (or another `fail-on` condition) failed. */
    Failed: 1,
    /** The manifest, a server, or the command line is wrong: nothing was judged. */
    ConfigError: 2,
    /** A bug in mcp-tool-rank itself. */
    InternalError: 3
};

;// CONCATENATED MODULE: ./src/errors.ts







/** A user-facing error: the lines to print and the exit code. Unknown errors are bugs. */
function describeFailure(err) {
    if (err instanceof ManifestError)
        return { lines: err.issues.map(issueLine), exitCode: ExitCode.ConfigError, internal: false };
    if (err instanceof CollectErrors)
        return { lines: err.errors.map((e) => e.describe()), exitCode: ExitCode.ConfigError, internal: false };
    if (err instanceof collect_errors/* CollectError */.h)
        return { lines: [err.describe()], exitCode: ExitCode.ConfigError, internal: false };
    if (err instanceof UnknownEngineError || err instanceof UsageError || err instanceof LockError)
        return { lines: [err.message], exitCode: ExitCode.ConfigError, internal: false };
    const message = err instanceof Error ? err.message : String(err);
    return { lines: [`internal error: ${message}`], exitCode: ExitCode.InternalError, internal: true };
}
/** A command-line mistake. */
class UsageError extends Error {
}
/** A file the user named that cannot be written: why, in words, and what to do. */
function cannotWrite(file, err) {
    return new UsageError(`cannot write ${file}: ${fileErrorText(err)}; give a path that can be written`);
}

;// CONCATENATED MODULE: ./src/catalog/build.ts

const ALWAYS_LOAD_KEY = 'anthropic/alwaysLoad';
const SEARCH_HINT_KEY = 'anthropic/searchHint';
/** The client's form of a search hint: whitespace collapsed, trimmed (engines cut it where their client does). */
function normalizeSearchHint(hint) {
    return hint.replace(/\s+/g, ' ').trim();
}
function searchHintOf(meta) {
    const hint = meta?.[SEARCH_HINT_KEY];
    return typeof hint === 'string' ? normalizeSearchHint(hint) : undefined;
}
/** The fields the mapping reads; the input schema is kept raw, so it is not sanitised. */
const MAPPED_FIELDS = new Set(['name', 'title', 'description', 'annotations', '_meta']);
/** The client sanitises the whole tool, keys included; only the fields the mapping reads are needed. */
function sanitizedFields(raw) {
    const clean = {};
    for (const [key, value] of Object.entries(raw)) {
        const k = sanitizeString(key);
        if (MAPPED_FIELDS.has(k))
            clean[k] = sanitizeDeep(value);
    }
    return clean;
}
function mapTool(server, raw, listing, index, page) {
    const clean = sanitizedFields(raw);
    const name = typeof clean.name === 'string' ? clean.name : String(clean.name);
    const meta = clean._meta && typeof clean._meta === 'object' ? clean._meta : undefined;
    return {
        id: fullToolName(server, name),
        index,
        server,
        name,
        description: typeof clean.description === 'string' ? clean.description : '',
        title: typeof clean.title === 'string' ? clean.title : undefined,
        searchHint: searchHintOf(meta),
        alwaysLoad: meta?.[ALWAYS_LOAD_KEY] === true,
        annotations: clean.annotations,
        ...(meta ? { meta } : {}),
        page,
        rawServer: listing.name,
        rawName: raw.name,
        rawTitle: raw.title,
        rawDescription: raw.description,
        inputSchema: raw.inputSchema,
        serverInstructions: listing.instructions
    };
}
/**
 * The client-side mapping stage: server listings (in manifest order) become one catalog in
 * the order the client holds the tools.
 */
function buildCatalog(listings) {
    const tools = [];
    for (const listing of listings) {
        const server = sanitizeString(listing.name);
        listing.tools.forEach((raw, i) => {
            tools.push(mapTool(server, raw, listing, tools.length, listing.toolPages?.[i] ?? 1));
        });
    }
    return {
        servers: listings.map((l) => ({
            name: l.name,
            source: l.source,
            toolCount: l.tools.length,
            pages: l.pages,
            instructions: l.instructions,
            serverInfo: l.serverInfo,
            warnings: l.warnings ?? []
        })),
        tools
    };
}

// EXTERNAL MODULE: ./src/process/started-command.ts
var started_command = __webpack_require__(4080);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
;// CONCATENATED MODULE: ./src/process/setup.ts




/** How many of the last lines of a failed setup's output are kept for the reader. */
const TAIL_LINES = 20;
/** A `setup` command that failed: how it ended, and the last lines it printed (made plain). */
class SetupError extends Error {
    command;
    outcome;
    outputTail;
    constructor(command, 
    /** `exited with code 4`, `timed out after 15m`. */
    outcome, outputTail) {
        const tail = outputTail.slice(-TAIL_LINES).map((l) => (0,sanitize_text/* plainText */.w)(l, 500));
        super(`setup \`${(0,sanitize_text/* plainText */.w)(command, 200)}\` ${outcome}${tail.length ? '' : ' and printed nothing'}`);
        this.command = command;
        this.outcome = outcome;
        this.name = 'SetupError';
        this.outputTail = tail;
    }
}
/** A `setup` command (install, build) run to completion as a process group, without the caller's credentials. */
async function runSetup(command, cwd, env, timeoutMs) {
    const setup = new started_command/* StartedCommand */.t(command, (0,credentials/* withoutCredentials */.ri)(env), cwd);
    try {
        if (!(await setup.waitForExit(timeoutMs)))
            throw new SetupError(command, `timed out after ${(0,duration/* formatDuration */.a3)(timeoutMs)}`, setup.output.tail());
        if (!setup.succeeded)
            throw new SetupError(command, setup.describeExit(), setup.output.tail());
    }
    finally {
        await setup.stop();
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/neighbours/bundled.ts
/**
 * The bundled neighbours: recorded catalogs of popular published servers, shipped in the
 * package's `neighbours/` folder (beside `dist/`), read from disk only when a manifest names
 * some. No network: a check with `neighbours: popular` ranks against files.
 */





const SET_FILE = 'neighbours.json';
/** How far above this module the package root may be: src/neighbours/, dist/, dist-lib/neighbours/. */
const MAX_LEVELS = 5;
/**
 * The `neighbours/` folder of the installed package, found upwards from this module: the
 * sources, the ncc bundles (`dist/index.js`, `dist/cli/index.js`) and a compiled library all
 * sit a few levels below it.
 */
function neighboursDir() {
    let dir = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (let i = 0; i < MAX_LEVELS; i++) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'neighbours', SET_FILE)))
            return (0,external_node_path_.join)(dir, 'neighbours');
        dir = (0,external_node_path_.dirname)(dir);
    }
    throw new Error(`the bundled neighbours are missing: no neighbours/${SET_FILE} above ${(0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url))}`);
}
let cached;
/** The set as shipped (read once per process). */
function neighbourSet() {
    cached ??= (0,promises_.readFile)((0,external_node_path_.join)(neighboursDir(), SET_FILE), 'utf8').then((text) => JSON.parse(text));
    return cached;
}
/** The catalogs of `names`, in that order (the order the client connects them), as listings of source `neighbour`. */
async function loadNeighbours(names) {
    if (names.length === 0)
        return [];
    const dir = neighboursDir();
    return Promise.all(names.map(async (name) => {
        const file = `${name}.json`;
        const { listing } = readCatalogText(name, file, await (0,promises_.readFile)((0,external_node_path_.join)(dir, file), 'utf8'));
        return { ...listing, source: 'neighbour' };
    }));
}

;// CONCATENATED MODULE: ./src/util/canonical-json.ts
/** JSON with object keys sorted, so that key order alone never makes two values differ. */
function canonicalJson(value) {
    return (JSON.stringify(value, (_, v) => v !== null && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]))
        : v) ?? 'undefined');
}

;// CONCATENATED MODULE: ./src/lock/drift.ts


/** `name`, or `name#2` for the second tool of the same name (a server bug, but possible). */
function keyed(tools) {
    const counts = new Map();
    const out = new Map();
    tools.forEach((tool, index) => {
        const n = (counts.get(tool.name) ?? 0) + 1;
        counts.set(tool.name, n);
        out.set(n === 1 ? tool.name : `${tool.name}#${n}`, { tool, index });
    });
    return out;
}
function toolDrift(server, name, before, after) {
    const items = [];
    const b = before;
    const a = after;
    if (canonicalJson(b.description) !== canonicalJson(a.description))
        items.push({ kind: 'description', server, tool: name });
    if (canonicalJson(b.inputSchema) !== canonicalJson(a.inputSchema))
        items.push({ kind: 'schema', server, tool: name });
    const others = [...new Set([...Object.keys(b), ...Object.keys(a)])]
        .filter((k) => k !== 'description' && k !== 'inputSchema' && k !== 'name')
        .filter((k) => canonicalJson(b[k]) !== canonicalJson(a[k]))
        .sort();
    if (others.length > 0)
        items.push({ kind: 'changed', server, tool: name, fields: others });
    return items;
}
function serverDrift(locked, live) {
    const server = live.name;
    const items = [];
    if (canonicalJson(locked.serverInfo) !== canonicalJson(live.serverInfo))
        items.push({ kind: 'server-info', server });
    if (canonicalJson(locked.instructions) !== canonicalJson(live.instructions))
        items.push({ kind: 'instructions', server });
    const before = keyed(locked.tools);
    const after = keyed(live.tools);
    const beforePages = lockToolPages(locked);
    const afterPages = lockToolPages(live);
    for (const [name, { tool, index }] of after) {
        const old = before.get(name);
        if (!old) {
            items.push({ kind: 'tool-added', server, tool: name });
            continue;
        }
        for (const item of toolDrift(server, name, old.tool, tool))
            items.push(item);
        if (beforePages[old.index] !== afterPages[index])
            items.push({ kind: 'page', server, tool: name, before: beforePages[old.index], after: afterPages[index] });
    }
    for (const name of before.keys())
        if (!after.has(name))
            items.push({ kind: 'tool-removed', server, tool: name });
    const common = (m, other) => [...m.keys()].filter((k) => other.has(k));
    if (common(before, after).join('\n') !== common(after, before).join('\n'))
        items.push({ kind: 'order', server });
    return items;
}
/**
 * How the live listings differ from the lock: empty when `snapshot` would write the same
 * catalog. Pure; servers are compared by name, tools by name within their server.
 */
function lockDrift(lock, listings) {
    const live = lockFromListings(listings).servers;
    const locked = new Map(lock.servers.map((s) => [s.name, s]));
    const items = [];
    for (const server of live) {
        const old = locked.get(server.name);
        if (!old)
            items.push({ kind: 'server-added', server: server.name });
        // One push per item: spreading a server's drift (one item per tool) into push() overflows the stack at about 125,000.
        else
            for (const item of serverDrift(old, server))
                items.push(item);
    }
    const liveNames = new Set(live.map((s) => s.name));
    for (const server of lock.servers)
        if (!liveNames.has(server.name))
            items.push({ kind: 'server-removed', server: server.name });
    return items;
}
/** One line for a drift item, e.g. `+ tracker/close_issue: tool added`. Names are raw: escape them for the medium. */
function describeDrift(item) {
    const what = item.tool !== undefined ? `${item.server}/${item.tool}` : item.server;
    switch (item.kind) {
        case 'server-added':
            return `+ ${what}: server not in the lock file`;
        case 'server-removed':
            return `- ${what}: server in the lock file but not collected`;
        case 'tool-added':
            return `+ ${what}: tool added`;
        case 'tool-removed':
            return `- ${what}: tool removed`;
        case 'description':
            return `~ ${what}: description changed`;
        case 'schema':
            return `~ ${what}: input schema changed`;
        case 'changed':
            return `~ ${what}: ${(item.fields ?? []).join(', ')} changed`;
        case 'page':
            return `~ ${what}: moved from tools/list page ${item.before} to page ${item.after}`;
        case 'order':
            return `~ ${what}: tools listed in another order`;
        case 'instructions':
            return `~ ${what}: instructions changed`;
        case 'server-info':
            return `~ ${what}: serverInfo (name or version) changed`;
    }
}

;// CONCATENATED MODULE: ./src/lock/index.ts




/**
 * The pipeline's lock hook: undefined when there is no lock file. Never throws: a stale or
 * broken lock is a warning for `check`, not a failure.
 */
async function checkLock(path, listings) {
    try {
        const lock = await readLock(path);
        return { path, drift: lockDrift(lock, listings) };
    }
    catch (err) {
        if (err instanceof LockError && err.notFound)
            return undefined;
        return { path, drift: [], error: err.message };
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(6214);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/equal.js
var equal = __webpack_require__(4951);
;// CONCATENATED MODULE: ./src/manifest/validate.generated.ts
// @ts-nocheck
// Generated by `npm run schema` from src/manifest/schema.ts: do not edit (a test keeps it current).


function cjsDefault(ns) {
    const d = ns.default;
    return typeof d === 'function' ? d : d.default;
}
const validate = validate10;
const schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://raw.githubusercontent.com/mcp-tool-rank/mcp-tool-rank/v1/schema/manifest.schema.json", "title": "mcp-tool-rank manifest", "description": "Queries an MCP server's tools must be found by, under the deferred tool search of LLM clients.", "type": "object", "additionalProperties": false, "required": ["version", "servers", "queries"], "properties": { "version": { "const": 1, "description": "Manifest format version." }, "engines": { "description": "Engine ids to rank with (default [claude-code]); `family@client-version` picks the generation that shipped in that version.", "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }, "max_results": { "description": "The cut line: how many tools the client returns. Each engine's own default when omitted. A mapping from engine id to value sets it per engine.", "oneOf": [{ "type": "integer", "minimum": 1 }, { "type": "object", "minProperties": 1, "properties": { "claude-code@2.0": { "type": "integer", "minimum": 1 }, "claude-code@B": { "type": "integer", "minimum": 1 }, "claude-code@C": { "type": "integer", "minimum": 1 }, "claude-code@D": { "type": "integer", "minimum": 1 }, "claude-code@E": { "type": "integer", "minimum": 1 }, "claude-code@F": { "type": "integer", "minimum": 1 }, "claude-code@G": { "type": "integer", "minimum": 1 }, "claude-code@H": { "type": "integer", "minimum": 1 }, "claude-code@H1": { "type": "integer", "minimum": 1 }, "claude-code@H2": { "type": "integer", "minimum": 1 }, "claude-code@H3": { "type": "integer", "minimum": 1 }, "claude-code@H4": { "type": "integer", "minimum": 1 }, "claude-code@2.1": { "type": "integer", "minimum": 1 }, "codex": { "type": "integer", "minimum": 1 }, "ai-sdk": { "type": "integer", "minimum": 1 }, "claude-code": { "type": "integer", "minimum": 1 }, "claude-code@latest": { "type": "integer", "minimum": 1 } }, "patternProperties": { "^[a-z0-9-]+@\\d+(\\.\\d+){2,}$": { "type": "integer", "minimum": 1 } }, "additionalProperties": false }] }, "lock": { "description": "Lock file path, relative to the manifest (default mcp-tools.lock.json).", "type": "string", "minLength": 1 }, "servers": { "description": "MCP servers in the client's connection order (it breaks ties). The key is the server name.", "type": "object", "minProperties": 1, "additionalProperties": { "$ref": "#/definitions/server" } }, "neighbours": { "description": "Published servers your users run beside yours, from the recorded set shipped with mcp-tool-rank: a list of names, or `popular` for all of them. They compete like `catalog:` servers and connect after yours, in the order given (it breaks ties).", "oneOf": [{ "enum": ["popular"] }, { "type": "array", "items": { "enum": ["github", "gitlab", "slack", "notion", "ms365", "playwright", "chrome-devtools", "filesystem", "memory", "everything", "postgres", "mongodb", "azure", "context7", "brave-search", "sequential-thinking"] }, "minItems": 1, "uniqueItems": true }] }, "queries": { "description": "Search queries and the tools each must (or must not) find.", "type": "array", "items": { "$ref": "#/definitions/query" } }, "lint": { "type": "object", "additionalProperties": false, "properties": { "rules": { "description": "Severity per lint rule (docs/lint-rules.md); rules left out keep their default.", "type": "object", "propertyNames": { "enum": ["shared-boilerplate", "prerequisite-pollution", "jargon", "self-findability", "neighbour-wins-own-name", "duplicate-neighbour", "deprecated-outranks-replacement", "name-length", "name-characters", "name-word-separator", "server-name-separator", "duplicate-name", "description-missing", "description-cut", "paginated-tools-list", "contradictory-annotations", "uncovered-tool", "ai-sdk-name-collision"] }, "additionalProperties": { "enum": ["off", "info", "warning", "error"] } } } } }, "definitions": { "server": { "type": "object", "additionalProperties": false, "properties": { "command": { "description": "Start the server over stdio: the program (or program and arguments as a list).", "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "items": { "type": "string" }, "minItems": 1 }] }, "args": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" }, "description": "Environment for the server, beyond the safe defaults. `${VAR}` expands from the caller's environment." }, "cwd": { "type": "string", "description": "Working directory, relative to the repository root." }, "timeout": { "description": "A duration: seconds as a number, or a string such as `500ms`, `30s`, `2m`.", "oneOf": [{ "type": "number", "exclusiveMinimum": 0 }, { "type": "string", "pattern": "^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m)?\\s*$" }] }, "url": { "type": "string", "pattern": "^https?://", "description": "Connect over Streamable HTTP (or SSE) instead." }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "transport": { "enum": ["auto", "streamable-http", "sse"] }, "start": { "type": "string", "minLength": 1, "description": "A command started before connecting to `url`, stopped afterwards." }, "catalog": { "type": "string", "minLength": 1, "description": "A stored tools/list result (JSON with a `tools` array) that competes without being started." } } }, "query": { "type": "object", "additionalProperties": false, "required": ["query"], "properties": { "query": { "type": "string", "description": "What the model would search for." }, "expect": { "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }], "description": "Tools that must be within the cut (tool, server/tool, or mcp__server__tool)." }, "forbid": { "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }], "description": "Tools that must not be within the cut." }, "rank": { "description": "Expected tools must rank at or above this. A mapping from engine id to value sets it per engine.", "oneOf": [{ "type": "integer", "minimum": 1 }, { "type": "object", "minProperties": 1, "properties": { "claude-code@2.0": { "type": "integer", "minimum": 1 }, "claude-code@B": { "type": "integer", "minimum": 1 }, "claude-code@C": { "type": "integer", "minimum": 1 }, "claude-code@D": { "type": "integer", "minimum": 1 }, "claude-code@E": { "type": "integer", "minimum": 1 }, "claude-code@F": { "type": "integer", "minimum": 1 }, "claude-code@G": { "type": "integer", "minimum": 1 }, "claude-code@H": { "type": "integer", "minimum": 1 }, "claude-code@H1": { "type": "integer", "minimum": 1 }, "claude-code@H2": { "type": "integer", "minimum": 1 }, "claude-code@H3": { "type": "integer", "minimum": 1 }, "claude-code@H4": { "type": "integer", "minimum": 1 }, "claude-code@2.1": { "type": "integer", "minimum": 1 }, "codex": { "type": "integer", "minimum": 1 }, "ai-sdk": { "type": "integer", "minimum": 1 }, "claude-code": { "type": "integer", "minimum": 1 }, "claude-code@latest": { "type": "integer", "minimum": 1 } }, "patternProperties": { "^[a-z0-9-]+@\\d+(\\.\\d+){2,}$": { "type": "integer", "minimum": 1 } }, "additionalProperties": false }] }, "engines": { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }, "known_failure": { "description": "This query is known to fail for the reason given: reported, but not counted as a failure. Ignored for an engine that is not run. A mapping from engine id to value sets it per engine.", "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "object", "minProperties": 1, "properties": { "claude-code@2.0": { "type": "string", "minLength": 1 }, "claude-code@B": { "type": "string", "minLength": 1 }, "claude-code@C": { "type": "string", "minLength": 1 }, "claude-code@D": { "type": "string", "minLength": 1 }, "claude-code@E": { "type": "string", "minLength": 1 }, "claude-code@F": { "type": "string", "minLength": 1 }, "claude-code@G": { "type": "string", "minLength": 1 }, "claude-code@H": { "type": "string", "minLength": 1 }, "claude-code@H1": { "type": "string", "minLength": 1 }, "claude-code@H2": { "type": "string", "minLength": 1 }, "claude-code@H3": { "type": "string", "minLength": 1 }, "claude-code@H4": { "type": "string", "minLength": 1 }, "claude-code@2.1": { "type": "string", "minLength": 1 }, "codex": { "type": "string", "minLength": 1 }, "ai-sdk": { "type": "string", "minLength": 1 }, "claude-code": { "type": "string", "minLength": 1 }, "claude-code@latest": { "type": "string", "minLength": 1 } }, "patternProperties": { "^[a-z0-9-]+@\\d+(\\.\\d+){2,}$": { "type": "string", "minLength": 1 } }, "additionalProperties": false }] } } } } };
const schema12 = { "type": "object", "additionalProperties": false, "properties": { "command": { "description": "Start the server over stdio: the program (or program and arguments as a list).", "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "items": { "type": "string" }, "minItems": 1 }] }, "args": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" }, "description": "Environment for the server, beyond the safe defaults. `${VAR}` expands from the caller's environment." }, "cwd": { "type": "string", "description": "Working directory, relative to the repository root." }, "timeout": { "description": "A duration: seconds as a number, or a string such as `500ms`, `30s`, `2m`.", "oneOf": [{ "type": "number", "exclusiveMinimum": 0 }, { "type": "string", "pattern": "^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m)?\\s*$" }] }, "url": { "type": "string", "pattern": "^https?://", "description": "Connect over Streamable HTTP (or SSE) instead." }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "transport": { "enum": ["auto", "streamable-http", "sse"] }, "start": { "type": "string", "minLength": 1, "description": "A command started before connecting to `url`, stopped afterwards." }, "catalog": { "type": "string", "minLength": 1, "description": "A stored tools/list result (JSON with a `tools` array) that competes without being started." } } };
const schema13 = { "type": "object", "additionalProperties": false, "required": ["query"], "properties": { "query": { "type": "string", "description": "What the model would search for." }, "expect": { "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }], "description": "Tools that must be within the cut (tool, server/tool, or mcp__server__tool)." }, "forbid": { "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }], "description": "Tools that must not be within the cut." }, "rank": { "description": "Expected tools must rank at or above this. A mapping from engine id to value sets it per engine.", "oneOf": [{ "type": "integer", "minimum": 1 }, { "type": "object", "minProperties": 1, "properties": { "claude-code@2.0": { "type": "integer", "minimum": 1 }, "claude-code@B": { "type": "integer", "minimum": 1 }, "claude-code@C": { "type": "integer", "minimum": 1 }, "claude-code@D": { "type": "integer", "minimum": 1 }, "claude-code@E": { "type": "integer", "minimum": 1 }, "claude-code@F": { "type": "integer", "minimum": 1 }, "claude-code@G": { "type": "integer", "minimum": 1 }, "claude-code@H": { "type": "integer", "minimum": 1 }, "claude-code@H1": { "type": "integer", "minimum": 1 }, "claude-code@H2": { "type": "integer", "minimum": 1 }, "claude-code@H3": { "type": "integer", "minimum": 1 }, "claude-code@H4": { "type": "integer", "minimum": 1 }, "claude-code@2.1": { "type": "integer", "minimum": 1 }, "codex": { "type": "integer", "minimum": 1 }, "ai-sdk": { "type": "integer", "minimum": 1 }, "claude-code": { "type": "integer", "minimum": 1 }, "claude-code@latest": { "type": "integer", "minimum": 1 } }, "patternProperties": { "^[a-z0-9-]+@\\d+(\\.\\d+){2,}$": { "type": "integer", "minimum": 1 } }, "additionalProperties": false }] }, "engines": { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }, "known_failure": { "description": "This query is known to fail for the reason given: reported, but not counted as a failure. Ignored for an engine that is not run. A mapping from engine id to value sets it per engine.", "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "object", "minProperties": 1, "properties": { "claude-code@2.0": { "type": "string", "minLength": 1 }, "claude-code@B": { "type": "string", "minLength": 1 }, "claude-code@C": { "type": "string", "minLength": 1 }, "claude-code@D": { "type": "string", "minLength": 1 }, "claude-code@E": { "type": "string", "minLength": 1 }, "claude-code@F": { "type": "string", "minLength": 1 }, "claude-code@G": { "type": "string", "minLength": 1 }, "claude-code@H": { "type": "string", "minLength": 1 }, "claude-code@H1": { "type": "string", "minLength": 1 }, "claude-code@H2": { "type": "string", "minLength": 1 }, "claude-code@H3": { "type": "string", "minLength": 1 }, "claude-code@H4": { "type": "string", "minLength": 1 }, "claude-code@2.1": { "type": "string", "minLength": 1 }, "codex": { "type": "string", "minLength": 1 }, "ai-sdk": { "type": "string", "minLength": 1 }, "claude-code": { "type": "string", "minLength": 1 }, "claude-code@latest": { "type": "string", "minLength": 1 } }, "patternProperties": { "^[a-z0-9-]+@\\d+(\\.\\d+){2,}$": { "type": "string", "minLength": 1 } }, "additionalProperties": false }] } } };
const func2 = cjsDefault(ucs2length);
const func3 = Object.prototype.hasOwnProperty;
const func0 = cjsDefault(equal);
const pattern0 = new RegExp("^[a-z0-9-]+@\\d+(\\.\\d+){2,}$", "u");
const pattern2 = new RegExp("^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m)?\\s*$", "u");
const pattern3 = new RegExp("^https?://", "u");
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { /*# sourceURL="https://raw.githubusercontent.com/mcp-tool-rank/mcp-tool-rank/v1/schema/manifest.schema.json" */ ; let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.version === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property '" + "version" + "'", schema: schema11.required, parentSchema: schema11, data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.servers === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "servers" }, message: "must have required property '" + "servers" + "'", schema: schema11.required, parentSchema: schema11, data };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.queries === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "queries" }, message: "must have required property '" + "queries" + "'", schema: schema11.required, parentSchema: schema11, data };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((((((((key0 === "version") || (key0 === "engines")) || (key0 === "max_results")) || (key0 === "lock")) || (key0 === "servers")) || (key0 === "neighbours")) || (key0 === "queries")) || (key0 === "lint"))) {
            const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.version !== undefined) {
        let data0 = data.version;
        if (1 !== data0) {
            const err4 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant", schema: 1, parentSchema: schema11.properties.version, data: data0 };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
    if (data.engines !== undefined) {
        let data1 = data.engines;
        if (Array.isArray(data1)) {
            if (data1.length < 1) {
                const err5 = { instancePath: instancePath + "/engines", schemaPath: "#/properties/engines/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.engines, data: data1 };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
            const len0 = data1.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data2 = data1[i0];
                if (typeof data2 === "string") {
                    if (func2(data2) < 1) {
                        const err6 = { instancePath: instancePath + "/engines/" + i0, schemaPath: "#/properties/engines/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.engines.items, data: data2 };
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                }
                else {
                    const err7 = { instancePath: instancePath + "/engines/" + i0, schemaPath: "#/properties/engines/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.engines.items.type, parentSchema: schema11.properties.engines.items, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
        }
        else {
            const err8 = { instancePath: instancePath + "/engines", schemaPath: "#/properties/engines/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.engines.type, parentSchema: schema11.properties.engines, data: data1 };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
    }
    if (data.max_results !== undefined) {
        let data3 = data.max_results;
        const _errs8 = errors;
        let valid3 = false;
        let passing0 = null;
        const _errs9 = errors;
        if (!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) {
            const err9 = { instancePath: instancePath + "/max_results", schemaPath: "#/properties/max_results/oneOf/0/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[0].type, parentSchema: schema11.properties.max_results.oneOf[0], data: data3 };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (typeof data3 == "number") {
            if (data3 < 1 || isNaN(data3)) {
                const err10 = { instancePath: instancePath + "/max_results", schemaPath: "#/properties/max_results/oneOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[0], data: data3 };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        var _valid0 = _errs9 === errors;
        if (_valid0) {
            valid3 = true;
            passing0 = 0;
        }
        const _errs11 = errors;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (Object.keys(data3).length < 1) {
                const err11 = { instancePath: instancePath + "/max_results", schemaPath: "#/properties/max_results/oneOf/1/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1], data: data3 };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
            for (const key1 in data3) {
                if (!((func3.call(schema11.properties.max_results.oneOf[1].properties, key1)) || (pattern0.test(key1)))) {
                    const err12 = { instancePath: instancePath + "/max_results", schemaPath: "#/properties/max_results/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.max_results.oneOf[1], data: data3 };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
            if (data3["claude-code@2.0"] !== undefined) {
                let data4 = data3["claude-code@2.0"];
                if (!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))) {
                    const err13 = { instancePath: instancePath + "/max_results/claude-code@2.0", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%402.0/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@2.0"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@2.0"], data: data4 };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
                if (typeof data4 == "number") {
                    if (data4 < 1 || isNaN(data4)) {
                        const err14 = { instancePath: instancePath + "/max_results/claude-code@2.0", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%402.0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@2.0"], data: data4 };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@B"] !== undefined) {
                let data5 = data3["claude-code@B"];
                if (!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) {
                    const err15 = { instancePath: instancePath + "/max_results/claude-code@B", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40B/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@B"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@B"], data: data5 };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
                if (typeof data5 == "number") {
                    if (data5 < 1 || isNaN(data5)) {
                        const err16 = { instancePath: instancePath + "/max_results/claude-code@B", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40B/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@B"], data: data5 };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@C"] !== undefined) {
                let data6 = data3["claude-code@C"];
                if (!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))) {
                    const err17 = { instancePath: instancePath + "/max_results/claude-code@C", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40C/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@C"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@C"], data: data6 };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
                if (typeof data6 == "number") {
                    if (data6 < 1 || isNaN(data6)) {
                        const err18 = { instancePath: instancePath + "/max_results/claude-code@C", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40C/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@C"], data: data6 };
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@D"] !== undefined) {
                let data7 = data3["claude-code@D"];
                if (!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))) {
                    const err19 = { instancePath: instancePath + "/max_results/claude-code@D", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40D/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@D"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@D"], data: data7 };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
                if (typeof data7 == "number") {
                    if (data7 < 1 || isNaN(data7)) {
                        const err20 = { instancePath: instancePath + "/max_results/claude-code@D", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40D/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@D"], data: data7 };
                        if (vErrors === null) {
                            vErrors = [err20];
                        }
                        else {
                            vErrors.push(err20);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@E"] !== undefined) {
                let data8 = data3["claude-code@E"];
                if (!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))) {
                    const err21 = { instancePath: instancePath + "/max_results/claude-code@E", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40E/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@E"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@E"], data: data8 };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
                if (typeof data8 == "number") {
                    if (data8 < 1 || isNaN(data8)) {
                        const err22 = { instancePath: instancePath + "/max_results/claude-code@E", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40E/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@E"], data: data8 };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@F"] !== undefined) {
                let data9 = data3["claude-code@F"];
                if (!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))) {
                    const err23 = { instancePath: instancePath + "/max_results/claude-code@F", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40F/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@F"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@F"], data: data9 };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
                if (typeof data9 == "number") {
                    if (data9 < 1 || isNaN(data9)) {
                        const err24 = { instancePath: instancePath + "/max_results/claude-code@F", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40F/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@F"], data: data9 };
                        if (vErrors === null) {
                            vErrors = [err24];
                        }
                        else {
                            vErrors.push(err24);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@G"] !== undefined) {
                let data10 = data3["claude-code@G"];
                if (!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))) {
                    const err25 = { instancePath: instancePath + "/max_results/claude-code@G", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40G/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@G"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@G"], data: data10 };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
                if (typeof data10 == "number") {
                    if (data10 < 1 || isNaN(data10)) {
                        const err26 = { instancePath: instancePath + "/max_results/claude-code@G", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40G/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@G"], data: data10 };
                        if (vErrors === null) {
                            vErrors = [err26];
                        }
                        else {
                            vErrors.push(err26);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@H"] !== undefined) {
                let data11 = data3["claude-code@H"];
                if (!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))) {
                    const err27 = { instancePath: instancePath + "/max_results/claude-code@H", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40H/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@H"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@H"], data: data11 };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
                if (typeof data11 == "number") {
                    if (data11 < 1 || isNaN(data11)) {
                        const err28 = { instancePath: instancePath + "/max_results/claude-code@H", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40H/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@H"], data: data11 };
                        if (vErrors === null) {
                            vErrors = [err28];
                        }
                        else {
                            vErrors.push(err28);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@H1"] !== undefined) {
                let data12 = data3["claude-code@H1"];
                if (!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))) {
                    const err29 = { instancePath: instancePath + "/max_results/claude-code@H1", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40H1/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@H1"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@H1"], data: data12 };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
                if (typeof data12 == "number") {
                    if (data12 < 1 || isNaN(data12)) {
                        const err30 = { instancePath: instancePath + "/max_results/claude-code@H1", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40H1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@H1"], data: data12 };
                        if (vErrors === null) {
                            vErrors = [err30];
                        }
                        else {
                            vErrors.push(err30);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@H2"] !== undefined) {
                let data13 = data3["claude-code@H2"];
                if (!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))) {
                    const err31 = { instancePath: instancePath + "/max_results/claude-code@H2", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40H2/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@H2"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@H2"], data: data13 };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
                if (typeof data13 == "number") {
                    if (data13 < 1 || isNaN(data13)) {
                        const err32 = { instancePath: instancePath + "/max_results/claude-code@H2", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40H2/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@H2"], data: data13 };
                        if (vErrors === null) {
                            vErrors = [err32];
                        }
                        else {
                            vErrors.push(err32);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@H3"] !== undefined) {
                let data14 = data3["claude-code@H3"];
                if (!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))) {
                    const err33 = { instancePath: instancePath + "/max_results/claude-code@H3", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40H3/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@H3"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@H3"], data: data14 };
                    if (vErrors === null) {
                        vErrors = [err33];
                    }
                    else {
                        vErrors.push(err33);
                    }
                    errors++;
                }
                if (typeof data14 == "number") {
                    if (data14 < 1 || isNaN(data14)) {
                        const err34 = { instancePath: instancePath + "/max_results/claude-code@H3", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40H3/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@H3"], data: data14 };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@H4"] !== undefined) {
                let data15 = data3["claude-code@H4"];
                if (!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))) {
                    const err35 = { instancePath: instancePath + "/max_results/claude-code@H4", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40H4/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@H4"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@H4"], data: data15 };
                    if (vErrors === null) {
                        vErrors = [err35];
                    }
                    else {
                        vErrors.push(err35);
                    }
                    errors++;
                }
                if (typeof data15 == "number") {
                    if (data15 < 1 || isNaN(data15)) {
                        const err36 = { instancePath: instancePath + "/max_results/claude-code@H4", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40H4/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@H4"], data: data15 };
                        if (vErrors === null) {
                            vErrors = [err36];
                        }
                        else {
                            vErrors.push(err36);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@2.1"] !== undefined) {
                let data16 = data3["claude-code@2.1"];
                if (!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))) {
                    const err37 = { instancePath: instancePath + "/max_results/claude-code@2.1", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%402.1/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@2.1"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@2.1"], data: data16 };
                    if (vErrors === null) {
                        vErrors = [err37];
                    }
                    else {
                        vErrors.push(err37);
                    }
                    errors++;
                }
                if (typeof data16 == "number") {
                    if (data16 < 1 || isNaN(data16)) {
                        const err38 = { instancePath: instancePath + "/max_results/claude-code@2.1", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%402.1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@2.1"], data: data16 };
                        if (vErrors === null) {
                            vErrors = [err38];
                        }
                        else {
                            vErrors.push(err38);
                        }
                        errors++;
                    }
                }
            }
            if (data3.codex !== undefined) {
                let data17 = data3.codex;
                if (!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))) {
                    const err39 = { instancePath: instancePath + "/max_results/codex", schemaPath: "#/properties/max_results/oneOf/1/properties/codex/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties.codex.type, parentSchema: schema11.properties.max_results.oneOf[1].properties.codex, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err39];
                    }
                    else {
                        vErrors.push(err39);
                    }
                    errors++;
                }
                if (typeof data17 == "number") {
                    if (data17 < 1 || isNaN(data17)) {
                        const err40 = { instancePath: instancePath + "/max_results/codex", schemaPath: "#/properties/max_results/oneOf/1/properties/codex/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties.codex, data: data17 };
                        if (vErrors === null) {
                            vErrors = [err40];
                        }
                        else {
                            vErrors.push(err40);
                        }
                        errors++;
                    }
                }
            }
            if (data3["ai-sdk"] !== undefined) {
                let data18 = data3["ai-sdk"];
                if (!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))) {
                    const err41 = { instancePath: instancePath + "/max_results/ai-sdk", schemaPath: "#/properties/max_results/oneOf/1/properties/ai-sdk/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["ai-sdk"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["ai-sdk"], data: data18 };
                    if (vErrors === null) {
                        vErrors = [err41];
                    }
                    else {
                        vErrors.push(err41);
                    }
                    errors++;
                }
                if (typeof data18 == "number") {
                    if (data18 < 1 || isNaN(data18)) {
                        const err42 = { instancePath: instancePath + "/max_results/ai-sdk", schemaPath: "#/properties/max_results/oneOf/1/properties/ai-sdk/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["ai-sdk"], data: data18 };
                        if (vErrors === null) {
                            vErrors = [err42];
                        }
                        else {
                            vErrors.push(err42);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code"] !== undefined) {
                let data19 = data3["claude-code"];
                if (!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))) {
                    const err43 = { instancePath: instancePath + "/max_results/claude-code", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code"], data: data19 };
                    if (vErrors === null) {
                        vErrors = [err43];
                    }
                    else {
                        vErrors.push(err43);
                    }
                    errors++;
                }
                if (typeof data19 == "number") {
                    if (data19 < 1 || isNaN(data19)) {
                        const err44 = { instancePath: instancePath + "/max_results/claude-code", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code"], data: data19 };
                        if (vErrors === null) {
                            vErrors = [err44];
                        }
                        else {
                            vErrors.push(err44);
                        }
                        errors++;
                    }
                }
            }
            if (data3["claude-code@latest"] !== undefined) {
                let data20 = data3["claude-code@latest"];
                if (!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))) {
                    const err45 = { instancePath: instancePath + "/max_results/claude-code@latest", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40latest/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].properties["claude-code@latest"].type, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@latest"], data: data20 };
                    if (vErrors === null) {
                        vErrors = [err45];
                    }
                    else {
                        vErrors.push(err45);
                    }
                    errors++;
                }
                if (typeof data20 == "number") {
                    if (data20 < 1 || isNaN(data20)) {
                        const err46 = { instancePath: instancePath + "/max_results/claude-code@latest", schemaPath: "#/properties/max_results/oneOf/1/properties/claude-code%40latest/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].properties["claude-code@latest"], data: data20 };
                        if (vErrors === null) {
                            vErrors = [err46];
                        }
                        else {
                            vErrors.push(err46);
                        }
                        errors++;
                    }
                }
            }
            for (const key2 in data3) {
                if (pattern0.test(key2)) {
                    let data21 = data3[key2];
                    if (!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))) {
                        const err47 = { instancePath: instancePath + "/max_results/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/max_results/oneOf/1/patternProperties/%5E%5Ba-z0-9-%5D%2B%40%5Cd%2B(%5C.%5Cd%2B)%7B2%2C%7D%24/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.max_results.oneOf[1].patternProperties["^[a-z0-9-]+@\\d+(\\.\\d+){2,}$"].type, parentSchema: schema11.properties.max_results.oneOf[1].patternProperties["^[a-z0-9-]+@\\d+(\\.\\d+){2,}$"], data: data21 };
                        if (vErrors === null) {
                            vErrors = [err47];
                        }
                        else {
                            vErrors.push(err47);
                        }
                        errors++;
                    }
                    if (typeof data21 == "number") {
                        if (data21 < 1 || isNaN(data21)) {
                            const err48 = { instancePath: instancePath + "/max_results/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/max_results/oneOf/1/patternProperties/%5E%5Ba-z0-9-%5D%2B%40%5Cd%2B(%5C.%5Cd%2B)%7B2%2C%7D%24/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.max_results.oneOf[1].patternProperties["^[a-z0-9-]+@\\d+(\\.\\d+){2,}$"], data: data21 };
                            if (vErrors === null) {
                                vErrors = [err48];
                            }
                            else {
                                vErrors.push(err48);
                            }
                            errors++;
                        }
                    }
                }
            }
        }
        else {
            const err49 = { instancePath: instancePath + "/max_results", schemaPath: "#/properties/max_results/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.max_results.oneOf[1].type, parentSchema: schema11.properties.max_results.oneOf[1], data: data3 };
            if (vErrors === null) {
                vErrors = [err49];
            }
            else {
                vErrors.push(err49);
            }
            errors++;
        }
        var _valid0 = _errs11 === errors;
        if (_valid0 && valid3) {
            valid3 = false;
            passing0 = [passing0, 1];
        }
        else {
            if (_valid0) {
                valid3 = true;
                passing0 = 1;
            }
        }
        if (!valid3) {
            const err50 = { instancePath: instancePath + "/max_results", schemaPath: "#/properties/max_results/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema11.properties.max_results.oneOf, parentSchema: schema11.properties.max_results, data: data3 };
            if (vErrors === null) {
                vErrors = [err50];
            }
            else {
                vErrors.push(err50);
            }
            errors++;
        }
        else {
            errors = _errs8;
            if (vErrors !== null) {
                if (_errs8) {
                    vErrors.length = _errs8;
                }
                else {
                    vErrors = null;
                }
            }
        }
    }
    if (data.lock !== undefined) {
        let data22 = data.lock;
        if (typeof data22 === "string") {
            if (func2(data22) < 1) {
                const err51 = { instancePath: instancePath + "/lock", schemaPath: "#/properties/lock/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.lock, data: data22 };
                if (vErrors === null) {
                    vErrors = [err51];
                }
                else {
                    vErrors.push(err51);
                }
                errors++;
            }
        }
        else {
            const err52 = { instancePath: instancePath + "/lock", schemaPath: "#/properties/lock/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.lock.type, parentSchema: schema11.properties.lock, data: data22 };
            if (vErrors === null) {
                vErrors = [err52];
            }
            else {
                vErrors.push(err52);
            }
            errors++;
        }
    }
    if (data.servers !== undefined) {
        let data23 = data.servers;
        if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
            if (Object.keys(data23).length < 1) {
                const err53 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema11.properties.servers, data: data23 };
                if (vErrors === null) {
                    vErrors = [err53];
                }
                else {
                    vErrors.push(err53);
                }
                errors++;
            }
            for (const key3 in data23) {
                let data24 = data23[key3];
                if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                    for (const key4 in data24) {
                        if (!(func3.call(schema12.properties, key4))) {
                            const err54 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/server/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                    }
                    if (data24.command !== undefined) {
                        let data25 = data24.command;
                        const _errs60 = errors;
                        let valid9 = false;
                        let passing1 = null;
                        const _errs61 = errors;
                        if (typeof data25 === "string") {
                            if (func2(data25) < 1) {
                                const err55 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/command", schemaPath: "#/definitions/server/properties/command/oneOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.command.oneOf[0], data: data25 };
                                if (vErrors === null) {
                                    vErrors = [err55];
                                }
                                else {
                                    vErrors.push(err55);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err56 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/command", schemaPath: "#/definitions/server/properties/command/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.command.oneOf[0].type, parentSchema: schema12.properties.command.oneOf[0], data: data25 };
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                        var _valid1 = _errs61 === errors;
                        if (_valid1) {
                            valid9 = true;
                            passing1 = 0;
                        }
                        const _errs63 = errors;
                        if (Array.isArray(data25)) {
                            if (data25.length < 1) {
                                const err57 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/command", schemaPath: "#/definitions/server/properties/command/oneOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema12.properties.command.oneOf[1], data: data25 };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                            const len1 = data25.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                                let data26 = data25[i1];
                                if (typeof data26 !== "string") {
                                    const err58 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/command/" + i1, schemaPath: "#/definitions/server/properties/command/oneOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.command.oneOf[1].items.type, parentSchema: schema12.properties.command.oneOf[1].items, data: data26 };
                                    if (vErrors === null) {
                                        vErrors = [err58];
                                    }
                                    else {
                                        vErrors.push(err58);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err59 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/command", schemaPath: "#/definitions/server/properties/command/oneOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.command.oneOf[1].type, parentSchema: schema12.properties.command.oneOf[1], data: data25 };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                        var _valid1 = _errs63 === errors;
                        if (_valid1 && valid9) {
                            valid9 = false;
                            passing1 = [passing1, 1];
                        }
                        else {
                            if (_valid1) {
                                valid9 = true;
                                passing1 = 1;
                            }
                        }
                        if (!valid9) {
                            const err60 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/command", schemaPath: "#/definitions/server/properties/command/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf", schema: schema12.properties.command.oneOf, parentSchema: schema12.properties.command, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err60];
                            }
                            else {
                                vErrors.push(err60);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs60;
                            if (vErrors !== null) {
                                if (_errs60) {
                                    vErrors.length = _errs60;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                    }
                    if (data24.args !== undefined) {
                        let data27 = data24.args;
                        if (Array.isArray(data27)) {
                            const len2 = data27.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                                let data28 = data27[i2];
                                if (typeof data28 !== "string") {
                                    const err61 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/args/" + i2, schemaPath: "#/definitions/server/properties/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.args.items.type, parentSchema: schema12.properties.args.items, data: data28 };
                                    if (vErrors === null) {
                                        vErrors = [err61];
                                    }
                                    else {
                                        vErrors.push(err61);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err62 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/args", schemaPath: "#/definitions/server/properties/args/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.args.type, parentSchema: schema12.properties.args, data: data27 };
                            if (vErrors === null) {
                                vErrors = [err62];
                            }
                            else {
                                vErrors.push(err62);
                            }
                            errors++;
                        }
                    }
                    if (data24.env !== undefined) {
                        let data29 = data24.env;
                        if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                            for (const key5 in data29) {
                                let data30 = data29[key5];
                                if (typeof data30 !== "string") {
                                    const err63 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/server/properties/env/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.env.additionalProperties.type, parentSchema: schema12.properties.env.additionalProperties, data: data30 };
                                    if (vErrors === null) {
                                        vErrors = [err63];
                                    }
                                    else {
                                        vErrors.push(err63);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err64 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/definitions/server/properties/env/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.properties.env.type, parentSchema: schema12.properties.env, data: data29 };
                            if (vErrors === null) {
                                vErrors = [err64];
                            }
                            else {
                                vErrors.push(err64);
                            }
                            errors++;
                        }
                    }
                    if (data24.cwd !== undefined) {
                        let data31 = data24.cwd;
                        if (typeof data31 !== "string") {
                            const err65 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/cwd", schemaPath: "#/definitions/server/properties/cwd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.cwd.type, parentSchema: schema12.properties.cwd, data: data31 };
                            if (vErrors === null) {
                                vErrors = [err65];
                            }
                            else {
                                vErrors.push(err65);
                            }
                            errors++;
                        }
                    }
                    if (data24.timeout !== undefined) {
                        let data32 = data24.timeout;
                        const _errs79 = errors;
                        let valid15 = false;
                        let passing2 = null;
                        const _errs80 = errors;
                        if (typeof data32 == "number") {
                            if (data32 <= 0 || isNaN(data32)) {
                                const err66 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeout", schemaPath: "#/definitions/server/properties/timeout/oneOf/0/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema12.properties.timeout.oneOf[0], data: data32 };
                                if (vErrors === null) {
                                    vErrors = [err66];
                                }
                                else {
                                    vErrors.push(err66);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err67 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeout", schemaPath: "#/definitions/server/properties/timeout/oneOf/0/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.timeout.oneOf[0].type, parentSchema: schema12.properties.timeout.oneOf[0], data: data32 };
                            if (vErrors === null) {
                                vErrors = [err67];
                            }
                            else {
                                vErrors.push(err67);
                            }
                            errors++;
                        }
                        var _valid2 = _errs80 === errors;
                        if (_valid2) {
                            valid15 = true;
                            passing2 = 0;
                        }
                        const _errs82 = errors;
                        if (typeof data32 === "string") {
                            if (!pattern2.test(data32)) {
                                const err68 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeout", schemaPath: "#/definitions/server/properties/timeout/oneOf/1/pattern", keyword: "pattern", params: { pattern: "^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m)?\\s*$" }, message: "must match pattern \"" + "^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m)?\\s*$" + "\"", schema: "^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m)?\\s*$", parentSchema: schema12.properties.timeout.oneOf[1], data: data32 };
                                if (vErrors === null) {
                                    vErrors = [err68];
                                }
                                else {
                                    vErrors.push(err68);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err69 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeout", schemaPath: "#/definitions/server/properties/timeout/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.timeout.oneOf[1].type, parentSchema: schema12.properties.timeout.oneOf[1], data: data32 };
                            if (vErrors === null) {
                                vErrors = [err69];
                            }
                            else {
                                vErrors.push(err69);
                            }
                            errors++;
                        }
                        var _valid2 = _errs82 === errors;
                        if (_valid2 && valid15) {
                            valid15 = false;
                            passing2 = [passing2, 1];
                        }
                        else {
                            if (_valid2) {
                                valid15 = true;
                                passing2 = 1;
                            }
                        }
                        if (!valid15) {
                            const err70 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeout", schemaPath: "#/definitions/server/properties/timeout/oneOf", keyword: "oneOf", params: { passingSchemas: passing2 }, message: "must match exactly one schema in oneOf", schema: schema12.properties.timeout.oneOf, parentSchema: schema12.properties.timeout, data: data32 };
                            if (vErrors === null) {
                                vErrors = [err70];
                            }
                            else {
                                vErrors.push(err70);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs79;
                            if (vErrors !== null) {
                                if (_errs79) {
                                    vErrors.length = _errs79;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                    }
                    if (data24.url !== undefined) {
                        let data33 = data24.url;
                        if (typeof data33 === "string") {
                            if (!pattern3.test(data33)) {
                                const err71 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/url", schemaPath: "#/definitions/server/properties/url/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"", schema: "^https?://", parentSchema: schema12.properties.url, data: data33 };
                                if (vErrors === null) {
                                    vErrors = [err71];
                                }
                                else {
                                    vErrors.push(err71);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err72 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/url", schemaPath: "#/definitions/server/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.url.type, parentSchema: schema12.properties.url, data: data33 };
                            if (vErrors === null) {
                                vErrors = [err72];
                            }
                            else {
                                vErrors.push(err72);
                            }
                            errors++;
                        }
                    }
                    if (data24.headers !== undefined) {
                        let data34 = data24.headers;
                        if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
                            for (const key6 in data34) {
                                let data35 = data34[key6];
                                if (typeof data35 !== "string") {
                                    const err73 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/server/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.headers.additionalProperties.type, parentSchema: schema12.properties.headers.additionalProperties, data: data35 };
                                    if (vErrors === null) {
                                        vErrors = [err73];
                                    }
                                    else {
                                        vErrors.push(err73);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err74 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/definitions/server/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.properties.headers.type, parentSchema: schema12.properties.headers, data: data34 };
                            if (vErrors === null) {
                                vErrors = [err74];
                            }
                            else {
                                vErrors.push(err74);
                            }
                            errors++;
                        }
                    }
                    if (data24.transport !== undefined) {
                        let data36 = data24.transport;
                        if (!(((data36 === "auto") || (data36 === "streamable-http")) || (data36 === "sse"))) {
                            const err75 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/transport", schemaPath: "#/definitions/server/properties/transport/enum", keyword: "enum", params: { allowedValues: schema12.properties.transport.enum }, message: "must be equal to one of the allowed values", schema: schema12.properties.transport.enum, parentSchema: schema12.properties.transport, data: data36 };
                            if (vErrors === null) {
                                vErrors = [err75];
                            }
                            else {
                                vErrors.push(err75);
                            }
                            errors++;
                        }
                    }
                    if (data24.start !== undefined) {
                        let data37 = data24.start;
                        if (typeof data37 === "string") {
                            if (func2(data37) < 1) {
                                const err76 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/start", schemaPath: "#/definitions/server/properties/start/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.start, data: data37 };
                                if (vErrors === null) {
                                    vErrors = [err76];
                                }
                                else {
                                    vErrors.push(err76);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err77 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/start", schemaPath: "#/definitions/server/properties/start/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.start.type, parentSchema: schema12.properties.start, data: data37 };
                            if (vErrors === null) {
                                vErrors = [err77];
                            }
                            else {
                                vErrors.push(err77);
                            }
                            errors++;
                        }
                    }
                    if (data24.catalog !== undefined) {
                        let data38 = data24.catalog;
                        if (typeof data38 === "string") {
                            if (func2(data38) < 1) {
                                const err78 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/catalog", schemaPath: "#/definitions/server/properties/catalog/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.catalog, data: data38 };
                                if (vErrors === null) {
                                    vErrors = [err78];
                                }
                                else {
                                    vErrors.push(err78);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err79 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/catalog", schemaPath: "#/definitions/server/properties/catalog/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.catalog.type, parentSchema: schema12.properties.catalog, data: data38 };
                            if (vErrors === null) {
                                vErrors = [err79];
                            }
                            else {
                                vErrors.push(err79);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err80 = { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/server/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.type, parentSchema: schema12, data: data24 };
                    if (vErrors === null) {
                        vErrors = [err80];
                    }
                    else {
                        vErrors.push(err80);
                    }
                    errors++;
                }
            }
        }
        else {
            const err81 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.servers.type, parentSchema: schema11.properties.servers, data: data23 };
            if (vErrors === null) {
                vErrors = [err81];
            }
            else {
                vErrors.push(err81);
            }
            errors++;
        }
    }
    if (data.neighbours !== undefined) {
        let data39 = data.neighbours;
        const _errs97 = errors;
        let valid17 = false;
        let passing3 = null;
        const _errs98 = errors;
        if (!(data39 === "popular")) {
            const err82 = { instancePath: instancePath + "/neighbours", schemaPath: "#/properties/neighbours/oneOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.neighbours.oneOf[0].enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.neighbours.oneOf[0].enum, parentSchema: schema11.properties.neighbours.oneOf[0], data: data39 };
            if (vErrors === null) {
                vErrors = [err82];
            }
            else {
                vErrors.push(err82);
            }
            errors++;
        }
        var _valid3 = _errs98 === errors;
        if (_valid3) {
            valid17 = true;
            passing3 = 0;
        }
        const _errs99 = errors;
        if (Array.isArray(data39)) {
            if (data39.length < 1) {
                const err83 = { instancePath: instancePath + "/neighbours", schemaPath: "#/properties/neighbours/oneOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.neighbours.oneOf[1], data: data39 };
                if (vErrors === null) {
                    vErrors = [err83];
                }
                else {
                    vErrors.push(err83);
                }
                errors++;
            }
            const len3 = data39.length;
            for (let i3 = 0; i3 < len3; i3++) {
                let data40 = data39[i3];
                if (!((((((((((((((((data40 === "github") || (data40 === "gitlab")) || (data40 === "slack")) || (data40 === "notion")) || (data40 === "ms365")) || (data40 === "playwright")) || (data40 === "chrome-devtools")) || (data40 === "filesystem")) || (data40 === "memory")) || (data40 === "everything")) || (data40 === "postgres")) || (data40 === "mongodb")) || (data40 === "azure")) || (data40 === "context7")) || (data40 === "brave-search")) || (data40 === "sequential-thinking"))) {
                    const err84 = { instancePath: instancePath + "/neighbours/" + i3, schemaPath: "#/properties/neighbours/oneOf/1/items/enum", keyword: "enum", params: { allowedValues: schema11.properties.neighbours.oneOf[1].items.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.neighbours.oneOf[1].items.enum, parentSchema: schema11.properties.neighbours.oneOf[1].items, data: data40 };
                    if (vErrors === null) {
                        vErrors = [err84];
                    }
                    else {
                        vErrors.push(err84);
                    }
                    errors++;
                }
            }
            let i4 = data39.length;
            let j0;
            if (i4 > 1) {
                outer0: for (; i4--;) {
                    for (j0 = i4; j0--;) {
                        if (func0(data39[i4], data39[j0])) {
                            const err85 = { instancePath: instancePath + "/neighbours", schemaPath: "#/properties/neighbours/oneOf/1/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i4 + " are identical)", schema: true, parentSchema: schema11.properties.neighbours.oneOf[1], data: data39 };
                            if (vErrors === null) {
                                vErrors = [err85];
                            }
                            else {
                                vErrors.push(err85);
                            }
                            errors++;
                            break outer0;
                        }
                    }
                }
            }
        }
        else {
            const err86 = { instancePath: instancePath + "/neighbours", schemaPath: "#/properties/neighbours/oneOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.neighbours.oneOf[1].type, parentSchema: schema11.properties.neighbours.oneOf[1], data: data39 };
            if (vErrors === null) {
                vErrors = [err86];
            }
            else {
                vErrors.push(err86);
            }
            errors++;
        }
        var _valid3 = _errs99 === errors;
        if (_valid3 && valid17) {
            valid17 = false;
            passing3 = [passing3, 1];
        }
        else {
            if (_valid3) {
                valid17 = true;
                passing3 = 1;
            }
        }
        if (!valid17) {
            const err87 = { instancePath: instancePath + "/neighbours", schemaPath: "#/properties/neighbours/oneOf", keyword: "oneOf", params: { passingSchemas: passing3 }, message: "must match exactly one schema in oneOf", schema: schema11.properties.neighbours.oneOf, parentSchema: schema11.properties.neighbours, data: data39 };
            if (vErrors === null) {
                vErrors = [err87];
            }
            else {
                vErrors.push(err87);
            }
            errors++;
        }
        else {
            errors = _errs97;
            if (vErrors !== null) {
                if (_errs97) {
                    vErrors.length = _errs97;
                }
                else {
                    vErrors = null;
                }
            }
        }
    }
    if (data.queries !== undefined) {
        let data41 = data.queries;
        if (Array.isArray(data41)) {
            const len4 = data41.length;
            for (let i5 = 0; i5 < len4; i5++) {
                let data42 = data41[i5];
                if (data42 && typeof data42 == "object" && !Array.isArray(data42)) {
                    if (data42.query === undefined) {
                        const err88 = { instancePath: instancePath + "/queries/" + i5, schemaPath: "#/definitions/query/required", keyword: "required", params: { missingProperty: "query" }, message: "must have required property '" + "query" + "'", schema: schema13.required, parentSchema: schema13, data: data42 };
                        if (vErrors === null) {
                            vErrors = [err88];
                        }
                        else {
                            vErrors.push(err88);
                        }
                        errors++;
                    }
                    for (const key7 in data42) {
                        if (!((((((key7 === "query") || (key7 === "expect")) || (key7 === "forbid")) || (key7 === "rank")) || (key7 === "engines")) || (key7 === "known_failure"))) {
                            const err89 = { instancePath: instancePath + "/queries/" + i5, schemaPath: "#/definitions/query/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13, data: data42 };
                            if (vErrors === null) {
                                vErrors = [err89];
                            }
                            else {
                                vErrors.push(err89);
                            }
                            errors++;
                        }
                    }
                    if (data42.query !== undefined) {
                        let data43 = data42.query;
                        if (typeof data43 !== "string") {
                            const err90 = { instancePath: instancePath + "/queries/" + i5 + "/query", schemaPath: "#/definitions/query/properties/query/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.query.type, parentSchema: schema13.properties.query, data: data43 };
                            if (vErrors === null) {
                                vErrors = [err90];
                            }
                            else {
                                vErrors.push(err90);
                            }
                            errors++;
                        }
                    }
                    if (data42.expect !== undefined) {
                        let data44 = data42.expect;
                        const _errs111 = errors;
                        let valid25 = false;
                        let passing4 = null;
                        const _errs112 = errors;
                        if (typeof data44 === "string") {
                            if (func2(data44) < 1) {
                                const err91 = { instancePath: instancePath + "/queries/" + i5 + "/expect", schemaPath: "#/definitions/query/properties/expect/oneOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.expect.oneOf[0], data: data44 };
                                if (vErrors === null) {
                                    vErrors = [err91];
                                }
                                else {
                                    vErrors.push(err91);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err92 = { instancePath: instancePath + "/queries/" + i5 + "/expect", schemaPath: "#/definitions/query/properties/expect/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.expect.oneOf[0].type, parentSchema: schema13.properties.expect.oneOf[0], data: data44 };
                            if (vErrors === null) {
                                vErrors = [err92];
                            }
                            else {
                                vErrors.push(err92);
                            }
                            errors++;
                        }
                        var _valid4 = _errs112 === errors;
                        if (_valid4) {
                            valid25 = true;
                            passing4 = 0;
                        }
                        const _errs114 = errors;
                        if (Array.isArray(data44)) {
                            if (data44.length < 1) {
                                const err93 = { instancePath: instancePath + "/queries/" + i5 + "/expect", schemaPath: "#/definitions/query/properties/expect/oneOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema13.properties.expect.oneOf[1], data: data44 };
                                if (vErrors === null) {
                                    vErrors = [err93];
                                }
                                else {
                                    vErrors.push(err93);
                                }
                                errors++;
                            }
                            const len5 = data44.length;
                            for (let i6 = 0; i6 < len5; i6++) {
                                let data45 = data44[i6];
                                if (typeof data45 === "string") {
                                    if (func2(data45) < 1) {
                                        const err94 = { instancePath: instancePath + "/queries/" + i5 + "/expect/" + i6, schemaPath: "#/definitions/query/properties/expect/oneOf/1/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.expect.oneOf[1].items, data: data45 };
                                        if (vErrors === null) {
                                            vErrors = [err94];
                                        }
                                        else {
                                            vErrors.push(err94);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err95 = { instancePath: instancePath + "/queries/" + i5 + "/expect/" + i6, schemaPath: "#/definitions/query/properties/expect/oneOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.expect.oneOf[1].items.type, parentSchema: schema13.properties.expect.oneOf[1].items, data: data45 };
                                    if (vErrors === null) {
                                        vErrors = [err95];
                                    }
                                    else {
                                        vErrors.push(err95);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err96 = { instancePath: instancePath + "/queries/" + i5 + "/expect", schemaPath: "#/definitions/query/properties/expect/oneOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.expect.oneOf[1].type, parentSchema: schema13.properties.expect.oneOf[1], data: data44 };
                            if (vErrors === null) {
                                vErrors = [err96];
                            }
                            else {
                                vErrors.push(err96);
                            }
                            errors++;
                        }
                        var _valid4 = _errs114 === errors;
                        if (_valid4 && valid25) {
                            valid25 = false;
                            passing4 = [passing4, 1];
                        }
                        else {
                            if (_valid4) {
                                valid25 = true;
                                passing4 = 1;
                            }
                        }
                        if (!valid25) {
                            const err97 = { instancePath: instancePath + "/queries/" + i5 + "/expect", schemaPath: "#/definitions/query/properties/expect/oneOf", keyword: "oneOf", params: { passingSchemas: passing4 }, message: "must match exactly one schema in oneOf", schema: schema13.properties.expect.oneOf, parentSchema: schema13.properties.expect, data: data44 };
                            if (vErrors === null) {
                                vErrors = [err97];
                            }
                            else {
                                vErrors.push(err97);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs111;
                            if (vErrors !== null) {
                                if (_errs111) {
                                    vErrors.length = _errs111;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                    }
                    if (data42.forbid !== undefined) {
                        let data46 = data42.forbid;
                        const _errs119 = errors;
                        let valid28 = false;
                        let passing5 = null;
                        const _errs120 = errors;
                        if (typeof data46 === "string") {
                            if (func2(data46) < 1) {
                                const err98 = { instancePath: instancePath + "/queries/" + i5 + "/forbid", schemaPath: "#/definitions/query/properties/forbid/oneOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.forbid.oneOf[0], data: data46 };
                                if (vErrors === null) {
                                    vErrors = [err98];
                                }
                                else {
                                    vErrors.push(err98);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err99 = { instancePath: instancePath + "/queries/" + i5 + "/forbid", schemaPath: "#/definitions/query/properties/forbid/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.forbid.oneOf[0].type, parentSchema: schema13.properties.forbid.oneOf[0], data: data46 };
                            if (vErrors === null) {
                                vErrors = [err99];
                            }
                            else {
                                vErrors.push(err99);
                            }
                            errors++;
                        }
                        var _valid5 = _errs120 === errors;
                        if (_valid5) {
                            valid28 = true;
                            passing5 = 0;
                        }
                        const _errs122 = errors;
                        if (Array.isArray(data46)) {
                            if (data46.length < 1) {
                                const err100 = { instancePath: instancePath + "/queries/" + i5 + "/forbid", schemaPath: "#/definitions/query/properties/forbid/oneOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema13.properties.forbid.oneOf[1], data: data46 };
                                if (vErrors === null) {
                                    vErrors = [err100];
                                }
                                else {
                                    vErrors.push(err100);
                                }
                                errors++;
                            }
                            const len6 = data46.length;
                            for (let i7 = 0; i7 < len6; i7++) {
                                let data47 = data46[i7];
                                if (typeof data47 === "string") {
                                    if (func2(data47) < 1) {
                                        const err101 = { instancePath: instancePath + "/queries/" + i5 + "/forbid/" + i7, schemaPath: "#/definitions/query/properties/forbid/oneOf/1/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.forbid.oneOf[1].items, data: data47 };
                                        if (vErrors === null) {
                                            vErrors = [err101];
                                        }
                                        else {
                                            vErrors.push(err101);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err102 = { instancePath: instancePath + "/queries/" + i5 + "/forbid/" + i7, schemaPath: "#/definitions/query/properties/forbid/oneOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.forbid.oneOf[1].items.type, parentSchema: schema13.properties.forbid.oneOf[1].items, data: data47 };
                                    if (vErrors === null) {
                                        vErrors = [err102];
                                    }
                                    else {
                                        vErrors.push(err102);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err103 = { instancePath: instancePath + "/queries/" + i5 + "/forbid", schemaPath: "#/definitions/query/properties/forbid/oneOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.forbid.oneOf[1].type, parentSchema: schema13.properties.forbid.oneOf[1], data: data46 };
                            if (vErrors === null) {
                                vErrors = [err103];
                            }
                            else {
                                vErrors.push(err103);
                            }
                            errors++;
                        }
                        var _valid5 = _errs122 === errors;
                        if (_valid5 && valid28) {
                            valid28 = false;
                            passing5 = [passing5, 1];
                        }
                        else {
                            if (_valid5) {
                                valid28 = true;
                                passing5 = 1;
                            }
                        }
                        if (!valid28) {
                            const err104 = { instancePath: instancePath + "/queries/" + i5 + "/forbid", schemaPath: "#/definitions/query/properties/forbid/oneOf", keyword: "oneOf", params: { passingSchemas: passing5 }, message: "must match exactly one schema in oneOf", schema: schema13.properties.forbid.oneOf, parentSchema: schema13.properties.forbid, data: data46 };
                            if (vErrors === null) {
                                vErrors = [err104];
                            }
                            else {
                                vErrors.push(err104);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs119;
                            if (vErrors !== null) {
                                if (_errs119) {
                                    vErrors.length = _errs119;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                    }
                    if (data42.rank !== undefined) {
                        let data48 = data42.rank;
                        const _errs127 = errors;
                        let valid31 = false;
                        let passing6 = null;
                        const _errs128 = errors;
                        if (!((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48)))) {
                            const err105 = { instancePath: instancePath + "/queries/" + i5 + "/rank", schemaPath: "#/definitions/query/properties/rank/oneOf/0/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[0].type, parentSchema: schema13.properties.rank.oneOf[0], data: data48 };
                            if (vErrors === null) {
                                vErrors = [err105];
                            }
                            else {
                                vErrors.push(err105);
                            }
                            errors++;
                        }
                        if (typeof data48 == "number") {
                            if (data48 < 1 || isNaN(data48)) {
                                const err106 = { instancePath: instancePath + "/queries/" + i5 + "/rank", schemaPath: "#/definitions/query/properties/rank/oneOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[0], data: data48 };
                                if (vErrors === null) {
                                    vErrors = [err106];
                                }
                                else {
                                    vErrors.push(err106);
                                }
                                errors++;
                            }
                        }
                        var _valid6 = _errs128 === errors;
                        if (_valid6) {
                            valid31 = true;
                            passing6 = 0;
                        }
                        const _errs130 = errors;
                        if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
                            if (Object.keys(data48).length < 1) {
                                const err107 = { instancePath: instancePath + "/queries/" + i5 + "/rank", schemaPath: "#/definitions/query/properties/rank/oneOf/1/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema13.properties.rank.oneOf[1], data: data48 };
                                if (vErrors === null) {
                                    vErrors = [err107];
                                }
                                else {
                                    vErrors.push(err107);
                                }
                                errors++;
                            }
                            for (const key8 in data48) {
                                if (!((func3.call(schema13.properties.rank.oneOf[1].properties, key8)) || (pattern0.test(key8)))) {
                                    const err108 = { instancePath: instancePath + "/queries/" + i5 + "/rank", schemaPath: "#/definitions/query/properties/rank/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13.properties.rank.oneOf[1], data: data48 };
                                    if (vErrors === null) {
                                        vErrors = [err108];
                                    }
                                    else {
                                        vErrors.push(err108);
                                    }
                                    errors++;
                                }
                            }
                            if (data48["claude-code@2.0"] !== undefined) {
                                let data49 = data48["claude-code@2.0"];
                                if (!((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49)))) {
                                    const err109 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@2.0", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%402.0/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@2.0"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@2.0"], data: data49 };
                                    if (vErrors === null) {
                                        vErrors = [err109];
                                    }
                                    else {
                                        vErrors.push(err109);
                                    }
                                    errors++;
                                }
                                if (typeof data49 == "number") {
                                    if (data49 < 1 || isNaN(data49)) {
                                        const err110 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@2.0", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%402.0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@2.0"], data: data49 };
                                        if (vErrors === null) {
                                            vErrors = [err110];
                                        }
                                        else {
                                            vErrors.push(err110);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@B"] !== undefined) {
                                let data50 = data48["claude-code@B"];
                                if (!((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50)))) {
                                    const err111 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@B", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40B/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@B"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@B"], data: data50 };
                                    if (vErrors === null) {
                                        vErrors = [err111];
                                    }
                                    else {
                                        vErrors.push(err111);
                                    }
                                    errors++;
                                }
                                if (typeof data50 == "number") {
                                    if (data50 < 1 || isNaN(data50)) {
                                        const err112 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@B", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40B/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@B"], data: data50 };
                                        if (vErrors === null) {
                                            vErrors = [err112];
                                        }
                                        else {
                                            vErrors.push(err112);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@C"] !== undefined) {
                                let data51 = data48["claude-code@C"];
                                if (!((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51)))) {
                                    const err113 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@C", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40C/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@C"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@C"], data: data51 };
                                    if (vErrors === null) {
                                        vErrors = [err113];
                                    }
                                    else {
                                        vErrors.push(err113);
                                    }
                                    errors++;
                                }
                                if (typeof data51 == "number") {
                                    if (data51 < 1 || isNaN(data51)) {
                                        const err114 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@C", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40C/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@C"], data: data51 };
                                        if (vErrors === null) {
                                            vErrors = [err114];
                                        }
                                        else {
                                            vErrors.push(err114);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@D"] !== undefined) {
                                let data52 = data48["claude-code@D"];
                                if (!((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52)))) {
                                    const err115 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@D", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40D/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@D"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@D"], data: data52 };
                                    if (vErrors === null) {
                                        vErrors = [err115];
                                    }
                                    else {
                                        vErrors.push(err115);
                                    }
                                    errors++;
                                }
                                if (typeof data52 == "number") {
                                    if (data52 < 1 || isNaN(data52)) {
                                        const err116 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@D", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40D/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@D"], data: data52 };
                                        if (vErrors === null) {
                                            vErrors = [err116];
                                        }
                                        else {
                                            vErrors.push(err116);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@E"] !== undefined) {
                                let data53 = data48["claude-code@E"];
                                if (!((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53)))) {
                                    const err117 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@E", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40E/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@E"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@E"], data: data53 };
                                    if (vErrors === null) {
                                        vErrors = [err117];
                                    }
                                    else {
                                        vErrors.push(err117);
                                    }
                                    errors++;
                                }
                                if (typeof data53 == "number") {
                                    if (data53 < 1 || isNaN(data53)) {
                                        const err118 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@E", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40E/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@E"], data: data53 };
                                        if (vErrors === null) {
                                            vErrors = [err118];
                                        }
                                        else {
                                            vErrors.push(err118);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@F"] !== undefined) {
                                let data54 = data48["claude-code@F"];
                                if (!((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54)))) {
                                    const err119 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@F", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40F/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@F"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@F"], data: data54 };
                                    if (vErrors === null) {
                                        vErrors = [err119];
                                    }
                                    else {
                                        vErrors.push(err119);
                                    }
                                    errors++;
                                }
                                if (typeof data54 == "number") {
                                    if (data54 < 1 || isNaN(data54)) {
                                        const err120 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@F", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40F/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@F"], data: data54 };
                                        if (vErrors === null) {
                                            vErrors = [err120];
                                        }
                                        else {
                                            vErrors.push(err120);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@G"] !== undefined) {
                                let data55 = data48["claude-code@G"];
                                if (!((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55)))) {
                                    const err121 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@G", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40G/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@G"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@G"], data: data55 };
                                    if (vErrors === null) {
                                        vErrors = [err121];
                                    }
                                    else {
                                        vErrors.push(err121);
                                    }
                                    errors++;
                                }
                                if (typeof data55 == "number") {
                                    if (data55 < 1 || isNaN(data55)) {
                                        const err122 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@G", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40G/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@G"], data: data55 };
                                        if (vErrors === null) {
                                            vErrors = [err122];
                                        }
                                        else {
                                            vErrors.push(err122);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@H"] !== undefined) {
                                let data56 = data48["claude-code@H"];
                                if (!((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56)))) {
                                    const err123 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@H", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40H/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@H"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@H"], data: data56 };
                                    if (vErrors === null) {
                                        vErrors = [err123];
                                    }
                                    else {
                                        vErrors.push(err123);
                                    }
                                    errors++;
                                }
                                if (typeof data56 == "number") {
                                    if (data56 < 1 || isNaN(data56)) {
                                        const err124 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@H", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40H/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@H"], data: data56 };
                                        if (vErrors === null) {
                                            vErrors = [err124];
                                        }
                                        else {
                                            vErrors.push(err124);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@H1"] !== undefined) {
                                let data57 = data48["claude-code@H1"];
                                if (!((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57)))) {
                                    const err125 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@H1", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40H1/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@H1"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@H1"], data: data57 };
                                    if (vErrors === null) {
                                        vErrors = [err125];
                                    }
                                    else {
                                        vErrors.push(err125);
                                    }
                                    errors++;
                                }
                                if (typeof data57 == "number") {
                                    if (data57 < 1 || isNaN(data57)) {
                                        const err126 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@H1", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40H1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@H1"], data: data57 };
                                        if (vErrors === null) {
                                            vErrors = [err126];
                                        }
                                        else {
                                            vErrors.push(err126);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@H2"] !== undefined) {
                                let data58 = data48["claude-code@H2"];
                                if (!((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58)))) {
                                    const err127 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@H2", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40H2/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@H2"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@H2"], data: data58 };
                                    if (vErrors === null) {
                                        vErrors = [err127];
                                    }
                                    else {
                                        vErrors.push(err127);
                                    }
                                    errors++;
                                }
                                if (typeof data58 == "number") {
                                    if (data58 < 1 || isNaN(data58)) {
                                        const err128 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@H2", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40H2/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@H2"], data: data58 };
                                        if (vErrors === null) {
                                            vErrors = [err128];
                                        }
                                        else {
                                            vErrors.push(err128);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@H3"] !== undefined) {
                                let data59 = data48["claude-code@H3"];
                                if (!((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59)))) {
                                    const err129 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@H3", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40H3/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@H3"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@H3"], data: data59 };
                                    if (vErrors === null) {
                                        vErrors = [err129];
                                    }
                                    else {
                                        vErrors.push(err129);
                                    }
                                    errors++;
                                }
                                if (typeof data59 == "number") {
                                    if (data59 < 1 || isNaN(data59)) {
                                        const err130 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@H3", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40H3/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@H3"], data: data59 };
                                        if (vErrors === null) {
                                            vErrors = [err130];
                                        }
                                        else {
                                            vErrors.push(err130);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@H4"] !== undefined) {
                                let data60 = data48["claude-code@H4"];
                                if (!((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60)))) {
                                    const err131 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@H4", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40H4/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@H4"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@H4"], data: data60 };
                                    if (vErrors === null) {
                                        vErrors = [err131];
                                    }
                                    else {
                                        vErrors.push(err131);
                                    }
                                    errors++;
                                }
                                if (typeof data60 == "number") {
                                    if (data60 < 1 || isNaN(data60)) {
                                        const err132 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@H4", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40H4/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@H4"], data: data60 };
                                        if (vErrors === null) {
                                            vErrors = [err132];
                                        }
                                        else {
                                            vErrors.push(err132);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@2.1"] !== undefined) {
                                let data61 = data48["claude-code@2.1"];
                                if (!((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61)))) {
                                    const err133 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@2.1", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%402.1/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@2.1"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@2.1"], data: data61 };
                                    if (vErrors === null) {
                                        vErrors = [err133];
                                    }
                                    else {
                                        vErrors.push(err133);
                                    }
                                    errors++;
                                }
                                if (typeof data61 == "number") {
                                    if (data61 < 1 || isNaN(data61)) {
                                        const err134 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@2.1", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%402.1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@2.1"], data: data61 };
                                        if (vErrors === null) {
                                            vErrors = [err134];
                                        }
                                        else {
                                            vErrors.push(err134);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48.codex !== undefined) {
                                let data62 = data48.codex;
                                if (!((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62)))) {
                                    const err135 = { instancePath: instancePath + "/queries/" + i5 + "/rank/codex", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/codex/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties.codex.type, parentSchema: schema13.properties.rank.oneOf[1].properties.codex, data: data62 };
                                    if (vErrors === null) {
                                        vErrors = [err135];
                                    }
                                    else {
                                        vErrors.push(err135);
                                    }
                                    errors++;
                                }
                                if (typeof data62 == "number") {
                                    if (data62 < 1 || isNaN(data62)) {
                                        const err136 = { instancePath: instancePath + "/queries/" + i5 + "/rank/codex", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/codex/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties.codex, data: data62 };
                                        if (vErrors === null) {
                                            vErrors = [err136];
                                        }
                                        else {
                                            vErrors.push(err136);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["ai-sdk"] !== undefined) {
                                let data63 = data48["ai-sdk"];
                                if (!((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63)))) {
                                    const err137 = { instancePath: instancePath + "/queries/" + i5 + "/rank/ai-sdk", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/ai-sdk/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["ai-sdk"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["ai-sdk"], data: data63 };
                                    if (vErrors === null) {
                                        vErrors = [err137];
                                    }
                                    else {
                                        vErrors.push(err137);
                                    }
                                    errors++;
                                }
                                if (typeof data63 == "number") {
                                    if (data63 < 1 || isNaN(data63)) {
                                        const err138 = { instancePath: instancePath + "/queries/" + i5 + "/rank/ai-sdk", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/ai-sdk/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["ai-sdk"], data: data63 };
                                        if (vErrors === null) {
                                            vErrors = [err138];
                                        }
                                        else {
                                            vErrors.push(err138);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code"] !== undefined) {
                                let data64 = data48["claude-code"];
                                if (!((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64)))) {
                                    const err139 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code"], data: data64 };
                                    if (vErrors === null) {
                                        vErrors = [err139];
                                    }
                                    else {
                                        vErrors.push(err139);
                                    }
                                    errors++;
                                }
                                if (typeof data64 == "number") {
                                    if (data64 < 1 || isNaN(data64)) {
                                        const err140 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code"], data: data64 };
                                        if (vErrors === null) {
                                            vErrors = [err140];
                                        }
                                        else {
                                            vErrors.push(err140);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data48["claude-code@latest"] !== undefined) {
                                let data65 = data48["claude-code@latest"];
                                if (!((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65)))) {
                                    const err141 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@latest", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40latest/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].properties["claude-code@latest"].type, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@latest"], data: data65 };
                                    if (vErrors === null) {
                                        vErrors = [err141];
                                    }
                                    else {
                                        vErrors.push(err141);
                                    }
                                    errors++;
                                }
                                if (typeof data65 == "number") {
                                    if (data65 < 1 || isNaN(data65)) {
                                        const err142 = { instancePath: instancePath + "/queries/" + i5 + "/rank/claude-code@latest", schemaPath: "#/definitions/query/properties/rank/oneOf/1/properties/claude-code%40latest/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].properties["claude-code@latest"], data: data65 };
                                        if (vErrors === null) {
                                            vErrors = [err142];
                                        }
                                        else {
                                            vErrors.push(err142);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            for (const key9 in data48) {
                                if (pattern0.test(key9)) {
                                    let data66 = data48[key9];
                                    if (!((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66)))) {
                                        const err143 = { instancePath: instancePath + "/queries/" + i5 + "/rank/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/query/properties/rank/oneOf/1/patternProperties/%5E%5Ba-z0-9-%5D%2B%40%5Cd%2B(%5C.%5Cd%2B)%7B2%2C%7D%24/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema13.properties.rank.oneOf[1].patternProperties["^[a-z0-9-]+@\\d+(\\.\\d+){2,}$"].type, parentSchema: schema13.properties.rank.oneOf[1].patternProperties["^[a-z0-9-]+@\\d+(\\.\\d+){2,}$"], data: data66 };
                                        if (vErrors === null) {
                                            vErrors = [err143];
                                        }
                                        else {
                                            vErrors.push(err143);
                                        }
                                        errors++;
                                    }
                                    if (typeof data66 == "number") {
                                        if (data66 < 1 || isNaN(data66)) {
                                            const err144 = { instancePath: instancePath + "/queries/" + i5 + "/rank/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/query/properties/rank/oneOf/1/patternProperties/%5E%5Ba-z0-9-%5D%2B%40%5Cd%2B(%5C.%5Cd%2B)%7B2%2C%7D%24/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema13.properties.rank.oneOf[1].patternProperties["^[a-z0-9-]+@\\d+(\\.\\d+){2,}$"], data: data66 };
                                            if (vErrors === null) {
                                                vErrors = [err144];
                                            }
                                            else {
                                                vErrors.push(err144);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                        }
                        else {
                            const err145 = { instancePath: instancePath + "/queries/" + i5 + "/rank", schemaPath: "#/definitions/query/properties/rank/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema13.properties.rank.oneOf[1].type, parentSchema: schema13.properties.rank.oneOf[1], data: data48 };
                            if (vErrors === null) {
                                vErrors = [err145];
                            }
                            else {
                                vErrors.push(err145);
                            }
                            errors++;
                        }
                        var _valid6 = _errs130 === errors;
                        if (_valid6 && valid31) {
                            valid31 = false;
                            passing6 = [passing6, 1];
                        }
                        else {
                            if (_valid6) {
                                valid31 = true;
                                passing6 = 1;
                            }
                        }
                        if (!valid31) {
                            const err146 = { instancePath: instancePath + "/queries/" + i5 + "/rank", schemaPath: "#/definitions/query/properties/rank/oneOf", keyword: "oneOf", params: { passingSchemas: passing6 }, message: "must match exactly one schema in oneOf", schema: schema13.properties.rank.oneOf, parentSchema: schema13.properties.rank, data: data48 };
                            if (vErrors === null) {
                                vErrors = [err146];
                            }
                            else {
                                vErrors.push(err146);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs127;
                            if (vErrors !== null) {
                                if (_errs127) {
                                    vErrors.length = _errs127;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                    }
                    if (data42.engines !== undefined) {
                        let data67 = data42.engines;
                        if (Array.isArray(data67)) {
                            if (data67.length < 1) {
                                const err147 = { instancePath: instancePath + "/queries/" + i5 + "/engines", schemaPath: "#/definitions/query/properties/engines/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema13.properties.engines, data: data67 };
                                if (vErrors === null) {
                                    vErrors = [err147];
                                }
                                else {
                                    vErrors.push(err147);
                                }
                                errors++;
                            }
                            const len7 = data67.length;
                            for (let i8 = 0; i8 < len7; i8++) {
                                let data68 = data67[i8];
                                if (typeof data68 === "string") {
                                    if (func2(data68) < 1) {
                                        const err148 = { instancePath: instancePath + "/queries/" + i5 + "/engines/" + i8, schemaPath: "#/definitions/query/properties/engines/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.engines.items, data: data68 };
                                        if (vErrors === null) {
                                            vErrors = [err148];
                                        }
                                        else {
                                            vErrors.push(err148);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err149 = { instancePath: instancePath + "/queries/" + i5 + "/engines/" + i8, schemaPath: "#/definitions/query/properties/engines/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.engines.items.type, parentSchema: schema13.properties.engines.items, data: data68 };
                                    if (vErrors === null) {
                                        vErrors = [err149];
                                    }
                                    else {
                                        vErrors.push(err149);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err150 = { instancePath: instancePath + "/queries/" + i5 + "/engines", schemaPath: "#/definitions/query/properties/engines/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.engines.type, parentSchema: schema13.properties.engines, data: data67 };
                            if (vErrors === null) {
                                vErrors = [err150];
                            }
                            else {
                                vErrors.push(err150);
                            }
                            errors++;
                        }
                    }
                    if (data42.known_failure !== undefined) {
                        let data69 = data42.known_failure;
                        const _errs174 = errors;
                        let valid36 = false;
                        let passing7 = null;
                        const _errs175 = errors;
                        if (typeof data69 === "string") {
                            if (func2(data69) < 1) {
                                const err151 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure", schemaPath: "#/definitions/query/properties/known_failure/oneOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[0], data: data69 };
                                if (vErrors === null) {
                                    vErrors = [err151];
                                }
                                else {
                                    vErrors.push(err151);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err152 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure", schemaPath: "#/definitions/query/properties/known_failure/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[0].type, parentSchema: schema13.properties.known_failure.oneOf[0], data: data69 };
                            if (vErrors === null) {
                                vErrors = [err152];
                            }
                            else {
                                vErrors.push(err152);
                            }
                            errors++;
                        }
                        var _valid7 = _errs175 === errors;
                        if (_valid7) {
                            valid36 = true;
                            passing7 = 0;
                        }
                        const _errs177 = errors;
                        if (data69 && typeof data69 == "object" && !Array.isArray(data69)) {
                            if (Object.keys(data69).length < 1) {
                                const err153 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1], data: data69 };
                                if (vErrors === null) {
                                    vErrors = [err153];
                                }
                                else {
                                    vErrors.push(err153);
                                }
                                errors++;
                            }
                            for (const key10 in data69) {
                                if (!((func3.call(schema13.properties.known_failure.oneOf[1].properties, key10)) || (pattern0.test(key10)))) {
                                    const err154 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13.properties.known_failure.oneOf[1], data: data69 };
                                    if (vErrors === null) {
                                        vErrors = [err154];
                                    }
                                    else {
                                        vErrors.push(err154);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@2.0"] !== undefined) {
                                let data70 = data69["claude-code@2.0"];
                                if (typeof data70 === "string") {
                                    if (func2(data70) < 1) {
                                        const err155 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@2.0", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%402.0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@2.0"], data: data70 };
                                        if (vErrors === null) {
                                            vErrors = [err155];
                                        }
                                        else {
                                            vErrors.push(err155);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err156 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@2.0", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%402.0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@2.0"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@2.0"], data: data70 };
                                    if (vErrors === null) {
                                        vErrors = [err156];
                                    }
                                    else {
                                        vErrors.push(err156);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@B"] !== undefined) {
                                let data71 = data69["claude-code@B"];
                                if (typeof data71 === "string") {
                                    if (func2(data71) < 1) {
                                        const err157 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@B", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40B/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@B"], data: data71 };
                                        if (vErrors === null) {
                                            vErrors = [err157];
                                        }
                                        else {
                                            vErrors.push(err157);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err158 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@B", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40B/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@B"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@B"], data: data71 };
                                    if (vErrors === null) {
                                        vErrors = [err158];
                                    }
                                    else {
                                        vErrors.push(err158);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@C"] !== undefined) {
                                let data72 = data69["claude-code@C"];
                                if (typeof data72 === "string") {
                                    if (func2(data72) < 1) {
                                        const err159 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@C", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40C/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@C"], data: data72 };
                                        if (vErrors === null) {
                                            vErrors = [err159];
                                        }
                                        else {
                                            vErrors.push(err159);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err160 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@C", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40C/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@C"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@C"], data: data72 };
                                    if (vErrors === null) {
                                        vErrors = [err160];
                                    }
                                    else {
                                        vErrors.push(err160);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@D"] !== undefined) {
                                let data73 = data69["claude-code@D"];
                                if (typeof data73 === "string") {
                                    if (func2(data73) < 1) {
                                        const err161 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@D", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40D/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@D"], data: data73 };
                                        if (vErrors === null) {
                                            vErrors = [err161];
                                        }
                                        else {
                                            vErrors.push(err161);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err162 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@D", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40D/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@D"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@D"], data: data73 };
                                    if (vErrors === null) {
                                        vErrors = [err162];
                                    }
                                    else {
                                        vErrors.push(err162);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@E"] !== undefined) {
                                let data74 = data69["claude-code@E"];
                                if (typeof data74 === "string") {
                                    if (func2(data74) < 1) {
                                        const err163 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@E", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40E/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@E"], data: data74 };
                                        if (vErrors === null) {
                                            vErrors = [err163];
                                        }
                                        else {
                                            vErrors.push(err163);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err164 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@E", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40E/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@E"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@E"], data: data74 };
                                    if (vErrors === null) {
                                        vErrors = [err164];
                                    }
                                    else {
                                        vErrors.push(err164);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@F"] !== undefined) {
                                let data75 = data69["claude-code@F"];
                                if (typeof data75 === "string") {
                                    if (func2(data75) < 1) {
                                        const err165 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@F", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40F/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@F"], data: data75 };
                                        if (vErrors === null) {
                                            vErrors = [err165];
                                        }
                                        else {
                                            vErrors.push(err165);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err166 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@F", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40F/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@F"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@F"], data: data75 };
                                    if (vErrors === null) {
                                        vErrors = [err166];
                                    }
                                    else {
                                        vErrors.push(err166);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@G"] !== undefined) {
                                let data76 = data69["claude-code@G"];
                                if (typeof data76 === "string") {
                                    if (func2(data76) < 1) {
                                        const err167 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@G", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40G/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@G"], data: data76 };
                                        if (vErrors === null) {
                                            vErrors = [err167];
                                        }
                                        else {
                                            vErrors.push(err167);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err168 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@G", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40G/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@G"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@G"], data: data76 };
                                    if (vErrors === null) {
                                        vErrors = [err168];
                                    }
                                    else {
                                        vErrors.push(err168);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@H"] !== undefined) {
                                let data77 = data69["claude-code@H"];
                                if (typeof data77 === "string") {
                                    if (func2(data77) < 1) {
                                        const err169 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@H", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40H/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H"], data: data77 };
                                        if (vErrors === null) {
                                            vErrors = [err169];
                                        }
                                        else {
                                            vErrors.push(err169);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err170 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@H", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40H/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H"], data: data77 };
                                    if (vErrors === null) {
                                        vErrors = [err170];
                                    }
                                    else {
                                        vErrors.push(err170);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@H1"] !== undefined) {
                                let data78 = data69["claude-code@H1"];
                                if (typeof data78 === "string") {
                                    if (func2(data78) < 1) {
                                        const err171 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@H1", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40H1/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H1"], data: data78 };
                                        if (vErrors === null) {
                                            vErrors = [err171];
                                        }
                                        else {
                                            vErrors.push(err171);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err172 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@H1", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40H1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H1"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H1"], data: data78 };
                                    if (vErrors === null) {
                                        vErrors = [err172];
                                    }
                                    else {
                                        vErrors.push(err172);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@H2"] !== undefined) {
                                let data79 = data69["claude-code@H2"];
                                if (typeof data79 === "string") {
                                    if (func2(data79) < 1) {
                                        const err173 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@H2", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40H2/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H2"], data: data79 };
                                        if (vErrors === null) {
                                            vErrors = [err173];
                                        }
                                        else {
                                            vErrors.push(err173);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err174 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@H2", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40H2/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H2"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H2"], data: data79 };
                                    if (vErrors === null) {
                                        vErrors = [err174];
                                    }
                                    else {
                                        vErrors.push(err174);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@H3"] !== undefined) {
                                let data80 = data69["claude-code@H3"];
                                if (typeof data80 === "string") {
                                    if (func2(data80) < 1) {
                                        const err175 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@H3", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40H3/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H3"], data: data80 };
                                        if (vErrors === null) {
                                            vErrors = [err175];
                                        }
                                        else {
                                            vErrors.push(err175);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err176 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@H3", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40H3/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H3"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H3"], data: data80 };
                                    if (vErrors === null) {
                                        vErrors = [err176];
                                    }
                                    else {
                                        vErrors.push(err176);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@H4"] !== undefined) {
                                let data81 = data69["claude-code@H4"];
                                if (typeof data81 === "string") {
                                    if (func2(data81) < 1) {
                                        const err177 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@H4", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40H4/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H4"], data: data81 };
                                        if (vErrors === null) {
                                            vErrors = [err177];
                                        }
                                        else {
                                            vErrors.push(err177);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err178 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@H4", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40H4/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H4"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@H4"], data: data81 };
                                    if (vErrors === null) {
                                        vErrors = [err178];
                                    }
                                    else {
                                        vErrors.push(err178);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@2.1"] !== undefined) {
                                let data82 = data69["claude-code@2.1"];
                                if (typeof data82 === "string") {
                                    if (func2(data82) < 1) {
                                        const err179 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@2.1", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%402.1/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@2.1"], data: data82 };
                                        if (vErrors === null) {
                                            vErrors = [err179];
                                        }
                                        else {
                                            vErrors.push(err179);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err180 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@2.1", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%402.1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@2.1"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@2.1"], data: data82 };
                                    if (vErrors === null) {
                                        vErrors = [err180];
                                    }
                                    else {
                                        vErrors.push(err180);
                                    }
                                    errors++;
                                }
                            }
                            if (data69.codex !== undefined) {
                                let data83 = data69.codex;
                                if (typeof data83 === "string") {
                                    if (func2(data83) < 1) {
                                        const err181 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/codex", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/codex/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties.codex, data: data83 };
                                        if (vErrors === null) {
                                            vErrors = [err181];
                                        }
                                        else {
                                            vErrors.push(err181);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err182 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/codex", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/codex/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties.codex.type, parentSchema: schema13.properties.known_failure.oneOf[1].properties.codex, data: data83 };
                                    if (vErrors === null) {
                                        vErrors = [err182];
                                    }
                                    else {
                                        vErrors.push(err182);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["ai-sdk"] !== undefined) {
                                let data84 = data69["ai-sdk"];
                                if (typeof data84 === "string") {
                                    if (func2(data84) < 1) {
                                        const err183 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/ai-sdk", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/ai-sdk/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["ai-sdk"], data: data84 };
                                        if (vErrors === null) {
                                            vErrors = [err183];
                                        }
                                        else {
                                            vErrors.push(err183);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err184 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/ai-sdk", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/ai-sdk/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["ai-sdk"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["ai-sdk"], data: data84 };
                                    if (vErrors === null) {
                                        vErrors = [err184];
                                    }
                                    else {
                                        vErrors.push(err184);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code"] !== undefined) {
                                let data85 = data69["claude-code"];
                                if (typeof data85 === "string") {
                                    if (func2(data85) < 1) {
                                        const err185 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code"], data: data85 };
                                        if (vErrors === null) {
                                            vErrors = [err185];
                                        }
                                        else {
                                            vErrors.push(err185);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err186 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code"], data: data85 };
                                    if (vErrors === null) {
                                        vErrors = [err186];
                                    }
                                    else {
                                        vErrors.push(err186);
                                    }
                                    errors++;
                                }
                            }
                            if (data69["claude-code@latest"] !== undefined) {
                                let data86 = data69["claude-code@latest"];
                                if (typeof data86 === "string") {
                                    if (func2(data86) < 1) {
                                        const err187 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@latest", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40latest/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@latest"], data: data86 };
                                        if (vErrors === null) {
                                            vErrors = [err187];
                                        }
                                        else {
                                            vErrors.push(err187);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err188 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/claude-code@latest", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/properties/claude-code%40latest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].properties["claude-code@latest"].type, parentSchema: schema13.properties.known_failure.oneOf[1].properties["claude-code@latest"], data: data86 };
                                    if (vErrors === null) {
                                        vErrors = [err188];
                                    }
                                    else {
                                        vErrors.push(err188);
                                    }
                                    errors++;
                                }
                            }
                            for (const key11 in data69) {
                                if (pattern0.test(key11)) {
                                    let data87 = data69[key11];
                                    if (typeof data87 === "string") {
                                        if (func2(data87) < 1) {
                                            const err189 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/patternProperties/%5E%5Ba-z0-9-%5D%2B%40%5Cd%2B(%5C.%5Cd%2B)%7B2%2C%7D%24/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.known_failure.oneOf[1].patternProperties["^[a-z0-9-]+@\\d+(\\.\\d+){2,}$"], data: data87 };
                                            if (vErrors === null) {
                                                vErrors = [err189];
                                            }
                                            else {
                                                vErrors.push(err189);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err190 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/patternProperties/%5E%5Ba-z0-9-%5D%2B%40%5Cd%2B(%5C.%5Cd%2B)%7B2%2C%7D%24/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.known_failure.oneOf[1].patternProperties["^[a-z0-9-]+@\\d+(\\.\\d+){2,}$"].type, parentSchema: schema13.properties.known_failure.oneOf[1].patternProperties["^[a-z0-9-]+@\\d+(\\.\\d+){2,}$"], data: data87 };
                                        if (vErrors === null) {
                                            vErrors = [err190];
                                        }
                                        else {
                                            vErrors.push(err190);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err191 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure", schemaPath: "#/definitions/query/properties/known_failure/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema13.properties.known_failure.oneOf[1].type, parentSchema: schema13.properties.known_failure.oneOf[1], data: data69 };
                            if (vErrors === null) {
                                vErrors = [err191];
                            }
                            else {
                                vErrors.push(err191);
                            }
                            errors++;
                        }
                        var _valid7 = _errs177 === errors;
                        if (_valid7 && valid36) {
                            valid36 = false;
                            passing7 = [passing7, 1];
                        }
                        else {
                            if (_valid7) {
                                valid36 = true;
                                passing7 = 1;
                            }
                        }
                        if (!valid36) {
                            const err192 = { instancePath: instancePath + "/queries/" + i5 + "/known_failure", schemaPath: "#/definitions/query/properties/known_failure/oneOf", keyword: "oneOf", params: { passingSchemas: passing7 }, message: "must match exactly one schema in oneOf", schema: schema13.properties.known_failure.oneOf, parentSchema: schema13.properties.known_failure, data: data69 };
                            if (vErrors === null) {
                                vErrors = [err192];
                            }
                            else {
                                vErrors.push(err192);
                            }
                            errors++;
                        }
                        else {
                            errors = _errs174;
                            if (vErrors !== null) {
                                if (_errs174) {
                                    vErrors.length = _errs174;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                    }
                }
                else {
                    const err193 = { instancePath: instancePath + "/queries/" + i5, schemaPath: "#/definitions/query/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema13.type, parentSchema: schema13, data: data42 };
                    if (vErrors === null) {
                        vErrors = [err193];
                    }
                    else {
                        vErrors.push(err193);
                    }
                    errors++;
                }
            }
        }
        else {
            const err194 = { instancePath: instancePath + "/queries", schemaPath: "#/properties/queries/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.queries.type, parentSchema: schema11.properties.queries, data: data41 };
            if (vErrors === null) {
                vErrors = [err194];
            }
            else {
                vErrors.push(err194);
            }
            errors++;
        }
    }
    if (data.lint !== undefined) {
        let data88 = data.lint;
        if (data88 && typeof data88 == "object" && !Array.isArray(data88)) {
            for (const key12 in data88) {
                if (!(key12 === "rules")) {
                    const err195 = { instancePath: instancePath + "/lint", schemaPath: "#/properties/lint/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.lint, data: data88 };
                    if (vErrors === null) {
                        vErrors = [err195];
                    }
                    else {
                        vErrors.push(err195);
                    }
                    errors++;
                }
            }
            if (data88.rules !== undefined) {
                let data89 = data88.rules;
                if (data89 && typeof data89 == "object" && !Array.isArray(data89)) {
                    for (const key13 in data89) {
                        const _errs221 = errors;
                        if (!((((((((((((((((((key13 === "shared-boilerplate") || (key13 === "prerequisite-pollution")) || (key13 === "jargon")) || (key13 === "self-findability")) || (key13 === "neighbour-wins-own-name")) || (key13 === "duplicate-neighbour")) || (key13 === "deprecated-outranks-replacement")) || (key13 === "name-length")) || (key13 === "name-characters")) || (key13 === "name-word-separator")) || (key13 === "server-name-separator")) || (key13 === "duplicate-name")) || (key13 === "description-missing")) || (key13 === "description-cut")) || (key13 === "paginated-tools-list")) || (key13 === "contradictory-annotations")) || (key13 === "uncovered-tool")) || (key13 === "ai-sdk-name-collision"))) {
                            const err196 = { instancePath: instancePath + "/lint/rules", schemaPath: "#/properties/lint/properties/rules/propertyNames/enum", keyword: "enum", params: { allowedValues: schema11.properties.lint.properties.rules.propertyNames.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.lint.properties.rules.propertyNames.enum, parentSchema: schema11.properties.lint.properties.rules.propertyNames, data: key13, propertyName: key13 };
                            if (vErrors === null) {
                                vErrors = [err196];
                            }
                            else {
                                vErrors.push(err196);
                            }
                            errors++;
                        }
                        var valid40 = _errs221 === errors;
                        if (!valid40) {
                            const err197 = { instancePath: instancePath + "/lint/rules", schemaPath: "#/properties/lint/properties/rules/propertyNames", keyword: "propertyNames", params: { propertyName: key13 }, message: "property name must be valid", schema: schema11.properties.lint.properties.rules.propertyNames, parentSchema: schema11.properties.lint.properties.rules, data: data89 };
                            if (vErrors === null) {
                                vErrors = [err197];
                            }
                            else {
                                vErrors.push(err197);
                            }
                            errors++;
                        }
                    }
                    for (const key14 in data89) {
                        let data90 = data89[key14];
                        if (!((((data90 === "off") || (data90 === "info")) || (data90 === "warning")) || (data90 === "error"))) {
                            const err198 = { instancePath: instancePath + "/lint/rules/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/lint/properties/rules/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema11.properties.lint.properties.rules.additionalProperties.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.lint.properties.rules.additionalProperties.enum, parentSchema: schema11.properties.lint.properties.rules.additionalProperties, data: data90 };
                            if (vErrors === null) {
                                vErrors = [err198];
                            }
                            else {
                                vErrors.push(err198);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err199 = { instancePath: instancePath + "/lint/rules", schemaPath: "#/properties/lint/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.lint.properties.rules.type, parentSchema: schema11.properties.lint.properties.rules, data: data89 };
                    if (vErrors === null) {
                        vErrors = [err199];
                    }
                    else {
                        vErrors.push(err199);
                    }
                    errors++;
                }
            }
        }
        else {
            const err200 = { instancePath: instancePath + "/lint", schemaPath: "#/properties/lint/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.lint.type, parentSchema: schema11.properties.lint, data: data88 };
            if (vErrors === null) {
                vErrors = [err200];
            }
            else {
                vErrors.push(err200);
            }
            errors++;
        }
    }
}
else {
    const err201 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
    if (vErrors === null) {
        vErrors = [err201];
    }
    else {
        vErrors.push(err201);
    }
    errors++;
} validate10.errors = vErrors; return errors === 0; }

;// CONCATENATED MODULE: ./src/manifest/schema.ts
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
const schema_duration = {
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
    'duplicate-neighbour',
    'deprecated-outranks-replacement',
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
                timeout: schema_duration,
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
    return NEIGHBOUR_NAMES.join(', ');
}
/** Every problem of a `neighbours:` value, as issues at its path; `servers` are the manifest's own server names. */
function checkNeighbours(value, servers, issue) {
    if (value === undefined)
        return;
    if (typeof value === 'string') {
        if (value === POPULAR)
            return;
        const hint = NEIGHBOUR_NAMES.includes(value) ? `; for one neighbour write [${value}]` : didYouMean(value, [POPULAR]);
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
        if (!NEIGHBOUR_NAMES.includes(name))
            return issue(path, `unknown neighbour \`${name}\`${didYouMean(name, NEIGHBOUR_NAMES)} (neighbours: ${known()})`);
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
        return NEIGHBOUR_NAMES.filter((name) => serverNamed(name, servers) === undefined).map((name) => ({ name, ...where }));
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
        if (!(0,yaml_dist/* isMap */.jh)(node))
            return true;
        const dup = node.items.find((pair) => (0,yaml_dist/* isScalar */.jn)(pair.key) && pair.key.range?.[0] === offset);
        if (!dup)
            return true;
        const key = String(dup.key.value);
        const first = node.items.find((pair) => (0,yaml_dist/* isScalar */.jn)(pair.key) && String(pair.key.value) === key);
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
        if ((0,yaml_dist/* isCollection */.P3)(node))
            for (let i = node.items.length - 1; i >= 0; i--)
                stack.push(node.items[i]);
        else if ((0,yaml_dist/* isPair */.tO)(node))
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
        throw new ManifestError([{ file, line: 1, col: 1, message: `the manifest has ${formatCount(bytes)} bytes; at most ${formatCount(MAX_MANIFEST_BYTES)} are read` }]);
    }
    const lines = new yaml_dist/* LineCounter */.HN();
    const doc = (0,yaml_dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
    if (doc.errors.length > 0) {
        throw new ManifestError(doc.errors.map((e) => {
            const at = e.linePos?.[0] ?? { line: 1, col: 1 };
            const dup = e.code === 'DUPLICATE_KEY' ? duplicateAt(doc, e.pos[0]) : undefined;
            const duplicate = dup && { key: dup.key, firstLine: dup.first === undefined ? undefined : lines.linePos(dup.first).line };
            return { file, line: at.line, col: at.col, message: syntaxMessage(e.code, e.message, duplicate) };
        }));
    }
    const structural = structureIssue(doc);
    if (structural) {
        const at = lines.linePos(structural.node.range?.[0] ?? 0);
        throw new ManifestError([{ file, line: at.line, col: at.col, message: structural.message }]);
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
    const children = (node) => ((0,yaml_dist/* isCollection */.P3)(node) ? node.items.flatMap((item) => ((0,yaml_dist/* isPair */.tO)(item) ? [item.key, item.value] : [item])) : []);
    const stack = [];
    const enter = (node, depth) => {
        if (depth > MAX_DEPTH)
            return { node, message: `nested more than ${MAX_DEPTH} levels deep` };
        if (node.anchor)
            anchors.set(node.anchor, node);
        if ((0,yaml_dist/* isMap */.jh)(node)) {
            const complex = node.items.find((pair) => pair.key !== null && !(0,yaml_dist/* isScalar */.jn)(pair.key));
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
        if (child === null || child === undefined || !((0,yaml_dist/* isScalar */.jn)(child) || (0,yaml_dist/* isCollection */.P3)(child) || (0,yaml_dist/* isAlias */.Vj)(child)))
            continue;
        if ((0,yaml_dist/* isAlias */.Vj)(child)) {
            const target = anchors.get(child.source);
            if (!target)
                return { node: child, message: `the alias \`*${child.source}\` has no anchor \`&${child.source}\` before it` };
            const size = expanded.get(target);
            if (!size)
                return { node: child, message: `the alias \`*${child.source}\` is inside the node it refers to: it would repeat forever` };
            aliasNodes += size.size;
            if (aliasNodes > MAX_ALIAS_NODES) {
                return { node: child, message: `aliases expand to more than ${formatCount(MAX_ALIAS_NODES)} nodes here (an alias bomb?): write the values out or use fewer aliases` };
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
    // `catalog: lock.json#server` reads lock.json.
    const target = (0,external_node_path_.resolve)(from, entry.key === 'catalog' ? splitCatalogRef(entry.value).file : entry.value);
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
        throw new ManifestError(issues.sort((a, b) => a.line - b.line || a.col - b.col));
}

;// CONCATENATED MODULE: ./src/manifest/per-engine.ts
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

;// CONCATENATED MODULE: ./src/manifest/load.ts






// Precompiled from the schema (npm run schema): compiling it at every start took about 300 ms.







const DEFAULT_MANIFEST = '.github/mcp-tool-rank.yml';
const DEFAULT_LOCK = 'mcp-tools.lock.json';
const DEFAULT_TIMEOUT_MS = 30_000;
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
            if ((0,yaml_dist/* isMap */.jh)(node)) {
                const pair = node.items.find((p) => (0,yaml_dist/* isPair */.tO)(p) && (0,yaml_dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(segment));
                if (!pair)
                    break;
                keyNode = pair.key;
                node = pair.value;
            }
            else if ((0,yaml_dist/* isSeq */.oP)(node) && typeof segment === 'number') {
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
        return { path: [...path, name], key: true, message: `unknown lint rule \`${name}\`${didYouMean(name, known)} (rules: ${known.join(', ')})` };
    }
    switch (error.keyword) {
        case 'additionalProperty':
        case 'additionalProperties': {
            const prop = String(p.additionalProperty);
            const known = Object.keys(error.parentSchema.properties ?? {});
            const field = lastKey(path);
            if (field !== undefined && PER_ENGINE_KEYS.has(field) && path[path.length - 1] === field) {
                return { path: [...path, prop], key: true, message: `unknown engine \`${prop}\` in \`${field}\`${didYouMean(prop, known)} (engines: ${known.join(', ')}, or family@client-version)` };
            }
            return { path: [...path, prop], key: true, message: `unknown key \`${prop}\`${didYouMean(prop, known)}` };
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
    const familyNames = new Set(listEngines().map((e) => e.family));
    for (const [key, v] of Object.entries(raw)) {
        if (familyNames.has(key)) {
            families[key] = v;
            continue;
        }
        let id;
        try {
            id = registry_resolveEngine(key).id;
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
    const engines = raw.engines ?? [...DEFAULT_ENGINES];
    /** Engine ids as written, resolved; unknown ones are reported and left out. */
    const checkEngines = (ids, path) => ids.flatMap((id, i) => {
        try {
            return [registry_resolveEngine(id).id];
        }
        catch (err) {
            issue([...path, i], err.message);
            return [];
        }
    });
    const manifestEngines = checkEngines(engines, ['engines']);
    const maxResults = resolvePerEngine(raw.max_results, ['max_results'], issue);
    const cutOf = (id) => {
        const engine = registry_resolveEngine(id);
        return forEngine(maxResults?.value, engine) ?? engine.defaultMaxResults;
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
            const problem = (0,duration/* timeoutProblem */.n4)(String(server.timeout), (0,duration/* parseDuration */.E9)(server.timeout));
            if (problem)
                issue(['servers', name, 'timeout'], `\`timeout\` ${problem}`);
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
            for (const id of new Set([...queryEngines, ...(enginesOf(rank.value) ?? [])])) {
                const engine = registry_resolveEngine(id);
                const r = forEngine(rank.value, engine);
                const cut = cutOf(id);
                if (r === undefined || r <= cut)
                    continue;
                const entry = entryFor(rank.value, engine);
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
        engines: raw.engines ?? [...DEFAULT_ENGINES],
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
        throw new ManifestError([{ file, line: 1, col: 1, message: 'the manifest must be a mapping with `version`, `servers` and `queries`' }]);
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
        throw new ManifestError(sortIssues(issues));
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
        throw new ManifestError([{ file, line: 1, col: 1, message: code === 'ENOENT' ? 'manifest not found (create it, or pass --config)' : `cannot read the manifest: ${(0,file_error/* fileErrorText */.U)(err)}` }]);
    }
    const manifest = parseManifest(text, file);
    if (workDir !== undefined)
        await confinePaths(manifest, workDir);
    return manifest;
}

;// CONCATENATED MODULE: ./src/advice/advise.ts
/**
 * Advice for a failing expectation: the smallest edit to the expected tool (words at the
 * start of its description, or in its search hint where the engine reads hints) that puts
 * it within the cut, with the rank it then gets. Every candidate edit is applied to a copy
 * of the catalog, which the engine prepares and searches again: the projected rank is the
 * engine's own answer, not an estimate. Pure and synchronous.
 */





/** The fields an engine scores that an author can add words to. */
function editableFields(engine) {
    return engine.readsSearchHint ? ['description', 'searchHint'] : ['description'];
}
/** The catalog with the edits applied: words put at the start of the description, or of the search hint. */
function applyEdits(catalog, edits) {
    if (edits.length === 0)
        return catalog;
    const byTool = groupBy(edits, (e) => e.tool);
    return { servers: catalog.servers, tools: catalog.tools.map((t) => editTool(t, byTool.get(t.id))) };
}
function editTool(tool, edits) {
    if (!edits)
        return tool;
    const out = { ...tool };
    for (const e of edits) {
        if (e.add.length === 0)
            continue;
        const words = e.add.join(' ');
        if (e.field === 'description') {
            out.description = out.description ? `${sanitizeString(words)} ${out.description}` : sanitizeString(words);
            out.rawDescription = typeof out.rawDescription === 'string' && out.rawDescription !== '' ? `${words} ${out.rawDescription}` : words;
        }
        else {
            out.searchHint = normalizeSearchHint(`${words} ${out.searchHint ?? ''}`);
        }
    }
    return out;
}
const FIELD_SCORED = { description: 'description', searchHint: 'hint' };
function outcomeOf(result, tool, within) {
    const ranked = result.ranking.find((r) => r.tool === tool);
    const rank = ranked?.rank ?? null;
    return { rank, score: ranked?.score ?? 0, pass: rank !== null && rank <= within && result.results.includes(tool) };
}
/** a is a better step than b: passes; then fewer words; then a description edit (every client reads it); then rank, score, shorter word. */
function better(a, b) {
    if (!b)
        return true;
    if (a.o.pass !== b.o.pass)
        return a.o.pass;
    const hints = (c) => c.filter((x) => x.field === 'searchHint').length;
    if (a.o.pass) {
        if (a.c.length !== b.c.length)
            return a.c.length < b.c.length;
        if (hints(a.c) !== hints(b.c))
            return hints(a.c) < hints(b.c);
    }
    const ra = a.o.rank ?? Infinity;
    const rb = b.o.rank ?? Infinity;
    if (ra !== rb)
        return ra < rb;
    if (a.o.score !== b.o.score)
        return a.o.score > b.o.score;
    if (hints(a.c) !== hints(b.c))
        return hints(a.c) < hints(b.c);
    return a.c.reduce((n, x) => n + x.term.length, 0) < b.c.reduce((n, x) => n + x.term.length, 0);
}
function points(breakdown) {
    return [...groupBy(breakdown, (c) => c.term)]
        .map(([t, list]) => `"${t}": ${list.map((c) => `${c.field} +${Number.isInteger(c.points) ? c.points : c.points.toFixed(2)}`).join(', ')}`)
        .join('; ');
}
/** A kept result leaves out some of the tools that scored: the whole ranking is searched again. */
function isPartial(result) {
    return result.scored !== undefined && result.scored > result.ranking.length;
}
/** The whole ranking of a kept result, searched once however many of its expectations ask. */
const wholeOf = new WeakMap();
function wholeRanking(input, kept) {
    let whole = wholeOf.get(kept);
    if (!whole)
        wholeOf.set(kept, (whole = input.engine.search(input.prepared ?? input.engine.prepare(input.catalog), input.query, { maxResults: input.maxResults })));
    return whole;
}
/** The ids of the tools the engine's client knows by the same name as `tool` (it among them), or none. */
function sameNameAs(engine, catalog, tool) {
    for (const tools of engine.nameCollisions?.(catalog).values() ?? [])
        if (tools.some((t) => t.id === tool))
            return new Set(tools.map((t) => t.id));
    return new Set();
}
/**
 * The smallest edit that makes a failing expectation pass under one engine, or why none
 * can. Undefined when the query does not go through keyword scoring (`select:`, an exact
 * name, a `mcp__` prefix, a query the client rejects), where no description edit matters.
 */
function adviseExpectation(input) {
    const { catalog, engine, query, tool, within, maxResults } = input;
    const target = catalog.tools.find((t) => t.id === tool);
    if (!target)
        return undefined;
    const local = engine.localScoring;
    let base;
    try {
        base = input.result ?? engine.search(input.prepared ?? engine.prepare(catalog), query, { maxResults });
        if (base.mode !== 'keyword')
            return undefined;
        // Engines that score each tool on its own text are re-ranked from every tool's score.
        if (local && isPartial(base))
            base = wholeRanking(input, base);
    }
    catch (err) {
        if (err instanceof types_EngineQueryError)
            return undefined;
        throw err;
    }
    const before = outcomeOf(base, tool, within);
    if (before.pass)
        return undefined;
    if (engine.firstPageOnly && target.page > 1) {
        return {
            unreachable: true,
            neighbour: null,
            bestRank: null,
            reason: `${sanitize_shortToolName(tool)} is on page ${target.page} of tools/list, and ${engine.id} reads page 1 only: list every tool on one page`
        };
    }
    const words = engine.queryTerms(query);
    const own = local ? (base.ranking.find((r) => r.tool === tool)?.breakdown ?? []) : [];
    const candidates = editableFields(engine).flatMap((field) => words.filter((term) => !own.some((c) => c.term === term && c.field === FIELD_SCORED[field])).map((term) => ({ term, field })));
    // Content words first: "of" in a search hint may reach the cut, but it is not advice.
    const content = candidates.filter((c) => !STOP_WORDS.has(c.term));
    // Only the edited tool's place is read: the engine orders the rest only down to the cut.
    const keep = { top: within, tools: [tool] };
    const search = (from, edits, options) => {
        const edited = applyEdits(from, edits);
        // The whole catalog edited: from what the engine already prepared, where it can.
        const prepared = from === catalog && input.prepared && engine.prepareEdited
            ? engine.prepareEdited(input.prepared, edited, edited.tools.filter((t, i) => t !== from.tools[i]))
            : engine.prepare(edited);
        return engine.search(prepared, query, options);
    };
    // Codex's BM25 depends on every document: the whole catalog is searched again. The last
    // search is kept: the first one, with every word added, says why nothing passes.
    let last;
    let rankEdited = (edits) => outcomeOf((last = search(catalog, edits, { maxResults, keep })), tool, within);
    const sameName = local ? sameNameAs(engine, catalog, tool) : new Set();
    if (local) {
        // Every other tool keeps its score (each scores on its own text): the edited tool, ranked
        // alone, gives its new score; the tools scoring more stay ahead (counted), the ones scoring
        // less stay behind; only those it ties with, and those the client knows by its name (only
        // one of them can be returned), are ranked with it for the client's order.
        const others = base.ranking.filter((r) => r.tool !== tool);
        const alone = { servers: catalog.servers, tools: [target] };
        rankEdited = (edits) => {
            const mine = search(alone, edits, { maxResults }).ranking.find((r) => r.tool === tool);
            if (!mine)
                return { rank: null, score: 0, pass: false };
            let ahead = 0;
            const contested = new Set([tool]);
            for (const r of others) {
                if (sameName.has(r.tool) || r.score === mine.score)
                    contested.add(r.tool);
                else if (r.score > mine.score)
                    ahead++;
            }
            const ranked = search(subCatalog(catalog, contested), edits, { maxResults }).ranking.find((r) => r.tool === tool);
            const rank = ranked ? ranked.rank + ahead : null;
            return { rank, score: mine.score, pass: rank !== null && rank <= within && rank <= maxResults };
        };
    }
    const cache = new Map();
    const rankWith = (cands) => {
        const edits = toEdits(tool, cands, words);
        const key = edits.map((e) => `${e.field}:${e.add.join(' ')}`).join('\n');
        let o = cache.get(key);
        if (!o)
            cache.set(key, (o = rankEdited(edits)));
        return o;
    };
    const all = candidates.length ? rankWith(candidates) : before;
    if (!all.pass) {
        // Why not: the ranking with every word added, of the tools that can rank at or ahead of
        // the edited one (for local scoring: its namesakes and those scoring at least as much).
        const among = local ? contenders(catalog, base, tool, all.rank === null ? null : all.score, sameName) : catalog;
        const result = !local && last ? last : search(among, toEdits(tool, candidates, words), { maxResults, keep });
        const widest = outcomeOf(result, tool, within);
        if (!widest.pass)
            return unreachable(engine, tool, within, widest, result);
    }
    const pool = content.length && rankWith(content).pass ? content : candidates;
    // Greedy, smallest first: add the word that helps most until the tool passes, then drop
    // any word the others do not need.
    let chosen = [];
    let outcome = before;
    let remaining = [...pool];
    while (remaining.length > 0 && !outcome.pass) {
        let best;
        for (const c of remaining) {
            const trial = [...chosen, c];
            const o = rankWith(trial);
            if (better({ o, c: trial }, best))
                best = { o, c: trial, pick: c };
        }
        chosen = best.c;
        outcome = best.o;
        remaining = remaining.filter((c) => c !== best.pick);
    }
    for (const c of [...chosen]) {
        if (chosen.length === 1)
            break;
        const without = chosen.filter((x) => x !== c);
        const o = rankWith(without);
        if (o.pass) {
            chosen = without;
            outcome = o;
        }
    }
    return { edits: toEdits(tool, chosen, words), projectedRank: outcome.rank };
}
/**
 * The tools an edit of `tool` is ranked among under local scoring: the tools that scored (the
 * rest stay behind) and `tool`; when its edited score is known, only the tools scoring at least
 * as much and its namesakes, which hold every place down to its own.
 */
function contenders(catalog, base, tool, score, sameName) {
    const ids = new Set(base.ranking.filter((r) => score === null || r.score >= score || sameName.has(r.tool)).map((r) => r.tool));
    ids.add(tool);
    return subCatalog(catalog, ids);
}
/** The places of a catalog's tools, by id (a server may list a name twice). */
const placesIn = new WeakMap();
/** The catalog's tools of `ids`, in catalog order (the client's order for ties), found by id rather than by a pass over the catalog. */
function subCatalog(catalog, ids) {
    let places = placesIn.get(catalog);
    if (!places)
        placesIn.set(catalog, (places = groupBy(catalog.tools.keys(), (i) => catalog.tools[i].id)));
    const at = [...ids].flatMap((id) => places.get(id) ?? []).sort((a, b) => a - b);
    return { servers: catalog.servers, tools: at.map((i) => catalog.tools[i]) };
}
function unreachable(engine, tool, within, all, result) {
    const at = result.ranking[Math.min(within, result.ranking.length) - 1];
    const neighbour = at && at.tool !== tool ? at : result.ranking.find((r) => r.tool !== tool && (all.rank === null || r.rank < all.rank));
    const fields = editableFields(engine)
        .map((f) => (f === 'description' ? 'its description' : 'its search hint'))
        .join(' and ');
    if (all.rank === null) {
        return {
            unreachable: true,
            neighbour: neighbour?.tool ?? null,
            bestRank: null,
            reason: `${sanitize_shortToolName(tool)} does not rank under ${engine.id} even with every query word in ${fields}${neighbour ? `; ${sanitize_shortToolName(neighbour.tool)} takes its place` : ''}`
        };
    }
    const promoted = neighbour?.breakdown.filter((c) => c.field === 'promotion').map((c) => `"${c.term}"`);
    if (neighbour && promoted?.length) {
        return {
            unreachable: true,
            neighbour: neighbour.tool,
            bestRank: all.rank,
            reason: `${sanitize_shortToolName(neighbour.tool)} is promoted ahead of every text match because ${promoted.join(', ')} ${promoted.length === 1 ? 'is' : 'are'} part of its name; with every query word in ${fields}, ${sanitize_shortToolName(tool)} reaches #${all.rank}`
        };
    }
    return {
        unreachable: true,
        neighbour: neighbour?.tool ?? null,
        bestRank: all.rank,
        reason: `with every query word in ${fields}, ${sanitize_shortToolName(tool)} reaches #${all.rank} (score ${fmt(all.score)}); ` +
            (neighbour
                ? `${sanitize_shortToolName(neighbour.tool)} ${neighbour.score === all.score ? 'ties with' : 'stays ahead with'} ${fmt(neighbour.score)} (${points(neighbour.breakdown)})${neighbour.score === all.score ? ' and comes first in the client\'s tool order' : ''}`
                : 'the tools ahead of it score more')
    };
}
function fmt(n) {
    return Number.isInteger(n) ? String(n) : n.toFixed(3);
}
/** Candidates grouped into one edit per field, words in query order. */
function toEdits(tool, cands, order) {
    const edits = [];
    for (const field of ['description', 'searchHint']) {
        const add = order.filter((w) => cands.some((c) => c.field === field && c.term === w));
        if (add.length)
            edits.push({ tool, field, add });
    }
    return edits;
}

;// CONCATENATED MODULE: ./src/evaluate/kept-ranking.ts
/** At least this many tools from the top are kept, whatever the cut (the comment's explanation shows them). */
const KEPT_HEAD = 5;
/** Tools kept ahead of an expected tool that misses. */
const KEPT_AHEAD = 20;
/** The tie at the cut as a report keeps it: the tools past the cut listed up to 20, the rest counted. */
function keptCutTie(tie) {
    if (tie.outside.length <= KEPT_AHEAD)
        return tie;
    return { ...tie, outside: tie.outside.slice(0, KEPT_AHEAD), more: tie.outside.length - KEPT_AHEAD + (tie.more ?? 0) };
}
/** How many places from the top a query can keep: the cut, at least 5, and 20 when an expected tool may miss. */
function keptTop(maxResults, expects) {
    return Math.max(maxResults, KEPT_HEAD, expects ? KEPT_AHEAD : 0);
}
/**
 * The part of a ranking a report keeps. A full ranking per query is quadratic in size on a
 * large catalog (every tool that shares one word with the query), so a query keeps: the
 * first `max(cut, 5)` tools; every expected and forbidden tool wherever it ranks; and, when
 * an expected tool misses, the first 20 tools ranked ahead of it. Best first, as in the
 * ranking. (The tools tied at the cut are named in the result's `cutTie`.)
 */
function keptRanking(input) {
    const { ranking, maxResults } = input;
    let headEnd = Math.max(maxResults, KEPT_HEAD);
    for (const rank of input.missingRanks)
        headEnd = Math.max(headEnd, Math.min(KEPT_AHEAD, rank === null ? KEPT_AHEAD : rank - 1));
    const extra = new Set([...input.results, ...input.subjects]);
    return ranking.filter((r) => r.rank <= headEnd || extra.has(r.tool));
}

;// CONCATENATED MODULE: ./src/evaluate/resolve.ts



function nameForms(name, raw) {
    return [raw, name, normalizeNamePart(name)];
}
/** Why `ref` names several tools, and what to change: the manifest, or the server. */
function ambiguity(ref, tools) {
    const listed = tools.map((t) => `\`${t.rawServer}/${t.rawName}\``).join(', ');
    const servers = new Set(tools.map((t) => t.rawServer));
    if (servers.size === 1) {
        // No reference can tell them apart: the server lists one name (or names that clients make one) twice.
        return `\`${ref}\` names ${tools.length} tools of server \`${[...servers][0]}\` (${listed}): a client keeps only one of them; rename the others in the server`;
    }
    const qualified = ref.startsWith('mcp__') || ref.includes('/');
    return `\`${ref}\` is ambiguous: ${listed}; ${qualified ? 'write it as one of these exactly' : 'qualify it as server/tool'}`;
}
const indexes = new WeakMap();
function add(map, key, tool) {
    const list = map.get(key);
    if (!list)
        map.set(key, [tool]);
    else if (list[list.length - 1] !== tool)
        list.push(tool);
}
/** Tools by the keys a reference names them by, built once per catalog: a manifest has many references. */
function refIndex(tools) {
    let index = indexes.get(tools);
    if (!index) {
        index = { byId: new Map(), byLowerId: new Map(), byName: new Map() };
        for (const t of tools) {
            add(index.byId, t.id, t);
            add(index.byLowerId, t.id.toLowerCase(), t);
            for (const form of nameForms(t.name, t.rawName))
                add(index.byName, form, t);
        }
        indexes.set(tools, index);
    }
    return index;
}
/**
 * A manifest tool reference: `tool`, `server/tool` or `mcp__server__tool`. A bare name that
 * more than one server lists is ambiguous; the message lists the qualified forms.
 */
function resolveToolRef(ref, catalog) {
    const tools = catalog.tools;
    const index = refIndex(tools);
    let matches;
    if (ref.startsWith('mcp__')) {
        matches = index.byId.get(ref) ?? index.byLowerId.get(ref.toLowerCase()) ?? [];
    }
    else if (ref.includes('/')) {
        const slash = ref.indexOf('/');
        const server = ref.slice(0, slash);
        const tool = ref.slice(slash + 1);
        matches = (index.byName.get(tool) ?? []).filter((t) => nameForms(t.server, t.rawServer).includes(server));
    }
    else {
        matches = index.byName.get(ref) ?? [];
    }
    let unique = [...new Set(matches)];
    // A name that a bundled neighbour lists too means the user's own tool.
    if (unique.length > 1) {
        const neighbours = new Set(catalog.servers.filter((s) => s.source === 'neighbour').map((s) => s.name));
        const own = unique.filter((t) => !neighbours.has(t.rawServer));
        if (own.length === 1)
            unique = own;
    }
    if (unique.length === 1)
        return { tool: unique[0] };
    if (unique.length > 1)
        return { error: ambiguity(ref, unique), ambiguous: unique };
    const candidates = ref.startsWith('mcp__') ? tools.map((t) => t.id) : ref.includes('/') ? tools.map((t) => `${t.rawServer}/${t.rawName}`) : tools.map((t) => t.rawName);
    const hint = nearest(ref, candidates);
    const servers = catalog.servers.map((s) => `\`${s.name}\``).join(', ');
    return { error: `no server lists a tool \`${ref}\`${hint ? `, did you mean \`${hint}\`?` : ` (servers: ${servers})`}` };
}
/** Manifest references that named no tool, with the catalog they were resolved against (a base diff can say which were renamed). */
class UnresolvedToolsError extends ManifestError {
    unresolved;
    catalog;
    constructor(issues, 
    /** Each reference that named no tool, by the index of its issue. */
    unresolved, catalog) {
        super(issues);
        this.unresolved = unresolved;
        this.catalog = catalog;
    }
}

;// CONCATENATED MODULE: ./src/evaluate/neighbours.ts
/** How many neighbour tools a crowded expectation names, and how many words each. */
const CROWDING_TOOLS = 5;
const CROWDING_TERMS = 3;
/** The catalog without its neighbours, or undefined when it has none. Neighbours connect last, so the rest keep their indexes. */
function splitNeighbours(catalog) {
    const servers = catalog.servers.filter((s) => s.source === 'neighbour').map((s) => s.name);
    if (servers.length === 0)
        return undefined;
    const names = new Set(servers);
    const own = catalog.tools.filter((t) => !names.has(t.rawServer));
    return {
        alone: { servers: catalog.servers.filter((s) => s.source !== 'neighbour'), tools: own },
        tools: new Set(catalog.tools.filter((t) => names.has(t.rawServer)).map((t) => t.id)),
        servers
    };
}
function standingOf(e) {
    return { rank: e.rank, score: e.score, pass: e.pass };
}
/** A tool's points per query word, summed over the fields the engine's breakdown lists. */
function termPoints(r) {
    const byTerm = new Map();
    for (const c of r.breakdown)
        byTerm.set(c.term, (byTerm.get(c.term) ?? 0) + c.points);
    return [...byTerm]
        .map(([term, points]) => ({ term, points }))
        .filter((t) => t.points > 0)
        .sort((a, b) => b.points - a.points)
        .slice(0, CROWDING_TERMS);
}
/**
 * The neighbours' tools ranked above the expected tool (or, when it did not score, within the
 * cut), best first, when the neighbours cost it something: it fails with them, or ranks worse
 * than alone. `rankingTo(n)` is the ranking with neighbours, complete down to place n (0: as
 * searched, its kept head).
 */
function crowdingOf(e, alone, mine, rankingTo, neighbourTools) {
    if (e.kind !== 'expect' || e.alwaysLoaded)
        return undefined;
    const worse = alone.rank !== null && (mine.rank === null || mine.rank > alone.rank);
    if (mine.pass && !worse)
        return undefined;
    const neighboursIn = (ranked) => ranked.filter((r) => neighbourTools.has(r.tool)).slice(0, CROWDING_TOOLS);
    const head = rankingTo(0);
    let crowd;
    if (mine.rank === null) {
        crowd = neighboursIn(head.ranking.filter((r) => head.results.includes(r.tool)));
    }
    else {
        // The kept head often names enough of them: the rest of the ranking ahead is searched only when it does not.
        const ahead = contiguousHead(head.ranking).filter((r) => r.rank < mine.rank);
        crowd = neighboursIn(ahead);
        if (crowd.length < CROWDING_TOOLS && ahead.length < mine.rank - 1)
            crowd = neighboursIn(rankingTo(mine.rank - 1).ranking.slice(0, mine.rank - 1));
    }
    return crowd.length ? crowd.map((r) => ({ tool: r.tool, rank: r.rank, score: r.score, terms: termPoints(r) })) : undefined;
}
/** The places of a kept ranking that follow each other from #1 (the tools kept past them, by rank, do not). */
function contiguousHead(ranking) {
    const gap = ranking.findIndex((r, i) => r.rank !== i + 1);
    return gap === -1 ? ranking : ranking.slice(0, gap);
}
/**
 * The expected tool makes its place only because it ties with neighbours' tools that the
 * client holds after it: were the neighbours connected first, it would fall behind them and
 * below the place it needs. (Ties keep the client's tool order; not for clients that order
 * ties at random.)
 */
function dependsOnOrder(e, rankingTo, neighbourTools) {
    if (e.kind !== 'expect' || e.alwaysLoaded || e.rank === null || e.rank > e.within || neighbourTools.has(e.tool))
        return false;
    const head = rankingTo(0);
    if (head.randomTies)
        return false;
    const rank = e.rank;
    const tiedBehind = (result) => result.ranking.filter((r) => r.rank > rank && r.score === e.score && neighbourTools.has(r.tool)).length;
    if (rank + tiedBehind(head) > e.within)
        return true;
    // A kept head that ends inside the tie may leave tied neighbours out: count them in the whole ranking.
    const last = contiguousHead(head.ranking).at(-1);
    return last?.score === e.score && rank + tiedBehind(rankingTo(Infinity)) > e.within;
}
/** Queries that pass, of those with expectations that are not known failures, under one view's statuses. */
function passCount(queries, view) {
    const statuses = queries.map((q) => q.neighbours?.[view] ?? q.status);
    const judged = statuses.filter((s) => s === 'pass' || s === 'fail' || s === 'fixed');
    return { passed: judged.filter((s) => s !== 'fail').length, judged: judged.length };
}

;// CONCATENATED MODULE: ./src/evaluate/evaluate.ts







/**
 * Resolves every tool reference against the catalog; all failures become one ManifestError.
 * With `pendingServers`, references that may still name a tool of those (not yet listed)
 * servers are left for later, so catalog-only mistakes surface before anything starts.
 */
function bindQueries(manifest, catalog, pendingServers = new Set()) {
    const issues = [];
    const unresolved = new Map();
    const neighbourServers = new Set(catalog.servers.filter((s) => s.source === 'neighbour').map((s) => s.name));
    const bind = (refs) => refs.flatMap((ref) => {
        const r = resolveToolRef(ref.ref, catalog);
        if ('tool' in r)
            return [{ ...ref, tool: r.tool.id, alwaysLoad: r.tool.alwaysLoad }];
        // Ambiguous among neighbours only: a server not yet listed may have it, and then it is that one.
        const amongNeighbours = r.ambiguous?.every((t) => neighbourServers.has(t.rawServer)) ?? false;
        if (!mayBePending(ref.ref, pendingServers) || (r.ambiguous && !amongNeighbours)) {
            if (!r.ambiguous)
                unresolved.set(issues.length, ref);
            issues.push({ file: manifest.file, line: ref.line, col: ref.col, message: r.error });
        }
        return [];
    });
    const bound = manifest.queries.map((spec) => ({ spec, expect: bind(spec.expect), forbid: bind(spec.forbid) }));
    if (issues.length > 0)
        throw new UnresolvedToolsError(issues, unresolved, catalog);
    return bound;
}
function mayBePending(ref, pending) {
    if (pending.size === 0)
        return false;
    const qualified = /^mcp__(.+?)__/.exec(ref)?.[1] ?? (ref.includes('/') ? ref.slice(0, ref.indexOf('/')) : undefined);
    if (qualified === undefined)
        return true;
    return [...pending].some((s) => s === qualified || s.replace(/[^A-Za-z0-9_-]/g, '_') === qualified);
}
/** Tools tied at the cut, from the engine when it says (or keeps only part of the ranking), else from the ranking. */
function cutTieOf(result, maxResults) {
    if (result.cutTie || result.randomTies || result.scored !== undefined)
        return result.cutTie;
    if (result.mode !== 'keyword' || result.ranking.length <= maxResults)
        return undefined;
    const last = result.ranking[maxResults - 1];
    const first = result.ranking[maxResults];
    if (last.score !== first.score)
        return undefined;
    const tied = result.ranking.filter((r) => r.score === last.score);
    return {
        score: last.score,
        inside: tied.filter((r) => r.rank <= maxResults).map((r) => r.tool),
        outside: tied.filter((r) => r.rank > maxResults).map((r) => r.tool)
    };
}
function check(ref, kind, result, within, cutTie, alwaysLoadVisible) {
    const ranked = result.ranking.find((r) => r.tool === ref.tool);
    const returned = result.results.includes(ref.tool);
    const alwaysLoaded = alwaysLoadVisible && ref.alwaysLoad;
    const rank = ranked?.rank ?? null;
    const visible = alwaysLoaded || (returned && rank !== null && rank <= within);
    const fragile = !alwaysLoaded && cutTie !== undefined && (cutTie.inside.includes(ref.tool) || cutTie.outside.includes(ref.tool));
    return {
        kind,
        ref: ref.ref,
        tool: ref.tool,
        line: ref.line,
        col: ref.col,
        rank,
        score: ranked?.score ?? null,
        within,
        pass: kind === 'expect' ? visible : !(alwaysLoaded || returned),
        fragile,
        alwaysLoaded
    };
}
/** The engine's answer, or the client's own rejection of the query as an empty answer. */
function searchQuery(engine, prepared, query, maxResults, keep) {
    try {
        return { result: engine.search(prepared, query, { maxResults, ...(keep ? { keep } : {}) }) };
    }
    catch (err) {
        if (!(err instanceof types_EngineQueryError))
            throw err;
        return { result: { results: [], ranking: [], mode: 'keyword' }, error: err.message };
    }
}
function checkAll(engine, bound, result, maxResults) {
    const cutTie = cutTieOf(result, maxResults);
    const alwaysLoadVisible = engine.loadsAlwaysLoad;
    const within = forEngine(bound.spec.rank, engine) ?? maxResults;
    const expectations = [
        ...bound.expect.map((r) => check(r, 'expect', result, within, cutTie, alwaysLoadVisible)),
        ...bound.forbid.map((r) => check(r, 'forbid', result, maxResults, cutTie, alwaysLoadVisible))
    ];
    return { expectations, ...(cutTie ? { cutTie } : {}) };
}
/**
 * Each expectation's standing alone and with neighbours, who crowds it, and ties the connect
 * order decides. Both sides are searched with the judged side's `keep`: the crowd and the ties
 * are read from the head of the ranking with neighbours, and only an expectation that needs
 * more of it (ranked past the kept head) has that ranking searched in full.
 */
function addNeighbourViews(engine, bound, maxResults, judged, other, keep) {
    const { result: otherResult } = searchQuery(engine, other.prepared, bound.spec.query, maxResults, keep);
    const otherChecked = checkAll(engine, bound, otherResult, maxResults);
    const aloneJudged = other.judge === 'alone';
    let withNeighbours = aloneJudged ? otherResult : judged.result;
    /** How far down the ranking with neighbours is complete. */
    let depth = keep ? keep.top : Infinity;
    /** The ranking with neighbours down to `rank` (searched again, down to there, when the kept head is shorter). */
    const withNeighboursTo = (rank) => {
        if (keep && rank > depth) {
            const deeper = Number.isFinite(rank) ? { top: rank, tools: keep.tools } : undefined;
            withNeighbours = searchQuery(engine, aloneJudged ? other.prepared : judged.prepared, bound.spec.query, maxResults, deeper).result;
            depth = rank;
        }
        return withNeighbours;
    };
    judged.expectations.forEach((e, i) => {
        const mine = standingOf(e);
        const theirs = standingOf(otherChecked.expectations[i]);
        const alone = aloneJudged ? mine : theirs;
        const withN = aloneJudged ? theirs : mine;
        const crowdedBy = crowdingOf(e, alone, withN, withNeighboursTo, other.split.tools);
        // Only a judged result can depend on the connect order: judged alone, no neighbour is connected.
        const orderDependent = !aloneJudged && dependsOnOrder(e, withNeighboursTo, other.split.tools);
        e.neighbours = { alone, withNeighbours: withN, ...(crowdedBy ? { crowdedBy } : {}), ...(orderDependent ? { orderDependent } : {}) };
    });
}
function runEngine(engine, prepared, bound, maxResults, options, other) {
    // The engine orders and explains only what the report keeps, unless the whole ranking is
    // wanted (on request, or for the neighbours' view, which reads the tools ahead of each one).
    const subjects = [...bound.expect, ...bound.forbid].map((r) => r.tool);
    const keep = options.fullRankings ? undefined : { top: keptTop(maxResults, bound.expect.length > 0), tools: subjects };
    const { result, error } = searchQuery(engine, prepared, bound.spec.query, maxResults, keep);
    const { expectations, cutTie } = checkAll(engine, bound, result, maxResults);
    if (other)
        addNeighbourViews(engine, bound, maxResults, { prepared, result, expectations }, other, keep);
    if (options.advice !== false && !error) {
        for (const e of expectations) {
            if (e.kind !== 'expect' || e.pass)
                continue;
            // The kept ranking holds the expected tool; advice searches the whole one if it needs it.
            const advice = adviseExpectation({ catalog: prepared.catalog, prepared, engine, query: bound.spec.query, tool: e.tool, within: e.within, maxResults, result });
            if (advice)
                e.advice = advice;
        }
    }
    const ranking = options.fullRankings
        ? result.ranking
        : keptRanking({
            ranking: result.ranking,
            results: result.results,
            maxResults,
            subjects: expectations.map((e) => e.tool),
            missingRanks: expectations.filter((e) => e.kind === 'expect' && !e.pass).map((e) => e.rank)
        });
    const clientNames = clientNamesOf(engine, prepared, ranking);
    return {
        engine: engine.id,
        maxResults,
        ...(clientNames ? { clientNames } : {}),
        mode: error ? 'error' : result.mode,
        results: result.results,
        ranking,
        scored: result.scored ?? result.ranking.length,
        expectations,
        pass: expectations.every((e) => e.pass),
        ...(cutTie ? { cutTie: options.fullRankings ? cutTie : keptCutTie(cutTie) } : {}),
        ...(error ? { error } : {})
    };
}
const toolsById = new WeakMap();
function clientNamesOf(engine, prepared, ranking) {
    if (!engine.clientName || ranking.length === 0)
        return undefined;
    let byId = toolsById.get(prepared.catalog);
    if (!byId)
        toolsById.set(prepared.catalog, (byId = new Map(prepared.catalog.tools.map((t) => [t.id, t]))));
    const names = {};
    for (const r of ranking) {
        const tool = byId.get(r.tool);
        const name = tool && engine.clientName(prepared, tool);
        if (tool && name && name !== tool.rawName && name !== tool.id)
            names[r.tool] = name;
    }
    return Object.keys(names).length ? names : undefined;
}
/**
 * Each engine's status under the query's `known_failure`, with `pass` saying whether an
 * engine's expectations hold (in the judged view, or alone, or with neighbours). A mark (the
 * value for every engine, or one key of a mapping) is no longer needed (`fixed`) only when
 * every engine it covers that the manifest runs the query with was run, and every engine it
 * covers that was run passes: with `--engine` narrowed, the engines left out may still need
 * it. Marks that cover no engine run are ignored.
 */
function engineStatuses(spec, configured, runs, pass) {
    const mark = spec.knownFailure;
    const judged = (r) => r.expectations.length > 0;
    const stale = (entry) => {
        const covers = (e) => entryFor(mark, e) === entry;
        const allRun = configured.filter(covers).every((c) => runs.some((x) => x.engine.id === c.id));
        return allRun && runs.filter((x) => covers(x.engine)).every((x) => judged(x.result) && pass(x.result));
    };
    return runs.map(({ engine, result: r }) => {
        const entry = entryFor(mark, engine);
        if (!judged(r))
            return 'report-only';
        if (!pass(r))
            return entry !== undefined ? 'known-failure' : 'fail';
        return entry !== undefined && stale(entry) ? 'fixed' : 'pass';
    });
}
const STATUS_ORDER = ['fail', 'known-failure', 'fixed', 'pass', 'report-only'];
/** A query's status: the worst of its engines'. */
function worstStatus(statuses) {
    return STATUS_ORDER.find((s) => statuses.includes(s)) ?? 'report-only';
}
/** The query's status in each view, when the expectations have both. */
function neighbourStatuses(spec, configured, runs) {
    const viewPass = (view) => (r) => r.expectations.every((e) => (e.neighbours?.[view] ?? e).pass);
    return {
        alone: worstStatus(engineStatuses(spec, configured, runs, viewPass('alone'))),
        withNeighbours: worstStatus(engineStatuses(spec, configured, runs, viewPass('withNeighbours')))
    };
}
/** Ranks every query with each of its engines and checks its expectations. */
function evaluate(manifest, catalog, options = {}) {
    const run = evaluation(manifest, catalog, options);
    return run.finish(run.bound.map(run.query));
}
/** How often a long ranking lets the event loop run: a signal (Ctrl-C) is handled within this. */
const YIELD_EVERY_MS = 50;
/**
 * As evaluate, but a long ranking lets the event loop run between queries, so that a signal
 * stops it at once and a progress line can move; `onProgress` hears how many are done.
 */
async function evaluateInterruptibly(manifest, catalog, options = {}) {
    const run = evaluation(manifest, catalog, options);
    const queries = [];
    let last = performance.now();
    for (const b of run.bound) {
        queries.push(run.query(b));
        if (performance.now() - last >= YIELD_EVERY_MS) {
            options.onProgress?.(queries.length, run.bound.length);
            await new Promise((resolve) => setImmediate(resolve));
            last = performance.now();
        }
    }
    return run.finish(queries);
}
/** One evaluation's parts: its bound queries, how one query is ranked, and the summary of all. */
function evaluation(manifest, fullCatalog, options) {
    const split = splitNeighbours(fullCatalog);
    const judge = options.judge ?? 'with-neighbours';
    // The judged catalog is ranked (with advice) as always; the other one only for its ranks.
    const catalog = split && judge === 'alone' ? split.alone : fullCatalog;
    const otherCatalog = split ? (judge === 'alone' ? fullCatalog : split.alone) : undefined;
    const bound = bindQueries(manifest, fullCatalog);
    /** The whole catalog's, which lint reuses; the catalog alone's, from it where the engine can (the same answers). */
    const cache = options.prepared ?? new Map();
    const aloneCache = new Map();
    /** The engines used, in order of first use (the report lists them so). */
    const used = new Map();
    const preparedFor = (engine, of) => {
        const store = of === fullCatalog ? cache : aloneCache;
        let prepared = store.get(engine.id);
        if (prepared?.catalog !== of) {
            prepared = prepareSubsetOf(engine, of, of === fullCatalog ? undefined : () => preparedFor(engine, fullCatalog));
            store.set(engine.id, prepared);
        }
        return prepared;
    };
    const engineFor = (id) => {
        const engine = registry_resolveEngine(id);
        used.set(engine.id, engine);
        return { engine, prepared: preparedFor(engine, catalog) };
    };
    if (bound.length === 0)
        (options.engines ?? manifest.engines).forEach(engineFor);
    const query = (b) => {
        const configured = (b.spec.engines ?? manifest.engines).map(registry_resolveEngine);
        const ids = options.engines ?? b.spec.engines ?? manifest.engines;
        const runs = ids.map((id) => {
            const { engine, prepared: p } = engineFor(id);
            const other = split && otherCatalog ? { prepared: preparedFor(engine, otherCatalog), judge, split } : undefined;
            return { engine, result: runEngine(engine, p, b, forEngine(manifest.maxResults, engine) ?? engine.defaultMaxResults, options, other) };
        });
        const statuses = engineStatuses(b.spec, configured, runs, (r) => r.pass);
        const results = runs.map(({ engine, result }, i) => {
            const reason = forEngine(b.spec.knownFailure, engine);
            return { ...result, ...(reason !== undefined ? { knownFailure: reason } : {}), status: statuses[i] };
        });
        const mark = b.spec.knownFailure;
        return {
            query: b.spec.query,
            line: b.spec.line,
            col: b.spec.col,
            ...(mark !== undefined && 'all' in mark ? { knownFailure: mark.all } : {}),
            status: worstStatus(statuses),
            engines: Object.fromEntries(results.map((r) => [r.engine, r])),
            ...(split ? { neighbours: neighbourStatuses(b.spec, configured, runs) } : {})
        };
    };
    const finish = (queries) => {
        const count = (s) => queries.filter((q) => q.status === s).length;
        const neighbours = split && {
            ...(options.neighbourSet ? { set: options.neighbourSet } : {}),
            servers: split.servers,
            judge,
            alone: passCount(queries, 'alone'),
            withNeighbours: passCount(queries, 'withNeighbours')
        };
        return {
            engines: [...used.values()].map((engine) => ({
                id: engine.id,
                family: engine.family,
                client: engine.client,
                versions: engine.versions,
                ...(engine.generation ? { generation: engine.generation } : {}),
                exact: engine.exact,
                defaultMaxResults: engine.defaultMaxResults
            })),
            ...(neighbours ? { neighbours } : {}),
            servers: fullCatalog.servers,
            toolCount: fullCatalog.tools.length,
            queries,
            summary: {
                queries: queries.length,
                passed: count('pass') + count('fixed'),
                failed: count('fail'),
                knownFailures: count('known-failure'),
                reportOnly: count('report-only'),
                fragile: queries.filter((q) => Object.values(q.engines).some((e) => e.expectations.some((x) => x.fragile && x.kind === 'expect' && x.pass))).length
            }
        };
    };
    return { bound, query, finish };
}

;// CONCATENATED MODULE: ./src/lint/util.ts




function isTarget(ctx, server) {
    return !ctx.targets || ctx.targets.has(server);
}
/** Tools whose server is linted, in catalog order. */
function targetTools(ctx) {
    return ctx.targets ? ctx.catalog.tools.filter((t) => isTarget(ctx, t.rawServer)) : ctx.catalog.tools;
}
/** Target tools grouped by server (manifest name), servers in catalog order. */
function toolsByServer(ctx) {
    return groupBy(targetTools(ctx), (t) => t.rawServer);
}
/** `server/tool`, the way reports name a tool: its manifest server and its name as listed. */
function util_label(tool) {
    return `${tool.rawServer}/${tool.name}`;
}
/** Lists at most `max` items, then "and N more". */
function listSome(items, max = 4) {
    if (items.length <= max)
        return items.join(', ');
    return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
/** Shortens text to `max` characters with an ellipsis, on one line. */
function clip(text, max = 80) {
    const one = text.replace(/\s+/g, ' ').trim();
    return one.length <= max ? one : one.slice(0, max - 1).trimEnd() + '…';
}
function preparedFor(ctx, engine) {
    const cache = (ctx.prepared ??= new Map());
    let prepared = cache.get(engine.id);
    if (!prepared || prepared.catalog !== ctx.catalog) {
        const whole = ctx.subsetOf;
        prepared = prepareSubsetOf(engine, ctx.catalog, whole && (() => preparedFor(whole, engine)));
        cache.set(engine.id, prepared);
    }
    return prepared;
}
function cutFor(ctx, engine) {
    return forEngine(ctx.maxResults, engine) ?? engine.defaultMaxResults;
}
const memos = new WeakMap();
/** The words of a tool name, as a query. */
function ownNameQuery(name) {
    return words_nameWords(name).join(' ');
}
function memoOf(ctx) {
    let memo = memos.get(ctx);
    if (!memo) {
        const ownQuery = new Map(ctx.catalog.tools.map((t) => [t, ownNameQuery(t.name)]));
        const subjects = new Map([...groupBy(ctx.catalog.tools, (t) => ownQuery.get(t))].map(([query, tools]) => [query, tools.map((t) => t.id)]));
        memo = { ownQuery, subjects, searches: new Map() };
        memos.set(ctx, memo);
    }
    return memo;
}
/** The query a model is most likely to try first for a tool: the words of its own name. */
function ownNameQueryOf(ctx, tool) {
    return memoOf(ctx).ownQuery.get(tool) ?? ownNameQuery(tool.name);
}
/**
 * One query under one engine at the context's cut, computed once per lint run (the rules that
 * search with a tool's own name share the results). Null when the client rejects the query.
 */
function searchOnce(ctx, engine, query) {
    const memo = memoOf(ctx);
    let cache = memo.searches.get(engine.id);
    if (!cache)
        memo.searches.set(engine.id, (cache = new Map()));
    let compact = cache.get(query);
    if (compact === undefined) {
        compact = compactSearch(ctx, engine, query, memo.subjects.get(query) ?? []);
        cache.set(query, compact);
    }
    return compact;
}
function compactSearch(ctx, engine, query, wanted) {
    const cut = cutFor(ctx, engine);
    let result;
    try {
        // Only the places read here: the engine need not order (or explain) the rest.
        result = engine.search(preparedFor(ctx, engine), query, { maxResults: cut, keep: { top: cut, tools: wanted } });
    }
    catch (err) {
        if (!(err instanceof types_EngineQueryError))
            throw err;
        return null;
    }
    const head = [];
    const subjects = new Map();
    for (const r of result.ranking) {
        if (r.rank <= cut)
            head.push(r);
        if (wanted.includes(r.tool))
            subjects.set(r.tool, r);
    }
    return { results: result.results, head, subjects };
}

;// CONCATENATED MODULE: ./src/lint/rules/ai-sdk-name-collision.ts

const aiSdkNameCollision = {
    id: 'ai-sdk-name-collision',
    defaultSeverity: 'warning',
    summary: 'Another server has a tool with the same bare name; an AI SDK app keeps only one of them.',
    doc: 'The Vercel AI SDK gives MCP tools to the model under their own names, without a server prefix, and an app holds its tools ' +
        'in one object keyed by name: when two servers both have `search`, one of the two is gone, and `toolSearch()` can return ' +
        'only one of them for any query. Checked only when `ai-sdk` is among the manifest\'s engines. Give your tools names that ' +
        'say what they act on (`search_issues` rather than `search`).',
    withoutNeighbourCopies: true,
    check(ctx, report) {
        const engine = ctx.engines.find((e) => e.nameCollisions);
        if (!engine?.nameCollisions)
            return;
        for (const [name, tools] of engine.nameCollisions(ctx.catalog)) {
            const servers = [...new Set(tools.map((t) => t.rawServer))];
            if (servers.length < 2)
                continue;
            for (const server of servers.filter((s) => isTarget(ctx, s))) {
                const mine = tools.find((t) => t.rawServer === server);
                const others = servers.filter((s) => s !== server);
                report({
                    tool: mine,
                    tools: tools.map((t) => t.id),
                    message: `\`${name}\` is also a tool of ${others.map((s) => `\`${s}\``).join(', ')}: an AI SDK app keeps one tool per name, so a search returns only one of them. Rename yours to say what it acts on.`
                });
            }
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/contradictory-annotations.ts

const contradictoryAnnotations = {
    id: 'contradictory-annotations',
    defaultSeverity: 'warning',
    summary: 'readOnlyHint is true and destructiveHint is true.',
    doc: 'A tool that only reads cannot destroy anything: the MCP specification gives `destructiveHint` a meaning only when ' +
        '`readOnlyHint` is false. Clients act on both: Claude Code treats a read-only tool as safe to run in parallel with other ' +
        'safe tools and uses `destructiveHint` for how it asks permission, so a tool marked both gets contradictory treatment, ' +
        'and a tool that really deletes may run alongside others as if it only read. Set one: `readOnlyHint: true` alone, or ' +
        '`readOnlyHint: false, destructiveHint: true`.',
    check(ctx, report) {
        for (const tool of targetTools(ctx)) {
            const a = tool.annotations;
            if (a?.readOnlyHint === true && a.destructiveHint === true) {
                report({ tool, message: 'annotations say both `readOnlyHint: true` and `destructiveHint: true`; a read-only tool destroys nothing. Keep the one that is true.' });
            }
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/description-cut.ts



const descriptionCut = {
    id: 'description-cut',
    defaultSeverity: 'warning',
    summary: 'The description is longer than the part Claude Code scores.',
    doc: 'Claude Code cuts every description before its tool search scores it (to 2,048 characters from 2.1.84, to 4,096 from ' +
        '2.1.296; 2.0 does not cut); words after the cut never match. A long description usually ends with examples or parameter ' +
        'notes, but if a word your users search with appears only there, the tool is invisible to that search. Keep descriptions ' +
        'short, put the words that identify the tool first, and move parameter documentation into the input schema. Checked ' +
        'against the shortest cut of the manifest\'s engines; silent when none of them cuts.',
    check(ctx, report) {
        // The shortest cut of the manifest's engines loses the most words.
        const cutting = ctx.engines.filter((e) => e.descriptionCut).sort((a, b) => a.descriptionCut.length - b.descriptionCut.length);
        if (cutting.length === 0)
            return;
        const cut = cutting[0].descriptionCut;
        const by = cutting.filter((e) => e.descriptionCut.length === cut.length).map((e) => e.id);
        const terms = [...new Set(ctx.queries.flatMap((q) => queryTerms(q.query)))].filter((t) => t.length > 1);
        for (const tool of targetTools(ctx)) {
            if (tool.description.length <= cut.length)
                continue;
            const lower = tool.description.toLowerCase();
            const kept = tool.description.slice(0, cut.length).toLowerCase();
            const own = new Set(ctx.queries.filter((q) => q.expect.includes(tool.id)).flatMap((q) => queryTerms(q.query)));
            // A word counts after the cut when the client matches it in the whole description but not before the cut.
            const lost = terms.filter((t) => cut.matches(lower, t) && !cut.matches(kept, t));
            lost.sort((a, b) => Number(own.has(b)) - Number(own.has(a)));
            const size = formatCount(tool.description.length);
            const tail = lost.length
                ? ` Words of your queries that appear only after the cut: ${listSome(lost.map((t) => `"${t}"${own.has(t) ? ' (a query expects this tool)' : ''}`), 6)}. Move them to the start.`
                : ' Words after the cut never match a search; put the words that identify the tool first.';
            report({ tool, message: `description is ${size} characters; ${by.join(', ')} ${by.length === 1 ? 'scores' : 'score'} only the first ${formatCount(cut.length)}.${tail}` });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/deprecated-outranks-replacement.ts


/** How a tool says it is deprecated, in words for the finding; undefined when it does not. */
function deprecationOf(tool) {
    const description = tool.description.trim();
    if (/^[^A-Za-z0-9]*deprecated\b/i.test(description))
        return 'its description starts with "deprecated"';
    // A capitalised DEPRECATED anywhere is the usual flag too ("Read a file. DEPRECATED: use …").
    if (/\bDEPRECATED\b/.test(description))
        return 'its description says DEPRECATED';
    if (tool.annotations?.deprecated === true)
        return 'its annotations mark it deprecated';
    const metaKey = Object.entries(tool.meta ?? {}).find(([key, value]) => /(^|[/.])deprecated$/i.test(key) && value !== false && value !== undefined && value !== null)?.[0];
    return metaKey === undefined ? undefined : `its _meta["${metaKey}"] marks it deprecated`;
}
/** The other tools of its server that its description names, as whole names. */
function replacementsOf(tool, siblings) {
    return siblings.filter((t) => {
        if (t === tool || t.rawName.length < 3)
            return false;
        const escaped = t.rawName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return new RegExp(`(?<![A-Za-z0-9_-])${escaped}(?![A-Za-z0-9_-])`).test(tool.description);
    });
}
/** Where two tools rank for a query, or null when the client rejects the query. */
function ranksOf(ctx, engine, query, tools) {
    const cut = cutFor(ctx, engine);
    try {
        const result = engine.search(preparedFor(ctx, engine), query, { maxResults: cut, keep: { top: cut, tools: tools.map((t) => t.id) } });
        return tools.map((t) => result.ranking.find((r) => r.tool === t.id)?.rank ?? null);
    }
    catch (err) {
        if (err instanceof types_EngineQueryError)
            return null;
        throw err;
    }
}
const deprecatedOutranksReplacement = {
    id: 'deprecated-outranks-replacement',
    defaultSeverity: 'warning',
    summary: 'A deprecated tool ranks above the tool it names as its replacement, for that tool\'s own queries.',
    doc: 'A tool whose description starts with "deprecated" (or says DEPRECATED, or whose annotations or _meta mark it deprecated) ' +
        'and names another tool of its server as the one to use. Searched with the replacement\'s own words and with the manifest\'s ' +
        'queries that expect the replacement, it still ranks first: a model that searches for the new tool is shown the old one ' +
        'ahead of it, and calls it. Keep the deprecated tool\'s description to the pointer ("Deprecated: use read_text_file"), ' +
        'without the words of the replacement\'s queries, or remove the tool once clients have moved.',
    check(ctx, report) {
        const byId = new Map(ctx.engines.map((e) => [e.id, e]));
        for (const tool of targetTools(ctx)) {
            const how = deprecationOf(tool);
            if (!how)
                continue;
            const siblings = ctx.catalog.tools.filter((t) => t.rawServer === tool.rawServer);
            const cases = [];
            const replacements = [];
            for (const replacement of replacementsOf(tool, siblings)) {
                const queries = [
                    { query: ownNameQueryOf(ctx, replacement), engines: ctx.engines },
                    ...ctx.queries.filter((q) => q.expect.includes(replacement.id)).map((q) => ({ query: q.query, engines: q.engines.flatMap((id) => byId.get(id) ?? []) }))
                ];
                const seen = new Set();
                for (const { query, engines } of queries) {
                    for (const engine of engines) {
                        const key = `${engine.id}\u0000${query}`;
                        if (!query || seen.has(key) || (engine.loadsAlwaysLoad && replacement.alwaysLoad))
                            continue;
                        seen.add(key);
                        const ranks = ranksOf(ctx, engine, query, [tool, replacement]);
                        if (!ranks)
                            continue;
                        const [mine, theirs] = ranks;
                        if (mine === null || (theirs !== null && theirs < mine))
                            continue;
                        cases.push(`"${query}" ranks it #${mine} and ${replacement.rawName} ${theirs === null ? 'not at all' : `#${theirs}`} under ${engine.id}`);
                        if (!replacements.includes(replacement))
                            replacements.push(replacement);
                    }
                }
            }
            if (cases.length === 0)
                continue;
            report({
                tool,
                tools: [tool.id, ...replacements.map((r) => r.id)],
                message: `deprecated (${how}), yet it ranks above ${listSome(replacements.map(util_label), 3)}, the tool it names, for that tool's own queries: ` +
                    `${listSome(cases, 3)}. A model searching for the new tool is shown this one first. Keep its description to the pointer, without the new tool's words, or remove it.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/description-missing.ts


const descriptionMissing = {
    id: 'description-missing',
    defaultSeverity: 'warning',
    summary: 'The tool has no description, or an empty one.',
    doc: 'Deferred tool search matches query words against the tool name and the description. Without a description only the ' +
        'words of the name can find the tool: a model that asks for "send a message" never finds `post` even if that is what it ' +
        'does. Write one sentence that starts with what the tool does, in the words a user would use.',
    check(ctx, report) {
        for (const tool of targetTools(ctx)) {
            const raw = tool.rawDescription;
            const empty = typeof raw !== 'string' || tool.description.trim() === '';
            if (!empty)
                continue;
            const words = words_nameWords(tool.name);
            const what = raw === undefined ? 'has no description' : typeof raw === 'string' ? 'has an empty description' : `has a description that is not a string (${raw === null ? 'null' : typeof raw})`;
            report({
                tool,
                message: `${what}: only the words of its name (${words.map((w) => `"${w}"`).join(', ') || 'none'}) can find it. Start a description with what it does.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/duplicate-name.ts


const duplicateName = {
    id: 'duplicate-name',
    defaultSeverity: 'error',
    summary: 'Two tools of one server have the same name, or names that the client maps to the same name.',
    doc: 'Within one server a tool name must be unique. Clients key tools by name, so a second tool with the same name (or with a ' +
        'name that differs only in characters the client replaces, like `get.user` and `get_user`, which Claude Code both calls ' +
        '`mcp__server__get_user`) replaces the first or is dropped: one of the two can never be found or called.',
    check(ctx, report) {
        for (const tools of toolsByServer(ctx).values()) {
            for (const [id, same] of groupBy(tools, (t) => t.id)) {
                if (same.length < 2)
                    continue;
                const raws = [...new Set(same.map((t) => String(t.rawName)))];
                const how = raws.length === 1 ? `${same.length} tools are named \`${raws[0]}\`` : `${raws.map((r) => `\`${r}\``).join(' and ')} all become \`${id}\``;
                report({ tool: same[1], tools: [id], message: `${how}: a client keeps one of them, so the other cannot be found. Give each a distinct name.` });
            }
        }
    }
};

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/lint/neighbour-copies.ts



const neighbour_copies_memos = new WeakMap();
/** Same name, description and input schema (keys in any order; the same text is the common case, and cheaper to compare). */
function identical(a, b) {
    if (a.rawName !== b.rawName || !(0,external_node_util_.isDeepStrictEqual)(a.rawDescription, b.rawDescription))
        return false;
    return JSON.stringify(a.inputSchema) === JSON.stringify(b.inputSchema) || (0,external_node_util_.isDeepStrictEqual)(a.inputSchema, b.inputSchema);
}
/** The user's servers that repeat a bundled neighbour, and the neighbours' copied tools; once per lint run. */
function neighbourCopies(ctx) {
    let memo = neighbour_copies_memos.get(ctx);
    if (memo)
        return memo;
    const neighbours = new Set(ctx.catalog.servers.filter((s) => s.source === 'neighbour' && !isTarget(ctx, s.name)).map((s) => s.name));
    const pairs = [];
    const ids = new Set();
    if (neighbours.size > 0) {
        const byServer = groupBy(ctx.catalog.tools, (t) => t.rawServer);
        for (const server of ctx.catalog.servers) {
            if (neighbours.has(server.name) || !isTarget(ctx, server.name))
                continue;
            const mine = groupBy(byServer.get(server.name) ?? [], (t) => t.rawName);
            for (const neighbour of neighbours) {
                const theirs = byServer.get(neighbour) ?? [];
                const copied = theirs.filter((t) => mine.get(t.rawName)?.some((m) => identical(m, t)));
                if (copied.length * 2 <= theirs.length)
                    continue;
                pairs.push({ server: server.name, neighbour, copies: copied.length, neighbourTools: theirs.length });
                for (const t of copied)
                    ids.add(t.id);
            }
        }
    }
    memo = { pairs, ids };
    neighbour_copies_memos.set(ctx, memo);
    return memo;
}
const views = new WeakMap();
/**
 * The context the rules that compare a tool with the tools around it judge: the catalog
 * without the neighbours' copied tools (`ids`), as if the duplicated neighbours listed only
 * the tools that differ from yours. The same context when nothing is copied. Neighbours
 * connect after the user's servers, so every other tool keeps its place (`index`).
 */
function withoutCopies(ctx) {
    const { ids } = neighbourCopies(ctx);
    if (ids.size === 0)
        return ctx;
    let view = views.get(ctx);
    if (!view) {
        const tools = ctx.catalog.tools.filter((t) => !ids.has(t.id));
        const counts = groupBy(tools, (t) => t.rawServer);
        const servers = ctx.catalog.servers.filter((s) => counts.has(s.name)).map((s) => ({ ...s, toolCount: counts.get(s.name).length }));
        const { prepared: _prepared, ...rest } = ctx;
        view = { ...rest, catalog: { servers, tools }, subsetOf: ctx };
        views.set(ctx, view);
    }
    return view;
}

;// CONCATENATED MODULE: ./src/lint/rules/duplicate-neighbour.ts

const duplicateNeighbour = {
    id: 'duplicate-neighbour',
    defaultSeverity: 'warning',
    summary: 'A server of yours repeats a bundled neighbour: most of the neighbour\'s tools are identical copies of yours.',
    doc: 'When more than half of a bundled neighbour\'s tools have an identical copy (the same name, description and input schema) ' +
        'in one of your servers, your server is that neighbour again: a fork under another name, or the published server itself. ' +
        'A user runs one or the other, not both, so every copied tool would tie with its copy, lose to it, or collide with its ' +
        'name. Lint reports the pair once, and the per-tool rules (self-findability, neighbour-wins-own-name, ' +
        'prerequisite-pollution, ai-sdk-name-collision) set the copies aside; tools that differ from the neighbour\'s keep their findings. Leave the ' +
        'neighbour out of `neighbours`, or give your server its name (`popular` then leaves it out).',
    check(ctx, report) {
        for (const pair of neighbourCopies(ctx).pairs) {
            const how = pair.copies === pair.neighbourTools ? `all ${pair.copies} tools` : `${pair.copies} of the ${pair.neighbourTools} tools`;
            report({
                server: pair.server,
                message: `\`${pair.server}\` repeats the bundled neighbour \`${pair.neighbour}\`: ${how} of \`${pair.neighbour}\` are in it with the same name, description and input schema, and a user runs one or the other. ` +
                    `Leave \`${pair.neighbour}\` out of \`neighbours\`, or name your server \`${pair.neighbour}\` (\`popular\` then leaves it out). ` +
                    'Your tools\' findings leave those copies out.'
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/jargon.ts


/** A word is jargon when more than this share of a server's descriptions has it ... */
const JARGON_SHARE = 0.5;
/** ... and the server has at least this many tools with a description. */
const JARGON_MIN_TOOLS = 5;
const WORD_RE = /[\p{L}\p{N}]+/gu;
const jargon = {
    id: 'jargon',
    defaultSeverity: 'info',
    summary: 'A word is in most descriptions of the server.',
    doc: 'A word that most of a server\'s descriptions contain ("account", "id", "resource") adds the same points to all of those ' +
        'tools whenever a query has it: Claude Code\'s scorer has no weighting for common words. It cannot help any one tool win; ' +
        'it only lifts them all over tools of other servers and leaves their order among themselves to accident (a longer ' +
        'description, a lucky substring). Keep the word where it tells a tool apart and drop it where it is filler.',
    check(ctx, report) {
        const terms = new Set(ctx.queries.flatMap((q) => queryTerms(q.query)));
        for (const [server, tools] of toolsByServer(ctx)) {
            const described = tools.filter((t) => t.description.trim() !== '');
            if (described.length < JARGON_MIN_TOOLS)
                continue;
            const serverWords = new Set(words_nameWords(server));
            const count = new Map();
            for (const t of described) {
                for (const w of new Set(t.description.toLowerCase().match(WORD_RE) ?? [])) {
                    if (w.length < 2 || STOP_WORDS.has(w) || /^\d+$/.test(w) || serverWords.has(w))
                        continue;
                    count.set(w, (count.get(w) ?? 0) + 1);
                }
            }
            const words = [...count]
                .filter(([, n]) => n > described.length * JARGON_SHARE)
                .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
            if (words.length === 0)
                continue;
            const shown = words.map(([w, n]) => `"${w}" (${n})`);
            const queried = words.filter(([w]) => terms.has(w)).map(([w]) => `"${w}"`);
            const queryNote = queried.length ? ` Your queries use ${listSome(queried, 4)}, which score${queried.length === 1 ? 's' : ''} all of those tools alike.` : '';
            report({
                server,
                message: `${words.length === 1 ? 'a word is' : `${words.length} words are`} in most of its ${described.length} descriptions: ${listSome(shown, 8)}. ` +
                    `A query with ${words.length === 1 ? 'it' : 'one of them'} adds the same points to all those tools and only reorders them by accident.${queryNote} ` +
                    'Keep such a word where it tells a tool apart and drop it where it is filler.'
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/name-characters.ts

/** MCP specification (2025-11-25), tool names: 1 to 128 characters of A-Z a-z 0-9 _ - . */
const MCP_NAME_RE = /^[A-Za-z0-9_.-]{1,128}$/;
const MCP_NAME_MAX = 128;
const nameCharacters = {
    id: 'name-characters',
    defaultSeverity: 'warning',
    summary: 'The tool name breaks the MCP naming rule: 1-128 characters of A-Z a-z 0-9 _ - .',
    doc: 'The MCP specification says tool names should be 1 to 128 characters long and use only ASCII letters, digits, `_`, `-` ' +
        'and `.`. Clients rewrite other characters (Claude Code turns each into `_`), so the name the model sees differs from the ' +
        'one you wrote, and a space or a slash no longer separates words the way you meant: `search docs` becomes one name part ' +
        '`search_docs` under one client and two words under another.',
    check(ctx, report) {
        for (const tool of targetTools(ctx)) {
            const raw = String(tool.rawName);
            if (MCP_NAME_RE.test(raw))
                continue;
            const problems = [];
            if (raw.length === 0)
                problems.push('it is empty');
            if (raw.length > MCP_NAME_MAX)
                problems.push(`it is ${raw.length} characters (at most ${MCP_NAME_MAX})`);
            const bad = [...new Set([...raw].filter((c) => !/[A-Za-z0-9_.-]/.test(c)))];
            if (bad.length > 0)
                problems.push(`it has ${bad.map((c) => (/\s/.test(c) ? `whitespace (U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')})` : `\`${c}\``)).join(', ')}`);
            report({
                tool,
                message: `${JSON.stringify(raw.length > 80 ? raw.slice(0, 80) + '…' : raw)} breaks the MCP tool-name rule: ${problems.join('; ')}. Claude Code calls it \`${tool.id}\`.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/name-length.ts

/** The Anthropic API accepts tool names of 1 to 64 characters; Claude Code sends `mcp__server__tool`. */
const API_NAME_MAX = 64;
const nameLength = {
    id: 'name-length',
    defaultSeverity: 'error',
    summary: 'The full tool name mcp__server__tool is longer than 64 characters.',
    doc: 'Claude Code offers an MCP tool to the model as `mcp__<server>__<tool>`, and the Anthropic API accepts tool names of at ' +
        'most 64 characters. A longer full name cannot be offered as it is, so the tool is at best renamed by the client and at ' +
        'worst missing. The server name counts too: a long server key in the client config eats into every tool name. Keep ' +
        '`mcp__` + server + `__` + tool within 64 characters.',
    check(ctx, report) {
        for (const tool of targetTools(ctx)) {
            if (tool.id.length <= API_NAME_MAX)
                continue;
            const over = tool.id.length - API_NAME_MAX;
            report({
                tool,
                message: `\`${tool.id}\` is ${tool.id.length} characters; the Anthropic API accepts tool names of at most ${API_NAME_MAX}. Shorten the tool name (or the server name) by ${over} character${over === 1 ? '' : 's'}.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/name-word-separator.ts

/** A name part that holds more than one word: joined by `-`, or camelCase. */
function joinsWords(part) {
    return /[A-Za-z0-9]-[A-Za-z0-9]/.test(part) || /[a-z][A-Z]/.test(part);
}
const nameWordSeparator = {
    id: 'name-word-separator',
    defaultSeverity: 'warning',
    summary: 'Tool names join words with `-` or camelCase, which Claude Code 2.1 does not split.',
    doc: 'Claude Code 2.1 splits a tool name into words at `_`, `.` and spaces only. In `get-group` or `getGroup` the query word ' +
        '"get" is only part of one long name part and earns 6 points, where `get_group` earns 12 for each of "get" and "group": ' +
        'a competing server with snake_case names wins every tie of words. Checked when the manifest ranks with claude-code@2.1. ' +
        'Use snake_case (`get_group`).',
    check(ctx, report) {
        const splitting = ctx.engines.filter((e) => e.nameParts);
        if (splitting.length === 0)
            return;
        const by = splitting.map((e) => e.id).join(', ');
        for (const [server, tools] of toolsByServer(ctx)) {
            const joined = tools.filter((t) => splitting.some((e) => e.nameParts(t.name).some(joinsWords)));
            if (joined.length === 0)
                continue;
            const example = joined[0];
            const snake = example.name.replace(/([a-z\d])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
            report({
                ...(joined.length === 1 ? { tool: example } : { server }),
                tools: joined.map((t) => t.id),
                message: `${joined.length === tools.length ? `all ${tools.length} tool names` : `${joined.length} of its ${tools.length} tool names`} (${listSome(joined.map((t) => `\`${t.name}\``), 3)}) join words with \`-\` or camelCase: ` +
                    `${by} ${splitting.length === 1 ? 'cuts' : 'cut'} names into parts elsewhere, so each query word is only part of a name part and earns fewer points than a whole part. ` +
                    `\`${snake}\` would earn the full points.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/neighbour-wins-own-name.ts


/** What a client calls a tool: its own name for it, else the catalog id (`mcp__server__tool`, Claude Code's). */
function clientName(ctx, engine, tool) {
    return engine.clientName ? engine.clientName(preparedFor(ctx, engine), tool) : tool.id;
}
/** The names each client family of the manifest gives the two tools: `claude-code mcp__a__search / mcp__b__search`. */
function collidingNames(ctx, mine, theirs) {
    const families = new Map();
    for (const engine of ctx.engines)
        if (!families.has(engine.family))
            families.set(engine.family, engine);
    return [...families].map(([family, engine]) => `${family} \`${clientName(ctx, engine, mine)}\` and \`${clientName(ctx, engine, theirs)}\``).join('; ');
}
const neighbourWinsOwnName = {
    id: 'neighbour-wins-own-name',
    defaultSeverity: 'warning',
    summary: 'A neighbour\'s tool (a bundled neighbour or a stored catalog) comes first for the words of this tool\'s own name.',
    doc: 'A model looking for a tool searches first with the words of its name. When a server the user runs beside yours has a tool ' +
        'that ranks first for those words (two servers that both expose `search`, or `list_channels` next to Slack\'s ' +
        '`slack_list_channels`), the model picks that one, and your tool is found second at best. When the two tie, yours comes ' +
        'first only because the client happens to hold your server first. Checked per engine against the manifest\'s ' +
        'neighbours and stored catalogs. Name the tool for what it acts on (`search_issues` rather than `search`), and start its ' +
        'description with those words.',
    withoutNeighbourCopies: true,
    check(ctx, report) {
        const competitors = new Set(ctx.catalog.tools.filter((t) => ctx.targets && !ctx.targets.has(t.rawServer)).map((t) => t.id));
        if (competitors.size === 0)
            return;
        const byId = new Map(ctx.catalog.tools.map((t) => [t.id, t]));
        for (const tool of targetTools(ctx)) {
            const query = ownNameQueryOf(ctx, tool);
            if (!query)
                continue;
            const lost = [];
            let winner;
            for (const engine of ctx.engines) {
                if (engine.loadsAlwaysLoad && tool.alwaysLoad)
                    continue;
                const result = searchOnce(ctx, engine, query);
                const [first, second] = result?.head ?? [];
                if (!result || !first)
                    continue;
                const me = result.subjects.get(tool.id);
                if (competitors.has(first.tool)) {
                    lost.push(`${sanitize_shortToolName(first.tool)} is #1 under ${engine.id} (yours ${me ? `#${me.rank}` : 'does not score'})`);
                    winner ??= byId.get(first.tool);
                }
                else if (first.tool === tool.id && second && competitors.has(second.tool) && second.score === first.score) {
                    lost.push(`${sanitize_shortToolName(second.tool)} ties with it under ${engine.id}, yours first only because your servers connect first`);
                    winner ??= byId.get(second.tool);
                }
            }
            if (!winner)
                continue;
            report({
                tool,
                tools: [tool.id, winner.id],
                message: `its own name's words, "${query}", belong to a neighbour: ${lost.join('; ')}. ` +
                    `The names a model chooses between: ${collidingNames(ctx, tool, winner)}. Name it for what it acts on, and start its description with those words.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/paginated-tools-list.ts

const paginatedToolsList = {
    id: 'paginated-tools-list',
    defaultSeverity: 'warning',
    summary: 'The server pages its tools/list; Claude Code 2.0 reads only the first page.',
    doc: 'A server may split `tools/list` into pages with `nextCursor`. Claude Code from 2.0.70 to 2.1.8 requests the first page ' +
        'only and never follows the cursor, so every tool on a later page is missing for its users: no search, no `select:`, no ' +
        'call. Return all tools in one page (tool lists are small), or at least put the tools that matter most on the first.',
    check(ctx, report) {
        for (const server of ctx.catalog.servers) {
            if (server.pages <= 1 || !isTarget(ctx, server.name))
                continue;
            const later = ctx.catalog.tools.filter((t) => t.rawServer === server.name && t.page > 1);
            report({
                server: server.name,
                tools: later.map((t) => t.id),
                message: `lists its tools on ${server.pages} pages: Claude Code 2.0 (2.0.70 – 2.1.8) reads page 1 only, so ${later.length} of ${server.toolCount} tools (${listSome(later.map((t) => t.name))}) are invisible to it. Return every tool on one page.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/prerequisite-pollution.ts


/** An identifier in prose: letters, digits, `_`, `-`, `.`, optionally in backticks. */
const IDENT_RE = /`?[A-Za-z0-9][A-Za-z0-9_.-]*`?/g;
/**
 * What an IDENT_RE match has when it can name a tool: a backtick, a separator or an inner
 * capital. Without one it is not in backticks, has no `mcp__` prefix and is no identifier.
 */
const MAYBE_NAME_RE = /[`_.-]|[a-z][A-Z]/;
/**
 * A name that cannot be an ordinary word of prose: it has a separator or an inner capital
 * (`list_customers`, `get-user`, `getUser`). A one-word name (`search`) counts only in backticks.
 */
function looksLikeIdentifier(name) {
    return /[A-Za-z0-9][_.-]+[A-Za-z0-9]/.test(name) || /[a-z][A-Z]/.test(name);
}
const BACKTICK = 0x60;
const DOT = 0x2e;
const DASH = 0x2d;
/**
 * An IDENT_RE match as a tool name: backticks, trailing `.`/`-` and an `mcp__server__` prefix
 * removed. Read with string indexes, not regular expressions: it runs on every word of a
 * description that names a tool.
 */
function identOf(match) {
    const ticked = match.length > 2 && match.charCodeAt(0) === BACKTICK && match.charCodeAt(match.length - 1) === BACKTICK;
    const start = match.charCodeAt(0) === BACKTICK ? 1 : 0;
    let end = match.length;
    if (end > start && match.charCodeAt(end - 1) === BACKTICK)
        end--;
    while (end > start && (match.charCodeAt(end - 1) === DOT || match.charCodeAt(end - 1) === DASH))
        end--;
    const word = match.slice(start, end);
    // `mcp__`, at least one character of server, `__`, at least one character of tool.
    const split = word.startsWith('mcp__') ? word.indexOf('__', 6) : -1;
    return split !== -1 && split + 2 < word.length ? { word: word.slice(split + 2), ticked, prefixed: true } : { word, ticked, prefixed: false };
}
/** Tools of the catalog that `tool`'s description names (its own server first). */
function mentionedTools(tool, byName) {
    const found = new Map();
    for (const m of tool.description.matchAll(IDENT_RE)) {
        // Most matches are plain words, which can name a tool only as an identifier (tested first: cheaper).
        if (!MAYBE_NAME_RE.test(m[0]))
            continue;
        const { word, ticked, prefixed } = identOf(m[0]);
        if (!ticked && !prefixed && !looksLikeIdentifier(word))
            continue;
        const candidates = (byName.get(word.toLowerCase()) ?? []).filter((t) => t !== tool && t.name.toLowerCase() !== tool.name.toLowerCase());
        if (candidates.length === 0)
            continue;
        const sameServer = candidates.filter((t) => t.rawServer === tool.rawServer);
        for (const other of sameServer.length ? sameServer : candidates)
            if (!found.has(other))
                found.set(other, m.index);
    }
    return [...found].map(([other, at]) => ({ other, at }));
}
const prerequisitePollution = {
    id: 'prerequisite-pollution',
    defaultSeverity: 'warning',
    summary: 'The description names another tool, so it matches that tool\'s words.',
    doc: 'Notes such as "call `list_customers` first to get the customer ID" put another tool\'s name, and so its words, into this ' +
        'description. Tool search matches substrings: a search for "list customers" now also scores this tool, and when ten tools ' +
        'carry the same note they crowd `list_customers` itself out of the results. Put such notes in the description of the ' +
        'parameter they are about (inside `inputSchema`, which no client\'s tool search reads), or say what is needed ("a customer ' +
        'ID") without naming the tool.',
    withoutNeighbourCopies: true,
    check(ctx, report) {
        const byName = new Map();
        for (const t of ctx.catalog.tools) {
            for (const key of new Set([t.name.toLowerCase(), String(t.rawName).toLowerCase()])) {
                const list = byName.get(key);
                if (list)
                    list.push(t);
                else
                    byName.set(key, [t]);
            }
        }
        for (const tool of targetTools(ctx)) {
            const mentions = mentionedTools(tool, byName);
            if (mentions.length === 0)
                continue;
            // This tool's own words: its name, and its description without the mentions.
            const mentioned = new Set(mentions.map((m) => m.other.name.toLowerCase()));
            const rest = tool.description.replace(IDENT_RE, (w) => (mentioned.has(identOf(w).word.toLowerCase()) ? ' ' : w));
            const own = new Set([...words_nameWords(tool.name), ...words_nameWords(rest)]);
            const gained = [...new Set(mentions.flatMap((m) => words_nameWords(m.other.name)))].filter((w) => !own.has(w));
            // Nothing new to match: the note only repeats words this tool already has.
            if (gained.length === 0)
                continue;
            // Evidence: under some engine, the mentioned tool's own-name search matches this tool on a
            // word only the note brought, and ranks it above that tool or within the cut. (Engines
            // differ: Claude Code 2.1 matches whole words, so `list` inside `list_customers` does not
            // count there, while 2.0 matches any substring.)
            let evidence = '';
            search: for (const m of mentions) {
                for (const engine of ctx.engines) {
                    const query = ownNameQueryOf(ctx, m.other);
                    const result = query ? searchOnce(ctx, engine, query) : null;
                    if (!result)
                        continue;
                    const cut = cutFor(ctx, engine);
                    const mine = result.head.find((r) => r.tool === tool.id);
                    if (!mine || mine.rank > cut || !mine.breakdown.some((c) => gained.includes(c.term)))
                        continue;
                    const theirs = result.subjects.get(m.other.id)?.rank;
                    evidence =
                        theirs === undefined || mine.rank < theirs
                            ? ` Under ${engine.id}, "${query}" ranks this tool #${mine.rank}, above \`${m.other.name}\`${theirs ? ` (#${theirs})` : ''}.`
                            : ` Under ${engine.id}, "${query}" puts this tool in the top ${cut} (#${mine.rank}), taking a place from another tool.`;
                    break search;
                }
            }
            const first = mentions[0];
            const from = Math.max(0, first.at - 40);
            const to = first.at + first.other.name.length + 40;
            const around = `${from > 0 ? '…' : ''}${clip(tool.description.slice(from, to), 110)}${to < tool.description.length ? '…' : ''}`.replace(/……$/, '…');
            const names = mentions.map((m) => (m.other.rawServer === tool.rawServer ? `\`${m.other.name}\`` : `\`${util_label(m.other)}\``));
            const gainNote = `it puts ${gained.length === 1 ? 'the word' : 'the words'} ${listSome(gained.map((w) => `"${w}"`), 5)} into this description`;
            report({
                tool,
                tools: mentions.map((m) => m.other.id),
                message: `description names ${listSome(names)} ("${around}"): ${gainNote}.${evidence} ` +
                    'Move the note into the parameter\'s description in inputSchema (no tool search reads it), or say what is needed without the tool\'s name.'
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/self-findability.ts


const selfFindability = {
    id: 'self-findability',
    defaultSeverity: 'warning',
    summary: 'The words of the tool\'s own name do not put it within the cut.',
    doc: 'The first thing a model searches for is usually the tool\'s own name in words: "create issue" for `create_issue`. When ' +
        'even that query leaves the tool below the cut (5 results in Claude Code), other tools, often of another server, own those ' +
        'words: their names match as well and their descriptions add more. Checked per engine of the manifest against every ' +
        'server it lists, competitors included. Give the tool a name that says what it acts on, or start its description with ' +
        'the words of its name.',
    withoutNeighbourCopies: true,
    check(ctx, report) {
        const tools = targetTools(ctx);
        const misses = new Map();
        const ahead = new Map();
        for (const engine of ctx.engines) {
            const maxResults = cutFor(ctx, engine);
            const collisions = engine.nameCollisions ? new Set([...engine.nameCollisions(ctx.catalog).values()].flat()) : undefined;
            for (const tool of tools) {
                if (engine.loadsAlwaysLoad && tool.alwaysLoad)
                    continue;
                if (engine.firstPageOnly && tool.page > 1)
                    continue; // paginated-tools-list says so
                if (collisions?.has(tool))
                    continue; // ai-sdk-name-collision says so
                const query = ownNameQueryOf(ctx, tool);
                if (!query)
                    continue;
                const result = searchOnce(ctx, engine, query);
                if (!result)
                    continue;
                if (result.results.includes(tool.id))
                    continue;
                const me = result.subjects.get(tool.id);
                const atCut = result.head[maxResults - 1];
                const tie = me && atCut && me.score === atCut.score ? ', tied at the cut and later in the client\'s tool order' : '';
                const list = misses.get(tool.id) ?? [];
                list.push(`${me ? `#${me.rank}` : 'not scored'} under ${engine.id} (top ${maxResults}${tie})`);
                misses.set(tool.id, list);
                if (!ahead.has(tool.id))
                    ahead.set(tool.id, result.results.slice(0, 3).map(sanitize_shortToolName));
            }
        }
        for (const tool of tools) {
            const miss = misses.get(tool.id);
            if (!miss)
                continue;
            report({
                tool,
                message: `its own name's words, "${ownNameQueryOf(ctx, tool)}", do not find it: ${miss.join(', ')}. ` +
                    `Ahead of it: ${listSome(ahead.get(tool.id) ?? [], 3)}. Name what it acts on, or start its description with those words.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/server-name-separator.ts

const serverNameSeparator = {
    id: 'server-name-separator',
    defaultSeverity: 'warning',
    summary: 'The server name contains `__`, the separator of mcp__server__tool.',
    doc: 'Claude Code names a tool `mcp__<server>__<tool>` and reads the server back by splitting at the first `__`. A server ' +
        'named `my__server` gives `mcp__my__server__search`, which parses as server `my` and tool `server__search`: ' +
        'permission rules such as `mcp__my__server__*` and the per-server tool listing stop matching. Use one underscore or a ' +
        'hyphen (`my_server`, `my-server`).',
    check(ctx, report) {
        for (const server of ctx.catalog.servers) {
            if (!isTarget(ctx, server.name))
                continue;
            const normalised = server.name.replace(/[^A-Za-z0-9_-]/g, '_');
            if (!normalised.includes('__'))
                continue;
            const first = ctx.catalog.tools.find((t) => t.rawServer === server.name);
            const example = first ? `\`${first.id}\` reads back as server \`${first.id.slice(5).split('__')[0]}\`` : 'its tools read back as another server';
            report({
                server: server.name,
                message: `server name \`${server.name}\` contains \`__\`, the separator of \`mcp__server__tool\`: ${example}. Use \`${normalised.replace(/_{2,}/g, '_')}\` or a hyphen.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/shared-boilerplate.ts


/** A phrase counts when it has at least this many words ... */
const MIN_PHRASE_WORDS = 6;
/**
 * ... and is in the descriptions of at least this many tools of one server: 3, or a tenth of
 * a larger server's tools (a phrase 4 of 262 tools share is prose, not boilerplate), at most 10.
 */
const MIN_TOOLS = 3;
const MAX_MIN_TOOLS = 10;
function minToolsFor(serverTools) {
    return Math.min(MAX_MIN_TOOLS, Math.max(MIN_TOOLS, Math.ceil(serverTools / 10)));
}
/** True for an ASCII letter or digit (lower-case): such an end needs no trimming. */
function isAsciiWordChar(code) {
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}
function wordsOf(tool) {
    const norm = [];
    const orig = [];
    const starts = [];
    let at = 1;
    for (const w of tool.description.split(/\s+/)) {
        const lower = w.toLowerCase();
        const n = isAsciiWordChar(lower.charCodeAt(0)) && isAsciiWordChar(lower.charCodeAt(lower.length - 1)) ? lower : lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
        if (!n)
            continue;
        norm.push(n);
        orig.push(w);
        starts.push(at);
        at += n.length + 1;
    }
    starts.push(at);
    return { tool, norm, orig, joined: ` ${norm.join(' ')} `, starts };
}
/** Words `from` to `to` (exclusive) of a description, as `norm.slice(from, to).join(' ')`. */
function run(d, from, to) {
    return d.joined.slice(d.starts[from], d.starts[to] - 1);
}
/** Maximal word runs that at least MIN_TOOLS descriptions of the server share. */
function sharedPhrases(tools, minTools = minToolsFor(tools.length)) {
    const docs = tools.map(wordsOf);
    const k = MIN_PHRASE_WORDS;
    const shingleDocs = new Map();
    const shingles = docs.map((d, di) => {
        const list = [];
        const seen = new Set();
        for (let i = 0; i + k <= d.norm.length; i++) {
            const s = run(d, i, i + k);
            list.push(s);
            if (!seen.has(s)) {
                seen.add(s);
                const holders = shingleDocs.get(s);
                if (holders)
                    holders.push(di);
                else
                    shingleDocs.set(s, [di]);
            }
        }
        return list;
    });
    // Each run of consecutive shared shingles in one description is a candidate phrase.
    const candidates = new Map();
    docs.forEach((d, di) => {
        const list = shingles[di];
        let start = -1;
        for (let i = 0; i <= list.length; i++) {
            const shared = i < list.length && shingleDocs.get(list[i]).length >= minTools;
            if (shared && start === -1)
                start = i;
            if (!shared && start !== -1) {
                const norm = run(d, start, i - 1 + k);
                if (!candidates.has(norm))
                    candidates.set(norm, { quote: d.orig.slice(start, i - 1 + k).join(' '), first: list[start] });
                start = -1;
            }
        }
    });
    const phrases = [];
    for (const [norm, { quote, first }] of candidates) {
        // Only a description with the phrase's first shingle can hold the phrase.
        const holders = shingleDocs.get(first).filter((di) => docs[di].joined.includes(` ${norm} `)).map((di) => docs[di].tool);
        if (holders.length >= minTools)
            phrases.push({ norm, quote, tools: holders });
    }
    // Drop a phrase that another one says already: one that a longer phrase contains with at
    // least the same tools, or one that extends a shorter phrase held by more tools (a subset of
    // the tools also share some neighbouring words).
    const kept = phrases.filter((p) => !phrases.some((q) => q !== p &&
        ((q.norm.includes(p.norm) && q.norm.length > p.norm.length && p.tools.every((t) => q.tools.includes(t))) ||
            (p.norm.includes(q.norm) && q.norm.length < p.norm.length && p.tools.every((t) => q.tools.includes(t)) && q.tools.length > p.tools.length))));
    return kept.sort((a, b) => b.tools.length * b.norm.length - a.tools.length * a.norm.length);
}
const sharedBoilerplate = {
    id: 'shared-boilerplate',
    defaultSeverity: 'warning',
    summary: 'The same sentence or long phrase is in the descriptions of several tools.',
    doc: 'Tool search adds the same points to every tool whose description contains a query word, with no weighting for how ' +
        'common the word is. A sentence repeated in many descriptions (an authentication note, a "use this when" paragraph, a ' +
        'rate-limit warning) makes a query with any of its words match all those tools equally: the ranking among them is then ' +
        'decided by accident, and each of them can push the one the user wanted below the cut. Say it once in the server\'s ' +
        '`instructions`, and keep each description to what tells that tool apart.',
    check(ctx, report) {
        const terms = [...new Set(ctx.queries.flatMap((q) => queryTerms(q.query)))];
        for (const tools of toolsByServer(ctx).values()) {
            if (tools.length < MIN_TOOLS)
                continue;
            for (const p of sharedPhrases(tools)) {
                const words = new Set(p.norm.split(' '));
                const hit = terms.filter((t) => words.has(t));
                const queryNote = hit.length ? ` Words of your queries in it: ${hit.map((t) => `"${t}"`).join(', ')}.` : '';
                report({
                    tool: p.tools[0],
                    tools: p.tools.map((t) => t.id),
                    message: `"${clip(p.quote, 120)}" is in the descriptions of ${p.tools.length} of its ${tools.length} tools (${listSome(p.tools.map((t) => t.name))}): ` +
                        `a query with any of its words scores all of them alike.${queryNote} Say it once in the server's instructions and keep each description to what tells the tool apart.`
                });
            }
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/uncovered-tool.ts

/** More uncovered tools than this in one server: one finding for the server instead of one per tool. */
const PER_TOOL_MAX = 5;
const FAST_PATH = /^\s*(select:|mcp__)/i;
const uncoveredTool = {
    id: 'uncovered-tool',
    defaultSeverity: 'info',
    summary: 'No query of the manifest expects this tool.',
    doc: 'A tool that no query expects has no regression test: an edit to any description, yours or a competing server\'s, can ' +
        'push it out of the results and nothing turns red. Add a query with the words a user would say to reach it. A `select:` ' +
        'query does not count: it names the tool, which a model only does once it has found it.',
    check(ctx, report) {
        const keyword = new Set(ctx.queries.filter((q) => !FAST_PATH.test(q.query)).flatMap((q) => q.expect));
        const anyQuery = new Set(ctx.queries.flatMap((q) => q.expect));
        for (const [server, tools] of toolsByServer(ctx)) {
            const uncovered = tools.filter((t) => !keyword.has(t.id));
            if (uncovered.length === 0)
                continue;
            if (uncovered.length === tools.length && tools.length > 1 && !tools.some((t) => anyQuery.has(t.id))) {
                report({ server, tools: uncovered.map((t) => t.id), message: `no query expects any of its ${tools.length} tools: add queries with the words a user would say to reach them.` });
                continue;
            }
            if (uncovered.length > PER_TOOL_MAX) {
                report({
                    server,
                    tools: uncovered.map((t) => t.id),
                    message: `${uncovered.length} of its ${tools.length} tools have no query that expects them (${listSome(uncovered.map((t) => t.name), 5)}): nothing turns red if they drop out of the results. Add queries for the ones users need.`
                });
                continue;
            }
            for (const tool of uncovered) {
                const how = anyQuery.has(tool.id) ? 'only a `select:` query expects it; no search query does' : 'no query expects it';
                report({ tool, message: `${how}: nothing turns red if it drops out of the results. Add a query with the words a user would say to reach it.` });
            }
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/registry.ts


















/** Every rule, in the order docs/lint-rules.md and the SARIF driver list them. */
const RULES = [
    sharedBoilerplate,
    prerequisitePollution,
    jargon,
    selfFindability,
    neighbourWinsOwnName,
    duplicateNeighbour,
    deprecatedOutranksReplacement,
    nameLength,
    nameCharacters,
    nameWordSeparator,
    serverNameSeparator,
    duplicateName,
    descriptionMissing,
    descriptionCut,
    paginatedToolsList,
    contradictoryAnnotations,
    uncoveredTool,
    aiSdkNameCollision
];
function ruleIds() {
    return RULES.map((r) => r.id);
}
function findRule(id) {
    return RULES.find((r) => r.id === id);
}

;// CONCATENATED MODULE: ./src/lint/run.ts




const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 };
/** Runs every enabled rule; findings ordered by severity, then catalog order. Pure. */
function lint(ctx, options = {}) {
    const order = new Map(ctx.catalog.servers.map((s, i) => [s.name, i]));
    const findings = [];
    for (const rule of options.registry ?? RULES) {
        const level = options.rules?.[rule.id] ?? rule.defaultSeverity;
        if (level === 'off')
            continue;
        rule.check(rule.withoutNeighbourCopies ? withoutCopies(ctx) : ctx, (r) => {
            const tool = 'tool' in r ? r.tool : undefined;
            const server = 'tool' in r ? r.tool.rawServer : r.server;
            const pos = ctx.positions?.get(server);
            findings.push({
                rule: rule.id,
                severity: level,
                server,
                tool: tool?.name ?? '',
                message: r.message,
                ...(tool ? { id: tool.id } : {}),
                ...(r.tools ? { tools: r.tools } : {}),
                ...(pos ? { line: pos.line, col: pos.col } : {}),
                order: tool ? tool.index : ((order.get(server) ?? 0) - order.size) * 1e6
            });
        });
    }
    findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.order - b.order);
    return findings.map(({ order: _order, ...f }) => f);
}
/** True when a finding is an error: the action's `fail-on: lint-error` fails the step. */
function lintFailsGate(findings) {
    return findings.some((f) => f.severity === 'error');
}
/**
 * The lint context of a manifest and its collected catalog: queries with their tool
 * references resolved (unresolvable ones are skipped: evaluation reports them), the engines
 * of every query, and the servers to lint: the ones the manifest starts; stored catalogs
 * (`catalog:`) are competitors and are linted only when the manifest starts no server.
 */
function lintContext(manifest, catalog, options = {}) {
    const engines = new Map();
    const use = (id) => {
        const engine = registry_resolveEngine(id);
        engines.set(engine.id, engine);
        return engine.id;
    };
    const defaults = (options.engines ?? manifest.engines).map(use);
    const resolve = (refs) => refs.flatMap((r) => {
        const res = resolveToolRef(r.ref, catalog);
        return 'tool' in res ? [res.tool.id] : [];
    });
    const queries = manifest.queries.map((q) => ({
        query: q.query,
        line: q.line,
        col: q.col,
        expect: resolve(q.expect),
        forbid: resolve(q.forbid),
        engines: options.engines ? defaults : q.engines ? q.engines.map(use) : defaults
    }));
    const live = manifest.servers.filter((s) => s.kind !== 'catalog');
    return {
        catalog,
        queries,
        engines: [...engines.values()],
        maxResults: manifest.maxResults,
        targets: new Set((live.length > 0 ? live : manifest.servers).map((s) => s.name)),
        positions: new Map(manifest.servers.map((s) => [s.name, { line: s.line, col: s.col }])),
        ...(options.prepared ? { prepared: options.prepared } : {})
    };
}
/** Lints a manifest's catalog with the manifest's rule levels. */
function lintManifest(manifest, catalog, options = {}) {
    return lint(lintContext(manifest, catalog, options), { rules: manifest.lintRules });
}

;// CONCATENATED MODULE: ./src/util/progress.ts
const SILENT = {
    step: (_title, run) => run(),
    note: () => undefined,
    advance: () => undefined
};

;// CONCATENATED MODULE: ./src/pipeline.ts










/**
 * manifest -> collect -> catalog -> engines -> evaluate. Stored catalogs load first, so a
 * reference mistake that involves only them is reported before any server starts.
 */
async function loadAndCollect(options) {
    const manifest = await loadManifest(options.config, options.baseDir);
    // Before any server starts: a view to judge in means nothing without neighbours.
    if (options.judge && manifest.neighbours.length === 0)
        throw new UsageError(`fail-on \`${options.judge}\` chooses between the views alone and with neighbours, but ${options.config} lists no \`neighbours:\`; drop \`${options.judge}\` from fail-on`);
    return { manifest, ...(await collectManifest(manifest, { baseDir: options.baseDir, callerEnv: options.callerEnv }, options.progress)) };
}
/**
 * The manifest's servers, stored catalogs and bundled neighbours first (see loadAndCollect), as
 * listings (the manifest's own servers: what the lock file keeps) and one catalog, the
 * neighbours connected last.
 */
async function collectManifest(manifest, ctx, progress = SILENT) {
    const stored = manifest.servers.filter((s) => s.kind === 'catalog');
    const live = manifest.servers.filter((s) => s.kind !== 'catalog');
    const [storedListings, neighbours] = await Promise.all([collectAll(stored, ctx), loadNeighbours(manifest.neighbours.map((n) => n.name))]);
    bindQueries(manifest, buildCatalog([...storedListings, ...neighbours]), new Set(live.map((s) => s.name)));
    const liveListings = live.length ? await progress.step(`Starting ${plural_plural(live.length, 'server')} and collecting their tools`, () => collectAll(live, ctx)) : [];
    const byName = new Map([...storedListings, ...liveListings].map((l) => [l.name, l]));
    const listings = manifest.servers.map((s) => byName.get(s.name));
    return { listings, catalog: buildCatalog([...listings, ...neighbours]) };
}
async function runPipeline(options) {
    const started = performance.now();
    const collected = await loadAndCollect(options);
    // Lint ranks with the same engines on the same catalog: share what evaluation prepared.
    const prepared = new Map();
    const neighbourSetVersion = collected.manifest.neighbours.length > 0 ? (await neighbourSet()).version : undefined;
    const evaluation = await rank(collected.manifest, collected.catalog, { ...options, prepared, ...(neighbourSetVersion ? { neighbourSet: neighbourSetVersion } : {}) });
    const findings = await progress(options).step(`Linting ${plural_plural(collected.catalog.tools.length, 'tool')}`, async () => lintManifest(collected.manifest, collected.catalog, { engines: options.engines, prepared }));
    const lock = await checkLock(collected.manifest.lockFile, collected.listings);
    return { ...collected, evaluation, findings, ...(lock ? { lock } : {}), durationMs: Math.round(performance.now() - started) };
}
function progress(options) {
    return options.progress ?? SILENT;
}
/** Every query ranked, as a step that counts them; a signal stops it between two queries. */
function rank(manifest, catalog, options) {
    const p = progress(options);
    const n = manifest.queries.length;
    return p.step(`Ranking ${plural_plural(n, 'query', 'queries')} over ${plural_plural(catalog.tools.length, 'tool')}`, () => evaluateInterruptibly(manifest, catalog, { ...options, onProgress: (done, total) => p.advance(done, total) }));
}

;// CONCATENATED MODULE: ./src/advice/blame.ts


function search(engine, catalog, query, maxResults) {
    try {
        return engine.search(engine.prepare(catalog), query, { maxResults });
    }
    catch (err) {
        if (err instanceof EngineQueryError)
            return { results: [], ranking: [], mode: 'keyword' };
        throw err;
    }
}
function standing(r) {
    return r ? { rank: r.rank, score: r.score } : null;
}
/** Points per (term, field) that differ between two breakdowns, in the order the terms first appear. */
function breakdownDeltas(before, after) {
    const sums = new Map();
    const add = (c, side) => {
        const key = `${c.term}\u0000${c.field}`;
        const d = sums.get(key) ?? { term: c.term, field: c.field, before: 0, after: 0 };
        d[side] += c.points;
        sums.set(key, d);
    };
    for (const c of before)
        add(c, 'before');
    for (const c of after)
        add(c, 'after');
    return [...sums.values()].filter((d) => Math.abs(d.after - d.before) > 1e-9);
}
/**
 * Why `tool` ranks worse for `query` at head than at base under `engine`: the tools now ahead
 * of it that were not ahead at base (new tools included), with the words whose points changed
 * for each, and the tool's own points that changed. `engine` is an engine or an engine id.
 */
function blame(baseCatalog, headCatalog, query, engine, tool, options = {}) {
    const e = typeof engine === 'string' ? resolveEngine(engine) : engine;
    const maxResults = options.maxResults ?? e.defaultMaxResults;
    const base = search(e, baseCatalog, query, maxResults);
    const head = search(e, headCatalog, query, maxResults);
    return blameRankings({ query, engine: e.id, tool, base, head, baseIds: new Set(baseCatalog.tools.map((t) => t.id)) });
}
/**
 * The same from rankings already made (the base diff has both sides' rankings): `baseIds`
 * are the ids of the base catalog, so that a tool the PR added is told apart.
 */
function blameRankings(input) {
    const { query, tool, base, head, baseIds } = input;
    const baseById = new Map(base.ranking.map((r) => [r.tool, r]));
    const baseMe = baseById.get(tool);
    const headMe = head.ranking.find((r) => r.tool === tool);
    // Ahead at head: everything ranked before the tool, or, when it no longer ranks, everything within the cut.
    const aheadAtHead = headMe ? head.ranking.filter((r) => r.rank < headMe.rank) : head.ranking.filter((r) => head.results.includes(r.tool));
    const wasAhead = (id) => {
        const b = baseById.get(id);
        if (!b)
            return false;
        return !baseMe || b.rank < baseMe.rank;
    };
    const gainers = aheadAtHead
        .filter((r) => r.tool !== tool && !wasAhead(r.tool))
        .map((r) => {
        const b = baseById.get(r.tool);
        return {
            tool: r.tool,
            base: standing(b),
            head: { rank: r.rank, score: r.score },
            added: !baseIds.has(r.tool),
            deltas: breakdownDeltas(b?.breakdown ?? [], r.breakdown)
        };
    });
    return {
        query,
        engine: input.engine,
        tool,
        base: standing(baseMe),
        head: standing(headMe),
        own: breakdownDeltas(baseMe?.breakdown ?? [], headMe?.breakdown ?? []),
        gainers
    };
}

;// CONCATENATED MODULE: ./src/baseline/full-ranking.ts


/**
 * The full rankings of one side of the diff, ranked again on demand: an evaluation keeps only
 * part of each ranking, and blame needs every tool ahead of the blamed one. Each engine
 * prepares the catalog once, on first use.
 */
class FullRankings {
    catalog;
    prepared = new Map();
    constructor(catalog) {
        this.catalog = catalog;
    }
    /** The whole ranking behind `kept`, the result of `query` under its engine. */
    of(query, kept) {
        if (kept.error !== undefined || kept.ranking.length === kept.scored)
            return kept;
        const engine = registry_resolveEngine(kept.engine);
        let prepared = this.prepared.get(engine.id);
        if (!prepared) {
            prepared = engine.prepare(this.catalog);
            this.prepared.set(engine.id, prepared);
        }
        try {
            return engine.search(prepared, query, { maxResults: kept.maxResults });
        }
        catch (err) {
            if (err instanceof types_EngineQueryError)
                return { ranking: [], results: [] };
            throw err;
        }
    }
}

;// CONCATENATED MODULE: ./src/baseline/renames.ts
/**
 * Renamed tools: between the base commit's catalog and the PR's, a tool that disappears while
 * a new one of the same server appears with the same input schema and a near-identical
 * description (`read_file` → `read_text_file`). And what a manifest naming the old tool is
 * told instead of "no server lists it".
 */




/** How alike two descriptions must be for a rename: at most a fifth of the longer one edited. */
const RENAME_SIMILARITY = 0.8;
/** A description as compared: lower case, spaces collapsed, the tool's own name taken out (a description may name its tool). */
function comparable(t) {
    const own = [t.rawName, t.name, t.rawName.replace(/[_-]+/g, ' ')].filter((n) => n.length > 0);
    let text = t.description.toLowerCase();
    for (const name of own)
        text = text.split(name.toLowerCase()).join(' ');
    return text.replace(/\s+/g, ' ').trim();
}
/** 1 for the same text, 0 for nothing in common (Levenshtein distance over the longer length). */
function similarity(x, y) {
    const longest = Math.max(x.length, y.length);
    return longest === 0 ? 1 : 1 - (0,mod/* distance */.Io)(x, y) / longest;
}
/** How alike two tools' descriptions are, each without its own name (1: the same). */
function descriptionSimilarity(a, b) {
    return similarity(comparable(a), comparable(b));
}
/**
 * How many description pairs one diff compares by edit distance, at most. A change that
 * replaces hundreds of tools of one server and schema at once would otherwise compare every
 * removed tool with every added one (1,000 × 1,000 took 38 s); past this many, only renames
 * that keep the description are found.
 */
const MAX_COMPARED_PAIRS = 20_000;
/**
 * Pairs each added tool with the removed tool of its server that has the same input schema
 * and the most alike description (at least RENAME_SIMILARITY), each removed tool once.
 */
function findRenames(removed, added) {
    const key = (t) => `${t.rawServer}\u0000${canonicalJson(t.inputSchema ?? {})}`;
    const text = new Map([...removed, ...added].map((t) => [t, comparable(t)]));
    const byKey = new Map();
    for (const t of removed) {
        const k = key(t);
        const group = byKey.get(k);
        if (group)
            group.push(t);
        else
            byKey.set(k, [t]);
    }
    const taken = new Set();
    const pairs = [];
    let budget = MAX_COMPARED_PAIRS;
    for (const to of added) {
        const candidates = (byKey.get(key(to)) ?? []).filter((t) => !taken.has(t));
        const y = text.get(to);
        // The usual rename keeps its description: no distance needed.
        let best;
        const same = candidates.find((from) => text.get(from) === y);
        if (same)
            best = { from: same, score: 1 };
        for (const from of same ? [] : candidates) {
            const x = text.get(from);
            // The distance is at least the difference in length: skip what cannot reach the bar.
            if (1 - Math.abs(x.length - y.length) / Math.max(x.length, y.length, 1) < RENAME_SIMILARITY)
                continue;
            if (budget-- <= 0)
                break;
            const score = similarity(x, y);
            if (score >= RENAME_SIMILARITY && (!best || score > best.score))
                best = { from, score };
        }
        if (best) {
            taken.add(best.from);
            pairs.push({ from: best.from, to });
        }
    }
    return pairs;
}
/** `ref` written again for the tool `to`, in the form the manifest used (`tool`, `server/tool`, `mcp__server__tool`). */
function sameForm(ref, to) {
    if (ref.startsWith('mcp__'))
        return to.id;
    if (ref.includes('/'))
        return `${ref.slice(0, ref.indexOf('/'))}/${to.rawName}`;
    return to.rawName;
}
/**
 * The manifest errors again, each reference to a tool this change renamed saying so (and
 * naming the new tool) instead of "no server lists a tool". `base` is the base commit's catalog.
 */
function explainRenames(error, base) {
    const headIds = new Set(error.catalog.tools.map((t) => t.id));
    const servers = new Set(error.catalog.tools.map((t) => t.rawServer));
    // Only servers the PR's catalog holds (a first pass may hold the stored catalogs alone).
    const removed = base.tools.filter((t) => !headIds.has(t.id) && servers.has(t.rawServer));
    const baseIds = new Set(base.tools.map((t) => t.id));
    const added = error.catalog.tools.filter((t) => !baseIds.has(t.id));
    const renamedTo = new Map(findRenames(removed, added).map((r) => [r.from.id, r.to]));
    const issues = error.issues.map((issue, i) => {
        const ref = error.unresolved.get(i);
        const old = ref && resolveToolRef(ref.ref, base);
        const to = old && 'tool' in old ? renamedTo.get(old.tool.id) : undefined;
        if (!ref || !to)
            return issue;
        const now = sameForm(ref.ref, to);
        return { ...issue, message: `\`${ref.ref}\` was renamed to \`${now}\` in this change (same input schema, near-identical description): name \`${now}\`` };
    });
    return new ManifestError(issues);
}

;// CONCATENATED MODULE: ./src/baseline/diff.ts





/** Items (queries) matched by their text; a text used twice is matched occurrence by occurrence. */
function keyedBy(items, text) {
    const seen = new Map();
    const out = new Map();
    for (const item of items) {
        const n = seen.get(text(item)) ?? 0;
        seen.set(text(item), n + 1);
        out.set(`${n}\u0000${text(item)}`, item);
    }
    return out;
}
/** Tools added, removed, renamed (same schema, near-identical description, new name: src/baseline/renames.ts) and edited. */
function diffCatalogs(base, head) {
    const baseById = new Map(base.tools.map((t) => [t.id, t]));
    const headById = new Map(head.tools.map((t) => [t.id, t]));
    const added = head.tools.filter((t) => !baseById.has(t.id));
    const removed = base.tools.filter((t) => !headById.has(t.id));
    const pairs = findRenames(removed, added);
    const renamed = pairs.map((p) => ({ from: p.from.id, to: p.to.id }));
    const renamedTo = new Set(pairs.map((p) => p.to));
    const stillAdded = added.filter((t) => !renamedTo.has(t));
    const renamedFrom = new Set(renamed.map((r) => r.from));
    const descriptionChanged = [];
    const schemaChanged = [];
    for (const t of head.tools) {
        const before = baseById.get(t.id);
        if (!before)
            continue;
        if (before.description !== t.description)
            descriptionChanged.push(t.id);
        if (canonicalJson(before.inputSchema ?? {}) !== canonicalJson(t.inputSchema ?? {}))
            schemaChanged.push(t.id);
    }
    return {
        added: stillAdded.map((t) => t.id),
        removed: removed.filter((t) => !renamedFrom.has(t.id)).map((t) => t.id),
        renamed,
        descriptionChanged,
        schemaChanged
    };
}
/** Rank 0 stands for "always loaded": better than any search rank. */
function effectiveRank(rank, alwaysLoaded) {
    return alwaysLoaded ? 0 : rank;
}
function directionOf(base, head) {
    if (base === head)
        return 'same';
    if (head === null)
        return 'down';
    if (base === null)
        return 'up';
    return head > base ? 'down' : 'up';
}
/**
 * The policy: judged by the head's expectation, on both sides. `basePass` null means the base
 * did not rank it (a new query, engine or tool): judged by its expectation alone.
 */
function classify(basePass, headPass, marked, moved) {
    if (!headPass && marked)
        return 'known-failure';
    if (basePass === null)
        return headPass ? 'new' : 'missing';
    if (headPass)
        return basePass ? (moved ? 'shift' : 'unchanged') : 'improvement';
    return basePass ? 'regression' : 'missing';
}
function sideOf(result, tool, alwaysLoaded, full) {
    const ranked = result.ranking.find((r) => r.tool === tool) ?? full().ranking.find((r) => r.tool === tool);
    return { rank: ranked?.rank ?? null, score: ranked?.score ?? null, found: alwaysLoaded || result.results.includes(tool), alwaysLoaded };
}
/** Does `side` satisfy expectation `e` (its kind and `within`), as evaluate judges the head? */
function holds(e, side) {
    if (e.kind === 'forbid')
        return !side.found;
    return side.alwaysLoaded || (side.found && side.rank !== null && side.rank <= e.within);
}
/**
 * The rank diff the PR comment leads with: per query, engine and expectation, the base side
 * against the head side, classified by the policy (\`classify\`). A tool renamed by the PR is
 * followed under its old name on the base side.
 */
function diffEvaluations(input) {
    const catalog = input.catalogChanges ?? diffCatalogs(input.base.catalog, input.head.catalog);
    const oldName = new Map(catalog.renamed.map((r) => [r.to, r.from]));
    const baseTools = new Map(input.base.catalog.tools.map((t) => [t.id, t]));
    const baseIds = new Set(baseTools.keys());
    const baseQueries = keyedBy(input.base.evaluation.queries, (q) => q.query);
    const headQueries = keyedBy(input.head.evaluation.queries, (q) => q.query);
    const rows = [];
    const resultChanges = [];
    const baseRankings = new FullRankings(input.base.catalog);
    const headRankings = new FullRankings(input.head.catalog);
    for (const [key, head] of headQueries) {
        const base = baseQueries.get(key);
        for (const [engineId, h] of Object.entries(head.engines)) {
            const b = base?.engines[engineId];
            if (h.expectations.length === 0 && b && h.error === undefined && JSON.stringify(b.results) !== JSON.stringify(h.results)) {
                resultChanges.push({ query: head.query, line: head.line, engine: engineId, base: b.results, head: h.results });
            }
            const loadsAlwaysLoad = registry_resolveEngine(engineId).loadsAlwaysLoad;
            for (const e of h.expectations) {
                const baseId = oldName.get(e.tool) ?? e.tool;
                const baseTool = baseTools.get(baseId);
                const bs = b && baseTool ? sideOf(b, baseId, loadsAlwaysLoad && baseTool.alwaysLoad, () => baseRankings.of(head.query, b)) : undefined;
                const hs = { rank: e.rank, score: e.score, found: e.alwaysLoaded || h.results.includes(e.tool), alwaysLoaded: e.alwaysLoaded };
                const basePass = bs ? holds(e, bs) : null;
                const direction = bs ? directionOf(effectiveRank(bs.rank, bs.alwaysLoaded), effectiveRank(hs.rank, hs.alwaysLoaded)) : 'same';
                const change = classify(basePass, e.pass, h.knownFailure !== undefined, direction !== 'same');
                rows.push({
                    query: head.query,
                    line: head.line,
                    engine: engineId,
                    kind: e.kind,
                    ref: e.ref,
                    tool: e.tool,
                    maxResults: h.maxResults,
                    within: e.within,
                    baseRank: bs?.rank ?? null,
                    headRank: e.rank,
                    baseScore: bs?.score ?? null,
                    headScore: e.score,
                    baseFound: bs?.found ?? false,
                    headFound: hs.found,
                    basePass,
                    headPass: e.pass,
                    change,
                    direction,
                    ...(bs?.found && !hs.found ? { crossed: 'fell-out' } : {}),
                    ...(bs && !bs.found && hs.found ? { crossed: 'entered' } : {}),
                    ...(change === 'regression' && e.kind === 'expect' && b ? { blame: blameRankings({ query: head.query, engine: engineId, tool: e.tool, base: baseRankings.of(head.query, b), head: headRankings.of(head.query, h), baseIds }) } : {})
                });
            }
        }
    }
    const headKeys = new Set(headQueries.keys());
    const baseKeys = new Set(baseQueries.keys());
    const count = (c) => rows.filter((r) => r.change === c).length;
    return {
        source: input.source,
        baseSha: input.baseSha,
        cost: input.cost,
        rows,
        newQueries: [...headQueries.entries()].filter(([k]) => !baseKeys.has(k)).map(([, q]) => q.query),
        removedQueries: [...baseQueries.entries()].filter(([k]) => !headKeys.has(k)).map(([, q]) => q.query),
        resultChanges,
        catalog,
        regressions: count('regression'),
        shifts: count('shift'),
        improvements: count('improvement'),
        missing: count('missing')
    };
}

;// CONCATENATED MODULE: ./src/baseline/expectations.ts






const engineOf = (id) => registry_resolveEngine(id);
/** The engine ids a query runs with, resolved, in order. */
function expectations_enginesOf(manifest, q, override) {
    return (override ?? q.engines ?? manifest.engines).map(engineOf);
}
function cutOf(manifest, engine) {
    return forEngine(manifest.maxResults, engine) ?? engine.defaultMaxResults;
}
/**
 * One edit per engine whose value differs, merged into one edit without an engine when every
 * compared engine changed alike.
 */
function perEngineEdits(field, engines, edit) {
    const each = engines.map((e) => ({ engine: e.id, edit: edit(e) }));
    const changed = each.filter((x) => x.edit !== undefined);
    if (changed.length === 0)
        return [];
    const same = changed.length === each.length && changed.every((x) => JSON.stringify(x.edit) === JSON.stringify(changed[0].edit));
    if (same)
        return [{ field, ...changed[0].edit }];
    return changed.map((x) => ({ field, engine: x.engine, ...x.edit }));
}
/** The tool a reference names in a catalog, or undefined. */
function toolOf(ref, catalog) {
    const r = resolveToolRef(ref, catalog);
    return 'tool' in r ? r.tool : undefined;
}
function refEdits(field, base, head, catalogs) {
    const headRefs = new Set(head.map((r) => r.ref));
    const baseRefs = new Set(base.map((r) => r.ref));
    const gone = base.filter((r) => !headRefs.has(r.ref));
    const come = head.filter((r) => !baseRefs.has(r.ref));
    // A reference that follows its tool's rename is neither: it checks the same tool.
    const follows = new Map();
    for (const r of gone) {
        const before = toolOf(r.ref, catalogs.base);
        const now = before && catalogs.renamed.get(before.id);
        const match = now && come.find((h) => !follows.has(h) && toolOf(h.ref, catalogs.head)?.id === now.id);
        if (match)
            follows.set(match, r);
    }
    const followed = new Set(follows.values());
    const removed = gone.filter((r) => !followed.has(r));
    const added = come.filter((r) => !follows.has(r));
    // A tool checked in place of another, in order: the query asks as much as before, of another tool.
    const replaced = Math.min(removed.length, added.length);
    return [
        ...[...follows].map(([h, b]) => ({ field, change: 'renamed', relaxes: false, before: b.ref, after: h.ref })),
        ...removed.slice(0, replaced).map((r, i) => ({ field, change: 'changed', relaxes: false, before: r.ref, after: added[i].ref })),
        // An expected tool no longer checked relaxes; a forbidden one no longer checked too.
        ...removed.slice(replaced).map((r) => ({ field, change: 'removed', relaxes: true, before: r.ref })),
        ...added.slice(replaced).map((r) => ({ field, change: 'added', relaxes: false, after: r.ref }))
    ];
}
function markEdit(base, head, e) {
    const before = forEngine(base, e);
    const after = forEngine(head, e);
    if (before === after)
        return undefined;
    if (before === undefined)
        return { change: 'added', relaxes: true, after };
    if (after === undefined)
        return { change: 'removed', relaxes: false, before };
    return { change: 'changed', relaxes: false, before, after };
}
/** The engines dropped (a relaxation) and added, the manifest's or a query's own. */
function engineEdits(baseEngines, headEngines) {
    const headIds = new Set(headEngines.map((e) => e.id));
    const baseIds = new Set(baseEngines.map((e) => e.id));
    return [
        ...baseEngines.filter((e) => !headIds.has(e.id)).map((e) => ({ field: 'engines', change: 'removed', relaxes: true, before: e.id })),
        ...headEngines.filter((e) => !baseIds.has(e.id)).map((e) => ({ field: 'engines', change: 'added', relaxes: false, after: e.id }))
    ];
}
function queryEdits(base, head, b, h, catalogs, override) {
    const baseEngines = expectations_enginesOf(base, b, override);
    const headEngines = expectations_enginesOf(head, h, override);
    const headIds = new Set(headEngines.map((e) => e.id));
    const both = baseEngines.filter((e) => headIds.has(e.id));
    const edits = [...refEdits('expect', b.expect, h.expect, catalogs), ...refEdits('forbid', b.forbid, h.forbid, catalogs)];
    // A query's own `engines` (the manifest's are compared once, manifest-wide).
    if (!override && (b.engines !== undefined || h.engines !== undefined))
        edits.push(...engineEdits(baseEngines, headEngines));
    edits.push(...perEngineEdits('rank', both, (e) => {
        const before = forEngine(b.rank, e);
        const after = forEngine(h.rank, e);
        if (before === after)
            return undefined;
        // No `rank` is the cut: compare what each side asks for.
        const relaxes = (after ?? cutOf(head, e)) > (before ?? cutOf(base, e));
        return { change: before === undefined ? 'added' : after === undefined ? 'removed' : relaxes ? 'relaxed' : 'tightened', relaxes, ...(before !== undefined ? { before: String(before) } : {}), ...(after !== undefined ? { after: String(after) } : {}) };
    }), ...perEngineEdits('known_failure', both, (e) => markEdit(b.knownFailure, h.knownFailure, e)));
    return edits;
}
/** The manifest-wide edits: engines and `max_results`. */
function manifestEdits(base, head, override) {
    const baseEngines = (override ?? base.engines).map(engineOf);
    const headEngines = (override ?? head.engines).map(engineOf);
    const edits = override ? [] : engineEdits(baseEngines, headEngines);
    edits.push(...perEngineEdits('max_results', headEngines.filter((e) => baseEngines.some((x) => x.id === e.id)), (e) => {
        const before = cutOf(base, e);
        const after = cutOf(head, e);
        if (before === after)
            return undefined;
        return { change: after > before ? 'relaxed' : 'tightened', relaxes: after > before, before: String(before), after: String(after) };
    }));
    return edits;
}
/** The base commit's expectations of `b` on this PR's catalog, without its mark: what a relaxation no longer checks. */
function hiddenBy(input, b, baseQuery, catalogs, prepared) {
    // A tool renamed since is ranked under its new name, and reported under the name the base wrote.
    const written = new Map();
    const follow = (refs) => refs.map((r) => {
        const before = toolOf(r.ref, catalogs.base);
        const now = before && !toolOf(r.ref, catalogs.head) ? catalogs.renamed.get(before.id) : undefined;
        if (!now)
            return r;
        written.set(now.id, r.ref);
        return { ...r, ref: now.id };
    });
    const spec = { ...b, expect: follow(b.expect), forbid: follow(b.forbid), knownFailure: undefined };
    let evaluation;
    try {
        evaluation = evaluate({ ...input.base, queries: [spec] }, input.headCatalog, { engines: input.engines, advice: false, prepared, ...(input.judge ? { judge: input.judge } : {}) });
    }
    catch (err) {
        if (err instanceof ManifestError)
            return err.issues.map((i) => i.message).join('; ');
        throw err;
    }
    return Object.values(evaluation.queries[0].engines).flatMap((r) => r.expectations.map((e) => {
        const ref = written.get(e.ref) ?? e.ref;
        const before = baseQuery?.engines[r.engine]?.expectations.find((x) => x.kind === e.kind && x.ref === ref);
        return { engine: r.engine, kind: e.kind, ref, ...(written.has(e.ref) ? { renamedTo: e.tool } : {}), baseRank: before?.rank ?? null, rank: e.rank, within: e.within, maxResults: r.maxResults, pass: e.pass };
    }));
}
/** Every change of the manifest's expectations, manifest-wide edits first, then per query in the base's order. */
function diffExpectations(input) {
    const { base, head } = input;
    const changes = [];
    const wide = manifestEdits(base, head, input.engines);
    if (wide.length)
        changes.push({ query: null, line: 1, side: 'head', edits: wide, relaxes: wide.some((e) => e.relaxes), hidden: [] });
    const heads = keyedBy(head.queries, (q) => q.query);
    const baseResults = keyedBy(input.baseEvaluation.queries, (q) => q.query);
    const prepared = new Map();
    const headById = new Map(input.headCatalog.tools.map((t) => [t.id, t]));
    const renamed = new Map((input.catalogChanges ?? diffCatalogs(input.baseCatalog, input.headCatalog)).renamed.map((r) => [r.from, headById.get(r.to)]));
    const catalogs = { base: input.baseCatalog, head: input.headCatalog, renamed };
    for (const [key, b] of keyedBy(base.queries, (q) => q.query)) {
        const h = heads.get(key);
        const edits = h ? queryEdits(base, head, b, h, catalogs, input.engines) : [{ field: 'query', change: 'removed', relaxes: true }];
        if (edits.length === 0)
            continue;
        const relaxes = edits.some((e) => e.relaxes);
        const hidden = relaxes ? hiddenBy(input, b, baseResults.get(key), catalogs, prepared) : [];
        changes.push({
            query: b.query,
            line: h ? h.line : b.line,
            side: h ? 'head' : 'base',
            edits,
            relaxes,
            ...(typeof hidden === 'string' ? { hidden: [], unrankable: hidden } : { hidden })
        });
    }
    return changes;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/baseline/git.ts




/** A git command failed; `stderr` holds git's own words. */
class GitError extends Error {
    args;
    stderr;
    constructor(args, stderr) {
        super(`git ${args.join(' ')}: ${stderr.trim().split('\n').pop() ?? 'failed'}`);
        this.args = args;
        this.stderr = stderr;
        this.name = 'GitError';
    }
}
function git(args, cwd) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)('git', [...args], { cwd, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(args, stderr || error.message));
            else
                resolve(stdout);
        });
    });
}
async function repoRoot(cwd) {
    return (await git(['rev-parse', '--show-toplevel'], cwd)).trim();
}
async function hasCommit(sha, cwd) {
    try {
        await git(['cat-file', '-e', `${sha}^{commit}`], cwd);
        return true;
    }
    catch {
        return false;
    }
}
/** The base ref names no commit here, and fetching it from `origin` failed too; `gitMessage` is git's own. */
class BaseCommitError extends Error {
    ref;
    gitMessage;
    constructor(ref, gitMessage) {
        super(`${ref} is not a commit in this checkout, and \`git fetch origin ${ref}\` failed: ${gitMessage}`);
        this.ref = ref;
        this.gitMessage = gitMessage;
        this.name = 'BaseCommitError';
    }
}
/** Git's own first complaint (`fatal: …`), else its last line: what it says after it is advice. */
function gitSays(err) {
    const lines = (err instanceof GitError ? err.stderr : String(err)).split('\n').map((l) => l.trim()).filter(Boolean);
    return lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.pop() ?? 'failed';
}
/**
 * Resolves a ref or sha to a commit that is present locally. A shallow checkout (the
 * default of actions/checkout) lacks the base commit: fetch just that commit.
 */
async function ensureCommit(ref, cwd) {
    if (!(await hasCommit(ref, cwd))) {
        const shallow = (await git(['rev-parse', '--is-shallow-repository'], cwd)).trim() === 'true';
        try {
            await git(['fetch', '--no-tags', '--quiet', ...(shallow ? ['--depth=1'] : []), 'origin', ref], cwd);
        }
        catch (err) {
            throw new BaseCommitError(ref, gitSays(err));
        }
    }
    try {
        return (await git(['rev-parse', '--verify', `${ref}^{commit}`], cwd)).trim();
    }
    catch (err) {
        // Fetched, yet no commit: a tag of a tree, say.
        throw new BaseCommitError(ref, gitSays(err));
    }
}
/**
 * What this checkout has that a worktree of a commit lacks: the files and folders git ignores
 * (node_modules, build output), at most `limit` of them. Empty when git cannot say.
 */
async function ignoredEntries(cwd, limit = 5) {
    try {
        const out = await git(['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '--no-empty-directory'], cwd);
        return out.split('\n').filter(Boolean).slice(0, limit);
    }
    catch {
        return [];
    }
}
/** A file's text at a commit, or undefined when the commit has no such file. */
async function showFile(sha, path, cwd) {
    try {
        await git(['cat-file', '-e', `${sha}:${path}`], cwd);
    }
    catch {
        return undefined;
    }
    return git(['show', `${sha}:${path}`], cwd);
}
/** Runs `fn` in a detached worktree of `sha` in a temporary folder, removed on every path. */
async function withWorktree(sha, cwd, fn) {
    const parent = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'mcp-tool-rank-base-'));
    const dir = (0,external_node_path_.join)(parent, 'base');
    try {
        await git(['worktree', 'add', '--detach', '--quiet', dir, sha], cwd);
        return await fn(dir);
    }
    finally {
        await git(['worktree', 'remove', '--force', dir], cwd).catch(() => undefined);
        await (0,promises_.rm)(parent, { recursive: true, force: true });
        await git(['worktree', 'prune'], cwd).catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/baseline/obtain.ts















const BASELINE_MODES = ['auto', 'lock', 'worktree', 'none'];
const SETUP_TIMEOUT_MS = 15 * 60_000;
function none(reason, warning, baseSha, details = []) {
    return { source: 'none', reason, warning, ...(baseSha ? { baseSha } : {}), ...(details.length ? { details } : {}) };
}
/** One line for a reason: the errors' own messages (one line per manifest issue or server) joined. */
function describe(err) {
    return (err instanceof Error ? err.message : String(err)).split('\n').join('; ');
}
/** Listings for the base manifest from the base commit's lock file (and its stored catalogs). */
async function listingsFromLock(manifest, sha, root, workRel) {
    const lockText = await showFile(sha, manifest.lockFile, root);
    if (lockText === undefined)
        return `the base commit has no ${manifest.lockFile}`;
    const locked = new Map(lockToListings(parseLock(lockText, manifest.lockFile)).map((l) => [l.name, l]));
    const listings = [];
    for (const server of manifest.servers) {
        const fromLock = locked.get(server.name);
        if (fromLock) {
            listings.push(fromLock);
            continue;
        }
        if (server.kind !== 'catalog')
            return `the base lock file has no server \`${server.name}\``;
        const { file, entry } = splitCatalogRef(server.catalog);
        const path = (0,external_node_path_.join)(workRel, file);
        const text = await showFile(sha, path, root);
        if (text === undefined)
            return `the base commit has no catalog file ${path}`;
        listings.push(parseCatalogFile(server.name, path, text, entry));
    }
    return listings;
}
/**
 * The base commit's catalog: from its lock file when it has one (no server started), else
 * collected from its servers in a worktree of it. Any failure is a NoBaseline with the reason.
 */
async function obtainBaseCatalog(options) {
    if (options.mode === 'none')
        return none('baseline: none', false);
    const progress = options.progress ?? SILENT;
    let root;
    let sha;
    try {
        root = await repoRoot(options.workDir);
        sha = await ensureCommit(options.base, root);
    }
    catch (err) {
        if (err instanceof BaseCommitError) {
            const ref = /^[0-9a-f]{40}$/.test(err.ref) ? err.ref.slice(0, 7) : err.ref;
            return none(`the base commit ${ref} is not in this checkout and git could not fetch it (${err.gitMessage}); check out with \`fetch-depth: 0\`, or commit a lock file`, true);
        }
        return none(`cannot read the base commit: ${describe(err)}`, true);
    }
    const configAbs = (0,external_node_path_.isAbsolute)(options.config) ? options.config : (0,external_node_path_.resolve)(options.workDir, options.config);
    const manifestRel = (0,external_node_path_.relative)(root, configAbs);
    const workRel = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(options.workDir));
    const text = await showFile(sha, manifestRel, root);
    if (text === undefined)
        return none(`the base commit ${sha.slice(0, 7)} has no ${manifestRel}`, false, sha);
    let manifest;
    try {
        manifest = parseManifest(text, manifestRel);
    }
    catch (err) {
        return none(`the base manifest is invalid: ${describe(err)}`, true, sha);
    }
    if (options.mode === 'auto' || options.mode === 'lock') {
        try {
            const listings = await listingsFromLock(manifest, sha, root, workRel);
            if (typeof listings !== 'string') {
                const catalog = buildCatalog([...listings, ...(await loadNeighbours(manifest.neighbours.map((n) => n.name)))]);
                progress.note(`base ${sha.slice(0, 7)}: ranked from ${manifest.lockFile}, no server started`);
                return { sha, manifest, catalog, source: 'lock', cost: { serversStarted: 0 } };
            }
            if (options.mode === 'lock')
                return none(`baseline: lock requested, but ${listings}`, true, sha);
            progress.note(`base ${sha.slice(0, 7)}: ${listings}; collecting from a worktree`);
        }
        catch (err) {
            return none(`the base lock file cannot be used: ${describe(err)}`, true, sha);
        }
    }
    try {
        return await withWorktree(sha, root, async (dir) => {
            const baseWork = (0,external_node_path_.join)(dir, workRel);
            let setupMs;
            if (options.setup) {
                const t0 = performance.now();
                const setup = options.setup;
                await progress.step(`Running setup \`${setup}\` in the worktree`, () => runSetup(setup, baseWork, options.callerEnv, options.setupTimeoutMs ?? SETUP_TIMEOUT_MS));
                setupMs = Math.round(performance.now() - t0);
            }
            const { manifest: m, catalog } = await loadAndCollect({ config: (0,external_node_path_.join)(dir, manifestRel), baseDir: baseWork, callerEnv: options.callerEnv, progress });
            return { sha, manifest: m, catalog, source: 'worktree', cost: { serversStarted: m.servers.filter((s) => s.kind !== 'catalog').length, ...(setupMs !== undefined ? { setupMs } : {}) } };
        });
    }
    catch (err) {
        return baseSideFailed(err, sha, options);
    }
}
/**
 * The base side of the review: the base commit's manifest ranked over the base commit's
 * catalog (obtainBaseCatalog), and the diff against the head. Any failure here is a warning;
 * the head verdict stands.
 */
async function obtainBaseline(options, head) {
    const started = performance.now();
    const base = await obtainBaseCatalog(options);
    if ('reason' in base)
        return base;
    const judge = options.judge ? { judge: options.judge } : {};
    const evaluation = await rank(base.manifest, base.catalog, { engines: options.engines, ...judge, progress: options.progress ?? SILENT });
    // Both diffs follow the renames: the catalogs are compared once.
    const catalogChanges = diffCatalogs(base.catalog, head.catalog);
    const expectations = head.manifest
        ? diffExpectations({ base: base.manifest, head: head.manifest, baseEvaluation: evaluation, baseCatalog: base.catalog, headCatalog: head.catalog, engines: options.engines, ...judge, catalogChanges })
        : undefined;
    const result = diffEvaluations({
        source: base.source,
        baseSha: base.sha,
        cost: { ...base.cost, totalMs: Math.round(performance.now() - started) },
        base: { evaluation, catalog: base.catalog },
        head,
        catalogChanges
    });
    return expectations ? { ...result, expectations } : result;
}
/**
 * Why the base side failed, as a head failure would say it: a server's one-line cause and its
 * stderr tail, a setup's exit and last lines; for a server that would not start without a
 * `setup`, what the worktree lacks that this checkout has.
 */
async function baseSideFailed(err, sha, options) {
    if (err instanceof SetupError)
        return none(`the base side failed: ${err.message}`, true, sha, err.outputTail.map((l) => `  ${l}`));
    const servers = err instanceof CollectErrors ? err.errors : err instanceof collect_errors/* CollectError */.h ? [err] : undefined;
    if (!servers)
        return none(`the base side failed: ${describe(err)}`, true, sha);
    const details = servers.flatMap((e) => (e.stderrTail.length ? [`server \`${e.server}\`: last ${e.stderrTail.length} line(s) of its stderr:`, ...e.stderrTail.map((l) => `  ${l}`)] : []));
    const missing = options.setup ? [] : await ignoredEntries(options.workDir);
    const hint = missing.length
        ? `; the worktree of the base commit has only what git tracks, not ${missing.join(', ')}: pass \`setup\` (the action) or \`--setup\` (the CLI) to install and build it, e.g. "npm ci && npm run build"`
        : '';
    return none(`the base side failed: ${servers.map((e) => e.message).join('; ')}${hint}`, true, sha, details);
}

;// CONCATENATED MODULE: ./src/report/json.ts
// Here, not in schema.ts: writing a report must not load zod and build the schema (start-up).
const REPORT_VERSION = 3;
/** The machine-readable report (`--json`, the action's `report` output) of a review; its shape is `reportSchema`, and read.ts reads it back. */
function jsonReport(review) {
    const { evaluation, verdict } = review;
    const tools = numbering((id) => id);
    // Field and points hold no NUL, so the term, last, needs no escaping (cheaper than JSON.stringify per ranking row).
    const contributions = numbering(({ term, field, points }) => `${field}\u0000${points}\u0000${term}`);
    const clientNames = {};
    const queries = evaluation.queries.map((q) => ({
        query: q.query,
        line: q.line,
        status: q.status,
        ...(q.neighbours ? { neighbours: q.neighbours } : {}),
        ...(q.knownFailure !== undefined ? { knownFailure: q.knownFailure } : {}),
        engines: Object.fromEntries(Object.entries(q.engines).map(([id, r]) => {
            // A tool's client name does not depend on the query: one map per engine.
            if (r.clientNames)
                Object.assign((clientNames[id] ??= {}), r.clientNames);
            return [id, engineResult(r, tools.index, contributions.index)];
        }))
    }));
    return {
        version: REPORT_VERSION,
        manifest: review.manifest,
        engines: evaluation.engines,
        ...(evaluation.neighbours ? { neighbours: evaluation.neighbours } : {}),
        servers: evaluation.servers.map((s) => ({ name: s.name, tools: s.toolCount, source: s.source, pages: s.pages, ...(s.serverInfo ? { serverInfo: s.serverInfo } : {}), warnings: s.warnings })),
        tools: tools.items,
        ...(Object.keys(clientNames).length > 0 ? { clientNames } : {}),
        contributions: contributions.items.map(({ term, field, points }) => [term, field, points]),
        queries,
        summary: evaluation.summary,
        findings: review.findings.map(({ rule, severity, server, tool, message, id, tools, line, col }) => ({ rule, severity, server, tool, message, ...(id ? { id } : {}), ...(tools ? { tools } : {}), ...(line !== undefined ? { line, col } : {}) })),
        ...(review.baseline ? { baseline: review.baseline } : {}),
        verdict: { failOn: [...verdict.failOn], failed: verdict.failed, reasons: verdict.reasons, warnings: verdict.warnings, ...(verdict.acceptedBy !== undefined ? { acceptedBy: verdict.acceptedBy } : {}), tally: verdict.tally }
    };
}
/**
 * A table of the report (`tools`, `contributions`): each distinct item once, numbered in the
 * order the report first names it; `key` says which items are the same.
 */
function numbering(key) {
    const items = [];
    const indices = new Map();
    return {
        items,
        index(item) {
            const k = key(item);
            let i = indices.get(k);
            if (i === undefined)
                indices.set(k, (i = items.push(item) - 1));
            return i;
        }
    };
}
function engineResult(r, tool, contribution) {
    return {
        maxResults: r.maxResults,
        mode: r.mode,
        results: r.results.map(tool),
        ranking: r.ranking.map((row) => [tool(row.tool), row.score, row.rank, row.breakdown.map(contribution)]),
        scored: r.scored,
        expectations: r.expectations,
        pass: r.pass,
        ...(r.cutTie ? { cutTie: { score: r.cutTie.score, inside: r.cutTie.inside.map(tool), outside: r.cutTie.outside.map(tool), ...(r.cutTie.more !== undefined ? { more: r.cutTie.more } : {}) } } : {}),
        ...(r.error ? { error: r.error } : {}),
        ...(r.knownFailure !== undefined ? { knownFailure: r.knownFailure } : {}),
        status: r.status
    };
}
/**
 * The report as written to a file: one line per top-level value, and per item of a top-level
 * list (a query, a finding, a server). Indenting every level would double its size (a large
 * check's report is megabytes); one line per query keeps it readable, greppable and diffable.
 */
function reportText(report) {
    const lines = Object.entries(report).map(([key, value]) => Array.isArray(value) && value.length > 0 ? `${JSON.stringify(key)}: [\n${value.map((item) => JSON.stringify(item)).join(',\n')}\n]` : `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    return `{\n${lines.join(',\n')}\n}\n`;
}

;// CONCATENATED MODULE: ./src/gate/verdict.ts

const FAIL_ON = ['missing', 'regression', 'shift', 'lint-error'];
const DEFAULT_FAIL_ON = ['missing', 'regression'];
/** How many expectations (per engine) are regressions, shifts, improvements and missing. */
function tallyOf(all) {
    const count = (c) => all.filter((j) => j.change === c).length;
    return { regressions: count('regression'), shifts: count('shift'), improvements: count('improvement'), missing: count('missing') };
}
function verdict_rank(n) {
    return n === null ? '–' : `#${n}`;
}
/** `"merge branch" merge_pull_request #1 → #6 under claude-code@2.1`, for the first few. */
function verdict_listed(items) {
    const shown = items.slice(0, 3).map((j) => {
        const ranks = j.compared ? `${verdict_rank(j.baseRank)} → ${verdict_rank(j.headRank)}` : verdict_rank(j.headRank);
        return `${JSON.stringify(j.query)} ${j.kind === 'forbid' ? 'not ' : ''}${j.ref} ${ranks} under ${j.engine}`;
    });
    return shown.join(', ') + (items.length > 3 ? `, and ${items.length - 3} more` : '');
}
/** The check's verdict: only the classes `failOn` names fail it. */
function verdict(input, failOn) {
    const reasons = [];
    const warnings = [];
    const all = input.judgements;
    const of = (c) => all.filter((j) => j.change === c);
    const regressions = of('regression');
    if (regressions.length > 0 && input.acceptLabel) {
        warnings.push(`${plural_plural(regressions.length, 'regression')} accepted by the label \`${input.acceptLabel}\`: ${verdict_listed(regressions)}`);
    }
    else if (failOn.includes('regression') && regressions.length > 0) {
        reasons.push(`${plural_plural(regressions.length, 'regression')}: ${verdict_listed(regressions)}`);
    }
    const missing = of('missing');
    if (failOn.includes('missing') && missing.length > 0)
        reasons.push(`${missing.length} missing: ${verdict_listed(missing)}`);
    const shifts = of('shift');
    if (failOn.includes('shift') && shifts.length > 0)
        reasons.push(`${plural_plural(shifts.length, 'shift')}: ${verdict_listed(shifts)}`);
    const lintErrors = (input.findings ?? []).filter((f) => f.severity === 'error').length;
    if (failOn.includes('lint-error') && lintErrors > 0)
        reasons.push(plural_plural(lintErrors, 'error-level finding'));
    return {
        failed: reasons.length > 0,
        reasons,
        warnings,
        ...(regressions.length > 0 && input.acceptLabel ? { acceptedBy: input.acceptLabel } : {}),
        tally: tallyOf(all)
    };
}

;// CONCATENATED MODULE: ./src/report/review.ts
/**
 * The review: one check's result as every view shows it, built once. Per query and
 * expectation one row, with one cell per engine (the expectation's rank alone and with
 * neighbours, its base rank, its class, fragility, blame and verified advice); the findings,
 * each with its rule's short text; the counts and the verdict. The JSON report is written from
 * a review and read back into one (json.ts, read.ts); the terminal, the comment and job
 * summary, the annotations and SARIF render only a review.
 *
 * A new per-engine fact goes into `ReviewCell` (set in `cellOf`), a new per-query fact into
 * `ReviewRow`, a new count into `ReviewCounts` (`countsOf`): the renderers read them there.
 */



/** How a cell (and a row, by its worst cell) needs attention, most urgent first. */
const MARKS = ['regressed', 'fail', 'rejected', 'accepted', 'fixed', 'fragile', 'shift', 'improved', 'known', 'pass', 'info'];
/** The marks of rows a reviewer looks at; the others pass quietly. */
const ATTENTION = ['regressed', 'fail', 'rejected', 'accepted', 'fixed', 'fragile', 'shift', 'improved'];
/** The rank diff, when the base side could be ranked. */
function diffOf(review) {
    return review.baseline && review.baseline.source !== 'none' ? review.baseline : undefined;
}
/** The one key that joins an expectation of the evaluation to its row of the base diff. */
function joinKey(line, engine, kind, ref) {
    return `${line}\u0000${engine}\u0000${kind}\u0000${ref}`;
}
function cellMark(c, accepted) {
    const { result: r, expectation: e, judgement } = c;
    if (!e)
        return r.error ? 'rejected' : 'info';
    if (judgement?.change === 'regression')
        return accepted ? 'accepted' : 'regressed';
    if (!e.pass)
        return r.status === 'known-failure' ? 'known' : r.error ? 'rejected' : 'fail';
    if (r.status === 'fixed')
        return 'fixed';
    if (e.kind === 'expect' && (e.fragile || e.neighbours?.orderDependent))
        return 'fragile';
    if (judgement?.change === 'shift')
        return 'shift';
    if (judgement?.change === 'improvement')
        return 'improved';
    return 'pass';
}
/** The tool at `place` of the judged ranking, when the report kept it. */
function toolAt(result, place) {
    return result.ranking.find((r) => r.rank === place);
}
function causeOf(e, result, change) {
    if (e.pass || e.alwaysLoaded)
        return undefined;
    if (e.kind === 'forbid')
        return { kind: 'shown', tool: e.tool };
    if (e.rank === null)
        return { kind: 'unscored', tool: e.tool };
    const gainer = change?.blame?.gainers[0];
    if (change?.change === 'regression' && gainer)
        return { kind: 'overtaken', tool: e.tool, rival: gainer.tool };
    const crowd = e.neighbours?.crowdedBy?.[0];
    if (crowd && e.neighbours?.alone.pass)
        return { kind: 'crowded', tool: e.tool, rival: crowd.tool };
    const rival = toolAt(result, e.within);
    return { kind: 'outranked', tool: e.tool, ...(rival && rival.tool !== e.tool ? { rival: rival.tool } : {}) };
}
function tieOf(e, result) {
    if (e.pass || e.kind !== 'expect' || e.score === null || e.rank === null)
        return undefined;
    const at = toolAt(result, e.within);
    return at && at.tool !== e.tool && at.score === e.score ? { score: at.score, rival: at.tool } : undefined;
}
function worst(marks) {
    return marks.reduce((a, b) => (MARKS.indexOf(b) < MARKS.indexOf(a) ? b : a), 'info');
}
function cellOf(q, result, expectation, changes, accepted) {
    const change = expectation ? changes.get(joinKey(q.line, result.engine, expectation.kind, expectation.ref)) : undefined;
    const judgement = expectation && {
        query: q.query,
        engine: result.engine,
        kind: expectation.kind,
        ref: expectation.ref,
        baseRank: change?.baseRank ?? null,
        headRank: expectation.rank,
        compared: change !== undefined && change.basePass !== null,
        change: change?.change ?? classify(null, expectation.pass, result.knownFailure !== undefined, false)
    };
    const cause = expectation && causeOf(expectation, result, change);
    const tie = expectation && tieOf(expectation, result);
    const cell = { engine: result.engine, result, ...(expectation ? { expectation } : {}), ...(change ? { change } : {}), ...(judgement ? { judgement } : {}), ...(cause ? { cause } : {}), ...(tie ? { tie } : {}) };
    return { ...cell, mark: cellMark(cell, accepted) };
}
/** Rows in manifest order: one per expectation, cells in the order of the evaluation's engines. */
function rowsOf(evaluation, diff, accepted) {
    const engines = evaluation.engines.map((e) => e.id);
    const changes = new Map((diff?.rows ?? []).map((c) => [joinKey(c.line, c.engine, c.kind, c.ref), c]));
    return evaluation.queries.flatMap((q) => {
        const results = engines.map((id) => q.engines[id]);
        const first = results.find((r) => r !== undefined);
        const keys = first?.expectations.map((e) => ({ kind: e.kind, ref: e.ref })) ?? [];
        if (keys.length === 0) {
            const cells = results.map((result) => (result ? cellOf(q, result, undefined, changes, accepted) : undefined));
            return [{ query: q, cells, mark: worst(cells.map((c) => c?.mark ?? 'info')), failingBefore: false }];
        }
        return keys.map(({ kind, ref }) => {
            const cells = results.map((result) => (result ? cellOf(q, result, result.expectations.find((e) => e.kind === kind && e.ref === ref), changes, accepted) : undefined));
            const failing = cells.filter((c) => c?.judgement && (c.judgement.change === 'missing' || c.judgement.change === 'regression'));
            const failingBefore = failing.length > 0 && failing.every((c) => c.judgement.change === 'missing' && c.change?.basePass === false);
            return { query: q, kind, ref, cells, mark: worst(cells.map((c) => c?.mark ?? 'pass')), failingBefore };
        });
    });
}
function review_countsOf(evaluation, rows) {
    const s = evaluation.summary;
    const byQuery = new Map();
    for (const r of rows)
        byQuery.set(r.query, [...(byQuery.get(r.query) ?? []), r]);
    const queriesWith = (test) => [...byQuery.values()].filter(test).length;
    const has = (m) => (rs) => rs.some((r) => r.cells.some((c) => c?.mark === m));
    const failing = (rs) => rs.some((r) => r.cells.some((c) => c?.mark === 'regressed' || c?.mark === 'accepted' || c?.mark === 'fail'));
    return {
        queries: s.queries,
        judged: s.queries - s.reportOnly - s.knownFailures,
        failing: queriesWith(failing),
        regressed: queriesWith((rs) => has('regressed')(rs) || has('accepted')(rs)),
        failingBefore: queriesWith((rs) => failing(rs) && rs.every((r) => r.failingBefore || !r.cells.some((c) => c?.mark === 'fail' || c?.mark === 'regressed' || c?.mark === 'accepted'))),
        fragile: queriesWith((rs) => !failing(rs) && has('fragile')(rs)),
        shifted: queriesWith((rs) => !failing(rs) && has('shift')(rs)),
        improved: queriesWith((rs) => !failing(rs) && has('improved')(rs)),
        fixed: queriesWith(has('fixed')),
        rejected: queriesWith(has('rejected')),
        knownFailures: s.knownFailures,
        reportOnly: s.reportOnly
    };
}
/** Each finding with its rule's one-line text (a rule this release does not know keeps its own message). */
function reviewFindings(findings) {
    return findings.map((f) => ({ ...f, summary: findRule(f.rule)?.summary ?? f.message }));
}
/** The review of one check: rows, counts and the verdict, each computed here once. */
function buildReview(input, given) {
    const diff = diffOf(input);
    const rows = rowsOf(input.evaluation, diff, input.acceptLabel !== undefined || given?.acceptedBy !== undefined);
    const findings = reviewFindings(input.findings ?? []);
    const judged = given ?? {
        ...verdict({ judgements: rows.flatMap((r) => r.cells.flatMap((c) => (c?.judgement ? [c.judgement] : []))), findings, ...(input.acceptLabel ? { acceptLabel: input.acceptLabel } : {}) }, input.failOn),
        failOn: input.failOn
    };
    return {
        manifest: input.manifest,
        evaluation: input.evaluation,
        ...(input.baseline ? { baseline: input.baseline } : {}),
        findings,
        rows,
        counts: review_countsOf(input.evaluation, rows),
        verdict: judged
    };
}
/** The manifest's expectations as this pull request changed them (none without a base diff). */
function expectationChanges(review) {
    return diffOf(review)?.expectations ?? [];
}

;// CONCATENATED MODULE: ./src/report/lint-docs.ts
/** Where a lint rule is documented: its section of docs/lint-rules.md in the project's repository. */
const PROJECT_URL = 'https://github.com/mcp-tool-rank/mcp-tool-rank';
const LINT_DOCS = 'docs/lint-rules.md';
/** The rule's section, by its id (each rule's heading is its id). */
function ruleDocUrl(rule) {
    return `${PROJECT_URL}/blob/main/${LINT_DOCS}#${encodeURIComponent(rule)}`;
}

;// CONCATENATED MODULE: ./src/report/sarif.ts
/**
 * Lint findings as a SARIF 2.1.0 log, for GitHub code scanning (`github/codeql-action/upload-sarif`)
 * and other SARIF viewers: one reporting descriptor per lint rule, one result per finding,
 * located at the server's entry in the manifest (the only file of the repository the finding
 * can point at: the tools themselves come from a running server). Pure.
 */



const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const LEVEL = { error: 'error', warning: 'warning', info: 'note' };
/** `shared-boilerplate` -> `SharedBoilerplate`: SARIF's `name` is an identifier. */
function ruleName(id) {
    return id.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c) => c.toUpperCase());
}
/**
 * Stable across runs, so code scanning keeps one alert per finding: the rule, the server, the
 * tool and the message without its numbers (ranks and counts move with every edit).
 */
function fingerprint(f) {
    const key = [f.rule, f.server, f.tool, f.message.replace(/\d[\d,.]*/g, '#')].join('\u0000');
    return (0,external_node_crypto_.createHash)('sha256').update(key).digest('hex').slice(0, 32);
}
/** Forward slashes and no leading `./`: how code scanning matches a path in the repository. */
function repoPath(file) {
    return file.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}
function sarifReport(findings, options) {
    const index = new Map(RULES.map((r, i) => [r.id, i]));
    const uri = repoPath(options.manifestFile);
    const seen = new Map();
    const prints = findings.map((f) => {
        const p = fingerprint(f);
        const n = seen.get(p) ?? 0;
        seen.set(p, n + 1);
        return n === 0 ? p : `${p}:${n}`;
    });
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'mcp-tool-rank',
                        semanticVersion: options.version,
                        informationUri: PROJECT_URL,
                        rules: RULES.map((r) => {
                            const level = options.levels?.[r.id] ?? r.defaultSeverity;
                            return {
                                id: r.id,
                                name: ruleName(r.id),
                                shortDescription: { text: r.summary },
                                fullDescription: { text: r.doc },
                                helpUri: ruleDocUrl(r.id),
                                help: { text: `${r.doc}\n\nExamples: ${LINT_DOCS}#${r.id}`, markdown: `${r.doc}\n\nBad and good examples: [${LINT_DOCS}#${r.id}](${LINT_DOCS}#${r.id})` },
                                defaultConfiguration: level === 'off' ? { enabled: false, level: LEVEL[r.defaultSeverity] } : { level: LEVEL[level] },
                                properties: { tags: ['mcp', 'tool-search', 'discoverability'] }
                            };
                        })
                    }
                },
                columnKind: 'utf16CodeUnits',
                results: findings.map((f, i) => {
                    const where = f.tool ? `${f.server}/${f.tool}` : f.server;
                    const ruleIndex = index.get(f.rule);
                    return {
                        ruleId: f.rule,
                        ...(ruleIndex !== undefined ? { ruleIndex } : {}),
                        level: LEVEL[f.severity],
                        message: { text: `${where}: ${f.message}` },
                        locations: [
                            {
                                physicalLocation: {
                                    artifactLocation: { uri },
                                    region: { startLine: Math.max(1, f.line ?? 1), startColumn: Math.max(1, f.col ?? 1) }
                                },
                                logicalLocations: [{ name: f.tool || f.server, fullyQualifiedName: where, kind: f.tool ? 'function' : 'module' }]
                            }
                        ],
                        partialFingerprints: { 'mcpToolRankFinding/v1': prints[i] }
                    };
                })
            }
        ]
    };
}

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/check/run-check.ts
/**
 * One check, as the CLI's `check`, the action and the library's `check()` run it: the
 * pipeline (collect, rank, lint, lock), the base side, and the review built once from both
 * (src/report/review.ts: rows, counts, verdict), with the JSON report and the SARIF log
 * written from it. The callers add only their settings and how they present the review: the
 * terminal, or GitHub's summary, comment, annotations and outputs.
 */










async function runCheck(options) {
    const progress = options.progress ?? SILENT;
    const judge = options.judge ? { judge: options.judge } : {};
    const base = options.base && options.base.mode !== 'none' ? options.base : undefined;
    // The manifest's path, settled once: the base side finds it where the head side read it.
    const config = (0,external_node_path_.resolve)(options.config);
    const baseOptions = (b) => ({ mode: b.mode, base: b.ref, config, workDir: options.baseDir, setup: b.setup, callerEnv: options.callerEnv, engines: options.engines, ...judge, progress });
    const baseLabel = (b) => `Base commit ${/^[0-9a-f]{40}$/.test(b.ref) ? b.ref.slice(0, 7) : b.ref}`;
    let result;
    try {
        result = await runPipeline({ config: options.config, baseDir: options.baseDir, callerEnv: options.callerEnv, engines: options.engines, ...judge, fullRankings: options.fullRankings, progress });
    }
    catch (err) {
        // A reference to a tool this change renamed: the base commit's catalog says so.
        if (!(err instanceof UnresolvedToolsError) || !base)
            throw err;
        const before = await progress.step(baseLabel(base), () => obtainBaseCatalog(baseOptions(base)));
        throw 'reason' in before ? err : explainRenames(err, before.catalog);
    }
    let baseline;
    if (base)
        baseline = await progress.step(baseLabel(base), () => obtainBaseline(baseOptions(base), result));
    const review = buildReview({ manifest: options.manifest, evaluation: result.evaluation, ...(baseline ? { baseline } : {}), findings: result.findings, failOn: options.failOn, ...(options.acceptLabel ? { acceptLabel: options.acceptLabel } : {}) });
    return {
        result,
        ...(baseline ? { baseline } : {}),
        review,
        report: jsonReport(review),
        sarif: sarifReport(review.findings, { manifestFile: options.sarifManifest ?? options.manifest, version: version/* VERSION */.x, levels: result.manifest.lintRules }),
        verdict: review.verdict
    };
}

// EXTERNAL MODULE: ./src/report/escape-markdown.ts
var escape_markdown = __webpack_require__(7729);
;// CONCATENATED MODULE: ./src/report/advice-text.ts


/**
 * One line of advice for people: `start the description of tracker/add_comment with
 * "comment issue" → #3`. `quote` escapes text for the target (terminal, markdown).
 */
function describeAdvice(advice, quote = (s) => `"${s}"`) {
    if ('unreachable' in advice)
        return `no edit of its text reaches the cut${advice.bestRank !== null ? ` (at best #${advice.bestRank})` : ''}: ${advice.reason}`;
    const parts = advice.edits.map((e) => e.field === 'description'
        ? `start the description of ${sanitize_shortToolName(e.tool)} with ${quote(e.add.join(' '))}`
        : `add ${quote(e.add.join(' '))} to the _meta["anthropic/searchHint"] of ${sanitize_shortToolName(e.tool)}`);
    const words = advice.edits.flatMap((e) => e.add);
    const weak = words.every((w) => STOP_WORDS.has(w)) ? ` (only ${words.length === 1 ? 'a stop word reaches' : 'stop words reach'} the cut: the query's other words are already there)` : '';
    return `${parts.join(' and ')} → #${advice.projectedRank}${weak}`;
}
function delta(d) {
    const diff = d.after - d.before;
    const n = Number.isInteger(diff) ? String(Math.abs(diff)) : Math.abs(diff).toFixed(2);
    return `"${d.term}" ${d.field} ${diff > 0 ? '+' : '−'}${n}`;
}
/** `gitlab/create_issue overtook it (#4 → #2): "issue" description +2` lines. */
function advice_text_describeBlame(b) {
    const lines = [];
    const at = (s) => (s ? `#${s.rank}` : 'unranked');
    lines.push(`${shortToolName(b.tool)} under ${b.engine}: ${at(b.base)} → ${at(b.head)}`);
    if (b.own.length)
        lines.push(`  its own points changed: ${b.own.map(delta).join(', ')}`);
    for (const g of b.gainers) {
        const why = g.added ? 'new tool' : g.deltas.length ? g.deltas.map(delta).join(', ') : 'unchanged; it moved ahead as the tool lost points';
        lines.push(`  ${shortToolName(g.tool)} ${g.added ? 'added' : `${g.base ? `#${g.base.rank}` : 'unranked'} → #${g.head.rank}`}: ${why}`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/report/diff-text.ts





/** `#7`, or `–` for a tool the engine did not rank (plain text: the terminal and the log). */
function rankText(rank) {
    return rank === null ? '–' : `#${rank}`;
}
/** Where an expectation has to be: "the top 5", or "rank 2" for a `rank:` tighter than the cut. */
function place(row) {
    return row.kind === 'expect' && row.within < row.maxResults ? `rank ${row.within}` : `the top ${row.maxResults}`;
}
/** What a change means for the user, after its ranks: "fell out of the top 5", "still in the top 5" … */
function changeNote(row) {
    const expect = row.kind === 'expect';
    switch (row.change) {
        case 'regression':
            if (!expect)
                return `entered ${place(row)}`;
            return row.crossed === 'fell-out' ? `fell out of ${place(row)}` : `no longer within ${place(row)}`;
        case 'shift':
            return expect ? `still within ${place(row)}` : `still outside ${place(row)}`;
        case 'improvement':
            return expect ? `now within ${place(row)}` : `left ${place(row)}`;
        case 'missing':
            return row.basePass === null ? '' : 'failing on the base commit too';
        case 'known-failure':
            return 'known failure';
        default:
            return '';
    }
}
/** `1 regression, 2 shifts, 0 improvements` (and `, 1 missing` when there is one). */
function changeCounts(diff) {
    const parts = [plural(diff.regressions, 'regression'), plural(diff.shifts, 'shift'), plural(diff.improvements, 'improvement')];
    if (diff.missing > 0)
        parts.push(`${diff.missing} missing`);
    return parts.join(', ');
}
/** The rows worth listing under the base line, most urgent first: a missing row only when the base ranked it too. */
function listedChanges(diff) {
    const order = ['regression', 'missing', 'shift', 'improvement'];
    return order.flatMap((c) => diff.rows.filter((r) => r.change === c && (c !== 'missing' || r.basePass !== null)));
}
/** Where the base side came from: `base a1b2c3d from its lock file`. */
function baselineSource(diff) {
    return `base ${diff.baseSha.slice(0, 7)} ${diff.source === 'lock' ? 'from its lock file' : 'from a worktree'}`;
}
/** What ranking the base side cost (it changes from run to run): `no server started, 12 ms`. */
function baselineCost(diff) {
    if (diff.source === 'lock')
        return `no server started, ${diff.cost.totalMs} ms`;
    const setup = diff.cost.setupMs !== undefined ? `, setup ${(diff.cost.setupMs / 1000).toFixed(1)} s` : '';
    return `${plural_plural(diff.cost.serversStarted, 'server')} started${setup}, ${(diff.cost.totalMs / 1000).toFixed(1)} s in all`;
}
function baselineOrigin(diff) {
    return `${baselineSource(diff)} (${baselineCost(diff)})`;
}
/** The base-branch diff for the terminal: what moved, newest facts first. */
function diffTerminal(baseline, style) {
    if (baseline.source === 'none') {
        const line = `no baseline: ${plainText(baseline.reason, 600)}`;
        const details = (baseline.details ?? []).map((l) => style.dim(`  ${plainText(l, 500)}`) + '\n');
        return [(baseline.warning ? style.yellow(`warning: ${line}`) : style.dim(line)) + '\n', ...details].join('');
    }
    const out = [];
    out.push(style.bold(`${baselineOrigin(baseline)}: ${changeCounts(baseline)}`));
    const marks = {
        regression: style.red('▼ regression '),
        missing: style.red('✗ missing    '),
        shift: style.yellow('↕ shift      '),
        improvement: style.green('▲ improvement')
    };
    for (const r of listedChanges(baseline)) {
        const note = changeNote(r);
        const tool = `${r.kind === 'forbid' ? 'not ' : ''}${plainText(r.ref, 50)}`;
        out.push(`  ${marks[r.change]}  ${plainText(r.query, 40)}  ${tool}  ${r.engine}  ${rankText(r.baseRank)} → ${rankText(r.headRank)}${note ? `  ${note}` : ''}`);
        if (r.blame)
            for (const line of describeBlame(r.blame).slice(1, 7))
                out.push(style.dim(`    ${plainText(line.trim(), 200)}`));
    }
    const edited = baseline.expectations ?? [];
    if (edited.length)
        out.push(`  expectations changed in this PR (${edited.filter((c) => c.relaxes).length} relaxed):`);
    const f = { code: (t) => plainText(t, 60), text: (t) => `"${plainText(t, 120)}"`, rank: rankText };
    for (const c of edited) {
        const query = c.query === null ? 'the manifest' : `"${plainText(c.query, 40)}"${c.side === 'base' ? ' (removed)' : ''}`;
        const line = `    ${c.relaxes ? 'relaxed' : 'changed'}  ${query}: ${c.edits.map((e) => editText(e, f)).join('; ')}`;
        out.push(c.relaxes ? style.yellow(line) : line);
        if (c.unrankable)
            out.push(style.dim(`      not ranked now: ${plainText(c.unrankable, 200)}`));
        for (const h of c.hidden)
            out.push(h.pass ? style.dim(`      ${hiddenText(h, f)}`) : style.yellow(`      ${hiddenText(h, f)}`));
    }
    for (const c of baseline.resultChanges) {
        out.push(style.dim(`  ~ ${plainText(c.query, 40)}  ${c.engine}: results changed (${c.base.length} → ${c.head.length} tools)`));
    }
    if (baseline.newQueries.length)
        out.push(style.dim(`  new queries: ${baseline.newQueries.map((q) => `"${plainText(q, 60)}"`).join(', ')}`));
    if (baseline.removedQueries.length)
        out.push(style.dim(`  removed queries: ${baseline.removedQueries.map((q) => `"${plainText(q, 60)}"`).join(', ')}`));
    const c = baseline.catalog;
    const parts = [
        c.added.length ? `${plural(c.added.length, 'tool')} added` : '',
        c.removed.length ? `${c.removed.length} removed` : '',
        c.renamed.length ? `${c.renamed.length} renamed (${c.renamed.map((r) => `${plainText(shortToolName(r.from), 60)} → ${plainText(shortToolName(r.to), 60)}`).join(', ')})` : '',
        c.descriptionChanged.length ? `${plural(c.descriptionChanged.length, 'description')} changed` : '',
        c.schemaChanged.length ? `${plural(c.schemaChanged.length, 'schema')} changed` : ''
    ].filter(Boolean);
    if (parts.length)
        out.push(style.dim(`  catalog: ${parts.join(', ')}`));
    return out.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/report/explain.ts
const FIELD_LABEL = {
    name: 'name',
    'name-part': 'part of name',
    coarse: 'whole name',
    'coarse-part': 'part of whole name',
    'full-name': 'joined name',
    hint: 'search hint',
    description: 'description',
    bm25: 'bm25',
    promotion: 'promoted by name'
};
function explain_points(p) {
    return p >= 0 ? `+${formatScore(p)}` : formatScore(p);
}
/** `create: name +12, whole name +4; issue: description +2` */
function explainBreakdown(breakdown, quote = (s) => s) {
    const byTerm = new Map();
    for (const c of breakdown) {
        const list = byTerm.get(c.term) ?? [];
        list.push(c);
        byTerm.set(c.term, list);
    }
    return [...byTerm.entries()]
        .map(([term, list]) => `${quote(term)}: ${list.map((c) => `${FIELD_LABEL[c.field]} ${explain_points(c.points)}`).join(', ')}`)
        .join('; ');
}
function formatScore(score) {
    return Number.isInteger(score) ? String(score) : score.toFixed(3);
}

;// CONCATENATED MODULE: ./src/report/known-failure.ts
/** The reasons of the marks that hold a failure back: one for a query-wide mark, else one per engine. */
function knownFailureNotes(q) {
    const marked = Object.values(q.engines).filter((r) => r.status === 'known-failure');
    if (marked.length === 0)
        return [];
    if (q.knownFailure !== undefined)
        return [{ reason: q.knownFailure }];
    return marked.map((r) => ({ engine: r.engine, reason: r.knownFailure ?? '' }));
}
/** "passes now: remove its known_failure", or per engine "passes now under codex: remove codex from its known_failure". */
function staleMarkNote(q) {
    const fixed = Object.values(q.engines)
        .filter((r) => r.status === 'fixed')
        .map((r) => r.engine);
    if (fixed.length === 0)
        return undefined;
    if (q.knownFailure !== undefined)
        return 'passes now: remove its known_failure';
    return `passes now under ${fixed.join(', ')}: remove ${fixed.length === 1 ? 'it' : 'them'} from its known_failure`;
}

;// CONCATENATED MODULE: ./src/report/markdown-cells.ts
/**
 * The comment's tables: one row per query and expectation, one column per engine, so a table is
 * never wider than 3 + engines columns. With neighbours a cell reads `#2 · #7 crowded` (alone ·
 * with neighbours); against a base, `#1→#2` (base → this PR).
 */




/** `#7`, with a zero-width space so that GitHub does not link it to issue 7. */
function markdown_cells_rank(n) {
    return n === null ? 'unranked' : `#\u200B${n}`;
}
/** `mcp__github__create_issue` as `github/create_issue`, in a code span: shorter on a phone. */
function toolLabel(id) {
    return (0,escape_markdown/* code */.aY)(sanitize_shortToolName(id), 100);
}
function engineLabel(id) {
    return (0,escape_markdown/* code */.aY)(id, 40);
}
function tableRow(cells) {
    return `| ${cells.join(' | ')} |`;
}
/** Each mark's icon, and the policy's word for it in the legend under a table. */
const MARK_TEXT = {
    regressed: { icon: '🔻', meaning: 'regression' },
    fail: { icon: '❌', meaning: 'missing' },
    rejected: { icon: '❌', meaning: 'rejected by the client' },
    accepted: { icon: '☑️', meaning: 'accepted regression' },
    fixed: { icon: '⚠️', meaning: 'fixed (remove its mark)' },
    fragile: { icon: '⚠️', meaning: 'fragile (a tie decides it)' },
    shift: { icon: '↕️', meaning: 'shift' },
    improved: { icon: '🔺', meaning: 'improvement' },
    known: { icon: '🔸', meaning: 'known failure' },
    pass: { icon: '✅', meaning: 'pass' },
    info: { icon: '➖', meaning: 'no expectation' }
};
/** The marks of these rows, each once, in the policy's words; with neighbours, how a cell reads. */
function legend(review, rows) {
    const marks = [...new Set(rows.map((r) => r.mark))].map((m) => `${MARK_TEXT[m].icon} ${MARK_TEXT[m].meaning}`);
    const cells = review.evaluation.neighbours ? ['a cell: alone · with neighbours (one rank when they agree)'] : [];
    if (rows.some((r) => r.cells.some((c) => c?.change?.basePass != null && c.change.direction !== 'same')))
        cells.push('#a→#b: base → this PR');
    const notes = new Set(rows.flatMap((r) => r.cells.map((c) => (c?.expectation ? noteOf(c).trim() : ''))));
    for (const [note, meaning] of NOTES)
        if (notes.has(note))
            cells.push(`${note}: ${meaning}`);
    return `<sub>${[...marks, ...cells].join(' · ')}</sub>`;
}
/** The words a cell may end with, and what they mean (the legend). */
const NOTES = [
    ['tie', 'the same score as the tool at the place it needs, listed first'],
    ['crowded', "a neighbour's tool is ahead; alone it passes"],
    ['order', 'holds only because your servers connect before the neighbours']
];
/** What a cell adds after its ranks: the one word a why block explains. */
function noteOf(c) {
    const e = c.expectation;
    if (!e.pass)
        return e.neighbours?.crowdedBy && e.neighbours.alone.pass ? ' crowded' : c.tie ? ' tie' : '';
    if (e.kind === 'expect' && e.neighbours?.orderDependent)
        return ' order';
    return e.kind === 'expect' && e.fragile ? ' tie at the cut' : '';
}
/** One standing as a cell shows it: `#2`, or failing `**#7** ✗`. */
function standingText(kind, at, pass) {
    if (kind === 'forbid')
        return pass ? 'not shown' : `**${markdown_cells_rank(at)}** ✗ shown`;
    return pass ? markdown_cells_rank(at) : `**${at === null ? 'not found' : markdown_cells_rank(at)}** ✗`;
}
/** One engine's cell of a row. */
function cellText(c, review) {
    if (!c)
        return '';
    const { result: r, expectation: e, change } = c;
    if (!e) {
        if (r.error)
            return `rejected: ${(0,escape_markdown/* escapeText */.X1)(r.error, 120)}`;
        const shown = r.results.slice(0, 2).map(toolLabel);
        return shown.length === 0 ? 'nothing found' : `${shown.join(', ')}${r.results.length > 2 ? ` +${r.results.length - 2}` : ''}`;
    }
    if (e.alwaysLoaded)
        return e.kind === 'expect' ? 'always loaded' : '**always loaded** ✗';
    const moved = change !== undefined && change.basePass !== null && change.direction !== 'same' ? `${markdown_cells_rank(change.baseRank)}→` : '';
    const judged = `${moved}${standingText(e.kind, e.rank, e.pass)}`;
    const n = e.neighbours;
    const judge = review.evaluation.neighbours?.judge;
    if (!n || !judge)
        return judged + noteOf(c);
    // The other view, when it differs: alone · with neighbours, in that order.
    const other = judge === 'alone' ? n.withNeighbours : n.alone;
    if (other.rank === e.rank && other.pass === e.pass && !n.crowdedBy)
        return judged + noteOf(c);
    const otherText = standingText(e.kind, other.rank, other.pass).replace(/\*\*/g, '');
    return (judge === 'alone' ? `${judged} · ${otherText}` : `${otherText} · ${judged}`) + noteOf(c);
}
function toolCell(row) {
    if (!row.ref)
        return '<sub>no expectation</sub>';
    const name = `${row.kind === 'forbid' ? 'not ' : ''}${(0,escape_markdown/* code */.aY)(row.ref, 100)}`;
    const notes = knownFailureNotes(row.query).map((n) => `known failure${n.engine ? ` under ${(0,escape_markdown/* escapeText */.X1)(n.engine, 40)}` : ''}: ${(0,escape_markdown/* escapeText */.X1)(n.reason, 150)}`);
    const stale = staleMarkNote(row.query);
    if (stale)
        notes.push((0,escape_markdown/* escapeText */.X1)(stale, 200));
    return notes.length ? `${name}<br><sub>${notes.join('<br>')}</sub>` : name;
}
function queryCell(q, manifestUrl) {
    const text = (0,escape_markdown/* code */.aY)(q.query, 100);
    return manifestUrl ? `[${text}](${manifestUrl}#L${q.line})` : text;
}
/** The table's two head lines: the mark, the query, the tool and one column per engine. */
function tableHead(review) {
    const engines = review.evaluation.engines.map((e) => e.id);
    const columns = engines.length === 1 ? ['rank'] : engines.map(engineLabel);
    return [tableRow(['', 'query', 'tool', ...columns]), tableRow([':-:', '---', '---', ...columns.map(() => '---')])];
}
function tableLine(row, review, manifestUrl, showQuery) {
    return tableRow([MARK_TEXT[row.mark].icon, showQuery ? queryCell(row.query, manifestUrl) : '', toolCell(row), ...row.cells.map((c) => cellText(c, review))]);
}
/** `tied at 18` for a listing-order tie, for the why block's title. */
function tieWords(score) {
    return `tied at ${formatScore(score)}`;
}

;// CONCATENATED MODULE: ./src/report/markdown-why.ts
/**
 * The comment's "why" blocks: one per tool and cause (src/report/review.ts, `Cause`), naming
 * every query and engine it explains, instead of one per query × engine. Each shows the tools
 * ahead with only the terms that decide the order, a tie the listing order decides, who
 * overtook the tool in this PR, the neighbours that crowd it, and the verified fix.
 */



/** This PR's failures worth explaining: regressions, and failures the base did not share. */
function explained(row, c) {
    if (!c?.cause || !c.expectation || row.failingBefore)
        return false;
    const j = c.judgement?.change;
    return j === 'regression' || (j === 'missing' && c.change?.basePass !== false);
}
/** The failing cells grouped by cause, in the order of the rows. */
function causeGroups(review, rows) {
    const groups = new Map();
    for (const row of rows) {
        for (const cell of row.cells) {
            if (!explained(row, cell))
                continue;
            const { kind, tool, rival } = cell.cause;
            const key = `${kind}\u0000${tool}\u0000${rival ?? ''}`;
            const group = groups.get(key) ?? { cells: [] };
            group.cells.push({ row, cell });
            groups.set(key, group);
        }
    }
    return [...groups.values()];
}
/** Points per term, summed over the fields it matched. */
function byTerm(breakdown) {
    const out = new Map();
    for (const c of breakdown)
        out.set(c.term, (out.get(c.term) ?? 0) + c.points);
    return out;
}
const signed = (n) => `${n > 0 ? '+' : '−'}${formatScore(Math.abs(n))}`;
/** The terms on which `tool` scores differently from the expected tool: what decides their order. */
function decidingTerms(tool, expected) {
    const own = byTerm(tool.breakdown);
    const terms = new Set([...own.keys(), ...expected.keys()]);
    const diffs = [...terms].map((t) => [t, (own.get(t) ?? 0) - (expected.get(t) ?? 0)]).filter(([, d]) => Math.abs(d) > 1e-9);
    diffs.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
    if (diffs.length === 0)
        return 'the same points for every word';
    return diffs.slice(0, 4).map(([t, d]) => `${(0,escape_markdown/* code */.aY)(t, 40)} ${signed(d)}`).join(', ') + (diffs.length > 4 ? ', …' : '');
}
/** The ranking down to the expected tool (the cut's tools, then it), with what decides the order. */
function rankingTable(c, added) {
    const r = c.result;
    const e = c.expectation;
    const own = r.ranking.find((t) => t.tool === e.tool);
    const expected = byTerm(own?.breakdown ?? []);
    const ahead = r.ranking.filter((t) => t.tool !== e.tool && t.rank <= Math.max(e.within, 1) && (e.rank === null || t.rank < e.rank));
    const rows = [...ahead.slice(0, 5), ...(own ? [own] : [])];
    const lines = ['| rank | tool | score | against it |', '| --: | --- | --: | --- |'];
    for (const t of rows) {
        const mine = t.tool === e.tool;
        const name = `${mine ? `**${toolLabel(t.tool)}**` : toolLabel(t.tool)}${added.has(t.tool) ? ' <sub>new</sub>' : ''}`;
        lines.push(tableRow([String(t.rank), name, formatScore(t.score), mine ? '' : decidingTerms(t, expected)]));
    }
    return lines;
}
function termDelta(d) {
    return `${(0,escape_markdown/* code */.aY)(d.term, 40)} ${d.field} ${signed(d.after - d.before)}`;
}
/** Who overtook the tool in this PR, and with which words (src/advice blame), the first few. */
function blameLines(b) {
    const lines = [];
    if (b.own.length)
        lines.push('', `Its own points changed: ${b.own.slice(0, 4).map(termDelta).join(', ')}.`);
    if (b.gainers.length === 0)
        return lines;
    const shown = b.gainers.slice(0, 4).map((g) => {
        const why = g.added ? 'new in this PR' : g.deltas.length ? g.deltas.slice(0, 3).map(termDelta).join(', ') : 'unchanged; it moved ahead as this tool lost points';
        return `${toolLabel(g.tool)} (${why})`;
    });
    lines.push('', `Overtaken in this PR by ${shown.join(', ')}${b.gainers.length > 4 ? ` and ${b.gainers.length - 4} more` : ''}.`);
    return lines;
}
function adviceText(advice, engine) {
    if ('unreachable' in advice)
        return `**No description edit is enough** under ${(0,escape_markdown/* code */.aY)(engine, 40)}: ${(0,escape_markdown/* escapeText */.X1)(advice.reason, 400)}`;
    const edits = advice.edits.map((e) => {
        const where = e.field === 'description' ? 'description' : 'search hint (<code>&#95;meta&#91;"anthropic/searchHint"&#93;</code>)';
        return `add ${e.add.map((w) => (0,escape_markdown/* code */.aY)(w, 40)).join(' ')} to the start of the ${where} of ${toolLabel(e.tool)}`;
    });
    return `**Suggested fix:** ${edits.join('; ')}. Re-ranked with it under ${(0,escape_markdown/* code */.aY)(engine, 40)}: ${markdown_cells_rank(advice.projectedRank)}.`;
}
/** `merge pull request` under claude-code@2.1 #1→#2, codex #4: every query and engine the cause explains. */
function affected(group) {
    const byQuery = new Map();
    for (const { row, cell } of group.cells) {
        const moved = cell.change && cell.change.basePass !== null ? `${markdown_cells_rank(cell.change.baseRank)}→` : '';
        byQuery.set(row.query, [...(byQuery.get(row.query) ?? []), `${(0,escape_markdown/* code */.aY)(cell.engine, 40)} ${moved}${markdown_cells_rank(cell.expectation.rank)}`]);
    }
    return [...byQuery].map(([q, engines]) => `${(0,escape_markdown/* code */.aY)(q.query, 100)} under ${engines.join(', ')}`).join('; ');
}
function title(c) {
    const e = c.expectation;
    const rival = c.cause.rival ? toolLabel(c.cause.rival) : '';
    switch (c.cause.kind) {
        case 'shown':
            return `${toolLabel(e.tool)} is shown, though it must not be`;
        case 'unscored':
            return `${toolLabel(e.tool)} scores nothing`;
        case 'overtaken':
            return `${toolLabel(e.tool)} was overtaken by ${rival}${c.tie ? `, ${tieWords(c.tie.score)}` : ''}`;
        case 'crowded':
            return `${toolLabel(e.tool)} is crowded out by the neighbour ${rival}`;
        case 'outranked':
            return `${toolLabel(e.tool)} ranks ${markdown_cells_rank(e.rank)}${rival ? ` behind ${rival}` : ''}${c.tie ? `, ${tieWords(c.tie.score)}` : ''}`;
    }
}
/** One cause's block. */
function whyBlock(group, review) {
    const first = group.cells[0].cell;
    const e = first.expectation;
    const diff = review.baseline && review.baseline.source !== 'none' ? review.baseline : undefined;
    const added = new Set(diff?.catalog.added ?? []);
    const needs = e.kind === 'expect' && e.within < first.result.maxResults ? ` It needs ${markdown_cells_rank(e.within)} (\`rank: ${e.within}\`).` : '';
    const lines = [`<details><summary>Why ${title(first)}</summary>`, '', `For ${affected(group)}.${needs}`];
    if (first.tie) {
        const rival = toolLabel(first.tie.rival);
        const whose = added.has(first.tie.rival) ? `${rival}, new in this PR, is listed before it` : `${rival} is listed before it`;
        lines.push('', `Under ${(0,escape_markdown/* code */.aY)(first.engine, 40)} both score ${formatScore(first.tie.score)}: on a tie the client keeps the order the tools are listed in, and ${whose}. Listing ${toolLabel(e.tool)} first puts it back ahead.`);
    }
    if (first.cause.kind === 'unscored')
        lines.push('', `No word of the query matches its name, description or search hint under ${(0,escape_markdown/* code */.aY)(first.engine, 40)}.`);
    else
        lines.push('', `Under ${(0,escape_markdown/* code */.aY)(first.engine, 40)}:`, '', ...rankingTable(first, added));
    const blame = first.change?.blame;
    if (blame)
        lines.push(...blameLines(blame));
    const crowd = e.neighbours?.crowdedBy;
    if (crowd && first.cause.kind === 'crowded') {
        const shown = crowd.slice(0, 3).map((c) => `${toolLabel(c.tool)} (${c.terms.slice(0, 3).map((t) => `${(0,escape_markdown/* code */.aY)(t.term, 40)} +${formatScore(t.points)}`).join(', ')})`);
        lines.push('', `Alone (your servers only) it ranks ${markdown_cells_rank(e.neighbours.alone.rank)}; with the neighbours connected, ${shown.join(', ')} ${shown.length === 1 ? 'ranks' : 'rank'} above it.`);
    }
    const advised = group.cells.find(({ cell }) => cell.expectation.advice)?.cell;
    if (advised?.expectation.advice)
        lines.push('', adviceText(advised.expectation.advice, advised.engine));
    lines.push('', '</details>');
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/report/neighbours-text.ts
/**
 * What the reports say about neighbours, in one wording for the terminal, the comment and the
 * summary: the two pass counts, who crowds an expected tool and with which words, and ties the
 * connect order decides. `quote` makes a name or word safe for the medium (a markdown code
 * span, or plain text in quotes).
 */



/** The two views of an expectation, in the order the reports show them. */
const VIEWS = ['alone', 'withNeighbours'];
const VIEW_LABEL = { alone: 'alone', withNeighbours: 'with neighbours' };
/** The view the statuses, the verdict and the base diff are of. */
function judgedView(n) {
    return n.judge === 'alone' ? 'alone' : 'withNeighbours';
}
/** `alone 18/20 · with neighbours 14/20` */
function passCountsText(n) {
    return VIEWS.map((v) => `${VIEW_LABEL[v]} ${formatCount(n[v].passed)}/${formatCount(n[v].judged)}`).join(' · ');
}
/** `slack/slack_post_message: `post` +18, `message` +18` */
function crowdingText(c, quote, quoteTool = quote) {
    const words = c.terms.map((t) => `${quote(t.term, 40)} +${formatScore(t.points)}`).join(', ');
    return `${quoteTool(sanitize_shortToolName(c.tool), 100)}${words ? `: ${words}` : ''}`;
}
/** `behind slack/slack_post_message: `post` +18, `message` +18`, and whether more neighbours' tools are ahead too. */
function crowdedByText(crowd, quote, max = 1) {
    const shown = crowd.slice(0, max).map((c) => crowdingText(c, quote));
    return `behind ${shown.join('; ')}${crowd.length > max ? ' and other neighbour tools' : ''}`;
}
/** Why a pass holds only by the connect order. */
function orderDependenceText() {
    return 'ties with a neighbour\'s tool and holds only because your servers connect first';
}
/** The expectation's standing in one view (the evaluation's own fields when it has no neighbour views). */
function standingIn(e, view) {
    return e.neighbours?.[view] ?? { rank: e.rank, score: e.score, pass: e.pass };
}
/** `16 neighbours (set 2026-12-01), connected after your servers in this order: github, gitlab, …; judged with neighbours` */
function neighboursLine(n, quote, maxNames = 6) {
    const names = n.servers.slice(0, maxNames).map((s) => quote(s, 60));
    const more = n.servers.length > maxNames ? `, +${n.servers.length - maxNames}` : '';
    const set = n.set ? ` (set ${n.set})` : '';
    return `${plural_plural(n.servers.length, 'neighbour')}${set}, connected after your servers in this order: ${names.join(', ')}${more}; judged ${VIEW_LABEL[judgedView(n)]}`;
}

;// CONCATENATED MODULE: ./src/report/expectations-text.ts
/** "`rank` 2 → 3", "no longer expects `read_file`", "marked `known_failure`: why" … with the engine when it is for one. */
function expectations_text_editText(edit, f) {
    const before = edit.before ?? '';
    const after = edit.after ?? '';
    const phrase = (() => {
        switch (edit.field) {
            case 'query':
                return 'query removed';
            case 'expect':
            case 'forbid':
                if (edit.change === 'renamed')
                    return `${f.code(before)} → ${f.code(after)}, following the tool's rename`;
                if (edit.change === 'changed')
                    return `${edit.field === 'expect' ? 'expects' : 'forbids'} ${f.code(after)} instead of ${f.code(before)}`;
                if (edit.field === 'expect')
                    return edit.change === 'removed' ? `no longer expects ${f.code(before)}` : `now expects ${f.code(after)}`;
                return edit.change === 'removed' ? `no longer forbids ${f.code(before)}` : `now forbids ${f.code(after)}`;
            case 'engines':
                return edit.change === 'removed' ? `no longer ranked under ${f.code(before)}` : `now also ranked under ${f.code(after)}`;
            case 'known_failure':
                if (edit.change === 'added')
                    return `marked ${f.code('known_failure')}: ${f.text(after)}`;
                if (edit.change === 'removed')
                    return `${f.code('known_failure')} removed`;
                return `${f.code('known_failure')} reason changed: ${f.text(after)}`;
            case 'rank':
                if (edit.change === 'added')
                    return `${f.code('rank')} ${f.code(after)} added`;
                if (edit.change === 'removed')
                    return `${f.code('rank')} ${f.code(before)} removed (the cut now)`;
                return `${f.code('rank')} ${f.code(before)} → ${f.code(after)}`;
            case 'max_results':
                return `${f.code('max_results')} ${f.code(before)} → ${f.code(after)}`;
        }
    })();
    return edit.engine ? `${phrase} (${f.code(edit.engine)})` : phrase;
}
/** `ledger_export` #2 → #3 under claude-code@2.1: fails the base's top 5 / still holds. */
function expectations_text_hiddenText(h, f) {
    const name = `${h.kind === 'forbid' ? 'not ' : ''}${f.code(h.ref)}${h.renamedTo ? ` (now ${f.code(h.renamedTo)})` : ''}`;
    const where = h.kind === 'expect' && h.within < h.maxResults ? `rank ${h.within}` : `the top ${h.maxResults}`;
    const verdict = h.pass ? 'still holds' : h.kind === 'expect' ? `would fail: needs ${where}` : `would fail: it is in ${where}`;
    return `${name} ${f.rank(h.baseRank)} → ${f.rank(h.rank)} under ${f.code(h.engine)}: ${verdict}`;
}

;// CONCATENATED MODULE: ./src/report/expectations-markdown.ts


const EXPECTATIONS_TITLE = 'Expectations changed in this PR';
/** `#7`, with a zero-width space so that GitHub does not link it to issue 7. */
function expectations_markdown_rank(n) {
    return n === null ? 'unranked' : `#\u200B${n}`;
}
const f = { code: (s) => (0,escape_markdown/* code */.aY)(s, 100), text: (s) => (0,escape_markdown/* escapeText */.X1)(s, 200), rank: expectations_markdown_rank };
function queryText(c, manifestUrl) {
    if (c.query === null)
        return '<sub>the manifest</sub>';
    const name = (0,escape_markdown/* code */.aY)(c.query, 100);
    if (c.side === 'base')
        return `${name} <sub>removed</sub>`;
    return manifestUrl ? `[${name}](${manifestUrl}#L${c.line})` : name;
}
function hidesText(c) {
    if (c.unrankable)
        return `not ranked now: ${(0,escape_markdown/* escapeText */.X1)(c.unrankable, 300)}`;
    return c.hidden.map((h) => (h.pass ? expectations_text_hiddenText(h, f) : `**${expectations_text_hiddenText(h, f)}**`)).join('<br>');
}
/** The table rows, relaxations first; the header is `expectationsHead`. */
function expectationRows(changes, manifestUrl) {
    const ordered = [...changes.filter((c) => c.relaxes), ...changes.filter((c) => !c.relaxes)];
    return ordered.map((c) => `| ${c.relaxes ? '🔓' : '🔒'} | ${queryText(c, manifestUrl)} | ${c.edits.map((e) => expectations_text_editText(e, f)).join('<br>')} | ${hidesText(c)} |`);
}
/** The section's heading and table head: 🔓 a relaxation, 🔒 a tightening. */
function expectationsHead(changes) {
    const relaxed = changes.filter((c) => c.relaxes).length;
    return [
        `#### ${EXPECTATIONS_TITLE}`,
        '',
        `${changes.length} changed against the base commit's manifest${relaxed ? `, ${relaxed} relaxed: each beside what the base's expectation says on this PR's tools` : ''}.`,
        '',
        '|  | query | change | the base\'s expectation now |',
        '| :-: | --- | --- | --- |'
    ];
}

;// CONCATENATED MODULE: ./src/util/well-formed.ts
/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * `text` with every lone surrogate replaced by U+FFFD, as String.prototype.toWellFormed does
 * (not in this TypeScript lib). JSON.stringify keeps a lone surrogate as an escape that the
 * GitHub API refuses or stores as garbage; text from a server or a PR may carry one.
 */
function wellFormed(text) {
    return text.replace(LONE_SURROGATE, '\uFFFD');
}

;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * The review as GitHub-flavoured markdown: the sticky PR comment and the job summary. Pure:
 * a review and where it links to in, a string out. Every string that came from the PR goes
 * through escape-markdown.ts; numbers are formatted here. The tables and cells are in
 * markdown-cells.ts, the "why" blocks in markdown-why.ts.
 */










/**
 * GitHub refuses a comment body over "65,536 characters" (and stores at most 262,144 bytes).
 * Counted in UTF-16 code units, never fewer than code points of at most 4 bytes each, a body
 * within this length keeps both rules.
 */
const COMMENT_MAX_LENGTH = 65_536;
/** GitHub drops a step's whole job summary over 1 MiB, counted in UTF-8 bytes. */
const SUMMARY_MAX_BYTES = 1024 * 1024;
/**
 * The comment's last line starts with this: what changes from run to run (the run's link, the
 * base side's timing), kept apart so that comparing two comments can leave it out.
 */
const RUN_LINE = '<!-- run -->';
/** `text` cut to at most `max` units (at a whole code point), ending with `…`. */
function cutTo(text, max, unit) {
    if (unit === 'characters')
        return wellFormed(text.slice(0, max - 2)) + '…\n';
    // encodeInto writes whole code points only; `…` and the newline take 4 bytes.
    const { read } = new TextEncoder().encodeInto(text, new Uint8Array(Math.max(0, max - 4)));
    return text.slice(0, read) + '…\n';
}
function enginesSummary(evaluation) {
    const cuts = new Set(evaluation.queries.flatMap((q) => Object.values(q.engines).map((r) => r.maxResults)));
    const parts = evaluation.engines.map((e) => {
        // Known failures are counted apart, as in the headline.
        const judged = evaluation.queries
            .map((q) => q.engines[e.id])
            .filter((r) => r !== undefined && r.expectations.length > 0 && r.status !== 'known-failure');
        const passed = judged.filter((r) => r.pass).length;
        const cut = cuts.size > 1 ? ` (top ${judged[0]?.maxResults ?? e.defaultMaxResults})` : '';
        return `${engineLabel(e.id)} ${passed}/${judged.length}${cut}`;
    });
    if (cuts.size === 1)
        parts.push(`top ${[...cuts][0]}`);
    return parts.join(' · ');
}
/** What the base side says beyond the table: no baseline, new and removed queries, catalog changes. */
function baselineNotes(review) {
    const b = review.baseline;
    if (!b)
        return '';
    if (b.source === 'none') {
        const note = `${b.warning ? '⚠️ ' : ''}No baseline: ${(0,escape_markdown/* escapeText */.X1)(b.reason, 600)}${b.warning ? '. The verdict above is for this PR alone.' : '.'}`;
        return b.details?.length ? `${note}\n\n${(0,escape_markdown/* preformatted */.EC)(b.details, 20)}` : note;
    }
    const lines = [];
    const c = b.catalog;
    const names = (ids) => ids.slice(0, 5).map(toolLabel).join(', ') + (ids.length > 5 ? ` +${ids.length - 5}` : '');
    if (c.added.length)
        lines.push(`- ${plural_plural(c.added.length, 'tool')} added: ${names(c.added)}`);
    if (c.removed.length)
        lines.push(`- ${plural_plural(c.removed.length, 'tool')} removed: ${names(c.removed)}`);
    if (c.renamed.length)
        lines.push(`- renamed: ${c.renamed.slice(0, 5).map((r) => `${toolLabel(r.from)} → ${toolLabel(r.to)}`).join(', ')}`);
    if (c.descriptionChanged.length)
        lines.push(`- ${plural_plural(c.descriptionChanged.length, 'description')} changed: ${names(c.descriptionChanged)}`);
    if (c.schemaChanged.length)
        lines.push(`- ${plural_plural(c.schemaChanged.length, 'input schema')} changed: ${names(c.schemaChanged)}`);
    if (b.newQueries.length)
        lines.push(`- ${plural_plural(b.newQueries.length, 'new query', 'new queries')}: ${b.newQueries.slice(0, 5).map((q) => (0,escape_markdown/* code */.aY)(q, 60)).join(', ')}`);
    if (b.removedQueries.length)
        lines.push(`- ${plural_plural(b.removedQueries.length, 'removed query', 'removed queries')}: ${b.removedQueries.slice(0, 5).map((q) => (0,escape_markdown/* code */.aY)(q, 60)).join(', ')}`);
    for (const r of b.resultChanges.slice(0, 5))
        lines.push(`- results of ${(0,escape_markdown/* code */.aY)(r.query, 60)} changed under ${engineLabel(r.engine)}: ${r.head.slice(0, 3).map(toolLabel).join(', ') || 'nothing'}`);
    return lines.length ? folded(`Changes in this PR (${lines.length})`, lines.join('\n'), false) : '';
}
/** The engines under which some expectation regressed, as the headline names them. */
function regressedUnder(review) {
    const engines = new Set(review.rows.flatMap((r) => r.cells.filter((c) => c?.judgement?.change === 'regression').map((c) => c.engine)));
    return [...engines].map((id) => (0,escape_markdown/* escapeText */.X1)(id, 40)).join(', ');
}
/**
 * One unit, queries, said: `5 of 13 queries fail: 3 regressed in this PR (under …), 2 fail
 * on the base commit too`, then what else changed, each in queries too (lint errors and
 * edited expectations name their own unit).
 */
function headline(review, attention) {
    const { evaluation } = review;
    const c = review.counts;
    const s = evaluation.summary;
    const diff = diffOf(review);
    const engines = enginesSummary(evaluation);
    const views = evaluation.neighbours ? ` · ${passCountsText(evaluation.neighbours)}` : '';
    if (!attention) {
        const verdict = s.queries === 0 ? 'the manifest has no queries' : evaluation.neighbours ? `queries pass ${passCountsText(evaluation.neighbours)}` : `${formatCount(s.passed)}/${formatCount(c.judged)} queries pass`;
        const extra = [s.knownFailures > 0 ? plural_plural(s.knownFailures, 'known failure') : '', s.reportOnly > 0 ? `${formatCount(s.reportOnly)} without expectations` : ''].filter(Boolean);
        return `✅ **MCP tool search:** ${verdict}${extra.length ? ` (${extra.join(', ')})` : ''}${diff ? ' · no rank changes' : ''} · ${engines}`;
    }
    const accepted = review.verdict.acceptedBy;
    const parts = [];
    if (c.failing > 0) {
        const why = [];
        if (c.regressed > 0)
            why.push(`${formatCount(c.regressed)} regressed in this PR${accepted !== undefined ? ' (accepted)' : ''} under ${regressedUnder(review)}`);
        if (c.failingBefore > 0)
            why.push(`${formatCount(c.failingBefore)} ${c.failingBefore === 1 ? 'fails' : 'fail'} on the base commit too`);
        const other = c.failing - c.regressed - c.failingBefore;
        if (other > 0 && why.length > 0)
            why.push(`${formatCount(other)} ${diff ? 'fail where the base was not ranked' : 'missing'}`);
        parts.push(`${formatCount(c.failing)} of ${plural_plural(c.judged, 'query', 'queries')} ${c.failing === 1 ? 'fails' : 'fail'}${why.length ? `: ${why.join(', ')}` : ''}`);
    }
    if (c.rejected > 0 && c.failing === 0)
        parts.push(`${formatCount(c.rejected)} rejected by the client`);
    const lintErrors = review.findings.filter((f) => f.severity === 'error').length;
    if (lintErrors > 0)
        parts.push(plural_plural(lintErrors, 'lint error'));
    const edited = expectationChanges(review);
    const relaxed = edited.filter((e) => e.relaxes).length;
    if (relaxed > 0)
        parts.push(`${plural_plural(relaxed, 'query', 'queries')} with relaxed expectations`);
    else if (edited.length > 0)
        parts.push(`${plural_plural(edited.length, 'query', 'queries')} with changed expectations`);
    if (c.fragile > 0)
        parts.push(`${formatCount(c.fragile)} fragile`);
    if (c.fixed > 0)
        parts.push(`${formatCount(c.fixed)} fixed`);
    if (c.shifted > 0)
        parts.push(`${formatCount(c.shifted)} shifted`);
    if (c.improved > 0)
        parts.push(`${formatCount(c.improved)} improved`);
    const stats = [`**${plural_plural(s.queries, 'query', 'queries')}**`, `${formatCount(s.passed)} pass`];
    if (s.failed > 0)
        stats.push(`**${formatCount(s.failed)} fail**`);
    if (s.knownFailures > 0)
        stats.push(plural_plural(s.knownFailures, 'known failure'));
    if (s.reportOnly > 0)
        stats.push(`${formatCount(s.reportOnly)} without expectations`);
    const head = `### MCP tool search: ${parts.join(' · ') || 'needs a look'}\n\n${stats.join(' · ')}${views} · ${engines}`;
    if (accepted === undefined || review.verdict.tally.regressions === 0)
        return head;
    const note = `${plural_plural(review.verdict.tally.regressions, 'regression')} accepted by the label ${(0,escape_markdown/* code */.aY)(accepted, 100)}: reported, not failing the check (${MARK_TEXT.accepted.icon} below).`;
    return `${head}\n\n> [!WARNING]\n> ${note}`;
}
/** The facts of the run that stay the same when it runs again; the run line (RUN_LINE) has the rest. */
function footer(review, context) {
    const { evaluation } = review;
    const diff = diffOf(review);
    const parts = evaluation.engines.map((e) => `${engineLabel(e.id)} = ${(0,escape_markdown/* escapeText */.X1)(e.client, 80)} ${(0,escape_markdown/* escapeText */.X1)(e.versions, 80)}${e.exact ? '' : ' (approximate)'}`);
    parts.push(`${plural_plural(evaluation.toolCount, 'tool')} from ${plural_plural(evaluation.servers.length, 'server')}`);
    if (evaluation.neighbours)
        parts.push(neighboursLine(evaluation.neighbours, escape_markdown/* code */.aY));
    parts.push(`manifest ${(0,escape_markdown/* code */.aY)(context.manifest, 200)}`);
    if (diff)
        parts.push((0,escape_markdown/* escapeText */.X1)(baselineSource(diff), 200).replace(/^base ([0-9a-f]{7})/, (_, sha) => `base ${(0,escape_markdown/* code */.aY)(sha)}`));
    if (context.commit)
        parts.push(`${diff ? 'head ' : 'commit '}${(0,escape_markdown/* code */.aY)(context.commit.slice(0, 7))}`);
    parts.push(`mcp-tool-rank${context.version ? ` ${(0,escape_markdown/* escapeText */.X1)(context.version, 20)}` : ''}`);
    return `<sub>${parts.join(' · ')}</sub>`;
}
function runLine(review, context) {
    const diff = diffOf(review);
    const parts = [context.run ? `[${(0,escape_markdown/* escapeText */.X1)(context.run.label, 60)}](${context.run.url})` : '', diff ? `base ranked: ${(0,escape_markdown/* escapeText */.X1)(baselineCost(diff), 100)}` : ''].filter(Boolean);
    return parts.length ? `${RUN_LINE}<sub>${parts.join(' · ')}</sub>` : '';
}
const SEVERITY_ICON = { error: '❌', warning: '⚠️', info: 'ℹ️' };
const markdown_SEVERITY_ORDER = { error: 0, warning: 1, info: 2 };
/**
 * One line per finding under its rule's line (the rule's short text, linked to its section of
 * docs/lint-rules.md): never a message cut in the middle; `lint`, the terminal and the JSON
 * report have each finding's full text.
 */
function findingLines(findings) {
    const sorted = [...findings].sort((a, b) => markdown_SEVERITY_ORDER[a.severity] - markdown_SEVERITY_ORDER[b.severity] || a.rule.localeCompare(b.rule));
    return sorted.map((f, i) => {
        const where = `  - ${f.tool ? (0,escape_markdown/* code */.aY)(`${f.server}/${f.tool}`, 100) : (0,escape_markdown/* code */.aY)(f.server, 60)}`;
        if (i > 0 && sorted[i - 1].rule === f.rule && sorted[i - 1].severity === f.severity)
            return where;
        const count = sorted.filter((g) => g.rule === f.rule && g.severity === f.severity).length;
        return `- ${SEVERITY_ICON[f.severity]} [${(0,escape_markdown/* code */.aY)(f.rule, 60)}](${ruleDocUrl(f.rule)}) (${count}): ${(0,escape_markdown/* escapeText */.X1)(f.summary, 300)}\n${where}`;
    });
}
function section(rows, render) {
    return { rows, kept: rows.length, render };
}
/** The body of a folded section whose every row was cut for length: a table of headings alone says nothing. */
const LEFT_OUT = '_Every row left out for length; see the note below._';
function folded(summary, body, open) {
    return open ? `#### ${summary}\n\n${body}` : `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
/** Rows in manifest order, the query named on its first row only. */
function tableLines(rows, review, manifestUrl) {
    return rows.map((r, i) => tableLine(r, review, manifestUrl, i === 0 || rows[i - 1].query !== r.query));
}
/** Renders the report, dropping the least important rows first when it would exceed `maxLength`. */
function renderMarkdown(input, options) {
    const { context, review } = input;
    const { evaluation } = review;
    const summaryMode = options.mode === 'summary';
    const unit = options.unit ?? 'characters';
    const measure = unit === 'bytes' ? (t) => Buffer.byteLength(t) : (t) => t.length;
    const head = tableHead(review);
    const urgent = review.rows.filter((r) => ATTENTION.includes(r.mark) && !r.failingBefore).sort((a, b) => ATTENTION.indexOf(a.mark) - ATTENTION.indexOf(b.mark));
    const before = review.rows.filter((r) => r.failingBefore);
    const lintErrors = review.findings.some((f) => f.severity === 'error');
    const attention = urgent.length > 0 || before.length > 0 || lintErrors || review.verdict.tally.regressions > 0 || expectationChanges(review).length > 0;
    const attentionSection = section(urgent.map((r) => tableLine(r, review, context.manifestUrl, true)), 
    // The legend tells the marks of the rows shown, not of those cut for length.
    (kept) => (kept.length ? `${[...head, ...kept].join('\n')}\n\n${legend(review, urgent.slice(0, kept.length))}` : ''));
    const beforeSection = section(tableLines(before, review, context.manifestUrl), (kept, omitted) => {
        if (kept.length === 0 && omitted === 0)
            return '';
        const queries = new Set(before.map((r) => r.query)).size;
        const title = `${MARK_TEXT.fail.icon} ${plural_plural(before.length, 'expectation')} of ${plural_plural(queries, 'query', 'queries')} ${before.length === 1 ? 'fails' : 'fail'} on the base commit too`;
        return folded(title, kept.length ? [...head, ...kept].join('\n') : LEFT_OUT, summaryMode);
    });
    const findings = findingLines(review.findings);
    const findingsSection = section(findings, (kept, omitted) => {
        if (kept.length === 0 && omitted === 0)
            return '';
        const errors = review.findings.filter((f) => f.severity === 'error').length;
        const title = `Findings (${review.findings.length}${errors ? `, ${plural_plural(errors, 'error')}` : ''})`;
        return folded(title, kept.length ? kept.join('\n') : LEFT_OUT, summaryMode);
    });
    const changedExpectations = expectationChanges(review);
    const expectationsSection = section(expectationRows(changedExpectations, context.manifestUrl), (kept) => (kept.length ? [...expectationsHead(changedExpectations), ...kept].join('\n') : ''));
    const whySection = section(causeGroups(review, urgent)
        .slice(0, 10)
        .map((g) => whyBlock(g, review)), (kept) => kept.join('\n\n'));
    const allSection = section(tableLines(review.rows, review, context.manifestUrl), (kept, omitted) => {
        if (kept.length === 0 && omitted === 0)
            return '';
        return folded(`All ${plural_plural(evaluation.queries.length, 'query', 'queries')}`, kept.length ? [...head, ...kept].join('\n') : LEFT_OUT, summaryMode);
    });
    const warnings = evaluation.servers.flatMap((s) => s.warnings.map((w) => `- ${(0,escape_markdown/* code */.aY)(s.name, 60)}: ${(0,escape_markdown/* escapeText */.X1)(w, 300)}`));
    const warningsSection = section(warnings, (kept) => (kept.length ? folded(`Server warnings (${warnings.length})`, kept.join('\n'), summaryMode) : ''));
    // Most important first: rows are dropped from the end of the last section that has any (the
    // full table, server warnings, findings from the infos up, the rows that failed before,
    // explanations, and last the rows that need attention).
    const sections = [attentionSection, expectationsSection, whySection, beforeSection, findingsSection, warningsSection, allSection];
    const top = headline(review, attention);
    const notes = baselineNotes(review);
    const foot = footer(review, context);
    const run = runLine(review, context);
    const shown = (s) => s.render(s.rows.slice(0, s.kept), s.rows.length - s.kept);
    const assemble = () => {
        const omitted = sections.reduce((n, s) => n + s.rows.length - s.kept, 0);
        const notice = omitted
            ? `> [!NOTE]\n> ${plural_plural(omitted, 'row')} not shown, to stay within ${formatCount(options.maxLength)} ${unit}; ${summaryMode ? 'the JSON report (the `report` output) has them all' : 'the job summary has them all'}.`
            : '';
        const parts = [top, shown(attentionSection), shown(beforeSection), shown(expectationsSection), shown(whySection), notes, shown(findingsSection), shown(allSection), shown(warningsSection), notice, foot, run];
        // Lone surrogates (from a server's or a PR's text) become U+FFFD before anything is measured or sent.
        return wellFormed(parts.filter((p) => p !== '').join('\n\n') + '\n');
    };
    let text = assemble();
    // Only when it is too long: drop rows by their length until the estimate (with room for the
    // notice) fits, then check for real (headings and the notice add a little).
    let excess = measure(text) > options.maxLength ? measure(text) - options.maxLength + 200 : 0;
    for (let i = sections.length - 1; i >= 0 && excess > 0;) {
        const target = sections[i];
        if (target.kept === 0) {
            i--;
            continue;
        }
        target.kept--;
        excess -= measure(target.rows[target.kept]) + 1;
        if (excess <= 0) {
            text = assemble();
            excess = measure(text) - options.maxLength;
        }
    }
    // Every row dropped and still too long (headings, notes, footer): the text without rows, cut.
    if (excess > 0)
        text = assemble();
    if (measure(text) > options.maxLength)
        text = cutTo(text, options.maxLength, unit);
    return text;
}

;// CONCATENATED MODULE: ./src/report/comment-text.ts
/**
 * The sticky comment's and the job summary's text, as the action posts and writes them and as
 * `check --markdown` / `--summary` preview them: one function each, so the two cannot differ.
 */


const MARKER = 'mcp-tool-rank:v1';
/** Tells the comments of several manifests (or engine sets) on one pull request apart. */
function commentKey(manifest, engines) {
    return engines?.length ? `${manifest}?engines=${engines.join(',')}` : manifest;
}
/** The hidden first line of the comment, by which later runs find it. */
function markerLine(key) {
    // The key comes from the workflow, but must still never close the HTML comment early.
    const safe = key.replace(/[\r\n<>]/g, '').replace(/-{2,}/g, '-');
    return `<!-- ${MARKER} key=${safe} -->`;
}
/** A comment's full text: the marker line, then the body; no lone surrogate reaches the API. */
function withMarker(key, body) {
    return wellFormed(`${markerLine(key)}\n${body}`);
}
/** The report as the comment's body: within the comment size limit once the marker is added. */
function commentBody(input, key) {
    return renderMarkdown(input, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH - markerLine(key).length - 1 });
}
/** The report as the job summary: the full tables open. */
function summaryText(input) {
    return renderMarkdown(input, { mode: 'summary', maxLength: SUMMARY_MAX_BYTES, unit: 'bytes' });
}

// EXTERNAL MODULE: external "node:tty"
var external_node_tty_ = __webpack_require__(7066);
;// CONCATENATED MODULE: ./src/util/style.ts

const wrap = (open, close) => (s) => `\u001b[${open}m${s}\u001b[${close}m`;
function makeStyle(color) {
    if (!color) {
        const id = (s) => s;
        return { bold: id, dim: id, red: id, green: id, yellow: id };
    }
    return { bold: wrap(1, 22), dim: wrap(2, 22), red: wrap(31, 39), green: wrap(32, 39), yellow: wrap(33, 39) };
}
/**
 * Colour as Node decides it for its own output (util.styleText): when FORCE_COLOR is set it
 * decides, over NO_COLOR (empty, `1`, `2`, `3` or `true` turn colour on; `0`, `false` and
 * anything else off); otherwise only a terminal is coloured, and not when NO_COLOR or
 * NODE_DISABLE_COLORS is set (even empty) or TERM is `dumb`. Node's own colour-depth rules
 * (tty hasColors) answer, so the two cannot drift apart.
 */
function wantsColor(stream, env) {
    // Only FORCE_COLOR, when set: with NO_COLOR beside it Node would warn that it ignores it.
    if (env.FORCE_COLOR !== undefined)
        return WriteStream.prototype.hasColors(16, { FORCE_COLOR: env.FORCE_COLOR });
    return stream.isTTY === true && WriteStream.prototype.hasColors(16, env);
}

;// CONCATENATED MODULE: ./src/report/findings-text.ts
/** Findings as terminal text: `mcp-tool-rank lint`, and the short section under `check`. */


const ORDER = ['error', 'warning', 'info'];
const TITLE = { error: 'errors', warning: 'warnings', info: 'info' };
function where(f, manifestFile) {
    const at = f.line !== undefined ? `${manifestFile}:${f.line}` : manifestFile;
    return `${at} ${(0,sanitize_text/* plainText */.w)(f.tool ? `${f.server}/${f.tool}` : f.server, 100)}`;
}
function paint(severity, style) {
    return severity === 'error' ? style.red : severity === 'warning' ? style.yellow : style.dim;
}
function countLine(findings) {
    const n = (s) => findings.filter((f) => f.severity === s).length;
    return ORDER.map((s) => (s === 'info' ? `${n(s)} info` : plural_plural(n(s), s))).join(', ');
}
/** Every finding, grouped by severity, each with its server/tool, rule and manifest line. */
function findingsReport(findings, manifestFile, style) {
    const out = [];
    for (const severity of ORDER) {
        const group = findings.filter((f) => f.severity === severity);
        if (group.length === 0)
            continue;
        out.push(style.bold(`${TITLE[severity]} (${group.length})`));
        for (const f of group) {
            out.push(`  ${paint(severity, style)(where(f, manifestFile))} ${style.dim(`[${f.rule}]`)}`);
            out.push(`    ${plainText(f.message, 600)}`);
        }
        out.push('');
    }
    out.push(style.bold(`${plural(findings.length, 'finding')}: ${countLine(findings)}`));
    return out.join('\n') + '\n';
}
/** The few findings that matter most, for the end of `check`: errors and warnings first. */
function findingsSummary(findings, manifestFile, style, max = 8) {
    if (findings.length === 0)
        return [];
    const shown = findings.filter((f) => f.severity !== 'info').slice(0, max);
    const out = [style.bold(`lint: ${countLine(findings)}`)];
    for (const f of shown)
        out.push(`  ${paint(f.severity, style)(`${f.severity} ${where(f, manifestFile)}`)} ${style.dim(`[${f.rule}]`)} ${(0,sanitize_text/* plainText */.w)(f.message, 160)}`);
    const rest = findings.length - shown.length;
    if (rest > 0)
        out.push(style.dim(shown.length ? `  … ${rest} more: run \`mcp-tool-rank lint\` for all of them` : '  run `mcp-tool-rank lint` to see them'));
    return out;
}

;// CONCATENATED MODULE: ./src/report/terminal.ts







function serverLine(servers, total) {
    const parts = servers.map((s) => `${(0,sanitize_text/* plainText */.w)(s.name, 60)} (${s.source}, ${plural_plural(s.toolCount, 'tool')}${s.pages > 1 ? `, ${s.pages} pages` : ''})`);
    return `servers: ${parts.join(' · ')} — ${plural_plural(total, 'tool')}`;
}
/** One engine's verdict on one expectation, as a short table cell. */
function cell(e) {
    if (!e)
        return { text: '', bad: false, warn: false };
    if (e.alwaysLoaded)
        return { text: e.kind === 'expect' ? 'always' : 'always ✗', bad: e.kind === 'forbid', warn: false };
    const at = rankText(e.rank);
    if (e.kind === 'forbid')
        return { text: e.pass ? `${at} ok` : `${at} ✗`, bad: !e.pass, warn: false };
    if (!e.pass)
        return { text: `${at} ✗`, bad: true, warn: false };
    return { text: e.fragile ? `${at} tie` : at, bad: false, warn: e.fragile };
}
/** A view's rank with neighbours configured: the judged view as `cell` shows it, the other by its standing. */
function viewCell(e, view, judged) {
    if (!e || e.alwaysLoaded || !e.neighbours)
        return cell(e);
    if (view === judged) {
        const c = cell(e);
        return view === 'withNeighbours' && e.neighbours.orderDependent && e.pass ? { text: `${rankText(e.rank)} order`, bad: false, warn: true } : c;
    }
    const s = standingIn(e, view);
    if (e.kind === 'forbid')
        return { text: s.pass ? `${rankText(s.rank)} ok` : `${rankText(s.rank)} ✗`, bad: false, warn: !s.pass };
    return { text: s.pass ? rankText(s.rank) : `${rankText(s.rank)} ✗`, bad: false, warn: !s.pass };
}
const plainQuote = (text, max) => `"${(0,sanitize_text/* plainText */.w)(text, max)}"`;
function why(e, r) {
    const name = (0,sanitize_text/* plainText */.w)(e.ref, 80);
    if (e.kind === 'forbid')
        return `${name} must not be in the top ${r.maxResults}, but ranks ${rankText(e.rank)}`;
    const at = e.rank === null ? 'does not score at all' : `ranks ${rankText(e.rank)}`;
    return `${name} ${at}; needs ≤ ${e.within}${e.fragile ? ' (tied at the cut)' : ''}`;
}
function statusMark(q, style) {
    switch (q.status) {
        case 'pass':
            return style.green('✓');
        case 'fail':
            return style.red('✗');
        case 'known-failure':
            return style.yellow('~');
        case 'fixed':
            return style.yellow('!');
        case 'report-only':
            return style.dim('·');
    }
}
/**
 * The check report: one row per expectation, one rank column per engine, then the reasons
 * for each failure with its manifest line.
 */
function terminalReport(review, style) {
    const { evaluation, manifest: manifestFile, findings } = review;
    const out = [];
    out.push(style.bold(`mcp-tool-rank · ${manifestFile}`));
    out.push(serverLine(evaluation.servers, evaluation.toolCount));
    out.push(`engines: ${evaluation.engines.map((e) => `${e.id} (${e.client}, ${e.versions})`).join(' · ')}`);
    const neighbours = evaluation.neighbours;
    if (neighbours)
        out.push(neighboursLine(neighbours, (t, max) => (0,sanitize_text/* plainText */.w)(t, max)));
    for (const s of evaluation.servers)
        for (const w of s.warnings)
            out.push(style.yellow(`warning: ${(0,sanitize_text/* plainText */.w)(s.name, 60)}: ${(0,sanitize_text/* plainText */.w)(w)}`));
    out.push('');
    const engines = evaluation.engines.map((e) => e.id);
    // With neighbours, each engine has a column alone and one with them.
    const judged = neighbours ? judgedView(neighbours) : undefined;
    const columns = engines.flatMap((id) => (judged ? VIEWS.map((view) => ({ id, view, label: `${id} ${VIEW_LABEL[view]}` })) : [{ id, label: id }]));
    const rows = [];
    for (const q of evaluation.queries) {
        const results = Object.values(q.engines);
        const expectations = results[0]?.expectations ?? [];
        const query = (0,sanitize_text/* plainText */.w)(q.query, 40) || '(empty)';
        if (expectations.length === 0) {
            const first = results[0];
            const top = first?.error ? `client rejects it: ${(0,sanitize_text/* plainText */.w)(first.error, 80)}` : `top: ${first?.results.slice(0, 3).map((t) => (0,sanitize_text/* plainText */.w)(t, 60)).join(', ') || '(nothing)'}`;
            rows.push({ mark: statusMark(q, style), query, tool: '', cells: [], note: style.dim(top) });
            continue;
        }
        expectations.forEach(({ kind, ref }, i) => {
            const byEngine = columns.map(({ id, view }) => {
                const e = q.engines[id]?.expectations.find((x) => x.kind === kind && x.ref === ref);
                return view && judged ? viewCell(e, view, judged) : cell(e);
            });
            rows.push({
                mark: i === 0 ? statusMark(q, style) : ' ',
                query: i === 0 ? query : '',
                tool: `${kind === 'forbid' ? 'not ' : ''}${(0,sanitize_text/* plainText */.w)(ref, 50)}`,
                cells: byEngine
            });
        });
    }
    // Folded, not spread: Math.max(...rows) overflows the stack at about 125,000 rows.
    const widest = (least, width) => rows.reduce((w, r) => Math.max(w, width(r)), least);
    const wQuery = widest(5, (r) => r.query.length);
    const wTool = widest(4, (r) => r.tool.length);
    const wCells = columns.map((c, i) => widest(c.label.length, (r) => r.cells[i]?.text.length ?? 0));
    out.push(style.dim(`  ${'query'.padEnd(wQuery)}  ${'tool'.padEnd(wTool)}  ${columns.map((c, i) => c.label.padEnd(wCells[i])).join('  ')}`.trimEnd()));
    for (const r of rows) {
        if (r.note !== undefined) {
            out.push(`${r.mark} ${r.query.padEnd(wQuery)}  ${r.note}`);
            continue;
        }
        const cells = r.cells.map((c, i) => {
            const text = c.text.padEnd(wCells[i]);
            return c.bad ? style.red(text) : c.warn ? style.yellow(text) : text;
        });
        out.push(`${r.mark} ${r.query.padEnd(wQuery)}  ${r.tool.padEnd(wTool)}  ${cells.join('  ')}`.trimEnd());
    }
    const noted = evaluation.queries.filter((q) => Object.values(q.engines).some((r) => r.status === 'fail' || r.status === 'known-failure' || r.status === 'fixed'));
    if (noted.length > 0)
        out.push('');
    for (const q of noted) {
        const where = `${manifestFile}:${q.line}`;
        const stale = staleMarkNote(q);
        if (stale)
            out.push(style.yellow(`${where}: "${(0,sanitize_text/* plainText */.w)(q.query, 80)}" ${stale}`));
        for (const r of Object.values(q.engines)) {
            if (r.status !== 'fail' && r.status !== 'known-failure')
                continue;
            for (const e of r.expectations.filter((x) => !x.pass)) {
                const line = `${where}: "${(0,sanitize_text/* plainText */.w)(q.query, 80)}" under ${r.engine}: ${why(e, r)}`;
                out.push(r.status === 'fail' ? style.red(line) : style.dim(line));
                if (e.advice)
                    out.push(style.dim(`  → ${(0,sanitize_text/* plainText */.w)(describeAdvice(e.advice), 400)}`));
                const crowd = e.neighbours?.crowdedBy;
                if (crowd)
                    out.push(style.dim(`  crowded out by neighbours: ${crowd.slice(0, 3).map((c) => crowdingText(c, plainQuote, sanitize_text/* plainText */.w)).join('; ')}${crowd.length > 3 ? '; …' : ''}`));
            }
        }
        for (const note of knownFailureNotes(q))
            out.push(style.dim(`  known failure${note.engine ? ` under ${note.engine}` : ''}: ${(0,sanitize_text/* plainText */.w)(note.reason, 160)}`));
    }
    // Passes that only the connect order keeps: one reordering of the client's servers flips them.
    const byOrder = evaluation.queries.flatMap((q) => Object.values(q.engines).flatMap((r) => r.expectations.filter((e) => e.pass && e.neighbours?.orderDependent).map((e) => ({ q, r, e }))));
    if (byOrder.length > 0)
        out.push('');
    for (const { q, r, e } of byOrder) {
        out.push(style.yellow(`${manifestFile}:${q.line}: "${(0,sanitize_text/* plainText */.w)(q.query, 80)}" under ${r.engine}: ${(0,sanitize_text/* plainText */.w)(e.ref, 80)} ${orderDependenceText()}`));
    }
    const lint = findingsSummary(findings, manifestFile, style);
    if (lint.length > 0) {
        out.push('');
        for (const line of lint)
            out.push(line);
    }
    out.push('');
    const s = evaluation.summary;
    const parts = [`${formatCount(s.passed)} passed`, s.failed ? style.red(`${formatCount(s.failed)} failed`) : '0 failed'];
    if (s.knownFailures)
        parts.push(plural_plural(s.knownFailures, 'known failure'));
    if (s.reportOnly)
        parts.push(`${formatCount(s.reportOnly)} without expectations`);
    if (s.fragile)
        parts.push(style.yellow(`${formatCount(s.fragile)} fragile (tie at the cut)`));
    out.push(style.bold(`${plural_plural(s.queries, 'query', 'queries')}: ${parts.join(', ')}${neighbours ? ` · ${passCountsText(neighbours)}` : ''}`));
    return out.join('\n') + '\n';
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
;// CONCATENATED MODULE: ./src/report/schema.ts
/**
 * The JSON report's shape, defined once: `jsonReport` builds a `Report`, the fork recipe
 * validates a report it reads back against `reportSchema` (the report came through an
 * artifact a pull request could have written: numbers must be numbers, as they are printed
 * unescaped, and every index must name an entry of its table), and `npm run schema` writes
 * `schema/report.schema.json` from it.
 *
 * Rankings write each tool and each contribution once per report: `tools` lists the catalog
 * ids, and a ranking row, a result or a tie refers to a tool by its index there;
 * `contributions` lists each distinct `[term, field, points]` triple, and a ranking row's
 * breakdown lists indices there. A ranking row is a `[tool, score, rank, breakdown]` tuple:
 * thousands of them are much of a report, and names for their four fields would add about a
 * fifth to its size. Expectations, findings and the base diff keep names.
 */




/** The published schema, beside the manifest's at the same release tag. */
const REPORT_SCHEMA_URL = new URL('report.schema.json', SCHEMA_URL).href;
const count = schemas/* number */.aig().int().min(0);
const position = schemas/* number */.aig().int().min(1);
const schema_text = schemas/* string */.YjP().max(100_000);
const score = schemas/* number */.aig();
const scoreField = schemas/* enum */.k5n(['name', 'name-part', 'coarse', 'coarse-part', 'full-name', 'hint', 'description', 'bm25', 'promotion']);
const toolIndex = count.describe("An index into the report's `tools`.");
const contribution = schemas/* tuple */.PVZ([schema_text, scoreField, schemas/* number */.aig()]).describe('[term, field, points]: the points one query word earned in one field.');
const contributionIndex = count.describe("An index into the report's `contributions`.");
const rankedTool = schemas/* tuple */.PVZ([toolIndex, score, position, schemas/* array */.YOg(contributionIndex)])
    .describe('[tool, score, rank, breakdown]: the breakdown in the order the engine gives it; a word that matches twice appears twice.');
const advice = schemas/* union */.KCZ([
    schemas/* object */.Ikc({ edits: schemas/* array */.YOg(schemas/* object */.Ikc({ tool: schema_text, field: schemas/* enum */.k5n(['description', 'searchHint']), add: schemas/* array */.YOg(schema_text) })), projectedRank: position }),
    schemas/* object */.Ikc({ unreachable: schemas/* literal */.euz(true), neighbour: schema_text.nullable(), bestRank: position.nullable(), reason: schema_text })
]);
const schema_standingIn = schemas/* object */.Ikc({ rank: position.nullable(), score: score.nullable(), pass: schemas/* boolean */.zMY() });
const neighbourView = schemas/* object */.Ikc({
    alone: schema_standingIn,
    withNeighbours: schema_standingIn,
    crowdedBy: schemas/* array */.YOg(schemas/* object */.Ikc({ tool: schema_text, rank: position, score, terms: schemas/* array */.YOg(schemas/* object */.Ikc({ term: schema_text, points: schemas/* number */.aig() })) })).optional(),
    orderDependent: schemas/* boolean */.zMY().optional()
});
const expectation = schemas/* object */.Ikc({
    kind: schemas/* enum */.k5n(['expect', 'forbid']),
    ref: schema_text,
    tool: schema_text,
    line: position,
    col: position,
    rank: position.nullable(),
    score: score.nullable(),
    within: position,
    pass: schemas/* boolean */.zMY(),
    fragile: schemas/* boolean */.zMY(),
    alwaysLoaded: schemas/* boolean */.zMY(),
    advice: advice.optional(),
    neighbours: neighbourView.optional()
});
const cutTie = schemas/* object */.Ikc({ score, inside: schemas/* array */.YOg(toolIndex), outside: schemas/* array */.YOg(toolIndex).describe('The first 20 tied tools past the cut.'), more: count.optional() });
const schema_status = schemas/* enum */.k5n(['pass', 'fail', 'known-failure', 'fixed', 'report-only']);
const schema_engineResult = schemas/* object */.Ikc({
    maxResults: position,
    mode: schemas/* enum */.k5n(['select', 'exact-name', 'prefix', 'keyword', 'empty', 'error']),
    results: schemas/* array */.YOg(toolIndex).describe('Exactly the list the client returns, in its order.'),
    ranking: schemas/* array */.YOg(rankedTool)
        .describe('Best first: the first max(cut, 5) tools, every expected and forbidden tool, and the first 20 ahead of an expected ' +
        'tool that misses; every tool that scored with --full-rankings.'),
    scored: count.describe('How many tools scored: the length of the full ranking.'),
    expectations: schemas/* array */.YOg(expectation),
    pass: schemas/* boolean */.zMY(),
    cutTie: cutTie.optional(),
    error: schema_text.optional(),
    knownFailure: schema_text.optional().describe('The `known_failure` mark that applies to this engine.'),
    status: schema_status.describe("This engine's verdict on the query.")
});
const serverSource = schemas/* enum */.k5n(['stdio', 'http', 'sse', 'catalog', 'lock', 'neighbour']);
const engineInfo = schemas/* object */.Ikc({ id: schema_text, family: schema_text, client: schema_text, versions: schema_text, generation: schema_text.optional(), exact: schemas/* boolean */.zMY(), defaultMaxResults: position });
const schema_passCount = schemas/* object */.Ikc({ passed: count, judged: count });
const neighbourSummary = schemas/* object */.Ikc({ set: schema_text.optional(), servers: schemas/* array */.YOg(schema_text), judge: schemas/* enum */.k5n(['alone', 'with-neighbours']), alone: schema_passCount, withNeighbours: schema_passCount });
const summary = schemas/* object */.Ikc({ queries: count, passed: count, failed: count, knownFailures: count, reportOnly: count, fragile: count });
const finding = schemas/* object */.Ikc({
    rule: schema_text,
    severity: schemas/* enum */.k5n(['error', 'warning', 'info']),
    server: schema_text,
    tool: schema_text,
    message: schema_text,
    id: schema_text.optional(),
    tools: schemas/* array */.YOg(schema_text).optional(),
    line: position.optional(),
    col: position.optional()
});
const schema_standing = schemas/* object */.Ikc({ rank: position, score });
const schema_termDelta = schemas/* object */.Ikc({ term: schema_text, field: scoreField, before: schemas/* number */.aig(), after: schemas/* number */.aig() });
const schema_blame = schemas/* object */.Ikc({
    query: schema_text,
    engine: schema_text,
    tool: schema_text,
    base: schema_standing.nullable(),
    head: schema_standing.nullable(),
    own: schemas/* array */.YOg(schema_termDelta),
    gainers: schemas/* array */.YOg(schemas/* object */.Ikc({ tool: schema_text, base: schema_standing.nullable(), head: schema_standing, added: schemas/* boolean */.zMY(), deltas: schemas/* array */.YOg(schema_termDelta) }))
});
const sha = schemas/* string */.YjP().regex(/^[0-9a-f]{4,64}$/);
const baselineDiff = schemas/* object */.Ikc({
    source: schemas/* enum */.k5n(['lock', 'worktree']),
    baseSha: sha,
    cost: schemas/* object */.Ikc({ serversStarted: count, setupMs: count.optional(), totalMs: count }),
    rows: schemas/* array */.YOg(schemas/* object */.Ikc({
        query: schema_text,
        line: position,
        engine: schema_text,
        kind: schemas/* enum */.k5n(['expect', 'forbid']),
        ref: schema_text,
        tool: schema_text,
        maxResults: position,
        within: position,
        baseRank: position.nullable(),
        headRank: position.nullable(),
        baseScore: score.nullable(),
        headScore: score.nullable(),
        baseFound: schemas/* boolean */.zMY(),
        headFound: schemas/* boolean */.zMY(),
        basePass: schemas/* boolean */.zMY().nullable(),
        headPass: schemas/* boolean */.zMY(),
        change: schemas/* enum */.k5n(['regression', 'shift', 'improvement', 'missing', 'known-failure', 'unchanged', 'new']),
        direction: schemas/* enum */.k5n(['down', 'up', 'same']),
        crossed: schemas/* enum */.k5n(['fell-out', 'entered']).optional(),
        blame: schema_blame.optional()
    })),
    newQueries: schemas/* array */.YOg(schema_text),
    removedQueries: schemas/* array */.YOg(schema_text),
    resultChanges: schemas/* array */.YOg(schemas/* object */.Ikc({ query: schema_text, line: position, engine: schema_text, base: schemas/* array */.YOg(schema_text), head: schemas/* array */.YOg(schema_text) })),
    catalog: schemas/* object */.Ikc({
        added: schemas/* array */.YOg(schema_text),
        removed: schemas/* array */.YOg(schema_text),
        renamed: schemas/* array */.YOg(schemas/* object */.Ikc({ from: schema_text, to: schema_text })),
        descriptionChanged: schemas/* array */.YOg(schema_text),
        schemaChanged: schemas/* array */.YOg(schema_text)
    }),
    expectations: schemas/* array */.YOg(schemas/* object */.Ikc({
        query: schema_text.nullable(),
        line: position,
        side: schemas/* enum */.k5n(['head', 'base']),
        edits: schemas/* array */.YOg(schemas/* object */.Ikc({
            field: schemas/* enum */.k5n(['query', 'expect', 'forbid', 'rank', 'known_failure', 'max_results', 'engines']),
            change: schemas/* enum */.k5n(['added', 'removed', 'renamed', 'relaxed', 'tightened', 'changed']),
            relaxes: schemas/* boolean */.zMY(),
            engine: schema_text.optional(),
            before: schema_text.optional(),
            after: schema_text.optional()
        })),
        relaxes: schemas/* boolean */.zMY(),
        hidden: schemas/* array */.YOg(schemas/* object */.Ikc({ engine: schema_text, kind: schemas/* enum */.k5n(['expect', 'forbid']), ref: schema_text, renamedTo: schema_text.optional(), baseRank: position.nullable(), rank: position.nullable(), within: position, maxResults: position, pass: schemas/* boolean */.zMY() })),
        unrankable: schema_text.optional()
    }))
        .optional()
        .describe("How the PR changed the manifest's expectations, against the base commit's manifest."),
    regressions: count,
    shifts: count,
    improvements: count,
    missing: count
});
const schema_verdict = schemas/* object */.Ikc({
    failOn: schemas/* array */.YOg(schemas/* enum */.k5n(FAIL_ON)),
    failed: schemas/* boolean */.zMY(),
    reasons: schemas/* array */.YOg(schema_text),
    warnings: schemas/* array */.YOg(schema_text),
    acceptedBy: schema_text.optional(),
    tally: schemas/* object */.Ikc({ regressions: count, shifts: count, improvements: count, missing: count })
});
const noBaseline = schemas/* object */.Ikc({ source: schemas/* literal */.euz('none'), baseSha: sha.optional(), reason: schema_text, warning: schemas/* boolean */.zMY(), details: schemas/* array */.YOg(schema_text).optional() });
const reportSchema = schemas/* object */.Ikc({
    version: schemas/* literal */.euz(REPORT_VERSION),
    manifest: schema_text,
    engines: schemas/* array */.YOg(engineInfo),
    neighbours: neighbourSummary.optional(),
    servers: schemas/* array */.YOg(schemas/* object */.Ikc({
        name: schema_text,
        tools: count,
        source: serverSource,
        pages: count,
        serverInfo: schemas/* object */.Ikc({ name: schema_text, version: schema_text }).optional(),
        warnings: schemas/* array */.YOg(schema_text)
    })),
    tools: schemas/* array */.YOg(schema_text).describe('The catalog id of every tool a ranking, a result or a tie names, in the order the report first names them.'),
    clientNames: schemas/* record */.g1P(schema_text, schemas/* record */.g1P(schema_text, schema_text))
        .optional()
        .describe("Per engine id: the client's own name of each tool in `tools` whose name differs from its MCP name (Codex's flat names)."),
    contributions: schemas/* array */.YOg(contribution).describe('Every distinct contribution a ranking row names, in the order the report first names them.'),
    queries: schemas/* array */.YOg(schemas/* object */.Ikc({
        query: schema_text,
        line: position,
        status: schema_status,
        neighbours: schemas/* object */.Ikc({ alone: schema_status, withNeighbours: schema_status }).optional(),
        knownFailure: schema_text.optional(),
        engines: schemas/* record */.g1P(schema_text, schema_engineResult).describe('Per engine id.')
    })),
    summary,
    findings: schemas/* array */.YOg(finding).optional(),
    baseline: schemas/* union */.KCZ([baselineDiff, noBaseline]).optional(),
    verdict: schema_verdict.optional()
})
    .superRefine((report, ctx) => {
    // A hostile report could point past a table: the reader would render `undefined`.
    const tools = report.tools.length;
    const contributions = report.contributions.length;
    const check = (index, path) => {
        if (index >= tools)
            ctx.addIssue({ code: 'custom', message: `no tool ${index}: \`tools\` lists ${tools}`, path });
    };
    report.queries.forEach((q, qi) => {
        for (const [engine, r] of Object.entries(q.engines)) {
            const at = ['queries', qi, 'engines', engine];
            r.results.forEach((t, i) => check(t, [...at, 'results', i]));
            r.ranking.forEach(([tool, , , breakdown], i) => {
                check(tool, [...at, 'ranking', i, 0]);
                breakdown.forEach((c, j) => {
                    if (c >= contributions)
                        ctx.addIssue({ code: 'custom', message: `no contribution ${c}: \`contributions\` lists ${contributions}`, path: [...at, 'ranking', i, 3, j] });
                });
            });
            r.cutTie?.inside.forEach((t, i) => check(t, [...at, 'cutTie', 'inside', i]));
            r.cutTie?.outside.forEach((t, i) => check(t, [...at, 'cutTie', 'outside', i]));
        }
    });
})
    .meta({ title: 'mcp-tool-rank report', description: 'What `check --json FILE` and the action\'s `report` output write.' });
/** The published JSON Schema of the report (`schema/report.schema.json`). */
function reportJsonSchema() {
    const { $schema, title, description, ...rest } = z.toJSONSchema(reportSchema, { target: 'draft-7' });
    return { $schema, $id: REPORT_SCHEMA_URL, title, description, ...rest };
}

;// CONCATENATED MODULE: ./src/report/read.ts
/**
 * Reads a JSON report written by an earlier run (`--json`, the action's `report` output;
 * json.ts writes it) back into the review it was written from, for the `workflow_run` recipe: the workflow with the write token comments from
 * the report of the pull_request workflow and never runs PR code. The report came through an
 * artifact the PR could have written, so its shape is checked strictly against the report's
 * schema: numbers must be numbers (they are printed unescaped), strings are escaped when
 * rendered like any other.
 */







/** The review a report was written from, its verdict the first run's. */
function reviewFromReport(json) {
    const version = json !== null && typeof json === 'object' && 'version' in json ? json.version : undefined;
    if (typeof version === 'number' && version !== REPORT_VERSION) {
        throw new UsageError(`the report is version ${version} of the mcp-tool-rank report, and this release reads version ${REPORT_VERSION}: run both workflows of the fork recipe with the same mcp-tool-rank release`);
    }
    const parsed = reportSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new UsageError(`the report is not an mcp-tool-rank report (version ${REPORT_VERSION}): ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    const report = parsed.data;
    const queries = report.queries.map((q) => ({
        query: q.query,
        line: q.line,
        col: 1,
        status: q.status,
        ...(q.knownFailure !== undefined ? { knownFailure: q.knownFailure } : {}),
        engines: Object.fromEntries(Object.entries(q.engines).map(([engine, r]) => [engine, read_engineResult(engine, r, report, report.clientNames?.[engine])])),
        ...(q.neighbours ? { neighbours: q.neighbours } : {})
    }));
    const evaluation = {
        engines: report.engines,
        servers: report.servers.map((s) => ({ name: s.name, source: s.source, toolCount: s.tools, pages: s.pages, warnings: s.warnings, ...(s.serverInfo ? { serverInfo: s.serverInfo } : {}) })),
        toolCount: report.servers.reduce((n, s) => n + s.tools, 0),
        queries,
        summary: report.summary,
        ...(report.neighbours ? { neighbours: report.neighbours } : {})
    };
    const { verdict } = report;
    return buildReview({ manifest: report.manifest, evaluation, ...(report.baseline ? { baseline: report.baseline } : {}), findings: report.findings ?? [], failOn: verdict?.failOn ?? [] }, verdict);
}
/** One engine's result as the run had it: tools by catalog id, ranking rows and contributions as objects, its client names. */
function read_engineResult(engine, r, { tools, contributions }, names) {
    const { results, ranking, cutTie, ...rest } = r;
    const tool = (i) => tools[i];
    const contribution = (i) => {
        const [term, field, points] = contributions[i];
        return { term, field, points };
    };
    const kept = ranking.map(([t, score, rank, breakdown]) => ({ tool: tool(t), score, rank, breakdown: breakdown.map(contribution) }));
    const clientNames = names && Object.fromEntries(kept.filter((row) => Object.hasOwn(names, row.tool)).map((row) => [row.tool, names[row.tool]]));
    return {
        engine,
        ...rest,
        results: results.map(tool),
        ranking: kept,
        ...(cutTie ? { cutTie: { ...cutTie, inside: cutTie.inside.map(tool), outside: cutTie.outside.map(tool) } } : {}),
        ...(clientNames && Object.keys(clientNames).length > 0 ? { clientNames } : {})
    };
}
/**
 * The most of a report that is read: the artifact may come from a hostile pull request, and a
 * report mcp-tool-rank writes has a few kilobytes per query, far below this for any manifest
 * within the manifest's own 1 MiB.
 */
const MAX_REPORT_BYTES = 256 * 1024 * 1024;
async function readReport(path) {
    let json;
    try {
        const { size } = await (0,promises_.stat)(path);
        if (size > MAX_REPORT_BYTES)
            throw new UsageError(`the report \`${path}\` has ${formatCount(size)} bytes; at most 256 MiB are read: give the report of an mcp-tool-rank run`);
        json = JSON.parse(await (0,promises_.readFile)(path, 'utf8'));
    }
    catch (err) {
        if (err instanceof UsageError)
            throw err;
        throw new UsageError(`cannot read the report \`${path}\`: ${err instanceof SyntaxError ? err.message : (0,file_error/* fileErrorText */.U)(err)}`);
    }
    return reviewFromReport(json);
}

;// CONCATENATED MODULE: ./src/action/annotations.ts
/**
 * Check annotations at the manifest lines: an error for each failing expectation (it shows
 * in the PR's Files view), a warning for what passes only through tie order or no longer
 * needs its `known_failure`, a notice for each known failure.
 */



/** GitHub keeps 10 annotations of each level per step; `setFailed` needs one error of them. */
const PER_LEVEL = 10;
function annotations_describe(e, r) {
    const where = r.error ? `${r.engine} rejects the query: ${r.error}` : e.rank === null ? `not ranked by ${r.engine}` : `rank ${e.rank} under ${r.engine}`;
    if (e.kind === 'forbid')
        return `${e.ref} must not be in the top ${r.maxResults}, but is at ${where}`;
    if (e.alwaysLoaded)
        return `${e.ref} is always loaded`;
    return `${e.ref} must be ${e.within === r.maxResults ? `in the top ${e.within}` : `at rank ${e.within} or better`}, but ${r.error ? where : `is ${where}`}`;
}
function described(row, pick) {
    const cells = row.cells.filter((c) => c?.expectation !== undefined && pick(c));
    return cells.length ? { e: cells[0].expectation, text: cells.map((c) => annotations_describe(c.expectation, c.result)) } : undefined;
}
/** The annotations of a review, in manifest order within each level. */
function annotationsFor(review) {
    const out = [];
    const acceptedBy = review.verdict.acceptedBy;
    let previous;
    for (const row of review.rows) {
        const q = row.query;
        const query = `"${q.query}"`;
        const failing = (c) => !c.expectation.pass && c.result.status === 'fail';
        // Every failure that is not a regression is, in the policy's words, missing.
        const missing = described(row, (c) => failing(c) && c.judgement?.change !== 'regression');
        if (missing)
            out.push({ level: 'error', line: missing.e.line, col: missing.e.col, message: `missing: ${query}: ${missing.text.join('; ')}` });
        const regressed = described(row, (c) => failing(c) && c.judgement?.change === 'regression');
        if (regressed) {
            const message = `regression${acceptedBy !== undefined ? ` accepted by the label ${acceptedBy}` : ''}: ${query} held on the base commit: ${regressed.text.join('; ')}`;
            out.push({ level: acceptedBy !== undefined ? 'warning' : 'error', line: regressed.e.line, col: regressed.e.col, message });
        }
        if (q !== previous) {
            for (const note of knownFailureNotes(q))
                out.push({ level: 'notice', line: q.line, col: q.col, message: `${query} is a known failure${note.engine ? ` under ${note.engine}` : ''}: ${note.reason}` });
            const stale = staleMarkNote(q);
            if (stale)
                out.push({ level: 'warning', line: q.line, col: q.col, message: `${query} ${stale}` });
        }
        previous = q;
        const fragile = described(row, (c) => c.expectation.pass && c.expectation.fragile && c.expectation.kind === 'expect' && c.result.cutTie !== undefined);
        if (fragile)
            out.push({ level: 'warning', line: fragile.e.line, col: fragile.e.col, message: `${query}: ${fragile.text.join('; ')}, only through tie order at the cut: any edit to a tied tool can push it out` });
    }
    for (const server of review.evaluation.servers) {
        for (const w of server.warnings)
            out.push({ level: 'warning', message: `server ${server.name}: ${w}` });
    }
    return out;
}
/**
 * Emits the annotations against `file` (relative to the repository root), at most what GitHub
 * keeps per level: past that, one last annotation says how many more the job summary lists.
 */
function annotate(review, file) {
    const emit = { error: core/* error */.z3, warning: core/* warning */.$e, notice: core/* notice */.lm };
    const all = annotationsFor(review);
    for (const level of ['error', 'warning', 'notice']) {
        const list = all.filter((a) => a.level === level);
        const room = level === 'error' ? PER_LEVEL - 1 : PER_LEVEL;
        const shown = list.length > room ? list.slice(0, room - 1) : list;
        for (const a of shown) {
            emit[level]((0,escape_markdown/* annotationText */.xr)(a.message, 1000), a.line !== undefined ? { file, startLine: a.line, startColumn: a.col } : {});
        }
        if (shown.length < list.length) {
            emit[level](`${list.length - shown.length} more ${level === 'error' ? 'failing expectations' : `${level}s`}: the job summary lists them all`, { file });
        }
    }
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/utils.js + 19 modules
var utils = __webpack_require__(8282);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
;// CONCATENATED MODULE: ./src/action/github-fetch.ts
/**
 * The fetch every GitHub API request of the action goes through: each request, its answer's
 * body included, is bounded in time, all of them together by one budget, and an answer that
 * says it is JSON but does not parse is an error that says so. Octokit has no timeout of its
 * own, so without this an API that accepts the connection and never answers holds the step
 * until the job's timeout.
 */

/** Per request; MCP_TOOL_RANK_GITHUB_TIMEOUT (milliseconds) changes it, the budget follows. */
const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;
/** All requests of one step (retries and their waits included) get this many request timeouts. */
const BUDGET_REQUESTS = 6;
/** The most an answer may have: a page of 100 comments of 65,536 characters each fits. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** The limits from MCP_TOOL_RANK_GITHUB_TIMEOUT, or the defaults when it is unset or not a positive number. */
function apiLimits(env = process.env) {
    const value = Number(env.MCP_TOOL_RANK_GITHUB_TIMEOUT);
    const requestMs = Number.isFinite(value) && value >= 1 && value <= 600_000 ? Math.round(value) : DEFAULT_REQUEST_TIMEOUT_MS;
    return { requestMs, budgetMs: requestMs * BUDGET_REQUESTS };
}
/**
 * A failure not worth retrying (the budget is spent, the answer is not JSON): Octokit passes
 * an error named AbortError through as it is, and plugin-retry retries only its own
 * RequestErrors. Any other error (one request that got no answer) becomes a retriable
 * RequestError with status 500.
 */
class NotRetried extends Error {
    name = 'AbortError';
}
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
async function readCapped(response) {
    const reader = response.body?.getReader();
    if (!reader)
        return new Uint8Array();
    const chunks = [];
    let size = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        size += value.byteLength;
        if (size > MAX_ANSWER_BYTES) {
            await reader.cancel().catch(() => { });
            throw new Error(`the answer exceeded ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`);
        }
        chunks.push(value);
    }
    return Buffer.concat(chunks);
}
function github_fetch_where(input, init) {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return `${init?.method ?? 'GET'} ${url.pathname}`;
}
/** A fetch for Octokit within `limits`, whose budget starts now, over `base` (the runner's proxy-aware fetch). */
function boundedFetch(limits, base = fetch) {
    const deadline = Date.now() + limits.budgetMs;
    const fetchWithin = async (input, init) => {
        const what = github_fetch_where(input, init);
        const left = deadline - Date.now();
        if (left <= 0)
            throw new NotRetried(`the GitHub API did not answer within ${(0,duration/* formatDuration */.a3)(limits.budgetMs)} in all; stopped before ${what}`);
        const ms = Math.min(limits.requestMs, left);
        const timeout = AbortSignal.timeout(ms);
        const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        try {
            const response = await base(input, { ...init, signal });
            const body = NULL_BODY.has(response.status) ? null : await readCapped(response);
            if (body && /json/i.test(response.headers.get('content-type') ?? '')) {
                try {
                    JSON.parse(Buffer.from(body).toString('utf8'));
                }
                catch {
                    throw new NotRetried(`GitHub answered ${what} (HTTP ${response.status}) with malformed JSON (${body.byteLength} bytes)`);
                }
            }
            return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
        }
        catch (err) {
            if (timeout.aborted)
                throw new Error(`${what} got no answer within ${(0,duration/* formatDuration */.a3)(ms)}`);
            throw err;
        }
    };
    return { fetch: fetchWithin, left: () => deadline - Date.now() };
}

;// CONCATENATED MODULE: ./src/action/comment.ts
/**
 * The sticky PR comment: one per pull request and manifest, found by the marker on its first
 * line and by its author (the token's own login), updated in place on every run.
 */








/**
 * An Octokit that retries 5xx answers and requests that got no answer (3 times) and waits out
 * rate limits (twice, up to 2 minutes), all within the one time budget of `limits`: when it is
 * spent, the request fails and the caller warns.
 */
function createClient(token, options = {}) {
    // Over @actions/github's own fetch, which goes through the runner's HTTPS_PROXY.
    const bounded = boundedFetch(options.limits ?? apiLimits(), utils/* defaults */.NT.request?.fetch ?? fetch);
    const waitOut = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const retrying = retryCount < 2 && retryAfter <= 120 && retryAfter * 1000 < bounded.left();
        core/* info */.pq(`GitHub ${kind} on ${request.method} ${request.url}: ${retrying ? `retrying in ${retryAfter} s` : 'giving up'}`);
        return retrying;
    };
    return github/* getOctokit */.Q(token, {
        ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
        request: { fetch: bounded.fetch },
        retry: { retries: 3, ...(options.retryAfterBaseValue !== undefined ? { retryAfterBaseValue: options.retryAfterBaseValue } : {}) },
        throttle: {
            ...(options.retryAfterBaseValue !== undefined ? { retryAfterBaseValue: options.retryAfterBaseValue } : {}),
            onRateLimit: waitOut('rate limit'),
            onSecondaryRateLimit: waitOut('secondary rate limit')
        }
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}
/** `github-actions[bot]` (a comment's author) and `github-actions` (GraphQL's viewer) are one login. */
function sameLogin(a, b) {
    const norm = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
    return norm(a) === norm(b);
}
/**
 * The token's own login: GraphQL `viewer`, since REST `GET /user` refuses installation
 * tokens. Octokit derives the GraphQL endpoint from the REST root (`/api/v3` -> `/api/graphql`
 * on GitHub Enterprise Server), as GITHUB_GRAPHQL_URL has it.
 */
async function viewerLogin(octokit) {
    const result = await octokit.graphql('query { viewer { login } }');
    const login = result?.viewer?.login;
    if (typeof login !== 'string')
        throw unexpected('GraphQL `viewer { login }`');
    return login;
}
/** An answer that parsed as JSON but is not what the API documents (a proxy, a stand-in, a fault). */
function unexpected(what) {
    return new Error(`GitHub answered ${what} with JSON of an unexpected shape`);
}
/** `data` when it is a list, else the error that names the request. */
function listOf(data, what) {
    if (!Array.isArray(data))
        throw unexpected(what);
    return data;
}
/** A created or updated comment's id and URL, checked. */
function commentOf(data, what) {
    const c = data;
    if (typeof c?.id !== 'number' || typeof c.html_url !== 'string')
        throw unexpected(what);
    return { id: c.id, html_url: c.html_url };
}
/** Every comment of the issue whose first line is `marker` and whose author is `login`, oldest first. */
async function findStickyComments(octokit, target, marker, login) {
    const found = [];
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, { ...target, per_page: 100 })) {
        for (const comment of listOf(page.data, 'the list of comments')) {
            if (typeof comment?.id !== 'number')
                throw unexpected('the list of comments');
            const first = (typeof comment.body === 'string' ? comment.body : '').split('\n', 1)[0].trim();
            if (first === marker && typeof comment.user?.login === 'string' && sameLogin(comment.user.login, login))
                found.push(comment);
        }
    }
    return found;
}
/** This manifest's comments on the PR (oldest first), and `body` as their full text: the marker line first. */
async function ours(octokit, target, key, body) {
    const marker = markerLine(key);
    const comments = await findStickyComments(octokit, target, marker, await viewerLogin(octokit));
    return { comments, full: withMarker(key, body) };
}
/** Updates this manifest's comment on the PR, or creates it when there is none. */
async function upsertStickyComment(octokit, target, key, body) {
    const { owner, repo } = target;
    const { comments: [existing, ...duplicates], full } = await ours(octokit, target, key, body);
    if (!existing) {
        const created = commentOf((await octokit.rest.issues.createComment({ ...target, body: full })).data, 'the new comment');
        return { id: created.id, url: created.html_url, action: 'created', removed: 0 };
    }
    const data = commentOf((await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body: full })).data, 'the updated comment');
    for (const duplicate of duplicates) {
        await octokit.rest.issues.deleteComment({ owner, repo, comment_id: duplicate.id });
    }
    return { id: data.id, url: data.html_url, action: 'updated', removed: duplicates.length };
}
/**
 * The pull request to comment on: the event's own, or, for `comment: always` on a push and
 * for `workflow_run`, the open PR whose head is this commit. Undefined when there is none.
 */
async function resolvePullRequest(octokit, ctx) {
    if (ctx.pullRequest)
        return ctx.pullRequest.number;
    const run = ctx.workflowRun;
    if (run) {
        if (run.pullRequests.length > 0)
            return run.pullRequests[0];
        // GitHub attaches no PR to runs of PRs from forks: find it by the head branch and commit.
        if (!run.headOwner || !run.headBranch)
            return undefined;
        const prs = await octokit.paginate(octokit.rest.pulls.list, { owner: ctx.owner, repo: ctx.repo, state: 'open', head: `${run.headOwner}:${run.headBranch}`, per_page: 100 });
        return listOf(prs, 'the list of pull requests').find((pr) => pr?.head?.sha === run.headSha)?.number;
    }
    const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ owner: ctx.owner, repo: ctx.repo, commit_sha: ctx.commit });
    return listOf(data, 'the pull requests of a commit').find((pr) => pr?.state === 'open' && pr.head?.sha === ctx.commit)?.number;
}
/** Rewrites our comment when there is one; creates none. Returns its id, or undefined. */
async function updateStickyComment(octokit, target, key, body) {
    const { comments: [existing], full } = await ours(octokit, target, key, body);
    if (!existing)
        return undefined;
    await octokit.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: existing.id, body: full });
    return existing.id;
}

;// CONCATENATED MODULE: ./src/action/context.ts
/**
 * What the run is about, from the event payload and the runner's GITHUB_* variables: the
 * event, the repository, the pull request (number, base and head commits, whether it comes
 * from a fork) and the link to this run.
 */
const obj = (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined);
const str = (v) => (typeof v === 'string' ? v : '');
const num = (v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);
function pullRequestOf(payload) {
    const pr = obj(payload.pull_request);
    const number = num(pr?.number);
    if (!pr || number === undefined)
        return undefined;
    const base = obj(pr.base);
    const head = obj(pr.head);
    const baseRepo = str(obj(base?.repo)?.full_name);
    // A deleted fork leaves head.repo null: still a fork.
    const headRepo = str(obj(head?.repo)?.full_name);
    const labels = (Array.isArray(pr.labels) ? pr.labels : []).map((l) => str(obj(l)?.name)).filter(Boolean);
    return { number, baseSha: str(base?.sha), headSha: str(head?.sha), fork: headRepo === '' || headRepo.toLowerCase() !== baseRepo.toLowerCase(), labels };
}
function workflowRunOf(payload) {
    const run = obj(payload.workflow_run);
    const id = num(run?.id);
    if (!run || id === undefined)
        return undefined;
    const prs = Array.isArray(run.pull_requests) ? run.pull_requests : [];
    return {
        id,
        runNumber: num(run.run_number),
        htmlUrl: str(run.html_url),
        headSha: str(run.head_sha),
        headBranch: str(run.head_branch),
        headOwner: str(obj(obj(run.head_repository)?.owner)?.login),
        pullRequests: prs.map((p) => num(obj(p)?.number)).filter((n) => n !== undefined)
    };
}
/** `run #42`, or `workflow run` when the runner gave no run number (never `run #NaN`). */
function runLink(url, runNumber) {
    return url ? { url, label: runNumber !== undefined ? `run #${runNumber}` : 'workflow run' } : undefined;
}
function runContext(ctx) {
    // An event file holding `null` (or not an object) is read as an event without a payload.
    const payload = obj(ctx.payload) ?? {};
    const pullRequest = pullRequestOf(payload);
    const workflowRun = workflowRunOf(payload);
    const { owner, repo } = ctx.repo;
    const serverUrl = ctx.serverUrl.replace(/\/+$/, '');
    const runId = num(ctx.runId);
    const run = workflowRun
        ? runLink(workflowRun.htmlUrl, workflowRun.runNumber)
        : runId !== undefined
            ? runLink(`${serverUrl}/${owner}/${repo}/actions/runs/${runId}`, num(ctx.runNumber))
            : undefined;
    const before = str(payload.before);
    const baseSha = pullRequest?.baseSha || (ctx.eventName === 'push' && /^[0-9a-f]{40}$/.test(before) && !/^0+$/.test(before) ? before : '');
    return {
        eventName: ctx.eventName,
        owner,
        repo,
        commit: pullRequest?.headSha || workflowRun?.headSha || ctx.sha,
        ...(baseSha ? { baseSha } : {}),
        ...(pullRequest ? { pullRequest } : {}),
        ...(workflowRun ? { workflowRun } : {}),
        serverUrl,
        ...(run ? { run } : {})
    };
}

;// CONCATENATED MODULE: ./src/gate/fail-on.ts

/** The view words of `fail-on`: judge expectations on the user's own servers alone, or with the manifest's neighbours connected too. */
const fail_on_VIEWS = ['alone', 'with-neighbours'];
const isView = (item) => fail_on_VIEWS.includes(item);
/**
 * A `fail-on` value as the CLI's `--fail-on` and the action's input give it, such as
 * `missing,regression,alone` (items split by commas or lines). Unset or blank is the default
 * (missing, regression) on both; `none` turns the gate off, and a view word with no class
 * (`alone`) judges the default classes in that view: a required check must not go quiet because
 * only the view was named. A bad value throws a message that reads after the option's name:
 * "takes a comma list of …".
 */
function failOnChoice(text) {
    const items = (text ?? '')
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter(Boolean);
    const views = items.filter(isView);
    if (views.length > 1)
        throw new Error(`takes one view, \`alone\` or \`with-neighbours\`; got ${views.map((v) => `\`${v}\``).join(' and ')}`);
    const judge = views.length ? { judge: views[0] } : {};
    const classes = items.filter((i) => !isView(i));
    if (classes.length === 0)
        return { failOn: [...DEFAULT_FAIL_ON], ...judge };
    if (classes.length === 1 && classes[0] === 'none')
        return { failOn: [], ...judge };
    const bad = classes.filter((i) => !FAIL_ON.includes(i));
    if (bad.length)
        throw new Error(`takes a comma list of ${FAIL_ON.join(', ')} or none, and with neighbours alone or with-neighbours; unknown value ${bad.map((b) => `\`${b}\``).join(', ')}`);
    return { failOn: classes, ...judge };
}

;// CONCATENATED MODULE: ./src/action/inputs.ts





const COMMENT_MODES = ['auto', 'always', 'never'];
function inputs_list(value) {
    return value
        .split(/[,\n]/)
        .map((v) => v.trim())
        .filter(Boolean);
}
/** Reads the inputs from the INPUT_* variables the runner sets; a bad value is a UsageError. */
function readInputs() {
    const comment = (core/* getInput */.V4('comment') || 'auto').toLowerCase();
    if (!COMMENT_MODES.includes(comment)) {
        throw new UsageError(`input \`comment\` must be one of ${COMMENT_MODES.join(', ')}, got \`${comment}\``);
    }
    let choice;
    try {
        choice = failOnChoice(core/* getInput */.V4('fail-on').toLowerCase());
    }
    catch (err) {
        throw new UsageError(`input \`fail-on\` ${err.message}`);
    }
    const baseline = (core/* getInput */.V4('baseline') || 'auto').toLowerCase();
    if (!BASELINE_MODES.includes(baseline)) {
        throw new UsageError(`input \`baseline\` must be one of ${BASELINE_MODES.join(', ')}, got \`${baseline}\``);
    }
    const setup = core/* getInput */.V4('setup');
    const engines = inputs_list(core/* getInput */.V4('engines'));
    const fromReport = core/* getInput */.V4('from-report');
    const acceptLabel = core/* getInput */.V4('accept-label');
    return {
        config: core/* getInput */.V4('config') || DEFAULT_MANIFEST,
        workingDirectory: core/* getInput */.V4('working-directory') || '.',
        token: core/* getInput */.V4('github-token'),
        comment: comment,
        failOn: choice.failOn,
        ...(engines.length > 0 ? { engines } : {}),
        baseline: baseline,
        ...(setup ? { setup } : {}),
        ...(fromReport ? { fromReport } : {}),
        ...(choice.judge ? { judge: choice.judge } : {}),
        ...(acceptLabel ? { acceptLabel } : {})
    };
}

;// CONCATENATED MODULE: ./src/action/log.ts



/**
 * Prints text that may hold PR-controlled strings to the job log with workflow commands
 * switched off (`::stop-commands::` with a token the text cannot know), so a line such as
 * `::add-mask::…` or `##[set-output …]` in a query or a description is printed, not run.
 * Each line is defused as well, for a reader that copies the log elsewhere. Colours (ANSI
 * escapes) pass: the text's untrusted parts were made plain already.
 */
function logUntrusted(text) {
    const token = `mcp-tool-rank-${(0,external_node_crypto_.randomUUID)()}`;
    core/* info */.pq(`::stop-commands::${token}`);
    // The runner splits lines at CR as well as LF.
    core/* info */.pq(text.replace(/\n$/, '').split(/\r\n|\r|\n/).map(escape_markdown/* defuseCommands */.pq).join('\n'));
    core/* info */.pq(`::${token}::`);
}

;// CONCATENATED MODULE: ./src/action/progress.ts


/**
 * Each long step of the check as a folded group of the job log. The runner does not nest
 * groups: a step inside a step is a line of its group.
 */
function groupedProgress() {
    let open = false;
    return {
        async step(title, run) {
            if (open) {
                core/* info */.pq((0,escape_markdown/* defuseCommands */.pq)(title));
                return run();
            }
            open = true;
            try {
                return await core/* group */.Os((0,escape_markdown/* defuseCommands */.pq)(title), run);
            }
            finally {
                open = false;
            }
        },
        // Notes may name files of the pull request's own manifest.
        note: (message) => core/* info */.pq((0,escape_markdown/* defuseCommands */.pq)(message)),
        // A log cannot update a line in place: counts are for the terminal.
        advance: () => undefined
    };
}

;// CONCATENATED MODULE: ./src/action/outputs.ts




/** Where the JSON report (and, as `.sarif`, the SARIF file) of a manifest goes: under RUNNER_TEMP, one file per manifest. */
function reportPath(key, env = process.env) {
    const slug = key.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'report';
    return (0,external_node_path_.join)(env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'mcp-tool-rank', `${slug}.json`);
}
/** Writes a report file (the JSON report's text, or a SARIF log), creating its folder. */
async function writeReport(path, text) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    await (0,promises_.writeFile)(path, text);
}
function setOutputs(outputs) {
    core/* setOutput */.uH('passed', outputs.passed);
    core/* setOutput */.uH('failed', outputs.failed);
    core/* setOutput */.uH('regressions', outputs.regressions);
    core/* setOutput */.uH('shifts', outputs.shifts);
    core/* setOutput */.uH('improvements', outputs.improvements);
    core/* setOutput */.uH('report', outputs.report);
    core/* setOutput */.uH('sarif', outputs.sarif ?? '');
}
/** Set once the comment is done (or given up): empty when no comment was written. */
function setCommentId(id) {
    core/* setOutput */.uH('comment-id', id ?? '');
}

// EXTERNAL MODULE: ./src/action/summary.ts
var action_summary = __webpack_require__(8770);
;// CONCATENATED MODULE: ./src/action/main.ts























/** Where a user who hit the read-only token of a fork PR reads on. */
const FORK_RECIPE = 'see "Comments on pull requests from forks" in the mcp-tool-rank README for the two-workflow recipe';
/** The repository's checkout. */
function workspaceDir() {
    return (0,external_node_path_.resolve)(process.env.GITHUB_WORKSPACE || '.');
}
/** A file's path as the pull request's diff names it: from the workspace, with `/`. */
function main_repoPath(file) {
    return (0,external_node_path_.relative)(workspaceDir(), file).split(external_node_path_.sep).join('/');
}
/** Comment on the PR unless the inputs or the event say not to; returns the comment id. Never throws. */
async function comment(inputs, ctx, key, render) {
    if (inputs.comment === 'never')
        return undefined;
    if (inputs.comment === 'auto' && !ctx.pullRequest && !ctx.workflowRun) {
        core/* info */.pq(`No comment: the ${ctx.eventName} event has no pull request (comment: auto)`);
        return undefined;
    }
    if (inputs.comment === 'auto' && ctx.pullRequest?.fork && !inputs.fromReport) {
        core/* notice */.lm(`No PR comment: pull requests from forks get a read-only token; the job summary has the report. To comment anyway, ${FORK_RECIPE}.`);
        return undefined;
    }
    if (!inputs.token) {
        core/* warning */.$e('No PR comment: the github-token input is empty');
        return undefined;
    }
    try {
        const octokit = createClient(inputs.token);
        const number = await resolvePullRequest(octokit, ctx);
        if (number === undefined) {
            core/* info */.pq(`No comment: no open pull request has head ${ctx.commit}`);
            return undefined;
        }
        const result = await upsertStickyComment(octokit, { owner: ctx.owner, repo: ctx.repo, issue_number: number }, key, commentBody(render, key));
        core/* info */.pq(`${result.action === 'created' ? 'Created' : 'Updated'} the comment on #${number}: ${result.url}${result.removed ? ` (${result.removed} duplicate(s) removed)` : ''}`);
        return result.id;
    }
    catch (err) {
        // Octokit's RequestError carries the HTTP status.
        const status = err.status;
        const message = err instanceof Error ? err.message : String(err);
        if (status === 403 || status === 404) {
            const why = ctx.pullRequest?.fork ? 'the token is read-only, as it is for pull requests from forks' : 'the token may lack `pull-requests: write`';
            core/* warning */.$e(`Could not comment on the pull request (HTTP ${status}: ${message}): ${why}. The job summary has the report; ${FORK_RECIPE}.`);
        }
        else {
            core/* warning */.$e(`Could not comment on the pull request: ${message}. The job summary has the report.`);
        }
        return undefined;
    }
}
/**
 * A manifest, server or input error: the file:line:col lines as the failure, in the job
 * summary, and in the PR's sticky comment when there already is one, so that it does not
 * go on showing the last good result beside a red check. No comment is created for it.
 */
async function fail(err, where) {
    const failure = describeFailure(err);
    if (err instanceof ManifestError) {
        // An annotation per problem at its line of the manifest, so the PR's diff shows it there.
        for (const issue of err.issues)
            core/* error */.z3((0,escape_markdown/* annotationText */.xr)(issueLine(issue), 1000), { title: 'mcp-tool-rank manifest', file: main_repoPath(issue.file), startLine: issue.line, startColumn: issue.col });
        process.exitCode = core/* ExitCode */.yU.Failure;
    }
    else {
        core/* setFailed */.C1(failure.lines.join('\n'));
    }
    if (failure.internal && err instanceof Error && err.stack)
        core/* debug */.Yz(err.stack);
    const body = `### MCP tool search could not run\n\n${(0,escape_markdown/* preformatted */.EC)(failure.lines.flatMap((l) => l.split('\n')), 60)}\n`;
    try {
        await (0,action_summary/* writeSummary */.S)(body);
    }
    catch (summaryError) {
        core/* warning */.$e(`Could not write the job summary: ${summaryError.message}`);
    }
    const pr = where?.ctx.pullRequest;
    if (!where || !pr || pr.fork || where.inputs.comment === 'never' || !where.inputs.token || where.inputs.fromReport)
        return;
    try {
        const octokit = createClient(where.inputs.token);
        const target = { owner: where.ctx.owner, repo: where.ctx.repo, issue_number: pr.number };
        const updated = await updateStickyComment(octokit, target, where.key, where.ctx.run ? `${body}\n<sub>[${(0,escape_markdown/* escapeText */.X1)(where.ctx.run.label, 60)}](${where.ctx.run.url})</sub>\n` : body);
        if (updated !== undefined)
            core/* info */.pq(`Updated the comment on #${pr.number} to say the check could not run`);
    }
    catch (commentError) {
        core/* warning */.$e(`Could not update the PR comment: ${commentError.message}`);
    }
}
/** Runs the check for the workflow step: log, report, annotations, summary, comment, outputs, verdict. */
async function main_run() {
    (0,groups/* installSignalHandlers */.Xd)();
    let where;
    try {
        const inputs = readInputs();
        const ctx = runContext(github/* context */._);
        const workdir = (0,external_node_path_.resolve)(workspaceDir(), inputs.workingDirectory);
        const config = (0,external_node_path_.resolve)(workdir, inputs.config);
        const manifest = main_repoPath(config);
        const key = commentKey(manifest, inputs.engines);
        where = { inputs, ctx, key };
        let review;
        let checked;
        let sarif;
        const path = inputs.fromReport ? (0,external_node_path_.resolve)(workdir, inputs.fromReport) : reportPath(key);
        if (inputs.fromReport) {
            review = await readReport(path);
        }
        else {
            // The accept label counts only on a pull request that carries it when the event was sent.
            const accepting = inputs.acceptLabel && ctx.pullRequest?.labels.includes(inputs.acceptLabel) ? inputs.acceptLabel : undefined;
            if (accepting)
                core/* info */.pq(`The pull request carries the label ${accepting}: its regressions are accepted (reported, not failing)`);
            checked = await runCheck({
                config,
                baseDir: workdir,
                callerEnv: (0,credentials/* withoutCredentials */.ri)(process.env),
                engines: inputs.engines,
                manifest,
                ...(ctx.baseSha ? { base: { ref: ctx.baseSha, mode: inputs.baseline, setup: inputs.setup } } : {}),
                failOn: inputs.failOn,
                ...(inputs.judge ? { judge: inputs.judge } : {}),
                ...(accepting ? { acceptLabel: accepting } : {}),
                progress: groupedProgress()
            });
            review = checked.review;
            const baseline = review.baseline;
            if (baseline?.source === 'none' && baseline.warning) {
                core/* warning */.$e(`No baseline: ${(0,escape_markdown/* annotationText */.xr)(baseline.reason, 1000)}. The verdict is for this commit alone.`);
                if (baseline.details)
                    logUntrusted(baseline.details.join('\n'));
            }
            else if (baseline?.source === 'none')
                core/* info */.pq(`No baseline: ${baseline.reason}`);
            sarif = path.replace(/\.json$/, '.sarif');
            await writeReport(sarif, JSON.stringify(checked.sarif, null, 2) + '\n');
        }
        logUntrusted(terminalReport(review, makeStyle(true)));
        if (checked)
            await writeReport(path, reportText(checked.report));
        // Annotations belong to the run that checked the commit, not to a workflow_run that comments.
        if (!inputs.fromReport)
            annotate(review, manifest);
        const render = {
            review,
            context: {
                manifest,
                manifestUrl: `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/blob/${ctx.commit}/${manifest.split('/').map(encodeURIComponent).join('/')}`,
                commit: ctx.commit,
                ...(ctx.run ? { run: ctx.run } : {}),
                version: version/* VERSION */.x
            }
        };
        try {
            await (0,action_summary/* writeSummary */.S)(summaryText(render));
        }
        catch (err) {
            core/* warning */.$e(`Could not write the job summary: ${err.message}`);
        }
        // Outputs and verdict before the comment: a slow or failing GitHub API must not leave them unset.
        const counts = review.verdict.tally;
        setOutputs({ passed: review.evaluation.summary.passed, failed: review.evaluation.summary.failed, regressions: counts.regressions, shifts: counts.shifts, improvements: counts.improvements, report: path, ...(sarif ? { sarif } : {}) });
        // Commenting from a report is the second workflow of the fork recipe: the first one judged.
        const outcome = checked?.verdict;
        if (outcome) {
            for (const warning of outcome.warnings)
                core/* warning */.$e((0,escape_markdown/* annotationText */.xr)(warning, 2000));
            if (outcome.failed)
                core/* setFailed */.C1((0,escape_markdown/* annotationText */.xr)(outcome.reasons.join('; '), 2000));
        }
        setCommentId(await comment(inputs, ctx, key, render));
    }
    catch (err) {
        await fail(err, where);
    }
}


/***/ }),

/***/ 7963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ CollectError)
/* harmony export */ });
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(741);

const REASON_CHARS = 1000;
const TAIL_LINE_CHARS = 500;
/**
 * A server that could not be collected, with the one-line cause and its stderr tail. Both
 * carry text from the server under test, so they are made plain here, once: control and
 * bidi characters removed, one line each, capped; every consumer (terminal, log, comment)
 * gets the same safe text.
 */
class CollectError extends Error {
    server;
    reason;
    stderrTail;
    constructor(server, reason, stderrTail = []) {
        const clean = (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(reason, REASON_CHARS);
        super(`server \`${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(server, 100)}\`: ${clean}`);
        this.server = server;
        this.name = 'CollectError';
        this.reason = clean;
        this.stderrTail = stderrTail.map((l) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(l, TAIL_LINE_CHARS));
    }
    /** The cause, then the stderr tail indented (so no line of it can pass for a workflow command). */
    describe() {
        if (this.stderrTail.length === 0)
            return this.message;
        return `${this.message}\n  last ${this.stderrTail.length} line(s) of its stderr:\n${this.stderrTail.map((l) => `    ${l}`).join('\n')}`;
    }
}


/***/ }),

/***/ 7392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ MAX_MESSAGE_BYTES),
/* harmony export */   z: () => (/* binding */ MAX_MESSAGE_TEXT)
/* harmony export */ });
/**
 * The largest MCP message read from a server, over stdio or HTTP: far above any real
 * tools/list (2,000 tools with long descriptions take a few MiB), far below what would
 * exhaust memory. A larger one fails its server with a message that says so.
 */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
const MAX_MESSAGE_TEXT = '64 MiB';


/***/ }),

/***/ 7343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T0: () => (/* binding */ isWithheldFromManifest),
/* harmony export */   ri: () => (/* binding */ withoutCredentials)
/* harmony export */ });
/* unused harmony export isCredentialVariable */
/**
 * The caller's variables that hold the runner's and the action's credentials: the GitHub
 * token, the action's inputs (its `github-token` among them) and the runner's `ACTIONS_*`
 * runtime tokens. The one list: nothing mcp-tool-rank starts or expands sees them, neither a
 * manifest's `${VAR}` nor a `setup` command.
 */
const CREDENTIAL_VARIABLE = /^(GITHUB_TOKEN$|INPUT_|ACTIONS_)/i;
function isCredentialVariable(name) {
    return CREDENTIAL_VARIABLE.test(name);
}
/**
 * What a manifest's `${VAR}` never reads: the credentials, and the runner's RUNNER_*
 * settings (a pull request has no business reading the runner's paths and names either).
 */
function isWithheldFromManifest(name) {
    return isCredentialVariable(name) || /^RUNNER_/i.test(name);
}
/** `env` without the credential variables (and without unset ones). */
function withoutCredentials(env) {
    return Object.fromEntries(Object.entries(env).filter((e) => e[1] !== undefined && !isCredentialVariable(e[0])));
}


/***/ }),

/***/ 1157:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KE: () => (/* binding */ describeExit),
  uR: () => (/* binding */ hasExited),
  Xd: () => (/* binding */ installSignalHandlers),
  i0: () => (/* binding */ killGroup),
  j8: () => (/* binding */ spawnGroup),
  gv: () => (/* binding */ stopGroup)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/process/escaped.ts

/** How long our pipes may stay open after a group is gone before we stop waiting on them. */
const PIPE_GRACE_MS = 250;
/** `ppid` and process group of a live process, from /proc/PID/stat (Linux). */
function statOf(pid) {
    try {
        const text = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'latin1');
        // `pid (comm) state ppid pgrp …`: comm may hold spaces and parentheses.
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        if (fields[0] === 'Z' || fields[0] === 'X')
            return undefined;
        return { ppid: Number(fields[1]), pgid: Number(fields[2]) };
    }
    catch {
        return undefined;
    }
}
/**
 * Linux: the live descendants of `leader` that have left its process group (`setsid`,
 * Python's `start_new_session=True`, another `detached` spawn). A group kill does not reach
 * them, so they are found through their parents while the leader still lives. One whose
 * parent has already exited was handed to init and cannot be told from any other process:
 * it stays out of reach. Elsewhere: none.
 */
function escapedDescendants(leader) {
    if (process.platform !== 'linux')
        return [];
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return [];
    }
    const children = new Map();
    const groups = new Map();
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        const pid = Number(entry);
        const stat = statOf(pid);
        if (!stat)
            continue;
        groups.set(pid, stat.pgid);
        children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
    }
    const escaped = [];
    const queue = [...(children.get(leader) ?? [])];
    while (queue.length > 0) {
        const pid = queue.pop();
        if (groups.get(pid) !== leader)
            escaped.push(pid);
        for (const child of children.get(pid) ?? [])
            queue.push(child);
    }
    return escaped;
}
function killPids(pids, signal) {
    for (const pid of pids) {
        try {
            process.kill(pid, signal);
        }
        catch {
            // Gone already.
        }
    }
}
/**
 * After a child's process group is gone, its stdio pipes close once nobody else holds them.
 * A process out of reach (see escapedDescendants) may hold them forever: after a short
 * grace our ends are closed, so this process never waits on a pipe it inherited.
 */
async function releasePipes(child) {
    const streams = [child.stdin, child.stdout, child.stderr].filter((s) => s !== null && s !== undefined);
    const open = () => streams.some((s) => !s.closed && !s.destroyed);
    if (!open())
        return;
    let timer;
    await Promise.race([
        new Promise((resolve) => child.once('close', () => resolve())),
        new Promise((resolve) => (timer = setTimeout(resolve, PIPE_GRACE_MS)))
    ]);
    clearTimeout(timer);
    for (const stream of streams)
        stream.destroy();
}

;// CONCATENATED MODULE: ./src/process/groups.ts


/**
 * Children started in their own process group, so that a server launched through `npm run`
 * or a shell is stopped with all its grandchildren. Every group is remembered until it has
 * exited, so an interrupted CLI or action can still kill them all.
 */
const live = new Set();
function spawnGroup(command, args, options) {
    const child = (0,external_node_child_process_.spawn)(command, args, { ...options, detached: process.platform !== 'win32', shell: false });
    live.add(child);
    child.once('exit', () => live.delete(child));
    child.once('error', () => live.delete(child));
    return child;
}
/** Whether the child has ended (one that could not be spawned too: Node gives it a negative exitCode). */
function hasExited(child) {
    return child.exitCode !== null || child.signalCode !== null;
}
/** `exited with code 1` or `was killed by SIGKILL`, once the child has exited. */
function describeExit(child) {
    return child.signalCode ? `was killed by ${child.signalCode}` : `exited with code ${child.exitCode}`;
}
function killGroup(child, signal = 'SIGKILL') {
    if (child.pid === undefined)
        return;
    try {
        if (process.platform === 'win32')
            child.kill(signal);
        else
            process.kill(-child.pid, signal);
    }
    catch {
        // ESRCH: the group has already gone.
    }
}
/**
 * Asks the group to stop, then kills it after `graceMs`, with the descendants that left the
 * group while the leader lived; resolves when the leader has exited and our pipes to it are
 * closed.
 */
async function stopGroup(child, graceMs = 2000) {
    const escaped = !hasExited(child) && child.pid !== undefined ? escapedDescendants(child.pid) : [];
    if (!hasExited(child)) {
        const done = new Promise((resolve) => child.once('exit', () => resolve()));
        killGroup(child, 'SIGTERM');
        killPids(escaped, 'SIGTERM');
        const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
        await done;
        clearTimeout(timer);
    }
    // The leader may be gone while descendants it left behind still run in the group.
    killGroup(child, 'SIGKILL');
    killPids(escaped, 'SIGKILL');
    live.delete(child);
    await releasePipes(child);
}
function killAllGroups() {
    for (const child of live)
        killGroup(child, 'SIGKILL');
}
let handlersInstalled = false;
const SIGNAL_EXIT = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
/**
 * On SIGINT/SIGTERM/SIGHUP, kill every server group first, then exit as the signal asks
 * (128 + signal number). On any other exit the groups are killed too; only SIGKILL of this
 * process itself leaves them, since a group outlives its parent by design.
 */
function installSignalHandlers() {
    if (handlersInstalled)
        return;
    handlersInstalled = true;
    for (const [signal, code] of Object.entries(SIGNAL_EXIT)) {
        process.once(signal, () => {
            killAllGroups();
            process.exit(code);
        });
    }
    process.once('exit', killAllGroups);
}


/***/ }),

/***/ 5243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ OutputTail)
/* harmony export */ });
const TAIL_LINES = 40;
const LINE_CHARS = 500;
/** The last lines a process wrote to one stream, each capped, for diagnostics. */
class OutputTail {
    lines = [];
    partial = '';
    write(chunk) {
        const text = this.partial + chunk.toString();
        const lines = text.split(/\r?\n/);
        this.partial = lines.pop() ?? '';
        // A stream without newlines must not grow without bound.
        if (this.partial.length > LINE_CHARS * 4) {
            lines.push(this.partial);
            this.partial = '';
        }
        for (const line of lines) {
            this.lines.push(line.length > LINE_CHARS ? line.slice(0, LINE_CHARS) + '…' : line);
            if (this.lines.length > TAIL_LINES)
                this.lines.shift();
        }
    }
    tail() {
        const all = this.partial ? [...this.lines, this.partial.slice(0, LINE_CHARS)] : [...this.lines];
        const out = all.slice(-TAIL_LINES);
        // Blank lines at the end say nothing.
        while (out.length > 0 && out[out.length - 1].trim() === '')
            out.pop();
        return out;
    }
}


/***/ }),

/***/ 4080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ StartError),
/* harmony export */   t: () => (/* binding */ StartedCommand)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _output_tail_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5243);
/* harmony import */ var _groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1157);
/* harmony import */ var _util_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6518);




/** Why a `start:` command did not bring its endpoint up. */
class StartError extends Error {
}
const PROBE_MS = 1000;
/**
 * A server's `start:` command, run as `sh -c COMMAND` in its own process group (so `npm run`
 * and everything it forks stop together). stdout and stderr are both kept as one tail: an
 * HTTP server's stdout is only its log.
 */
class StartedCommand {
    command;
    output = new _output_tail_js__WEBPACK_IMPORTED_MODULE_3__/* .OutputTail */ .g();
    spawnError;
    child;
    exitedPromise;
    constructor(command, env, cwd) {
        this.command = command;
        // `sh -c` on purpose: `start:` is a shell command line (`npm run serve`, `PORT=0 node …`).
        this.child = (0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .spawnGroup */ .j8)('/bin/sh', ['-c', command], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
        this.exitedPromise = new Promise((resolve) => {
            this.child.once('exit', () => resolve());
            this.child.once('error', (error) => {
                this.spawnError = error;
                resolve();
            });
        });
        this.child.stdout.on('data', (chunk) => this.output.write(chunk));
        this.child.stderr.on('data', (chunk) => this.output.write(chunk));
    }
    get exited() {
        return this.spawnError !== undefined || (0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .hasExited */ .uR)(this.child);
    }
    /** `exited with code 1`, `was killed by SIGKILL`, or `could not run: …`. */
    describeExit() {
        if (this.spawnError)
            return `could not run: ${this.spawnError.message}`;
        const code = this.child.exitCode;
        return `${(0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .describeExit */ .KE)(this.child)}${code === 127 ? ' (command not found)' : code === 126 ? ' (not executable)' : ''}`;
    }
    /**
     * Waits until `url` answers HTTP at all (any status: a 404 or 405 still means the server
     * is listening), the command exits, or `timeoutMs` passes. Probes use OPTIONS, which opens
     * no MCP session and no SSE stream.
     */
    async waitForEndpoint(url, timeoutMs, headers) {
        const deadline = Date.now() + timeoutMs;
        // Never the query or credentials of the URL in a message.
        const where = `${url.origin}${url.pathname}`;
        let delay = 50;
        for (;;) {
            if (this.exited)
                throw new StartError(`the \`start\` command ${this.describeExit()} before ${where} answered`);
            const left = deadline - Date.now();
            if (left <= 0)
                throw new StartError(`${where} did not answer within ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(timeoutMs)} of running \`start\``);
            try {
                const response = await fetch(url, { method: 'OPTIONS', headers, signal: AbortSignal.timeout(Math.min(PROBE_MS, left)), redirect: 'manual' });
                await response.body?.cancel().catch(() => { });
                return;
            }
            catch {
                // Not listening yet (connection refused or reset), or too slow to answer this probe.
            }
            await Promise.race([(0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(Math.min(delay, Math.max(0, deadline - Date.now()))), this.exitedPromise]);
            delay = Math.min(delay * 2, 250);
        }
    }
    /** True once the command has exited, false if `timeoutMs` passed first (it is then still running). */
    async waitForExit(timeoutMs) {
        let timer;
        const timedOut = new Promise((resolve) => {
            timer = setTimeout(() => resolve(false), timeoutMs);
        });
        const exited = await Promise.race([this.exitedPromise.then(() => true), timedOut]);
        clearTimeout(timer);
        return exited;
    }
    /** The command ran and exited with code 0. */
    get succeeded() {
        return this.spawnError === undefined && this.child.exitCode === 0;
    }
    /** Stops the whole group: SIGTERM, then SIGKILL after a grace period. */
    async stop() {
        await (0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .stopGroup */ .gv)(this.child);
    }
}


/***/ }),

/***/ 6518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   n4: () => (/* binding */ timeoutProblem)
/* harmony export */ });
/* unused harmony exports MAX_TIMEOUT_MS, formatElapsed */
/** Node's timers fire at once beyond 2^31-1 ms (about 24.8 days): a timeout stays within 24 days. */
const MAX_TIMEOUT_MS = 24 * 24 * 60 * 60 * 1000;
/** Why a timeout written as `written` (`ms` milliseconds) cannot be used, and what to give instead; undefined when it can. */
function timeoutProblem(written, ms) {
    if (ms < 1)
        return `${written} is shorter than 1ms; give at least 1ms`;
    if (ms > MAX_TIMEOUT_MS)
        return `${written} is longer than 24 days, the longest a timer can wait; give at most ${formatDuration(MAX_TIMEOUT_MS)}`;
    return undefined;
}
const UNITS = { ms: 1, s: 1000, m: 60_000 };
/** `30s`, `2m`, `500ms`, or a number of seconds, in milliseconds. */
function parseDuration(value) {
    if (typeof value === 'number')
        return Math.round(value * 1000);
    const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$/.exec(value);
    if (!match)
        throw new Error(`not a duration: ${value}`);
    return Math.round(Number(match[1]) * UNITS[match[2] ?? 's']);
}
/** The other way: milliseconds as the manifest would write them (`2m`, `30s`, `500ms`). */
function formatDuration(ms) {
    if (ms % 60_000 === 0 && ms >= 60_000)
        return `${ms / 60_000}m`;
    return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}
/** Time taken, for people: `0.4s`, `12s`, `3m 05s`. */
function formatElapsed(ms) {
    if (ms < 10_000)
        return `${(ms / 1000).toFixed(1)}s`;
    const s = Math.round(ms / 1000);
    return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}


/***/ }),

/***/ 5512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   hO: () => (/* binding */ cutDeep),
/* harmony export */   ix: () => (/* binding */ nestsDeeperThan)
/* harmony export */ });
/**
 * How deep a tool's JSON (its inputSchema, `_meta`, annotations) may nest. Real schemas stay
 * well under 20 levels; JSON.stringify and every recursive walk overflow the stack at a few
 * thousand, and a server or a file from a pull request may nest millions deep.
 */
const MAX_JSON_DEPTH = 100;
function isContainer(value) {
    return value !== null && typeof value === 'object';
}
/**
 * How deep `value` nests (a scalar is 0, `{}` is 1), counted up to `limit` + 1 without
 * recursion. Two parallel stacks and `for…in` (own keys only): it walks every object of every
 * catalog file read, and a tuple and a values array per object cost more than the walk.
 */
function depthOf(value, limit) {
    if (!isContainer(value))
        return 0;
    let deepest = 0;
    const nodes = [value];
    const depths = [1];
    while (nodes.length > 0) {
        const node = nodes.pop();
        const depth = depths.pop();
        if (depth > deepest)
            deepest = depth;
        if (depth > limit)
            return deepest;
        if (Array.isArray(node)) {
            for (const child of node) {
                if (isContainer(child)) {
                    nodes.push(child);
                    depths.push(depth + 1);
                }
            }
        }
        else {
            for (const key in node) {
                const child = node[key];
                if (isContainer(child) && Object.hasOwn(node, key)) {
                    nodes.push(child);
                    depths.push(depth + 1);
                }
            }
        }
    }
    return deepest;
}
/** Whether `value` nests deeper than `limit` levels (without recursion). */
function nestsDeeperThan(value, limit) {
    return depthOf(value, limit) > limit;
}
/**
 * `value` as it is when it nests at most `maxDepth` levels; otherwise a copy in which every
 * object or list below that depth is empty. Without recursion, so any depth is safe here and
 * the result is safe for the recursive walks after it.
 */
function cutDeep(value, maxDepth = MAX_JSON_DEPTH) {
    if (!nestsDeeperThan(value, maxDepth))
        return { value, cut: false };
    const shell = (v) => (Array.isArray(v) ? [] : {});
    const source = value;
    const root = shell(source);
    const stack = [[source, root, 1]];
    while (stack.length > 0) {
        const [from, to, depth] = stack.pop();
        for (const [key, child] of Object.entries(from)) {
            const copy = isContainer(child) ? shell(child) : child;
            // defineProperty: a JSON key `__proto__` stays a plain key.
            Object.defineProperty(to, key, { value: copy, enumerable: true, writable: true, configurable: true });
            if (isContainer(child) && depth + 1 <= maxDepth)
                stack.push([child, copy, depth + 1]);
        }
    }
    return { value: root, cut: true };
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test. */
const VERSION = '1.0.0';


/***/ })

};
