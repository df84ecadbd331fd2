export const id = 475;
export const ids = [475];
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

/***/ 6475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ rank)
});

// EXTERNAL MODULE: ./src/manifest/per-engine.ts
var per_engine = __webpack_require__(6009);
// EXTERNAL MODULE: ./src/engines/registry.ts + 27 modules
var registry = __webpack_require__(2337);
// EXTERNAL MODULE: ./src/engines/types.ts
var types = __webpack_require__(2802);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: ./src/pipeline.ts
var pipeline = __webpack_require__(5165);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
// EXTERNAL MODULE: ./src/report/explain.ts
var explain = __webpack_require__(7389);
;// CONCATENATED MODULE: ./src/report/ranking-text.ts


/** One query's ranking for `rank`, with per-term points under `--explain`. */
function rankingReport(query, engineId, result, maxResults, options, style) {
    const out = [];
    out.push(style.bold(`${engineId} · "${(0,sanitize_text/* plainText */.w)(query, 200)}" · ${result.mode} · top ${maxResults}`));
    if (result.ranking.length === 0) {
        out.push('  nothing scored: the client returns no tools for this query');
        return out.join('\n') + '\n';
    }
    const shown = result.ranking.slice(0, Math.max(options.limit, maxResults));
    const nameWidth = Math.min(60, shown.reduce((w, r) => Math.max(w, (0,sanitize_text/* plainText */.w)(r.tool, 60).length), 0));
    for (const r of shown) {
        const inCut = result.results.includes(r.tool);
        const mark = inCut ? ' ' : style.dim('·');
        const own = options.clientName?.(r.tool);
        const name = (0,sanitize_text/* plainText */.w)(r.tool, 60).padEnd(nameWidth) + (own && own !== r.tool ? style.dim(` (${(0,sanitize_text/* plainText */.w)(own, 64)})`) : '');
        const line = `${mark}${String(r.rank).padStart(4)}  ${(0,explain/* formatScore */.y)(r.score).padStart(7)}  ${name}`;
        out.push(inCut ? line : style.dim(line));
        if (options.explain && r.breakdown.length > 0)
            out.push(style.dim(`               ${(0,explain/* explainBreakdown */.F)(r.breakdown, (t) => `"${(0,sanitize_text/* plainText */.w)(t, 60)}"`)}`));
        if (r.rank === maxResults && result.ranking.length > maxResults)
            out.push(style.dim(`      ── cut: the client returns the ${maxResults} above ──`));
    }
    if (result.ranking.length > shown.length)
        out.push(style.dim(`   … ${result.ranking.length - shown.length} more scored`));
    return out.join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/progress.ts
var progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/output.ts + 1 modules
var output = __webpack_require__(3091);
;// CONCATENATED MODULE: ./src/cli/rank.ts











const HELP = `Usage: mcp-tool-rank rank "QUERY" [--config FILE] [--engine ID] [--explain] [--limit N]

Shows the full ranking of one query over the manifest's servers, with the cut line.

Options:
${options/* CONFIG_HELP */.hF}
  -e, --engine ID     the engine (default: the manifest's first)
      --max-results N the cut line (default: the manifest's, else the engine's)
      --limit N       how many ranked tools to print (default 15)
      --explain       which term earned which points on which field
${options/* VERBOSE_HELP */.P7}
  -h, --help          this help`;
/* harmony default export */ const rank = ((0,command/* defineCommand */.NB)({
    help: HELP,
    options: {
        ...options/* CONFIG_OPTION */.dG,
        engine: { type: 'string', short: 'e' },
        explain: { type: 'boolean' },
        limit: { type: 'string' },
        'max-results': { type: 'string' },
        ...options/* VERBOSE_OPTION */.Xi
    },
    takesArguments: true,
    async run(values, positionals) {
        if (positionals.length !== 1)
            throw new errors/* UsageError */.e('rank takes one query; quote it: mcp-tool-rank rank "create issue"');
        const query = positionals[0];
        const maxResultsOption = (0,options/* positiveInt */.NJ)(values['max-results'], 'max-results');
        const limit = (0,options/* positiveInt */.NJ)(values.limit, 'limit') ?? 15;
        const { manifest, catalog } = await (0,pipeline/* loadAndCollect */.A7)({ config: (0,options/* configOf */.W1)(values), baseDir: process.cwd(), callerEnv: process.env, progress: (0,progress/* cliProgress */.o)(values.verbose === true) });
        const engine = (0,registry/* resolveEngine */.F0)(values.engine ?? manifest.engines[0]);
        const maxResults = maxResultsOption ?? (0,per_engine/* forEngine */.w)(manifest.maxResults, engine) ?? engine.defaultMaxResults;
        const prepared = engine.prepare(catalog);
        let result;
        try {
            result = engine.search(prepared, query, { maxResults });
        }
        catch (err) {
            if (err instanceof types/* EngineQueryError */.N) {
                process.stdout.write(`${engine.id}: the client rejects this query: ${err.message}\n`);
                return exit_codes/* ExitCode */.y.Ok;
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
        process.stdout.write(rankingReport(query, engine.id, result, maxResults, { explain: values.explain === true, limit, clientName }, (0,output/* stdoutStyle */.jK)()));
        return exit_codes/* ExitCode */.y.Ok;
    }
}));


/***/ }),

/***/ 7389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ explainBreakdown),
/* harmony export */   y: () => (/* binding */ formatScore)
/* harmony export */ });
const FIELD_LABEL = {
    name: 'name',
    'name-part': 'part of name',
    coarse: 'whole name',
    'coarse-part': 'part of whole name',
    'full-name': 'joined name',
    hint: 'search hint',
    description: 'description',
    bm25: 'bm25',
    promotion: 'promoted by name'
};
function points(p) {
    return p >= 0 ? `+${formatScore(p)}` : formatScore(p);
}
/** `create: name +12, whole name +4; issue: description +2` */
function explainBreakdown(breakdown, quote = (s) => s) {
    const byTerm = new Map();
    for (const c of breakdown) {
        const list = byTerm.get(c.term) ?? [];
        list.push(c);
        byTerm.set(c.term, list);
    }
    return [...byTerm.entries()]
        .map(([term, list]) => `${quote(term)}: ${list.map((c) => `${FIELD_LABEL[c.field]} ${points(c.points)}`).join(', ')}`)
        .join('; ');
}
function formatScore(score) {
    return Number.isInteger(score) ? String(score) : score.toFixed(3);
}


/***/ })

};
