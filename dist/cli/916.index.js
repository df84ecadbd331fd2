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
    const { path, entry } = splitEntry(file, baseDir);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (err) {
        const code = err.code;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CollectError */ .h(server, code === 'ENOENT' ? `catalog file not found: ${file}` : `cannot read catalog file ${file}: ${err.message}`);
    }
    return parseCatalogFile(server, file, text, entry);
}
/** `lock.json#tracker` names the server `tracker` of a lock file; a `#` in a file's own name is kept. */
function splitEntry(file, baseDir) {
    const hash = file.lastIndexOf('#');
    if (hash <= 0 || file.slice(hash + 1).includes('/'))
        return { path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baseDir, file) };
    return { path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baseDir, file.slice(0, hash)), entry: file.slice(hash + 1) };
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
    if (isRecord(data) && 'lockfileVersion' in data)
        return { listing: lockEntry(server, file, text, entry) };
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
function lockEntry(server, file, text, entry) {
    let servers;
    try {
        servers = (0,_lock_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLock */ .PG)(text, file).servers;
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

/***/ 9526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Cp: () => (/* binding */ CollectErrors),
  _U: () => (/* binding */ collectAll),
  Uw: () => (/* binding */ collectServer)
});

// EXTERNAL MODULE: ./src/collect/catalog-file.ts
var catalog_file = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/collect/errors.ts
var collect_errors = __webpack_require__(7963);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(63);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 1 modules
var sse = __webpack_require__(53);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 2 modules
var streamableHttp = __webpack_require__(3491);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/auth.js + 6 modules
var auth = __webpack_require__(7485);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/collect/client-info.ts

/** How mcp-tool-rank introduces itself in `initialize`. */
const CLIENT_INFO = { name: 'mcp-tool-rank', version: version/* VERSION */.x };

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js
var stdio = __webpack_require__(42);
// EXTERNAL MODULE: ./src/process/credentials.ts
var credentials = __webpack_require__(7343);
;// CONCATENATED MODULE: ./src/collect/environment.ts


const VAR_REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** Variable names whose values are treated as secrets when a manifest expands them. */
const SECRET_NAME = /TOKEN|SECRET|PASSW|API_?KEY|PRIVATE|CREDENTIAL|AUTH|COOKIE/i;
/** Headers that carry credentials whatever their value's variable is called. */
const SECRET_HEADER = /^(authorization|proxy-authorization|cookie|x-api-key)$/i;
const AUTH_SCHEME = /^(Bearer|Basic|Token)\s+/i;
const MIN_SECRET_LENGTH = 4;
/**
 * Values the manifest pulled in from the caller's environment by `${VAR}` whose name says
 * they are secret. Diagnostics (stderr tails, error text) and collected tool text have them
 * replaced by `***` before anything is printed, commented or written to the lock file.
 */
class Secrets {
    values = new Set();
    add(value) {
        if (value.length >= MIN_SECRET_LENGTH)
            this.values.add(value);
    }
    /** `text` with every known secret value replaced by `***`. */
    redact(text) {
        let out = text;
        for (const value of this.values)
            out = out.replaceAll(value, '***');
        return out;
    }
    /** A deep copy of a JSON value with secrets redacted in every string (keys included). */
    redactDeep(value) {
        if (this.values.size === 0)
            return { value, changed: false };
        let changed = false;
        const walk = (v) => {
            if (typeof v === 'string') {
                const r = this.redact(v);
                if (r !== v)
                    changed = true;
                return r;
            }
            if (Array.isArray(v))
                return v.map(walk);
            if (v !== null && typeof v === 'object') {
                return Object.fromEntries(Object.entries(v).map(([k, x]) => [walk(k), walk(x)]));
            }
            return v;
        };
        const out = walk(value);
        return { value: changed ? out : value, changed };
    }
}
/**
 * Expands `${VAR}` references from the caller's environment. Only explicit references are
 * read: nothing of the caller's environment reaches a server unless the manifest names it.
 */
function expandVars(value, callerEnv, where, warn, secrets) {
    return value.replace(VAR_REF, (_, name) => {
        if ((0,credentials/* isWithheldFromManifest */.T0)(name)) {
            warn(`${where}: \${${name}} is never read from the environment (GITHUB_TOKEN, ACTIONS_*, INPUT_* and RUNNER_* are withheld from the manifest); using an empty string`);
            return '';
        }
        const v = callerEnv[name];
        if (v === undefined) {
            warn(`${where}: \${${name}} is not set in the environment; using an empty string`);
            return '';
        }
        if (SECRET_NAME.test(name))
            secrets.add(v);
        return v;
    });
}
/** Every value of `values` expanded; `what` names them in warnings (`env KEY`, `header KEY`). */
function expandEach(values, what, callerEnv, warn, secrets) {
    return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, expandVars(value, callerEnv, `${what} ${key}`, warn, secrets)]));
}
/**
 * The environment a server under test gets: the SDK's safe defaults (PATH, HOME, USER, SHELL,
 * TERM, LOGNAME) plus what the manifest names. The caller's GITHUB_TOKEN, INPUT_*, ACTIONS_*
 * and GITHUB_* never pass unless the manifest's `env` names them.
 */
function serverEnvironment(manifestEnv, callerEnv, warn, secrets) {
    return { ...(0,stdio/* getDefaultEnvironment */.fL)(), ...expandEach(manifestEnv, 'env', callerEnv, warn, secrets) };
}
/** HTTP `headers` with the same `${VAR}` expansion as `env`. */
function expandHeaders(headers, callerEnv, warn, secrets) {
    const out = expandEach(headers, 'header', callerEnv, warn, secrets);
    // A header value is secret when its name says so, whatever the variable is called.
    for (const [key, value] of Object.entries(out)) {
        if (SECRET_HEADER.test(key) || SECRET_NAME.test(key))
            secrets.add(value.replace(AUTH_SCHEME, ''));
    }
    return out;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/collect/paths.ts



/**
 * The server's working directory: `cwd` against the base directory (the repository root or
 * the CLI's cwd). Checked first, because spawn reports a missing cwd as the command missing.
 */
async function workingDirectory(server, baseDir) {
    const dir = (0,external_node_path_.resolve)(baseDir, server.cwd ?? '.');
    const info = await (0,promises_.stat)(dir).catch(() => undefined);
    if (!info?.isDirectory())
        throw new collect_errors/* CollectError */.h(server.name, `working directory not found: ${server.cwd ?? dir}`);
    return dir;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
;// CONCATENATED MODULE: ./src/collect/session.ts


/** A loop guard: a server that never stops handing out new cursors. */
const MAX_PAGES = 1000;
/** tools/list as it arrives, before each tool is checked against the MCP schema on its own. */
const LenientListResult = schemas/* looseObject */._H3({ tools: schemas/* array */.YOg(schemas/* unknown */.L5J()), nextCursor: schemas/* string */.YjP().optional() });
function isTimeout(err) {
    return err instanceof types/* McpError */.Nh && err.code === types/* ErrorCode */.O4.RequestTimeout;
}
/** An error the server answered with: its message (without the SDK's `MCP error N:` prefixes) and code. */
function serverErrorText(err) {
    const message = err.message.replace(/^(MCP error -?\d+:\s*)+/, '').trim();
    return `${message || 'no message'} (JSON-RPC error ${err.code})`;
}
/** A zod error from validating what the server answered (duck-typed: the SDK bundles its own zod). */
function schemaIssue(err) {
    const issues = err?.issues;
    if (!Array.isArray(issues) || issues.length === 0)
        return undefined;
    const first = issues[0];
    const path = (first.path ?? []).map(String).join('.');
    return `${path ? `${path}: ` : ''}${first.message ?? 'invalid'}`;
}
/**
 * `client.connect` bounded as a whole. The SDK's `timeout` covers the `initialize` request,
 * not the transport's `start()`: an SSE server that accepts the stream but never sends its
 * `endpoint` event would otherwise hang forever. The caller closes the transport afterwards.
 */
async function connectWithin(client, transport, timeoutMs) {
    let timer;
    const connecting = client.connect(transport, { timeout: timeoutMs });
    connecting.catch(() => { });
    const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new types/* McpError */.Nh(types/* ErrorCode */.O4.RequestTimeout, 'Request timed out')), timeoutMs + 50);
    });
    try {
        await Promise.race([connecting, deadline]);
    }
    finally {
        clearTimeout(timer);
    }
}
async function listAllTools(client, timeoutMs, warnings) {
    const tools = [];
    const toolPages = [];
    const seenCursors = new Set();
    let cursor;
    let pages = 0;
    do {
        const page = await client.request({ method: 'tools/list', params: cursor !== undefined ? { cursor } : {} }, LenientListResult, { timeout: timeoutMs });
        pages++;
        for (const [i, tool] of page.tools.entries()) {
            const parsed = types/* ToolSchema */.Dn.safeParse(tool);
            if (parsed.success) {
                tools.push(tool);
                toolPages.push(pages);
            }
            else {
                const rawName = tool?.name;
                const name = typeof rawName === 'string' ? `\`${rawName.slice(0, 100)}\`` : `#${i + 1}${pages > 1 ? ` of page ${pages}` : ''}`;
                const issue = parsed.error.issues[0];
                warnings.push(`tool ${name} does not match the MCP Tool schema and was skipped: ${issue?.path.join('.') || 'tool'}: ${issue?.message}`);
            }
        }
        cursor = page.nextCursor;
        if (cursor !== undefined && seenCursors.has(cursor)) {
            warnings.push(`tools/list repeated the cursor ${JSON.stringify(cursor.slice(0, 40))} after ${pages} pages; stopped there`);
            break;
        }
        if (cursor !== undefined)
            seenCursors.add(cursor);
        if (pages >= MAX_PAGES && cursor !== undefined) {
            warnings.push(`tools/list still had more pages after ${MAX_PAGES}; stopped there`);
            break;
        }
    } while (cursor !== undefined);
    return { tools, toolPages, pages };
}
/**
 * After `initialize`: the listing of a connected server. A server that declares no `tools`
 * capability has zero tools (a warning); otherwise every page of `tools/list` is read.
 */
async function listServer(client, options) {
    const { warnings, secrets } = options;
    const rawInstructions = client.getInstructions();
    const info = client.getServerVersion();
    let listed = { tools: [], pages: 0 };
    if (!client.getServerCapabilities()?.tools) {
        warnings.push('the server declares no `tools` capability in `initialize`: zero tools');
    }
    else {
        options.onListing?.();
        listed = await listAllTools(client, options.timeoutMs, warnings);
    }
    const redacted = secrets.redactDeep({ tools: listed.tools, instructions: rawInstructions });
    if (redacted.changed) {
        warnings.push('the server\'s tools or instructions contained the value of a secret the manifest passes through `${VAR}`; it was replaced by ***');
    }
    const instructions = redacted.value.instructions;
    return {
        name: options.name,
        source: options.source,
        tools: redacted.value.tools,
        pages: listed.pages,
        ...(listed.toolPages ? { toolPages: listed.toolPages } : {}),
        ...(typeof instructions === 'string' ? { instructions } : {}),
        ...(info ? { serverInfo: { name: String(info.name), version: String(info.version) } } : {}),
        warnings
    };
}

// EXTERNAL MODULE: ./src/process/started-command.ts
var started_command = __webpack_require__(4080);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
;// CONCATENATED MODULE: ./src/collect/http.ts













const CLOSE_MS = 2000;
/** An HTTP error body as one short line: tags and runs of whitespace become one space. */
function oneLine(text) {
    return (0,sanitize_text/* plainText */.w)(text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim(), 200);
}
function sseText(err) {
    return oneLine(err.message.replace(/^SSE error:\s*/, ''));
}
/** The network-level reason inside a failed fetch (`fetch failed` says nothing). */
function networkCause(err) {
    const cause = err?.cause;
    const code = cause?.code ?? err?.code;
    switch (code) {
        case 'ECONNREFUSED':
            return 'connection refused';
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
            return 'host not found';
        case 'ECONNRESET':
        case 'UND_ERR_SOCKET':
            return 'the connection was reset';
        case 'UND_ERR_HEADERS_TIMEOUT':
        case 'UND_ERR_BODY_TIMEOUT':
            return 'the server stopped answering';
    }
    if (err instanceof TypeError && cause?.message)
        return cause.message;
    return undefined;
}
/** What went wrong with one transport, without the server name. */
function transportCause(err, phase, timeoutMs) {
    if (isTimeout(err))
        return `\`${phase}\` timed out after ${(0,duration/* formatDuration */.a3)(timeoutMs)}`;
    if (err instanceof auth/* UnauthorizedError */.D_)
        return 'HTTP 401 Unauthorized: the server wants credentials (give them in `headers`)';
    if (err instanceof streamableHttp/* StreamableHTTPError */.b) {
        if (err.code === -1)
            return `the server answered \`${phase}\` with ${oneLine(err.message.replace(/^(Streamable HTTP error:\s*)?Unexpected content type:\s*/, 'content type '))}, not JSON or an SSE stream: is \`url\` the MCP endpoint?`;
        const body = oneLine(err.message.replace(/^(Streamable HTTP error:\s*)?(Error POSTing to endpoint|Failed to open SSE stream):?\s*/, ''));
        const hint = err.code === 401 || err.code === 403 ? ': check the credentials in `headers`' : '';
        return `\`${phase}\` got HTTP ${err.code}${body ? ` (${body})` : ''}${hint}`;
    }
    if (err instanceof sse/* SseError */._) {
        const net = networkCause(err.event) ?? networkCause(err);
        if (err.code !== undefined) {
            const hint = err.code === 401 || err.code === 403 ? ': check the credentials in `headers`' : '';
            return `the SSE stream got HTTP ${err.code}${sseText(err) ? ` (${sseText(err)})` : ''}${hint}`;
        }
        return `the SSE stream failed: ${net ?? (sseText(err) || 'no answer')}`;
    }
    if (err instanceof types/* McpError */.Nh)
        return `\`${phase}\` returned an error: ${serverErrorText(err)}`;
    const net = networkCause(err);
    if (net)
        return net;
    const issue = schemaIssue(err);
    if (issue)
        return `the server answered \`${phase}\` with something that is not JSON-RPC: ${issue}`;
    return `\`${phase}\` failed: ${err?.message ?? String(err)}`;
}
/** Streamable HTTP answered with a 4xx that an SSE-only server gives for a POST to its stream URL. */
function shouldFallBack(err) {
    return err instanceof streamableHttp/* StreamableHTTPError */.b && err.code !== undefined && err.code >= 400 && err.code < 500 && err.code !== 401 && err.code !== 403;
}
async function closeSession(session) {
    if (!session)
        return;
    const { transport, client } = session;
    // Ending the session politely (DELETE) frees it on the server; bounded, because the server
    // under test may not answer.
    if (transport instanceof streamableHttp/* StreamableHTTPClientTransport */.j && transport.sessionId) {
        await Promise.race([transport.terminateSession().catch(() => { }), new Promise((r) => setTimeout(r, CLOSE_MS).unref())]);
    }
    await client.close().catch(() => { });
}
async function collectHttp(server, baseDir, callerEnv) {
    const warnings = [];
    const secrets = new Secrets();
    const warn = (m) => void warnings.push(m);
    const headers = expandHeaders(server.headers, callerEnv, warn, secrets);
    let url;
    try {
        url = new URL(expandVars(server.url, callerEnv, 'url', warn, secrets));
    }
    catch {
        throw new collect_errors/* CollectError */.h(server.name, `\`url\` is not a valid URL once \${VAR} references are expanded`);
    }
    let started;
    let session;
    let phase = 'initialize';
    const fail = (reason, noteExit = true) => {
        const exitNote = noteExit && started?.exited ? `; the \`start\` command ${started.describeExit()}` : '';
        const tail = (started?.output.tail() ?? []).map((l) => secrets.redact(l));
        return new collect_errors/* CollectError */.h(server.name, secrets.redact(`${reason}${exitNote}`), tail);
    };
    const open = async (mode) => {
        const requestInit = { headers };
        const transport = mode === 'sse'
            ? new sse/* SSEClientTransport */.A(url, { requestInit })
            : new streamableHttp/* StreamableHTTPClientTransport */.j(url, {
                requestInit,
                // One collection, no long-lived stream worth reconnecting.
                reconnectionOptions: { maxRetries: 0, initialReconnectionDelay: 1000, maxReconnectionDelay: 1000, reconnectionDelayGrowFactor: 1 }
            });
        const client = new esm_client/* Client */.K(CLIENT_INFO, { capabilities: {} });
        const attempt = { client, transport, mode };
        try {
            await connectWithin(client, transport, server.timeoutMs);
            return attempt;
        }
        catch (err) {
            await closeSession(attempt);
            throw err;
        }
    };
    try {
        if (server.start) {
            const cwd = await workingDirectory(server, baseDir);
            started = new started_command/* StartedCommand */.t(server.start, serverEnvironment(server.env, callerEnv, warn, secrets), cwd);
            try {
                await started.waitForEndpoint(url, server.timeoutMs, headers);
            }
            catch (err) {
                if (err instanceof started_command/* StartError */.D)
                    throw fail(err.message, false);
                throw err;
            }
        }
        const where = `${url.origin}${url.pathname}`;
        if (server.transport === 'sse') {
            session = await open('sse').catch((err) => {
                throw fail(`${where} over SSE: ${transportCause(err, phase, server.timeoutMs)}`);
            });
        }
        else {
            try {
                session = await open('streamable-http');
            }
            catch (err) {
                if (server.transport === 'auto' && shouldFallBack(err)) {
                    const first = transportCause(err, phase, server.timeoutMs);
                    session = await open('sse').catch((sseErr) => {
                        throw fail(`${where}: Streamable HTTP: ${first}; the SSE fallback: ${transportCause(sseErr, phase, server.timeoutMs)}`);
                    });
                }
                else {
                    const hint = networkCause(err) === 'connection refused' && !server.start ? ' (is the server running? `start:` can launch it)' : '';
                    throw fail(`${where}: ${transportCause(err, phase, server.timeoutMs)}${hint}`);
                }
            }
        }
        const active = session;
        try {
            return await listServer(active.client, {
                name: server.name,
                source: active.mode === 'sse' ? 'sse' : 'http',
                timeoutMs: server.timeoutMs,
                warnings,
                secrets,
                onListing: () => (phase = 'tools/list')
            });
        }
        catch (err) {
            throw fail(`${where}: ${transportCause(err, phase, server.timeoutMs)}`);
        }
    }
    finally {
        await closeSession(session);
        await started?.stop();
    }
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var shared_stdio = __webpack_require__(6224);
// EXTERNAL MODULE: ./src/process/output-tail.ts
var output_tail = __webpack_require__(5243);
// EXTERNAL MODULE: ./src/process/groups.ts + 1 modules
var groups = __webpack_require__(1157);
;// CONCATENATED MODULE: ./src/collect/stdio-transport.ts



const STRAY_LINE_CHARS = 500;
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/**
 * The SDK's stdio framing over a child in its own process group. The SDK's own
 * StdioClientTransport kills only its direct child, which leaves the grandchildren of a
 * server started through `npm run` or a shell (docs/architecture.md, "Security").
 */
class ProcessGroupTransport {
    params;
    onclose;
    onerror;
    onmessage;
    child;
    pending = [];
    pendingBytes = 0;
    stderr = new output_tail/* OutputTail */.g();
    /** The first line on stdout that was not JSON-RPC (a server logging to stdout), capped. */
    firstStray;
    /** How many lines on stdout were not JSON-RPC. */
    strayLines = 0;
    spawnError;
    constructor(params) {
        this.params = params;
    }
    get exited() {
        return this.spawnError !== undefined || (this.child !== undefined && (0,groups/* hasExited */.uR)(this.child));
    }
    /** `exited with code 1` or `was killed by SIGKILL`, once `exited`. */
    describeExit() {
        return this.child ? (0,groups/* describeExit */.KE)(this.child) : 'did not start';
    }
    /** The last lines the server wrote to stderr. */
    stderrTail() {
        return this.stderr.tail();
    }
    start() {
        return new Promise((resolve, reject) => {
            const child = (0,groups/* spawnGroup */.j8)(this.params.command, this.params.args, {
                env: this.params.env,
                cwd: this.params.cwd,
                stdio: ['pipe', 'pipe', 'pipe'],
                windowsHide: true
            });
            this.child = child;
            child.once('error', (error) => {
                this.spawnError = error;
                reject(error);
                this.onerror?.(error);
                this.onclose?.();
            });
            child.once('spawn', () => resolve());
            // The server is gone; whatever it left in its group (a grandchild holding the pipes
            // open would also delay 'close') goes with it.
            child.once('exit', () => (0,groups/* killGroup */.i0)(child, 'SIGKILL'));
            child.once('close', () => this.onclose?.());
            child.stdout.on('data', (chunk) => this.readStdout(chunk));
            child.stderr.on('data', (chunk) => this.stderr.write(chunk));
            child.stdin.on('error', (error) => this.onerror?.(error));
        });
    }
    readStdout(chunk) {
        let start = 0;
        for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
            this.pending.push(chunk.subarray(start, nl));
            const line = Buffer.concat(this.pending).toString('utf8').replace(/\r$/, '');
            this.pending = [];
            this.pendingBytes = 0;
            start = nl + 1;
            this.readLine(line);
        }
        if (start < chunk.length) {
            this.pending.push(chunk.subarray(start));
            this.pendingBytes += chunk.length - start;
            if (this.pendingBytes > MAX_MESSAGE_BYTES) {
                this.pending = [];
                this.pendingBytes = 0;
                this.onerror?.(new Error(`a message on stdout exceeded ${MAX_MESSAGE_BYTES} bytes`));
            }
        }
    }
    readLine(line) {
        if (line.trim() === '')
            return;
        let message;
        try {
            message = (0,shared_stdio/* deserializeMessage */.b_)(line);
        }
        catch {
            this.strayLines++;
            this.firstStray ??= line.slice(0, STRAY_LINE_CHARS);
            return;
        }
        this.onmessage?.(message);
    }
    send(message) {
        return new Promise((resolve) => {
            const stdin = this.child?.stdin;
            if (!stdin || stdin.destroyed)
                return resolve();
            if (stdin.write((0,shared_stdio/* serializeMessage */.Ex)(message)))
                resolve();
            else
                stdin.once('drain', resolve);
        });
    }
    async close() {
        const child = this.child;
        if (!child)
            return;
        child.stdin?.end();
        await (0,groups/* stopGroup */.gv)(child);
        this.pending = [];
    }
}

;// CONCATENATED MODULE: ./src/collect/stdio.ts









function spawnCause(server, e) {
    switch (e.code) {
        case 'ENOENT':
            return `command not found: ${server.command} (not on PATH${server.command.includes('/') ? ' or no such file' : ''}; the server gets PATH from the caller's environment)`;
        case 'EACCES':
            return `cannot start ${server.command}: permission denied (is it executable?)`;
        default:
            return `cannot start ${server.command}: ${e.message}`;
    }
}
/** The first stray stdout line, quoted: redacted before it is cut, so no part of a secret is left. */
function quotedStray(transport, secrets) {
    return JSON.stringify(secrets.redact(transport.firstStray ?? '').slice(0, 80));
}
/** One line that names why a stdio server could not be collected. */
function diagnose(server, transport, phase, err, secrets) {
    const tail = transport.stderrTail().map((l) => secrets.redact(l));
    const stray = transport.firstStray === undefined ? '' : `it wrote text that is not JSON-RPC to stdout (${quotedStray(transport, secrets)}): logs must go to stderr`;
    const make = (reason, withTail = true) => new collect_errors/* CollectError */.h(server.name, secrets.redact(reason), withTail ? tail : []);
    if (transport.spawnError)
        return make(spawnCause(server, transport.spawnError), false);
    if (transport.exited) {
        return make(`${transport.describeExit()} ${phase === 'initialize' ? 'before' : 'during'} \`${phase}\`${stray ? `; ${stray}` : ''}`);
    }
    if (isTimeout(err)) {
        if (stray)
            return make(`${stray}, and \`${phase}\` got no valid answer within ${(0,duration/* formatDuration */.a3)(server.timeoutMs)}`);
        return make(`\`${phase}\` timed out after ${(0,duration/* formatDuration */.a3)(server.timeoutMs)}`);
    }
    if (err instanceof types/* McpError */.Nh)
        return make(`\`${phase}\` returned an error: ${serverErrorText(err)}${stray ? `; ${stray}` : ''}`);
    const issue = schemaIssue(err);
    if (issue)
        return make(`\`${phase}\` answered with something that is not a valid ${phase} result: ${issue}`);
    return make(`\`${phase}\` failed: ${err?.message ?? String(err)}${stray ? `; ${stray}` : ''}`);
}
async function collectStdio(server, baseDir, callerEnv) {
    const warnings = [];
    const secrets = new Secrets();
    const cwd = await workingDirectory(server, baseDir);
    const transport = new ProcessGroupTransport({
        command: server.command,
        args: server.args,
        env: serverEnvironment(server.env, callerEnv, (m) => warnings.push(m), secrets),
        cwd
    });
    const client = new esm_client/* Client */.K(CLIENT_INFO, { capabilities: {} });
    let phase = 'initialize';
    try {
        await connectWithin(client, transport, server.timeoutMs);
        const listing = await listServer(client, {
            name: server.name,
            source: 'stdio',
            timeoutMs: server.timeoutMs,
            warnings,
            secrets,
            onListing: () => (phase = 'tools/list')
        });
        if (transport.strayLines > 0) {
            warnings.push(`it wrote ${transport.strayLines} line(s) of text that is not JSON-RPC to stdout (first: ${quotedStray(transport, secrets)}): ` +
                'logs must go to stderr; clients drop such lines, and a log written without a newline corrupts the next message');
        }
        return listing;
    }
    catch (err) {
        throw diagnose(server, transport, phase, err, secrets);
    }
    finally {
        await transport.close();
    }
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
            return (0,catalog_file/* loadCatalogFile */.oK)(server.name, server.catalog, ctx.baseDir);
        case 'stdio':
            return collectStdio(server, ctx.baseDir, ctx.callerEnv);
        case 'http':
            return collectHttp(server, ctx.baseDir, ctx.callerEnv);
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

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeFailure: () => (/* binding */ describeFailure),
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/* harmony import */ var _collect_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7963);
/* harmony import */ var _collect_collect_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9526);
/* harmony import */ var _engines_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8649);
/* harmony import */ var _manifest_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1738);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1084);





/** A user-facing error: the lines to print and the exit code. Unknown errors are bugs. */
function describeFailure(err) {
    if (err instanceof _manifest_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ManifestError */ .S)
        return { lines: err.issues.map((i) => `${i.file}:${i.line}:${i.col}: error: ${i.message}`), exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .y.ConfigError, internal: false };
    if (err instanceof _collect_collect_js__WEBPACK_IMPORTED_MODULE_1__/* .CollectErrors */ .Cp)
        return { lines: err.errors.map((e) => e.describe()), exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .y.ConfigError, internal: false };
    if (err instanceof _collect_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CollectError */ .h)
        return { lines: [err.describe()], exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .y.ConfigError, internal: false };
    if (err instanceof _engines_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .UnknownEngineError */ .Vb || err instanceof UsageError)
        return { lines: [err.message], exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .y.ConfigError, internal: false };
    const message = err instanceof Error ? err.message : String(err);
    return { lines: [`internal error: ${message}`], exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .y.InternalError, internal: true };
}
/** A command-line mistake. */
class UsageError extends Error {
}


/***/ }),

/***/ 2872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ lockServerProblem),
/* harmony export */   Ku: () => (/* binding */ LockError),
/* harmony export */   MM: () => (/* binding */ lockToListings),
/* harmony export */   PG: () => (/* binding */ parseLock),
/* harmony export */   be: () => (/* binding */ writeLock),
/* harmony export */   f4: () => (/* binding */ lockFromListings),
/* harmony export */   gB: () => (/* binding */ lockServerOf),
/* harmony export */   mF: () => (/* binding */ readLock),
/* harmony export */   mK: () => (/* binding */ lockToolPages)
/* harmony export */ });
/* unused harmony export serializeLock */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);

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
        tools: l.tools.map(canonicalTool)
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
        throw new LockError(path, `cannot write the lock file: ${err.message}`);
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
    if (!isRecord(data))
        throw new LockError(path, 'not a lock file (expected a JSON object)');
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
            return `: \`pageSizes\` must give the tools of each of its ${pages} pages`;
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
        warnings: []
    }));
}


/***/ }),

/***/ 1738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ ManifestError)
/* harmony export */ });
/* unused harmony export formatIssue */
/** A manifest problem found before anything runs; each issue renders as file:line:col: message. */
class ManifestError extends Error {
    issues;
    constructor(issues) {
        super(issues.map(formatIssue).join('\n'));
        this.name = 'ManifestError';
        this.issues = issues;
    }
}
function formatIssue(issue) {
    return `${issue.file}:${issue.line}:${issue.col}: ${issue.message}`;
}


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
/* harmony export */   mn: () => (/* binding */ MAX_TIMEOUT_MS)
/* harmony export */ });
/** Node's timers fire at once beyond 2^31-1 ms (about 24.8 days): a timeout stays within 24 days. */
const MAX_TIMEOUT_MS = 24 * 24 * 60 * 60 * 1000;
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
