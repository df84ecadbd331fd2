export const id = 902;
export const ids = [902];
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

/***/ 3902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  collectHttp: () => (/* binding */ collectHttp)
});

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
// EXTERNAL MODULE: ./src/collect/client-info.ts
var client_info = __webpack_require__(3852);
// EXTERNAL MODULE: ./src/collect/environment.ts
var environment = __webpack_require__(4975);
// EXTERNAL MODULE: ./src/collect/errors.ts
var errors = __webpack_require__(7963);
// EXTERNAL MODULE: ./src/collect/limits.ts
var limits = __webpack_require__(7392);
;// CONCATENATED MODULE: ./src/collect/capped-fetch.ts

/** An answer that ran past MAX_MESSAGE_BYTES: reading it stopped there. */
class OversizedAnswer extends Error {
}
/**
 * fetch for the SDK's HTTP transports with every answer's body capped at MAX_MESSAGE_BYTES:
 * a server that answers 400 MB would otherwise have all of it parsed in memory (several
 * times its size). `onOversized` learns of it, whatever error the SDK turns it into.
 */
function cappedFetch(onOversized) {
    return async (url, init) => {
        const response = await fetch(url, init);
        if (!response.body)
            return response;
        const declared = Number(response.headers.get('content-length'));
        if (declared > limits/* MAX_MESSAGE_BYTES */.f) {
            onOversized();
            await response.body.cancel().catch(() => { });
            throw new OversizedAnswer(`the answer has ${declared} bytes`);
        }
        let seen = 0;
        const capped = response.body.pipeThrough(new TransformStream({
            transform(chunk, controller) {
                seen += chunk.byteLength;
                if (seen > limits/* MAX_MESSAGE_BYTES */.f) {
                    onOversized();
                    controller.error(new OversizedAnswer(`the answer ran past ${limits/* MAX_MESSAGE_BYTES */.f} bytes`));
                }
                else
                    controller.enqueue(chunk);
            }
        }));
        return new Response(capped, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
}

// EXTERNAL MODULE: ./src/collect/paths.ts
var paths = __webpack_require__(5874);
// EXTERNAL MODULE: ./src/collect/search.ts
var collect_search = __webpack_require__(9604);
// EXTERNAL MODULE: ./src/collect/session.ts
var collect_session = __webpack_require__(7546);
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
    if ((0,collect_session/* isTimeout */.kL)(err))
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
        return `\`${phase}\` returned an error: ${(0,collect_session/* serverErrorText */.zi)(err)}`;
    const net = networkCause(err);
    if (net)
        return net;
    const issue = (0,collect_session/* schemaIssue */.h)(err);
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
async function collectHttp(server, baseDir, callerEnv, search = collect_search/* NO_SEARCH */.Dy) {
    const warnings = [];
    const secrets = new environment/* Secrets */.Sb();
    const warn = (m) => void warnings.push(m);
    const headers = (0,environment/* expandHeaders */.b9)(server.headers, callerEnv, warn, secrets);
    let url;
    try {
        url = new URL((0,environment/* expandVars */.Jf)(server.url, callerEnv, 'url', warn, secrets));
    }
    catch {
        throw new errors/* CollectError */.h(server.name, `\`url\` is not a valid URL once \${VAR} references are expanded`);
    }
    let started;
    let session;
    let phase = 'initialize';
    let oversized = false;
    const fetch = cappedFetch(() => (oversized = true));
    const fail = (reason, noteExit = true) => {
        // Whatever error the SDK made of it, an answer too large to read is the cause.
        if (oversized)
            reason = `${url.origin}${url.pathname}: its answer to \`${phase}\` ran past ${limits/* MAX_MESSAGE_TEXT */.z}; mcp-tool-rank reads messages up to ${limits/* MAX_MESSAGE_TEXT */.z}, so it stopped reading there`;
        const exitNote = noteExit && started?.exited ? `; the \`start\` command ${started.describeExit()}` : '';
        const tail = (started?.output.tail() ?? []).map((l) => secrets.redact(l));
        return new errors/* CollectError */.h(server.name, secrets.redact(`${reason}${exitNote}`), tail);
    };
    const open = async (mode) => {
        const requestInit = { headers };
        const transport = mode === 'sse'
            ? new sse/* SSEClientTransport */.A(url, { requestInit, fetch })
            : new streamableHttp/* StreamableHTTPClientTransport */.j(url, {
                requestInit,
                fetch,
                // One collection, no long-lived stream worth reconnecting.
                reconnectionOptions: { maxRetries: 0, initialReconnectionDelay: 1000, maxReconnectionDelay: 1000, reconnectionDelayGrowFactor: 1 }
            });
        const client = new esm_client/* Client */.K(client_info/* CLIENT_INFO */.J, { capabilities: {} });
        const attempt = { client, transport, mode };
        try {
            await (0,collect_session/* connectWithin */.Uo)(client, transport, server.timeoutMs);
            return attempt;
        }
        catch (err) {
            await closeSession(attempt);
            throw err;
        }
    };
    try {
        if (server.start) {
            const cwd = await (0,paths/* workingDirectory */.p)(server, baseDir);
            started = new started_command/* StartedCommand */.t(server.start, (0,environment/* serverEnvironment */.Pw)(server.env, callerEnv, warn, secrets), cwd);
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
            return await (0,collect_session/* listServer */.Eg)(active.client, {
                name: server.name,
                source: active.mode === 'sse' ? 'sse' : 'http',
                timeoutMs: server.timeoutMs,
                warnings,
                secrets,
                onListing: () => (phase = 'tools/list'),
                search: { config: server.search, plan: search },
                onSearch: () => (phase = 'tools/call')
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


/***/ })

};
