export const id = 805;
export const ids = [805];
export const modules = {

/***/ 1805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ cli_record)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/collect/catalog-file.ts
var catalog_file = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: ./src/manifest/load.ts + 4 modules
var load = __webpack_require__(3697);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/manifest/catalog-ref.ts
var catalog_ref = __webpack_require__(4722);
// EXTERNAL MODULE: ./src/collect/collect.ts
var collect = __webpack_require__(5364);
// EXTERNAL MODULE: ./src/record/npm.ts
var npm = __webpack_require__(5400);
;// CONCATENATED MODULE: ./src/record/record.ts
/**
 * `record`: one server's `tools/list` as a catalog file with its provenance. The server is
 * collected exactly as `check` collects it (src/collect), so a recorded catalog ranks as the
 * live server would; a published package is first installed into a temporary folder.
 */







/** `@playwright/mcp` -> `playwright`, `@modelcontextprotocol/server-memory` -> `memory`. */
function nameOfPackage(name) {
    const scope = /^@([^/]+)\//.exec(name)?.[1] ?? '';
    const bare = name
        .replace(/^@[^/]+\//, '')
        .replace(/^(mcp-server-|server-|mcp-)/, '')
        .replace(/(-mcp-server|-mcp|-server)$/, '');
    return safeName(['', 'mcp', 'server'].includes(bare) ? scope : bare);
}
function safeName(name) {
    return name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'server';
}
/** `npx -y pkg@version args…`: how a user starts a published server, wherever it was installed. */
function npxCommand(pkg, bin, args) {
    const unscoped = pkg.name.replace(/^@[^/]+\//, '');
    const binFlag = Object.keys(pkg.bin).length > 1 && bin !== unscoped ? ['--package', `${pkg.name}@${pkg.version}`, bin] : [`${pkg.name}@${pkg.version}`];
    return ['npx', '-y', ...binFlag, ...args];
}
function packageProvenance(pkg) {
    return { package: pkg.name, version: pkg.version, ...(pkg.license ? { license: pkg.license } : {}), ...(pkg.repository ? { repository: pkg.repository } : {}) };
}
/** The URL without its query, fragment or credentials. */
function publicUrl(url) {
    try {
        const u = new URL(url);
        return `${u.origin}${u.pathname}`;
    }
    catch {
        return url;
    }
}
/** A stdio server's argv as provenance: a script inside an installed package is named by the package. */
async function stdioProvenance(server, baseDir) {
    const argv = [server.command, ...server.args];
    for (let i = 0; i < argv.length; i++) {
        const file = (0,external_node_path_.isAbsolute)(argv[i]) ? argv[i] : (0,external_node_path_.resolve)(baseDir, server.cwd ?? '.', argv[i]);
        const pkg = await (0,npm/* packageOfFile */.uo)(file);
        if (!pkg)
            continue;
        const bin = Object.entries(pkg.bin).find(([, path]) => (0,external_node_path_.resolve)(pkg.dir, path) === file)?.[0] ?? Object.keys(pkg.bin)[0] ?? pkg.name;
        return { provenance: { ...packageProvenance(pkg), command: npxCommand(pkg, bin, argv.slice(i + 1)) }, pkg };
    }
    return { provenance: { command: argv } };
}
function envNames(env) {
    const names = Object.keys(env).sort();
    return names.length ? names : undefined;
}
/** Collects one server, raising its CollectError as is. */
async function record_collect(server, options) {
    return (0,collect/* collectServer */.Uw)(server, { baseDir: options.baseDir, callerEnv: options.callerEnv });
}
function finish(listing, provenance, name) {
    return { file: (0,catalog_file/* catalogFileOf */.Xk)({ ...listing, name }, provenance), warnings: listing.warnings ?? [] };
}
async function recordNpm(target, options) {
    const installed = await (0,npm/* installFromRegistry */.v4)(target.spec, options.callerEnv);
    try {
        const { pkg } = installed;
        const bin = (0,npm/* pickBin */.BK)(pkg, target.bin);
        const argv = await (0,npm/* binCommand */.h5)(bin.file);
        const name = options.name ?? nameOfPackage(pkg.name);
        const env = options.env ?? {};
        const server = { kind: 'stdio', name, line: 1, col: 1, timeoutMs: options.timeoutMs, command: argv[0], args: [...argv.slice(1), ...target.args], env, cwd: installed.folder };
        const listing = await record_collect(server, options);
        return finish(listing, { ...packageProvenance(pkg), collectedAt: options.collectedAt, command: npxCommand(pkg, bin.name, target.args), env: envNames(env), origin: options.origin }, name);
    }
    finally {
        await installed.dispose();
    }
}
async function recordServer(server, options) {
    const listing = await record_collect(server, options);
    const fromInfo = listing.serverInfo ? safeName(listing.serverInfo.name) : undefined;
    switch (server.kind) {
        case 'stdio': {
            const { provenance, pkg } = await stdioProvenance(server, options.baseDir);
            const name = options.name ?? (pkg ? nameOfPackage(pkg.name) : fromInfo ?? server.name);
            return finish(listing, { ...provenance, collectedAt: options.collectedAt, env: envNames(server.env), origin: options.origin }, name);
        }
        case 'http':
            return finish(listing, { collectedAt: options.collectedAt, url: publicUrl(server.url), env: envNames(server.env), origin: options.origin }, options.name ?? fromInfo ?? server.name);
        case 'catalog': {
            // Converting a stored catalog keeps what it says of itself, and says that it was converted.
            const { file, entry } = (0,catalog_ref/* splitCatalogRef */.Z)(server.catalog);
            const stored = (0,catalog_file/* readCatalogText */.fe)(server.name, server.catalog, await (0,promises_.readFile)((0,external_node_path_.resolve)(options.baseDir, file), 'utf8'), entry);
            const kept = stored.provenance ?? { collectedAt: options.collectedAt };
            const origin = options.origin ?? kept.origin ?? 'converted from a stored catalog file; not recorded by `record`';
            return finish(listing, { ...kept, origin }, options.name ?? server.name);
        }
    }
}
/** Records a server as a catalog file; every failure to start or list it is a CollectError. */
async function record(target, options) {
    return target.kind === 'npm' ? recordNpm(target, options) : recordServer(target.server, options);
}
/** The day as YYYY-MM-DD: `--collected-at` (a date or an ISO time), else SOURCE_DATE_EPOCH, else today (UTC). */
function collectedAtDate(explicit, env, now = new Date()) {
    if (explicit !== undefined) {
        const date = /^\d{4}-\d{2}-\d{2}(?:$|T)/.test(explicit) ? new Date(explicit.length === 10 ? `${explicit}T00:00:00Z` : explicit) : undefined;
        if (!date || Number.isNaN(date.getTime()))
            throw new errors/* UsageError */.e(`--collected-at takes a date such as 2026-01-31, got \`${explicit}\``);
        return date.toISOString().slice(0, 10);
    }
    const epoch = env.SOURCE_DATE_EPOCH;
    if (epoch !== undefined && /^\d+$/.test(epoch))
        return new Date(Number(epoch) * 1000).toISOString().slice(0, 10);
    return now.toISOString().slice(0, 10);
}
/** The file's content apart from the day it was recorded. */
function withoutDate(file) {
    return (0,catalog_file/* serializeCatalogFile */.ib)({ ...file, ...(file.provenance ? { provenance: { ...file.provenance, collectedAt: '' } } : {}) });
}
/**
 * Writes the catalog file, atomically. When the file already holds the same catalog recorded
 * on another day it is left alone: re-recording an unchanged server changes no byte.
 */
async function writeCatalogFile(path, file) {
    const previous = await (0,promises_.readFile)(path, 'utf8').then((t) => t, () => undefined);
    if (previous !== undefined) {
        try {
            const old = JSON.parse(previous);
            if (withoutDate(old) === withoutDate(file))
                return 'unchanged';
        }
        catch {
            // Not JSON: replaced below.
        }
    }
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    try {
        await (0,promises_.writeFile)(tmp, (0,catalog_file/* serializeCatalogFile */.ib)(file));
        await (0,promises_.rename)(tmp, path);
    }
    finally {
        await (0,promises_.rm)(tmp, { force: true });
    }
    return previous === undefined ? 'created' : 'updated';
}

;// CONCATENATED MODULE: ./src/record/command.ts
/** The `record` command: its options, and what it prints. */











const RECORD_HELP = `Usage: mcp-tool-rank record --npm PACKAGE[@VERSION] [options] [-- SERVER ARGS...]
       mcp-tool-rank record [options] -- COMMAND [ARGS...]
       mcp-tool-rank record --url URL [--header "NAME: VALUE"]... [options]
       mcp-tool-rank record --config FILE --server NAME [options]

Starts one MCP server, collects its tools/list and instructions, and writes them as a catalog
file with their provenance (package, version, licence, the day, how it was started). A
catalog file competes in a manifest as \`catalog: FILE\`. The output is deterministic: the
same tools give the same bytes, and an --out file that already holds them is left as it is.

Servers:
      --npm SPEC          install SPEC from the npm registry into a temporary folder (never
                          globally) and start its bin; words after -- are the server's arguments
      --bin NAME          the package's bin to start, when it has several
  -- COMMAND ARGS         start this stdio server (a script inside node_modules is recorded
                          as its package)
      --url URL           connect to a running server (Streamable HTTP, else SSE)
      --header "N: V"     an HTTP header (repeatable); \${VAR} expands from your environment
      --start CMD         with --url: a shell command that starts the server first
  -c, --config FILE       with --server: the manifest (default ${load/* DEFAULT_MANIFEST */.mj})
      --server NAME       record this server of the manifest (a stored catalog is converted)

Options:
      --env KEY=VALUE     environment for the server (repeatable); \${VAR} expands from yours;
                          the file keeps the names only
      --cwd DIR           the stdio server's working directory
      --name NAME         the server name in the file (default: from the package, else the
                          server's serverInfo)
  -o, --out FILE          write the catalog here (default: standard output)
      --collected-at DAY  the recording day, YYYY-MM-DD (default: SOURCE_DATE_EPOCH, else today, UTC)
      --origin TEXT       say how the catalog came to be (kept in its provenance)
      --timeout DURATION  bounds start-up and each request (default 60s)
  -h, --help              this help`;
const OPTIONS = {
    npm: { type: 'string' },
    bin: { type: 'string' },
    url: { type: 'string' },
    header: { type: 'string', multiple: true },
    start: { type: 'string' },
    transport: { type: 'string' },
    config: { type: 'string', short: 'c' },
    server: { type: 'string' },
    env: { type: 'string', multiple: true },
    cwd: { type: 'string' },
    name: { type: 'string' },
    out: { type: 'string', short: 'o' },
    'collected-at': { type: 'string' },
    origin: { type: 'string' },
    timeout: { type: 'string' },
    help: { type: 'boolean', short: 'h' }
};
const RECORD_TIMEOUT_MS = 60_000;
function pairs(values, separator, option) {
    const out = {};
    for (const value of values ?? []) {
        const at = value.indexOf(separator);
        const key = at > 0 ? value.slice(0, at).trim() : '';
        if (!key)
            throw new errors/* UsageError */.e(`--${option} takes NAME${separator}VALUE, got \`${value}\``);
        out[key] = value.slice(at + 1).trim();
    }
    return out;
}
function timeout(value) {
    if (value === undefined)
        return RECORD_TIMEOUT_MS;
    let ms;
    try {
        ms = (0,duration/* parseDuration */.E9)(value);
    }
    catch {
        throw new errors/* UsageError */.e(`--timeout takes a duration such as 60s or 2m, got \`${value}\``);
    }
    const problem = (0,duration/* timeoutProblem */.n4)(value, ms);
    if (problem)
        throw new errors/* UsageError */.e(`--timeout ${problem}`);
    return ms;
}
/** The server a manifest names, with a near-miss hint. */
async function manifestServer(config, name) {
    const manifest = await (0,load/* loadManifest */.eY)(config);
    const server = manifest.servers.find((s) => s.name === name);
    if (!server)
        throw new errors/* UsageError */.e(`${config} has no server \`${name}\`${(0,suggest/* didYouMean */.a)(name, manifest.servers.map((s) => s.name))}`);
    return server;
}
async function targetOf(values, command, timeoutMs) {
    const kinds = [values.npm !== undefined && '--npm', values.url !== undefined && '--url', values.server !== undefined && '--server'].filter(Boolean);
    const env = pairs(values.env, '=', 'env');
    if (kinds.length > 1)
        throw new errors/* UsageError */.e(`give one of --npm, --url, --server or -- COMMAND; got ${kinds.join(' and ')}`);
    if (values.npm !== undefined)
        return { kind: 'npm', spec: values.npm, ...(values.bin ? { bin: values.bin } : {}), args: command };
    if (command.length > 0 && kinds.length > 0)
        throw new errors/* UsageError */.e(`-- COMMAND starts a server of its own; it cannot go with ${kinds[0]}`);
    const base = { name: values.name ?? 'server', line: 1, col: 1, timeoutMs };
    if (values.url !== undefined) {
        if (!/^https?:\/\//.test(values.url))
            throw new errors/* UsageError */.e(`--url must start with http:// or https://, got \`${values.url}\``);
        const transport = (values.transport ?? 'auto');
        if (!['auto', 'streamable-http', 'sse'].includes(transport))
            throw new errors/* UsageError */.e(`--transport must be auto, streamable-http or sse, got \`${transport}\``);
        return { kind: 'server', server: { ...base, kind: 'http', url: values.url, headers: pairs(values.header, ':', 'header'), transport, start: values.start, env, cwd: values.cwd } };
    }
    if (values.server !== undefined)
        return { kind: 'server', server: await manifestServer(values.config ?? load/* DEFAULT_MANIFEST */.mj, values.server) };
    if (command.length === 0)
        throw new errors/* UsageError */.e('record needs a server: --npm PACKAGE, --url URL, --config FILE --server NAME, or -- COMMAND ARGS (see `mcp-tool-rank record --help`)');
    return { kind: 'server', server: { ...base, kind: 'stdio', command: command[0], args: command.slice(1), env, cwd: values.cwd } };
}
/** `record …`: the arguments after the command name. */
async function recordCommand(argv) {
    const dash = argv.indexOf('--');
    const own = dash === -1 ? [...argv] : argv.slice(0, dash);
    const command = dash === -1 ? [] : argv.slice(dash + 1);
    let values;
    try {
        ;
        ({ values } = (0,external_node_util_.parseArgs)({ args: own, options: OPTIONS, allowPositionals: false, strict: true }));
    }
    catch (err) {
        throw new errors/* UsageError */.e(`record: ${err.message}; a server's own command and arguments go after --`);
    }
    if (values.help) {
        process.stdout.write(RECORD_HELP + '\n');
        return exit_codes/* ExitCode */.y.Ok;
    }
    const timeoutMs = timeout(values.timeout);
    const collectedAt = collectedAtDate(values['collected-at'], process.env);
    const target = await targetOf(values, command, timeoutMs || load/* DEFAULT_TIMEOUT_MS */.t1);
    const { file, warnings } = await record(target, {
        ...(values.name ? { name: values.name } : {}),
        collectedAt,
        baseDir: process.cwd(),
        callerEnv: process.env,
        env: pairs(values.env, '=', 'env'),
        timeoutMs,
        ...(values.origin ? { origin: values.origin } : {})
    });
    for (const w of warnings)
        process.stderr.write(`warning: ${(0,sanitize_text/* plainText */.w)(file.name, 60)}: ${(0,sanitize_text/* plainText */.w)(w)}\n`);
    const what = `${(0,sanitize_text/* plainText */.w)(file.name, 60)} (${(0,plural/* plural */.L)(file.tools.length, 'tool')}${file.provenance?.package ? `, ${(0,sanitize_text/* plainText */.w)(file.provenance.package, 100)}@${(0,sanitize_text/* plainText */.w)(file.provenance.version ?? '', 40)}` : ''})`;
    if (values.out === undefined) {
        process.stdout.write((0,catalog_file/* serializeCatalogFile */.ib)(file));
        process.stderr.write(`recorded ${what}\n`);
        return exit_codes/* ExitCode */.y.Ok;
    }
    const out = values.out;
    const outcome = await writeCatalogFile((0,external_node_path_.resolve)(out), file).catch((err) => {
        throw (0,errors/* cannotWrite */.z)(out, err);
    });
    process.stdout.write(outcome === 'unchanged' ? `${values.out}: ${what} unchanged; left as it was\n` : `${outcome === 'created' ? 'wrote' : 'updated'} ${values.out}: ${what}\n`);
    return exit_codes/* ExitCode */.y.Ok;
}

// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
;// CONCATENATED MODULE: ./src/cli/record.ts


// Everything after `--` goes to the server it starts: `record` parses its own arguments.
/* harmony default export */ const cli_record = ((0,command/* defineRawCommand */.x0)({ help: RECORD_HELP, run: (argv) => recordCommand(argv) }));


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

/***/ 5400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BK: () => (/* binding */ pickBin),
/* harmony export */   U0: () => (/* binding */ isNodeScript),
/* harmony export */   h5: () => (/* binding */ binCommand),
/* harmony export */   uo: () => (/* binding */ packageOfFile),
/* harmony export */   v4: () => (/* binding */ installFromRegistry)
/* harmony export */ });
/* unused harmony exports splitSpec, readPackage */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _process_output_tail_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5243);
/* harmony import */ var _process_groups_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1157);
/* harmony import */ var _collect_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7963);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);







/** `@scope/name@1.2.3` -> name and the version or range (`latest` when none is given). */
function splitSpec(spec) {
    const at = spec.lastIndexOf('@');
    if (at > 0)
        return { name: spec.slice(0, at), range: spec.slice(at + 1) || 'latest' };
    return { name: spec, range: 'latest' };
}
function licenseOf(pkg) {
    if (typeof pkg.license === 'string')
        return pkg.license;
    // The old `licenses: [{type}]` form.
    const list = Array.isArray(pkg.licenses) ? pkg.licenses : [pkg.license];
    const types = list.map((l) => (l && typeof l === 'object' ? l.type : undefined)).filter((t) => typeof t === 'string');
    return types.length ? types.join(' OR ') : undefined;
}
function repositoryOf(pkg) {
    const repo = pkg.repository;
    const url = typeof repo === 'string' ? repo : repo && typeof repo === 'object' ? repo.url : undefined;
    if (typeof url !== 'string')
        return undefined;
    return url
        .replace(/^git\+/, '')
        .replace(/\.git$/, '')
        .replace(/^git:\/\//, 'https://')
        .replace(/^git@([^:]+):/, 'https://$1/')
        .replace(/^github:/, 'https://github.com/');
}
/** The package.json in `dir`, or undefined when there is none with a name and version. */
async function readPackage(dir) {
    let pkg;
    try {
        pkg = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'package.json'), 'utf8'));
    }
    catch {
        return undefined;
    }
    if (typeof pkg.name !== 'string' || typeof pkg.version !== 'string')
        return undefined;
    const unscoped = pkg.name.replace(/^@[^/]+\//, '');
    const bin = typeof pkg.bin === 'string' ? { [unscoped]: pkg.bin } : pkg.bin && typeof pkg.bin === 'object' ? pkg.bin : {};
    const license = licenseOf(pkg);
    const repository = repositoryOf(pkg);
    return { name: pkg.name, version: pkg.version, ...(license ? { license } : {}), ...(repository ? { repository } : {}), bin, dir };
}
/**
 * The installed package a file belongs to, when it lies in a `node_modules` folder (a local
 * server's own package.json says nothing about a published package).
 */
async function packageOfFile(file) {
    const marker = `${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}node_modules${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`;
    const at = file.lastIndexOf(marker);
    if (at === -1)
        return undefined;
    const rest = file.slice(at + marker.length).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep);
    const depth = rest[0]?.startsWith('@') ? 2 : 1;
    if (rest.length <= depth)
        return undefined;
    return readPackage((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(file.slice(0, at + marker.length), ...rest.slice(0, depth)));
}
/** The bin to start: the one asked for, the only one, or the one named like the package. */
function pickBin(pkg, wanted) {
    const names = Object.keys(pkg.bin);
    const available = names.length ? `its bins: ${names.map((n) => `\`${n}\``).join(', ')}` : 'it has no `bin`';
    if (wanted !== undefined) {
        if (!(wanted in pkg.bin))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${pkg.name}@${pkg.version} has no bin \`${wanted}\` (${available})`);
        return { name: wanted, file: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(pkg.dir, pkg.bin[wanted]) };
    }
    const unscoped = pkg.name.replace(/^@[^/]+\//, '');
    const name = names.length === 1 ? names[0] : names.find((n) => n === unscoped);
    if (name === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`cannot tell which bin of ${pkg.name}@${pkg.version} starts the server (${available}); pick one with --bin`);
    return { name, file: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(pkg.dir, pkg.bin[name]) };
}
/**
 * `npm install --prefix TMP SPEC`: the package and its dependencies in a folder of their own,
 * nothing installed globally, no lock file or package.json of the caller touched. npm runs in
 * its own process group, so an interrupted install stops with everything it started.
 */
async function installFromRegistry(spec, env = process.env) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'mcp-tool-rank-record-'));
    const dispose = () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(folder, { recursive: true, force: true });
    try {
        const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
        // --save into the temporary folder's own package.json: it names the package installed,
        // whatever the spec was (a version, a range, a tarball or a folder).
        const args = ['install', '--prefix', folder, '--save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', spec];
        const output = new _process_output_tail_js__WEBPACK_IMPORTED_MODULE_6__/* .OutputTail */ .g();
        const child = (0,_process_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .spawnGroup */ .j8)(npm, args, { env, cwd: folder, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
        child.stdout.on('data', (c) => output.write(c));
        child.stderr.on('data', (c) => output.write(c));
        const spawnError = await new Promise((resolve) => {
            child.once('error', (e) => resolve(e));
            child.once('exit', () => resolve(undefined));
        });
        await (0,_process_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .stopGroup */ .gv)(child);
        if (spawnError)
            throw new _collect_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CollectError */ .h(spec, `cannot run npm: ${spawnError.message}`);
        if (child.exitCode !== 0)
            throw new _collect_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CollectError */ .h(spec, `npm install ${(0,_process_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .describeExit */ .KE)(child)}`, output.tail());
        const manifest = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'package.json'), 'utf8').catch(() => '{}'));
        const name = Object.keys(manifest.dependencies ?? {})[0] ?? splitSpec(spec).name;
        const pkg = await readPackage((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'node_modules', ...name.split('/')));
        if (!pkg)
            throw new _collect_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CollectError */ .h(spec, `npm install left no package.json for ${name}`);
        return { pkg, folder, dispose };
    }
    catch (err) {
        await dispose();
        throw err;
    }
}
/** Whether node runs this file: JavaScript by its extension, or a `#!… node` shebang. */
async function isNodeScript(file) {
    if (/\.(c|m)?js$/.test(file))
        return true;
    const head = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').then((t) => t.slice(0, 200), () => '');
    return /^#!.*\bnode\b/.test(head);
}
/** How to start a bin file: with this node when it is JavaScript, else directly (it has its own shebang). */
async function binCommand(file) {
    return (await isNodeScript(file)) ? [process.execPath, file] : [file];
}


/***/ })

};
