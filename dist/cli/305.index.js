export const id = 305;
export const ids = [305];
export const modules = {

/***/ 5305:
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
// EXTERNAL MODULE: ./src/manifest/load.ts + 1 modules
var load = __webpack_require__(3552);
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
// EXTERNAL MODULE: ./src/collect/collect.ts + 7 modules
var collect = __webpack_require__(9526);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/process/output-tail.ts
var output_tail = __webpack_require__(5243);
// EXTERNAL MODULE: ./src/process/groups.ts
var groups = __webpack_require__(6353);
// EXTERNAL MODULE: ./src/collect/errors.ts
var collect_errors = __webpack_require__(7963);
;// CONCATENATED MODULE: ./src/record/npm.ts







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
    return url.replace(/^git\+/, '').replace(/\.git$/, '').replace(/^git:\/\//, 'https://').replace(/^github:/, 'https://github.com/');
}
/** The package.json in `dir`, or undefined when there is none with a name and version. */
async function readPackage(dir) {
    let pkg;
    try {
        pkg = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(dir, 'package.json'), 'utf8'));
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
    const marker = `${external_node_path_.sep}node_modules${external_node_path_.sep}`;
    const at = file.lastIndexOf(marker);
    if (at === -1)
        return undefined;
    const rest = file.slice(at + marker.length).split(external_node_path_.sep);
    const depth = rest[0]?.startsWith('@') ? 2 : 1;
    if (rest.length <= depth)
        return undefined;
    return readPackage((0,external_node_path_.join)(file.slice(0, at + marker.length), ...rest.slice(0, depth)));
}
/** The bin to start: the one asked for, the only one, or the one named like the package. */
function pickBin(pkg, wanted) {
    const names = Object.keys(pkg.bin);
    const available = names.length ? `its bins: ${names.map((n) => `\`${n}\``).join(', ')}` : 'it has no `bin`';
    if (wanted !== undefined) {
        if (!(wanted in pkg.bin))
            throw new errors/* UsageError */.e(`${pkg.name}@${pkg.version} has no bin \`${wanted}\` (${available})`);
        return { name: wanted, file: (0,external_node_path_.join)(pkg.dir, pkg.bin[wanted]) };
    }
    const unscoped = pkg.name.replace(/^@[^/]+\//, '');
    const name = names.length === 1 ? names[0] : names.find((n) => n === unscoped);
    if (name === undefined)
        throw new errors/* UsageError */.e(`cannot tell which bin of ${pkg.name}@${pkg.version} starts the server (${available}); pick one with --bin`);
    return { name, file: (0,external_node_path_.join)(pkg.dir, pkg.bin[name]) };
}
/**
 * `npm install --prefix TMP SPEC`: the package and its dependencies in a folder of their own,
 * nothing installed globally, no lock file or package.json of the caller touched. npm runs in
 * its own process group, so an interrupted install stops with everything it started.
 */
async function installFromRegistry(spec, env = process.env) {
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'mcp-tool-rank-record-'));
    const dispose = () => (0,promises_.rm)(folder, { recursive: true, force: true });
    try {
        const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
        // --save into the temporary folder's own package.json: it names the package installed,
        // whatever the spec was (a version, a range, a tarball or a folder).
        const args = ['install', '--prefix', folder, '--save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', spec];
        const output = new output_tail/* OutputTail */.g();
        const child = (0,groups/* spawnGroup */.j8)(npm, args, { env, cwd: folder, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
        child.stdout.on('data', (c) => output.write(c));
        child.stderr.on('data', (c) => output.write(c));
        const spawnError = await new Promise((resolve) => {
            child.once('error', (e) => resolve(e));
            child.once('exit', () => resolve(undefined));
        });
        await (0,groups/* stopGroup */.gv)(child);
        if (spawnError)
            throw new collect_errors/* CollectError */.h(spec, `cannot run npm: ${spawnError.message}`);
        if (child.exitCode !== 0)
            throw new collect_errors/* CollectError */.h(spec, `npm install ${(0,groups/* describeExit */.KE)(child)}`, output.tail());
        const manifest = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(folder, 'package.json'), 'utf8').catch(() => '{}'));
        const name = Object.keys(manifest.dependencies ?? {})[0] ?? splitSpec(spec).name;
        const pkg = await readPackage((0,external_node_path_.join)(folder, 'node_modules', ...name.split('/')));
        if (!pkg)
            throw new collect_errors/* CollectError */.h(spec, `npm install left no package.json for ${name}`);
        return { pkg, folder, dispose };
    }
    catch (err) {
        await dispose();
        throw err;
    }
}
/** How to start a bin file: with this node when it is JavaScript, else directly (it has its own shebang). */
async function binCommand(file) {
    if (/\.(c|m)?js$/.test(file))
        return [process.execPath, file];
    const head = await (0,promises_.readFile)(file, 'utf8').then((t) => t.slice(0, 200), () => '');
    return /^#!.*\bnode\b/.test(head) ? [process.execPath, file] : [file];
}

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
    return safeName(bare === '' || bare === 'mcp' ? scope : bare);
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
        const pkg = await packageOfFile(file);
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
    const installed = await installFromRegistry(target.spec, options.callerEnv);
    try {
        const { pkg } = installed;
        const bin = pickBin(pkg, target.bin);
        const argv = await binCommand(bin.file);
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
            const path = (0,external_node_path_.resolve)(options.baseDir, server.catalog.replace(/#[^/]*$/, ''));
            const stored = (0,catalog_file/* readCatalogText */.fe)(server.name, server.catalog, await (0,promises_.readFile)(path, 'utf8'), undefined);
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
    try {
        return (0,duration/* parseDuration */.E)(value);
    }
    catch {
        throw new errors/* UsageError */.e(`--timeout takes a duration such as 60s or 2m, got \`${value}\``);
    }
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
    const outcome = await writeCatalogFile((0,external_node_path_.resolve)(values.out), file);
    process.stdout.write(outcome === 'unchanged' ? `${values.out}: ${what} unchanged; left as it was\n` : `${outcome === 'created' ? 'wrote' : 'updated'} ${values.out}: ${what}\n`);
    return exit_codes/* ExitCode */.y.Ok;
}

// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
;// CONCATENATED MODULE: ./src/cli/record.ts


// Everything after `--` goes to the server it starts: `record` parses its own arguments.
/* harmony default export */ const cli_record = ((0,command/* defineRawCommand */.x0)({ help: RECORD_HELP, run: (argv) => recordCommand(argv) }));


/***/ }),

/***/ 3552:
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
// EXTERNAL MODULE: ./src/engines/registry.ts + 11 modules
var registry = __webpack_require__(8464);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
// EXTERNAL MODULE: ./src/manifest/errors.ts
var errors = __webpack_require__(1738);
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
/** The lint rules' ids, kept equal to src/lint/registry.ts by a test (the schema stays standalone). */
const LINT_RULE_IDS = [
    'shared-boilerplate',
    'prerequisite-pollution',
    'jargon',
    'self-findability',
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
        max_results: {
            description: 'The cut line: how many tools the client returns. Each engine\'s own default when omitted.',
            type: 'integer',
            minimum: 1
        },
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
                rank: { type: 'integer', minimum: 1, description: 'Expected tools must rank at or above this.' },
                engines: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
                known_failure: {
                    type: 'string',
                    minLength: 1,
                    description: 'This query is known to fail for the reason given: reported, but not counted as a failure.'
                }
            }
        }
    }
};

// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/manifest/load.ts









const DEFAULT_MANIFEST = '.github/mcp-tool-rank.yml';
const DEFAULT_LOCK = 'mcp-tools.lock.json';
const DEFAULT_TIMEOUT_MS = 30_000;
const validate = new ajv.Ajv({ allErrors: true, strict: false, verbose: true }).compile(manifestSchema);
/** Shapes for `oneOf` fields, in words a user understands. */
const SHAPES = {
    expect: 'a tool name or a list of tool names',
    forbid: 'a tool name or a list of tool names',
    timeout: 'a duration such as `30s` or `2m`, or a number of seconds',
    command: 'a program name, or a list of the program and its arguments'
};
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
    const oneOfPaths = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
    return errors
        .filter((e) => e.keyword !== 'propertyNames')
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
function checkSemantics(raw, issue) {
    const engines = raw.engines ?? [...registry/* DEFAULT_ENGINES */.oi];
    const engineDefaults = new Map();
    const checkEngines = (ids, path) => {
        ids.forEach((id, i) => {
            try {
                engineDefaults.set(id, (0,registry/* resolveEngine */.F0)(id).defaultMaxResults);
            }
            catch (err) {
                issue([...path, i], err.message);
            }
        });
    };
    checkEngines(engines, ['engines']);
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
        const normalised = name.replace(/[^A-Za-z0-9_-]/g, '_');
        const clash = seenNormalised.get(normalised);
        if (clash !== undefined) {
            issue(['servers', name], `server \`${name}\` and \`${clash}\` both become \`mcp__${normalised}__\`; rename one`, true);
        }
        seenNormalised.set(normalised, name);
    }
    raw.queries.forEach((q, i) => {
        if (q.engines)
            checkEngines(q.engines, ['queries', i, 'engines']);
        if (q.rank !== undefined) {
            for (const id of q.engines ?? engines) {
                const cut = raw.max_results ?? engineDefaults.get(id);
                if (cut !== undefined && q.rank > cut) {
                    issue(['queries', i, 'rank'], `\`rank: ${q.rank}\` is beyond the cut line of ${id} (${cut} results): the client would never show that tool`);
                }
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
        const base = { name, ...pos.of(['servers', name], true), timeoutMs: s.timeout === undefined ? DEFAULT_TIMEOUT_MS : (0,duration/* parseDuration */.E)(s.timeout) };
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
        rank: q.rank,
        engines: q.engines,
        knownFailure: q.known_failure
    }));
    return {
        file,
        version: 1,
        engines: raw.engines ?? [...registry/* DEFAULT_ENGINES */.oi],
        maxResults: raw.max_results,
        lockFile: (0,external_node_path_.join)((0,external_node_path_.dirname)(file), raw.lock ?? DEFAULT_LOCK),
        servers,
        queries,
        lintRules: raw.lint?.rules ?? {}
    };
}
/** Parses and validates manifest text; every problem is reported with file:line:col. */
function parseManifest(text, file) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
    const pos = new Positions(doc, lines);
    if (doc.errors.length > 0) {
        throw new errors/* ManifestError */.S(doc.errors.map((e) => ({
            file,
            line: e.linePos?.[0].line ?? 1,
            col: e.linePos?.[0].col ?? 1,
            message: `YAML syntax error: ${e.message.split('\n')[0]}`
        })));
    }
    const duplicates = duplicateKeys(doc, lines, file);
    if (duplicates.length > 0)
        throw new errors/* ManifestError */.S(duplicates);
    const value = doc.toJS();
    const issues = [];
    const issue = (path, message, key = false) => {
        issues.push({ file, ...pos.of(path, key), message });
    };
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new errors/* ManifestError */.S([{ file, line: 1, col: 1, message: 'the manifest must be a mapping with `version`, `servers` and `queries`' }]);
    }
    if (!validate(value)) {
        for (const e of schemaIssues(validate.errors ?? []))
            issue(e.path, e.message, e.key);
    }
    else {
        checkSemantics(value, issue);
    }
    if (issues.length > 0)
        throw new errors/* ManifestError */.S(sortIssues(issues));
    return buildManifest(value, file, pos);
}
/** yaml's own unique-key error has no position, so duplicates are found here. */
function duplicateKeys(doc, lines, file) {
    const issues = [];
    (0,dist/* visit */.YR)(doc, {
        Map(_, map) {
            const seen = new Map();
            for (const pair of map.items) {
                if (!(0,dist/* isScalar */.jn)(pair.key))
                    continue;
                const key = String(pair.key.value);
                const at = lines.linePos(pair.key.range?.[0] ?? 0);
                const first = seen.get(key);
                if (first !== undefined)
                    issues.push({ file, line: at.line, col: at.col, message: `duplicate key \`${key}\` (first at line ${first})` });
                else
                    seen.set(key, at.line);
            }
        }
    });
    return issues;
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
async function loadManifest(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (err) {
        const code = err.code;
        throw new errors/* ManifestError */.S([{ file, line: 1, col: 1, message: code === 'ENOENT' ? 'manifest not found (create it, or pass --config)' : `cannot read the manifest: ${err.message}` }]);
    }
    return parseManifest(text, file);
}


/***/ }),

/***/ 1976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** `1 tool`, `1,500 tools`, `2 queries` (with `many`). */
function plural(n, one, many = `${one}s`) {
    return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}


/***/ })

};
