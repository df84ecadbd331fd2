export const id = 249;
export const ids = [249];
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

/***/ 9034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _manifest_per_engine_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6009);
/* harmony import */ var _engines_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3086);
/* harmony import */ var _engines_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2802);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1084);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5165);
/* harmony import */ var _report_terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7496);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(776);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9851);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3091);











const HELP = `Usage: mcp-tool-rank rank "QUERY" [--config FILE] [--engine ID] [--explain] [--limit N]

Shows the full ranking of one query over the manifest's servers, with the cut line.

Options:
${_options_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_HELP */ .hF}
  -e, --engine ID     the engine (default: the manifest's first)
      --max-results N the cut line (default: the manifest's, else the engine's)
      --limit N       how many ranked tools to print (default 15)
      --explain       which term earned which points on which field
${_options_js__WEBPACK_IMPORTED_MODULE_7__/* .VERBOSE_HELP */ .P7}
  -h, --help          this help`;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .defineCommand */ .NB)({
    help: HELP,
    options: {
        ..._options_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_OPTION */ .dG,
        engine: { type: 'string', short: 'e' },
        explain: { type: 'boolean' },
        limit: { type: 'string' },
        'max-results': { type: 'string' },
        ..._options_js__WEBPACK_IMPORTED_MODULE_7__/* .VERBOSE_OPTION */ .Xi
    },
    takesArguments: true,
    async run(values, positionals) {
        if (positionals.length !== 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e('rank takes one query; quote it: mcp-tool-rank rank "create issue"');
        const query = positionals[0];
        const maxResultsOption = (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .positiveInt */ .NJ)(values['max-results'], 'max-results');
        const limit = (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .positiveInt */ .NJ)(values.limit, 'limit') ?? 15;
        const { manifest, catalog } = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .loadAndCollect */ .A7)({ config: (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .configOf */ .W1)(values), baseDir: process.cwd(), callerEnv: process.env, progress: (0,_progress_js__WEBPACK_IMPORTED_MODULE_8__/* .cliProgress */ .o)(values.verbose === true) });
        const engine = (0,_engines_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEngine */ .F0)(values.engine ?? manifest.engines[0]);
        const maxResults = maxResultsOption ?? (0,_manifest_per_engine_js__WEBPACK_IMPORTED_MODULE_10__/* .forEngine */ .w)(manifest.maxResults, engine) ?? engine.defaultMaxResults;
        const prepared = engine.prepare(catalog);
        let result;
        try {
            result = engine.search(prepared, query, { maxResults });
        }
        catch (err) {
            if (err instanceof _engines_types_js__WEBPACK_IMPORTED_MODULE_1__/* .EngineQueryError */ .N) {
                process.stdout.write(`${engine.id}: the client rejects this query: ${err.message}\n`);
                return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .y.Ok;
            }
            throw err;
        }
        const byId = new Map(catalog.tools.map((t) => [t.id, t]));
        const clientName = engine.clientName
            ? (id) => {
                const tool = byId.get(id);
                return tool ? engine.clientName(prepared, tool) : undefined;
            }
            : undefined;
        process.stdout.write((0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .rankingReport */ .$)(query, engine.id, result, maxResults, { explain: values.explain === true, limit, clientName }, (0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .stdoutStyle */ .jK)()));
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .y.Ok;
    }
}));


/***/ }),

/***/ 8188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ findingsSummary),
/* harmony export */   n: () => (/* binding */ findingsReport)
/* harmony export */ });
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(741);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1976);
/** Findings as terminal text: `mcp-tool-rank lint`, and the short section under `check`. */


const ORDER = ['error', 'warning', 'info'];
const TITLE = { error: 'errors', warning: 'warnings', info: 'info' };
function where(f, manifestFile) {
    const at = f.line !== undefined ? `${manifestFile}:${f.line}` : manifestFile;
    return `${at} ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(f.tool ? `${f.server}/${f.tool}` : f.server, 100)}`;
}
function paint(severity, style) {
    return severity === 'error' ? style.red : severity === 'warning' ? style.yellow : style.dim;
}
function countLine(findings) {
    const n = (s) => findings.filter((f) => f.severity === s).length;
    return ORDER.map((s) => (s === 'info' ? `${n(s)} info` : (0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(n(s), s))).join(', ');
}
/** Every finding, grouped by severity, each with its server/tool, rule and manifest line. */
function findingsReport(findings, manifestFile, style) {
    const out = [];
    for (const severity of ORDER) {
        const group = findings.filter((f) => f.severity === severity);
        if (group.length === 0)
            continue;
        out.push(style.bold(`${TITLE[severity]} (${group.length})`));
        for (const f of group) {
            out.push(`  ${paint(severity, style)(where(f, manifestFile))} ${style.dim(`[${f.rule}]`)}`);
            out.push(`    ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(f.message, 600)}`);
        }
        out.push('');
    }
    out.push(style.bold(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(findings.length, 'finding')}: ${countLine(findings)}`));
    return out.join('\n') + '\n';
}
/** The few findings that matter most, for the end of `check`: errors and warnings first. */
function findingsSummary(findings, manifestFile, style, max = 8) {
    if (findings.length === 0)
        return [];
    const shown = findings.filter((f) => f.severity !== 'info').slice(0, max);
    const out = [style.bold(`lint: ${countLine(findings)}`)];
    for (const f of shown)
        out.push(`  ${paint(f.severity, style)(`${f.severity} ${where(f, manifestFile)}`)} ${style.dim(`[${f.rule}]`)} ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(f.message, 160)}`);
    const rest = findings.length - shown.length;
    if (rest > 0)
        out.push(style.dim(shown.length ? `  … ${rest} more: run \`mcp-tool-rank lint\` for all of them` : '  run `mcp-tool-rank lint` to see them'));
    return out;
}


/***/ })

};
