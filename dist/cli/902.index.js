export const id = 902;
export const ids = [902];
export const modules = {

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


/***/ })

};
