export const id = 655;
export const ids = [655];
export const modules = {

/***/ 655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ init)
});

// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/catalog/build.ts
var build = __webpack_require__(1515);
// EXTERNAL MODULE: ./src/collect/errors.ts
var errors = __webpack_require__(7963);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/evaluate/evaluate.ts + 3 modules
var evaluate = __webpack_require__(1049);
// EXTERNAL MODULE: ./src/manifest/load.ts + 4 modules
var load = __webpack_require__(9717);
// EXTERNAL MODULE: ./src/pipeline.ts
var pipeline = __webpack_require__(5165);
// EXTERNAL MODULE: ./src/write-file.ts
var write_file = __webpack_require__(8655);
// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
// EXTERNAL MODULE: ./src/util/file-error.ts
var file_error = __webpack_require__(8071);
// EXTERNAL MODULE: ./src/record/npm.ts
var npm = __webpack_require__(5400);
;// CONCATENATED MODULE: ./src/init/detect.ts
/**
 * How a repository starts its MCP server, read from its own files: package.json (`bin`,
 * `main`, `scripts.start`) for Node, pyproject.toml (`[project.scripts]`, run with `uv run`)
 * for Python, or what the user says (`--command`, `--url`).
 */






const exists = (path) => (0,promises_.access)(path).then(() => true, () => false);
async function readOptional(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw new src_errors/* UsageError */.e(`cannot read ${path}: ${(0,file_error/* fileErrorText */.U)(err)}`);
    }
}
async function readPackageJson(dir) {
    const text = await readOptional((0,external_node_path_.join)(dir, 'package.json'));
    if (text === undefined)
        return undefined;
    try {
        const value = JSON.parse(text);
        return value && typeof value === 'object' ? value : {};
    }
    catch (err) {
        throw new src_errors/* UsageError */.e(`package.json is not valid JSON: ${err.message}`);
    }
}
async function readPyproject(dir) {
    const text = await readOptional((0,external_node_path_.join)(dir, 'pyproject.toml'));
    if (text === undefined)
        return undefined;
    try {
        return (0,dist/* parse */.qg)(text);
    }
    catch (err) {
        throw new src_errors/* UsageError */.e(`pyproject.toml is not valid TOML: ${err.message.split('\n')[0]}`);
    }
}
/**
 * A server name from a package or project name, as users tend to key it in their client
 * config: the scope and the words that only say "MCP server" dropped
 * (`@modelcontextprotocol/server-memory` → `memory`, `github-mcp-server` → `github`).
 */
function serverName(packageName) {
    const plain = packageName
        .replace(/^@[^/]+\//, '')
        .toLowerCase()
        .replace(/[^a-z0-9_-]+/g, '-')
        .replace(/^[-_]+|[-_]+$/g, '');
    const short = plain.replace(/^(mcp[-_]server|server|mcp)[-_]/, '').replace(/[-_](mcp[-_]server|server|mcp)$/, '');
    return short || plain || 'server';
}
function toolchainOf(pkg, pyproject, lockFile) {
    if (pkg) {
        const install = lockFile ? 'npm ci' : 'npm install';
        return { kind: 'node', setup: typeof pkg.scripts?.build === 'string' ? `${install} && npm run build` : install };
    }
    if (pyproject)
        return { kind: 'python', setup: 'uv sync' };
    return { kind: 'none' };
}
/** A path inside the repository as the manifest writes it: relative, with `/`. */
function repoPath(dir, file) {
    return (0,external_node_path_.relative)(dir, file).split(external_node_path_.sep).join('/');
}
async function scriptEntry(dir, file, what) {
    const path = (0,external_node_path_.join)(dir, file);
    if (!(await exists(path))) {
        throw new src_errors/* UsageError */.e(`${what} is ${file}, which does not exist yet: build the server first, then run init again`);
    }
    const rel = repoPath(dir, path);
    return (await (0,npm/* isNodeScript */.U0)(path)) ? { command: 'node', args: [rel] } : { command: `./${rel}` };
}
async function nodeEntry(dir, pkg, options) {
    const name = typeof pkg.name === 'string' ? pkg.name : (0,external_node_path_.basename)(dir);
    const bin = typeof pkg.bin === 'string' ? { [name.replace(/^@[^/]+\//, '')]: pkg.bin } : pkg.bin && typeof pkg.bin === 'object' ? pkg.bin : {};
    if (Object.keys(bin).length > 0 || options.bin !== undefined) {
        const chosen = (0,npm/* pickBin */.BK)({ name, version: '', bin, dir }, options.bin);
        return { found: `package.json \`bin\` ${chosen.name}`, entry: await scriptEntry(dir, bin[chosen.name], `package.json's bin \`${chosen.name}\``) };
    }
    if (typeof pkg.main === 'string')
        return { found: 'package.json `main`', entry: await scriptEntry(dir, pkg.main, "package.json's `main`") };
    // `--silent`: npm's own "> name start" banner would land on the server's stdout, the protocol channel.
    if (typeof pkg.scripts?.start === 'string')
        return { found: 'package.json `scripts.start`', entry: { command: 'npm', args: ['start', '--silent'] } };
    return undefined;
}
function pythonEntry(pyproject) {
    const scripts = Object.keys(pyproject.project?.scripts ?? {});
    if (scripts.length === 0)
        return undefined;
    const project = typeof pyproject.project?.name === 'string' ? pyproject.project.name : undefined;
    const script = scripts.length === 1 ? scripts[0] : scripts.find((s) => s === project);
    if (script === undefined) {
        throw new src_errors/* UsageError */.e(`pyproject.toml has several scripts (${scripts.map((s) => `\`${s}\``).join(', ')}); pick the server with --command "uv run NAME"`);
    }
    return { found: `pyproject.toml \`[project.scripts]\` ${script}`, entry: { command: 'uv', args: ['run', script] } };
}
async function detectServer(dir, options = {}) {
    if (options.command !== undefined && options.url !== undefined)
        throw new src_errors/* UsageError */.e('give --command or --url, not both');
    const pkg = await readPackageJson(dir);
    const pyproject = pkg ? undefined : await readPyproject(dir);
    const toolchain = toolchainOf(pkg, pyproject, await exists((0,external_node_path_.join)(dir, 'package-lock.json')));
    const projectName = typeof pkg?.name === 'string' ? pkg.name : typeof pyproject?.project?.name === 'string' ? pyproject.project.name : undefined;
    const name = options.name ?? (projectName === undefined ? undefined : serverName(projectName));
    if (options.url !== undefined) {
        if (!/^https?:\/\//.test(options.url))
            throw new src_errors/* UsageError */.e(`--url must start with http:// or https://, got \`${options.url}\``);
        return { found: '--url', name, entry: { url: options.url }, toolchain };
    }
    if (options.command !== undefined) {
        if (!options.command.trim())
            throw new src_errors/* UsageError */.e('--command is empty');
        return { found: '--command', name, entry: { command: options.command.trim() }, toolchain };
    }
    const start = pkg ? await nodeEntry(dir, pkg, options) : pyproject ? pythonEntry(pyproject) : undefined;
    if (start)
        return { ...start, name, toolchain };
    const looked = pkg ? 'package.json has no `bin`, `main` or `scripts.start`' : pyproject ? 'pyproject.toml has no `[project.scripts]`' : 'there is no package.json or pyproject.toml here';
    throw new src_errors/* UsageError */.e(`cannot tell how to start the server: ${looked}; say it with --command "node dist/server.js" (stdio) or --url http://localhost:3000/mcp (HTTP)`);
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/manifest/schema.ts
var schema = __webpack_require__(6470);
;// CONCATENATED MODULE: ./src/init/manifest-text.ts
/** The manifest `init` writes, as YAML text with the comments a first-time reader needs. */


/** One YAML scalar, quoted only when YAML needs it. */
function scalar(value) {
    return (0,yaml_dist/* stringify */.As)(value, { lineWidth: 0 }).trimEnd();
}
function flowList(values) {
    return `[${values.map(scalar).join(', ')}]`;
}
function serverLines(entry) {
    if ('url' in entry)
        return [`    url: ${scalar(entry.url)}`];
    return [`    command: ${scalar(entry.command)}`, ...(entry.args?.length ? [`    args: ${flowList(entry.args)}`] : [])];
}
function manifestText(m) {
    const lines = [
        `# yaml-language-server: $schema=${schema/* SCHEMA_URL */.cZ}`,
        '# Written by `mcp-tool-rank init`: one query per tool, from its name (and, for a one-word',
        '# name, the first words of its description), expecting that tool at the rank it has today.',
        '# Rewrite the queries in the words your users would search with, then run',
        '# `npx mcp-tool-rank check`.',
        'version: 1',
        ...(m.engines?.length ? [`engines: ${flowList(m.engines)}`] : []),
        'servers:',
        '  # The name users give the server in their client: it is part of every tool name',
        `  # (mcp__${m.server}__…) and the clients rank it too.`,
        `  ${scalar(m.server)}:`,
        ...serverLines(m.entry),
        m.queries.length ? 'queries:' : 'queries: []'
    ];
    for (const q of m.queries) {
        lines.push(`  - query: ${scalar(q.query)}`, `    expect: ${scalar(q.expect)}`);
        if (q.rank !== undefined)
            lines.push(`    rank: ${q.rank}`);
        if (q.knownFailure !== undefined)
            lines.push(`    known_failure: ${scalar(q.knownFailure)}`);
    }
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/catalog/sanitize.ts
var sanitize = __webpack_require__(2252);
// EXTERNAL MODULE: ./src/util/words.ts
var util_words = __webpack_require__(333);
;// CONCATENATED MODULE: ./src/init/queries.ts
/** The first queries `init` writes: one per tool, in the words its own name and description use. */


/** A one-word name says too little to search with: add this many words of the description. */
const DESCRIPTION_WORDS = 2;
/**
 * The query for a tool: its name's words (`create_issue` → `create issue`), and for a
 * one-word name the first words of its description that are not stop words
 * (`whoami`, "Return the authenticated user" → `whoami return authenticated`).
 * Empty when neither has a word.
 */
function queryFor(tool) {
    const words = (0,util_words/* nameWords */.Lo)(tool.name);
    if (words.length < 2) {
        const extra = (0,util_words/* nameWords */.Lo)(tool.description).filter((w) => w.length > 1 && !/^\d+$/.test(w) && !util_words/* STOP_WORDS */.$k.has(w) && !words.includes(w));
        words.push(...[...new Set(extra)].slice(0, DESCRIPTION_WORDS));
    }
    return words.join(' ');
}
/** Why an expectation fails today, naming the tool the client shows first instead. */
function failureNote(expected, result) {
    const rank = result.expectations.find((e) => e.kind === 'expect' && e.tool === expected)?.rank ?? null;
    const standing = rank === null ? `does not rank under ${result.engine}` : `ranks #${rank} under ${result.engine} (top ${result.maxResults})`;
    const winner = result.results[0];
    return winner === undefined ? `${standing}; no tool ranks for this query` : `${standing}; ${(0,sanitize/* shortToolName */.Ow)(winner)} wins`;
}

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/init/workflow.ts
/**
 * The workflow `init` writes: the README's (a test keeps the README's copy equal to this for a
 * Node project), with the build steps of the repository's toolchain.
 */

const DEFAULT_WORKFLOW = '.github/workflows/mcp-tool-rank.yml';
/** The action's reference, at the major version of this release (`@v1`). */
const ACTION_REF = `mcp-tool-rank/mcp-tool-rank@v${version/* VERSION */.x.split('.')[0]}`;
function buildSteps(toolchain) {
    switch (toolchain.kind) {
        case 'node':
            return ['      - uses: actions/setup-node@v5', '        with:', '          node-version: 24', '      # Whatever your server needs before it can start.', `      - run: ${toolchain.setup}`];
        case 'python':
            return ['      - uses: astral-sh/setup-uv@v6', '      # Whatever your server needs before it can start.', `      - run: ${toolchain.setup}`];
        case 'none':
            return ['      # Add the steps your server needs before it can start.'];
    }
}
function workflowYaml(toolchain, config, file = DEFAULT_WORKFLOW) {
    const setup = toolchain.kind === 'none' ? [] : ['          # Without a committed lock file, the base commit is checked out and built like this:', `          setup: ${toolchain.setup}`];
    return [
        `# ${file}`,
        'name: MCP tool search',
        '',
        'on:',
        '  pull_request:',
        '  push:',
        '    branches: [main]',
        '',
        'permissions:',
        '  contents: read',
        '  pull-requests: write # the sticky PR comment',
        '',
        '# One run per PR at a time: a new push cancels the run it makes stale.',
        'concurrency:',
        '  group: mcp-tool-rank-${{ github.event.pull_request.number || github.ref }}',
        '  cancel-in-progress: true',
        '',
        'jobs:',
        '  rank:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: actions/checkout@v5',
        ...buildSteps(toolchain),
        `      - uses: ${ACTION_REF}`,
        '        with:',
        `          config: ${config}`,
        ...setup,
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/init/init.ts
/**
 * `init`: finds how the repository starts its server, starts it, and writes a manifest whose
 * every query passes `check` today (the rank each tool has now, or a `known_failure` naming
 * the tool that wins), plus the workflow that runs it on pull requests.
 */













const init_exists = (path) => (0,promises_.access)(path).then(() => true, () => false);
/** How the manifest names a tool: its bare name, unless two tools share it. */
function refOf(tool, tools) {
    return tools.filter((t) => t.rawName === tool.rawName).length === 1 ? tool.rawName : tool.id;
}
/** What the manifest should say for a query, from how its tool ranks under every engine today. */
function judged(query, tool, evaluation, index) {
    const engines = Object.values(evaluation.queries[index].engines);
    const failing = engines.filter((e) => !e.pass);
    if (failing.length > 0)
        return { query: query.query, expect: query.expect, knownFailure: failing.map((e) => failureNote(tool, e)).join('; ') };
    const ranks = engines.map((e) => e.expectations.find((x) => x.tool === tool)?.rank ?? null);
    // An always-loaded tool has no rank: it is visible without a search.
    const worst = ranks.some((r) => r === null) ? undefined : Math.max(...ranks);
    return { ...query, ...(worst !== undefined ? { rank: worst } : {}) };
}
async function runInit(options) {
    const configPath = (0,external_node_path_.resolve)(options.cwd, options.config);
    const workflowPath = (0,external_node_path_.resolve)(options.cwd, options.workflow);
    if (!options.force) {
        const present = [];
        for (const [shown, path] of [[options.config, configPath], [options.workflow, workflowPath]])
            if (await init_exists(path))
                present.push(shown);
        if (present.length > 0)
            throw new src_errors/* UsageError */.e(`${present.join(' and ')} already ${present.length === 1 ? 'exists' : 'exist'}; pass --force to overwrite`);
    }
    const detected = await detectServer(options.cwd, options);
    const ctx = { baseDir: options.cwd, callerEnv: options.callerEnv };
    const probe = { server: detected.name ?? 'server', entry: detected.entry, queries: [] };
    const [collected] = (await (0,pipeline/* collectManifest */.YP)((0,load/* parseManifest */.Ng)(manifestText(probe), options.config), ctx)).listings;
    if (collected.tools.length === 0)
        throw new errors/* CollectError */.h(probe.server, 'lists no tools: there is nothing to write a query for');
    // Without a package or project name, the server's own name (serverInfo) is the best guess.
    const name = detected.name ?? serverName(collected.serverInfo?.name ?? (0,external_node_path_.basename)(options.cwd));
    const listing = { ...collected, name };
    const catalog = (0,build/* buildCatalog */.oY)([listing]);
    const base = { server: name, entry: detected.entry, engines: options.engines, queries: [] };
    const skipped = [];
    const drafts = [];
    for (const tool of catalog.tools) {
        const query = queryFor(tool);
        if (query)
            drafts.push({ query: { query, expect: refOf(tool, catalog.tools) }, tool: tool.id });
        else
            skipped.push(tool.rawName);
    }
    const draft = { ...base, queries: drafts.map((d) => d.query) };
    const today = (0,evaluate/* evaluate */._3)((0,load/* parseManifest */.Ng)(manifestText(draft), options.config), catalog, { advice: false });
    const queries = drafts.map((d, i) => judged(d.query, d.tool, today, i));
    const text = manifestText({ ...base, queries });
    // What was written must pass `check` as it is: evaluate it once more, as check will.
    const final = (0,evaluate/* evaluate */._3)((0,load/* parseManifest */.Ng)(text, options.config), catalog, { advice: false });
    if (final.summary.failed > 0)
        throw new Error(`init wrote ${final.summary.failed} failing quer${final.summary.failed === 1 ? 'y' : 'ies'}`);
    await (0,write_file/* writeUserFile */.f)(options.config, configPath, text);
    await (0,write_file/* writeUserFile */.f)(options.workflow, workflowPath, workflowYaml(detected.toolchain, options.config, options.workflow));
    return { detected, name, listing, passing: final.summary.passed, knownFailures: final.summary.knownFailures, skipped };
}

// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/output.ts + 1 modules
var output = __webpack_require__(3091);
;// CONCATENATED MODULE: ./src/cli/init.ts









const HELP = `Usage: mcp-tool-rank init [--command CMD | --url URL] [--engine ID]... [--force]

Finds how this repository starts its MCP server (package.json \`bin\`, \`main\` or
\`scripts.start\`; pyproject.toml \`[project.scripts]\` with \`uv run\`), starts it, collects its
tools and writes a manifest with one query per tool, each expecting its tool at the rank it
has now (a query that fails today is marked \`known_failure\`, naming the tool that wins), so
that \`check\` passes at once. Also writes the GitHub workflow that runs the check on pull
requests. Run it at the repository root, after building the server.

Options:
      --command CMD   the command that starts the stdio server, e.g. "node dist/server.js"
      --url URL       the URL of the running HTTP server
      --bin NAME      the package.json bin to start, when there are several
      --name NAME     the server's name in the manifest (default: from the package name)
${options/* CONFIG_HELP */.hF}
      --workflow FILE the workflow to write (default ${DEFAULT_WORKFLOW})
  -e, --engine ID     rank with these engines (repeatable; default: the manifest default)
      --force         overwrite the manifest and workflow when they exist
  -h, --help          this help`;
function describeEntry(entry) {
    if ('url' in entry)
        return entry.url;
    return [entry.command, ...(entry.args ?? [])].join(' ');
}
/** A path for a shell command line, quoted when it needs to be. */
function shellWord(word) {
    return /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/* harmony default export */ const init = ((0,command/* defineCommand */.NB)({
    help: HELP,
    options: {
        command: { type: 'string' },
        url: { type: 'string' },
        bin: { type: 'string' },
        name: { type: 'string' },
        ...options/* CONFIG_OPTION */.dG,
        workflow: { type: 'string' },
        ...options/* ENGINE_OPTION */.fx,
        force: { type: 'boolean' }
    },
    async run(values) {
        const config = (0,options/* configOf */.W1)(values);
        const workflow = values.workflow ?? DEFAULT_WORKFLOW;
        const result = await runInit({
            cwd: process.cwd(),
            config,
            workflow,
            command: values.command,
            url: values.url,
            bin: values.bin,
            name: values.name,
            engines: values.engine,
            force: values.force === true,
            callerEnv: process.env
        });
        const style = (0,output/* stdoutStyle */.jK)();
        const { detected, listing, name } = result;
        const queries = result.passing + result.knownFailures;
        const lines = [
            `found the server in ${detected.found}: ${(0,sanitize_text/* plainText */.w)(describeEntry(detected.entry), 200)}`,
            `collected ${(0,sanitize_text/* plainText */.w)(name, 60)} (${listing.source}, ${(0,plural/* plural */.L)(listing.tools.length, 'tool')})`,
            `wrote ${config}: ${(0,plural/* plural */.L)(queries, 'query', 'queries')}, ${result.passing} passing today${result.knownFailures ? `, ${(0,plural/* plural */.L)(result.knownFailures, 'known failure')}` : ''}`,
            `wrote ${workflow}`
        ];
        if (result.skipped.length)
            lines.push(style.yellow(`warning: no query for ${result.skipped.map((t) => `\`${(0,sanitize_text/* plainText */.w)(t, 60)}\``).join(', ')}: no word in its name or description`));
        const configFlag = config === load/* DEFAULT_MANIFEST */.mj ? '' : ` --config ${shellWord(config)}`;
        lines.push('', 'next:', `  npx mcp-tool-rank check${configFlag}`, `  git add ${shellWord(config)} ${shellWord(workflow)} && git commit -m "Test how findable our MCP tools are"`, '');
        process.stdout.write(lines.join('\n'));
        return exit_codes/* ExitCode */.y.Ok;
    }
}));


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
