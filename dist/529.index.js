export const id = 529;
export const ids = [529];
export const modules = {

/***/ 3852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ CLIENT_INFO)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);

/** How mcp-tool-rank introduces itself in `initialize`. */
const CLIENT_INFO = { name: 'mcp-tool-rank', version: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .x };


/***/ }),

/***/ 4975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jf: () => (/* binding */ expandVars),
/* harmony export */   Pw: () => (/* binding */ serverEnvironment),
/* harmony export */   Sb: () => (/* binding */ Secrets),
/* harmony export */   b9: () => (/* binding */ expandHeaders)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42);
/* harmony import */ var _process_credentials_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7343);


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
        if ((0,_process_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .isWithheldFromManifest */ .T0)(name)) {
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
    return { ...(0,_modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_0__/* .getDefaultEnvironment */ .fL)(), ...expandEach(manifestEnv, 'env', callerEnv, warn, secrets) };
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


/***/ }),

/***/ 5874:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ workingDirectory)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7963);



/**
 * The server's working directory: `cwd` against the base directory (the repository root or
 * the CLI's cwd). Checked first, because spawn reports a missing cwd as the command missing.
 */
async function workingDirectory(server, baseDir) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baseDir, server.cwd ?? '.');
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir).catch(() => undefined);
    if (!info?.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CollectError */ .h(server.name, `working directory not found: ${server.cwd ?? dir}`);
    return dir;
}


/***/ }),

/***/ 9604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ NO_SEARCH),
/* harmony export */   Qy: () => (/* binding */ searchServer),
/* harmony export */   cu: () => (/* binding */ searchToolOf)
/* harmony export */ });
/* unused harmony exports SearchToolError, answerTools, unseenPattern */
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(330);
/* harmony import */ var _catalog_search_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4011);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5512);



/** Nothing asked: the tools behind a search are still listed. */
const NO_SEARCH = { queries: [], maxResults: 5 };
/** FastMCP's synthetic tools beside its search tool (`BaseSearchTransform`). */
const CALL_TOOL = 'call_tool';
const SEARCH_TOOL = 'search_tools';
/** The argument FastMCP's RegexSearchTransform takes: a Python `re` pattern, matched in catalog order. */
const REGEX_ARGUMENT = 'pattern';
/** A loop guard for enumeration: a server that keeps answering with tools already seen. */
const MAX_ROUND_TRIPS = 10_000;
/** A server-reported problem with its search: the caller words it as a collection failure. */
class SearchToolError extends Error {
}
function properties(tool) {
    const props = tool.inputSchema?.properties;
    return props && typeof props === 'object' ? props : {};
}
/**
 * The search tool a server is asked through: the manifest's `search:`, else FastMCP's
 * `search_tools` beside `call_tool` taking `query` (BM25SearchTransform) or `pattern`
 * (RegexSearchTransform). Undefined when there is none.
 */
function searchToolOf(config, listed) {
    if (config === false)
        return undefined;
    if (config) {
        const tool = listed.find((t) => t.name === config.tool);
        if (!tool)
            throw new SearchToolError(`its \`tools/list\` has no tool \`${config.tool}\`, which the manifest's \`search\` names`);
        return { tool, argument: config.query };
    }
    const tool = listed.find((t) => t.name === SEARCH_TOOL);
    if (!tool || !listed.some((t) => t.name === CALL_TOOL))
        return undefined;
    const argument = ['query', REGEX_ARGUMENT].find((a) => a in properties(tool));
    return argument ? { tool, argument } : undefined;
}
/**
 * The tools of one answer, in the order returned. FastMCP answers with the tools' definitions
 * as JSON (its default serializer: a list, also as `structuredContent.result`) or as markdown
 * (`serialize_tools_for_output_markdown`: a `### name` heading per tool, names only).
 */
function answerTools(result, name) {
    const text = (result.content ?? [])
        .filter((c) => c.type === 'text' && typeof c.text === 'string')
        .map((c) => c.text)
        .join('\n');
    if (result.isError)
        throw new SearchToolError(`\`${name}\` answered with an error: ${text.slice(0, 300)}`);
    const structured = result.structuredContent?.result;
    const list = Array.isArray(structured) ? structured : parsedList(text);
    if (list) {
        const definitions = list.filter((t) => _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ToolSchema */ .Dn.safeParse(t).success).map((t) => (0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .cutDeep */ .hO)(t).value);
        if (definitions.length !== list.length)
            throw new SearchToolError(`\`${name}\` answered with a list whose items are not all MCP tools`);
        return { names: definitions.map((t) => t.name), definitions };
    }
    return { names: [...text.matchAll(/^### (.+)$/gm)].map((m) => m[1].trim()), definitions: [] };
}
function parsedList(text) {
    if (!text.trimStart().startsWith('['))
        return undefined;
    try {
        const value = JSON.parse(text);
        return Array.isArray(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * A pattern for FastMCP's regex search matching every tool whose searchable text (its name,
 * a space, its description and parameters) does not begin with one of `seen`: a negative
 * lookahead at the start. Every character of a name other than an ASCII letter or digit is
 * escaped, which Python's `re` reads as the character itself.
 */
function unseenPattern(seen) {
    if (seen.length === 0)
        return '^';
    const names = seen.map((n) => n.replace(/[^A-Za-z0-9]/g, (c) => `\\${c}`));
    return `^(?!(?:${names.join('|')})(?: |$))`;
}
function askerOf(client, tool, argument, maxResults, timeoutMs) {
    return {
        async ask(query) {
            const args = { [argument]: query, ...(maxResults !== undefined ? { max_results: maxResults } : {}) };
            const result = await client.request({ method: 'tools/call', params: { name: tool, arguments: args } }, _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .CallToolResultSchema */ .TF, { timeout: timeoutMs });
            return answerTools(result, tool);
        }
    };
}
/**
 * Every tool behind a regex search, in the server's order: ask for the tools whose text begins
 * with no name seen so far until an answer is empty; each answer holds at most the server's
 * `max_results` of them, the first ones in catalog order.
 */
async function enumerate(asker, visible) {
    const tools = [];
    const seen = new Set(visible);
    let roundTrips = 0;
    let longest = 0;
    for (;;) {
        if (roundTrips >= MAX_ROUND_TRIPS)
            throw new SearchToolError(`listing the tools behind its search took more than ${MAX_ROUND_TRIPS} round trips`);
        const answer = await asker.ask(unseenPattern([...seen]));
        roundTrips++;
        longest = Math.max(longest, answer.names.length);
        const fresh = answer.definitions.filter((t) => !seen.has(t.name));
        if (answer.definitions.length === 0 && answer.names.length > 0)
            throw new SearchToolError('its search answers in markdown, which names the tools without their definitions: the tools behind it cannot be listed; answer in JSON (FastMCP\'s default serializer)');
        if (fresh.length === 0)
            return { tools, roundTrips, longest };
        for (const t of fresh) {
            seen.add(t.name);
            tools.push(t);
        }
    }
}
/**
 * A server with its own search: the tools behind it (listed in full where the search can be
 * enumerated, else what `tools/list` shows and the answers return) and its answers to `plan`'s
 * queries over that catalog. The search and call tools themselves are left out: the catalog is
 * the server's tools as if the search were off.
 */
async function searchServer(client, listed, found, plan, timeoutMs) {
    const name = found.tool.name;
    const maxResults = 'max_results' in properties(found.tool) ? plan.maxResults : undefined;
    const asker = askerOf(client, name, found.argument, maxResults, timeoutMs);
    const visible = listed.filter((t) => t.name !== name && t.name !== CALL_TOOL);
    const enumerable = found.argument === REGEX_ARGUMENT;
    const listing = enumerable ? await enumerate(asker, visible.map((t) => t.name)) : undefined;
    const tools = [...visible, ...(listing?.tools ?? [])];
    const asked = [];
    for (const query of new Set(plan.queries)) {
        const answer = await asker.ask(query);
        asked.push({ query, names: answer.names });
        // A ranked search cannot be listed: the tools its answers return are what is known of the rest.
        if (!enumerable)
            for (const t of answer.definitions)
                if (!tools.some((k) => k.name === t.name))
                    tools.push(t);
    }
    const catalog = (0,_catalog_search_js__WEBPACK_IMPORTED_MODULE_1__/* .searchCatalogKey */ .DI)(tools);
    const answers = asked.map((a) => ({ query: a.query, catalog, tools: a.names }));
    const longestAnswer = Math.max(listing?.longest ?? 0, ...asked.map((a) => a.names.length));
    return {
        tools,
        search: {
            tool: name,
            argument: found.argument,
            catalog: enumerable ? 'enumerated' : 'partial',
            ...(maxResults !== undefined ? { maxResults } : {}),
            longestAnswer,
            visible: visible.map((t) => t.name),
            ...(listing ? { roundTrips: listing.roundTrips } : {}),
            answers
        }
    };
}


/***/ }),

/***/ 7546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ listServer),
/* harmony export */   Uo: () => (/* binding */ connectWithin),
/* harmony export */   h: () => (/* binding */ schemaIssue),
/* harmony export */   kL: () => (/* binding */ isTimeout),
/* harmony export */   zi: () => (/* binding */ serverErrorText)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(330);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5649);
/* harmony import */ var _catalog_search_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4011);
/* harmony import */ var _search_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9604);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5512);





/** A loop guard: a server that never stops handing out new cursors. */
const MAX_PAGES = 1000;
/** tools/list as it arrives, before each tool is checked against the MCP schema on its own. */
const LenientListResult = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ tools: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J()), nextCursor: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional() });
function isTimeout(err) {
    return err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh && err.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.RequestTimeout;
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
        timer = setTimeout(() => reject(new _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.RequestTimeout, 'Request timed out')), timeoutMs + 50);
    });
    try {
        await Promise.race([connecting, deadline]);
    }
    finally {
        clearTimeout(timer);
    }
}
/** `tool`, cut to MAX_JSON_DEPTH levels with a warning when it nests deeper. */
function boundedTool(tool, warnings) {
    const { value, cut } = (0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_4__/* .cutDeep */ .hO)(tool);
    if (cut)
        warnings.push(`tool \`${String(tool.name).slice(0, 100)}\` nests more than ${_util_json_depth_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_JSON_DEPTH */ .KX} levels deep (its inputSchema or _meta); the deeper levels were dropped`);
    return value;
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
            const parsed = _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ToolSchema */ .Dn.safeParse(tool);
            if (parsed.success) {
                tools.push(boundedTool(tool, warnings));
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
    const found = options.search && (0,_search_js__WEBPACK_IMPORTED_MODULE_2__/* .searchToolOf */ .cu)(options.search.config, listed.tools);
    let search;
    if (options.search && found) {
        options.onSearch?.();
        const searched = await (0,_search_js__WEBPACK_IMPORTED_MODULE_2__/* .searchServer */ .Qy)(client, listed.tools, found, options.search.plan, options.timeoutMs);
        // Tools behind the search are not paged: they count as the first page.
        listed = { tools: searched.tools, toolPages: searched.tools.map(() => 1), pages: listed.pages };
        search = searched.search;
    }
    const redacted = secrets.redactDeep({ tools: listed.tools, instructions: rawInstructions, search });
    // The answers were keyed by the tools as the server sent them: key them by what is kept.
    if (redacted.changed && redacted.value.search)
        search = (0,_catalog_search_js__WEBPACK_IMPORTED_MODULE_1__/* .rekeyedSearch */ .Gp)(redacted.value.search, redacted.value.tools);
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
        warnings,
        ...(search ? { search } : {})
    };
}


/***/ }),

/***/ 6529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  collectStdio: () => (/* binding */ collectStdio)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(63);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/collect/client-info.ts
var client_info = __webpack_require__(3852);
// EXTERNAL MODULE: ./src/collect/environment.ts
var environment = __webpack_require__(4975);
// EXTERNAL MODULE: ./src/collect/errors.ts
var errors = __webpack_require__(7963);
// EXTERNAL MODULE: ./src/collect/paths.ts
var paths = __webpack_require__(5874);
// EXTERNAL MODULE: ./src/collect/search.ts
var collect_search = __webpack_require__(9604);
// EXTERNAL MODULE: ./src/collect/session.ts
var session = __webpack_require__(7546);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var stdio = __webpack_require__(6224);
// EXTERNAL MODULE: ./src/process/output-tail.ts
var output_tail = __webpack_require__(5243);
// EXTERNAL MODULE: ./src/process/groups.ts + 1 modules
var groups = __webpack_require__(1157);
// EXTERNAL MODULE: ./src/collect/limits.ts
var limits = __webpack_require__(7392);
;// CONCATENATED MODULE: ./src/collect/stdio-transport.ts




const STRAY_LINE_CHARS = 500;
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
    /** Set once a message on stdout ran past MAX_MESSAGE_BYTES: the server was stopped there. */
    oversized = false;
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
        if (this.oversized)
            return;
        let start = 0;
        for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
            if (this.pendingBytes + nl - start > limits/* MAX_MESSAGE_BYTES */.f)
                return this.refuseOversized();
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
            if (this.pendingBytes > limits/* MAX_MESSAGE_BYTES */.f)
                this.refuseOversized();
        }
    }
    /**
     * A message too large to read: nothing more of it is kept, and the server is killed so
     * that the request waiting for it fails at once instead of at its timeout.
     */
    refuseOversized() {
        this.oversized = true;
        this.pending = [];
        this.pendingBytes = 0;
        if (this.child)
            (0,groups/* killGroup */.i0)(this.child, 'SIGKILL');
    }
    readLine(line) {
        if (line.trim() === '')
            return;
        let message;
        try {
            message = (0,stdio/* deserializeMessage */.b_)(line);
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
            if (stdin.write((0,stdio/* serializeMessage */.Ex)(message)))
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

// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
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
    const make = (reason, withTail = true) => new errors/* CollectError */.h(server.name, secrets.redact(reason), withTail ? tail : []);
    if (transport.spawnError)
        return make(spawnCause(server, transport.spawnError), false);
    if (transport.oversized) {
        return make(`its answer to \`${phase}\` ran past ${limits/* MAX_MESSAGE_TEXT */.z} on stdout without ending; mcp-tool-rank reads messages up to ${limits/* MAX_MESSAGE_TEXT */.z}, so it was stopped there`);
    }
    if (transport.exited) {
        return make(`${transport.describeExit()} ${phase === 'initialize' ? 'before' : 'during'} \`${phase}\`${stray ? `; ${stray}` : ''}`);
    }
    if ((0,session/* isTimeout */.kL)(err)) {
        if (stray)
            return make(`${stray}, and \`${phase}\` got no valid answer within ${(0,duration/* formatDuration */.a3)(server.timeoutMs)}`);
        return make(`\`${phase}\` timed out after ${(0,duration/* formatDuration */.a3)(server.timeoutMs)}`);
    }
    if (err instanceof types/* McpError */.Nh)
        return make(`\`${phase}\` returned an error: ${(0,session/* serverErrorText */.zi)(err)}${stray ? `; ${stray}` : ''}`);
    const issue = (0,session/* schemaIssue */.h)(err);
    if (issue)
        return make(`\`${phase}\` answered with something that is not a valid ${phase} result: ${issue}`);
    return make(`\`${phase}\` failed: ${err?.message ?? String(err)}${stray ? `; ${stray}` : ''}`);
}
async function collectStdio(server, baseDir, callerEnv, search = collect_search/* NO_SEARCH */.Dy) {
    const warnings = [];
    const secrets = new environment/* Secrets */.Sb();
    const cwd = await (0,paths/* workingDirectory */.p)(server, baseDir);
    const transport = new ProcessGroupTransport({
        command: server.command,
        args: server.args,
        env: (0,environment/* serverEnvironment */.Pw)(server.env, callerEnv, (m) => warnings.push(m), secrets),
        cwd
    });
    const client = new esm_client/* Client */.K(client_info/* CLIENT_INFO */.J, { capabilities: {} });
    let phase = 'initialize';
    try {
        await (0,session/* connectWithin */.Uo)(client, transport, server.timeoutMs);
        const listing = await (0,session/* listServer */.Eg)(client, {
            name: server.name,
            source: 'stdio',
            timeoutMs: server.timeoutMs,
            warnings,
            secrets,
            onListing: () => (phase = 'tools/list'),
            search: { config: server.search, plan: search },
            onSearch: () => (phase = 'tools/call')
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


/***/ })

};
