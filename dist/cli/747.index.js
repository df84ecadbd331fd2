export const id = 747;
export const ids = [747];
export const modules = {

/***/ 4747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HN: () => (/* binding */ missingProgram),
/* harmony export */   L5: () => (/* binding */ serverName),
/* harmony export */   R2: () => (/* binding */ detectServer),
/* harmony export */   U5: () => (/* binding */ repositoryToolchain)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3292);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _util_file_error_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8071);
/* harmony import */ var _record_npm_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5400);
/* harmony import */ var _package_manager_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4672);
/**
 * How a repository starts its MCP server, read from its own files, falling through:
 * package.json (`bin`, `main`, `scripts.start`) for Node, then pyproject.toml
 * (`[project.scripts]`, `[tool.poetry.scripts]`) for Python, then what the user says
 * (`--command`, `--url`). The package manager (package-manager.ts) decides how each is run.
 */







const exists = (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(path).then(() => true, () => false);
async function readOptional(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`cannot read ${path}: ${(0,_util_file_error_js__WEBPACK_IMPORTED_MODULE_6__/* .fileErrorText */ .U)(err)}`);
    }
}
async function readPackageJson(dir) {
    const text = await readOptional((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json'));
    if (text === undefined)
        return undefined;
    try {
        const value = JSON.parse(text);
        return value && typeof value === 'object' ? value : {};
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`package.json is not valid JSON: ${err.message}`);
    }
}
async function readPyproject(dir) {
    const text = await readOptional((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'pyproject.toml'));
    if (text === undefined)
        return undefined;
    try {
        return (0,smol_toml__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`pyproject.toml is not valid TOML: ${err.message.split('\n')[0]}`);
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
/** A path inside the repository as the manifest writes it: relative, with `/`. */
function repoPath(dir, file) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, file).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
const argv = (words) => ({ command: words[0], ...(words.length > 1 ? { args: words.slice(1) } : {}) });
async function scriptEntry(dir, file, what, toolchain) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, file);
    if (!(await exists(path))) {
        const build = toolchain.build ? ` (\`${(0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .runScript */ .j3)(toolchain, 'build')}\`)` : '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`${what} is ${file}, which does not exist yet: build the server first${build}, then run init again`);
    }
    const rel = repoPath(dir, path);
    return (await (0,_record_npm_js__WEBPACK_IMPORTED_MODULE_4__/* .isNodeScript */ .U0)(path)) ? { command: 'node', args: [rel] } : { command: `./${rel}` };
}
async function nodeEntry(dir, pkg, toolchain, options) {
    const name = typeof pkg.name === 'string' ? pkg.name : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(dir);
    const bin = typeof pkg.bin === 'string' ? { [name.replace(/^@[^/]+\//, '')]: pkg.bin } : pkg.bin && typeof pkg.bin === 'object' ? pkg.bin : {};
    if (Object.keys(bin).length > 0 || options.bin !== undefined) {
        const chosen = (0,_record_npm_js__WEBPACK_IMPORTED_MODULE_4__/* .pickBin */ .BK)({ name, version: '', bin, dir }, options.bin);
        return { found: `package.json \`bin\` ${chosen.name}`, entry: await scriptEntry(dir, bin[chosen.name], `package.json's bin \`${chosen.name}\``, toolchain) };
    }
    if (typeof pkg.main === 'string')
        return { found: 'package.json `main`', entry: await scriptEntry(dir, pkg.main, "package.json's `main`", toolchain) };
    if (typeof pkg.scripts?.start === 'string')
        return { found: 'package.json `scripts.start`', entry: argv((0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .startScript */ .OW)(toolchain)) };
    return undefined;
}
function pyprojectScripts(pyproject) {
    const project = Object.keys(pyproject.project?.scripts ?? {});
    if (project.length > 0)
        return { table: '[project.scripts]', names: project };
    return { table: '[tool.poetry.scripts]', names: Object.keys(pyproject.tool?.poetry?.scripts ?? {}) };
}
function pythonProjectName(pyproject) {
    const name = pyproject.project?.name ?? pyproject.tool?.poetry?.name;
    return typeof name === 'string' ? name : undefined;
}
function pythonEntry(pyproject, toolchain) {
    const { table, names } = pyprojectScripts(pyproject);
    if (names.length === 0)
        return undefined;
    const project = pythonProjectName(pyproject);
    const script = names.length === 1 ? names[0] : names.find((s) => s === project);
    if (script === undefined) {
        const example = (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .pythonScript */ .w$)(toolchain, 'NAME').join(' ');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`pyproject.toml has several scripts (${names.map((s) => `\`${s}\``).join(', ')}); pick the server with --command "${example}"`);
    }
    return { found: `pyproject.toml \`${table}\` ${script}`, entry: argv((0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .pythonScript */ .w$)(toolchain, script)) };
}
const PYTHON_PROGRAMS = /^(python[\d.]*|uv|uvx|poetry|pipx)$/;
/** The toolchain a given `--command` or `--url` goes with, when the repository has both a package.json and a pyproject.toml. */
function givenToolchain(node, python, command, pythonScripts) {
    const program = command?.trim().split(/\s+/)[0] ?? '';
    if (python && (!node || PYTHON_PROGRAMS.test(program) || pythonScripts.includes(program)))
        return python;
    return node ?? python ?? { kind: 'none' };
}
async function readProject(dir, path) {
    const [pkg, pyproject, files] = await Promise.all([readPackageJson(dir), readPyproject(dir), (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .repositoryFiles */ .gF)(dir)]);
    const node = pkg ? (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeToolchain */ .kt)(files, { ...(typeof pkg.packageManager === 'string' ? { packageManager: pkg.packageManager } : {}), build: typeof pkg.scripts?.build === 'string' }) : undefined;
    const python = pyproject
        ? (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .pythonToolchain */ .c2)(files, {
            poetry: pyproject.tool?.poetry !== undefined,
            hasProject: pyproject.project !== undefined || pyproject.tool?.poetry !== undefined,
            requiresPython: typeof pyproject.project?.['requires-python'] === 'string',
            uvOnPath: await (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('uv', path)
        })
        : undefined;
    return { pkg, pyproject, node, python };
}
const hasNodeStart = (pkg) => pkg.bin !== undefined || typeof pkg.main === 'string' || typeof pkg.scripts?.start === 'string';
/**
 * The toolchain of the repository in `dir`, for a hint that names its commands: Node when
 * package.json says how to start, else Python when there is a pyproject.toml, else Node.
 */
async function repositoryToolchain(dir, path = process.env.PATH) {
    const { pkg, node, python } = await readProject(dir, path);
    return (pkg && hasNodeStart(pkg) ? node : undefined) ?? python ?? node ?? { kind: 'none' };
}
async function detectServer(dir, options = {}) {
    if (options.command !== undefined && options.url !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e('give --command or --url, not both');
    const { pkg, pyproject, node, python } = await readProject(dir, options.path);
    const nameFrom = (t) => {
        const projectName = t.kind === 'node' ? (typeof pkg?.name === 'string' ? pkg.name : undefined) : t.kind === 'python' ? pythonProjectName(pyproject) : undefined;
        return options.name ?? (projectName === undefined ? undefined : serverName(projectName));
    };
    if (options.url !== undefined || options.command !== undefined) {
        const toolchain = givenToolchain(node, python, options.command, pyproject ? pyprojectScripts(pyproject).names : []);
        const base = { passedOver: [], name: nameFrom(toolchain), toolchain };
        if (options.url !== undefined) {
            if (!/^https?:\/\//.test(options.url))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--url must start with http:// or https://, got \`${options.url}\``);
            return { ...base, found: '--url', entry: { url: options.url } };
        }
        if (!options.command.trim())
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e('--command is empty');
        return { ...base, found: '--command', entry: { command: options.command.trim() } };
    }
    const passedOver = [];
    if (pkg && node) {
        const start = await nodeEntry(dir, pkg, node, options);
        if (start)
            return { ...start, passedOver, name: nameFrom(node), toolchain: node };
        passedOver.push('package.json has no `bin`, `main` or `scripts.start`');
    }
    if (pyproject && python) {
        const start = pythonEntry(pyproject, python);
        if (start)
            return { ...start, passedOver, name: nameFrom(python), toolchain: python };
        passedOver.push('pyproject.toml has no `[project.scripts]`');
    }
    const looked = passedOver.length ? passedOver.join(', and ') : 'there is no package.json or pyproject.toml here';
    const example = python ? (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .exampleCommand */ .m1)(python) : (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .exampleCommand */ .m1)(node ?? { kind: 'none' });
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`cannot tell how to start the server: ${looked}; say it with --command "${example}" (stdio) or --url http://localhost:3000/mcp (HTTP)`);
}
/**
 * A detected start command whose program is not on PATH, said before anything starts, with
 * how to get it or what to pass instead; undefined when it is there (or was given by the user).
 */
async function missingProgram(detected, path) {
    const { entry, toolchain } = detected;
    if ('url' in entry || detected.found === '--command' || entry.command === 'node')
        return undefined;
    if (await (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)(entry.command, path))
        return undefined;
    const alternative = toolchain.kind === 'python' ? (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .exampleCommand */ .m1)({ ...toolchain, manager: 'pip' }) : (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .exampleCommand */ .m1)(toolchain);
    const command = [entry.command, ...(entry.args ?? [])].join(' ');
    return `${detected.found} starts with \`${command}\`, and ${entry.command} is not on PATH: ${(0,_package_manager_js__WEBPACK_IMPORTED_MODULE_5__/* .installHint */ .J8)(toolchain, entry.command)}, or say how to start the server with --command "${alternative}"`;
}


/***/ }),

/***/ 4672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J8: () => (/* binding */ installHint),
/* harmony export */   L: () => (/* binding */ onPath),
/* harmony export */   OW: () => (/* binding */ startScript),
/* harmony export */   R3: () => (/* binding */ setupCommand),
/* harmony export */   c2: () => (/* binding */ pythonToolchain),
/* harmony export */   gF: () => (/* binding */ repositoryFiles),
/* harmony export */   j3: () => (/* binding */ runScript),
/* harmony export */   jg: () => (/* binding */ describeToolchain),
/* harmony export */   kt: () => (/* binding */ nodeToolchain),
/* harmony export */   m1: () => (/* binding */ exampleCommand),
/* harmony export */   w$: () => (/* binding */ pythonScript)
/* harmony export */ });
/* unused harmony exports MANAGER_FILES, trackedFiles */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The repository's package manager, read from the files git tracks (`git ls-files`): a lock
 * file on disk that git ignores is not what CI will see. Node: npm, pnpm, yarn, bun (the
 * `packageManager` field first); Python: uv, poetry, pip with a requirements file. Every
 * command init writes or suggests (install, build, start, the base side's `setup`) is that
 * manager's own.
 */



/** The files that tell a manager, in the order they win when several are tracked. */
const NODE_LOCKS = [
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
    ['package-lock.json', 'npm'],
    ['npm-shrinkwrap.json', 'npm']
];
const PYTHON_LOCKS = [
    ['uv.lock', 'uv'],
    ['poetry.lock', 'poetry'],
    ['requirements.txt', 'pip']
];
const OTHER_FILES = ['.yarnrc.yml', '.python-version'];
const MANAGER_FILES = [...NODE_LOCKS, ...PYTHON_LOCKS].map(([file]) => file).concat(OTHER_FILES);
/** Which of `files` (paths relative to `dir`) git tracks; undefined when `dir` is not in a git work tree (or git is missing). */
function trackedFiles(dir, files) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['ls-files', '-z', '--', ...files], { cwd: dir, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout) => {
            resolve(error ? undefined : new Set(stdout.split('\0').filter(Boolean)));
        });
    });
}
const exists = (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(path).then(() => true, () => false);
async function repositoryFiles(dir) {
    const onDisk = new Set((await Promise.all(MANAGER_FILES.map(async (f) => ((await exists((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, f))) ? [f] : [])))).flat());
    const tracked = await trackedFiles(dir, MANAGER_FILES);
    if (tracked === undefined)
        return { present: onDisk, untracked: [], git: false };
    return { present: tracked, untracked: [...onDisk].filter((f) => !tracked.has(f)), git: true };
}
function evidenceOf(files, lockFile, fallback) {
    const why = lockFile === undefined ? fallback : files.git ? `${lockFile}, tracked by git` : `${lockFile}; not a git repository, so read from disk`;
    const ignored = files.untracked.filter((f) => f !== lockFile && [...NODE_LOCKS, ...PYTHON_LOCKS].some(([l]) => l === f));
    return ignored.length ? `${why}; ${ignored.join(', ')} ${ignored.length === 1 ? 'is' : 'are'} on disk but not tracked, so CI will not have ${ignored.length === 1 ? 'it' : 'them'}` : why;
}
function nodeToolchain(files, facts) {
    const declared = /^(npm|pnpm|yarn|bun)@/.exec(facts.packageManager ?? '')?.[1];
    const lock = NODE_LOCKS.find(([file, manager]) => files.present.has(file) && (declared === undefined || manager === declared));
    const manager = declared ?? lock?.[1] ?? 'npm';
    const lockFile = lock?.[0];
    const evidence = declared
        ? `package.json \`packageManager\` ${facts.packageManager}${lockFile ? `, ${lockFile}` : ''}`
        : evidenceOf(files, lockFile, `no lock file ${files.git ? 'tracked by git' : 'here'}`);
    const yarnBerry = manager === 'yarn' && (files.present.has('.yarnrc.yml') || /^yarn@([2-9]|\d\d)/.test(facts.packageManager ?? ''));
    return { kind: 'node', manager, ...(lockFile ? { lockFile } : {}), build: facts.build, yarnBerry, ...(declared ? { packageManagerField: facts.packageManager } : {}), evidence };
}
function pythonToolchain(files, facts) {
    const lock = PYTHON_LOCKS.find(([file]) => files.present.has(file));
    const withPip = !facts.uvOnPath && facts.hasProject;
    const manager = lock?.[1] ?? (facts.poetry ? 'poetry' : withPip ? 'pip' : 'uv');
    const noLock = `no uv.lock, poetry.lock or requirements.txt ${files.git ? 'tracked by git' : 'here'}`;
    const fallback = facts.poetry ? 'pyproject.toml `[tool.poetry]`' : withPip ? `${noLock}, and no uv on PATH: pip, which installs the project pyproject.toml declares` : `${noLock}: uv, which reads pyproject.toml`;
    const versionFile = files.present.has('.python-version') ? '.python-version' : facts.requiresPython ? 'pyproject.toml' : undefined;
    return { kind: 'python', manager, ...(lock ? { lockFile: lock[0] } : {}), ...(versionFile ? { versionFile } : {}), hasProject: facts.hasProject, evidence: evidenceOf(files, lock?.[0], fallback) };
}
/** The manager and why, for the user: "pnpm (pnpm-lock.yaml, tracked by git)". */
function describeToolchain(t) {
    return t.kind === 'none' ? undefined : `${t.manager} (${t.evidence})`;
}
function nodeInstall(t) {
    if (t.lockFile === undefined)
        return `${t.manager} install`;
    switch (t.manager) {
        case 'npm':
            return 'npm ci';
        case 'yarn':
            return t.yarnBerry ? 'yarn install --immutable' : 'yarn install --frozen-lockfile';
        default:
            return `${t.manager} install --frozen-lockfile`;
    }
}
function pythonInstall(t) {
    switch (t.manager) {
        case 'uv':
            return t.lockFile ? 'uv sync --locked' : 'uv sync';
        case 'poetry':
            return 'poetry install';
        case 'pip':
            if (t.lockFile === undefined)
                return 'pip install -e .';
            return `pip install -r requirements.txt${t.hasProject ? ' && pip install -e .' : ''}`;
    }
}
/** The command that runs a package.json script. */
function runScript(t, script) {
    return `${t.manager} run ${script}`;
}
/** What the server needs before it starts: install, and build when the repository builds; undefined without a toolchain. */
function setupCommand(t) {
    if (t.kind === 'none')
        return undefined;
    if (t.kind === 'python')
        return pythonInstall(t);
    return t.build ? `${nodeInstall(t)} && ${runScript(t, 'build')}` : nodeInstall(t);
}
/**
 * package.json's `start` script as a stdio server command. Quiet: the managers' own banner
 * ("> name start") would land on the server's stdout, the protocol channel.
 */
function startScript(t) {
    switch (t.manager) {
        case 'npm':
            return ['npm', 'start', '--silent'];
        case 'bun':
            return ['bun', 'run', '--silent', 'start'];
        case 'yarn':
            // Yarn 2+ prints no banner and has no --silent.
            return t.yarnBerry ? ['yarn', 'start'] : ['yarn', '--silent', 'start'];
        case 'pnpm':
            return ['pnpm', '--silent', 'start'];
    }
}
/** A pyproject script as a stdio server command: through the manager, or (pip) the installed script itself. */
function pythonScript(t, script) {
    return t.manager === 'pip' ? [script] : [t.manager, 'run', script];
}
/** How to get each program init may start through, when it is not on PATH. */
const INSTALL_HINTS = {
    uv: 'install it (`curl -LsSf https://astral.sh/uv/install.sh | sh`, or `pipx install uv`)',
    poetry: 'install it (`pipx install poetry`)',
    pnpm: 'install it (`corepack enable pnpm`, or `npm install -g pnpm`)',
    yarn: 'install it (`corepack enable yarn`, or `npm install -g yarn`)',
    bun: 'install it (`curl -fsSL https://bun.sh/install | bash`, or `npm install -g bun`)'
};
/** How to make `program` (the first word of a detected start command) available, for a toolchain. */
function installHint(t, program) {
    if (program in INSTALL_HINTS)
        return INSTALL_HINTS[program];
    // A pip-installed script: the project's own, on PATH once it is installed.
    if (t.kind === 'python')
        return `install the project first (\`${pythonInstall(t)}\`, in a virtual environment that is active here)`;
    return 'install it';
}
/**
 * Whether `program` is an executable file in one of the `PATH` folders. By hand, not with the
 * `which` package: one loop over the folders, for the one question init asks before it starts.
 */
async function onPath(program, path) {
    if (program.includes('/'))
        return true;
    for (const dir of (path ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter).filter(Boolean)) {
        if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, program), node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK).then(() => true, () => false))
            return true;
    }
    return false;
}
/** A `--command` to suggest for a toolchain when nothing says how the server starts. */
function exampleCommand(t) {
    if (t.kind !== 'python')
        return 'node dist/server.js';
    return [...pythonScript(t, 'python'), '-m', 'your_server'].join(' ');
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
