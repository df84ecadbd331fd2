export const id = 916;
export const ids = [916];
export const modules = {

/***/ 1076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xk: () => (/* binding */ catalogFileOf),
/* harmony export */   fe: () => (/* binding */ readCatalogText),
/* harmony export */   ib: () => (/* binding */ serializeCatalogFile),
/* harmony export */   lQ: () => (/* binding */ parseCatalogFile),
/* harmony export */   oK: () => (/* binding */ loadCatalogFile)
/* harmony export */ });
/* unused harmony export CATALOG_VERSION */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _lock_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2872);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7963);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5512);
/* harmony import */ var _util_file_error_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8071);
/* harmony import */ var _manifest_catalog_ref_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4722);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7392);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1976);









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
    const { name, ...rest } = (0,_lock_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .lockServerOf */ .gB)(listing);
    return { catalogVersion: CATALOG_VERSION, name, ...(provenance ? { provenance: orderedProvenance(provenance) } : {}), ...rest };
}
const PROVENANCE_ORDER = ['package', 'version', 'license', 'repository', 'collectedAt', 'command', 'url', 'env', 'origin'];
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
    const ref = (0,_manifest_catalog_ref_js__WEBPACK_IMPORTED_MODULE_4__/* .splitCatalogRef */ .Z)(file);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baseDir, ref.file);
    let text;
    try {
        const { size } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
        if (size > _limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_MESSAGE_BYTES */ .f)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CollectError */ .h(server, `catalog file ${file} has ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .formatCount */ .B)(size)} bytes; at most ${_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_MESSAGE_TEXT */ .z} are read, as for a live server's answer`);
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CollectError */ .h)
            throw err;
        const code = err.code;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CollectError */ .h(server, code === 'ENOENT' ? `catalog file not found: ${file}` : `cannot read catalog file ${file}: ${(0,_util_file_error_js__WEBPACK_IMPORTED_MODULE_7__/* .fileErrorText */ .U)(err)}`);
    }
    return parseCatalogFile(server, file, text, ref.entry);
}
function isRecord(v) {
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CollectError */ .h(server, `catalog file ${file} is not valid JSON: ${err.message}`);
    }
    // Its tools one level below the file's: the same bound as for a live server's tools.
    if ((0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_8__/* .nestsDeeperThan */ .ix)(data, _util_json_depth_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_JSON_DEPTH */ .KX + 2)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CollectError */ .h(server, `catalog file ${file} nests more than ${_util_json_depth_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_JSON_DEPTH */ .KX} levels deep in a tool: record it again with \`mcp-tool-rank record\``);
    }
    if (isRecord(data) && 'lockfileVersion' in data)
        return { listing: lockEntry(server, file, data, entry) };
    if (entry !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CollectError */ .h(server, `catalog ${file}: the file is one server's tools/list, not a lock file, so \`#${entry}\` picks nothing; remove it`);
    }
    const record = isRecord(data) ? data : {};
    if (!Array.isArray(record.tools))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CollectError */ .h(server, `catalog file ${file} has no \`tools\` array (expected a stored tools/list result)`);
    const problem = (0,_lock_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .lockServerProblem */ .GU)(record, true);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CollectError */ .h(server, `catalog file ${file}${problem}`);
    const provenance = isRecord(record.provenance) && typeof record.provenance.collectedAt === 'string' ? record.provenance : legacyProvenance(record);
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
        servers = (0,_lock_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .lockOf */ .Vx)(data, file).servers;
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CollectError */ .h(server, err.message);
    }
    const names = servers.map((s) => `\`${s.name}\``).join(', ') || 'none';
    const wanted = entry ?? (servers.length === 1 ? servers[0].name : server);
    const found = servers.find((s) => s.name === wanted);
    if (!found) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CollectError */ .h(server, `lock file ${file} has no server \`${wanted}\` (its servers: ${names}); name one as ${file.replace(/#.*$/, '')}#<server>`);
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
        ...(paged ? { toolPages: (0,_lock_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .lockToolPages */ .mK)({ tools: s.tools, pageSizes: s.pageSizes }) } : {}),
        ...(typeof s.instructions === 'string' ? { instructions: s.instructions } : {}),
        ...(isRecord(info) && typeof info.name === 'string' && typeof info.version === 'string' ? { serverInfo: { name: info.name, version: info.version } } : {})
    };
}


/***/ }),

/***/ 5364:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ CollectErrors),
/* harmony export */   Uw: () => (/* binding */ collectServer),
/* harmony export */   _U: () => (/* binding */ collectAll)
/* harmony export */ });
/* harmony import */ var _catalog_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1076);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7963);


/** How many servers start at once. */
const CONCURRENCY = 4;
/**
 * One server's listing. Live servers are started (or connected to), listed and always stopped,
 * whatever happens; every failure is a CollectError naming its cause.
 */
async function collectServer(server, ctx) {
    switch (server.kind) {
        case 'catalog':
            return (0,_catalog_file_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCatalogFile */ .oK)(server.name, server.catalog, ctx.baseDir);
        // The MCP SDK and the HTTP stack load only for a manifest that starts or reaches a server.
        case 'stdio':
            return (await Promise.all(/* import() */[__webpack_require__.e(136), __webpack_require__.e(919), __webpack_require__.e(529)]).then(__webpack_require__.bind(__webpack_require__, 6529))).collectStdio(server, ctx.baseDir, ctx.callerEnv, ctx.search);
        case 'http':
            return (await Promise.all(/* import() */[__webpack_require__.e(136), __webpack_require__.e(967), __webpack_require__.e(919), __webpack_require__.e(902)]).then(__webpack_require__.bind(__webpack_require__, 3902))).collectHttp(server, ctx.baseDir, ctx.callerEnv, ctx.search);
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
                errors[i] = err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CollectError */ .h ? err : new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CollectError */ .h(servers[i].name, `could not be collected: ${err?.message ?? String(err)}`);
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

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeFailure: () => (/* binding */ describeFailure),
/* harmony export */   e: () => (/* binding */ UsageError),
/* harmony export */   z: () => (/* binding */ cannotWrite)
/* harmony export */ });
/* harmony import */ var _collect_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7963);
/* harmony import */ var _collect_collect_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5364);
/* harmony import */ var _engines_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3330);
/* harmony import */ var _manifest_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1738);
/* harmony import */ var _lock_lock_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2872);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1084);
/* harmony import */ var _util_file_error_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8071);







/** A user-facing error: the lines to print and the exit code. Unknown errors are bugs. */
function describeFailure(err) {
    if (err instanceof _manifest_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ManifestError */ .Sh)
        return { lines: err.issues.map(_manifest_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .issueLine */ .OH), exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.ConfigError, internal: false };
    if (err instanceof _collect_collect_js__WEBPACK_IMPORTED_MODULE_1__/* .CollectErrors */ .Cp)
        return { lines: err.errors.map((e) => e.describe()), exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.ConfigError, internal: false };
    if (err instanceof _collect_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CollectError */ .h)
        return { lines: [err.describe()], exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.ConfigError, internal: false };
    if (err instanceof _engines_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .UnknownEngineError */ .Vb || err instanceof UsageError || err instanceof _lock_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .LockError */ .Ku || err instanceof _manifest_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ManifestNotFoundError */ .ZF)
        return { lines: [err.message], exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.ConfigError, internal: false };
    const message = err instanceof Error ? err.message : String(err);
    return { lines: [`internal error: ${message}`], exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.InternalError, internal: true };
}
/** A command-line mistake. */
class UsageError extends Error {
}
/** A file the user named that cannot be written: why, in words, and what to do. */
function cannotWrite(file, err) {
    return new UsageError(`cannot write ${file}: ${(0,_util_file_error_js__WEBPACK_IMPORTED_MODULE_6__/* .fileErrorText */ .U)(err)}; give a path that can be written`);
}


/***/ }),

/***/ 2872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ lockServerProblem),
/* harmony export */   Ku: () => (/* binding */ LockError),
/* harmony export */   MM: () => (/* binding */ lockToListings),
/* harmony export */   PG: () => (/* binding */ parseLock),
/* harmony export */   Vx: () => (/* binding */ lockOf),
/* harmony export */   be: () => (/* binding */ writeLock),
/* harmony export */   f4: () => (/* binding */ lockFromListings),
/* harmony export */   gB: () => (/* binding */ lockServerOf),
/* harmony export */   mF: () => (/* binding */ readLock),
/* harmony export */   mK: () => (/* binding */ lockToolPages)
/* harmony export */ });
/* unused harmony export serializeLock */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5512);
/* harmony import */ var _util_file_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8071);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1976);




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
function lockServerOf(l) {
    const sizes = pageSizes(l);
    return {
        name: l.name,
        source: l.source === 'lock' || l.source === 'neighbour' ? 'catalog' : l.source,
        ...(l.serverInfo ? { serverInfo: { name: l.serverInfo.name, version: l.serverInfo.version } } : {}),
        ...(l.instructions !== undefined ? { instructions: l.instructions } : {}),
        pages: l.pages,
        ...(sizes ? { pageSizes: sizes } : {}),
        tools: l.tools.map(canonicalTool),
        ...(l.search ? { search: l.search } : {})
    };
}
/** The lock for these listings, in their order (the manifest's). */
function lockFromListings(listings) {
    return { lockfileVersion: LOCK_VERSION, servers: listings.map(lockServerOf) };
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
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(tmp, serializeLock(lock));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, path);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { force: true }).catch(() => { });
        throw new LockError(path, `cannot write the lock file: ${(0,_util_file_error_js__WEBPACK_IMPORTED_MODULE_1__/* .fileErrorText */ .U)(err)}; fix the path or the manifest's \`lock\``);
    }
    return lock;
}
function isRecord(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
const isStrings = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
/** A server's recorded search (ServerSearch), as far as engine `server` reads it. */
function isSearch(v) {
    if (!isRecord(v) || typeof v.tool !== 'string' || typeof v.argument !== 'string' || !isStrings(v.visible) || !Array.isArray(v.answers))
        return false;
    return v.answers.every((a) => isRecord(a) && typeof a.query === 'string' && typeof a.catalog === 'string' && isStrings(a.tools));
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
    if ((0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .nestsDeeperThan */ .ix)(data, _util_json_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_JSON_DEPTH */ .KX + 3))
        throw new LockError(path, `a tool nests more than ${_util_json_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_JSON_DEPTH */ .KX} levels deep; rewrite it with \`mcp-tool-rank snapshot\``);
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
    if (s.search !== undefined && !isSearch(s.search))
        return ': `search` must give the search tool, its argument and its answers (query, catalog and tool names each)';
    if (pagesOptional && s.pages === undefined && s.pageSizes === undefined)
        return undefined;
    const pages = s.pages;
    if (typeof pages !== 'number' || !Number.isInteger(pages) || pages < 0)
        return ': `pages` must be a whole number';
    if (s.pageSizes !== undefined) {
        const sizes = s.pageSizes;
        if (!Array.isArray(sizes) || sizes.length !== pages || sizes.some((n) => !Number.isInteger(n) || n < 0) || sizes.reduce((a, b) => a + b, 0) !== tools.length) {
            return `: \`pageSizes\` must give the tools of each of its ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(pages, 'page')}`;
        }
    }
    return undefined;
}
/** Reads and checks a lock file; a missing one is a LockError with `notFound` set. */
async function readLock(path) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
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
        warnings: [],
        ...(s.search ? { search: s.search } : {})
    }));
}


/***/ }),

/***/ 4722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ splitCatalogRef)
/* harmony export */ });
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


/***/ }),

/***/ 1738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OH: () => (/* binding */ issueLine),
/* harmony export */   Sh: () => (/* binding */ ManifestError),
/* harmony export */   ZF: () => (/* binding */ ManifestNotFoundError)
/* harmony export */ });
/* unused harmony export formatIssue */
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
/** There is no manifest at `file`: nothing to point a line at, so said without `:1:1`, with how to get one. */
class ManifestNotFoundError extends Error {
    file;
    constructor(file) {
        super(`no manifest at ${file}: write one with \`npx mcp-tool-rank init\` at the repository root, or name yours with --config (the action's \`config\` input)`);
        this.file = file;
        this.name = 'ManifestNotFoundError';
    }
}


/***/ }),

/***/ 8071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ fileErrorText)
/* harmony export */ });
/** Why a file could not be read or written, in words (Node's own message repeats the path and the call). */
function fileErrorText(err) {
    switch (err?.code) {
        case 'ENOENT':
            return 'no such file or folder';
        case 'ENOTDIR':
            return 'a part of the path is a file, not a folder';
        case 'EISDIR':
            return 'it is a folder';
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'EROFS':
            return 'the file system is read-only';
        case 'ENOSPC':
            return 'no space left on the device';
        case 'EEXIST':
            return 'a file is in the way';
        default:
            return err?.message ?? String(err);
    }
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

/***/ 741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ plainText)
/* harmony export */ });
/**
 * Untrusted text (tool names, descriptions, queries, server output) made safe to print:
 * control characters (terminal escapes included), bidi overrides, zero-width and invisible
 * tag characters are removed, and the length is capped.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]|[\u{E0000}-\u{E007F}]/gu;
function plainText(text, maxLength = 500) {
    const clean = text.replace(UNSAFE, '').replace(/[\r\n\t\u2028\u2029]+/g, ' ');
    if (clean.length <= maxLength)
        return clean;
    // Never split a surrogate pair: a lone half is invalid UTF-8 on the way to GitHub.
    const cut = /[\uD800-\uDBFF]/.test(clean[maxLength - 2] ?? '') ? maxLength - 2 : maxLength - 1;
    return clean.slice(0, cut) + '…';
}


/***/ })

};
