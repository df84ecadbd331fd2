export const id = 475;
export const ids = [475];
export const modules = {

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
// EXTERNAL MODULE: ./src/engines/registry.ts + 42 modules
var registry = __webpack_require__(3330);
// EXTERNAL MODULE: ./src/engines/types.ts
var types = __webpack_require__(2802);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: ./src/pipeline.ts + 2 modules
var pipeline = __webpack_require__(9155);
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
    /** With --explain: why a tool is below the one before it, said once each time the reason changes (Codex's promoted tools are not in order of score). */
    let lastReason = 'score';
    let previous;
    for (const r of shown) {
        const why = options.explain && previous && options.order?.(previous.tool, r.tool);
        const promotedBy = r.breakdown.filter((c) => c.field === 'promotion').map((c) => c.term);
        const reason = why ? `${why.fact.kind}:${'server' in why.fact ? (why.fact.server ?? '') : ''}:${promotedBy.join(' ')}` : lastReason;
        if (why && why.fact.kind !== 'score' && reason !== lastReason)
            out.push(style.dim(`      ↓ ${(0,sanitize_text/* plainText */.w)(why.text, 400)}`));
        lastReason = reason;
        previous = r;
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

// EXTERNAL MODULE: ./src/report/terminal.ts
var terminal = __webpack_require__(7496);
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
        const warning = (0,terminal/* unverifiedWarning */.ce)(engine, (0,output/* stdoutStyle */.jK)());
        if (warning)
            process.stdout.write(warning + '\n');
        const maxResults = maxResultsOption ?? (0,per_engine/* forEngine */.w)(manifest.maxResults, engine) ?? engine.defaultMaxResults;
        const prepared = engine.prepare(catalog);
        let result;
        try {
            result = engine.search(prepared, query, { maxResults });
        }
        catch (err) {
            if (err instanceof types/* EngineQueryError */.NW) {
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
        process.stdout.write(rankingReport(query, engine.id, result, maxResults, { explain: values.explain === true, limit, clientName, order: (ahead, behind) => engine.explainOrder(prepared, result, ahead, behind) }, (0,output/* stdoutStyle */.jK)()));
        return exit_codes/* ExitCode */.y.Ok;
    }
}));


/***/ })

};
