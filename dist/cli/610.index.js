export const id = 610;
export const ids = [610];
export const modules = {

/***/ 3567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ HELP_OPTION),
/* harmony export */   NB: () => (/* binding */ defineCommand),
/* harmony export */   x0: () => (/* binding */ defineRawCommand)
/* harmony export */ });
/** Every command takes -h/--help. */
const HELP_OPTION = { help: { type: 'boolean', short: 'h' } };
function defineCommand(spec) {
    return {
        help: spec.help,
        options: spec.options,
        takesArguments: spec.takesArguments ?? false,
        run: (values, positionals) => spec.run(values, positionals)
    };
}
/** A command that parses its arguments itself (say, to pass what follows `--` on untouched). */
function defineRawCommand(spec) {
    return { help: spec.help, options: {}, takesArguments: true, parsesOwnArguments: true, run: (_values, argv) => spec.run(argv) };
}


/***/ }),

/***/ 610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/process/groups.ts + 1 modules
var groups = __webpack_require__(1157);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/cli/command.ts
var cli_command = __webpack_require__(3567);
;// CONCATENATED MODULE: ./src/cli/commands.ts
const COMMANDS = {
    check: { synopsis: 'check', summary: "rank every query of the manifest and check its expectations", load: () => Promise.all(/* import() */[__webpack_require__.e(895), __webpack_require__.e(603), __webpack_require__.e(292), __webpack_require__.e(330), __webpack_require__.e(916), __webpack_require__.e(697), __webpack_require__.e(268), __webpack_require__.e(461), __webpack_require__.e(496), __webpack_require__.e(747), __webpack_require__.e(614)]).then(__webpack_require__.bind(__webpack_require__, 1614)) },
    rank: { synopsis: 'rank "QUERY"', summary: "show one query's ranking (--explain for per-term points)", load: () => Promise.all(/* import() */[__webpack_require__.e(895), __webpack_require__.e(603), __webpack_require__.e(330), __webpack_require__.e(916), __webpack_require__.e(697), __webpack_require__.e(268), __webpack_require__.e(461), __webpack_require__.e(496), __webpack_require__.e(475)]).then(__webpack_require__.bind(__webpack_require__, 6475)) },
    engines: { synopsis: 'engines', summary: 'list the engines and the client versions they reproduce', load: () => Promise.all(/* import() */[__webpack_require__.e(330), __webpack_require__.e(254)]).then(__webpack_require__.bind(__webpack_require__, 4573)) },
    snapshot: { synopsis: 'snapshot', summary: "collect the servers' tools into the lock file (mcp-tools.lock.json)", load: () => Promise.all(/* import() */[__webpack_require__.e(895), __webpack_require__.e(330), __webpack_require__.e(916), __webpack_require__.e(697), __webpack_require__.e(268), __webpack_require__.e(267)]).then(__webpack_require__.bind(__webpack_require__, 1200)) },
    tools: { synopsis: 'tools', summary: "every tool at a glance: its own name's rank per engine, and the best query that finds it", load: () => Promise.all(/* import() */[__webpack_require__.e(895), __webpack_require__.e(603), __webpack_require__.e(330), __webpack_require__.e(916), __webpack_require__.e(697), __webpack_require__.e(268), __webpack_require__.e(461), __webpack_require__.e(118)]).then(__webpack_require__.bind(__webpack_require__, 5118)) },
    lint: { synopsis: 'lint', summary: "check the servers' tools for what makes them hard to find", load: () => Promise.all(/* import() */[__webpack_require__.e(895), __webpack_require__.e(330), __webpack_require__.e(916), __webpack_require__.e(697), __webpack_require__.e(268), __webpack_require__.e(766)]).then(__webpack_require__.bind(__webpack_require__, 3761)) },
    record: { synopsis: 'record', summary: "record a server's tools/list as a catalog file (--npm PACKAGE, -- COMMAND, --url)", load: () => Promise.all(/* import() */[__webpack_require__.e(895), __webpack_require__.e(330), __webpack_require__.e(916), __webpack_require__.e(697), __webpack_require__.e(805)]).then(__webpack_require__.bind(__webpack_require__, 1805)) },
    init: { synopsis: 'init', summary: 'write a manifest and a workflow for the server of this repository', load: () => Promise.all(/* import() */[__webpack_require__.e(895), __webpack_require__.e(292), __webpack_require__.e(330), __webpack_require__.e(916), __webpack_require__.e(697), __webpack_require__.e(268), __webpack_require__.e(747), __webpack_require__.e(119)]).then(__webpack_require__.bind(__webpack_require__, 5566)) }
};

;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * The dispatcher: `mcp-tool-rank COMMAND [options]`, `help [COMMAND]`, `-h/--help` and
 * `-v/--version`. Each command parses its own options; an option it does not take is a usage
 * error (exit 2).
 */






function mainHelp() {
    const width = Math.max(...Object.values(COMMANDS).map((c) => c.synopsis.length)) + 3;
    return `mcp-tool-rank ${version/* VERSION */.x}: regression tests for how findable MCP tools are under deferred tool search

Usage: mcp-tool-rank <command> [options]

Commands:
${Object.values(COMMANDS)
        .map((c) => `  ${c.synopsis.padEnd(width)}${c.summary}`)
        .join('\n')}

Options:
  -h, --help      this help
  -v, --version   the version

Run \`mcp-tool-rank help <command>\` (or \`<command> --help\`) for a command's options.
Exit codes: 0 all expectations hold, 1 an expectation failed, 2 manifest, server or usage error.`;
}
/** A command-line mistake, said before anything runs. */
function usage(message, command) {
    process.stderr.write(`mcp-tool-rank: ${message}\nRun \`mcp-tool-rank help${command ? ` ${command}` : ''}\` for usage.\n`);
    return exit_codes/* ExitCode */.y.ConfigError;
}
/** Loads the edit-distance package only for a mistyped command: `--help` loads no package. */
async function unknownCommand(name) {
    const { nearest } = await __webpack_require__.e(/* import() */ 406).then(__webpack_require__.bind(__webpack_require__, 7406));
    const names = Object.keys(COMMANDS);
    const hit = nearest(name, names);
    const list = names.join(', ');
    return usage(hit ? `unknown command \`${name}\`, did you mean \`${hit}\`? Commands: ${list}` : `unknown command \`${name}\`; commands: ${list}`);
}
function findCommand(name) {
    return Object.hasOwn(COMMANDS, name) ? COMMANDS[name].load().then((m) => m.default) : undefined;
}
async function help(name) {
    if (name === undefined) {
        process.stdout.write(mainHelp() + '\n');
        return exit_codes/* ExitCode */.y.Ok;
    }
    const command = await findCommand(name);
    if (!command)
        return unknownCommand(name);
    process.stdout.write(command.help + '\n');
    return exit_codes/* ExitCode */.y.Ok;
}
/** parseArgs says `Unknown option '--x'. To specify a positional …`: keep the option. */
function parseError(err, name) {
    const e = err;
    const option = /'(-[^']*)'/.exec(e.message ?? '')?.[1];
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option)
        return `\`${name}\` takes no option \`${option}\``;
    return `${name}: ${e.message ?? String(err)}`;
}
async function main(argv) {
    const [first, ...rest] = argv;
    if (first === undefined) {
        process.stdout.write(mainHelp() + '\n');
        return exit_codes/* ExitCode */.y.ConfigError;
    }
    if (first === '-h' || first === '--help')
        return argv.length === 1 ? help(undefined) : usage(`\`${first}\` takes no arguments`);
    if (first === '-v' || first === '--version') {
        if (argv.length > 1)
            return usage(`\`${first}\` takes no arguments`);
        process.stdout.write(`${version/* VERSION */.x}\n`);
        return exit_codes/* ExitCode */.y.Ok;
    }
    if (first === 'help')
        return rest.length <= 1 ? help(rest[0]) : usage('`help` takes one command name');
    if (first.startsWith('-'))
        return usage(`unknown option \`${first}\`; options come after the command`);
    const command = await findCommand(first);
    if (!command)
        return unknownCommand(first);
    if (command.parsesOwnArguments) {
        (0,groups/* installSignalHandlers */.Xd)();
        return command.run({}, rest);
    }
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({ args: rest, options: { ...command.options, ...cli_command/* HELP_OPTION */.E4 }, allowPositionals: true, strict: true });
    }
    catch (err) {
        return usage(parseError(err, first), first);
    }
    if (parsed.values.help)
        return help(first);
    if (!command.takesArguments && parsed.positionals.length > 0)
        return usage(`\`${first}\` takes no arguments, got \`${parsed.positionals.join(' ')}\``, first);
    (0,groups/* installSignalHandlers */.Xd)();
    return command.run(parsed.values, parsed.positionals);
}


/***/ }),

/***/ 1084:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ ExitCode)
/* harmony export */ });
/** Process exit codes shared by the CLI and the action. */
const ExitCode = {
    /** Every expectation holds. */
    Ok: 0,
    /** An expectation (or another `fail-on` condition) failed. */
    Failed: 1,
    /** The manifest, a server, or the command line is wrong: nothing was judged. */
    ConfigError: 2,
    /** A bug in mcp-tool-rank itself. */
    InternalError: 3
};


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

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test. */
const VERSION = '1.0.0';


/***/ })

};
