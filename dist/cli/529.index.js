export const id = 529;
export const ids = [529];
export const modules = {

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
