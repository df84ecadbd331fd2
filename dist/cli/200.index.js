export const id = 200;
export const ids = [200];
export const modules = {

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ cliProgress)
/* harmony export */ });
/* unused harmony export plainProgress */
/* harmony import */ var _util_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6518);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(741);
/* harmony import */ var _util_progress_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5365);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1976);
/**
 * Progress of long steps on stderr: on a terminal one line that updates in place (the step,
 * how far it is, the time it has taken); with --verbose or in CI plain lines instead, one when
 * a step starts and one when it ends; elsewhere (a pipe, a script) nothing. Never on stdout.
 */




/** Steps shorter than this leave no line behind on a terminal. */
const LASTING_MS = 1000;
const REDRAW_MS = 200;
/** CI services set CI (to `true`, `1`, or a name); `false` and `0` say it is not one. */
function inCI(env) {
    return env.CI !== undefined && !['', '0', 'false'].includes(env.CI.toLowerCase());
}
function cliProgress(verbose, stream = process.stderr, env = process.env) {
    if (verbose || inCI(env))
        return plainProgress(stream);
    if (stream.isTTY && env.TERM !== 'dumb')
        return liveProgress(stream);
    return _util_progress_js__WEBPACK_IMPORTED_MODULE_1__/* .SILENT */ .q;
}
const now = () => performance.now();
function plainProgress(stream) {
    return {
        async step(title, run) {
            const started = now();
            stream.write(`▸ ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(title, 300)}…\n`);
            const result = await run();
            stream.write(`▸ ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(title, 300)}: done in ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatElapsed */ .C7)(now() - started)}\n`);
            return result;
        },
        note: (message) => void stream.write(`  ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(message, 500)}\n`),
        advance: () => undefined
    };
}
function liveProgress(stream) {
    const stack = [];
    let timer;
    const width = () => Math.max(20, (stream.columns || 80) - 1);
    const fit = (line) => (line.length > width() ? line.slice(0, width() - 1) + '…' : line);
    const draw = () => {
        const top = stack[stack.length - 1];
        if (!top)
            return;
        const path = stack.map((s) => s.title).join(' › ');
        stream.write(`\r\u001b[K${fit(`${path}${top.detail ? `: ${top.detail}` : ''} · ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatElapsed */ .C7)(now() - stack[0].started)}`)}`);
    };
    return {
        async step(title, run) {
            stack.push({ title: (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(title, 300), started: now(), detail: '' });
            draw();
            // A timer that keeps no process alive: the elapsed time moves while the step waits.
            timer ??= setInterval(draw, REDRAW_MS).unref();
            try {
                return await run();
            }
            finally {
                const done = stack.pop();
                const took = now() - done.started;
                if (stack.length === 0) {
                    clearInterval(timer);
                    timer = undefined;
                    stream.write('\r\u001b[K');
                    if (took >= LASTING_MS)
                        stream.write(`${fit(`${done.title}: ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatElapsed */ .C7)(took)}`)}\n`);
                }
                else
                    draw();
            }
        },
        note(message) {
            const top = stack[stack.length - 1];
            if (!top)
                return;
            top.detail = (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(message, 200);
            draw();
        },
        advance(done, total) {
            const top = stack[stack.length - 1];
            if (!top)
                return;
            top.detail = `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B)(done)} of ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B)(total)}`;
            draw();
        }
    };
}


/***/ }),

/***/ 1200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1084);
/* harmony import */ var _lock_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9336);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2696);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(741);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(776);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9851);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3091);








const HELP = `Usage: mcp-tool-rank snapshot [--config FILE]

Starts the manifest's servers, collects tools/list and writes the lock file (default
mcp-tools.lock.json next to the manifest; the manifest's \`lock\` key names another).
Commit it: the base side of a PR is then ranked from it without starting servers, and
\`check\` warns when it no longer matches what the servers list.

Options:
${_options_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFIG_HELP */ .hF}
${_options_js__WEBPACK_IMPORTED_MODULE_4__/* .VERBOSE_HELP */ .P7}
  -h, --help          this help`;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .defineCommand */ .NB)({
    help: HELP,
    options: { ..._options_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFIG_OPTION */ .dG, ..._options_js__WEBPACK_IMPORTED_MODULE_4__/* .VERBOSE_OPTION */ .Xi },
    async run(values) {
        const { manifest, listings } = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_2__/* .loadAndCollect */ .A7)({ config: (0,_options_js__WEBPACK_IMPORTED_MODULE_4__/* .configOf */ .W1)(values), baseDir: process.cwd(), callerEnv: process.env, progress: (0,_progress_js__WEBPACK_IMPORTED_MODULE_5__/* .cliProgress */ .o)(values.verbose === true) });
        // The lock being replaced: missing (first snapshot), unreadable (said so below), or its drift.
        const previous = await (0,_lock_index_js__WEBPACK_IMPORTED_MODULE_1__/* .checkLock */ .sv)(manifest.lockFile, listings);
        await (0,_lock_index_js__WEBPACK_IMPORTED_MODULE_1__/* .writeLock */ .be)(manifest.lockFile, listings);
        const style = (0,_output_js__WEBPACK_IMPORTED_MODULE_6__/* .stdoutStyle */ .jK)();
        const out = [];
        for (const l of listings)
            for (const w of l.warnings ?? [])
                out.push(style.yellow(`warning: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(l.name, 60)}: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(w)}`) + '\n');
        const servers = listings.map((l) => `${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(l.name, 60)} (${l.source}, ${l.tools.length} tool${l.tools.length === 1 ? '' : 's'}${l.pages > 1 ? `, ${l.pages} pages` : ''})`);
        out.push(`wrote ${manifest.lockFile}: ${servers.join(' · ')}\n`);
        if (previous?.error) {
            out.push(style.yellow(`warning: replaced a lock file that could not be read: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(previous.error)}`) + '\n');
        }
        else if (previous) {
            const drift = previous.drift;
            out.push(drift.length === 0 ? 'no change from the previous lock file\n' : `${drift.length} change${drift.length === 1 ? '' : 's'} from the previous lock file:\n`);
            for (const line of (0,_output_js__WEBPACK_IMPORTED_MODULE_6__/* .driftLines */ .$m)(drift, style))
                out.push(line);
        }
        process.stdout.write(out.join(''));
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.Ok;
    }
}));


/***/ })

};
