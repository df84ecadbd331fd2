#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 3567:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 1084:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  KE: () => (/* binding */ describeExit),
  uR: () => (/* binding */ hasExited),
  Xd: () => (/* binding */ installSignalHandlers),
  i0: () => (/* binding */ killGroup),
  j8: () => (/* binding */ spawnGroup),
  gv: () => (/* binding */ stopGroup)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: ./src/process/escaped.ts

/** How long our pipes may stay open after a group is gone before we stop waiting on them. */
const PIPE_GRACE_MS = 250;
/** `ppid` and process group of a live process, from /proc/PID/stat (Linux). */
function statOf(pid) {
    try {
        const text = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'latin1');
        // `pid (comm) state ppid pgrp …`: comm may hold spaces and parentheses.
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        if (fields[0] === 'Z' || fields[0] === 'X')
            return undefined;
        return { ppid: Number(fields[1]), pgid: Number(fields[2]) };
    }
    catch {
        return undefined;
    }
}
/**
 * Linux: the live descendants of `leader` that have left its process group (`setsid`,
 * Python's `start_new_session=True`, another `detached` spawn). A group kill does not reach
 * them, so they are found through their parents while the leader still lives. One whose
 * parent has already exited was handed to init and cannot be told from any other process:
 * it stays out of reach. Elsewhere: none.
 */
function escapedDescendants(leader) {
    if (process.platform !== 'linux')
        return [];
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return [];
    }
    const children = new Map();
    const groups = new Map();
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        const pid = Number(entry);
        const stat = statOf(pid);
        if (!stat)
            continue;
        groups.set(pid, stat.pgid);
        children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
    }
    const escaped = [];
    const queue = [...(children.get(leader) ?? [])];
    while (queue.length > 0) {
        const pid = queue.pop();
        if (groups.get(pid) !== leader)
            escaped.push(pid);
        for (const child of children.get(pid) ?? [])
            queue.push(child);
    }
    return escaped;
}
function killPids(pids, signal) {
    for (const pid of pids) {
        try {
            process.kill(pid, signal);
        }
        catch {
            // Gone already.
        }
    }
}
/**
 * After a child's process group is gone, its stdio pipes close once nobody else holds them.
 * A process out of reach (see escapedDescendants) may hold them forever: after a short
 * grace our ends are closed, so this process never waits on a pipe it inherited.
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
 * or a shell is stopped with all its grandchildren. Every group is remembered until it has
 * exited, so an interrupted CLI or action can still kill them all.
 */
const live = new Set();
function spawnGroup(command, args, options) {
    const child = (0,external_node_child_process_.spawn)(command, args, { ...options, detached: process.platform !== 'win32', shell: false });
    live.add(child);
    child.once('exit', () => live.delete(child));
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
 * Asks the group to stop, then kills it after `graceMs`, with the descendants that left the
 * group while the leader lived; resolves when the leader has exited and our pipes to it are
 * closed.
 */
async function stopGroup(child, graceMs = 2000) {
    const escaped = !hasExited(child) && child.pid !== undefined ? escapedDescendants(child.pid) : [];
    if (!hasExited(child)) {
        const done = new Promise((resolve) => child.once('exit', () => resolve()));
        killGroup(child, 'SIGTERM');
        killPids(escaped, 'SIGTERM');
        const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
        await done;
        clearTimeout(timer);
    }
    // The leader may be gone while descendants it left behind still run in the group.
    killGroup(child, 'SIGKILL');
    killPids(escaped, 'SIGKILL');
    live.delete(child);
    await releasePipes(child);
}
function killAllGroups() {
    for (const child of live)
        killGroup(child, 'SIGKILL');
}
let handlersInstalled = false;
const SIGNAL_EXIT = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
/**
 * On SIGINT/SIGTERM/SIGHUP, kill every server group first, then exit as the signal asks
 * (128 + signal number). On any other exit the groups are killed too; only SIGKILL of this
 * process itself leaves them, since a group outlives its parent by design.
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test. */
const VERSION = '1.0.0';


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 7066:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tty");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(7975);
// EXTERNAL MODULE: ./src/process/groups.ts + 1 modules
var groups = __nccwpck_require__(1157);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __nccwpck_require__(1084);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
// EXTERNAL MODULE: ./src/cli/command.ts
var cli_command = __nccwpck_require__(3567);
;// CONCATENATED MODULE: ./src/cli/commands.ts
const COMMANDS = {
    check: { synopsis: 'check', summary: "rank every query of the manifest and check its expectations", load: () => Promise.all(/* import() */[__nccwpck_require__.e(895), __nccwpck_require__.e(337), __nccwpck_require__.e(916), __nccwpck_require__.e(717), __nccwpck_require__.e(536), __nccwpck_require__.e(95)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8095)) },
    rank: { synopsis: 'rank "QUERY"', summary: "show one query's ranking (--explain for per-term points)", load: () => Promise.all(/* import() */[__nccwpck_require__.e(895), __nccwpck_require__.e(337), __nccwpck_require__.e(916), __nccwpck_require__.e(717), __nccwpck_require__.e(536), __nccwpck_require__.e(475)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6475)) },
    engines: { synopsis: 'engines', summary: 'list the engines and the client versions they reproduce', load: () => Promise.all(/* import() */[__nccwpck_require__.e(337), __nccwpck_require__.e(254)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4573)) },
    snapshot: { synopsis: 'snapshot', summary: "collect the servers' tools into the lock file (mcp-tools.lock.json)", load: () => Promise.all(/* import() */[__nccwpck_require__.e(895), __nccwpck_require__.e(337), __nccwpck_require__.e(916), __nccwpck_require__.e(717), __nccwpck_require__.e(536), __nccwpck_require__.e(200)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1200)) },
    lint: { synopsis: 'lint', summary: "check the servers' tools for what makes them hard to find", load: () => Promise.all(/* import() */[__nccwpck_require__.e(895), __nccwpck_require__.e(337), __nccwpck_require__.e(916), __nccwpck_require__.e(717), __nccwpck_require__.e(536), __nccwpck_require__.e(761)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3761)) },
    record: { synopsis: 'record', summary: "record a server's tools/list as a catalog file (--npm PACKAGE, -- COMMAND, --url)", load: () => Promise.all(/* import() */[__nccwpck_require__.e(895), __nccwpck_require__.e(337), __nccwpck_require__.e(916), __nccwpck_require__.e(717), __nccwpck_require__.e(805)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1805)) },
    init: { synopsis: 'init', summary: 'write a manifest and a workflow for the server of this repository', load: () => Promise.all(/* import() */[__nccwpck_require__.e(895), __nccwpck_require__.e(292), __nccwpck_require__.e(337), __nccwpck_require__.e(916), __nccwpck_require__.e(717), __nccwpck_require__.e(536), __nccwpck_require__.e(655)]).then(__nccwpck_require__.bind(__nccwpck_require__, 655)) }
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
function unknownCommand(name) {
    return usage(`unknown command \`${name}\`; commands: ${Object.keys(COMMANDS).join(', ')}`);
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

;// CONCATENATED MODULE: ./src/cli/index.ts
/** The CLI entry point (package.json `bin`). */

main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
}, async (err) => {
    // Loaded only on failure: it knows every error class, and so their modules.
    const { describeFailure } = await Promise.all(/* import() */[__nccwpck_require__.e(337), __nccwpck_require__.e(916), __nccwpck_require__.e(986)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3916));
    const failure = describeFailure(err);
    for (const line of failure.lines)
        process.stderr.write(`mcp-tool-rank: ${line}\n`);
    if (failure.internal)
        process.stderr.write(`${err.stack ?? ''}\n`);
    process.exitCode = failure.exitCode;
});

