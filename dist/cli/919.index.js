export const id = 919;
export const ids = [919];
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
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/process/escaped.ts


/** How long our pipes may stay open after a group is gone before we stop waiting on them. */
const PIPE_GRACE_MS = 250;
/**
 * The variable that marks every process a started command leads to, whatever process group
 * or session it moves to (Jenkins finds a build's processes by its `BUILD_ID` the same way).
 * Its value lists one cookie per started command on the way down, so an mcp-tool-rank run by
 * another one's `setup` still leaves the outer one's cookie on everything it starts.
 */
const COOKIE_VARIABLE = 'MCP_TOOL_RANK_PROCESS_TREE';
const COOKIE_ENTRY = `${COOKIE_VARIABLE}=`;
/** A cookie for one started command: unique on this machine for as long as it matters. */
function newCookie() {
    return (0,external_node_crypto_.randomBytes)(12).toString('base64url');
}
/** `env` with `cookie` added to the cookies this process itself carries. */
function withCookie(env, cookie) {
    const inherited = process.env[COOKIE_VARIABLE];
    return { ...env, [COOKIE_VARIABLE]: inherited ? `${inherited},${cookie}` : cookie };
}
/** The cookies in one process's environment (`/proc/PID/environ`: NUL-separated `NAME=value`). */
function cookiesIn(environ) {
    if (!environ.includes(COOKIE_ENTRY))
        return [];
    const entry = environ.split('\0').find((e) => e.startsWith(COOKIE_ENTRY));
    return entry ? entry.slice(COOKIE_ENTRY.length).split(',') : [];
}
/**
 * Linux: the live processes, this one aside, whose environment carries one of `cookies`: all
 * that a started command led to, in its process group or not (`setsid`, a detached spawn, a
 * daemon that forked twice). A process that execs with an emptied or rewritten environment
 * (`env -i`) carries none and is not found. Zombies have no environment left, so they are not
 * listed: they have ended. Elsewhere there is no /proc: none.
 */
function carriersOf(cookies) {
    if (process.platform !== 'linux' || cookies.size === 0)
        return [];
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return [];
    }
    const carriers = [];
    for (const entry of entries) {
        if (!/^\d+$/.test(entry) || Number(entry) === process.pid)
            continue;
        let environ;
        try {
            environ = (0,external_node_fs_.readFileSync)(`/proc/${entry}/environ`, 'latin1');
        }
        catch {
            // Gone, or another user's: not ours to stop.
            continue;
        }
        if (cookiesIn(environ).some((c) => cookies.has(c)))
            carriers.push(Number(entry));
    }
    return carriers;
}
/** The process group of a live process, from /proc/PID/stat (`pid (comm) state ppid pgrp …`; comm may hold spaces and parentheses). */
function groupOf(pid) {
    try {
        const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'latin1');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
    }
    catch {
        return undefined;
    }
}
/** The most passes over /proc one kill makes: each finds what the last one's victims forked first. */
const KILL_ROUNDS = 5;
/**
 * Sends `signal` to every process that carries one of `cookies`, except the members of
 * process group `signalledGroup` (it was signalled as a group: a second SIGTERM is, to many
 * servers, the order to quit without cleaning up). For SIGKILL it looks again until a pass
 * finds nobody new: a process forked just before its parent was killed carries the cookie
 * too. (Linux aborts a fork once the parent has a fatal signal pending, so once a pass finds
 * nobody new, nobody else is coming.)
 */
function killCarriers(cookies, signal, signalledGroup) {
    const signalled = new Set();
    for (let round = 0; round < (signal === 'SIGKILL' ? KILL_ROUNDS : 1); round++) {
        const fresh = carriersOf(cookies).filter((pid) => !signalled.has(pid) && (signalledGroup === undefined || groupOf(pid) !== signalledGroup));
        if (fresh.length === 0)
            return;
        for (const pid of fresh) {
            signalled.add(pid);
            try {
                process.kill(pid, signal);
            }
            catch {
                // Gone already.
            }
        }
    }
}
/**
 * After a child's process group is gone, its stdio pipes close once nobody else holds them.
 * A process out of reach (one that scrubbed its environment, or any on a system without
 * /proc) may hold them forever: after a short grace our ends are closed, so this process
 * never waits on a pipe it inherited.
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
 * or a shell is stopped with all its grandchildren, each with the cookie in its environment
 * that every process it leads to inherits (see carriersOf), so that those that leave the
 * group are stopped too. Every child is remembered with its cookie until it is stopped, so an
 * interrupted CLI or action can still kill them all.
 */
const live = new Map();
function spawnGroup(command, args, options) {
    const cookie = newCookie();
    const env = withCookie(options.env ?? process.env, cookie);
    const child = (0,external_node_child_process_.spawn)(command, args, { ...options, env, detached: process.platform !== 'win32', shell: false });
    live.set(child, cookie);
    // Never started: nothing carries its cookie.
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
 * Asks the group and every process carrying the child's cookie to stop, then kills the group
 * after `graceMs`; once the leader has exited, kills what is left of both, and resolves when
 * our pipes to the child are closed.
 */
async function stopGroup(child, graceMs = 2000) {
    const cookie = live.get(child);
    const cookies = new Set(cookie === undefined ? [] : [cookie]);
    if (!hasExited(child)) {
        const done = new Promise((resolve) => child.once('exit', () => resolve()));
        killGroup(child, 'SIGTERM');
        killCarriers(cookies, 'SIGTERM', child.pid);
        const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
        await done;
        clearTimeout(timer);
    }
    // The leader may be gone while descendants it left behind still run, in the group or not.
    killGroup(child, 'SIGKILL');
    killCarriers(cookies, 'SIGKILL');
    live.delete(child);
    await releasePipes(child);
}
function killAllGroups() {
    for (const child of live.keys())
        if (!hasExited(child))
            killGroup(child, 'SIGKILL');
    killCarriers(new Set(live.values()), 'SIGKILL');
}
let handlersInstalled = false;
const SIGNAL_EXIT = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
/**
 * On SIGINT/SIGTERM/SIGHUP, kill every server group and every process carrying a server's
 * cookie first, then exit as the signal asks (128 + signal number). On any other exit they
 * are killed too; only SIGKILL of this process itself leaves them, since a group outlives its
 * parent by design.
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

/***/ 6518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ formatElapsed),
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   n4: () => (/* binding */ timeoutProblem)
/* harmony export */ });
/* unused harmony export MAX_TIMEOUT_MS */
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

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test. */
const VERSION = '1.0.0';


/***/ })

};
